/**
 * The actions above a doc page's title, in one row: on a page with an edition in the other language a
 * link to it ("Tiếng Việt" / "English": the language switch), on the API section's pages "Your values"
 * (a form that fills the code samples with the reader's own API host and token; it stays in view, since
 * its "(in use)" mark says the samples show the reader's values), then "Copy page" (the page's Markdown
 * twin to the clipboard) with a button beside it that shows the other actions (./MoreActions.tsx,
 * ./MoreList.tsx): "View as Markdown" (a link to the twin), "Open in ChatGPT" / "Open in Claude"
 * (links that open the assistant in a new tab with a prompt naming the twin's absolute URL).
 *
 * Rendered on the server like the rest of the article, so hydration changes nothing. What runs
 * only on use is loaded on use: the copy code and the list of the other actions when their button
 * is pointed at, focused or pressed, the values form when it is opened.
 */
import React, {lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import {langNames, useCounterpart, usePageLang} from '@site/src/components/usePageLang';
import IconCopy from '@theme/Icon/Copy';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinPath, twinUrl} from '@site/src/config/markdown-twins';
import type {Lang} from '@site/src/config/page-langs';
import {viStrings} from '@site/src/plugins/features/page-lang/client/strings';
import {useSampleValues} from '@site/src/components/SampleValues/store';
import styles from './styles.module.css';
import {assistantPrompt, pageActionsEn, type PageActionsText} from './text';
import MoreActions from './MoreActions';

const SampleValuesForm = lazy(() => import('@site/src/components/SampleValues/Form'));

// The copy code and the list of the other actions load together, when either button is first used.
const loadCopy = () => import(/* webpackChunkName: "page-actions" */ './copyPage');
// Loads the copy code ahead of a click; a failure is the click's to report (it loads the code again).
const preloadCopy = () => {
  loadCopy().catch(() => {});
};

function CopyPageButton({
  href,
  lang,
  t,
  onResult,
}: {
  href: string;
  lang: Lang;
  t: PageActionsText;
  onResult: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const copy = useCallback(async () => {
    setBusy(true);
    try {
      // The copy code says how it went, in the page's language (./copyText.ts).
      onResult(await (await loadCopy()).copyPage(href, lang));
    } catch (error) {
      onResult(`${t.failed}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }, [href, lang, onResult, t]);
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.action)}
      title={t.copyTitle}
      aria-busy={busy || undefined}
      // Start loading the copy code before the click, so the clipboard is written within the gesture.
      onPointerEnter={preloadCopy}
      onFocus={preloadCopy}
      // copy reports its own failure (onResult).
      onClick={() => void copy()}>
      <IconCopy width={16} height={16} aria-hidden="true" className={styles.icon} />
      {t.copy}
    </button>
  );
}

function SampleValuesToggle(): ReactNode {
  const [open, setOpen] = useState(false);
  const values = useSampleValues();
  const inUse = Boolean(values.host || values.token);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={clsx('clean-btn', styles.action, inUse && styles.inUse)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}>
        Your values
        {inUse && <span className={styles.inUseMark}> (in use)</span>}
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <Suspense fallback={<p className={styles.loading}>Loading the form…</p>}>
            <SampleValuesForm onClose={close} />
          </Suspense>
        </div>
      )}
    </>
  );
}

export default function PageActions(): ReactNode {
  const {metadata} = useDoc();
  const lang = usePageLang();
  const t: PageActionsText = lang === 'vi' ? viStrings.components.pageActions : pageActionsEn;
  const [message, setMessage] = useState('');
  const href = twinPath(metadata.permalink);
  const prompt = assistantPrompt(t, twinUrl(useDocusaurusContext().siteConfig.url, metadata.permalink));
  // The samples with placeholders are the API section's (the default docs instance); its pages offer the values form.
  // A Vietnamese page of that instance (/ho-tro) has no samples, so no form.
  const apiPage = useActivePlugin()?.pluginId === 'default' && lang === 'en';
  const counterpart = useCounterpart();
  return (
    <div className={styles.actions} role="group" aria-label={t.group}>
      {counterpart && (
        // The language switch: the same page in the other language, named in that language.
        <Link
          className={styles.action}
          to={counterpart.path}
          hrefLang={counterpart.lang}
          lang={counterpart.lang}
          title={t.other}>
          {langNames[counterpart.lang]}
        </Link>
      )}
      {apiPage && <SampleValuesToggle />}
      <div className={styles.split}>
        <CopyPageButton href={href} lang={lang} t={t} onResult={setMessage} />
        {/* A new page, a closed list: the key starts it afresh after a client-side navigation. */}
        <MoreActions key={metadata.permalink} href={href} prompt={prompt} t={t} />
      </div>
      <span className={styles.status} role="status">
        {message}
      </span>
    </div>
  );
}
