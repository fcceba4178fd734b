import type {ReactNode} from 'react';
import type {Hit, Segment} from './useSearch';
import {usePageLang} from '@site/src/components/usePageLang';
import {hitLabel} from './labels';
import styles from './search.module.css';

export function Marked({segments}: {segments: Segment[]}): ReactNode {
  return segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text));
}

/** One result: section label, title (› heading), snippet; terms of the query are marked. */
export function HitContent({hit, snippet}: {hit: Hit; snippet?: Segment[]}): ReactNode {
  // On a Vietnamese page the section is named in Vietnamese, saying so when the page found is in English.
  const label = hitLabel(hit.label, hit.lang, usePageLang());
  return (
    <>
      <span className={styles.label}>{label}</span>
      <span className={styles.title}>
        <Marked segments={hit.title} />
        {hit.heading && (
          <>
            <span className={styles.separator} aria-hidden="true">
              {' › '}
            </span>
            <span className={styles.heading}>
              <Marked segments={hit.heading} />
            </span>
          </>
        )}
      </span>
      <span className={styles.snippet}>{snippet ? <Marked segments={snippet} /> : ' '}</span>
    </>
  );
}
