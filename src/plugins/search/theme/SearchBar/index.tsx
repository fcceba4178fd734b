/**
 * The navbar search box: a combobox whose popup lists the best hits as the reader types.
 * Ctrl/Cmd+K focuses it; arrows move through the hits, Enter opens the selected hit (or, with
 * none selected, the results page), Escape closes the list and then clears the box.
 * The search client is loaded on focus, not with the page.
 */
import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {HitContent} from '../../client/HitContent';
import {usePageLang} from '@site/src/components/usePageLang';
import {chromeText} from '@site/src/config/vi-chrome';
import {allResultsText, correctionText, countText, statusMessage} from '../../client/status';
import {preloadSearch, useSearch} from '../../client/useSearch';
import shared from '../../client/search.module.css';
import styles from './styles.module.css';

const LIMIT = 8;

export default function SearchBar(): ReactNode {
  const searchDir = useBaseUrl('/search/');
  const searchPage = useBaseUrl('/search');
  const history = useHistory();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [isMac, setIsMac] = useState(false);
  const shown = open && query.trim() !== '';
  const lang = usePageLang();
  const search = useSearch(searchDir, shown ? query : '', LIMIT, lang);
  const {status, hits, snippets, query: answered} = search;
  // The selected hit belongs to the list it was chosen in: a new list starts with none selected.
  // Derived during render, not reset in an effect, so an arrow key pressed the moment a list
  // appears is not undone by an effect that runs after it.
  const [selection, setSelection] = useState<{hits: unknown; index: number}>({hits: undefined, index: -1});
  const active = selection.hits === hits ? selection.index : -1;
  const setActive = (update: number | ((current: number) => number)) =>
    setSelection((s) => {
      const current = s.hits === hits ? s.index : -1;
      return {hits, index: typeof update === 'function' ? update(current) : update};
    });
  const allResults = `${searchPage}?q=${encodeURIComponent(query.trim())}`;
  const optionId = (i: number) => `${id}-hit-${i}`;

  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
  }, [active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (to: string) => {
    close();
    input.current?.blur();
    history.push(to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!hits.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the box itself: moving past the last hit comes back to it.
      setActive((a) => ((a + 1 + step + hits.length + 1) % (hits.length + 1)) - 1);
    } else if (e.key === 'Enter') {
      if (!query.trim()) return;
      e.preventDefault();
      go(active >= 0 && hits[active] ? hits[active].url : allResults);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (shown) close();
      else setQuery('');
    }
  };

  // The popup says why there is no list; with hits, the count is only announced (below). A query
  // searched otherwise than typed (a misspelt word corrected or left out) says so above the list.
  const message = hits.length ? '' : statusMessage(status, 0, answered, lang);
  const correction = status === 'ready' ? correctionText(search, lang) : '';

  return (
    <div
      className={styles.searchBox}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}>
      <input
        ref={input}
        // A text input, not type="search": HTML allows role="combobox" on a text input without a list, and
        // the W3C checker reported the search type with this role as an error on every page.
        type="text"
        enterKeyHint="search"
        className={`navbar__search-input ${styles.input}`}
        placeholder={chromeText.searchPlaceholder[lang]}
        aria-label={chromeText.searchLabel[lang]}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          setOpen(true);
          preloadSearch(searchDir).catch(() => {});
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {!query && (
        <span className={styles.hint} aria-hidden="true">
          <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      )}
      <div
        className={styles.popup}
        hidden={!shown}
        data-status={status}
        data-query={answered}
        onMouseDown={(e) => e.preventDefault()}>
        {message && <p className={styles.message}>{message}</p>}
        {correction && hits.length > 0 && <p className={styles.message}>{correction}</p>}
        <div role="listbox" id={`${id}-list`} aria-label={chromeText.searchResults[lang]} className={styles.list} hidden={!hits.length}>
          {hits.map((hit, i) => (
            <Link
              key={`${hit.page}:${hit.part}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              to={hit.url}
              className={styles.option}
              onMouseMove={() => active !== i && setActive(i)}
              onClick={() => {
                close();
                input.current?.blur();
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
        {shown && status === 'ready' ? `${countText(hits.length, answered, lang)} ${correction}`.trim() : ''}
      </div>
    </div>
  );
}
