/**
 * Copies a page's Markdown twin to the clipboard. Loaded when the "Copy page" button is first
 * pointed at, focused or pressed (src/components/PageActions).
 */

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
export async function copyMarkdown(href: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('this browser gives the page no clipboard');
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': fetchMarkdown(href)})]);
    return;
  }
  const blob = await fetchMarkdown(href);
  await navigator.clipboard.writeText(await blob.text());
}
