/**
 * Pitel Docs on Cloudflare: a Worker (module syntax) in front of the site's static assets (`env.ASSETS`,
 * the Pages project's files or a Worker's static assets). A GET or HEAD of a page whose `Accept` header
 * prefers `text/markdown` to `text/html` (deploy/negotiate.ts) is answered with the page's Markdown
 * twin, fetched from the assets; a page without a twin, and every other request, gets what the assets
 * answer. Page answers, HTML and Markdown, carry `Vary: Accept` and a `Link` naming the page's twin and
 * llms.txt, and every twin `Access-Control-Allow-Origin: *` and the type `text/markdown; charset=utf-8`,
 * as nginx sends them (deploy/nginx.conf):
 * the host's `_headers` file cannot name each page's own twin, nor reach the twins in every folder,
 * within its limit of rules (deploy/README.md, "Cloudflare Pages").
 *
 * Deploy it with wrangler, which bundles this file and deploy/negotiate.ts (deploy/README.md).
 * Tested with Node's Request and Response: tests/unit/edge-negotiation.test.ts.
 */
import {prefersMarkdown, twinOf} from '../negotiate';

/** The binding of the static assets (Cloudflare's `Fetcher`, as far as the Worker uses it). */
export interface Env {
  ASSETS: {fetch(request: Request): Promise<Response>};
}

/** The `Link` header of a page whose twin is at `twin` (a URL path as requested, percent-encoded), or has none. */
export function pageLink(twin: string | null): string {
  const index = '</llms.txt>; rel="llms-txt"; type="text/plain"';
  return twin ? `<${twin}>; rel="alternate"; type="text/markdown", ${index}` : index;
}

/** A copy of `response` with a page's headers added; `markdown`: the answer is the twin. */
function withPageHeaders(response: Response, twin: string | null, markdown = false): Response {
  const out = new Response(response.body, response);
  out.headers.append('Vary', 'Accept');
  out.headers.set('Link', pageLink(twin));
  if (markdown) setTwinHeaders(out.headers);
  return out;
}

/** A twin's own headers: its type (hosts differ on `.md`) and CORS. */
function setTwinHeaders(headers: Headers): void {
  headers.set('Content-Type', MARKDOWN);
  headers.set('Access-Control-Allow-Origin', '*');
}

const MARKDOWN = 'text/markdown; charset=utf-8';

/** A twin asked for at its own address: the file, readable from other origins. */
async function twinFile(answer: Promise<Response>): Promise<Response> {
  const response = await answer;
  if (!response.ok && response.status !== 304) return response;
  const out = new Response(response.body, response);
  setTwinHeaders(out.headers);
  return out;
}

const worker = {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const twin = request.method === 'GET' || request.method === 'HEAD' ? twinOf(url.pathname) : null;
    if (!twin) return /\.md$/.test(url.pathname) ? twinFile(env.ASSETS.fetch(request)) : env.ASSETS.fetch(request);
    const twinRequest = new Request(new URL(twin + url.search, url), request);
    if (prefersMarkdown(request.headers.get('Accept'))) {
      const answer = await env.ASSETS.fetch(twinRequest);
      if (answer.ok || answer.status === 304) return withPageHeaders(answer, twin, true);
    }
    const [page, twinAnswer] = await Promise.all([
      env.ASSETS.fetch(request),
      env.ASSETS.fetch(new Request(twinRequest, {method: 'HEAD'})),
    ]);
    if (page.status >= 400) return page;
    return withPageHeaders(page, twinAnswer.ok ? twin : null);
  },
};

export default worker;
