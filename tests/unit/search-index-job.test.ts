/**
 * The search index written by the plugin's postBuild step (src/plugins/features/search/index-job.ts):
 * every field a page can carry reaches the index (a sidebar label indexed, a questions page as a hub, two
 * editions as a pair); a second build of the same pages writes the same files from the build cache,
 * adding no entry; a page it cannot read fails the step with its URL and file named.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {writeSearchIndex, type IndexJob} from '../../src/plugins/features/search/index-job';
import {loadSynonyms} from '../../src/plugins/features/search';

const SITE = path.join(__dirname, '../fixtures/twins/site');

/** The fixture's pages, and what the plugin would say of each. */
const PAGES = {
  'guide/index.html': {url: '/guide/', lang: 'en', keywords: 'Zephyr', counterpart: '/guide/cài-đặt/'},
  'guide/tabs/index.html': {url: '/guide/tabs/', lang: 'en', hub: true},
  'guide/cài-đặt/index.html': {url: '/guide/cài-đặt/', lang: 'vi', counterpart: '/guide/'},
} as const;

async function job(files: string[] = Object.keys(PAGES)): Promise<IndexJob> {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  return {
    outDir: path.join(dir, 'build'),
    siteDir: dir,
    version: 'test',
    synonyms: await loadSynonyms(),
    pages: files.map((file) => ({
      file: path.join(SITE, file),
      label: 'Guide',
      ...(PAGES[file as keyof typeof PAGES] ?? {url: `/${path.dirname(file)}/`, lang: 'en' as const}),
    })),
  };
}

/** Every JSON file under a folder, by its path there. */
function filesOf(dir: string): Map<string, string> {
  return new Map(
    (readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]),
  );
}

describe('the search index of a build', () => {
  it('indexes what the plugin says of each page, and writes the same files again from the cache', async () => {
    const built = await job();
    const written = await writeSearchIndex(built);
    const files = filesOf(path.join(built.outDir, 'search'));
    expect(written).toBe(files.size);
    const manifest = JSON.parse([...files].find(([name]) => name.endsWith('manifest.json'))![1]) as {
      shards: Record<string, string>;
      hubs: number[];
      editions: number[];
    };
    expect(manifest.shards.z).toContain('e');
    expect(manifest.hubs).toHaveLength(1);
    // One pair, flat: [English page, Vietnamese page − English page].
    expect(manifest.editions).toHaveLength(2);
    const cacheDir = path.join(built.siteDir, 'node_modules/.cache/pitel-build/search');
    const entries = readdirSync(cacheDir).length;
    rmSync(path.join(built.outDir, 'search'), {recursive: true});
    await writeSearchIndex(built);
    expect(readdirSync(cacheDir)).toHaveLength(entries);
    expect(filesOf(path.join(built.outDir, 'search'))).toEqual(files);
  });

  it('fails naming the page it cannot read, and its file', async () => {
    await expect(writeSearchIndex(await job(['guide/gone/index.html']))).rejects.toThrow(
      /search: cannot index \/guide\/gone\/ \(.*guide\/gone\/index\.html\): ENOENT/,
    );
  });
});
