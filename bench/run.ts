/**
 * Benchmark: cold build time and peak memory of the site, and first-visit bytes per page type.
 * Usage: npm run bench   (prints figures; not part of the tests)
 */
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {launchBrowser} from '../tests/support/chromium';
import {startStaticServer} from '../tests/support/static-server';
import {measureFirstVisit} from '../tests/support/first-visit';
import {loadBudgets} from '../tests/support/budgets';
import {LAYER_SWITCH} from 'docusaurus-lean';

const root = path.resolve(__dirname, '..');
export const PAGES = ['/', '/api/v3/campaign/create', '/guide/portal_callcenter_guide/', '/bitrix_pitel_vie/'];

export interface Timed {
  seconds: number;
  /** User plus system CPU time of the process and the children it waited for (GNU time's %U and %S). */
  cpuSeconds: number;
  /** Peak resident memory of the largest process of the tree (GNU time's maximum resident set size). */
  peakMiB: number;
  /** Peak of the summed resident memory of the whole process tree, sampled from /proc every 200 ms. */
  peakTreeMiB: number;
}

/** The summed VmRSS (KiB) of a process and all its descendants, read from /proc (0 when it is gone). */
export function treeRssKiB(pid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name (which may hold spaces): state, ppid, ...
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  let total = 0;
  for (const queue = [pid]; queue.length;) {
    const p = queue.pop()!;
    try {
      total += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
    queue.push(...(children.get(p) ?? []));
  }
  return total;
}

/** Runs a command and returns wall time, CPU time and its peak memory: of the largest process, and of the whole process tree. */
export function timed(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<Timed>((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn('/usr/bin/time', ['-f', '%U %S %M', cmd, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let peakTree = 0;
    const sampler = setInterval(() => (peakTree = Math.max(peakTree, treeRssKiB(child.pid!))), 200);
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (e) => {
      clearInterval(sampler);
      reject(e);
    });
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${stderr.slice(-2000)}`));
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const [user, system, kib] = stderr.trim().split('\n').pop()!.split(' ').map(Number);
      resolve({seconds, cpuSeconds: user + system, peakMiB: kib / 1024, peakTreeMiB: peakTree / 1024});
    });
  });
}

/** The environment of a build of our site: `base`, whose PERFORMANCE_LAYER (packages/docusaurus-lean) decides the layer. */
export const ourBuildEnv = (base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({...base});

/** The environment of a build of an anchor site: `base` without our layer's switch, which anchors do not read. */
export function anchorBuildEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env = {...base};
  delete env[LAYER_SWITCH];
  return env;
}

/** A build as a bench runs it: the command, its arguments, its folder and its environment. */
export interface BuildCommand {
  bin: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

interface BuildOptions {
  /** The CLI's arguments (default: `build`). */
  args?: string[];
  /** The CLI (default: the site's own `docusaurus`). */
  bin?: string;
  /** The environment the settings are added to or removed from (default: this process's). */
  base?: NodeJS.ProcessEnv;
}

/** A Docusaurus build of our site, or of a copy of it: with the site's build settings (`ourBuildEnv`). */
export function ourBuild(
  siteDir: string,
  {args = ['build'], bin = path.join(siteDir, 'node_modules/.bin/docusaurus'), base}: BuildOptions = {},
): BuildCommand {
  return {bin, args, cwd: siteDir, env: ourBuildEnv(base)};
}

/** A Docusaurus build of an anchor site: without our build settings (`anchorBuildEnv`). */
export function anchorBuild(
  siteDir: string,
  {args = ['build'], bin = path.join(siteDir, 'node_modules/.bin/docusaurus'), base}: BuildOptions = {},
): BuildCommand {
  return {bin, args, cwd: siteDir, env: anchorBuildEnv(base)};
}

/** Runs a Docusaurus build with the site's caches deleted first. */
export async function coldBuild(build: BuildCommand) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
    rmSync(path.join(build.cwd, dir), {recursive: true, force: true});
  return timed(build.bin, build.args, build.cwd, build.env);
}

/** The build this bench times: our site's. */
export const benchBuild = (): BuildCommand => ourBuild(root);

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main() {
  console.log('Pitel Docs benchmark');
  const build = await coldBuild(benchBuild());
  console.log(
    `cold build: ${build.seconds.toFixed(1)} s, peak memory ${build.peakMiB.toFixed(0)} MiB (of the build's main process)`,
  );
  const server = await startStaticServer(path.join(root, 'build'), {gzip: true});
  const browser = await launchBrowser();
  try {
    console.log('\nfirst visit (gzip, empty cache, prefetches excluded):');
    console.log('page'.padEnd(36), 'files'.padStart(5), 'total'.padStart(11), '  js / css / html');
    for (const p of PAGES) {
      const r = await measureFirstVisit(browser, server.url, p, {sizes: 'served'});
      console.log(
        p.padEnd(36),
        String(r.files.length).padStart(5),
        kib(r.total).padStart(11),
        `  ${kib(r.js)} / ${kib(r.css)} / ${kib(r.html)}`,
      );
    }
    // An endpoint page's JS + CSS against its budget (budgets.json, endpointCodeKiB: the figure before
    // the two panes plus the 2 KiB they may add; the budget is gzip -9 of the built files).
    for (const [p, budget] of Object.entries(loadBudgets().endpointCodeKiB)) {
      const r = await measureFirstVisit(browser, server.url, p, {sizes: 'served'});
      console.log(`${p}: JS + CSS ${kib(r.js + r.css)} served (budget ${budget} KiB at gzip -9)`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
