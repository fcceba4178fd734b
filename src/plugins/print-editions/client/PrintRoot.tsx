/**
 * The parent route of a print edition (../index.ts): renders its one child, the print page. The parent
 * exists so that src/plugins/route-shards moves the print page's route, with the registry entries of
 * every page it holds, out of main.js into a shard of its own.
 */
import type {ReactNode} from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import type {RouteConfig} from 'react-router-config';

export default function PrintRoot({route}: {route: RouteConfig}): ReactNode {
  return renderRoutes(route.routes ?? []);
}
