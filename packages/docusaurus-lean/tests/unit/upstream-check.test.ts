/**
 * `docusaurus-lean-check` (src/upstream/check.ts), the command a site runs after bumping Docusaurus: on
 * this repository's Docusaurus every watched file is the recorded one; on a site whose Docusaurus
 * changed one file and lacks the others (the broken fixture), it names each with the patch it affects,
 * and exits 1.
 */
import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, appendFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkSite, patchOf, report} from '../../src/upstream/check';
import {WATCHED, upstreamFile} from '../../src/upstream/record';

const pkg = path.resolve(__dirname, '../..');

describe('docusaurus-lean-check', () => {
  it("finds every watched file the recorded one in this repository's install", () => {
    const states = checkSite(pkg);
    expect(states).toHaveLength(WATCHED.length);
    expect(states.filter((s) => s.state !== 'same')).toEqual([]);
    expect(report(states)).toEqual([
      `docusaurus-lean: the ${WATCHED.length} Docusaurus files the layer relies on are the ones it was tested with.`,
    ]);
  });

  it('names each changed or missing file with its patch and the switch without it, and exits 1', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'lean-check-'));
    try {
      writeFileSync(path.join(site, 'package.json'), '{"name": "a-site"}\n');
      // A Docusaurus core whose preload changed; the other packages are not installed.
      const core = path.join(site, 'node_modules/@docusaurus/core');
      mkdirSync(path.join(core, 'lib/client'), {recursive: true});
      cpSync(upstreamFile('@docusaurus/core/package.json'), path.join(core, 'package.json'));
      for (const w of WATCHED.filter((x) => x.upstream.startsWith('@docusaurus/core/')))
        cpSync(upstreamFile(w.upstream), path.join(site, 'node_modules', w.upstream), {recursive: true});
      appendFileSync(path.join(core, 'lib/client/preload.js'), '\n// a patch release\n');
      const states = checkSite(site);
      expect(states.filter((s) => s.state === 'changed').map((s) => [s.watched.upstream, s.patch])).toEqual([
        ['@docusaurus/core/lib/client/preload.js', 'route-shards'],
      ]);
      expect(states.filter((s) => s.state === 'missing').length).toBe(
        WATCHED.filter((w) => !w.upstream.startsWith('@docusaurus/core/')).length,
      );
      const lines = report(states);
      expect(lines[0]).toMatch(/^docusaurus-lean: \d+ of the \d+ Docusaurus files/);
      expect(lines).toContain(
        'route-shards (to build without it: PERFORMANCE_LAYER=lean-tslib,lean-css,page-chunks,lean-runtime)',
      );
      expect(lines).toContain('  changed: @docusaurus/core/lib/client/preload.js (installed 3.10.2)');
      // As the command: the report, and exit code 1.
      let status = 0;
      try {
        execFileSync(process.execPath, ['--import', 'tsx', path.join(pkg, 'src/upstream/check.ts'), site], {
          cwd: pkg,
          encoding: 'utf8',
        });
      } catch (error) {
        status = (error as {status: number}).status;
      }
      expect(status).toBe(1);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });

  it("gives each watched file's patch from the package's folders", () => {
    expect(
      WATCHED.map((w) => patchOf(w.ours))
        .filter((p, i, a) => a.indexOf(p) === i)
        .sort(),
    ).toEqual(['lean-runtime', 'route-shards']);
  });
});
