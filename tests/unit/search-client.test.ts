/**
 * With `search-tokenize.test.ts`, `search-index.test.ts`, `search-config.test.ts`: The search
 * tokenizer (folding, words, stems), index, ranking, client and the Algolia switch.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {IndexUnavailable, httpSource} from '../../src/plugins/features/search/client/client';
import {statusMessage} from '../../src/plugins/features/search/client/status';

function serve(files: Record<string, {status?: number; type?: string; body: string}>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const f = files[url] ?? {status: 404, type: 'text/html', body: 'Not found'};
    return new Response(f.body, {status: f.status ?? 200, headers: {'content-type': f.type ?? 'application/json'}});
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('httpSource', () => {
  it('reads the files under the id of the manifest, each once', async () => {
    const calls = serve({
      '/search/manifest.json': {body: JSON.stringify({id: 'abc', shards: ['ca']})},
      '/search/abc/d/0.json': {body: JSON.stringify([])},
      '/search/abc/t/ca.json': {body: JSON.stringify({campaign: [0, 0, 1]})},
    });
    const source = httpSource('/search/');
    await expect(source.shard('ca')).resolves.toEqual({campaign: [0, 0, 1]});
    await source.shard('ca');
    await source.docs(0);
    expect(calls).toEqual(['/search/manifest.json', '/search/abc/t/ca.json', '/search/abc/d/0.json']);
  });

  it('reports a missing index (404, or the HTML page a dev server answers with) as unavailable', async () => {
    serve({'/dev/search/manifest.json': {type: 'text/html; charset=utf-8', body: '<!doctype html><html></html>'}});
    await expect(httpSource('/search/').manifest()).rejects.toBeInstanceOf(IndexUnavailable);
    await expect(httpSource('/dev/search/').manifest()).rejects.toBeInstanceOf(IndexUnavailable);
  });

  it('tries again after a failure', async () => {
    const calls = serve({});
    const source = httpSource('/search/');
    await expect(source.manifest()).rejects.toThrow();
    await expect(source.manifest()).rejects.toThrow();
    expect(calls).toHaveLength(2);
  });
});

describe('what the search box and the results page say', () => {
  it('says why there are no results yet, or how many there are', () => {
    expect(statusMessage('idle', 0, '')).toBe('');
    expect(statusMessage('loading', 0, 'cai dat')).toBe('Searching…');
    // More results loading beside those shown: nothing to say.
    expect(statusMessage('loading', 3, 'cai dat')).toBe('');
    expect(statusMessage('ready', 0, 'xyz')).toBe('No results for “xyz”.');
    expect(statusMessage('ready', 1, 'token')).toBe('1 result.');
    expect(statusMessage('ready', 12, 'token')).toBe('12 results.');
    expect(statusMessage('unavailable', 0, 'token')).toMatch(/^Search is not available/);
    expect(statusMessage('error', 0, 'token')).toMatch(/^Search could not load/);
  });
});
