/**
 * The search index written in a worker thread (src/plugins/features/search/worker.ts, bundled as the
 * plugin bundles it): the same files as in the test's own thread, and again from the build cache; a
 * bundle without Docusaurus or esbuild; an unreadable page fails with its URL and file named; a worker
 * that stops without answering or answers an error rejects (src/plugins/shared/worker-program.ts).
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {writeSearchIndex, type IndexJob} from '../../src/plugins/features/search/index-job';
import {loadSynonyms} from '../../src/plugins/features/search';
import {runProgram, workerProgram} from '../../src/plugins/shared/worker-program';

const SITE = path.join(__dirname, '../fixtures/twins/site');
const WORKER = path.join(__dirname, '../../src/plugins/features/search/worker.ts');

/** The fixture's pages, and what the plugin would say of each: every field a page can carry crosses to the worker. */
const PAGES = {
  'guide/index.html': {url: '/guide/', lang: 'en', keywords: 'Zephyr', counterpart: '/guide/cài-đặt/'},
  'guide/tabs/index.html': {url: '/guide/tabs/', lang: 'en', hub: true},
  'guide/cài-đặt/index.html': {url: '/guide/cài-đặt/', lang: 'vi', counterpart: '/guide/'},
} as const;

async function job(files: string[] = Object.keys(PAGES)): Promise<IndexJob> {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-worker-'));
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

/** Every file under a folder, by its path there. */
function filesOf(dir: string): Map<string, string> {
  return new Map(
    (readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]),
  );
}

describe('the search index in a worker', () => {
  it('writes the files the same code writes in this thread, and the same again from the cache', async () => {
    const code = await workerProgram(WORKER).program();
    expect(code).not.toContain('@docusaurus/');
    expect(code).not.toContain('node_modules/esbuild/');
    const [inWorker, here] = [await job(), await job()];
    const written = await runProgram<number>(code, inWorker, 'search');
    await writeSearchIndex(here);
    const files = filesOf(path.join(inWorker.outDir, 'search'));
    expect(written).toBe(files.size);
    const manifest = JSON.parse([...files].find(([name]) => name.endsWith('manifest.json'))![1]) as {
      shards: Record<string, string>;
      hubs: number[];
      editions: number[][];
    };
    // The sidebar label is indexed, the questions page is a hub, the two editions are a pair.
    expect(manifest.shards.z).toContain('e');
    expect(manifest.hubs).toHaveLength(1);
    expect(manifest.editions).toHaveLength(1);
    expect(files).toEqual(filesOf(path.join(here.outDir, 'search')));
    // A second build of the same pages: the parts and the index come from the cache.
    const cacheDir = path.join(inWorker.siteDir, 'node_modules/.cache/pitel-build/search');
    const entries = readdirSync(cacheDir).length;
    rmSync(path.join(inWorker.outDir, 'search'), {recursive: true});
    await runProgram<number>(code, inWorker, 'search');
    expect(readdirSync(cacheDir)).toHaveLength(entries);
    expect(filesOf(path.join(inWorker.outDir, 'search'))).toEqual(files);
  });

  it('fails naming the page it cannot read, and its file', async () => {
    const code = await workerProgram(WORKER).program();
    await expect(runProgram(code, await job(['guide/gone/index.html']), 'search')).rejects.toThrow(
      /search: cannot index \/guide\/gone\/ \(.*guide\/gone\/index\.html\): ENOENT/,
    );
  });

  it('rejects when a worker stops without answering, or answers an error', async () => {
    await expect(runProgram('process.exit(3);', {}, 'search')).rejects.toThrow(
      'search: its worker stopped (exit code 3) before answering',
    );
    await expect(
      runProgram(
        `require('node:worker_threads').parentPort.postMessage({error: {message: 'no index'}});`,
        {},
        'search',
      ),
    ).rejects.toThrow('no index');
    await expect(runProgram('throw new Error("broken program");', {}, 'search')).rejects.toThrow('broken program');
  });
});
