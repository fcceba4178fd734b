/**
 * Fork of @docusaurus/theme-classic/src/theme/SkipToContent/index.tsx (Docusaurus 3.10.2), with the
 * SkipToContentLink it renders (@docusaurus/theme-common 3.10.2, its skipToContentUtils module) folded in;
 * styles.module.css is the stock file.
 * Changed: the label is translated at render time, for the link and its region's aria-label.
 * Why: the stock link computes its label once, when its module loads (`const DefaultSkipToContentLabel =
 * translate(…)` at module level), so the server HTML of a Vietnamese page said "Skip to main content" while
 * the rest of the chrome followed the page's language (src/plugins/features/page-lang). The behaviour is the stock
 * one: focus <main> on click, and the container again after a PUSH navigation. Relies on `useLocationChange`
 * of @docusaurus/theme-common/internal; tests/unit/forks.test.ts watches the upstream file.
 * Added: `<html lang>` of the page this layout belongs to (src/theme/Layout/Provider provides it). The layout is
 * what the browser shows: during a client-side navigation the old page
 * stays on screen until the new one's chunks are loaded, while SiteMetadata (outside the routes) already
 * follows the new address. The head instance mounted last wins, so the language read aloud is the one of
 * the text on screen (tests/e2e/vietnamese.test.ts, "keeps the page's language until the next page shows").
 */
import React, {useCallback, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {useLocationChange} from '@docusaurus/theme-common/internal';
import {usePageLang} from '@site/src/components/usePageLang';
import styles from './styles.module.css';

function programmaticFocus(el: HTMLElement): void {
  el.setAttribute('tabindex', '-1');
  el.focus();
  el.removeAttribute('tabindex');
}

export default function SkipToContent(): ReactNode {
  const label = translate({id: 'theme.common.skipToMainContent', message: 'Skip to main content'});
  const containerRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const lang = usePageLang();
  const onClick = useCallback((e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    const target =
      document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
    if (target) programmaticFocus(target);
  }, []);
  useLocationChange(({location}) => {
    if (containerRef.current && !location.hash && action === 'PUSH') programmaticFocus(containerRef.current);
  });
  return (
    <div ref={containerRef} role="region" aria-label={label}>
      <Head>
        <html lang={lang} />
      </Head>
      <a className={styles.skipToContent} href={`#${SkipToContentFallbackId}`} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
