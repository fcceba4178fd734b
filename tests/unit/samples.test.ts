/**
 * Every code block of every page and every generated sample parses (JSON, JavaScript as an ES
 * module, `py_compile`, `php -l`, curl quoting) and uses no undefined name; downloads are saved and
 * never parsed as JSON; a sample that sends the token placeholder names the request that issues it;
 * the complete example record that ends each CDR attributes page; the browser fragments listed by
 * page and title are the only exceptions; broken fixtures in `tests/fixtures/samples`, a broken
 * page among them, fail each check. The four sets of samples are checked in one run (one process per
 * language), and each test reads the problems of its own samples.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentDirs, mdxFiles} from '../../src/config/content-files';
import {checkSamples, fixtureSamples, pageSamples, siteSamples, type Fragment, type Sample} from '../support/samples';

const root = path.resolve(__dirname, '../..');
const fixtures = path.resolve(__dirname, '../fixtures/samples');

/**
 * The code blocks of the pages that are not complete programs, by page and title. Every other bash,
 * JavaScript, Python, PHP and JSON block of every page must pass the sample check. An entry that no
 * longer matches a block fails the test, so the list cannot go stale.
 */
const FRAGMENTS: readonly Fragment[] = [
  {
    page: 'pitel_app/web/pitelsdk_web.mdx',
    title: 'wait-for-pitelsdk.js',
    why: 'browser code: runs in a page, uses window',
  },
  {
    page: 'pitel_app/web/pitelsdk_web.mdx',
    title: 'Constructor',
    why: 'the signature of the SDK constructor, not a program',
  },
  {
    page: 'pitel_app/web/pitelsdk_web.mdx',
    title: 'phone.js',
    why: 'browser code: uses window and the PitelSDK global of the SDK script',
  },
  {
    page: 'pitel_app/web/pitelsdk_web.mdx',
    title: 'sipOnly (internal tools only)',
    why: 'an excerpt of phone.js, with its names',
  },
];

/** The fenced code blocks of a page, with their language. */
function codeBlocks(page: string): {lang: string; code: string}[] {
  const source = readFileSync(path.join(root, page), 'utf8');
  return [...source.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => ({lang: m[1], code: m[2]}));
}

/** The field names of a page's field tables (tables whose first header is "Field"). */
function documentedFields(page: string): Set<string> {
  const names = new Set<string>();
  let inFieldTable = false;
  for (const line of readFileSync(path.join(root, page), 'utf8').split('\n')) {
    if (!line.startsWith('|')) inFieldTable = false;
    else if (/^\|\s*Field\s*\|/.test(line)) inFieldTable = true;
    else if (inFieldTable) for (const m of (line.split('|')[1] ?? '').matchAll(/`([\w.]+)`/g)) names.add(m[1]);
  }
  return names;
}

/** The fragments of the broken page: one on it, one stale. */
const BROKEN_PAGE_FRAGMENTS: Fragment[] = [
  {page: 'broken-page.mdx', title: 'Browser excerpt', why: 'browser code'},
  {page: 'broken-page.mdx', title: 'Not on the page', why: 'a stale entry'},
];

/** Each set of samples the tests check, read once. */
const sets = {
  site: siteSamples(root),
  fixtures: fixtureSamples(fixtures),
  pages: pageSamples(root, mdxFiles(contentDirs, root), FRAGMENTS),
  brokenPage: pageSamples(fixtures, ['broken-page.mdx'], BROKEN_PAGE_FRAGMENTS),
};

/**
 * Every set checked in one run: a checker's start (TypeScript's program of the Node.js types above all)
 * is most of what a small set costs. Each problem starts with its sample's id, unique over the sets.
 */
let checked: Promise<string[]> | undefined;
async function problemsOf(samples: Sample[]): Promise<string[]> {
  const all = [...sets.site, ...sets.fixtures, ...sets.pages.samples, ...sets.brokenPage.samples];
  expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
  const problems = await (checked ??= checkSamples(all));
  const ids = samples.map((s) => `${s.id}: `);
  return problems.filter((p) => ids.some((id) => p.startsWith(id)));
}

describe('code samples of the API reference', () => {
  it('run as copied: every sample of every operation of every document passes the checks', async () => {
    const samples = sets.site;
    // Four languages for each of the 100 HTTP operations, plus the webhook payloads.
    expect(samples.length).toBeGreaterThanOrEqual(4 * 90);
    expect(samples.filter((s) => s.download).map((s) => s.id.replace(/ \(\w+\)$/, ''))).toEqual(
      expect.arrayContaining(['v1 GET /v1/voicemail/message/{id}/download', 'psr GET /psr/v1/call/record/{file_name}']),
    );
    expect(await problemsOf(samples)).toEqual([]);
    // Seconds alone; minutes in the gate, where the unit step runs at a lower priority beside the build.
  }, 900_000);

  it('fails on broken fixtures: JavaScript, Python, PHP, curl quotes, JSON, undefined names, a download parsed as JSON, a token without its request', async () => {
    const problems = await problemsOf(sets.fixtures);
    const byFile = (file: string) => problems.filter((p) => p.startsWith(`${file}:`));
    expect(byFile('broken.mjs')).toEqual([expect.stringContaining('JavaScript does not parse')]);
    expect(byFile('broken.py')).toEqual([expect.stringContaining('Python does not compile')]);
    expect(byFile('broken.php')).toEqual([expect.stringContaining('PHP does not pass php -l')]);
    expect(byFile('unbalanced.sh')).toEqual(['unbalanced.sh: unbalanced single quote']);
    expect(byFile('bad-body.sh')).toEqual([expect.stringContaining('JSON body does not parse')]);
    expect(byFile('broken-payload.json')).toEqual([expect.stringContaining('JSON body does not parse')]);
    expect(byFile('download-json.mjs')).toEqual([
      'download-json.mjs: does not save the downloaded file',
      'download-json.mjs: parses a file download as JSON',
    ]);
    expect(byFile('download-json.py')).toEqual([
      'download-json.py: does not save the downloaded file',
      'download-json.py: parses a file download as JSON',
    ]);
    expect(byFile('token-path.php')).toEqual([expect.stringContaining('without naming the request that issues it')]);
    expect(byFile('undefined-name.mjs')).toEqual(['undefined-name.mjs: uses undefined names: queue']);
    expect(byFile('undefined-name.py')).toEqual(['undefined-name.py: uses undefined names: queue']);
    expect(byFile('good-download.sh')).toEqual([]);
    expect(byFile('good-file-body.sh')).toEqual([]);
    expect(byFile('good.py')).toEqual([]);
  }, 900_000);

  it('the code blocks of every page run as copied, the listed fragments excepted', async () => {
    const {samples, unusedFragments} = sets.pages;
    expect(unusedFragments).toEqual([]);
    const titles = (page: string) =>
      samples.filter((s) => s.id.startsWith(`${page}:`)).map((s) => s.id.match(/"(.*)"/)?.[1]);
    // The complete programs of the quickstart, of every step and in every language, are among them…
    expect(titles('docs/quickstart.mdx')).toEqual(
      expect.arrayContaining(
        ['get-token', 'receiver', 'subscribe', 'call', 'cdr'].flatMap((name) => [
          `${name}.mjs`,
          `${name.replace('-', '_')}.py`,
          `${name}.php`,
        ]),
      ),
    );
    expect(
      samples.filter((s) => s.id.startsWith('docs/quickstart.mdx:') && s.lang === 'curl').length,
    ).toBeGreaterThanOrEqual(5);
    // …as are the webhook receivers of the event pages.
    expect(titles('docs/api/v1/event/description.mdx')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^receiver\.mjs/), expect.stringMatching(/^receiver\.py/)]),
    );
    expect(titles('docs/api/v3/webhook/presskey_cb.mdx').length).toBeGreaterThanOrEqual(2);
    expect(await problemsOf(samples)).toEqual([]);
    // Seconds alone; minutes in the gate, where the unit step runs at a lower priority beside the build.
  }, 900_000);

  it('fails on a broken page: blocks in tabs and outside them, a fragment left out, a text block not checked', async () => {
    const {samples, unusedFragments} = sets.brokenPage;
    expect(unusedFragments).toEqual([BROKEN_PAGE_FRAGMENTS[1]]);
    expect(samples.map((s) => s.id)).toEqual([
      'broken-page.mdx:12 "broken.mjs" (javascript)',
      'broken-page.mdx:20 "undefined.py" (python)',
      'broken-page.mdx:27 "broken.php" (php)',
      'broken-page.mdx:35 "Unbalanced quote" (bash)',
      'broken-page.mdx:39 "Not JSON" (json)',
      'broken-page.mdx:43 "Token without its request" (bash)',
      'broken-page.mdx:51 (bash)',
    ]);
    const problems = await problemsOf(samples);
    const of = (id: string) => problems.filter((p) => p.startsWith(`broken-page.mdx:${id}`));
    expect(of('12 ')).toEqual([expect.stringContaining('JavaScript does not parse')]);
    expect(of('20 ')).toEqual(['broken-page.mdx:20 "undefined.py" (python): uses undefined names: queue']);
    expect(of('27 ')).toEqual([expect.stringContaining('PHP does not pass php -l')]);
    expect(of('35 ')).toEqual(['broken-page.mdx:35 "Unbalanced quote" (bash): unbalanced single quote']);
    expect(of('39 ')).toEqual([expect.stringContaining('JSON body does not parse')]);
    expect(of('43 ')).toEqual([expect.stringContaining('without naming the request that issues it')]);
    expect(of('51 ')).toEqual([]);
    expect(problems).toHaveLength(6);
  }, 360_000);

  it('each CDR attributes page ends with a complete record of its documented fields', () => {
    for (const page of ['docs/api/v1/cdr/attributes.mdx', 'docs/api/v3/cdr/attributes.mdx']) {
      const last = codeBlocks(page).at(-1)!;
      expect(last.lang, page).toBe('json');
      const record = JSON.parse(last.code) as Record<string, unknown>;
      expect(new Set(Object.keys(record)), page).toEqual(documentedFields(page));
      const source = readFileSync(path.join(root, page), 'utf8');
      expect(source.lastIndexOf('\n## '), page).toBe(source.indexOf('\n## Complete example record'));
    }
  });
});
