/**
 * The search index written in a worker thread (src/plugins/features/search/worker.ts, bundled as the
 * plugin bundles it): the same files as in the test's own thread, an unreadable page fails with its
 * file named, and a worker that stops without answering or answers an error rejects
 * (src/plugins/shared/worker-program.ts).
 */
import {mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {writeSearchIndex, type IndexJob} from '../../src/plugins/features/search/index-job';
import {loadSynonyms} from '../../src/plugins/features/search';
import {runProgram, workerProgram} from '../../src/plugins/shared/worker-program';

const SITE = path.join(__dirname, '../fixtures/twins/site');
const WORKER = path.join(__dirname, '../../src/plugins/features/search/worker.ts');

async function job(pages = ['guide/index.html', 'guide/tabs/index.html']): Promise<IndexJob> {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-worker-'));
  return {
    outDir: path.join(dir, 'build'),
    siteDir: dir,
    version: 'test',
    synonyms: await loadSynonyms(),
    pages: pages.map((file) => ({
      file: path.join(SITE, file),
      url: `/${path.dirname(file)}/`,
      label: 'Guide',
      lang: 'en' as const,
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
  it('writes the files the same code writes in this thread', async () => {
    const code = await workerProgram(WORKER).program();
    const [inWorker, here] = [await job(), await job()];
    const written = await runProgram<number>(code, inWorker, 'search');
    await writeSearchIndex(here);
    const files = filesOf(path.join(inWorker.outDir, 'search'));
    expect(written).toBe(files.size);
    expect([...files.keys()].some((f) => f.endsWith('manifest.json'))).toBe(true);
    expect(files).toEqual(filesOf(path.join(here.outDir, 'search')));
  });

  it('fails naming a page it cannot read', async () => {
    const code = await workerProgram(WORKER).program();
    await expect(runProgram(code, await job(['guide/gone/index.html']), 'search')).rejects.toThrow(
      /ENOENT.*guide\/gone\/index\.html/,
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
