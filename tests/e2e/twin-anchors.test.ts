/**
 * Every `#anchor` link of the built Markdown twins and of llms-full.txt resolves (src/plugins/build/markdown-twins,
 * src/plugins/build/markdown-twins/remark-anchors.ts): the target twin carries the id once, as a heading's GitHub-style slug or as an
 * explicit `<a id>`; in llms-full.txt, against the part of the page the link names
 * (tests/support/twin-anchors.ts, proven on broken input by tests/unit/twin-anchors.test.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {LLMS_FULL_TXT, twinPath} from '../../src/config/markdown-twins';
import {loadSiteRoutes} from '../support/routes';
import {anchorProblems, llmsFullAnchorProblems, llmsFullParts, twinIds, type TwinIds} from '../support/twin-anchors';

const buildDir = inject('buildDir');
const routes = loadSiteRoutes();

const twins = new Map<string, string | undefined>();
/** The twin at a URL path (decoded), read from the build once. */
function twinAt(p: string): string | undefined {
  if (!twins.has(p)) {
    const file = path.join(buildDir, p.slice(1));
    twins.set(p, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  }
  return twins.get(p);
}
/** Its ids (twinIds parses each text once). */
function idsOf(p: string): TwinIds | undefined {
  const twin = twinAt(p);
  return twin === undefined ? undefined : twinIds(twin);
}

const full = readFileSync(path.join(buildDir, LLMS_FULL_TXT.slice(1)), 'utf8');
/** The site's URL, as the build wrote it in llms-full.txt. */
const siteUrl = new URL(llmsFullParts(full)[1].source!).origin;

describe('anchors of the Markdown twins', () => {
  it('every #anchor of every twin resolves in its target twin', () => {
    let checked = 0;
    const problems = routes.flatMap((r) => {
      const twin = twinAt(twinPath(r.path));
      if (twin === undefined) return [`${r.path}: no Markdown twin`];
      const result = anchorProblems({where: twinPath(r.path), markdown: twin, base: twinPath(r.path), siteUrl, idsOf});
      checked += result.checked;
      return result.problems;
    });
    expect(problems).toEqual([]);
    // The sweep covers what it is about: hundreds of links, custom ids among them.
    expect(checked).toBeGreaterThan(300);
  });
});

describe('anchors of llms-full.txt', () => {
  it('every #anchor resolves against the part of the page it names, or the twin of a page without a part', () => {
    const result = llmsFullAnchorProblems(full, siteUrl, idsOf);
    expect(result.problems).toEqual([]);
    expect(result.checked).toBeGreaterThan(300);
  });

  it('says how its anchors resolve', () => {
    expect(llmsFullParts(full)[0]).toMatchObject({
      markdown: expect.stringContaining('`/a/b.md#id` leads to the part whose address is `/a/b`'),
    });
  });
});
