/**
 * With `twins-check.test.ts`, `twin-anchors.test.ts`: Twins and llms files on a miniature build; the
 * twins' cache (a second build converts nothing, a changed article converts that page alone, a page
 * gone converts the pages linking to it); the per-part llms files (each part takes its claimed
 * categories and its section's shared pages; the most specific claim decides; precompressed); the
 * checks the browser tests run on them fail on broken input (a part over its token limit, a part
 * with no page); a twin's link to a missing twin or id stops the build.
 */
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {twinPath} from '../../src/config/markdown-twins';
import type {Section} from '../../src/config/sections';
import {diagramId} from '../../src/plugins/features/diagrams/render';
import {diagramSourcesDir, readDiagramSource, recordDiagramSource} from '../../src/plugins/features/diagrams/sources';
import {writeMarkdownTwins, type TwinsBuild} from '../../src/plugins/build/markdown-twins';
import {MIN_SIZE} from '../../src/plugins/build/precompress';
import {checkPrecompressed} from '../support/precompressed';

/** The source of the miniature's diagram (its page carries `DIAGRAM_ID` where the diagram's id goes). */
const SOURCE = 'sequenceDiagram\n  App->>API: POST /v3/auth/token\n  API-->>App: token\n';

// Where twinPath puts a twin: 'writes a twin for every doc page at its twin path' below.
describe('twinPath', () => {
  it('refuses what is not a route path', () => {
    for (const bad of ['api/v3', '/a?b=1', '/a#top', '', '/a.md']) expect(() => twinPath(bad), bad).toThrow(/twinPath/);
  });
});

describe('diagram sources recorded at build time', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'diagram-sources-'));
  });
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('reads back what was recorded, by the id the SVG ids start with', () => {
    const id = recordDiagramSource(dir, SOURCE);
    expect(id).toBe(diagramId(SOURCE));
    expect(recordDiagramSource(dir, SOURCE)).toBe(id);
    expect(readDiagramSource(dir, id)).toBe(SOURCE);
  });

  it('fails clearly on a missing or altered record and on a malformed id', () => {
    expect(() => readDiagramSource(dir, diagramId('graph TD\n  A-->B'))).toThrow(
      /no recorded Mermaid source .*npm run clear/,
    );
    const id = recordDiagramSource(dir, SOURCE);
    writeFileSync(path.join(dir, `${id}.mmd`), 'flowchart LR\n  X-->Y\n');
    expect(() => readDiagramSource(dir, id)).toThrow(/does not match its id/);
    expect(() => readDiagramSource(dir, '../etc/passwd')).toThrow(/not a diagram id/);
  });
});

const section = (id: Section['id'], routeBasePath: string, label: string): Section => ({
  id,
  path: id,
  routeBasePath,
  sidebarPath: '',
  label,
  lang: 'en',
  navbar: {label, placement: 'main'},
});
const SECTIONS = [section('docs', '', 'API'), section('pitel_app', 'guide', 'Guide')];

const doc = (id: string, permalink: string, title: string, description: string, extra: object = {}) => ({
  id,
  permalink,
  title,
  description: `${description} (from the text)`,
  frontMatter: {description},
  unlisted: false,
  ...extra,
});

/** The postBuild input of the miniature site. */
function build(outDir: string, unlistTabs = false): TwinsBuild {
  return {
    outDir,
    siteConfig: {
      url: 'https://docs.example.com',
      title: 'Pitel Docs',
      tagline: 'Docs for  the\nPitel platform',
    },
    plugins: [
      // Another plugin's pages (the search page) have no twins.
      {name: 'pitel-search', options: {id: 'default'}, content: undefined},
      {
        name: 'docusaurus-plugin-content-docs',
        options: {id: 'default'},
        content: {
          loadedVersions: [
            {
              docs: [doc('intro', '/', 'Getting started', 'Start here.')],
              sidebars: {docs: [{type: 'doc', id: 'intro'}]},
            },
          ],
        },
      },
      {
        name: 'docusaurus-plugin-content-docs',
        options: {id: 'pitel_app'},
        content: {
          loadedVersions: [
            {
              docs: [
                doc('setup', '/guide/cài-đặt', 'Cài đặt ứng dụng', 'Cài ứng dụng\nkết nối.'),
                doc('tabs', '/guide/tabs', 'Install [npm or Yarn]', 'Install the package.', {unlisted: unlistTabs}),
                doc('index', '/guide/', 'The guide', 'What the guide covers.'),
              ],
              // Reading order: the guide (in a category without a page of its own), then a category whose
              // own page is the setup page, holding the tabs page and a link, which has no twin.
              sidebars: {
                pitel_app: [
                  {type: 'category', label: 'Start', items: [{type: 'doc', id: 'index'}]},
                  {
                    type: 'category',
                    label: 'Setup',
                    link: {type: 'doc', id: 'setup'},
                    items: [
                      {type: 'doc', id: 'tabs'},
                      {type: 'link', href: 'https://example.com'},
                    ],
                  },
                ],
              },
            },
          ],
        },
      },
    ],
  } as unknown as TwinsBuild;
}

describe('markdown twins of a built site', () => {
  let siteDir: string;
  let outDir: string;
  // A new site folder whose `build/` is a copy of the miniature (tests/fixtures/twins/site), its diagram's id filled in.
  beforeEach(() => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'twins-site-'));
    outDir = path.join(siteDir, 'build');
    cpSync(path.resolve(__dirname, '../fixtures/twins/site'), outDir, {recursive: true});
    const guide = path.join(outDir, 'guide/index.html');
    writeFileSync(guide, readFileSync(guide, 'utf8').replaceAll('DIAGRAM_ID', diagramId(SOURCE)));
    recordDiagramSource(diagramSourcesDir(siteDir), SOURCE);
  });
  afterEach(() => rmSync(siteDir, {recursive: true, force: true, maxRetries: 10, retryDelay: 50}));

  const twin = (route: string) => readFileSync(path.join(outDir, twinPath(route)), 'utf8');
  // The miniature's parts: the API section whole; two parts of the guide that both claim its setup category.
  const PARTS = [
    {slug: 'api', title: 'API', section: 'docs'},
    {slug: 'setup', title: 'Setup', section: 'pitel_app', groups: ['setup']},
    {slug: 'other', title: 'Other [guide]', section: 'pitel_app', groups: ['setup', 'tabs']},
  ];
  const NOTES = () => ['- **A rule.** Said once.'];
  const run = (unlistTabs?: boolean) =>
    writeMarkdownTwins({siteDir} as never, build(outDir, unlistTabs), SECTIONS, {parts: PARTS, notes: NOTES});
  const edit = (file: string, from: string, to: string) => {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    expect(html).toContain(from);
    writeFileSync(path.join(outDir, file), html.replace(from, to));
  };

  it('writes a twin for every doc page at its twin path, and none for other routes', async () => {
    expect(await run()).toMatchObject({twins: 4, converted: 4});
    const written = (readdirSync(outDir, {recursive: true}) as string[]).filter((f) => f.endsWith('.md')).sort();
    expect(written).toEqual(
      ['guide/cài-đặt.md', 'guide/index.md', 'guide/tabs.md', 'index.md'].map((f) => f.split('/').join(path.sep)),
    );
    expect(existsSync(path.join(outDir, 'guide.md'))).toBe(false);
  });

  it('keeps the article only, starting with its title, without the page controls', async () => {
    await run();
    const home = twin('/');
    expect(home.startsWith('# Getting started\n')).toBe(true);
    for (const chrome of [
      'Navbar text',
      'Sidebar text',
      'Footer of the doc',
      'Site footer text',
      'On this page',
      'Home',
      'Next',
      '​',
      '<!--',
      '](#base-url',
    ]) {
      expect(home, chrome).not.toContain(chrome);
    }
    expect(home).toContain('## Base URL\n');
    // Spaces at the edge of bold text move out of it, as Markdown needs.
    expect(home).toContain('**Base URL:** `https://{{API_HOST}}`');
    expect(home).toMatch(/\| `campaign_name` \| string Length ≥ 1\. *\|/);
  });

  it('points links to pages at their twins and leaves the others', async () => {
    await run();
    const home = twin('/');
    expect(home).toContain('[guide](/guide/index.md)');
    expect(home).toContain('[install it](/guide/tabs.md#install)');
    expect(home).toContain('[Base URL](/index.md#base-url)');
    expect(home).toContain('[OpenAPI download](/openapi/v3.yaml)');
    expect(home).toContain('[an outside page](https://example.com/x)');
    expect(twin('/guide/')).toContain('[set it up](/guide/c%C3%A0i-%C4%91%E1%BA%B7t.md)');
  });

  it('shows a diagram as its recorded Mermaid source, and an admonition as a quote', async () => {
    await run();
    const guide = twin('/guide/');
    expect(guide).toContain(`\`\`\`mermaid\n${SOURCE.trimEnd()}\n\`\`\``);
    for (const notInTwin of ['SVG label text', 'Diagram as text', 'text copied from the page', '<svg'])
      expect(guide, notInTwin).not.toContain(notInTwin);
    expect(guide).toContain('> **Warning**\n>\n> Deleting a list deletes its leads.\n>\n> There is no undo.');
  });

  it('gives every tab its label and content, and code blocks their language, title and plain code', async () => {
    await run();
    const tabs = twin('/guide/tabs');
    expect(tabs).toContain(
      '**npm**\n\nWith npm:\n\n```bash\nnpm install pitel-sdk --save\n```\n\n**Yarn**\n\nWith Yarn:\n\n```bash\nyarn add pitel-sdk\n```',
    );
    expect(tabs).toContain('**200 response**\n\n```json\n{\n  "token": "a <b> & c"\n}\n```');
    expect(tabs).not.toContain('token punctuation');
  });

  it('stops the build on a link to a twin or an id that does not exist, naming the file (src/plugins/build/markdown-twins/link-check.ts)', async () => {
    const notes = () => [
      '- See [the tabs](/guide/tabs.md#install), [the guide](https://docs.example.com/guide/index.md) and [llms-full.txt](/llms-full.txt).',
      '- See [a page that is not there](/guide/nothing.md) and [an id that is not there](/guide/tabs.md#no-such-id).',
    ];
    await expect(
      writeMarkdownTwins({siteDir} as never, build(outDir), SECTIONS, {parts: PARTS, notes}),
    ).rejects.toThrow(
      [
        'markdown-twins: 2 link(s) to a Markdown twin or id that does not exist:',
        '- /llms.txt: /guide/nothing.md names no file of the build (/guide/nothing.md)',
        '- /llms.txt: /guide/tabs.md#no-such-id: the page of /guide/tabs.md has no id "no-such-id"',
        "A twin's links are its page's: fix the link in the page's source.",
      ].join('\n'),
    );
  });

  it('indexes the sections and their pages in sidebar order in llms.txt, and every page in llms-full.txt', async () => {
    await run();
    const llms = readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
    expect(llms).toBe(
      [
        '# Pitel Docs',
        '',
        '> Docs for the Pitel platform',
        '',
        'Every page of this site is also published as Markdown at its URL plus `.md` (a URL that ends in `/` adds `index.md`); the links below go to those files. All pages in one file: [llms-full.txt](https://docs.example.com/llms-full.txt).',
        '',
        '## For assistants',
        '',
        '- **A rule.** Said once.',
        '',
        '## One file per part',
        '',
        'The pages of one part of the site in one file, each small enough for an assistant to read whole:',
        '',
        '- [API](https://docs.example.com/llms-full-api.txt)',
        '- [Setup](https://docs.example.com/llms-full-setup.txt)',
        '- [Other \\[guide\\]](https://docs.example.com/llms-full-other.txt)',
        '',
        '## API',
        '',
        '- [Getting started](https://docs.example.com/index.md): Start here.',
        '',
        '## Guide',
        '',
        '- [The guide](https://docs.example.com/guide/index.md): What the guide covers.',
        '- [Cài đặt ứng dụng](https://docs.example.com/guide/c%C3%A0i-%C4%91%E1%BA%B7t.md): Cài ứng dụng kết nối.',
        '- [Install \\[npm or Yarn\\]](https://docs.example.com/guide/tabs.md): Install the package.',
        '',
      ].join('\n'),
    );
    const full = readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8');
    const order = ['/', '/guide/', '/guide/cài-đặt', '/guide/tabs'].map((r) => full.indexOf(twin(r).trim()));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(full).toContain('---\n\nSource: https://docs.example.com/guide/tabs (Guide)\n\n# Install\n');
  });

  it("writes a file per part: its categories' pages and the section's pages outside every part's categories, in order", async () => {
    await run();
    const part = (slug: string) => readFileSync(path.join(outDir, `llms-full-${slug}.txt`), 'utf8');
    const sources = (text: string) =>
      [...text.matchAll(/^Source: (\S+)/gm)].map((m) => decodeURI(new URL(m[1]).pathname));
    expect(sources(part('api'))).toEqual(['/']);
    // The setup category holds its own page and the tabs page, which the other part claims by itself
    // (the innermost claim wins); the guide's landing page is claimed by neither, so it is in both.
    expect(sources(part('setup'))).toEqual(['/guide/', '/guide/cài-đặt']);
    expect(sources(part('other'))).toEqual(['/guide/', '/guide/cài-đặt', '/guide/tabs']);
    expect(part('setup').startsWith('# Pitel Docs: Setup\n\n> Docs for the Pitel platform\n')).toBe(true);
    expect(part('other')).toContain(
      `\n\n---\n\nSource: https://docs.example.com/guide/tabs (Guide)\n\n${twin('/guide/tabs').trim()}\n`,
    );
  });

  it('gives an unlisted page a twin but leaves it out of both index files', async () => {
    await run(true);
    expect(twin('/guide/tabs')).toContain('# Install');
    expect(readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).not.toContain('guide/tabs');
    expect(readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8')).not.toMatch(
      /Source: \S*\/guide\/tabs|^# Install/m,
    );
  });

  it('gives the twin every id of the page: a heading slug where it matches, an anchor above the heading or in the row otherwise', async () => {
    await run();
    const home = twin('/');
    // "Base URL" has the id its slug gives (its link: 'points links to pages at their twins'): nothing added.
    expect(home).not.toContain('<a id="base-url">');
    // A custom id, above its heading, whose line stays as it is; the rows of a table keep theirs in their first cell.
    expect(home).toContain('\n<a id="token"></a>\n\n### Get a token\n');
    expect(home).toContain('[step 1](#token)');
    expect(home).toMatch(
      /\n\| <a id="status-answered"><\/a>Answered +\| Both sides were connected\. +\|\n\| <a id="status-busy"><\/a>Busy +\|/,
    );
    expect(twin('/guide/cài-đặt')).toContain('\n<a id="truoc-khi-bat-dau"></a>\n\n## Trước khi bắt đầu\n');
    for (const route of ['/', '/guide/', '/guide/cài-đặt', '/guide/tabs'])
      expect(twin(route), route).not.toContain('pitel-twin-id');
  });

  it('precompresses the twins and index files it writes', async () => {
    await run();
    // Files of MIN_SIZE bytes or more, as for the rest of the build: here llms-full.txt and the three
    // part files, not the small twins.
    for (const f of [
      'llms-full.txt',
      'llms-full-api.txt',
      'llms-full-setup.txt',
      'llms-full-other.txt',
      'llms.txt',
      'guide/tabs.md',
      'index.md',
    ]) {
      const large = statSync(path.join(outDir, f)).size >= MIN_SIZE;
      expect(existsSync(path.join(outDir, `${f}.gz`)), f).toBe(large);
      expect(existsSync(path.join(outDir, `${f}.br`)), f).toBe(large);
    }
    expect(statSync(path.join(outDir, 'llms-full.txt')).size).toBeGreaterThanOrEqual(MIN_SIZE);
    expect(checkPrecompressed(outDir)).toMatchObject({gzip: 4, brotli: 4, problems: []});
  });

  it('converts nothing again on a second build, and a page again once it changed', async () => {
    expect(await run()).toMatchObject({twins: 4, converted: 4});
    const tabs = twin('/guide/tabs');
    expect(await run()).toMatchObject({twins: 4, converted: 0});
    // Every page with other script and stylesheet names (the bundle's hashes): nothing converted again.
    const pagesHtml = ['index.html', 'guide/index.html', 'guide/tabs/index.html', 'guide/cài-đặt/index.html'];
    for (const file of pagesHtml)
      edit(
        file,
        '</head>',
        '<link rel=stylesheet href=/assets/css/styles.0a1b2c3d.css><script src=/assets/js/main.4e5f6a7b.js defer></script></head>',
      );
    expect(await run()).toMatchObject({twins: 4, converted: 0});
    expect(twin('/guide/tabs')).toBe(tabs);
    // In the article: that page, and it alone.
    edit('guide/tabs/index.html', 'With Yarn:', 'With Yarn, then:');
    expect(await run()).toMatchObject({twins: 4, converted: 1});
    expect(twin('/guide/tabs')).toBe(tabs.replace('With Yarn:', 'With Yarn, then:'));
  });

  it('converts every page again once the list of pages changed, so links lead where they now go', async () => {
    await run();
    expect(twin('/')).toContain('[install it](/guide/tabs.md#install)');
    const withoutTabs = build(outDir);
    const guide = (withoutTabs.plugins as unknown as {content?: {loadedVersions: {docs: {id: string}[]}[]}}[])[2]
      .content!.loadedVersions[0];
    guide.docs = guide.docs.filter((d) => d.id !== 'tabs');
    expect(
      await writeMarkdownTwins({siteDir} as never, withoutTabs, SECTIONS, {parts: PARTS, notes: NOTES}),
    ).toMatchObject({twins: 3, converted: 3});
    expect(twin('/')).toContain('[install it](/guide/tabs#install)');
  });

  it('fails the build when a diagram has no recorded source', async () => {
    rmSync(diagramSourcesDir(siteDir), {recursive: true});
    await expect(run()).rejects.toThrow(/\/guide\/.*no recorded Mermaid source for diagram-[0-9a-f]{8}/s);
  });

  it('fails the build when tabs lose their labels', async () => {
    const file = path.join(outDir, 'guide/tabs/index.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('role=tab tabindex=-1', 'tabindex=-1'));
    await expect(run()).rejects.toThrow(/tabs with 1 labels and 2 panels/);
  });
});
