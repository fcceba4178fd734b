// Server-build stand-in for `mermaid` (see ./index.ts): diagrams are drawn in the browser only.
function unavailable(): never {
  throw new Error('Mermaid is not available while rendering pages on the server; diagrams are drawn in the browser.');
}

const mermaid = new Proxy({}, {get: unavailable});
export default mermaid;
