import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkSamples, fixtureSamples, shellWords, siteSamples, type Sample} from '../support/samples';

const root = path.resolve(__dirname, '../..');

/** The fenced code blocks of a page, with their language. */
function codeBlocks(page: string): {lang: string; code: string}[] {
  const source = readFileSync(path.join(root, page), 'utf8');
  return [...source.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => ({lang: m[1], code: m[2]}));
}

/** The field names of a page's field tables (tables whose first header is "Field"). */
function documentedFields(page: string): Set<string> {
  const names = new Set<string>();
  let inFieldTable = false;
  for (const line of readFileSync(path.join(root, page), 'utf8').split('\n')) {
    if (!line.startsWith('|')) inFieldTable = false;
    else if (/^\|\s*Field\s*\|/.test(line)) inFieldTable = true;
    else if (inFieldTable) for (const m of (line.split('|')[1] ?? '').matchAll(/`([\w.]+)`/g)) names.add(m[1]);
  }
  return names;
}

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

  it('fails on broken fixtures: JavaScript, Python, PHP, curl quotes, JSON, undefined names, a download parsed as JSON, a token without its request', async () => {
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
    expect(byFile('undefined-name.mjs')).toEqual(['undefined-name.mjs: uses undefined names: queue']);
    expect(byFile('undefined-name.py')).toEqual(['undefined-name.py: uses undefined names: queue']);
    expect(byFile('good-download.sh')).toEqual([]);
    expect(byFile('good.py')).toEqual([]);
  }, 30_000);

  it('the webhook receivers written on the event pages are complete programs', async () => {
    const pages = ['docs/api/v1/event/description.mdx', 'docs/api/v3/webhook/presskey_cb.mdx'];
    const languages: Record<string, Sample['lang']> = {javascript: 'javascript', python: 'python', php: 'php'};
    const samples = pages.flatMap((page) =>
      codeBlocks(page)
        .filter((b) => languages[b.lang])
        .map((b, i) => ({id: `${page} #${i + 1} (${b.lang})`, lang: languages[b.lang], code: b.code, download: false})),
    );
    expect(samples.map((s) => s.lang).sort()).toEqual(['javascript', 'javascript', 'php', 'python']);
    expect(await checkSamples(samples)).toEqual([]);
  }, 30_000);

  it('each CDR attributes page ends with a complete record of its documented fields', () => {
    for (const page of ['docs/api/v1/cdr/attributes.mdx', 'docs/api/v3/cdr/attributes.mdx']) {
      const last = codeBlocks(page).at(-1)!;
      expect(last.lang, page).toBe('json');
      const record = JSON.parse(last.code) as Record<string, unknown>;
      expect(new Set(Object.keys(record)), page).toEqual(documentedFields(page));
      const source = readFileSync(path.join(root, page), 'utf8');
      expect(source.lastIndexOf('\n## '), page).toBe(source.indexOf('\n## Complete example record'));
    }
  });

  it('splits curl commands like a shell', () => {
    expect(shellWords(`# comment 'x\ncurl -X POST 'https://h/x' \\\n  -d '{"a": "it'\\''s"}'`)).toEqual(['curl', '-X', 'POST', 'https://h/x', '-d', `{"a": "it's"}`]);
    expect(shellWords(`echo "a \\"b\\"" c\\ d`)).toEqual(['echo', 'a "b"', 'c d']);
    expect(() => shellWords(`curl 'https://h/x`)).toThrow(/unbalanced single quote/);
    expect(() => shellWords(`curl "https://h/x`)).toThrow(/unbalanced double quote/);
  });
});
