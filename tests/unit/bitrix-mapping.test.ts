/**
 * The one Bitrix24 mapping of the reference connector (`src/data/call-statuses.ts`): the table of
 * `/call-statuses#bitrix24` and `<BitrixCode>` render it as the data has it, in English and
 * Vietnamese (the inbound code apart, what Bitrix24 shows for each code); both call-status pages
 * and both Bitrix24 guides state its codes only through them, each naming a status of the data (the
 * broken fixture, tests/fixtures/bitrix-codes/hand-written.mdx, states codes by hand and names a status
 * the data lacks). As the codes reach pages only through those components, no page can give a status
 * another code.
 */
// cspell:locale en,vi
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {createElement as h, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {parseDocument} from 'htmlparser2';
import {findAll, getAttributeValue, textContent} from 'domutils';
import type {Element} from 'domhandler';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {describe, expect, it, vi} from 'vitest';
import {parsePage} from '../../scripts/lint/content';

/** The language the stand-in of usePageLang answers, set by each render. */
let pageLang: 'en' | 'vi' = 'en';
vi.mock('@site/src/components/usePageLang', () => ({usePageLang: () => pageLang}));
vi.mock('@docusaurus/Link', () => ({
  default: ({to, children}: {to: string; children?: ReactNode}) => h('a', {href: to}, children),
}));
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => {}, collectLink: () => {}})}));
vi.mock('@site/src/config/pages', () => import('../../src/config/pages'));
vi.mock('@site/src/data/call-statuses', () => import('../../src/data/call-statuses'));

const {bitrixCodes, bitrixCodesVi, bitrixUnmatched, callStatuses} = await import('../../src/data/call-statuses');
const {BitrixCode, BitrixStatusTable} = await import('../../src/components/SharedFacts/CallStatusTables');

const root = path.resolve(__dirname, '../..');
const langs = ['en', 'vi'] as const;
type Lang = (typeof langs)[number];
const reference: Record<Lang, string> = {en: '/call-statuses', vi: '/trang-thai-cuoc-goi'};
const meanings: Record<Lang, Readonly<Record<string, string>>> = {en: bitrixCodes, vi: bitrixCodesVi};

function render(lang: Lang, node: ReactNode): Element[] {
  pageLang = lang;
  return parseDocument(renderToString(node)).children as Element[];
}

/** The code the data gives a call of a status: on an inbound call, its inbound code when it has one. */
function codeOf(id: string, inbound: boolean): string | undefined {
  const s = callStatuses.find((c) => c.id === id);
  return s && (inbound && s.bitrixInbound ? s.bitrixInbound : s.bitrix);
}

/** What a BitrixCode renders: its code and, in brackets, what Bitrix24 shows for it. */
function renderedCode(
  lang: Lang,
  props: {status?: string; inbound?: boolean; unmatched?: boolean},
): {code: string; meaning: string} {
  const nodes = render(lang, h(BitrixCode, props));
  const code = findAll((e) => e.name === 'code', nodes);
  expect(code).toHaveLength(1);
  const text = textContent(nodes);
  return {
    code: textContent(code[0]),
    meaning: text
      .slice(textContent(code[0]).length)
      .trim()
      .replace(/^\((.*)\)$/, '$1'),
  };
}

/** The pages that speak of the mapping: both call-status pages and every page of both Bitrix24 guides. */
function mappingPages(): string[] {
  const guide = (dir: string) =>
    readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => path.join(dir, f));
  return [
    'docs/call-statuses.mdx',
    'docs/trang-thai-cuoc-goi.mdx',
    ...guide('bitrix_eng'),
    ...guide('bitrix_vie'),
  ].sort();
}

interface Stated {
  /** A code of the mapping written by hand (inline code), or a BitrixCode element with its attributes. */
  kind: 'by hand' | 'BitrixCode';
  line: number;
  code?: string;
  props: {status?: string; inbound?: boolean; unmatched?: boolean};
}

/** Every code of the mapping a page states: the inline code that is one of its codes, and each BitrixCode. */
function statedCodes(tree: Root): Stated[] {
  const out: Stated[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'inlineCode' && node.value in bitrixCodes)
      out.push({kind: 'by hand', line, code: node.value, props: {}});
    if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'BitrixCode') {
      const props: Stated['props'] = {};
      for (const a of node.attributes) {
        if (a.type !== 'mdxJsxAttribute') continue;
        if (a.name === 'status' && typeof a.value === 'string') props.status = a.value;
        if (a.name === 'inbound' || a.name === 'unmatched') props[a.name] = a.value === null || a.value === undefined;
      }
      out.push({kind: 'BitrixCode', line, props});
    }
  });
  return out;
}

/** What is wrong with the codes a page states: each one written by hand, each BitrixCode that names no status of the data. */
function problems(file: string): string[] {
  return statedCodes(parsePage(path.join(root, file))).flatMap((s) => {
    if (s.kind === 'by hand')
      return [`${file}:${s.line}: \`${s.code}\` written by hand (write <BitrixCode status="…" />)`];
    const {status, unmatched} = s.props;
    if (unmatched ? status !== undefined : codeOf(status ?? '', false) === undefined)
      return [`${file}:${s.line}: <BitrixCode> names no status (${status ?? 'nothing'})`];
    return [];
  });
}

describe('the Bitrix24 mapping, from src/data/call-statuses.ts', () => {
  it('gives every status, and a status it cannot tell, a code that Bitrix24 explains in both languages', () => {
    for (const code of [...callStatuses.flatMap((s) => [s.bitrix, s.bitrixInbound ?? s.bitrix]), bitrixUnmatched]) {
      for (const lang of langs) expect(meanings[lang][code], `${code} ${lang}`).toBeTruthy();
    }
  });

  it.each(langs)(
    'renders the table of /call-statuses#bitrix24 in %s as the data has it: each status, its inbound code apart, and what Bitrix24 shows',
    (lang) => {
      const cases = {
        en: {inbound: 'inbound calls', other: 'other calls'},
        vi: {inbound: 'cuộc gọi vào', other: 'các cuộc gọi khác'},
      }[lang];
      const expected = callStatuses.flatMap((s) =>
        (s.bitrixInbound
          ? [
              {code: s.bitrixInbound, only: ` (${cases.inbound})`},
              {code: s.bitrix, only: ` (${cases.other})`},
            ]
          : [{code: s.bitrix, only: ''}]
        ).map(({code, only}) => ({
          href: `${reference[lang]}#status-${s.id}`,
          status: `${s.label}${only}`,
          code,
          meaning: meanings[lang][code],
        })),
      );
      const rows = findAll((e) => e.name === 'tr', render(lang, h(BitrixStatusTable))).slice(1);
      const shown = rows.map((tr) => {
        const [status, code, meaning] = findAll((e) => e.name === 'td', [tr]);
        const link = findAll((e) => e.name === 'a', [status])[0];
        return {
          href: getAttributeValue(link, 'href'),
          status: textContent(status),
          code: textContent(code),
          meaning: textContent(meaning),
        };
      });
      expect(shown).toEqual(expected);
    },
  );

  it.each(langs)('renders a BitrixCode in %s as the code the data gives, with what Bitrix24 shows for it', (lang) => {
    for (const s of callStatuses) {
      for (const inbound of [false, true]) {
        const code = codeOf(s.id, inbound)!;
        expect(renderedCode(lang, {status: s.id, inbound}), `${s.id} inbound=${inbound}`).toEqual({
          code,
          meaning: meanings[lang][code],
        });
      }
    }
    expect(renderedCode(lang, {unmatched: true})).toEqual({
      code: bitrixUnmatched,
      meaning: meanings[lang][bitrixUnmatched],
    });
    expect(() => render(lang, h(BitrixCode, {status: 'rang-out'}))).toThrow(/rang-out/);
    expect(() => render(lang, h(BitrixCode, {}))).toThrow(/either/);
  });

  it('is stated by the pages only through BitrixStatusTable and BitrixCode, each naming a status of the data', () => {
    const files = mappingPages();
    expect(files).toEqual(
      expect.arrayContaining([
        'docs/call-statuses.mdx',
        'docs/trang-thai-cuoc-goi.mdx',
        'bitrix_eng/index.mdx',
        'bitrix_vie/testing.mdx',
      ]),
    );
    expect(files.flatMap(problems)).toEqual([]);
    // Both call-status pages state the codes of the unanswered inbound calls, and the table, in the same way.
    const uses = (file: string) => statedCodes(parsePage(path.join(root, file))).map((s) => s.props);
    expect(uses('docs/trang-thai-cuoc-goi.mdx')).toEqual(uses('docs/call-statuses.mdx'));
    expect(uses('docs/call-statuses.mdx')).toEqual(
      expect.arrayContaining([
        {status: 'no-answered'},
        {status: 'busy-line'},
        {status: 'ivr'},
        {status: 'cancel', inbound: true},
        {status: 'cancel'},
        {unmatched: true},
      ]),
    );
  });

  it('refuses a page that states codes by hand or names a status the data does not have', () => {
    expect(problems('tests/fixtures/bitrix-codes/hand-written.mdx')).toEqual([
      'tests/fixtures/bitrix-codes/hand-written.mdx:10: `304` written by hand (write <BitrixCode status="…" />)',
      'tests/fixtures/bitrix-codes/hand-written.mdx:10: `OTHER` written by hand (write <BitrixCode status="…" />)',
      'tests/fixtures/bitrix-codes/hand-written.mdx:14: `603-S` written by hand (write <BitrixCode status="…" />)',
      'tests/fixtures/bitrix-codes/hand-written.mdx:16: <BitrixCode> names no status (rang-out)',
      'tests/fixtures/bitrix-codes/hand-written.mdx:17: <BitrixCode> names no status (nothing)',
    ]);
  });
});
