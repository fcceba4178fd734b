/**
 * The sweep for English chrome on Vietnamese pages: the English strings the chrome can show,
 * and a check of a page's HTML (server HTML, or the DOM after hydration) for any of them, in the chrome
 * text and in the chrome's aria-label, placeholder, title and alt attributes.
 *
 * The English strings come from where the chrome takes them:
 * - the classic theme's English defaults (@docusaurus/theme-translations, `base`), for every id a docs
 *   page shows (the ids of src/plugins/features/page-lang/client/vi-theme.ts);
 * - the site config: navbar and footer labels (src/config/site.ts), the announcement bar and copyright;
 * - the project's own components: src/config/chrome-text.ts, the page actions', proposal notice's, page feedback's and print editions' strings, and the call-event
 *   inspector's form (src/plugins/features/call-inspector/theme/CallInspector/labels.ts).
 * A string that reads the same in both languages (product names: "SDK", "Flutter SDK") is left out.
 *
 * "Chrome" is the page minus its content: the Markdown body (`.theme-doc-markdown`) is skipped but for the
 * chrome drawn inside it (diagram toggles, admonition titles, buttons, the call-event inspector's form), and so is any element marked with
 * another language (`lang="en"`: the language menu's "English" item, the switch to the English edition).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseDocument} from 'htmlparser2';
import type {ChildNode, Element} from 'domhandler';
import {footerLinks, navbarItems} from '../../src/config/site';
import {chromeEn} from '../../src/config/chrome-text';
import {viChrome, viComponents, viLabels} from '../../src/config/vi-chrome';
import {viTheme} from '../../src/plugins/features/page-lang/client/vi-theme';
import {pageActionsEn} from '../../src/components/PageActions/text';
import {plannedEn} from '../../src/components/Planned/text';
import {feedbackEn} from '../../src/components/PageFeedback/text';
import {labels as callInspectorLabels} from '../../src/plugins/features/call-inspector/theme/CallInspector/labels';
import {text as printText} from '../../src/plugins/features/print-editions/client/text';
import {copyText} from '../../src/components/PageActions/copyText';

const require = createRequire(import.meta.url);
const root = path.resolve(__dirname, '../..');

function themeDefaults(): Record<string, string> {
  const dir = path.dirname(require.resolve('@docusaurus/theme-translations/package.json', {paths: [root]}));
  return JSON.parse(readFileSync(path.join(dir, 'locales', 'base', 'theme-common.json'), 'utf8')) as Record<
    string,
    string
  >;
}

/** The literal parts of a string with `{placeholders}` and HTML, long enough to be told apart. */
function literals(s: string): string[] {
  return s
    .replace(/<[^>]+>/g, '')
    .split(/\{\w+\}/)
    .map((part) => part.trim().replace(/^[:,.]\s*|\s*[:,.]$/g, ''))
    .filter((part) => part.length >= 4 && /[A-Za-z]{3}/.test(part));
}

/** Every navbar and footer label of the site config (navbar items, footer column titles and links). */
export function configLabels(): string[] {
  const labels: string[] = [];
  const walk = (items: readonly unknown[]) => {
    for (const item of items as {label?: string; items?: unknown[]}[]) {
      if (item.label) labels.push(item.label);
      if (item.items) walk(item.items);
    }
  };
  walk(navbarItems());
  for (const column of footerLinks() as {title?: string; items: {label?: string}[]}[]) {
    if (column.title) labels.push(column.title);
    walk(column.items);
  }
  return labels;
}

export interface EnglishString {
  text: string;
  source: string;
}

/** Every English chrome string, with where it comes from. */
export function englishChromeStrings(): EnglishString[] {
  const out = new Map<string, string>();
  const add = (s: string, source: string, vi?: string) => {
    for (const part of literals(s)) if (vi === undefined || !literals(vi).includes(part)) out.set(part, source);
  };
  const base = themeDefaults();
  for (const [id, vi] of Object.entries(viTheme)) if (base[id]) add(base[id], `theme ${id}`, vi);
  for (const label of configLabels()) add(label, 'site config', (viLabels as Record<string, string>)[label] ?? '');
  for (const [id, en] of Object.entries(chromeEn)) add(en, `chrome-text ${id}`, viChrome[id as keyof typeof chromeEn]);
  const tables = {
    PageActions: [pageActionsEn, viComponents.pageActions],
    Planned: [plannedEn, viComponents.planned],
    PageFeedback: [feedbackEn, viComponents.feedback],
  } as const;
  for (const [name, [en, vi]] of Object.entries(tables))
    for (const [key, s] of Object.entries(en) as [string, string][])
      add(s, `${name} ${key}`, (vi as Record<string, string>)[key]);
  for (const [key, en] of Object.entries(callInspectorLabels.en) as [string, string][])
    add(en, `CallInspector ${key}`, (callInspectorLabels.vi as Record<string, string>)[key]);
  for (const [key, en] of Object.entries(printText.en) as [string, string][])
    add(en, `print edition ${key}`, (printText.vi as Record<string, string>)[key]);
  for (const [key, en] of Object.entries(copyText.en) as [string, string][])
    add(en, `PageActions copy ${key}`, (copyText.vi as Record<string, string>)[key]);
  return [...out].map(([text, source]) => ({text, source}));
}

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];
/** Inside the Markdown body, the chrome drawn there. */
const CHROME_IN_CONTENT = (el: Element) =>
  el.name === 'summary' ||
  el.name === 'button' ||
  el.name === 'form' ||
  /admonitionHeading|pitel-diagram/.test(el.attribs.class ?? '');

/** The chrome's texts and attribute values of a page's HTML (its <body>). */
export function chromeTexts(html: string): string[] {
  const doc = parseDocument(html);
  const texts: string[] = [];
  const visit = (nodes: ChildNode[], inContent: boolean) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        if (!inContent) texts.push(node.data);
        continue;
      }
      if (!('name' in node) || !('attribs' in node)) continue;
      const el = node;
      if (['script', 'style', 'svg', 'head', 'pre', 'noscript', 'template'].includes(el.name)) continue;
      if (el.attribs.lang && el.attribs.lang !== 'vi') continue;
      const content = inContent || /\btheme-doc-markdown\b/.test(el.attribs.class ?? '');
      const chrome = !content || CHROME_IN_CONTENT(el);
      if (chrome) for (const a of ATTRIBUTES) if (el.attribs[a]) texts.push(el.attribs[a]);
      visit(el.children, content && !CHROME_IN_CONTENT(el));
    }
  };
  visit(doc.children, false);
  return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The English chrome strings found in a page's HTML: `"<string>" (<source>) in "<text>"`. */
export function englishChromeIn(html: string, strings = englishChromeStrings()): string[] {
  const found: string[] = [];
  const texts = chromeTexts(html);
  for (const {text, source} of strings) {
    const pattern = new RegExp(`(^|[^A-Za-z])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`);
    const hit = texts.find((t) => pattern.test(t));
    if (hit) found.push(`"${text}" (${source}) in "${hit.slice(0, 80)}"`);
  }
  return found;
}
