/**
 * The list of the other page actions, shown by the button beside "Copy page" (./MoreActions.tsx),
 * loaded when that button is first pointed at, focused or pressed: "View as Markdown" (a link to the
 * page's Markdown twin), "Open in ChatGPT" and "Open in Claude" (links that open the assistant in a
 * new tab with a prompt naming the twin's absolute URL; screen readers hear that they open a new tab),
 * "Add the docs MCP server to Cursor" and "… to VS Code" (the editors' install links, ./mcp-install.ts),
 * which a page written for administrators leaves out (src/components/useAudience.ts).
 *
 * Keys: Arrow Down and Arrow Up on the button move to the first and the last item; in the list, the
 * arrows move between the items (wrapping), Home and End to the ends; Escape, from an item or the
 * button, hides the list and returns focus to the button. Tab moves on as usual. The list hides when
 * focus or a click leaves the button and the list, and once an item is chosen.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {assistants} from '@site/src/config/markdown-twins';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useIsAdminPage} from '@site/src/components/useAudience';
import {mcpEditors, mcpServer} from './mcp-install';
import type {PageActionsText} from './text';
import styles from './styles.module.css';

interface Props {
  id: string;
  /** Hides the list. */
  close: () => void;
  href: string;
  prompt: string;
  t: PageActionsText;
}

export default function MoreList({id, close, href, prompt, t}: Props): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  const server = mcpServer(useDocusaurusContext().siteConfig.url);
  const editors = useIsAdminPage() ? [] : mcpEditors;

  useEffect(() => {
    const items = () => [...(list.current?.querySelectorAll('a') ?? [])];
    const focusItem = (at: number) => {
      const all = items();
      all[(at + all.length) % all.length]?.focus();
    };
    // The button and the list (./MoreActions.tsx).
    const box = list.current!.parentElement!;
    const button = box.querySelector('button')!;
    const onKey = (event: KeyboardEvent) => {
      // From the button (no item focused: -1), Arrow Down goes to the first item, Arrow Up to the last.
      const at = items().indexOf(document.activeElement as HTMLAnchorElement);
      const to =
        event.key === 'Escape'
          ? null
          : ({ArrowDown: at + 1, ArrowUp: at < 0 ? -1 : at - 1, Home: 0, End: -1} as Record<string, number>)[event.key];
      if (to === undefined) return;
      event.preventDefault();
      if (to === null) {
        button.focus();
        close();
      } else focusItem(to);
    };
    // Focus leaving the button and the list (Tab past the last item), or a click elsewhere.
    const onFocusOut = (event: FocusEvent) => {
      if (!box.contains(event.relatedTarget as Node | null)) close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!box.contains(event.target as Node)) close();
    };
    box.addEventListener('keydown', onKey);
    box.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      box.removeEventListener('keydown', onKey);
      box.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
    // Set again when the button renders again (a new `close`): harmless.
  }, [close]);

  return (
    <ul ref={list} id={id} className="dropdown__menu">
      <li>
        <a className="dropdown__link" href={href} type="text/markdown" onClick={close}>
          {t.view}
        </a>
      </li>
      {assistants.map((a) => (
        <li key={a.name}>
          <a className="dropdown__link" href={a.href(prompt)} target="_blank" rel="noopener noreferrer" onClick={close}>
            {t.open} {a.name}
            <span className={styles.srOnly}> {t.newTab}</span>
          </a>
        </li>
      ))}
      {editors.map((e) => (
        <li key={e.name}>
          <a className="dropdown__link" href={e.href(server)} onClick={close}>
            {t.install} {e.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
