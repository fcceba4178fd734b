/** The file name of a document's collection, `/openapi/<spec>.postman_collection.json` on the site. */
export function collectionFileName(spec: string): string {
  return `${spec}.postman_collection.json`;
}
