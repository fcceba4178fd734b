/**
 * The build profile: where a build spends its time and memory, step by step, cold and warm.
 *
 * Usage: npm run bench:build [-- --scale 1,10] [--skip-warm]
 *
 * For each scale (1 = the site itself; k > 1 = the scale bench's k× copy, bench/scale/sites.ts), it runs
 * a cold build (the build folder, `.docusaurus` and `node_modules/.cache` deleted first), then a warm
 * one (nothing deleted, nothing changed), each with Docusaurus's own step timer
 * (`DOCUSAURUS_PERF_LOGGER=true`). It prints, per step, the time, and the whole build's wall time and
 * peak memory (GNU time); the post-build steps run at the same time, inside postBuild(). Quote ratios
 * from one run: absolute times depend on the machine and its load.
 */
import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {oursDir, writeOursScaled} from './scale/sites';
import {parseScales} from './scale/model';

const root = path.resolve(__dirname, '..');

export interface StepFigure {
  step: string;
  ms: number;
}

export interface Profile {
  steps: StepFigure[];
  seconds: number;
  peakMiB: number;
}

/** A Docusaurus PerfLogger duration ("8.61 seconds!", "35.51 ms") in ms. */
export function perfMs(text: string): number {
  const m = /([\d.]+) (seconds!|ms)/.exec(text);
  if (!m) return NaN;
  return m[2] === 'ms' ? Number(m[1]) : Number(m[1]) * 1000;
}

/** The build's steps from its output: Docusaurus's top-level steps. */
export function parseProfile(output: string): StepFigure[] {
  const steps: StepFigure[] = [];
  for (const raw of output.split('\n')) {
    // eslint-disable-next-line no-control-regex
    const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
    const perf = /^\[PERF\] (?:Get locales to build|Build > \w+ > ([^>]+?)) - (.+?)(?: - \(|$)/.exec(line);
    if (perf && (perf[1] || line.startsWith('[PERF] Get locales')))
      steps.push({step: perf[1] ?? 'Get locales to build (loads the config)', ms: perfMs(perf[2])});
  }
  return steps;
}

/** Runs one build with the profile on and returns its steps, wall time and peak memory. */
export function profiledBuild(siteDir: string, cold: boolean): Promise<Profile> {
  if (cold)
    for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
      rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  const bin = path.join(root, 'node_modules/.bin/docusaurus');
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn('/usr/bin/time', ['-f', 'peak-kib=%M', bin, 'build', siteDir], {
      cwd: siteDir,
      env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true', NO_COLOR: '1', FORCE_COLOR: '0'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`build of ${siteDir} failed (${code}):\n${output.slice(-3000)}`));
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const kib = Number(/peak-kib=(\d+)/.exec(output)?.[1] ?? NaN);
      resolve({steps: parseProfile(output), seconds, peakMiB: kib / 1024});
    });
  });
}

const fmt = (ms: number | undefined) =>
  ms === undefined || Number.isNaN(ms) ? '' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;

/** The table of one scale: each step's time cold and warm, then the whole build's wall time and peak memory. */
export function profileTable(scale: number, cold: Profile, warm?: Profile): string {
  const rows = [`| step (${scale}×) | cold | warm |`, '|---|---|---|'];
  for (const s of cold.steps)
    rows.push(`| ${s.step} | ${fmt(s.ms)} | ${fmt(warm?.steps.find((x) => x.step === s.step)?.ms)} |`);
  rows.push(
    `| **whole build (wall)** | **${cold.seconds.toFixed(1)} s** | **${warm ? `${warm.seconds.toFixed(1)} s` : ''}** |`,
  );
  rows.push(
    `| **peak memory (GNU time)** | **${cold.peakMiB.toFixed(0)} MiB** | **${warm ? `${warm.peakMiB.toFixed(0)} MiB` : ''}** |`,
  );
  if (warm) rows.push(`| warm / cold | | **${(warm.seconds / cold.seconds).toFixed(2)}×** |`);
  return rows.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--scale');
  const scales = at >= 0 ? parseScales(args[at + 1]) : [1];
  const warmToo = !args.includes('--skip-warm');
  for (const k of scales) {
    const siteDir = k === 1 ? root : oursDir(k);
    if (k > 1) writeOursScaled(k);
    console.log(
      `\nBuilding ${k === 1 ? 'the site' : `the ${k}× site (${siteDir})`} cold${warmToo ? ', then warm' : ''} …`,
    );
    const cold = await profiledBuild(siteDir, true);
    const warm = warmToo ? await profiledBuild(siteDir, false) : undefined;
    console.log(`\n${profileTable(k, cold, warm)}`);
  }
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
