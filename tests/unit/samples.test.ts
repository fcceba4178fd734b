import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkSamples, fixtureSamples, shellWords, siteSamples} from '../support/samples';

const root = path.resolve(__dirname, '../..');

describe('code samples of the API reference', () => {
  it('run as copied: every sample of every operation of every document passes the checks', async () => {
    const samples = siteSamples(root);
    // Four languages for each of the 100 HTTP operations, plus the webhook payloads.
    expect(samples.length).toBeGreaterThanOrEqual(4 * 90);
    expect(samples.filter((s) => s.download).map((s) => s.id.replace(/ \(\w+\)$/, ''))).toEqual(
      expect.arrayContaining(['v1 GET /v1/voicemail/message/{id}/download', 'psr GET /psr/v1/call/record/{file_name}']),
    );
    expect(await checkSamples(samples)).toEqual([]);
  }, 30_000);

  it('fails on broken fixtures: JavaScript, Python, PHP, curl quotes, JSON, a download parsed as JSON, a token without its request', async () => {
    const problems = await checkSamples(fixtureSamples(path.resolve(__dirname, '../fixtures/samples')));
    const byFile = (file: string) => problems.filter((p) => p.startsWith(`${file}:`));
    expect(byFile('broken.mjs')).toEqual([expect.stringContaining('JavaScript does not parse')]);
    expect(byFile('broken.py')).toEqual([expect.stringContaining('Python does not compile')]);
    expect(byFile('broken.php')).toEqual([expect.stringContaining('PHP does not pass php -l')]);
    expect(byFile('unbalanced.sh')).toEqual(['unbalanced.sh: unbalanced single quote']);
    expect(byFile('bad-body.sh')).toEqual([expect.stringContaining('JSON body does not parse')]);
    expect(byFile('broken-payload.json')).toEqual([expect.stringContaining('JSON body does not parse')]);
    expect(byFile('download-json.mjs')).toEqual(['download-json.mjs: does not save the downloaded file', 'download-json.mjs: parses a file download as JSON']);
    expect(byFile('download-json.py')).toEqual(['download-json.py: does not save the downloaded file', 'download-json.py: parses a file download as JSON']);
    expect(byFile('token-path.php')).toEqual([expect.stringContaining('without naming the request that issues it')]);
    expect(byFile('good-download.sh')).toEqual([]);
    expect(byFile('good.py')).toEqual([]);
  }, 30_000);

  it('splits curl commands like a shell', () => {
    expect(shellWords(`# comment 'x\ncurl -X POST 'https://h/x' \\\n  -d '{"a": "it'\\''s"}'`)).toEqual(['curl', '-X', 'POST', 'https://h/x', '-d', `{"a": "it's"}`]);
    expect(shellWords(`echo "a \\"b\\"" c\\ d`)).toEqual(['echo', 'a "b"', 'c d']);
    expect(() => shellWords(`curl 'https://h/x`)).toThrow(/unbalanced single quote/);
    expect(() => shellWords(`curl "https://h/x`)).toThrow(/unbalanced double quote/);
  });
});
