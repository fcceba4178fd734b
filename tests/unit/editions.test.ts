/**
 * The two language editions stay in step (issue "Vietnamese readers get Vietnamese"): the two editions
 * of a page have the same heading ids, so a link to `#token` works in both, and the same doubts, but for the
 * part that only the English edition carries (`englishOnlyParts` of src/config/pages.ts: the API's material). That
 * every paired page has its counterpart, the build checks (src/plugins/features/page-lang/editions.ts,
 * its broken fixture in page-lang.test.ts).
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {langOfPath} from '../../src/config/page-langs';
import {pageLangs} from '../../src/config/sections';
import {englishOnlyParts} from '../../src/config/pages';
import {doubtsAgree, doubtsOf, editionPairs, headingIds, root} from '../support/editions';

describe('the two language editions', () => {
  const pairs = editionPairs();

  it('covers the Bitrix24 guides and the single pairs', () => {
    // 51 pairs: the 9 Bitrix24 pages, Support, Call statuses, and the 40 pages of the two portal guides (each guide's questions page included).
    expect(pairs.length).toBeGreaterThanOrEqual(102);
    expect(pairs.map((p) => p.route)).toEqual(
      expect.arrayContaining([
        '/support',
        '/ho-tro',
        '/bitrix_pitel_vie/category/cài-đặt',
        '/bitrix_pitel_eng/',
        '/guide/portal_callcenter_guide_vie/queue',
        '/guide/portal_autocall_guide/script',
        '/bitrix_pitel_vie/questions',
        '/guide/portal_callcenter_guide/questions',
        '/guide/portal_autocall_guide_vie/questions',
      ]),
    );
  });

  /** The id of the part that only the English edition of a pair carries, if any. */
  const englishOnly = (route: string) => englishOnlyParts.find((part) => part.page === route)?.ids[0];

  it.each(englishOnlyParts)(
    'declares the English-only part of $page as the page has it: its h2 and the sections under it',
    (part) => {
      const pair = pairs.find((p) => p.route === part.page)!;
      const all = headingIds(path.join(root, pair.file));
      const kept = headingIds(path.join(root, pair.file), part.ids[0]);
      expect(all.filter((id) => !kept.includes(id))).toEqual(part.ids);
    },
  );

  it('leaves out only the part named, up to the next heading of its level (fixture)', () => {
    const en = path.join(root, 'tests/fixtures/editions/en/page.mdx');
    expect(headingIds(en, 'install-app')).toEqual(['limits']);
    expect(headingIds(en, 'limits')).toEqual(['install-app']);
  });

  it('gives the two editions of a page the same heading ids', () => {
    const differ: string[] = [];
    for (const p of pairs.filter((x) => x.otherFile && langOfPath(x.route, pageLangs()) === 'en')) {
      const a = headingIds(path.join(root, p.file), englishOnly(p.route));
      const b = headingIds(path.join(root, p.otherFile!));
      const onlyA = a.filter((id) => !b.includes(id));
      const onlyB = b.filter((id) => !a.includes(id));
      if (onlyA.length || onlyB.length)
        differ.push(
          `${p.file} ↔ ${p.otherFile}: only English ${JSON.stringify(onlyA)}, only Vietnamese ${JSON.stringify(onlyB)}`,
        );
    }
    expect(differ).toEqual([]);
    // 51 pairs of pages parsed as MDX: several seconds on a 2-core machine.
  }, 60_000);

  it('gives the two editions of a page the same doubts: notices, badges and closing questions, and doubts in the body within one', () => {
    const differ: string[] = [];
    for (const p of pairs.filter((x) => x.otherFile && langOfPath(x.route, pageLangs()) === 'en')) {
      const a = doubtsOf(path.join(root, p.file), englishOnly(p.route));
      const b = doubtsOf(path.join(root, p.otherFile!));
      if (!doubtsAgree(a, b)) differ.push(`${p.file} ${JSON.stringify(a)} ↔ ${p.otherFile} ${JSON.stringify(b)}`);
    }
    expect(differ).toEqual([]);
  }, 60_000);

  it('tells editions whose doubts differ (broken fixture: the Vietnamese edition states a guess and a planned limit plainly)', () => {
    const en = doubtsOf(path.join(root, 'tests/fixtures/editions/doubts/en.mdx'));
    const vi = doubtsOf(path.join(root, 'tests/fixtures/editions/doubts/vi.mdx'));
    expect(en).toEqual({doubts: 4, questions: 1, notices: 1, badges: 0});
    expect(vi).toEqual({doubts: 1, questions: 0, notices: 0, badges: 0});
    expect(doubtsAgree(en, vi)).toBe(false);
    expect(doubtsAgree(en, {...en, doubts: en.doubts - 1})).toBe(true);
    // The same body with one closing question fewer: the Vietnamese reader cannot ask what the English can.
    expect(doubtsAgree(en, {...en, questions: en.questions - 1})).toBe(false);
  });

  it('fails on a heading id in one edition only (broken fixture)', () => {
    const fixtures = path.join(root, 'tests/fixtures/editions');
    const en = headingIds(path.join(fixtures, 'en/page.mdx'));
    const vi = headingIds(path.join(fixtures, 'vi/page.mdx'));
    expect(en.filter((id) => !vi.includes(id))).toEqual(['limits']);
    expect(vi.filter((id) => !en.includes(id))).toEqual(['giới-hạn']);
  });
});
