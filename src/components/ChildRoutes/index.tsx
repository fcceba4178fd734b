/**
 * The component of a parent route whose children are whole pages: renders the child route the address
 * matches, which brings its own layout, as the docs' DocsRoot does for a section, and the not-found page
 * when none matches (Vietnamese under a Vietnamese prefix: src/theme/NotFound). The parent exists so that
 * the performance layer's route-shards (packages/docusaurus-lean) moves its children out of `main.js` into
 * shards, as it does a section's pages: a print edition (src/plugins/features/print-editions), and with
 * the layer on a changelog's list page and entries (src/config/performance-layer.ts).
 */
import React, {type ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchPath, useLocation} from '@docusaurus/router';
import NotFound from '@theme/NotFound';
import type {RouteConfig} from 'react-router-config';

export default function ChildRoutes({route}: {route: RouteConfig}): ReactNode {
  const {pathname} = useLocation();
  const routes = route.routes ?? [];
  return routes.some((child) => matchPath(pathname, child)) ? renderRoutes(routes) : <NotFound />;
}
