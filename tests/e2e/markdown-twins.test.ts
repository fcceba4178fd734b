/**
 * The Markdown twins and the llms files of the built site (src/plugins/build/markdown-twins), served by
 * the test server: every page has its twin, made from the rendered page (API reference, code, tabs,
 * admonitions) with diagrams as their Mermaid source; llms.txt indexes every section and links
 * llms-full.txt (what that holds: tests/unit/markdown-twins.test.ts, on a miniature build) and the
 * per-part files, each of which holds its pages' twins in fewer than LLMS_PART_MAX_TOKENS tokens
 * (counted with gpt-tokenizer's o200k_base encoding, the one of current OpenAI models).
 * The serving rules of production (type, caching, compression) are in nginx.test.ts.
 */
import {DOCS_GROUP} from '../../src/plugins/features/search/core/types';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, inject, it} from 'vitest';
import {
  LLMS_FULL_TXT,
  LLMS_PART_MAX_TOKENS,
  LLMS_TXT,
  llmsPartPath,
  llmsParts,
  twinPath,
  twinUrl,
} from '../../src/config/markdown-twins';
import {sections} from '../../src/config/sections';
import {contentDirs, mdxFiles} from '../../src/config/content-files';
import {loadSpec} from '../../src/openapi';
import {get} from '../support/http';
import {twinIds} from '../support/twin-anchors';
import {loadSiteRoutes} from '../support/routes';
import {
  endpointPages,
  endpointTwinProblems,
  llmsPartProblems,
  llmsTxtProblems,
  pageFacts,
  twinCodeBlocks,
  twinContentProblems,
  twinProblems,
  type PageFacts,
} from '../support/twins';
import {wholePageTwins} from '../support/whole-page-twins';
import {DEFAULT_SITE_URL as SITE} from '../../src/config/site-url';

const baseUrl = inject('baseUrl');
const root = path.resolve(__dirname, '../..');
const routes = loadSiteRoutes();
const twins = new Map<string, string>();
const facts = new Map<string, PageFacts>();

const text = async (p: string) => {
  const res = await get(baseUrl, encodeURI(p));
  return {...res, text: res.body.toString('utf8')};
};

beforeAll(async () => {
  for (const route of routes) {
    const [page, twin] = await Promise.all([text(route.path), text(twinPath(route.path))]);
    facts.set(route.path, pageFacts(page.text));
    if (twin.status === 200 && twin.headers['content-type'] === 'text/markdown; charset=utf-8')
      twins.set(route.path, twin.text);
  }
});

describe('Markdown twins', () => {
  it('exist for every route, served as Markdown, and open with the page title', () => {
    expect(routes.length).toBeGreaterThan(164);
    const problems = routes.flatMap((r) => twinProblems(r.path, facts.get(r.path)!.title, twins.get(r.path)));
    expect(problems).toEqual([]);
  });

  it('carry the headings, every code block with its language and plain code, every tab label and every diagram of their page', () => {
    const problems = routes.flatMap((r) => twinContentProblems(r.path, facts.get(r.path)!, twins.get(r.path) ?? ''));
    expect(problems).toEqual([]);
    // The sweep covers what it is about.
    const all = [...facts.values()];
    expect(all.reduce((n, f) => n + f.codeBlocks.length, 0)).toBeGreaterThan(500);
    expect(all.reduce((n, f) => n + f.tabGroups.length, 0)).toBeGreaterThan(90);
    expect(all.reduce((n, f) => n + f.diagrams, 0)).toBeGreaterThan(10);
  });

  it('show the method, path and every parameter and body field of each endpoint page', () => {
    const pages = endpointPages(path.join(root, 'docs'));
    const problems = pages.flatMap((p) =>
      endpointTwinProblems(p.route, twins.get(p.route) ?? '', loadSpec(root, p.api.spec), p.api),
    );
    expect(problems).toEqual([]);
  });

  it('show each diagram as the Mermaid source written in the page, not as SVG', () => {
    const blocks = new Set(
      routes.flatMap((r) =>
        twinCodeBlocks(twins.get(r.path) ?? '')
          .filter((b) => b.language === 'mermaid')
          .map((b) => b.code),
      ),
    );
    let sources = 0;
    for (const file of mdxFiles(contentDirs, root)) {
      for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(/^```mermaid\n([\s\S]*?)^```/gm)) {
        sources++;
        expect(blocks.has(m[1].trimEnd()), `${file}: ${m[1].split('\n', 2)[1]}`).toBe(true);
      }
    }
    expect(sources).toBeGreaterThan(10);
  });

  it("keep a proposal notice's title, which names the support route once (src/components/Planned), as text", () => {
    const install = twins.get('/bitrix_pitel_vie/setup/install_app')!;
    expect(install).toContain('> **Đề xuất của chúng tôi, Pitel chưa xác nhận · hỏi bộ phận hỗ trợ Pitel**');
  });

  it("are, to the byte, the twins of each page's article parsed from the whole page, though the build parsed only the article's slice", () => {
    // src/plugins/build/markdown-twins/article.ts: the slice must give the article a browser builds from the page.
    const paths = routes.map((r) => decodeURI(r.path));
    const whole = wholePageTwins(inject('buildDir'), paths, root);
    expect(whole.size).toBe(routes.length);
    expect(routes.filter((r) => whole.get(decodeURI(r.path)) !== twins.get(r.path)).map((r) => r.path)).toEqual([]);
  });

  it('leave out the navbar, sidebar, breadcrumbs, table of contents, footer and page controls', () => {
    const chrome = [
      /^On this page$/m,
      /Copy page|View as Markdown|Sao chép trang|Your values/,
      /Last updated|Cập nhật lần cuối/,
      /Direct link to/,
      /\u200b/,
      /Copy code to clipboard/,
      /Edit this page/,
      /^Previous$|^Next$/m,
      /Call Center API/,
      /Documentation for the Pitel call-center platform/,
    ];
    for (const [route, twin] of twins) for (const re of chrome) expect(twin, `${route}: ${re}`).not.toMatch(re);
  });
});

describe('the twins and the rest of the site', () => {
  it('are not in the search index, which keeps one entry per page', async () => {
    const manifest = JSON.parse((await text('/search/manifest.json')).text) as {id: string; pages: number};
    // Page entries come in groups of DOCS_GROUP (src/plugins/features/search/write-index.ts).
    const pages: {u: string}[] = [];
    for (let g = 0; g * DOCS_GROUP < manifest.pages; g++)
      pages.push(...(JSON.parse((await text(`/search/${manifest.id}/d/${g}.json`)).text) as {u: string}[]));
    expect(pages.filter((p) => /\.(?:md|txt)$/.test(p.u))).toEqual([]);
    expect(pages.length).toBe(routes.length);
  });

  it("are named by their page (the head's alternate link) and loaded by nothing, so a first visit fetches none of them", () => {
    const buildDir = inject('buildDir');
    for (const route of ['/', '/api/v3/campaign/create', '/bitrix_pitel_vie/', '/bitrix_pitel_vie/category/cài-đặt']) {
      const html = readFileSync(path.join(buildDir, decodeURI(route).slice(1), 'index.html'), 'utf8');
      const refs = [...html.matchAll(/<(\w+)[^>]*\s(?:href|src)="?([^"\s>]*(?:\.md|llms[\w-]*\.txt))["\s>]/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
      // The head's <link rel="alternate" type="text/markdown"> (never fetched by a browser): no
      // stylesheet, <script> or other. The page's "View as Markdown" link is in the list of page
      // actions, rendered when opened (tests/e2e/page-tools.test.ts checks it).
      expect(refs, route).toEqual([`link ${twinUrl(SITE, route)}`]);
    }
  });
});

describe('llms.txt', () => {
  it('llms.txt lists every section and links every page twin with its description', async () => {
    const res = await text(LLMS_TXT);
    expect(res.status).toBe(200);
    const siteUrl = /\]\((https?:\/\/[^/)]+)\/llms-full\.txt\)/.exec(res.text)?.[1];
    expect(siteUrl).toBeTruthy();
    expect(llmsTxtProblems(res.text, siteUrl!, sections, routes)).toEqual([]);
  });

  // llms-full.txt holds every page of llms.txt in its order: tests/unit/markdown-twins.test.ts ('indexes the
  // sections ...'), from the same list of pages as llms.txt above and the part files below.
});

describe('the per-part llms files', () => {
  it('are linked by llms.txt, with the rules for assistants, and each is under the token limit', async () => {
    const llms = (await text(LLMS_TXT)).text;
    const notes = /\n## For assistants\n\n([\s\S]*?)\n## /.exec(llms)?.[1] ?? '';
    expect([...notes.matchAll(/^- \*\*(.+?)\*\*/gm)].map((m) => m[1])).toEqual([
      'Two API editions.',
      'Time zone.',
      'Phone numbers.',
      'Proposed versus documented.',
    ]);
    // Each rule links the part of the page that states it: a twin and one of its ids.
    const links = [...notes.matchAll(/\]\((https:\/\/[^)#]+)#([^)]+)\)/g)].map((m) => ({
      twin: decodeURI(new URL(m[1]).pathname),
      id: m[2],
    }));
    expect(links.length).toBe(4);
    for (const {twin, id} of links) {
      const route = routes.find((r) => twinPath(r.path) === twin)?.path;
      expect(route && twinIds(twins.get(route)!).has(id), `${twin}#${id}`).toBe(true);
    }
    expect(llms).toContain(`[llms-full.txt](${SITE}${LLMS_FULL_TXT})`);
    const files = new Map<string, string>();
    for (const part of llmsParts) {
      expect(llms).toContain(`](${SITE}${llmsPartPath(part)})`);
      const res = await text(llmsPartPath(part));
      expect(res.status, part.slug).toBe(200);
      expect(res.text.startsWith(`# Pitel Docs: ${part.title}\n`)).toBe(true);
      files.set(llmsPartPath(part), res.text);
    }
    const {tokens, problems} = llmsPartProblems(files, LLMS_PART_MAX_TOKENS);
    expect(problems, JSON.stringify(tokens)).toEqual([]);
  });

  it("together hold every page's twin, each page in the part of its section (the API split into v1 and v3 with psr)", async () => {
    const seen = new Map<string, string[]>();
    for (const part of llmsParts) {
      const file = (await text(llmsPartPath(part))).text;
      for (const m of file.matchAll(/^Source: (\S+) \(/gm)) {
        const route = decodeURI(new URL(m[1]).pathname);
        seen.set(route, [...(seen.get(route) ?? []), part.slug]);
        expect(file, `${part.slug}: ${route}`).toContain(`\n${twins.get(route)!.trim()}\n`);
      }
    }
    expect(routes.filter((r) => !seen.has(r.path)).map((r) => r.path)).toEqual([]);
    expect(seen.get('/api/v1/cdr/list')).toEqual(['api-v1']);
    expect(seen.get('/api/v3/campaign/create')).toEqual(['api-v3-campaigns']);
    expect(seen.get('/api/v3/report/')).toEqual(['api-v3-admin']);
    expect(seen.get('/module/psr/call')).toEqual(['api-v3-admin']);
    // v3's authentication is in both v3 parts; the API section's shared pages in all three.
    expect(seen.get('/api/v3/auth/access_token')).toEqual(['api-v3-campaigns', 'api-v3-admin']);
    expect(seen.get('/authentication')).toEqual(['api-v1', 'api-v3-campaigns', 'api-v3-admin']);
    expect(seen.get('/guide/portal_autocall_guide_vie/')).toEqual(['portal-autocall-vi']);
  });
});
