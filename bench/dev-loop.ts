/**
 * The writer's loop under `npm start`: how long until the dev server shows the first page, and how
 * long an edit takes to show in the browser; and that a broken OpenAPI document or diagram shows as
 * the dev server's overlay, naming the file and line, and that the page comes back once it is fixed.
 *
 * Usage: npm run bench:dev [-- --runs 3]
 *
 * It starts `docusaurus start` on a free port (caches deleted first, so the start is cold), opens
 * /api/v3/campaign/create in Chromium, and times, from the moment the file is written to the moment
 * the browser shows the change (`--runs` edits each, median):
 * - an MDX edit (a word of the page's first paragraph);
 * - an OpenAPI edit (a word of the operation's 201 response description in openapi/v3.yaml, shown on the page).
 * Then it breaks openapi/v3.yaml (a stray bracket) and a diagram of guide/portal_autocall_guide/script.mdx
 * (an unclosed bracket), checks that the overlay names `openapi/v3.yaml:<line>` and `…/script.mdx:<line>`,
 * restores each file and checks that the overlay goes and the page shows again. Every file is restored
 * as it was, whatever happens. Times vary with the machine and its load.
 */
import {spawn} from 'node:child_process';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Frame, Page} from 'playwright-core';
import {launchBrowser} from '../tests/support/chromium';
import {freePort} from '../tests/support/http';
import {median} from './figures';

const root = path.resolve(__dirname, '..');
const MDX = path.join(root, 'docs/api/v3/campaign/create.mdx');
const YAML = path.join(root, 'openapi/v3.yaml');
const DIAGRAM_PAGE = path.join(root, 'guide/portal_autocall_guide/script.mdx');
const PAGE = '/api/v3/campaign/create';
const DIAGRAM_ROUTE = '/guide/portal_autocall_guide/script';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 600_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** The text of the dev server's error overlay (an iframe the dev-server client adds), or undefined. */
async function overlayText(page: Page): Promise<string | undefined> {
  const frame: Frame | undefined = page
    .frames()
    .find((f) => f !== page.mainFrame() && f.parentFrame() === page.mainFrame());
  const handle = await page.$('iframe#webpack-dev-server-client-overlay');
  if (!handle) return undefined;
  const content = (await handle.contentFrame()) ?? frame;
  const text = await content?.evaluate(() => document.body?.innerText ?? '');
  return text || undefined;
}

/** Writes `text` to `file` and returns the time (ms) until `shown` holds in the page. */
async function timeEdit(file: string, text: string, shown: () => Promise<boolean>): Promise<number> {
  const t0 = performance.now();
  writeFileSync(file, text);
  await until(`the edit of ${path.relative(root, file)} to show`, shown, 60_000);
  return performance.now() - t0;
}

async function main() {
  const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
  const originals = new Map([MDX, YAML, DIAGRAM_PAGE].map((f) => [f, readFileSync(f, 'utf8')]));
  const restore = () => originals.forEach((text, file) => writeFileSync(file, text));
  for (const dir of ['.docusaurus', 'node_modules/.cache'])
    rmSync(path.join(root, dir), {recursive: true, force: true});
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const server = spawn(
    path.join(root, 'node_modules/.bin/docusaurus'),
    ['start', '--no-open', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: root,
      env: {...process.env, BROWSER: 'none', NO_COLOR: '1'},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const browser = await launchBrowser();
  const results = {
    push: (line: string) => console.log(line),
  };
  try {
    const page = await browser.newPage();
    await until('the dev server to answer', async () => (await fetch(`${base}${PAGE}`)).ok, 600_000);
    await page.goto(`${base}${PAGE}`, {waitUntil: 'domcontentloaded', timeout: 180_000});
    await until(
      'the first page to render',
      async () => (await page.locator('article h1').first().textContent()) === 'Create a campaign',
    );
    const start = performance.now() - t0;
    results.push(`cold start (caches deleted) until ${PAGE} renders: ${(start / 1000).toFixed(1)} s`);

    const mdxTimes: number[] = [];
    const yamlTimes: number[] = [];
    for (let i = 1; i <= runs; i++) {
      const mdxMark = `Edited${i}Mdx`;
      mdxTimes.push(
        await timeEdit(
          MDX,
          originals
            .get(MDX)!
            .replace('creates a campaign, the container', `creates a campaign ${mdxMark}, the container`),
          async () => (await page.locator('article').first().innerText()).includes(mdxMark),
        ),
      );
      const yamlMark = `Edited${i}Yaml`;
      yamlTimes.push(
        await timeEdit(
          YAML,
          originals
            .get(YAML)!
            .replace('description: Campaign created.\n', `description: Campaign created ${yamlMark}.\n`),
          async () => (await page.locator('article').first().innerText()).includes(yamlMark),
        ),
      );
    }
    results.push(
      `MDX edit until shown: median ${Math.round(median(mdxTimes))} ms (${mdxTimes.map(Math.round).join(', ')})`,
    );
    results.push(
      `OpenAPI edit until shown: median ${Math.round(median(yamlTimes))} ms (${yamlTimes.map(Math.round).join(', ')})`,
    );
    restore();

    // A broken document: the overlay names it, and the page comes back once it is fixed.
    const lines = originals.get(YAML)!.split('\n');
    lines[1104] += ' ]';
    writeFileSync(YAML, lines.join('\n'));
    const yamlOverlay = await until('the overlay for the broken YAML', async () => {
      const text = await overlayText(page);
      return text && /openapi\/v3\.yaml:1105:\d+/.test(text) ? text : undefined;
    });
    results.push(
      `broken openapi/v3.yaml: overlay shows "${/openapi\/v3\.yaml:1105:\d+[^\n]*/.exec(yamlOverlay)![0].slice(0, 140)}"`,
    );
    writeFileSync(YAML, originals.get(YAML)!);
    await until('the overlay to go after the fix', async () => !(await overlayText(page)));
    await page.reload({waitUntil: 'domcontentloaded', timeout: 180_000});
    await until(
      'the page after the fix',
      async () => (await page.locator('article h1').first().textContent()) === 'Create a campaign',
    );
    results.push('fixed: the overlay went and the page renders');

    // A broken diagram, on the page that has it.
    await page.goto(`${base}${DIAGRAM_ROUTE}`, {waitUntil: 'domcontentloaded', timeout: 180_000});
    await until('the diagram page', async () => (await page.locator('article h1').count()) > 0);
    const source = originals.get(DIAGRAM_PAGE)!;
    const broken = `${source.trimEnd()}\n\n\`\`\`mermaid\nflowchart TD\n  A[Upload] --> B[Start]\n  B -->\n  C[Call\n\`\`\`\n`;
    writeFileSync(DIAGRAM_PAGE, broken);
    const diagramOverlay = await until('the overlay for the broken diagram', async () => {
      const text = await overlayText(page);
      return text && /portal_autocall_guide\/script\.mdx:\d+:\d+/.test(text) ? text : undefined;
    });
    results.push(
      `broken diagram: overlay shows "${/guide\/portal_autocall_guide\/script\.mdx:\d+:\d+[^\n]*/.exec(diagramOverlay)![0].slice(0, 140)}"`,
    );
    writeFileSync(DIAGRAM_PAGE, source);
    await until('the overlay to go after the diagram fix', async () => !(await overlayText(page)));
    results.push('fixed: the overlay went');
  } catch (e) {
    console.error(log.slice(-4000));
    throw e;
  } finally {
    restore();
    await browser.close();
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
