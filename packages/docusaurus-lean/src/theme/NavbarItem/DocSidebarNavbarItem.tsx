/**
 * Fork of @docusaurus/theme-classic/src/theme/NavbarItem/DocSidebarNavbarItem.tsx, Docusaurus 3.10.2.
 *
 * Changed: the item is active when the page's own route names its sidebar (the `sidebar` field of a
 * doc's route, which DocRoot reads too), on a page of its docs instance. The stock item looks the page
 * up in the docs list of the instance's global data (`useActiveDocContext`).
 * Why: that list names every doc of every section (id, path and sidebar) and sits in `main.js`, so
 * every first visit carried it, growing with the pages: bench/results/2026-11-25-scale.md ("Where
 * the first visit still grows"). The browser build now leaves it out
 * (../../route-shards/global-docs.cjs); the page's route is already loaded, its shard before the
 * page renders. The link, label and the rest are the stock component's.
 * Part of the performance layer (docusaurus-lean), served by its theme path: with the layer off,
 * the stock item reads the docs list, which is then in the global data.
 * Guards: tests/e2e/route-shards.test.ts checks the active item on load and after a client-side
 * navigation; tests/unit/upstream.test.ts records the upstream file's hash.
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {useActivePlugin, useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {deepestRoute, type Route} from '../deepestRoute';

export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  const ownPlugin = useActivePlugin()?.pluginId === (docsPluginId ?? 'default');
  const active = ownPlugin && deepestRoute(routes as Route[], pathname)?.sidebar === sidebarId;
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  }
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => active}
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}
