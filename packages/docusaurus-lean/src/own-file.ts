/**
 * The path of one of the package's files that the bundler is handed by path (a client module, a module
 * put in place of one of Docusaurus's). The package runs from its TypeScript (`src/`, in its tests) or
 * from its build (`lib/`, in a site), so the file has the extension of the copy that is running.
 */
import path from 'node:path';

export function ownFile(dir: string, name: string): string {
  return path.join(dir, name + path.extname(__filename));
}
