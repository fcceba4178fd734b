/**
 * What stops `npm run build`, proven on the miniature site of tests/fixtures/build-checks, which takes the
 * site's own settings from docusaurus.config.ts: a broken link (one to a page whose slug moved it included), a
 * broken anchor (one to a question a guide's questions page does not ask included), a broken Markdown link and
 * a missing Markdown image, two pages on one route, and a sidebar entry that names no page. Each case is a
 * real `docusaurus build`, which stops with a message naming the page (and, for Markdown links and images, the
 * file and line); the Markdown link and the Markdown image are two pages of one build, since the bundler
 * compiles every page and reports each that failed. The site's own checks (a missing edition, a link to a
 * missing twin or id) are proven on their hooks' input: tests/unit/page-lang.test.ts,
 * tests/unit/markdown-twins.test.ts.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const site = path.join(root, 'tests/fixtures/build-checks');
const outDir = mkdtempSync(path.join(tmpdir(), 'build-checks-'));
// What a build leaves in the site folder (its generated files and caches) goes with the output.
afterAll(() => {
  for (const dir of [outDir, path.join(site, '.docusaurus'), path.join(site, 'node_modules')])
    rmSync(dir, {recursive: true, force: true});
});

/** Builds the miniature site with one case's pages; its exit status and its output, colours off. */
function build(name: string): {status: number | null; output: string} {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', site, '--out-dir', outDir],
    {
      cwd: site,
      encoding: 'utf8',
      env: {...process.env, BUILD_CHECK_CASE: name, NO_COLOR: '1', FORCE_COLOR: '0'},
      timeout: 180_000,
    },
  );
  return {status: run.status, output: `${run.stdout}\n${run.stderr}`};
}

let markdown: ReturnType<typeof build> | undefined;
const markdownBuild = () => (markdown ??= build('markdown'));

describe('npm run build stops', () => {
  it('on a broken link, naming the page and the target', () => {
    const {status, output} = build('broken-link');
    expect(status, output).not.toBe(0);
    expect(output).toMatch(/Docusaurus found broken links!/);
    expect(output).toMatch(
      /Broken link on source page path = \/:\n\s+-> linking to \/no-such-page\n\s+-> linking to \/moved\n/,
    );
  }, 200_000);

  it('on a broken anchor, a questions-page anchor included, and not on one that resolves', () => {
    const {status, output} = build('broken-anchor');
    expect(status, output).not.toBe(0);
    expect(output).toMatch(/Docusaurus found broken anchors!/);
    expect(output).toMatch(/Broken anchor on source page path = \/:/);
    expect(output).toContain('-> linking to /other#nowhere');
    expect(output).toContain('-> linking to /questions#who-may-delete-campaigns');
    expect(output).not.toContain('#who-may-create-campaigns');
  }, 200_000);

  it('on a broken Markdown link, naming the file and line', () => {
    const {status, output} = markdownBuild();
    expect(status, output).not.toBe(0);
    expect(output).toMatch(
      /Markdown link with URL `\.\/no-such-page\.mdx` in source file "[^"]*cases\/markdown\/link\.mdx" \(5:6\)/,
    );
  }, 200_000);

  it('on a missing Markdown image, naming the file and line', () => {
    const {status, output} = markdownBuild();
    expect(status, output).not.toBe(0);
    expect(output).toMatch(
      /Markdown image with URL `\/img\/no-such\.png` in source file "[^"]*cases\/markdown\/image\.mdx" \(5:1\)/,
    );
  }, 200_000);

  it('on two pages on one route, naming the route', () => {
    const {status, output} = build('duplicate-route');
    expect(status, output).not.toBe(0);
    expect(output).toMatch(
      /Duplicate routes found!\n\s+- Attempting to create page at \/audio, but a page already exists/,
    );
  }, 200_000);

  it('on a sidebar entry that names no page, naming the sidebar file and the id', () => {
    const {status, output} = build('sidebar');
    expect(status, output).not.toBe(0);
    expect(output).toMatch(
      /Invalid sidebar file at "[^"]*cases\/sidebar\/sidebars\.ts"\.\n\s+These sidebar document ids do not exist:\n\s+- no-such-page\n/,
    );
  }, 200_000);
});
