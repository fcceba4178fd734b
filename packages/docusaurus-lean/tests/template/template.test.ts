/**
 * The README's steps, as printed, on a fresh `create-docusaurus` classic TypeScript site, blog included:
 * the site is generated offline from the template the `create-docusaurus` package ships (a
 * devDependency, at this repository's Docusaurus version) into `.template-site/`, where it finds the
 * repository's installed Docusaurus folders up, as npm would have hoisted it. The packed package is
 * unpacked into its `node_modules` (the README's step 1, whose address this machine cannot reach), the
 * README's marked steps are applied (../support/readme-steps.ts), and the site is built with the layer
 * on and walked in Chromium: navigation, the category pages' DocCards, the blog, the colour toggle,
 * with no console error and no hydration error. The build is kept while the tarball and the README
 * stay the same.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {applyReadmeSteps, packPackage, type Applied} from '../support/readme-steps';
import {startStaticServer, type RunningServer} from '../support/servers';

const PACKAGE = path.resolve(__dirname, '../..');
const SITE = path.join(PACKAGE, '.template-site');
const BUILD = path.join(SITE, 'build');
const require_ = createRequire(import.meta.url);
const DOCUSAURUS = require_.resolve('@docusaurus/core/bin/docusaurus.mjs');
const CREATE = path.join(path.dirname(require_.resolve('create-docusaurus/package.json')), 'bin/index.js');
const CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The template's site, generated offline (no install: the repository's packages serve it). */
function generateSite(): void {
  rmSync(SITE, {recursive: true, force: true});
  execFileSync(
    process.execPath,
    [CREATE, path.basename(SITE), 'classic', PACKAGE, '--typescript', '--skip-install', '--package-manager', 'npm'],
    {cwd: PACKAGE, stdio: 'inherit'},
  );
}

/** The packed package in the site's node_modules, as `npm install <tarball>` puts it. */
function installTarball(tarball: string): void {
  const installed = path.join(SITE, 'node_modules/docusaurus-lean');
  mkdirSync(installed, {recursive: true});
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  const found = createRequire(path.join(SITE, 'docusaurus.config.ts')).resolve('docusaurus-lean');
  if (!found.startsWith(installed + path.sep)) throw new Error(`the template site finds docusaurus-lean at ${found}`);
}

/**
 * The site generated, the package installed, the README applied and the site built, unless the build
 * there was made from the same tarball and README (`LEAN_TEMPLATE_REBUILD=1` builds it again).
 */
function buildSite(): Applied {
  const packDir = mkdtempSync(path.join(tmpdir(), 'docusaurus-lean-template-'));
  try {
    const tarball = packPackage(PACKAGE, packDir);
    const readme = readFileSync(path.join(PACKAGE, 'README.md'), 'utf8');
    const stamp = createHash('sha256').update(readFileSync(tarball)).update(readme).digest('hex');
    const stampFile = path.join(SITE, '.stamp.json');
    if (existsSync(stampFile) && existsSync(path.join(BUILD, 'index.html')) && !process.env.LEAN_TEMPLATE_REBUILD) {
      const last = JSON.parse(readFileSync(stampFile, 'utf8')) as {stamp: string; applied: Applied};
      if (last.stamp === stamp) return last.applied;
    }
    generateSite();
    installTarball(tarball);
    const applied = applyReadmeSteps(SITE, readme, {blog: true});
    execFileSync(process.execPath, [DOCUSAURUS, 'build', SITE, '--out-dir', BUILD], {
      env: {...process.env, PERFORMANCE_LAYER: 'on'},
      stdio: 'inherit',
    });
    writeFileSync(stampFile, JSON.stringify({stamp, applied}));
    return applied;
  } finally {
    rmSync(packDir, {recursive: true, force: true});
  }
}

let applied: Applied;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  applied = buildSite();
  server = await startStaticServer(BUILD);
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it or set TEST_CHROMIUM_PATH`);
  browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'], headless: true});
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A page on the built site: console errors and uncaught exceptions of the site's own origin recorded
 * (the template's blog authors' avatars come from another host, which is refused here), and a marker on
 * `window` that a full reload would lose.
 */
async function open(route: string): Promise<{page: Page; errors: string[]; close: () => Promise<void>}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  await context.route(
    (url) => !url.href.startsWith(server.url),
    (r) => r.abort(),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && (msg.location().url || server.url).startsWith(server.url)) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  await page.goto(server.url + route);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.evaluate(() => ((window as unknown as {sameLoad: boolean}).sameLoad = true));
  return {page, errors, close: () => context.close()};
}

/** Whether the page is still the one loaded first (client-side navigation, no reload). */
const sameLoad = (page: Page) => page.evaluate(() => (window as unknown as {sameLoad?: boolean}).sameLoad === true);

/** The DocCards' titles and descriptions, as the browser shows them. */
const cards = (page: Page) =>
  page.$$eval('article a.card', (links) =>
    links.map((a) => ({
      title: a.querySelector('h2')?.textContent ?? '',
      text: a.querySelector('p')?.textContent ?? '',
    })),
  );

describe('the README on a create-docusaurus classic TypeScript site', () => {
  it('applies every step, blog included', () => {
    expect(applied.steps).toEqual([
      'import',
      'plugins',
      'file src/components/ChildRoutes/index.tsx',
      'blog-wrapper',
      'move the preset blog options',
      'blog-plugins',
    ]);
  });

  it('navigates from the home page to the docs, a category and a page of it, without a reload', async () => {
    const {page, errors, close} = await open('/');
    await page.click('nav.navbar a.navbar__item:has-text("Tutorial")');
    await page.waitForURL(/\/docs\/intro$/);
    expect(await page.textContent('article h1')).toBe('Tutorial Intro');
    await page.click('a.pagination-nav__link--next');
    await page.waitForURL(/\/docs\/category\/tutorial---basics$/);
    await page.waitForSelector('article a.card');
    await page.click('article a.card >> nth=0');
    await page.waitForURL(/\/docs\/tutorial-basics\//);
    // The page's own sidebar link is the active one, in its category, which opens.
    await page.waitForSelector(`.menu a.menu__link--active[href="${new URL(page.url()).pathname}"]`);
    expect(await sameLoad(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the category pages with their DocCards and descriptions, loaded directly and by navigation', async () => {
    const direct = await open('/docs/category/tutorial---basics');
    const shown = await cards(direct.page);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.filter((c) => !c.text.trim())).toEqual([]);
    expect(direct.errors).toEqual([]);
    await direct.close();

    const {page, errors, close} = await open('/docs/intro');
    await page.click('.menu a:has-text("Tutorial - Extras")');
    await page.waitForURL(/\/docs\/category\/tutorial---extras$/);
    await page.waitForSelector('article a.card');
    expect((await cards(page)).filter((c) => !c.text.trim())).toEqual([]);
    expect(await sameLoad(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the blog: its list, a post, a tag, and the not-found page under it', async () => {
    const {page, errors, close} = await open('/blog');
    const titles = await page.$$eval('article h2 a', (as) => as.map((a) => a.textContent));
    expect(titles.length).toBeGreaterThan(1);
    await page.click('article h2 a >> nth=0');
    await page.waitForSelector('article h1');
    expect(await page.textContent('article h1')).toBe(titles[0]);
    await page.click('article a[rel="tag"] >> nth=0');
    await page.waitForURL(/\/blog\/tags\//);
    await page.waitForSelector('article h2 a');
    expect(await sameLoad(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();

    const missing = await open('/blog/no-such-post');
    expect(await missing.page.textContent('main h1')).toBe('Page Not Found');
    // The one error: the browser's own line for the page's status, 404.
    expect(missing.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await missing.close();
  });

  it('switches the colour mode', async () => {
    const {page, errors, close} = await open('/docs/intro');
    const attr = (name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
    // The toggle goes through system, light and dark: two clicks at most reach the other theme.
    const themes = new Set([await attr('data-theme')]);
    for (let click = 0; click < 3 && themes.size < 2; click++) {
      const choice = await attr('data-theme-choice');
      await page.click('button[class*="toggleButton"]');
      await page.waitForFunction((c) => document.documentElement.getAttribute('data-theme-choice') !== c, choice);
      themes.add(await attr('data-theme'));
    }
    expect([...themes].sort()).toEqual(['dark', 'light']);
    expect(errors).toEqual([]);
    await close();
  });
});
