/**
 * Registers the route shards' preload hook (../preload-hooks): before Docusaurus's `preload`
 * matches an address against the route tree, the shard of that address (decoded, as route paths are) is
 * loaded and merged into the tree (./shards.ts).
 * Why: the browser bundle carries only the route skeleton (../README.md); the leaf route of a page is in
 * its shard. Docusaurus calls `preload` before hydrating, before rendering a client-side navigation and on
 * a link's hover, so after it the route tree holds the route every one of them renders.
 * A client module of the plugin (../index.ts), so it runs in the browser before the first `preload`. The
 * server bundle keeps the full route tree and no shards: nothing to register there.
 */
import * as generated from '@generated/routes';
import {beforePreload} from '../../preload-hooks/client/hooks';
import type {Shards} from './shards';

const {shards} = generated as unknown as {shards?: Shards};

if (shards) beforePreload((pathname) => shards.load(pathname));
