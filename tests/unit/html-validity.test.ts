/**
 * The judgement of the W3C Nu checker's report (tests/support/html-validity.ts), on made-up reports:
 * what fails, what an allowed entry lets through (that one error only), and that a stale entry fails.
 * The checker itself runs over the build and over tests/fixtures/html in tests/e2e/html-validity.test.ts.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';
import {judge, type Allowed, type VnuMessage} from '../support/html-validity';

const root = path.resolve('/tmp/site-build');
const url = (rel: string) => pathToFileURL(path.join(root, rel)).href;
const TAB = 'Every active “role=tab” element must have a corresponding “role=tabpanel” element.';

const tabError = (rel: string): VnuMessage => ({
  type: 'error',
  url: url(rel),
  lastLine: 3,
  message: TAB,
  extract: '<li role=tab aria-selected=true>curl</li>',
});
const allowTab: Allowed = {
  file: 'a/index.html',
  message: TAB,
  extract: 'role=tab aria-selected',
  reason: 'made-up entry for the test',
};

describe('judging the checker report', () => {
  it('fails on every error, naming the file, line, message and markup', () => {
    const {errors, warnings} = judge(
      [tabError('a/index.html'), {type: 'non-document-error', url: url('b.html'), message: 'IO error'}],
      root,
      [],
    );
    expect(errors).toEqual([`a/index.html:3: ${TAB} — <li role=tab aria-selected=true>curl</li>`, 'b.html: IO error']);
    expect(warnings).toEqual([]);
  });

  it('lets an allowed error through on its own page only', () => {
    const {errors, unusedAllowed} = judge([tabError('a/index.html'), tabError('c/index.html')], root, [allowTab]);
    expect(errors).toEqual([expect.stringMatching(/^c\/index\.html:3: /)]);
    expect(unusedAllowed).toEqual([]);
  });

  it('does not let through another error on the allowed page', () => {
    const other: VnuMessage = {
      type: 'error',
      url: url('a/index.html'),
      message: 'Stray end tag “div”.',
      extract: '</div>',
    };
    expect(judge([other], root, [allowTab]).errors).toEqual(['a/index.html: Stray end tag “div”. — </div>']);
  });

  it('reports an allowed entry that matches nothing, so the list cannot go stale', () => {
    expect(judge([], root, [allowTab]).unusedAllowed).toEqual([allowTab]);
  });

  it('lists warnings without failing, skips plain notes and files outside the root', () => {
    const {errors, warnings} = judge(
      [
        {type: 'info', subType: 'warning', url: url('a/index.html'), message: 'Consider adding a “lang” attribute.'},
        {type: 'info', url: url('a/index.html'), message: 'Trailing slash on void elements has no effect.'},
        tabError('../elsewhere/index.html'),
      ],
      root,
      [],
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual(['a/index.html: Consider adding a “lang” attribute.']);
  });

  it('accepts a skipped file that is not HTML, and fails on a skipped HTML file', () => {
    const skipped = (rel: string): VnuMessage => ({
      type: 'info',
      subType: 'warning',
      url: url(rel),
      message: 'File was not checked. Files must have .html, .xhtml, .htm, or .xht extensions.',
    });
    expect(judge([skipped('assets/js/main.js'), skipped('index.md')], root, []).errors).toEqual([]);
    expect(judge([skipped('page.html')], root, []).errors).toHaveLength(1);
  });
});
