/** The checks the browser tests run on the built twins and llms.txt fail on broken input. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sections} from '../../src/config/sections';
import {findOperation, loadSpec, parseOperationRef} from '../../src/openapi';
import {
  endpointPages,
  endpointTwinProblems,
  llmsPartProblems,
  llmsTxtProblems,
  operationMarks,
  pageFacts,
  twinCodeBlocks,
  twinContentProblems,
  twinProblems,
} from '../support/twins';

const root = path.resolve(__dirname, '../..');

describe('twin check', () => {
  it('passes a twin that opens with the page title, escapes and all', () => {
    expect(twinProblems('/a', 'Get an access_token [v1]', '# Get an access\\_token \\[v1]\n\nText.\n')).toEqual([]);
  });

  it('fails a missing or empty twin, or one that does not open with the title as a heading', () => {
    expect(twinProblems('/a', 'Title', undefined)).toEqual(['/a (/a.md): no Markdown twin']);
    expect(twinProblems('/a/', 'Title', ' \n')).toEqual(['/a/ (/a/index.md): the Markdown twin is empty']);
    expect(twinProblems('/a', 'Title', 'Text first.\n\n# Title\n')[0]).toMatch(/not with a heading/);
    expect(twinProblems('/a', 'Title', '# Other\n')[0]).toMatch(/not with the page title "Title"/);
  });
});

describe('endpoint twin check', () => {
  const pages = endpointPages(path.join(root, 'docs'));
  const page = pages.find((p) => p.route === '/api/v3/campaign/create')!;
  const doc = loadSpec(root, page.api.spec);
  const op = findOperation(doc, parseOperationRef(page.api.operations[0]))!;
  /** A twin that shows exactly what the check asks for. */
  const complete = `# Create a campaign\n\n${operationMarks(op)
    .map((m) => `${m} |`)
    .join('\n')}\n`;

  it('finds the endpoint pages of every API document', () => {
    expect(pages.length).toBeGreaterThan(60);
    expect(new Set(pages.map((p) => p.api.spec))).toEqual(new Set(['v1', 'v3', 'psr']));
    expect(operationMarks(op)).toEqual(
      expect.arrayContaining(['`POST /v3/campaign`', '| `campaign_name`', '| `type`']),
    );
  });

  it('passes a twin with the method, path and every parameter and field, whatever the column padding', () => {
    expect(endpointTwinProblems(page.route, complete.replaceAll('| `', '|    `'), doc, page.api)).toEqual([]);
  });

  it('fails a twin that lacks a parameter, or the method and path', () => {
    expect(endpointTwinProblems(page.route, complete.replace('| `campaign_name`', ''), doc, page.api)).toEqual([
      '/api/v3/campaign/create: the twin lacks | `campaign_name` (POST /v3/campaign)',
    ]);
    expect(endpointTwinProblems(page.route, complete.replace('`POST /v3/campaign`', 'POST'), doc, page.api)).toEqual([
      '/api/v3/campaign/create: the twin lacks `POST /v3/campaign` (POST /v3/campaign)',
    ]);
  });

  it('asks a webhook page for the method it is sent with and its payload fields', () => {
    const hook = pages.find((p) => p.api.operations.some((o) => o.startsWith('WEBHOOK')))!;
    const hookOp = findOperation(
      loadSpec(root, hook.api.spec),
      parseOperationRef(hook.api.operations.find((o) => o.startsWith('WEBHOOK'))!),
    )!;
    expect(operationMarks(hookOp)[0]).toBe(`\`${hookOp.httpMethod} <your callback URL>\``);
    expect(operationMarks(hookOp).length).toBeGreaterThan(3);
  });
});

describe('llms.txt check', () => {
  const url = 'https://docs.example.com';
  const routes = [
    {section: 'docs', path: '/'},
    {section: 'bitrix_vie', path: '/bitrix_pitel_vie/category/cài-đặt'},
  ];
  const good = ['# Pitel Docs', '', '> Summary', '', ...sections.flatMap((s) => [`## ${s.label}`, ''])]
    .join('\n')
    .replace('## API\n', '## API\n\n- [Getting started](https://docs.example.com/index.md): Start here.\n')
    .replace(
      '## Bitrix24 connector (VI)\n',
      '## Bitrix24 connector (VI)\n\n- [Cài đặt](https://docs.example.com/bitrix_pitel_vie/category/c%C3%A0i-%C4%91%E1%BA%B7t.md): Các bước.\n',
    );

  it('passes an index with every section and every page linked under it with a description', () => {
    expect(llmsTxtProblems(good, url, sections, routes)).toEqual([]);
  });

  it('fails a missing section, a page not linked or linked under another section, and a link without a description', () => {
    expect(llmsTxtProblems(good.replace('## SDK\n', ''), url, sections, routes)).toEqual([
      'llms.txt: no "## SDK" part for the section pitel_app',
    ]);
    expect(
      llmsTxtProblems(
        good.replace('(https://docs.example.com/index.md)', '(https://docs.example.com/)'),
        url,
        sections,
        routes,
      ),
    ).toEqual(['llms.txt: https://docs.example.com/index.md is not linked under "## API"']);
    const moved = good
      .replace(/- \[Getting started\].*\n/, '')
      .replace('## SDK\n', '## SDK\n\n- [Getting started](https://docs.example.com/index.md): Start here.\n');
    expect(llmsTxtProblems(moved, url, sections, routes)).toEqual([
      'llms.txt: https://docs.example.com/index.md is not linked under "## API"',
    ]);
    expect(llmsTxtProblems(good.replace(': Start here.', ''), url, sections, routes)).toEqual([
      'llms.txt: https://docs.example.com/index.md has no description',
    ]);
    expect(llmsTxtProblems(good.replace('> Summary', 'Summary'), url, sections, routes)[0]).toMatch(
      /site title and a summary/,
    );
  });
});

describe('twin content check', () => {
  const fixture = (rel: string) =>
    readFileSync(path.join(root, 'tests/fixtures/twins/site', rel, 'index.html'), 'utf8');
  const tabs = pageFacts(fixture('guide/tabs'));
  const good = [
    '# Install',
    '',
    '## Install the package',
    '',
    '**npm**',
    '',
    'With npm:',
    '',
    '```bash',
    'npm install pitel-sdk --save',
    '```',
    '',
    '**Yarn**',
    '',
    '- With Yarn:',
    '',
    '  ```bash',
    '  yarn add pitel-sdk',
    '  ```',
    '',
    '## The answer',
    '',
    '**200 response**',
    '',
    '```json',
    '{\n  "token": "a <b> & c"\n}',
    '```',
    '',
  ].join('\n');

  it('reads the page: title, headings, code blocks with hidden tabs, tab labels, diagrams', () => {
    expect(tabs).toEqual({
      title: 'Install',
      headings: ['Install the package', 'The answer'],
      codeBlocks: [
        {language: 'bash', code: 'npm install pitel-sdk --save'},
        {language: 'bash', code: 'yarn add pitel-sdk'},
        {language: 'json', code: '{\n  "token": "a <b> & c"\n}'},
      ],
      tabGroups: [['npm', 'Yarn']],
      diagrams: 0,
    });
    expect(pageFacts(fixture('guide')).diagrams).toBe(1);
    expect(twinCodeBlocks(good).map((b) => b.code)).toEqual(tabs.codeBlocks.map((b) => b.code));
  });

  it('passes a twin with everything of its page', () => {
    expect(twinContentProblems('/guide/tabs', tabs, good)).toEqual([]);
  });

  it('fails a twin that lacks a tab, a heading or a code block, or has highlighted or mislabelled code', () => {
    const check = (twin: string) => twinContentProblems('/guide/tabs', tabs, twin);
    expect(check(good.replace('**Yarn**', 'Yarn'))).toEqual(['/guide/tabs: tab labels Yarn are not bold lines']);
    expect(check(good.replace('**npm**\n', '').replace('**Yarn**', '**Yarn**\n\n**npm**'))).toEqual([
      '/guide/tabs: tab labels npm, Yarn are out of order',
    ]);
    expect(check(good.replace('## The answer', '### The answer'))).toEqual(['/guide/tabs: no "## The answer" heading']);
    expect(check(good.replace('yarn add pitel-sdk', '<span class="token function">yarn</span> add pitel-sdk'))).toEqual(
      ['/guide/tabs: no ```bash block with the code "yarn add pitel-sdk…"'],
    );
    expect(check(good.replace('```json', '```text'))[0]).toMatch(/no ```json block/);
  });

  it('fails a twin whose diagram is missing or drawn as SVG', () => {
    const guide = pageFacts(fixture('guide'));
    const twin = '# The guide\n\n```mermaid\nsequenceDiagram\n  A->>B: hi\n```\n';
    expect(twinContentProblems('/guide/', guide, twin)).toEqual([]);
    expect(twinContentProblems('/guide/', guide, '# The guide\n')).toEqual([
      '/guide/: 0 mermaid blocks for 1 diagrams',
    ]);
    expect(twinContentProblems('/guide/', guide, `${twin}\n<svg role="img"></svg>\n\nDiagram as text\n`)).toEqual([
      '/guide/: an SVG outside code blocks',
      '/guide/: the "Diagram as text" box',
    ]);
  });
});

describe('per-part llms file check', () => {
  const fixture = (name: string) => readFileSync(path.join(root, 'tests/fixtures/llms-parts', name), 'utf8');

  it('passes a part file with a page under the limit, and counts its tokens', () => {
    const {tokens, problems} = llmsPartProblems(new Map([['part.txt', fixture('part.txt')]]));
    expect(problems).toEqual([]);
    expect(tokens['part.txt']).toBeGreaterThan(40);
    expect(tokens['part.txt']).toBeLessThan(200);
  });

  it('fails a part file at or over the limit, and one with no page', () => {
    const part = fixture('part.txt');
    const {tokens} = llmsPartProblems(new Map([['part.txt', part]]));
    expect(llmsPartProblems(new Map([['part.txt', part]]), tokens['part.txt']).problems).toEqual([
      `part.txt: ${tokens['part.txt']} tokens, the limit is under ${tokens['part.txt']}`,
    ]);
    expect(llmsPartProblems(new Map([['empty.txt', fixture('empty.txt')]])).problems).toEqual([
      'empty.txt: holds no page',
    ]);
  });
});
