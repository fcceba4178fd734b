/**
 * The page's language as React context (src/plugins/features/page-lang/client/render-lang.ts): pages of
 * both languages rendered side by side in one render, and two server renders interleaved, as the static
 * generation renders many pages at once. Each consumer must show its own page's language: the hook
 * (`usePageLang`, and the chrome text it picks), the theme's strings (the stand-in of
 * `@generated/codeTranslations`, read as Docusaurus's `translate()` reads it) and `<html lang>` (the
 * stand-in of `@generated/i18n`, read as SiteMetadataDefaults reads it). The providers are the real
 * src/theme/Root and src/theme/Layout/Provider wrappers; the router's address comes from a context of the test.
 *
 * The broken fixture, tests/fixtures/page-lang/module-variable.ts, is the design before (a module
 * variable set during render): right when pages render one after the other, wrong in every other case.
 */
// cspell:locale en,vi
import {createElement as h, Suspense, use, type ComponentType, type Context, type ReactNode} from 'react';
import {renderToReadableStream, renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

vi.mock('@docusaurus/router', async () => {
  const {createContext, useContext} = await import('react');
  const Address = createContext('/');
  return {Address, useLocation: () => ({pathname: useContext(Address), search: '', hash: ''})};
});
vi.mock('@docusaurus/useGlobalData', async () => {
  const {pageLangs} = await import('../../src/config/sections');
  const langs = pageLangs();
  return {usePluginData: () => langs};
});
vi.mock('@theme-original/Root', () => ({default: ({children}: {children?: ReactNode}) => children}));
vi.mock('@theme-original/Layout/Provider', () => ({default: ({children}: {children?: ReactNode}) => children}));
vi.mock('@generated/codeTranslations.json', () => ({default: {}}));
vi.mock('@generated/i18n.json', () => ({
  default: {
    defaultLocale: 'en',
    currentLocale: 'en',
    locales: ['en'],
    path: 'i18n',
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr'}},
  },
}));
vi.mock('@site/src/components/usePageLang', () => import('../../src/components/usePageLang'));
vi.mock(
  '@site/src/plugins/features/page-lang/client/render-lang',
  () => import('../../src/plugins/features/page-lang/client/render-lang'),
);
vi.mock('@site/src/config/page-langs', () => import('../../src/config/page-langs'));
vi.mock(
  '@site/src/plugins/features/page-lang/client/strings',
  () => import('../../src/plugins/features/page-lang/client/strings'),
);

const {Address} = (await import('@docusaurus/router')) as unknown as {Address: Context<string>};
const {default: codeTranslations} = await import('../../src/plugins/features/page-lang/client/code-translations');
const {default: i18n} = await import('../../src/plugins/features/page-lang/client/i18n');
const {renderLang} = await import('../../src/plugins/features/page-lang/client/render-lang');
const {useChromeText, usePageLang} = await import('../../src/components/usePageLang');
const before = await import('../fixtures/page-lang/module-variable');

/** Where a design places the language and how its consumers read it. */
interface Design {
  Root: ComponentType<{children?: ReactNode}>;
  Layout: ComponentType<{children?: ReactNode}>;
  usePageLang: () => string;
  useSearchLabel: () => string;
  codeTranslations: Record<string, string | undefined>;
  i18n: {currentLocale: string; localeConfigs: Record<string, {htmlLang: string} | undefined>};
}

const context: Design = {
  Root: (await import('../../src/theme/Root')).default as Design['Root'],
  Layout: (await import('../../src/theme/Layout/Provider')).default as Design['Layout'],
  usePageLang,
  useSearchLabel: () => useChromeText()('searchLabel'),
  codeTranslations,
  i18n,
};

const VI = '/bitrix_pitel_vie/';
const EN = '/bitrix_pitel_eng/';

/** What a consumer shows, on a page of each language. */
const EXPECTED = {
  en: 'hook=en next=Next html=en search=Search',
  vi: 'hook=vi next=Trang sau html=vi search=Tìm kiếm',
} as const;

interface Gate {
  ready: Promise<void>;
  open: () => void;
}

function newGate(): Gate {
  let open!: () => void;
  const ready = new Promise<void>((r) => (open = r));
  return {ready, open};
}

/** Opens a gate when it renders: what waits on it renders after this. */
function Open({gate}: {gate: Gate}): ReactNode {
  gate.open();
  return null;
}

/** A part of a page that renders once a gate opens (a lazy component, data): the server render suspends it and goes on. */
function After({gate, children}: {gate: Gate; children?: ReactNode}): ReactNode {
  use(gate.ready);
  return children;
}

function shown(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<p id="([^"]+)">([^<]*)<\/p>/g)].map((m) => [m[1], m[2]]));
}

async function streamed(element: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

/** The four renders, for one design: the text of every consumer of each. */
async function scenarios(d: Design) {
  /** A consumer of each kind: the hook, a theme string as `translate()` reads it, `<html lang>` as SiteMetadataDefaults reads it. */
  function Consumer({name}: {name: string}): ReactNode {
    const hook = d.usePageLang();
    const search = d.useSearchLabel();
    const next = d.codeTranslations['theme.docs.paginator.next'] ?? 'Next';
    const html = d.i18n.localeConfigs[d.i18n.currentLocale]!.htmlLang;
    return h('p', {id: name}, `hook=${hook} next=${next} html=${html} search=${search}`);
  }
  /** A page as the site renders it: Root at the router's address, the page's layout, its content. */
  const page = (address: string, ...children: ReactNode[]) =>
    h(Address.Provider, {value: address}, h(d.Root, null, h(d.Layout, null, ...children)));

  // One page after the other, nothing interleaved.
  const oneAfterTheOther = {
    ...shown(renderToString(page(VI, h(Consumer, {name: 'vi'})))),
    ...shown(renderToString(page(EN, h(Consumer, {name: 'en'})))),
  };

  // Two pages side by side in one render; the Vietnamese page's suspended part renders after the English page.
  const gate = newGate();
  const sideBySide = shown(
    await streamed(
      h(
        'div',
        null,
        page(
          VI,
          h(Consumer, {name: 'vi-first'}),
          h(Suspense, {fallback: null}, h(After, {gate}, h(Consumer, {name: 'vi-later'}))),
        ),
        page(EN, h(Consumer, {name: 'en'}), h(Open, {gate})),
      ),
    ),
  );

  // A client-side navigation under way: Root follows the router's (English) address, the page shown
  // still renders at its own (Vietnamese) address (Docusaurus's PendingNavigation), and a part of Root's
  // renders after it.
  const navigating = shown(
    renderToString(
      h(
        Address.Provider,
        {value: EN},
        h(
          d.Root,
          null,
          h(Address.Provider, {value: VI}, h(d.Layout, null, h(Consumer, {name: 'page'}))),
          h(Consumer, {name: 'root'}),
        ),
      ),
    ),
  );

  // Two server renders interleaved: the Vietnamese one starts and suspends, the English one renders and then lets it resume.
  const second = newGate();
  const viHtml = streamed(
    page(
      VI,
      h(Consumer, {name: 'vi-before'}),
      h(Suspense, {fallback: null}, h(After, {gate: second}, h(Consumer, {name: 'vi-after'}))),
    ),
  );
  const enHtml = streamed(page(EN, h(Consumer, {name: 'en'}), h(Open, {gate: second})));
  const interleaved = {...shown(await enHtml), ...shown(await viHtml)};

  return {oneAfterTheOther, sideBySide, navigating, interleaved};
}

const WANTED = {
  oneAfterTheOther: {vi: EXPECTED.vi, en: EXPECTED.en},
  sideBySide: {'vi-first': EXPECTED.vi, 'vi-later': EXPECTED.vi, en: EXPECTED.en},
  navigating: {page: EXPECTED.vi, root: EXPECTED.en},
  interleaved: {en: EXPECTED.en, 'vi-before': EXPECTED.vi, 'vi-after': EXPECTED.vi},
};

describe('the page language as React context', () => {
  it('gives every consumer its own page language: one page after the other, side by side, during a navigation, in interleaved renders', async () => {
    expect(await scenarios(context)).toEqual(WANTED);
  });

  it('fails the design before (a module variable set during render) in every case but one page after the other', async () => {
    const got = await scenarios(before);
    expect(got.oneAfterTheOther).toEqual(WANTED.oneAfterTheOther);
    expect(got.sideBySide).not.toEqual(WANTED.sideBySide);
    expect(got.sideBySide['vi-later']).toBe('hook=vi next=Next html=en search=Tìm kiếm');
    expect(got.navigating).not.toEqual(WANTED.navigating);
    expect(got.interleaved).not.toEqual(WANTED.interleaved);
  });

  it("answers the site's language outside a render, without React's invalid-hook report", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(renderLang()).toBe('en');
      expect(codeTranslations['theme.docs.paginator.next']).toBeUndefined();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
