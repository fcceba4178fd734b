/**
 * Where a link goes in a twin (./rehype-twin.ts rewrites the article's links with it). Imports nothing
 * but the twins' paths.
 */
import {twinPath} from '../../../config/markdown-twins';

/**
 * Where a link to a URL path goes in a twin: the twin of the page it leads to, or undefined when it
 * leads to no page. A link to a page's route, or to it without the route's trailing slash, keeps its
 * form (`/pitel_app` → `/pitel_app.md`, which the server also answers); a link with a trailing slash
 * the route lacks, or with `/index` left out, goes to the twin of the page's route.
 */
export function twinLink(pageRoutes: ReadonlySet<string>, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return undefined;
  }
  if (pageRoutes.has(decoded) || pageRoutes.has(`${decoded}/`)) return twinPath(pathname);
  if (decoded.length > 1 && decoded.endsWith('/') && pageRoutes.has(decoded.slice(0, -1)))
    return twinPath(pathname.slice(0, -1));
  const index = decoded.endsWith('/') ? 'index' : '/index';
  if (pageRoutes.has(decoded + index)) return twinPath(pathname + index);
  return undefined;
}
