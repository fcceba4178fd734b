/**
 * The navbar search box: a combobox whose popup lists the best hits as the reader types.
 * Ctrl/Cmd+K focuses it; arrows move through the hits, Enter opens the selected hit (or, with
 * none selected, the results page), Escape closes the list and then clears the box.
 * Only the box is loaded with the page. Its popup (../../client/SearchPopup), and through it the
 * search client, load when the box is first focused; until then the box renders the popup's markup
 * empty and hidden, so the page's HTML and the box's ARIA references are the same either way.
 */
import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePageLang} from '@site/src/components/usePageLang';
import {chromeString} from '@site/src/plugins/features/page-lang/client/strings';
import {searchPages} from '@site/src/config/pages';
import type {Lang} from '../../core/tokenize';
import shared from '../../client/search.module.css';
import styles from './styles.module.css';

type PopupModule = typeof import('../../client/SearchPopup');
type Popup = PopupModule['default'];

let popupModule: Promise<PopupModule> | undefined;
function loadPopup(): Promise<PopupModule> {
  popupModule ??= import(/* webpackChunkName: "search-box" */ '../../client/SearchPopup');
  popupModule.catch(() => (popupModule = undefined));
  return popupModule;
}

/**
 * The popup before it has loaded: the same markup as SearchPopup's while no search has started; or, if
 * its file could not load, the message SearchPopup gives when the search client cannot.
 */
function EmptyPopup({id, lang, failed}: {id: string; lang: Lang; failed: boolean}): ReactNode {
  return (
    <>
      <div className={styles.popup} hidden={!failed} data-status={failed ? 'error' : 'idle'} data-query="">
        {failed && <p className={styles.message}>{chromeString('searchError', lang)}</p>}
        <div
          role="listbox"
          id={`${id}-list`}
          aria-label={chromeString('searchResults', lang)}
          className={styles.list}
          hidden
        />
      </div>
      <div role="status" className={shared.visuallyHidden}>
        {failed ? chromeString('searchError', lang) : ''}
      </div>
    </>
  );
}

/** Ctrl/Cmd+K, anywhere on the page, focuses the box and selects its text. True on a Mac (the hint then shows ⌘). */
function useFocusShortcut(input: RefObject<HTMLInputElement | null>): boolean {
  const [isMac, setIsMac] = useState(false);
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
  }, [input]);
  return isMac;
}

/**
 * The popup's component, loaded when the box is first focused (`load`), and whether its file failed
 * to load: said in the popup while the reader is in the box, tried again on the next focus.
 */
function usePopup(): {Popup: Popup | undefined; failed: boolean; load: () => void} {
  const [Popup, setPopup] = useState<Popup>();
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    loadPopup().then(
      (module) => setPopup(() => module.default),
      () => setFailed(true),
    );
  };
  return {Popup, failed, load};
}

type SetActive = (update: number | ((current: number) => number)) => void;

/**
 * The hit selected with the arrow keys (-1: none, the box itself). It belongs to the list it was
 * chosen in: a new list starts with none selected. Derived during render, not reset in an effect, so
 * an arrow key pressed the moment a list appears is not undone by an effect that runs after it.
 */
function useSelection(hits: readonly unknown[]): [number, SetActive] {
  const [selection, setSelection] = useState<{hits: unknown; index: number}>({hits: undefined, index: -1});
  const active = selection.hits === hits ? selection.index : -1;
  const setActive: SetActive = (update) =>
    setSelection((s) => {
      const current = s.hits === hits ? s.index : -1;
      return {hits, index: typeof update === 'function' ? update(current) : update};
    });
  return [active, setActive];
}

export default function SearchBar(): ReactNode {
  const lang = usePageLang();
  const searchPage = useBaseUrl(searchPages[lang]);
  const history = useHistory();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const isMac = useFocusShortcut(input);
  const {Popup, failed, load} = usePopup();
  const [hits, setHits] = useState<readonly {url: string}[]>([]);
  const [active, setActive] = useSelection(hits);
  const searching = open && query.trim() !== '';
  const shown = searching && Popup !== undefined;
  const failedShown = searching && failed && Popup === undefined;
  // The popup is open: its list, or the message that search could not load.
  const expanded = shown || failedShown;
  const allResults = `${searchPage}?q=${encodeURIComponent(query.trim())}`;
  const optionId = (i: number) => `${id}-hit-${i}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId reads only `id`, which useId keeps for the component's life
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
      if (expanded) close();
      else setQuery('');
    }
  };

  return (
    <div
      className={styles.searchBox}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) close();
      }}>
      <input
        ref={input}
        // A text input, not type="search": HTML allows role="combobox" on a text input without a list, and
        // the W3C checker reported the search type with this role as an error on every page.
        type="text"
        enterKeyHint="search"
        className={`navbar__search-input ${styles.input}`}
        placeholder={chromeString('searchPlaceholder', lang)}
        aria-label={chromeString('searchLabel', lang)}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          setOpen(true);
          load();
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
      {Popup ? (
        <Popup
          id={id}
          query={query}
          shown={shown}
          lang={lang}
          active={active}
          setActive={setActive}
          onHits={setHits}
          allResults={allResults}
          close={close}
          blurBox={() => input.current?.blur()}
        />
      ) : (
        <EmptyPopup id={id} lang={lang} failed={failedShown} />
      )}
    </div>
  );
}
