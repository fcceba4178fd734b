/**
 * The route of a changelog's base path (`/changelog`, `/nhat-ky-thay-doi`), parent of its list page and
 * entries (src/config/plugin-instances.ts: the blog's routes nested, so that the browser loads them with
 * the page, not with every first visit). It renders the child route the address matches, which brings
 * its own layout (the stock blog pages), as the docs' DocsRoot does for a section; an address under the
 * changelog that matches none gets the not-found page, as it did when the entries were top-level routes
 * (Vietnamese under the Vietnamese changelog: src/theme/NotFound).
 */
import React, {type ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchPath, useLocation} from '@docusaurus/router';
import NotFound from '@theme/NotFound';
import type {RouteConfig} from 'react-router-config';

export default function ChangelogRoot({route}: {route: RouteConfig}): ReactNode {
  const {pathname} = useLocation();
  const routes = route.routes ?? [];
  return routes.some((child) => matchPath(pathname, child)) ? renderRoutes(routes) : <NotFound />;
}
