/**
 * The two index files of the Markdown twins (llmstxt.org): `/llms.txt`, the sections and their
 * pages with one line each, and `/llms-full.txt`, every page's twin in one file.
 */
import {LLMS_FULL_TXT, LLMS_TXT, twinPath} from '../../config/markdown-twins';
import type {Section} from '../../config/sections';

export interface TwinPage {
  /** The page's route (permalink), as the router knows it. */
  route: string;
  title: string;
  /** The front matter's description. */
  description: string;
  /** False for unlisted pages: they have a twin but are not in the index files. */
  listed: boolean;
}

export interface TwinSection {
  section: Section;
  pages: TwinPage[];
}

export interface TwinSite {
  title: string;
  tagline: string;
  /** The absolute URL of a path of the site. */
  url(pathname: string): string;
}

/** Text on one line, as a Markdown list item needs it. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
/** Link text with its brackets escaped. */
const linkText = (s: string) => oneLine(s).replace(/[[\]\\]/g, '\\$&');

function header(site: TwinSite): string[] {
  return [`# ${site.title}`, '', `> ${oneLine(site.tagline)}`, ''];
}

/** `/llms.txt`: the site, then one `##` part per section with its pages' twins, in sidebar order. */
export function llmsTxt(site: TwinSite, sections: readonly TwinSection[]): string {
  const lines = [
    ...header(site),
    'Every page of this site is also published as Markdown at its URL plus `.md` (a URL that ends in `/` adds `index.md`); ' +
      `the links below go to those files. All pages in one file: [llms-full.txt](${site.url(LLMS_FULL_TXT)}).`,
  ];
  for (const {section, pages} of sections) {
    const listed = pages.filter((p) => p.listed);
    if (!listed.length) continue;
    lines.push('', `## ${section.label}`, '');
    for (const page of listed) {
      const description = oneLine(page.description);
      lines.push(`- [${linkText(page.title)}](${site.url(twinPath(page.route))})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** `/llms-full.txt`: every listed page's twin, in the order of `/llms.txt`, each after a rule and its address. */
export function llmsFullTxt(site: TwinSite, sections: readonly TwinSection[], twins: ReadonlyMap<string, string>): string {
  const parts = [
    [
      ...header(site),
      `Every page of this site as Markdown, in the order of [llms.txt](${site.url(LLMS_TXT)}). ` +
        'Each page follows a horizontal rule and a line with its address and section.',
      '',
      'Links between pages point to their Markdown twins (`/a/b.md` for the page `/a/b`, `/a/index.md` for `/a/`): ' +
        'the twin of a page is its part below, so `/a/b.md#id` leads to the part whose address is `/a/b`, and `#id` to its own part. ' +
        'Within a part, a heading\'s id is its GitHub-style slug, or the one of the `<a id="…"></a>` written just above it; ' +
        'a table row\'s id is the `<a id="…"></a>` in its first cell. Ids are given per part, not across the file.',
    ].join('\n'),
  ];
  for (const {section, pages} of sections) {
    for (const page of pages.filter((p) => p.listed)) {
      const twin = twins.get(page.route);
      if (twin === undefined) throw new Error(`llms-full.txt: no Markdown twin for ${page.route}`);
      parts.push(`---\n\nSource: ${site.url(page.route)} (${section.label})\n\n${twin.trim()}`);
    }
  }
  return `${parts.join('\n\n')}\n`;
}
