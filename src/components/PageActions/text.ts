/**
 * The page actions' strings in English (a file of their own, so the tests' chrome sweep reads them). Their
 * Vietnamese, under the same keys, is `viComponents.pageActions` in src/config/vi-chrome.ts, bundled with
 * the other Vietnamese strings (src/plugins/features/page-lang/client/strings.ts), so English pages carry it
 * too. What "Copy page" says after copying loads with the copy code: ./copyText.ts.
 */
export const pageActionsEn = {
  group: 'Page actions',
  copy: 'Copy page',
  copyTitle: 'Copy this page as Markdown',
  failed: 'The page could not be copied',
  view: 'View as Markdown',
  more: 'More page actions',
  other: 'Read this page in Vietnamese',
  open: 'Open in',
  newTab: '(opens in a new tab)',
  /** Before an editor's name: the links that add the docs MCP server to it (./mcp-install.ts). */
  install: 'Add the docs MCP server to',
  /** What "Open in ChatGPT" and "Open in Claude" ask the assistant; `{url}` is the twin's absolute URL. */
  prompt: 'Read {url} and answer my questions about it.',
} as const;

/** The page actions' strings in one language. */
export type PageActionsText = Record<keyof typeof pageActionsEn, string>;

/** The prompt for the assistants, naming the page's Markdown twin. */
export function assistantPrompt(t: Pick<PageActionsText, 'prompt'>, twinUrl: string): string {
  return t.prompt.replace('{url}', twinUrl);
}
