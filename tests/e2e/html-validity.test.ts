/**
 * The W3C Nu HTML checker over every built page: no error from our markup. One run of vnu (Java)
 * reads the whole build and the fixtures of tests/fixtures/html: the broken fixture (the search box,
 * tabs and last-updated date as they were) must fail with exactly its three errors, which proves the
 * run reports errors; the good one (the same markup as fixed) must pass. Errors outside our control
 * would be named one by one in ALLOWED (tests/support/html-validity.ts); there are none.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, inject, it} from 'vitest';
import {ALLOWED, judge, runVnu, type VnuRun} from '../support/html-validity';

const fixtures = path.resolve(__dirname, '../fixtures/html');
const buildDir = path.resolve(inject('buildDir'));
/** Every built page, absolute. */
const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
  .filter((f) => f.endsWith('.html'))
  .map((f) => path.join(buildDir, f));
let run: VnuRun;

describe('W3C Nu HTML checker', () => {
  beforeAll(async () => {
    run = await runVnu([buildDir, fixtures]);
    console.log(
      `vnu ${path.basename(buildDir)}/ and tests/fixtures/html/: ${run.checked.length} HTML files (${pages.length} built pages) in ${(run.ms / 1000).toFixed(1)} s`,
    );
  }, 600_000);

  it('reads every built page', () => {
    const checked = new Set(run.checked);
    const missed = pages.filter((f) => !checked.has(f));
    expect(missed.map((f) => path.relative(buildDir, f))).toEqual([]);
    expect(checked.size).toBeGreaterThan(150);
  });

  it('reports no error on any built page, except those named in the allow list', () => {
    const {errors, warnings, unusedAllowed} = judge(run.messages, buildDir, ALLOWED);
    if (warnings.length) console.warn(`vnu warnings (not failures):\n${warnings.join('\n')}`);
    expect(errors).toEqual([]);
    expect(unusedAllowed, 'allowed errors that no longer occur: remove them from ALLOWED').toEqual([]);
  });

  it('fails the broken fixture on the search box, the tabs and the last-updated date', () => {
    const {errors} = judge(run.messages, path.join(fixtures, 'broken'), []);
    expect(errors.map((e) => e.replace(/ — .*$/, ''))).toEqual([
      'index.html:9: Bad value “search” for attribute “type” on element “input”.',
      'index.html:14: Every active “role=tab” element must have a corresponding “role=tabpanel” element.',
      'index.html:23: The “itemprop” attribute was specified, but the element is not a property of any item.',
    ]);
  });

  it('passes the good fixture, the same markup as fixed', () => {
    const {errors, warnings} = judge(run.messages, path.join(fixtures, 'good'), []);
    expect([...errors, ...warnings]).toEqual([]);
    expect(run.checked).toContain(path.join(fixtures, 'good', 'index.html'));
  });
});
