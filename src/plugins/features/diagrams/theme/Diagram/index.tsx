/**
 * A component of this site, not a theme override: it has no counterpart in the classic
 * theme (Docusaurus 3.10.2 has only the browser-side Mermaid of @docusaurus/theme-mermaid, which the
 * site does not use). It is registered for MDX in src/theme/MDXComponents.tsx.
 *
 * A diagram drawn at build time (src/plugins/features/diagrams/remark.ts): the SVG is in the page's HTML and is
 * adopted as it is on hydration. A diagram wider than the column scales down to a readable size
 * (src/plugins/features/diagrams/render.ts: diagramMinWidth) and then scrolls sideways; it then becomes focusable,
 * so it can be scrolled with the keyboard.
 * Its Mermaid source is offered below it as text, for readers of assistive technology and for
 * anyone who wants to reuse it.
 */
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePageLang} from '@site/src/components/usePageLang';
import {chromeString} from '@site/src/plugins/features/page-lang/client/strings';
import styles from './styles.module.css';

export interface Props {
  /** SVG markup from the build. */
  readonly svg: string;
  /** What the diagram shows (also the svg's aria-label). */
  readonly label: string;
  /** The Mermaid source the diagram was drawn from. */
  readonly source?: string;
}

export default function Diagram({svg, label, source}: Props): ReactNode {
  const canvas = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const lang = usePageLang();
  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
  // The same object on every render, so the SVG is never written again after hydration.
  const html = useMemo(() => ({__html: svg}), [svg]);
  return (
    <figure className={clsx('pitel-diagram', styles.figure)}>
      <div
        ref={canvas}
        className={styles.canvas}
        dangerouslySetInnerHTML={html}
        {...(scrolls
          ? {tabIndex: 0, role: 'group', 'aria-label': `${label} ${chromeString('scrollsSideways', lang)}`}
          : {})}
      />
      {source ? (
        // The diagram's text is its source, which search leaves out like other code.
        <details className={styles.source} data-search-skip="">
          <summary>{chromeString('diagramAsText', lang)}</summary>
          <pre>
            <code>{source}</code>
          </pre>
        </details>
      ) : null}
    </figure>
  );
}
