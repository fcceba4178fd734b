/**
 * The button beside "Copy page" that shows the other page actions ("View as Markdown", "Open in
 * ChatGPT", "Open in Claude", "Add the docs MCP server to Cursor" / "… to VS Code"): a disclosure, a button with `aria-expanded` that shows a list of
 * links (./MoreList.tsx), not an ARIA menu, since the items are links that navigate.
 *
 * Only the button is on a page's first visit: the list, with its keyboard handling, loads when the
 * button is pointed at, focused or pressed (the site's rule for browser code: loaded when used).
 * Enter or Space on the button shows or hides the list, focus staying on the button as a disclosure
 * does; the other keys are the list's (./MoreList.tsx).
 */
import React, {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import type {PageActionsText} from './text';

// In one file with the copy code (./index.tsx): whichever button is used first loads both.
const loadList = () => import(/* webpackChunkName: "page-actions" */ './MoreList');
const MoreList = lazy(loadList);
// Loads the list ahead of a press; a failure is the press's to show (lazy loads the list again then).
const preloadList = () => {
  loadList().catch(() => {});
};

interface Props {
  /** The twin's path, for "View as Markdown". */
  href: string;
  /** The prompt the assistants open with. */
  prompt: string;
  t: PageActionsText;
}

export default function MoreActions({href, prompt, t}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    // Infima's dropdown (as the navbar's menus): the list's look and place, shown with dropdown--show.
    <div className={clsx('dropdown dropdown--right', open && 'dropdown--show')}>
      <button
        type="button"
        className={clsx('clean-btn menu__caret', styles.action, styles.moreButton)}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={t.more}
        title={t.more}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        onClick={() => setOpen((o) => !o)}
      />
      {open && (
        <Suspense fallback={null}>
          <MoreList id={id} close={() => setOpen(false)} href={href} prompt={prompt} t={t} />
        </Suspense>
      )}
    </div>
  );
}
