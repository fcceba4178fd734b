/**
 * The language of the page a component belongs to, as React context.
 *
 * Two providers place it where it is known, from the address the component renders for and the
 * prefixes of the sections (src/config/page-langs.ts): src/theme/Root, above everything (the head
 * defaults and src/theme/SiteMetadata follow the router's address), and src/theme/Layout/Provider,
 * around each page (its chrome and content follow the page shown, which during a client-side
 * navigation is still the old one until the next page's chunks are loaded). Components read it with
 * `usePageLang()` (src/components/usePageLang.ts).
 *
 * The stand-ins of Docusaurus's generated modules (./code-translations.ts, ./i18n.ts) have no hook to
 * call: Docusaurus reads them from its plain `translate()` function and from a context value. They read
 * the same context with `renderLang()`, which React answers for the component rendering at that moment,
 * in the server render (several pages at once) and in the browser alike.
 * tests/unit/page-lang-context.test.ts renders both languages side by side and interleaved.
 */
import * as React from 'react';
import {createContext, use} from 'react';
import type {Lang} from '../../../../config/page-langs';

/**
 * The language of the page a component belongs to: English above every provider. Providers render
 * `<PageLangContext value={lang}>`; components read `usePageLang()` (src/components/usePageLang.ts).
 */
export const PageLangContext = createContext<Lang>('en');

/**
 * React's client internals: their `H`, the current dispatcher, is set while a component renders and null
 * otherwise. A private React field, read only by the development build, to tell "outside a render"
 * without calling a hook there, which React's development build reports as an invalid hook call. The
 * production build leaves the check out (React's production build says nothing; `use` throws, and the
 * `catch` below answers); if a React upgrade renames the field, only the development console says so.
 */
const reactInternals = (): {H?: unknown} | undefined =>
  (React as unknown as Record<string, {H?: unknown} | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

/**
 * The language of the component being rendered, for code that is not a hook but runs during a render
 * (`translate()`, a context value's getter). React's `use` may be called conditionally and reads the
 * nearest provider of the component that is rendering. Outside a render (a module's top level, as
 * theme-common's `skipToContentUtils` translating its default label when it loads; an event handler)
 * there is no page to ask: the site's language.
 */
export function renderLang(): Lang {
  if (process.env.NODE_ENV !== 'production' && reactInternals()?.H === null) return 'en';
  try {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- `use` may be called anywhere during a render, and throws outside one
    return use(PageLangContext);
  } catch {
    return 'en';
  }
}
