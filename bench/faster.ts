/**
 * What each of Docusaurus Faster's flags pays on this site: for each flag, builds with every flag on
 * (as the site builds) and with that flag alone off (`DOCUSAURUS_FASTER_OFF`, src/config/faster.ts),
 * alternately, cold, and warm after a cold one for the persistent cache. Wall time, CPU time (user +
 * system of the build and its children) and the peak memory of its largest process (GNU time).
 *
 * Usage: npm run bench:faster -- [--pairs 2] [--scale 10] [--flags ssgWorkerThreads,rspackPersistentCache]
 * `--scale 10` builds the scale bench's 10× site (bench/scale). Not part of the tests.
 */
import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {FASTER_FLAGS, type FasterFlag} from '../src/config/faster';
import {median} from './figures';
import {oursDir, writeOursScaled} from './scale/sites';

const root = path.resolve(__dirname, '..');

/** The flags a site can turn off alone: the bundler's own (Rspack, SWC, Lightning CSS) change what is built. */
const DEFAULT_FLAGS: FasterFlag[] = [
  'ssgWorkerThreads',
  'rspackPersistentCache',
  'mdxCrossCompilerCache',
  'gitEagerVcs',
];

interface Run {
  wall: number;
  cpu: number;
  peakMiB: number;
}

/** One build of `siteDir` with `off` turned off, cold (caches deleted first) or warm. */
function build(siteDir: string, off: string, cold: boolean): Promise<Run> {
  if (cold)
    for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
      rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  const bin = path.join(root, 'node_modules/.bin/docusaurus');
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn('/usr/bin/time', ['-f', 'figures=%U %S %M', bin, 'build', siteDir], {
      cwd: siteDir,
      env: {...process.env, DOCUSAURUS_FASTER_OFF: off, NO_COLOR: '1'},
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`build (off: ${off || 'none'}) failed (${code}):\n${err.slice(-2000)}`));
      const [user, sys, kib] = /figures=([\d.]+) ([\d.]+) (\d+)/.exec(err)!.slice(1).map(Number);
      resolve({wall: Number(process.hrtime.bigint() - start) / 1e9, cpu: user + sys, peakMiB: kib / 1024});
    });
  });
}

/** Medians of the runs, and the ratio off / on of each pair's medians. */
function row(label: string, on: Run[], off: Run[]): string {
  const m = (runs: Run[], k: keyof Run) => median(runs.map((r) => r[k]));
  const cell = (k: keyof Run, unit: string, digits: number) =>
    `${m(on, k).toFixed(digits)} → ${m(off, k).toFixed(digits)} ${unit} (${(m(off, k) / m(on, k)).toFixed(2)}×)`;
  return `| ${label} | ${cell('wall', 's', 1)} | ${cell('cpu', 's', 1)} | ${cell('peakMiB', 'MiB', 0)} |`;
}

async function main() {
  const {values} = parseArgs({
    options: {pairs: {type: 'string', default: '2'}, scale: {type: 'string', default: '1'}, flags: {type: 'string'}},
  });
  const pairs = Number(values.pairs);
  const scale = Number(values.scale);
  const flags = (values.flags?.split(',') ?? DEFAULT_FLAGS) as FasterFlag[];
  const unknown = flags.filter((f) => !FASTER_FLAGS.includes(f));
  if (unknown.length) throw new Error(`--flags: not Faster flags: ${unknown.join(', ')}`);
  const siteDir = scale === 1 ? root : oursDir(scale);
  if (scale > 1) writeOursScaled(scale);
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(`${scale}× site, ${pairs} pairs a flag, every flag on against one off, alternately; load ${load()}`);
  const rows = [
    '| flag off (all others on) | wall, on → off | CPU, on → off | peak memory, on → off |',
    '|---|---|---|---|',
  ];
  for (const flag of flags) {
    const runs = {on: [] as Run[], off: [] as Run[], onWarm: [] as Run[], offWarm: [] as Run[]};
    for (let i = 0; i < pairs; i++) {
      // Alternate which goes first, so neither always meets a warmer machine.
      for (const side of i % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
        const off = side === 'off' ? flag : '';
        runs[side].push(await build(siteDir, off, true));
        if (flag === 'rspackPersistentCache')
          runs[side === 'on' ? 'onWarm' : 'offWarm'].push(await build(siteDir, off, false));
      }
    }
    rows.push(row(`\`${flag}\`, cold`, runs.on, runs.off));
    if (runs.onWarm.length) rows.push(row(`\`${flag}\`, warm`, runs.onWarm, runs.offWarm));
    console.log(rows.at(-1));
  }
  console.log(`\n${rows.join('\n')}\n\nload at the end ${load()}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
