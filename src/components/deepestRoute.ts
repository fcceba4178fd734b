/**
 * The route the router renders for an address, read from `@generated/routes`: the language menu
 * (src/theme/NavbarItem/LanguageMenu) finds a page's own route with it, and the chrome tells a not-found
 * page by it (`isServed`; src/components/useAudience.ts). The performance layer's package has its own
 * copy, since the package takes nothing from the site.
 */
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';

export type Route = {path?: string; exact?: boolean; strict?: boolean; routes?: Route[]; sidebar?: string};

/** The deepest route matching `pathname`, as the router renders it: the first match at each level. */
export function deepestRoute(list: readonly Route[], pathname: string): Route | undefined {
  for (const route of list) {
    if (!matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict})) continue;
    return (route.routes && deepestRoute(route.routes, pathname)) ?? route;
  }
  return undefined;
}

/** Whether a route of the site serves the address (the catch-all not-found route and a section's bare layout do not). */
export function isServed(pathname: string): boolean {
  const route = deepestRoute(routes as Route[], pathname);
  return !!route && !route.routes && route.path !== '*';
}
