/**
 * Copies a page's Markdown twin to the clipboard, and says how it went in the page's language.
 * Loaded when the "Copy page" button is first pointed at, focused or pressed (src/components/PageActions).
 */
import {copyText} from './copyText';

async function fetchMarkdown(href: string): Promise<Blob> {
  const response = await fetch(href, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`the Markdown version answered ${response.status}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

/**
 * Writes the twin at `href` to the clipboard. Where the browser takes a pending item (Chromium,
 * Safari), the clipboard write starts within the click and waits for the download; elsewhere the
 * text is written once it has arrived.
 */
async function copyMarkdown(href: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('this browser gives the page no clipboard');
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': fetchMarkdown(href)})]);
    return;
  }
  const blob = await fetchMarkdown(href);
  await navigator.clipboard.writeText(await blob.text());
}

/**
 * Copies the twin at `href` and gives the status message in `lang`; a failure throws, with why in
 * `lang` (the browser's own message is in its language, English whatever the page's).
 */
export async function copyPage(href: string, lang: keyof typeof copyText): Promise<string> {
  const t = copyText[lang];
  try {
    await copyMarkdown(href);
    return t.copied;
  } catch (error) {
    throw new Error(t.failedWhy || (error instanceof Error ? error.message : String(error)), {cause: error});
  }
}
