/**
 * The Markdown twins of the pages (src/plugins/markdown-twins): every page is also published as
 * Markdown, at its URL plus `.md`; a route ending in `/` uses `index.md` in that folder, so the
 * relative links of the twin resolve like those of the page. No Node.js import here: the browser
 * uses it too (a "Copy page" button).
 */

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
