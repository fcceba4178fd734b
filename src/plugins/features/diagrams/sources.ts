/**
 * The Mermaid source of every diagram drawn at build time, kept for the Markdown twins of the pages
 * (src/plugins/build/markdown-twins), which show a diagram as its source, not as its SVG.
 *
 * The remark step that draws the diagrams (src/plugins/features/diagrams/remark.ts) records each source in a file
 * named by the diagram's id (src/plugins/features/diagrams/render.ts: diagramId); the twins find the id in the ids of
 * the drawn SVG and read the source back. Nothing is added to the pages.
 *
 * The files live in the bundler's cache folder, `node_modules/.cache/`, because they have the
 * lifetime of the compiled pages: when the persistent cache serves a page, its remark step does
 * not run again, and the source recorded by the build that compiled it must still be there.
 * `docusaurus clear` removes both. Writes are atomic and content-addressed, so builds that share
 * the folder, and pages compiled in parallel, cannot corrupt a record.
 */
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {diagramId} from './render';

/** The folder of the recorded sources of a site. */
export function diagramSourcesDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'pitel-diagram-sources');
}

const ID = /^diagram-[0-9a-f]{8}$/;

/** Records the source of a diagram under its id; returns the id. */
export function recordDiagramSource(dir: string, source: string): string {
  const id = diagramId(source);
  const file = path.join(dir, `${id}.mmd`);
  if (existsSync(file) && readFileSync(file, 'utf8') === source) return id;
  mkdirSync(dir, {recursive: true});
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, source);
  renameSync(temp, file);
  return id;
}

/**
 * The recorded source of the diagram `id`. Throws when there is none, or when the record does not
 * hash to the id (a cache left by another build), with what to do about it.
 */
export function readDiagramSource(dir: string, id: string): string {
  if (!ID.test(id)) throw new Error(`"${id}" is not a diagram id (diagram- and 8 hex digits)`);
  const file = path.join(dir, `${id}.mmd`);
  if (!existsSync(file)) {
    throw new Error(
      `no recorded Mermaid source for ${id} in ${dir}. The page was compiled from a cache without its diagram sources: run "npm run clear" and build again.`,
    );
  }
  const source = readFileSync(file, 'utf8');
  if (diagramId(source) !== id)
    throw new Error(`the recorded source ${file} does not match its id: run "npm run clear" and build again.`);
  return source;
}
