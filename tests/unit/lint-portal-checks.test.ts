/**
 * The portal-check rules of the content lint (scripts/lint/portal-checks.ts; WRITING.md, "Checks on your
 * portal"): an experiment ("check on your portal …", "tự kiểm tra …") fails inside a table cell and
 * anywhere outside the page's checks section; the section has its title, id, place and one-paragraph items;
 * a page holds at most 4 checks. Broken fixtures in tests/fixtures/lint/portal-checks/, linted as pages of
 * the call-center guide; the good ones, with markers in cells and text, pass.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lintPage, parsePage} from '../../scripts/lint/content';
import {checkRulesApply, maxChecksPerPage, pageChecks, strayExperiments} from '../../scripts/lint/portal-checks';

const fixtures = path.resolve(__dirname, '../fixtures/lint/portal-checks');
const read = (name: string) => readFileSync(path.join(fixtures, `${name}.mdx`), 'utf8');

const en = 'guide/portal_callcenter_guide/x.mdx';
const vi = 'guide/portal_callcenter_guide_vie/x.mdx';

/** `line rule` for each problem of a fixture, linted as if it stood at `file`. */
async function problems(file: string, name: string): Promise<string[]> {
  return (await lintPage(file, read(name))).map((p) => `${p.line} ${p.rule}`);
}

describe('portal-check lint', () => {
  it('passes a page whose checks stand in one list, with markers in a cell and in the text (both languages)', async () => {
    expect(await lintPage(en, read('good'))).toEqual([]);
    expect(await lintPage(vi, read('good-vi'))).toEqual([]);
    expect(pageChecks(parsePage(en, read('good')))).toBe(2);
  });

  it('fails an experiment in a table cell or outside the checks section, in each English wording', async () => {
    expect(await problems(en, 'experiments-broken')).toEqual([
      '12 pitel-docs:check-placement', // in a cell of the body
      '15 pitel-docs:check-placement', // "Check on your portal whether …" in text
      '17 pitel-docs:check-placement', // "check their labels on your portal"
      '19 pitel-docs:check-placement', // "Check on your own report"
      '23 pitel-docs:check-placement', // a table beside the list in the checks section
      '27 pitel-docs:check-placement', // in a cell, even inside the checks section
    ]);
    const stray = strayExperiments(parsePage(en, read('experiments-broken')));
    expect(stray.map((e) => e.inCell)).toEqual([true, false, false, false, true]);
  });

  it('fails the Vietnamese wordings, in a cell and in text', async () => {
    expect(await problems(vi, 'experiments-vi-broken')).toEqual([
      '12 pitel-docs:check-placement',
      '14 pitel-docs:check-placement',
    ]);
  });

  it(`fails a page of more than ${maxChecksPerPage} checks (pitel-docs:checks-per-page)`, async () => {
    expect(maxChecksPerPage).toBe(4);
    expect(await problems(en, 'too-many-broken')).toEqual(['8 pitel-docs:checks-per-page']);
    const messages = (await lintPage(en, read('too-many-broken'))).map((p) => p.message);
    expect(messages[0]).toContain('Unexpected 5 checks');
  });

  it('wants one checks section, under its title and id, just before the closing questions, one bold-led paragraph an item', async () => {
    expect(await problems(en, 'section-broken')).toEqual([
      '8 pitel-docs:check-placement', // the Vietnamese title and another id on an English page
      '10 pitel-docs:check-placement', // a paragraph before the list
      '13 pitel-docs:check-placement', // an item without its bold name
      '14 pitel-docs:check-placement', // an item of two paragraphs
      '24 pitel-docs:check-placement', // a second section
      '24 pitel-docs:check-placement', // after the closing questions
    ]);
  });

  it('holds on the portal guides and the call-status pages only', async () => {
    expect(checkRulesApply('guide/portal_autocall_guide_vie/dnc.mdx')).toBe(true);
    expect(checkRulesApply('docs/call-statuses.mdx')).toBe(true);
    expect(checkRulesApply('docs/trang-thai-cuoc-goi.mdx')).toBe(true);
    expect(checkRulesApply('docs/errors.mdx')).toBe(false);
    expect(checkRulesApply('bitrix_eng/testing.mdx')).toBe(false);
    expect(await problems('bitrix_eng/x.mdx', 'experiments-broken')).toEqual([]);
  });
});
