/**
 * Main-thread time, paired: the site's build and another commit's, served side by side (gzip) and loaded
 * alternately in Chromium at phone size with the CPU slowed 4×, as Lighthouse's mobile run does. For each
 * load it reads Chromium's own counters once the page has hydrated and settled (3 s): the time spent
 * running scripts (`ScriptDuration`) and in all main-thread tasks (`TaskDuration`), and the blocking
 * time of the long tasks after the first contentful paint (the part of each over 50 ms, as TBT counts
 * it, observed rather than simulated).
 *
 * Why beside `bench:pair`: Lighthouse's TBT of one page swings from run to run by 2× and more on these
 * machines, so a median of 5 can say "1.75×" where nothing changed; the time the main thread spends
 * running scripts moves far less, and tells whether a change made the page do more work.
 *
 * Usage: npx tsx bench/main-thread.ts --base <build folder> [--runs 10] [--pages /a,/b]
 * Prints per page and build the median of each figure and the ratio head/base, then every run.
 */
import {existsSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {launchBrowser} from '../tests/support/chromium';
import {HYDRATED} from '../tests/support/first-visit';
import {startStaticServer} from '../tests/support/static-server';
import {median} from './compare';
import {PAGES} from './run';

type Which = 'base' | 'head';
interface Load {
  script: number;
  tasks: number;
  blocking: number;
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      base: {type: 'string'},
      head: {type: 'string'},
      runs: {type: 'string', default: '10'},
      pages: {type: 'string'},
    },
  });
  const root = path.resolve(__dirname, '..');
  const base = values.base && path.resolve(values.base);
  const head = path.resolve(values.head ?? path.join(root, 'build'));
  if (!base || !existsSync(path.join(base, 'index.html')))
    throw new Error('--base: the build folder of the commit to compare with (it has no index.html)');
  if (!existsSync(path.join(head, 'index.html'))) throw new Error(`${head}: no build (run npm run build)`);
  const pages = values.pages ? values.pages.split(',').map((p) => p.trim()) : PAGES;
  const runs = Number(values.runs);
  const servers = {
    base: await startStaticServer(base, {gzip: true}),
    head: await startStaticServer(head, {gzip: true}),
  };
  const browser = await launchBrowser();
  const results: Record<string, Record<Which, Load[]>> = {};
  console.log(
    `Main-thread time, phone size, CPU 4× slower, ${runs} runs per page and build, alternating; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      const order: Which[] = run % 2 ? ['head', 'base'] : ['base', 'head'];
      for (const which of order) {
        const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        await cdp.send('Performance.enable');
        await tab.addInitScript(() => {
          const w = window as unknown as {__longTasks: [number, number][]};
          w.__longTasks = [];
          new PerformanceObserver((list) =>
            list.getEntries().forEach((e) => w.__longTasks.push([e.startTime, e.duration])),
          ).observe({type: 'longtask', buffered: true});
        });
        await tab.goto(servers[which].url + encodeURI(page), {waitUntil: 'load'});
        await tab.waitForFunction(HYDRATED.docusaurus, undefined, {timeout: 60_000});
        await tab.waitForTimeout(3000);
        const blocking = await tab.evaluate(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const tasks = (window as unknown as {__longTasks: [number, number][]}).__longTasks;
          return tasks.filter(([start]) => start >= fcp).reduce((n, [, duration]) => n + Math.max(0, duration - 50), 0);
        });
        const {metrics} = await cdp.send('Performance.getMetrics');
        const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
        (results[page] ??= {base: [], head: []})[which].push({
          script: metric('ScriptDuration'),
          tasks: metric('TaskDuration'),
          blocking,
        });
        await context.close();
      }
    }
  }
  await browser.close();
  await Promise.all(Object.values(servers).map((s) => s.close()));
  const pick = (page: string, which: Which, key: keyof Load) => median(results[page][which].map((r) => r[key]));
  console.log(
    `\n${'page'.padEnd(34)} ${'script ms base/head'.padEnd(26)} ${'tasks ms base/head'.padEnd(26)} blocking ms base/head`,
  );
  for (const page of pages) {
    const pair = (key: keyof Load) =>
      `${pick(page, 'base', key).toFixed(0)} / ${pick(page, 'head', key).toFixed(0)} (${(pick(page, 'head', key) / Math.max(pick(page, 'base', key), 1)).toFixed(2)}×)`;
    console.log(`${page.padEnd(34)} ${pair('script').padEnd(26)} ${pair('tasks').padEnd(26)} ${pair('blocking')}`);
  }
  console.log('\nEach run, in the order run (script / tasks / blocking, ms):');
  for (const page of pages) {
    for (const which of ['base', 'head'] as const) {
      console.log(
        `${page.padEnd(34)} ${which} ${results[page][which].map((r) => `${r.script.toFixed(0)}/${r.tasks.toFixed(0)}/${r.blocking.toFixed(0)}`).join(' ')}`,
      );
    }
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
