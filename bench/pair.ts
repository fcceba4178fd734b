/**
 * Lighthouse, paired: the site as it is against another build of it (an earlier commit's), served side
 * by side and measured alternately, so that both see the same load on the machine. For "no slower
 * than the head" questions, where the anchors of `bench:compare` do not help.
 *
 * Usage: npm run bench:pair -- --base <build folder of the other commit> [--runs 3] [--form mobile|desktop] [--pages /a,/b]
 *   (build the other commit in a worktree first: `git worktree add --detach ../base <commit>`, then
 *   `npm ci && npm run build` there). The site's own build is `build/` (run `npm run build` first).
 * Prints, per bench page and build, the median performance score and TBT, LCP and CLS of the runs, and
 * the ratio head/base, then each run's TBT (to see the spread behind a median). `--pages` measures some
 * of the bench pages only. Lighthouse is installed into bench/.work/lighthouse like `bench:compare` does.
 * Not part of the tests.
 */
import {existsSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startStaticServer} from '../tests/support/static-server';
import {median} from './compare';
import {ensureLighthouse, runLighthouse, type LighthouseResult} from './lighthouse';
import {PAGES} from './run';

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      base: {type: 'string'},
      head: {type: 'string'},
      runs: {type: 'string', default: '3'},
      form: {type: 'string', default: 'mobile'},
      pages: {type: 'string'},
    },
  });
  const root = path.resolve(__dirname, '..');
  const base = values.base && path.resolve(values.base);
  const head = path.resolve(values.head ?? path.join(root, 'build'));
  if (!base || !existsSync(path.join(base, 'index.html')))
    throw new Error('--base: the build folder of the commit to compare with (it has no index.html)');
  if (!existsSync(path.join(head, 'index.html'))) throw new Error(`${head}: no build (run npm run build)`);
  const runs = Number(values.runs);
  const pages = values.pages ? values.pages.split(',').map((p) => p.trim()) : PAGES;
  const unknown = pages.filter((p) => !PAGES.includes(p));
  if (unknown.length)
    throw new Error(`--pages: not bench pages: ${unknown.join(', ')} (the bench pages: ${PAGES.join(', ')})`);
  const form = values.form === 'desktop' ? 'desktop' : 'mobile';
  const version = ensureLighthouse();
  const servers = {
    base: await startStaticServer(base, {gzip: true}),
    head: await startStaticServer(head, {gzip: true}),
  };
  const results: Record<'base' | 'head', Record<string, LighthouseResult[]>> = {base: {}, head: {}};
  console.log(
    `Lighthouse ${version}, ${form}, ${runs} runs per page and build, alternating; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      // Alternate which build goes first, so neither always runs on a warmer machine.
      const order: ('base' | 'head')[] = run % 2 ? ['head', 'base'] : ['base', 'head'];
      for (const which of order) {
        const result = await runLighthouse(`${servers[which].url}${encodeURI(page)}`, form);
        (results[which][page] ??= []).push(result);
      }
    }
  }
  await Promise.all(Object.values(servers).map((s) => s.close()));
  const pick = (which: 'base' | 'head', page: string, key: keyof LighthouseResult) =>
    median(results[which][page].map((r) => r[key]));
  console.log(
    `\n${'page'.padEnd(34)} ${'performance base/head'.padEnd(22)} ${'TBT ms base/head'.padEnd(22)} ${'LCP ms base/head'.padEnd(22)} CLS base/head`,
  );
  for (const page of pages) {
    const pair = (key: keyof LighthouseResult, digits = 0) =>
      `${pick('base', page, key).toFixed(digits)} / ${pick('head', page, key).toFixed(digits)}`;
    const tbtRatio = pick('head', page, 'tbt') / Math.max(pick('base', page, 'tbt'), 1);
    console.log(
      `${page.padEnd(34)} ${pair('performance').padEnd(22)} ${`${pair('tbt')} (${tbtRatio.toFixed(2)}×)`.padEnd(22)} ${pair('lcp').padEnd(22)} ${pair('cls', 3)}`,
    );
  }
  console.log('\nTBT of each run, in the order run (ms):');
  for (const page of pages) {
    console.log(
      `${page.padEnd(34)} base ${results.base[page].map((r) => r.tbt.toFixed(0)).join(' ')}; head ${results.head[page].map((r) => r.tbt.toFixed(0)).join(' ')}`,
    );
  }
  console.log(
    `\nLoad average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
