/**
 * The Markdown twins of the pages (src/plugins/build/markdown-twins): every page is also published as
 * Markdown, at its URL plus `.md`; a route ending in `/` uses `index.md` in that folder, so the
 * relative links of the twin resolve like those of the page. No Node.js import here: the browser
 * uses it too (a "Copy page" button).
 */
import type {SectionId} from './sections';
import {encodePath} from './urls';

/** The index of the sections and pages for language-model tools (llmstxt.org). */
export const LLMS_TXT = '/llms.txt';

/** Every page of the site in one Markdown file, in the order of LLMS_TXT. */
export const LLMS_FULL_TXT = '/llms-full.txt';

/**
 * The URL path of a page's Markdown twin.
 *
 * `/api/v3/campaign/create` → `/api/v3/campaign/create.md`; `/` → `/index.md`;
 * `/pitel_app/` → `/pitel_app/index.md`. The route is a path as the router knows it (with the base
 * URL, without query or fragment); it is kept as it is (percent-encoded or not).
 */
export function twinPath(route: string): string {
  if (!route.startsWith('/') || /[?#]/.test(route)) {
    throw new Error(`twinPath: expected a route path starting with "/", without query or fragment: "${route}"`);
  }
  if (route.endsWith('.md')) throw new Error(`twinPath: "${route}" is already a Markdown twin`);
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** The absolute URL of a page's Markdown twin: the site URL (no trailing slash) and the encoded twin path. */
export function twinUrl(siteUrl: string, route: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${encodePath(twinPath(route))}`;
}

/**
 * Links that open an assistant with a prompt, in the URL forms the products document: ChatGPT's
 * `https://chatgpt.com/?q=` and Claude's `https://claude.ai/new?q=`.
 */
export const assistants = [
  {name: 'ChatGPT', href: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', href: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
] as const;

/**
 * A part of the site in a file of its own (`/llms-full-<slug>.txt`), small enough for an assistant's
 * context: a section's pages, or those that some sidebar items of a section claim (`groups`: doc ids
 * of pages or of categories' own pages; a category claims the pages in it). A page goes to the parts
 * that claim the innermost of its items claimed at all (a page of v3's auth category, claimed by no
 * part, is in the v3 category that both v3 parts claim); a page that no part claims (getting started,
 * authentication, errors…) is shared by all parts of its section.
 */
export interface LlmsPart {
  slug: string;
  title: string;
  section: string;
  groups?: readonly string[];
}

/** The v3 category, in both v3 parts: its own page and the pages of its auth category go in both. */
const V3 = 'category/v3';

/**
 * Each section's parts, every section named (the compiler asks for a new one): most sections are one
 * part; the API reference is three, each small enough for an assistant.
 */
const partsBySection: Record<SectionId, readonly Omit<LlmsPart, 'section'>[]> = {
  docs: [
    {slug: 'api-v1', title: 'API v1', groups: ['category/v1']},
    // API v3 and the psr module together are over LLMS_PART_MAX_TOKENS, so they come in two parts.
    {
      slug: 'api-v3-campaigns',
      title: 'API v3: campaigns, lists, leads and auto-call',
      groups: [
        V3,
        'category/campaign-api',
        'category/list-api',
        'category/lead-api',
        'category/autocall-api',
        'category/template-autocall-api',
        'api/v3/webhook/presskey_cb',
      ],
    },
    {
      slug: 'api-v3-admin',
      title: 'API v3: users, groups, carriers, call records and reports; the psr module',
      groups: [
        V3,
        'category/cdr-api-1',
        'category/user-api',
        'category/group-api',
        'category/carrier-api',
        'api/v3/gateway/index',
        'api/v3/report/index',
        'api/v3/statistic/index',
        'category/module',
      ],
    },
  ],
  pitel_app: [{slug: 'sdk', title: 'SDK'}],
  bitrix_eng: [{slug: 'bitrix-en', title: 'CRM connector for Bitrix24 (English)'}],
  bitrix_vie: [{slug: 'bitrix-vi', title: 'CRM connector for Bitrix24 (Tiếng Việt)'}],
  portal_callcenter_guide: [{slug: 'portal-callcenter', title: 'Call-center portal guide'}],
  portal_callcenter_guide_vie: [{slug: 'portal-callcenter-vi', title: 'Hướng dẫn trang quản trị tổng đài'}],
  portal_autocall_guide: [{slug: 'portal-autocall', title: 'Auto-call portal guide'}],
  portal_autocall_guide_vie: [{slug: 'portal-autocall-vi', title: 'Hướng dẫn trang quản trị gọi tự động'}],
};

export const llmsParts: readonly LlmsPart[] = Object.entries(partsBySection).flatMap(([section, parts]) =>
  parts.map((part) => ({...part, section})),
);

/** The URL path of a part's file. */
export const llmsPartPath = (part: Pick<LlmsPart, 'slug'>) => `/llms-full-${part.slug}.txt`;

/** The most tokens a part's file may hold (tests/e2e/markdown-twins.test.ts counts them with o200k_base). */
export const LLMS_PART_MAX_TOKENS = 150_000;
