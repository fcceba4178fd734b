/**
 * Types of the two react-dom/server functions the unit tests call (tests/unit/page-lang-context.test.ts):
 * the project has React's types through Docusaurus, not React DOM's.
 */
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';

  export function renderToString(node: ReactNode): string;
  export function renderToReadableStream(
    node: ReactNode,
  ): Promise<ReadableStream<Uint8Array> & {allReady: Promise<void>}>;
}
