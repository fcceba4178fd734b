/**
 * The performance layer (packages/docusaurus-lean) on a large public Docusaurus site that nobody here
 * wrote: React Native's website (facebook/react-native-website) at a pinned commit, its docs in eleven
 * versions (ten released and the unreleased `current`), a blog of about 300 posts, three more docs
 * instances. The site's copy is made from a local clone of that repository; nothing of it enters this
 * repository.
 *
 * Steps, each one its own command so a long build can run alone:
 * - `prepare`: the site at COMMIT into the work folder (a file the clone lacks, such as a video that
 *   lives in large-file storage, is written empty: only the page that shows it is affected, the same
 *   with the layer off and on); the adaptations in `adaptSite` (lint-only workspaces out, Docusaurus
 *   3.10.1 → 3.10.2, the layer's peer range); `npm install`; then the package's tarball installed and
 *   the README's steps applied as printed (packages/docusaurus-lean/tests/support/readme-steps.ts, which its
 *   template test also follows).
 * - `build off|on|without-<patch>`: a build with PERFORMANCE_LAYER set (for `without-<patch>`, every patch
 *   but that one and those that need it), in a fresh copy of the website folder (no cache), under GNU
 *   time: wall time and the build's peak memory (maximum resident set).
 * - `walk`: every route of the layered build's sitemap loaded in Chromium, to hydration; a route with a
 *   console error, an uncaught exception or no hydration is loaded in the stock build too, and an error
 *   only the layered build shows counts as introduced by the layer. Requests to other hosts are refused
 *   (no network here): their errors are the same on both builds.
 * - `visits`: the first visit of the home page and of a deep docs page, off and on, and without each
 *   patch built so: gzip -9 of the built JS and CSS files the visit loads, prefetches excluded
 *   (tests/support/first-visit.ts).
 *
 * Usage: npx tsx bench/large-site.ts <prepare|build off|on|without-<patch>|walk|visits> --git-dir <clone>/.git
 *        [--work /tmp/docusaurus-lean-large-site] [--limit N (routes walked, spread evenly)]
 *        [--from N (walk: the sitemap's routes from the Nth on, to go on from a walk stopped there)]
 *        [--concurrency N (walk: routes loaded at once, each in its own browser context)] [--pages /,/docs/… (visits)]
 *        [--preview (build: the site's deploy-preview docs, `current` and the two latest releases)]
 * `walk` and `visits` read <work>/build-off and <work>/build-on, so they measure any two builds put there
 * (the README's template-sized figures: the package's template site built off and on).
 * Results go to <work>/results/*.json; the record is bench/results/2026-11-29-large-site.md. Not a test.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Browser, Page} from 'playwright-core';
import {launchBrowser} from '../tests/support/chromium';
import {startStaticServer} from '../tests/support/static-server';
import {measureFirstVisit} from '../tests/support/first-visit';
import {applyReadmeSteps, packPackage} from '../packages/docusaurus-lean/tests/support/readme-steps';
import {PATCH_IDS, switchWithout, type PatchId} from 'docusaurus-lean';

/** The site and the commit measured. */
export const SITE_REPO = 'facebook/react-native-website';
export const COMMIT = '2f3a5ac1cd665031313d115e8c940a22a58332e6';
/** The pages whose first visit is recorded: the home page, and a docs page of the latest release, in a subfolder of the docs. */
export const VISITS = ['/', '/docs/the-new-architecture/using-codegen'];

const PACKAGE = path.resolve(__dirname, '../packages/docusaurus-lean');

const {positionals, values} = parseArgs({
  allowPositionals: true,
  options: {
    'git-dir': {type: 'string'},
    work: {type: 'string', default: path.join(tmpdir(), 'docusaurus-lean-large-site')},
    limit: {type: 'string'},
    from: {type: 'string', default: '0'},
    concurrency: {type: 'string', default: '1'},
    pages: {type: 'string'},
    preview: {type: 'boolean', default: false},
  },
});
const work = path.resolve(values.work);
const site = path.join(work, 'site');
const website = path.join(site, 'website');
const results = path.join(work, 'results');

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  console.log(`$ (${path.relative(work, cwd) || '.'}) ${cmd} ${args.join(' ')}`);
  execFileSync(cmd, args, {cwd, stdio: 'inherit', env: {...process.env, ...env}});
}

function saveResult(name: string, data: unknown): void {
  mkdirSync(results, {recursive: true});
  writeFileSync(path.join(results, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`→ ${path.join(results, `${name}.json`)}`);
}

/** The site's files at COMMIT; a blob the clone lacks (large-file storage) is written empty, and listed. */
function unpack(gitDir: string): string[] {
  rmSync(site, {recursive: true, force: true});
  mkdirSync(site, {recursive: true});
  const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], {maxBuffer: 1 << 28});
  const blobs = git('ls-tree', '-r', '-z', COMMIT)
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => /^\d+ (\w+) (\w+)\t(.*)$/s.exec(line)!)
    .filter((m) => m[1] === 'blob')
    .map((m) => ({sha: m[2]!, file: m[3]!}));
  const checked = execFileSync('git', ['--git-dir', gitDir, 'cat-file', '--batch-check'], {
    input: blobs.map((b) => b.sha).join('\n'),
    maxBuffer: 1 << 26,
  })
    .toString('utf8')
    .trim()
    .split('\n');
  const missing = blobs.filter((_, i) => checked[i]!.endsWith(' missing')).map((b) => b.file);
  const excludes = missing.map((f) => `:(exclude)${f}`);
  const archive = git('archive', '--format=tar', COMMIT, '--', '.', ...excludes);
  execFileSync('tar', ['-x', '-C', site], {input: archive});
  for (const file of missing) writeFileSync(path.join(site, file), '');
  // A git work tree of one commit: the site shows each doc's last update, which Docusaurus reads from git
  // (a file outside a work tree stops the build). The build copies (website-off, website-on) stay untracked.
  writeFileSync(
    path.join(site, '.gitignore'),
    `${readFileSync(path.join(site, '.gitignore'), 'utf8')}website-off/\nwebsite-on/\n`,
  );
  const commit = ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com'];
  execFileSync('git', ['init', '-q'], {cwd: site});
  execFileSync('git', [...commit, 'add', '-A'], {cwd: site});
  execFileSync('git', [...commit, 'commit', '-qm', `${SITE_REPO} at ${COMMIT}`], {cwd: site});
  return missing;
}

interface Manifest {
  workspaces?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  resolutions?: Record<string, string>;
}

/**
 * What the copy changes before it installs, each so the install is plain npm on this machine: the
 * lint-only workspace (`packages/lint-examples`, which brings React Native's toolchain) and the root's
 * lint tools and git hook go; Docusaurus 3.10.1 becomes 3.10.2, the layer's peer range (`~3.10.2`).
 */
function adaptSite(): string[] {
  const changes: string[] = [];
  const edit = (file: string, change: (pkg: Manifest) => void) => {
    const full = path.join(site, file);
    const pkg = JSON.parse(readFileSync(full, 'utf8')) as Manifest;
    change(pkg);
    writeFileSync(full, `${JSON.stringify(pkg, null, 2)}\n`);
  };
  edit('package.json', (pkg) => {
    pkg.workspaces = ['website', 'plugins/remark-snackplayer', 'plugins/remark-codeblock-language-as-title'];
    delete pkg.devDependencies;
    delete pkg.scripts?.prepare;
    delete pkg.resolutions;
    changes.push('root: workspaces website and the two remark plugins its config loads; no lint tools, no git hook');
  });
  // npm reads yarn.lock's versions when there is one; the copy resolves the manifests' ranges instead
  // (the lock names versions the registry this ran against does not hold). npm's own lock is recorded.
  rmSync(path.join(site, 'yarn.lock'), {force: true});
  changes.push('yarn.lock removed: npm resolves the ranges');
  edit('website/package.json', (pkg) => {
    delete pkg.devDependencies?.['@react-native-website/lint-examples'];
    for (const deps of [pkg.dependencies ?? {}, pkg.devDependencies ?? {}])
      for (const name of Object.keys(deps))
        if (name.startsWith('@docusaurus/') && deps[name] === '3.10.1') deps[name] = '3.10.2';
    changes.push('website: @docusaurus/* 3.10.1 → 3.10.2; no lint-examples');
  });
  return changes;
}

/** The site's copy at COMMIT, adapted and installed; done once per work folder (a stamp says so). */
function installSite(): {missing: string[]; changes: string[]} {
  const stamp = path.join(work, 'site.stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === COMMIT) {
    return JSON.parse(readFileSync(path.join(work, 'site.json'), 'utf8')) as {missing: string[]; changes: string[]};
  }
  const gitDir = values['git-dir'];
  if (!gitDir) throw new Error(`prepare needs --git-dir, a clone of ${SITE_REPO} that holds ${COMMIT}`);
  const missing = unpack(path.resolve(gitDir));
  const changes = adaptSite();
  copyFileSync(path.join(website, 'docusaurus.config.ts'), path.join(work, 'docusaurus.config.orig.ts'));
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], site);
  writeFileSync(path.join(work, 'site.json'), JSON.stringify({missing, changes}));
  writeFileSync(stamp, COMMIT);
  return {missing, changes};
}

/** The site installed, then the package by the README: its tarball, and its steps on the site's own config. */
function prepare(): void {
  const {missing, changes} = installSite();
  const tarball = packPackage(PACKAGE, work);
  // Step 1 of the README, with the tarball's file for its address (this machine has no network beyond npm).
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', tarball], website);
  copyFileSync(path.join(work, 'docusaurus.config.orig.ts'), path.join(website, 'docusaurus.config.ts'));
  const applied = applyReadmeSteps(website, readFileSync(path.join(PACKAGE, 'README.md'), 'utf8'), {blog: false});
  const core = JSON.parse(readFileSync(path.join(site, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {
    version: string;
  };
  saveResult('prepare', {commit: COMMIT, missing, changes, applied, docusaurus: core.version, tarball});
}

/** A build's layer: `off`, `on`, or `without-<patch>` (every patch but that one and those that need it). */
type BuildMode = 'off' | 'on' | `without-${PatchId}`;

function buildMode(text: string | undefined): BuildMode | undefined {
  if (text === 'off' || text === 'on') return text;
  const id = text?.replace(/^without-/, '');
  return text?.startsWith('without-') && (PATCH_IDS as string[]).includes(id!) ? (text as BuildMode) : undefined;
}

/** The value of PERFORMANCE_LAYER for a build mode (the package's own `switchWithout` for a patch left out). */
function layerSetting(mode: BuildMode): string {
  return mode.startsWith('without-') ? switchWithout(mode.slice('without-'.length) as PatchId).split('=')[1]! : mode;
}

/**
 * A build with the layer `mode`, from an empty cache, timed, with its peak memory. Each mode builds in
 * its own copy of the website folder (its `.docusaurus` and bundler cache apart, its `node_modules`
 * linked), so the two can build at once; the copy is made afresh, which clears the cache.
 */
function build(mode: BuildMode): void {
  const outDir = path.join(work, `build-${mode}`);
  const dir = path.join(site, `website-${mode}`);
  rmSync(dir, {recursive: true, force: true});
  const skip = new Set(['node_modules', '.docusaurus', 'build']);
  cpSync(website, dir, {recursive: true, filter: (src) => !skip.has(path.relative(website, src).split(path.sep)[0]!)});
  if (existsSync(path.join(website, 'node_modules')))
    symlinkSync(path.join(website, 'node_modules'), path.join(dir, 'node_modules'));
  const bin = path.join(site, 'node_modules/.bin/docusaurus');
  const timeFile = path.join(work, `time-${mode}.txt`);
  const started = Date.now();
  const res = spawnSync('/usr/bin/time', ['-v', '-o', timeFile, bin, 'build', '--out-dir', outDir], {
    cwd: dir,
    stdio: 'inherit',
    env: {
      ...process.env,
      PERFORMANCE_LAYER: layerSetting(mode),
      NODE_OPTIONS: '--max-old-space-size=12288',
      // The site's own switch for its deploy previews: the docs of `current` and the two latest releases only.
      ...(values.preview ? {PREVIEW_DEPLOY: 'true'} : {}),
    },
  });
  const seconds = (Date.now() - started) / 1000;
  const time = readFileSync(timeFile, 'utf8');
  const peakKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(time)?.[1]);
  const pages = countHtml(outDir);
  const peakMiB = Math.round(peakKiB / 1024);
  saveResult(`build-${mode}`, {mode, preview: values.preview, exit: res.status, seconds, peakMiB, pages});
  if (res.status !== 0) process.exit(res.status ?? 1);
}

function countHtml(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true}))
    if (entry.isFile() && entry.name.endsWith('.html')) n++;
  return n;
}

/** Every route of a build, from its sitemap, as a path. */
function routesOf(buildDir: string): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

interface Load {
  errors: string[];
  hydrated: boolean;
}

/** Loads `route` on a fresh page, refusing other hosts, up to hydration; the errors it logged. */
async function load(browser: Browser, baseUrl: string, route: string): Promise<Load> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, serviceWorkers: 'block'});
  await context.route(
    (url) => !url.href.startsWith(baseUrl),
    (r) => r.abort(),
  );
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  let hydrated = false;
  try {
    await page.goto(baseUrl + encodeURI(route), {waitUntil: 'load', timeout: 60_000});
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
    hydrated = true;
    // Errors after hydration (a lazy chunk, an effect) show within the next moment.
    await page.waitForTimeout(300);
  } catch (e) {
    errors.push(`load: ${(e as Error).message.split('\n')[0]}`);
  }
  await context.close();
  return {errors, hydrated};
}

/** An error's first line with its build-specific parts (addresses, chunk hashes, ports) blanked, to compare the builds. */
export function normaliseError(text: string): string {
  // The first line: a stack names chunk files, which the layer names otherwise (lean-runtime).
  return text
    .split('\n')[0]!
    .replace(/https?:\/\/127\.0\.0\.1:\d+/g, '')
    .replace(/\b[0-9a-f]{8,}\b/g, '#')
    .replace(/\d+/g, 'N');
}

async function walk(): Promise<void> {
  const on = path.join(work, 'build-on');
  const off = path.join(work, 'build-off');
  const limit = values.limit ? Number(values.limit) : Infinity;
  const all = routesOf(on).slice(Number(values.from));
  // --limit: that many routes, spread evenly over the sitemap (every version, section and the blog).
  const step = Math.max(1, all.length / Math.min(limit, all.length));
  const routes = Array.from({length: Math.min(limit, all.length)}, (_, i) => all[Math.floor(i * step)]!);
  const [serverOn, serverOff] = await Promise.all([startStaticServer(on), startStaticServer(off)]);
  const browser = await launchBrowser();
  const flagged: {route: string; on: Load; off: Load; introduced: string[]}[] = [];
  const started = Date.now();
  let done = 0;
  // Saved every 50 routes too, so a walk stopped for the machine's other work keeps what it walked.
  const save = () => {
    const introduced = flagged.filter((f) => f.introduced.length);
    saveResult(`walk-from-${values.from}`, {
      concurrency: Number(values.concurrency),
      sitemapRoutes: all.length + Number(values.from),
      from: Number(values.from),
      routes: done,
      of: routes.length,
      seconds: (Date.now() - started) / 1000,
      withErrorsOnBoth: flagged.length - introduced.length,
      introducedByLayer: introduced.length,
      flagged,
    });
  };
  const check = async (route: string) => {
    const layered = await load(browser, serverOn.url, route);
    if (!layered.hydrated || layered.errors.length) {
      const stock = await load(browser, serverOff.url, route);
      const seen = new Set(stock.errors.map(normaliseError));
      const introduced = layered.errors.filter((e) => !seen.has(normaliseError(e)));
      if (!layered.hydrated && stock.hydrated) introduced.push('no hydration with the layer');
      flagged.push({route, on: layered, off: stock, introduced});
      if (introduced.length) console.log(`${route}: ${introduced.join(' | ')}`);
    }
    if (++done % 50 === 0) {
      console.log(`${done}/${routes.length} routes`);
      save();
    }
  };
  // Each route on a fresh context of its own; --concurrency of them at once, from one queue.
  const queue = [...routes];
  const worker = async () => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) await check(route);
  };
  try {
    await Promise.all(Array.from({length: Math.max(1, Number(values.concurrency))}, worker));
  } finally {
    await browser.close();
    await Promise.all([serverOn.close(), serverOff.close()]);
  }
  save();
  const introduced = flagged.filter((f) => f.introduced.length).length;
  console.log(`${routes.length} routes; ${introduced} with an error the layer introduced`);
}

async function visits(): Promise<void> {
  const browser = await launchBrowser();
  const out: Record<string, Record<string, {js: number; css: number; files: number}>> = {};
  try {
    // Off and on, and the builds without a patch that are in the work folder.
    const patchless = readdirSync(work).flatMap((f) => {
      const mode = buildMode(f.replace(/^build-/, ''));
      return f.startsWith('build-without-') && mode ? [mode] : [];
    });
    for (const mode of ['off', 'on', ...patchless]) {
      const dir = path.join(work, `build-${mode}`);
      const server = await startStaticServer(dir);
      for (const route of values.pages?.split(',') ?? VISITS) {
        const visit = await measureFirstVisit(browser, server.url, route, {sizes: 'built', buildDir: dir});
        const code = visit.files.filter((f) => f.kind === 'js' || f.kind === 'css');
        (out[route] ??= {})[mode] = {js: visit.js, css: visit.css, files: code.length};
      }
      await server.close();
    }
  } finally {
    await browser.close();
  }
  saveResult('visits', out);
  const kib = (n: number) => (n / 1024).toFixed(1);
  for (const [route, byMode] of Object.entries(out)) {
    const [a, b] = [byMode.off!, byMode.on!];
    console.log(
      `${route}: off ${kib(a.js + a.css)} KiB (${a.files} files), on ${kib(b.js + b.css)} KiB (${b.files} files), ${(((b.js + b.css) / (a.js + a.css) - 1) * 100).toFixed(1)} %`,
    );
    for (const [mode, c] of Object.entries(byMode).filter(([m]) => m.startsWith('without-')))
      console.log(`  ${mode}: ${kib(c.js + c.css)} KiB, the patch saves ${kib(c.js + c.css - b.js - b.css)} KiB`);
  }
}

async function main(): Promise<void> {
  const [step, mode] = positionals;
  if (step === 'prepare') prepare();
  else if (step === 'build' && buildMode(mode)) build(buildMode(mode)!);
  else if (step === 'walk') await walk();
  else if (step === 'visits') await visits();
  else {
    console.error(
      'Usage: npx tsx bench/large-site.ts <prepare|build off|build on|build without-<patch>|walk|visits> --git-dir <clone>/.git',
    );
    process.exit(2);
  }
}

void main();
