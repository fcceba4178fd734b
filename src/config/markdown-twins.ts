/** The URL of a page's Markdown twin: the route plus `.md`, or `index.md` for a route ending in `/`. */
export function twinPath(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}
