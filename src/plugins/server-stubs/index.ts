/**
 * Keeps browser-only libraries out of the server bundle, which only renders pages to HTML.
 *
 * Mermaid draws diagrams in the browser, after hydration and only when a diagram nears the viewport
 * (src/theme/Mermaid); the static render never calls it. The server build would still compile its
 * dynamic import, several megabytes of modules, for nothing: here it resolves to a stub that throws if
 * it is ever called, so a change that made the server render a diagram fails the build loudly.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const SERVER_STUBS: Record<string, string> = {
  mermaid$: path.join(__dirname, 'mermaid-stub.ts'),
};

export default function serverStubs(): Plugin {
  return {
    name: 'pitel-server-stubs',
    configureWebpack: (_config, isServer) => (isServer ? {resolve: {alias: SERVER_STUBS}} : {}),
  };
}
