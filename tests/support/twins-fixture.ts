/**
 * The built site the Markdown twins' unit tests convert (tests/fixtures/twins/site): copied into a new
 * site folder's `build/`, with the id of its one diagram filled in from the diagram's source.
 */
import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {diagramId} from '../../src/plugins/features/diagrams/render';

const TWINS_FIXTURE = path.resolve(__dirname, '../fixtures/twins/site');

/** The source of the fixture's diagram (its page carries `DIAGRAM_ID` where the id goes). */
export const DIAGRAM_SOURCE = 'sequenceDiagram\n  App->>API: POST /v3/auth/token\n  API-->>App: token\n';

/** A temporary site folder whose `build/` is a copy of the fixture. */
export function twinsFixtureSite(prefix: string): {siteDir: string; outDir: string} {
  const siteDir = mkdtempSync(path.join(tmpdir(), prefix));
  const outDir = path.join(siteDir, 'build');
  cpSync(TWINS_FIXTURE, outDir, {recursive: true});
  const guide = path.join(outDir, 'guide/index.html');
  writeFileSync(guide, readFileSync(guide, 'utf8').replaceAll('DIAGRAM_ID', diagramId(DIAGRAM_SOURCE)));
  return {siteDir, outDir};
}
