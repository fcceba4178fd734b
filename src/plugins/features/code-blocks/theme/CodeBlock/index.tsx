/**
 * Fork of @docusaurus/theme-classic/src/theme/CodeBlock/index.tsx, Docusaurus 3.10.2 (with the parts
 * it renders: Content/String, Buttons/CopyButton and Buttons/WordWrapButton, Container).
 * Changed: renders HTML highlighted at build time (src/plugins/features/code-blocks/rehype.ts) instead of tokenising
 * with Prism in the browser; keeps the classic class names, title, copy and word-wrap buttons. Blocks
 * written as JSX with a string or elements as children still render, as plain text.
 * Why: no highlighter in the browser (Prism's code in the first visit of every page with code: bench/results/2026-11-25-first-visit.md, "Figures the layer's and the code blocks' comments carried") and no
 * re-render of every block after hydration. tests/unit/forks.test.ts fails when the upstream file changes.
 * Also: the placeholders marked at build time show the reader's own API host and token once the page
 * has hydrated (src/components/SampleValues); the copy button copies the text as shown.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import {fillSampleValues} from '@site/src/config/sample-values';
import {useSampleValues} from '@site/src/components/SampleValues/store';
import styles from './styles.module.css';

export interface Props {
  /** Highlighted HTML from the build. */
  readonly html?: string;
  readonly language?: string;
  readonly title?: ReactNode;
  readonly children?: ReactNode;
  readonly className?: string;
}

function CopyButton({code}: {code: () => string}) {
  const [copied, setCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  const copy = useCallback(() => {
    navigator.clipboard.writeText(code()).then(
      () => {
        setCopied(true);
        timeout.current = window.setTimeout(() => setCopied(false), 1000);
      },
      // A clipboard the browser refuses: the button does not say "Copied".
      () => {},
    );
  }, [code]);
  const label = copied
    ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
    : translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard'});
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.button, copied && styles.copied)}
      aria-label={label}
      title={translate({id: 'theme.CodeBlock.copy', message: 'Copy'})}
      onClick={copy}>
      <span className={styles.icons} aria-hidden="true">
        <IconCopy className={styles.copyIcon} />
        <IconSuccess className={styles.successIcon} />
      </span>
    </button>
  );
}

function WrapButton({wrapped, onClick}: {wrapped: boolean; onClick: () => void}) {
  const label = translate({id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap'});
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.button)}
      aria-label={label}
      title={label}
      aria-pressed={wrapped}
      onClick={onClick}>
      <IconWordWrap className={styles.wrapIcon} aria-hidden="true" />
    </button>
  );
}

export default function CodeBlock({html, language, title, children, className}: Props): ReactNode {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  const preRef = useRef<HTMLPreElement>(null);
  const codeRef = useRef<HTMLElement>(null);
  // The buttons need the browser (clipboard, layout): they appear once the page runs there.
  const isBrowser = useIsBrowser();
  const text = useCallback(() => codeRef.current?.textContent ?? '', []);
  const [wrapped, setWrapped] = useState(false);
  const [overflows, setOverflows] = useState(false);
  // The reader's values (empty until hydration is done), swapped into the marked spans only.
  const values = useSampleValues();
  const shown = useMemo(() => (html === undefined ? undefined : fillSampleValues(html, values)), [html, values]);
  // Measured again when the window changes size (a phone turned, a window narrowed), as Docusaurus's own
  // code block does.
  useEffect(() => {
    const pre = preRef.current;
    if (!pre) return undefined;
    const measure = () => setOverflows(pre.scrollWidth > pre.clientWidth);
    measure();
    window.addEventListener('resize', measure, {passive: true});
    return () => window.removeEventListener('resize', measure);
  }, [shown]);
  return (
    <div className={clsx('theme-code-block', styles.block, lang && `language-${lang}`, className)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        {/* Focusable so a reader can scroll a wide block with the keyboard (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus */}
        <pre ref={preRef} className={clsx(styles.pre, wrapped && styles.wrapped, 'thin-scrollbar')} tabIndex={0}>
          {shown !== undefined ? (
            <code ref={codeRef} className={styles.code} dangerouslySetInnerHTML={{__html: shown}} />
          ) : (
            <code ref={codeRef} className={styles.code}>
              {children}
            </code>
          )}
        </pre>
        {isBrowser && (
          <div className={styles.buttons}>
            {(overflows || wrapped) && <WrapButton wrapped={wrapped} onClick={() => setWrapped((w) => !w)} />}
            <CopyButton code={text} />
          </div>
        )}
      </div>
    </div>
  );
}
