/**
 * The two language editions stay in step (issue "Vietnamese readers get Vietnamese"): every page of a
 * section that is an edition of another (`editionOf` in src/config/sections.ts) has its counterpart,
 * and the two editions of a page have the same heading ids, so a link to `#token` works in both.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {counterpartOf, langOfPath} from '../../src/config/page-langs';
import {pageLangs, sections, type Section} from '../../src/config/sections';
import {mdxFiles} from '../../src/config/content-files';
import {routeOfFile} from '../../src/plugins/features/page-lang/remark-link-lang';

import {doubtsAgree, doubtsOf, editionPairs, headingIds, root, singleEditionPages} from '../support/editions';

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

  it('gives every page of a paired section its counterpart in the other language', () => {
    const missing = pairs
      .filter((p) => !p.otherFile && !singleEditionPages.has(p.route))
      .map((p) => `${p.file} (no ${p.other})`);
    expect(missing).toEqual([]);
    for (const p of pairs) {
      if (!p.otherFile) continue;
      expect(langOfPath(p.other, pageLangs()), p.route).not.toBe(langOfPath(p.route, pageLangs()));
      // The pairing goes both ways.
      expect(counterpartOf(p.other, pageLangs().pairs)?.path, p.other).toBe(p.route);
    }
  });

  it('gives the two editions of a page the same heading ids', () => {
    const differ: string[] = [];
    for (const p of pairs.filter((x) => x.otherFile && langOfPath(x.route, pageLangs()) === 'en')) {
      const a = headingIds(path.join(root, p.file));
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
      const a = doubtsOf(path.join(root, p.file));
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

  it('fails on a missing counterpart and on a heading id in one edition only (broken fixtures)', () => {
    const fixtures = path.join(root, 'tests/fixtures/editions');
    // The site's docs section, and the Bitrix24 guides' sections moved onto the fixture's folders.
    const moved = (id: Section['id'], dir: string, routeBasePath: string): Section => ({
      ...sections.find((s) => s.id === id)!,
      path: path.relative(root, path.join(fixtures, dir)),
      routeBasePath,
    });
    const list = [
      sections.find((s) => s.id === 'docs')!,
      moved('bitrix_eng', 'en', 'fx_en'),
      moved('bitrix_vie', 'vi', 'fx_vi'),
    ];
    const langs = pageLangs(list, []);
    const files = mdxFiles(
      list.slice(1).map((s) => s.path),
      root,
    );
    const routes = files.map((f) => routeOfFile(path.join(root, f), list, root)!);
    const missing = routes.filter((r) => !routes.includes(counterpartOf(r, langs.pairs)!.path));
    expect(missing).toEqual(['/fx_en/only-english']);
    expect(existsSync(path.join(fixtures, 'en/page.mdx'))).toBe(true);
    const en = headingIds(path.join(fixtures, 'en/page.mdx'));
    const vi = headingIds(path.join(fixtures, 'vi/page.mdx'));
    expect(en.filter((id) => !vi.includes(id))).toEqual(['limits']);
    expect(vi.filter((id) => !en.includes(id))).toEqual(['giới-hạn']);
  });
});
