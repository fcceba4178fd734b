/**
 * Printing a page as a reader does: Chromium's print to PDF (playwright-core `page.pdf()`, which
 * lays the page out for print media), then the PDF's text through poppler's `pdftotext`
 * (Debian's `poppler-utils`; `PDFTOTEXT_PATH` for another path), then checks of that text: the titles
 * that must be in it, and the site chrome that must not.
 *
 * The chrome of a page is read from the page itself before it is printed: the visible lines of its
 * navbar, footer, announcement bar, breadcrumbs and page tools, pagination, sidebar and table of
 * contents, and what it marks `print-hide`, except the lines that the article also says.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Page} from 'playwright-core';

export const PDFTOTEXT = process.env.PDFTOTEXT_PATH ?? 'pdftotext';

/** The page as printed on A4, the way the browser's print dialog lays it out (print media, no backgrounds). */
export function printToPdf(page: Page): Promise<Buffer> {
  return page.pdf({format: 'A4'});
}

/** The text of a PDF, one string per printed page (pdftotext ends each page with a form feed). */
export function pdfPages(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'pitel-print-'));
  try {
    const file = path.join(dir, 'page.pdf');
    writeFileSync(file, pdf);
    let text: string;
    try {
      text = execFileSync(PDFTOTEXT, ['-enc', 'UTF-8', file, '-'], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
    } catch (error) {
      throw new Error(
        `${PDFTOTEXT} could not read the PDF (install Debian's poppler-utils, or set PDFTOTEXT_PATH): ${(error as Error).message}`,
        {cause: error},
      );
    }
    return text.split('\f').slice(0, -1);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** Text as compared: Unicode NFC (a PDF may give Vietnamese letters decomposed), every run of white space one space. */
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The chrome lines of the loaded page that its article does not also say (see the header). */
export function chromeLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();
    const regions = [
      'nav.navbar',
      '.theme-layout-footer',
      '.theme-announcement-bar',
      ':has(> nav.theme-doc-breadcrumbs)',
      '.pagination-nav',
      '.theme-doc-toc-desktop',
      '.theme-doc-toc-mobile',
      '.theme-doc-sidebar-container',
      '.print-hide',
    ];
    // What the page says: its article (or main), without the chrome drawn inside it (breadcrumbs, mobile TOC).
    const article = (document.querySelector('main article') ?? document.querySelector('main'))?.cloneNode(true) as
      HTMLElement | undefined;
    article?.querySelectorAll(regions.join(',')).forEach((e) => e.remove());
    const own = norm(article?.textContent ?? '');
    const lines = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>(regions.join(','))) {
      for (const line of element.innerText.split('\n').map(norm)) {
        if (line.length >= 4 && /\p{L}{2}/u.test(line) && !own.includes(line)) lines.add(line);
      }
    }
    return [...lines];
  });
}

export interface PrintExpectations {
  /** Titles that must each start a printed page (a guide page's title, after its categories). */
  pageTitles?: readonly string[];
  /** Text that must be somewhere in the print. */
  present?: readonly string[];
  /** Text that must not be (chrome). */
  absent?: readonly string[];
}

/** What the printed pages get wrong against `expect`, one line each (none: the print is right). */
export function printProblems(pages: readonly string[], expect: PrintExpectations): string[] {
  const texts = pages.map(normalizeText);
  const all = texts.join(' ');
  const problems: string[] = [];
  for (const title of expect.pageTitles ?? []) {
    const t = normalizeText(title);
    if (!all.includes(t)) problems.push(`missing title: ${title}`);
    // The page's categories (a short line) may come first.
    else if (!texts.some((p) => p.slice(0, t.length + 80).includes(t)))
      problems.push(`title does not start a printed page: ${title}`);
  }
  for (const text of expect.present ?? []) if (!all.includes(normalizeText(text))) problems.push(`missing: ${text}`);
  for (const text of expect.absent ?? [])
    if (all.includes(normalizeText(text))) problems.push(`chrome printed: ${text}`);
  return problems;
}
