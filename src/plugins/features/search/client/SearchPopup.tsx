/**
 * The search box's popup (the list of hits, its messages, the link to every result) and its live status
 * line: the part of the navbar search box (../theme/SearchBar) that only a reader who searches needs.
 * The box loads this module when it is first focused, so it is not in any page's first-visit bytes; until
 * then the box renders the same markup, empty and hidden (`EmptyPopup`, in the box's module).
 * The hits go back to the box (`onHits`), which owns the keyboard: the arrows, Enter and Escape.
 */
import {useEffect, useLayoutEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {chromeString} from '@site/src/plugins/features/page-lang/client/strings';
import type {Lang} from '../core/tokenize';
import {HitContent} from './HitContent';
import {allResultsText, correctionText, countText, statusMessage} from './status';
import {preloadSearch, useSearch, type Hit} from './useSearch';
import shared from './search.module.css';
import styles from '../theme/SearchBar/styles.module.css';

const LIMIT = 8;

export interface PopupProps {
  /** The box's id: the list is `${id}-list`, each hit `${id}-hit-${i}`. */
  id: string;
  query: string;
  /** Whether the reader is searching: the box has focus and a query. */
  shown: boolean;
  lang: Lang;
  /** The index of the selected hit in `hits`, or -1. */
  active: number;
  setActive: (update: number | ((current: number) => number)) => void;
  onHits: (hits: readonly Hit[]) => void;
  /** The results page for the query. */
  allResults: string;
  /** Closes the popup (and, for a hit followed, leaves the box). */
  close: () => void;
  blurBox: () => void;
}

export default function SearchPopup({
  id,
  query,
  shown,
  lang,
  active,
  setActive,
  onHits,
  allResults,
  close,
  blurBox,
}: PopupProps): ReactNode {
  const searchDir = useBaseUrl('/search/');
  const search = useSearch(searchDir, shown ? query : '', LIMIT, lang);
  const {status, hits, snippets, query: answered} = search;
  useEffect(() => {
    preloadSearch(searchDir).catch(() => {});
  }, [searchDir]);
  // Before paint, so the box's selection and keys never act on the list shown before this one. (This
  // component renders only in the browser: the box mounts it once focused.)
  useLayoutEffect(() => onHits(hits), [hits, onHits]);

  // The popup says why there is no list; with hits, the count is only announced (below). A query
  // searched otherwise than typed (a misspelt word corrected or left out) says so above the list.
  const message = hits.length ? '' : statusMessage(status, 0, answered, lang);
  const correction = status === 'ready' ? correctionText(search, lang) : '';
  // Announced: the count (and what was searched instead), or why the search could not run.
  const announced = !shown
    ? ''
    : status === 'ready'
      ? `${countText(hits.length, answered, lang)} ${correction}`.trim()
      : status === 'error' || status === 'unavailable'
        ? message
        : '';
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- its mousedown keeps focus in the search box, no action of its own */}
      <div
        className={styles.popup}
        hidden={!shown}
        data-status={status}
        data-query={answered}
        onMouseDown={(e) => e.preventDefault()}>
        {message && <p className={styles.message}>{message}</p>}
        {correction && hits.length > 0 && <p className={styles.message}>{correction}</p>}
        <div
          role="listbox"
          id={`${id}-list`}
          aria-label={chromeString('searchResults', lang)}
          className={styles.list}
          hidden={!hits.length}>
          {hits.map((hit, i) => (
            <Link
              key={`${hit.page}:${hit.part}`}
              id={`${id}-hit-${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              to={hit.url}
              className={styles.option}
              onMouseMove={() => active !== i && setActive(i)}
              onClick={() => {
                close();
                blurBox();
              }}>
              <HitContent hit={hit} snippet={snippets[i]} />
            </Link>
          ))}
        </div>
        {hits.length > 0 && (
          <Link to={allResults} className={styles.all} onClick={close}>
            {allResultsText(query.trim(), lang)}
          </Link>
        )}
      </div>
      <div role="status" className={shared.visuallyHidden}>
        {announced}
      </div>
    </>
  );
}
