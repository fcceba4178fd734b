/**
 * The index files of the Markdown twins (llmstxt.org): `/llms.txt`, the sections and their pages with
 * one line each (after a few rules for assistants and the list of per-part files), `/llms-full.txt`,
 * every page's twin in one file, and `/llms-full-<slug>.txt`, the twins of one part of the site
 * (src/config/markdown-twins.ts: llmsParts), each small enough for an assistant's context.
 */
import {LLMS_FULL_TXT, LLMS_TXT, llmsPartPath, twinPath, type LlmsPart} from '../../../config/markdown-twins';
import type {Section} from '../../../config/sections';

export interface TwinPage {
  /** The page's route (permalink), as the router knows it. */
  route: string;
  title: string;
  /** The front matter's description. */
  description: string;
  /** False for unlisted pages: they have a twin but are not in the index files. */
  listed: boolean;
  /** The page's doc id and those of the sidebar categories it is in (their own pages'), outermost first. */
  groups?: readonly string[];
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

/**
 * The rules answers about these docs most often get wrong, each with the page that states it, for the
 * "For assistants" part of `/llms.txt`. Every rule repeats the site's own pages (the linked ones, and
 * the shared statements of src/data/shared-facts.ts), in short.
 */
export function assistantNotes(site: TwinSite): string[] {
  const at = (route: string, id: string) => `${site.url(twinPath(route))}#${id}`;
  return [
    'Rules that answers about these docs most often get wrong:',
    '',
    '- **Two API editions.** v1 (`/v1/...`, the PBX API) and v3 (`/v3/...`, the call-center and auto-call API) are separate. ' +
      'Get the token from the edition whose reference documents the call, not from the path prefix: `POST /v1/auth/token` for the PBX API, ' +
      '`POST /v3/auth/token` for the call-center and auto-call API, whose reference also publishes `/v2/...` report and statistics paths and `POST /v1/campaign/{campaign_uuid}/run/start`. ' +
      "Whether one edition's token works on the other is not documented, so keep one token per edition. " +
      'Which token those `/v2/...` paths, the run call and the psr module expect is not documented either; ' +
      `these pages send the v3 token. [Which token for which API](${at('/authentication', 'token-per-version')})`,
    '- **Time zone.** The v3 entity timestamps (`created_at`, `updated_at`) carry the offset `+07:00` (UTC+7). ' +
      'CDR times (`YYYY-MM-DD HH:MM:SS`) carry no offset, and their zone is not documented: these pages read them as UTC+7, ' +
      `an assumption to say when an answer relies on it. [Dates and time zones](${at('/', 'dates-and-time-zones')})`,
    '- **Phone numbers.** The API takes national-format strings such as `0900000001`. ' +
      'The v3 lead calls check `phone_number` against `^(84|0[3|5|7|8|9])+([0-9]{8})$`; read literally, it accepts ten digits starting with 03, 05, 07, 08 or 09 ' +
      'and refuses landlines, spaces, dashes, a leading `+` and `84900000001`, so send `+84 90 000 0001` as `0900000001`. ' +
      `The portals' file uploads document another rule, 8 to 11 digits. [Phone numbers](${at('/api/v3/lead/create', 'phone-number')})`,
    '- **Proposed versus documented.** A plain statement repeats what Pitel publishes; what the material leaves open is asked in each page\'s closing "Questions for Pitel support" list, and a sentence that gives "our reading" is this site\'s inference, to be tested. ' +
      'Material marked **Our proposal, not confirmed by Pitel** or **Proposal** (in Vietnamese **Đề xuất của chúng tôi, Pitel chưa xác nhận**, **Đề xuất**), a description that starts with "Proposed design:" ("Thiết kế đề xuất:"), ' +
      "and operations with `x-proposed: true` in the OpenAPI documents are this site's proposal, not published by Pitel and not on Pitel's roadmap: present them as a proposal, " +
      `to be confirmed with Pitel support. [How these pages mark what they know](${at('/support', 'planned')})`,
  ];
}

/** A changelog for `/llms.txt`: its list page, and its feeds, which hold every entry in full. */
export interface LlmsChangelog {
  title: string;
  description: string;
  /** The list page's path. */
  route: string;
  /** Each feed's label and path. */
  feeds: readonly {label: string; path: string}[];
}

/** The `## Changelog` part of `/llms.txt`: what changed in these docs, as web pages and feeds (they have no Markdown twins). */
function changelogPart(site: TwinSite, changelogs: readonly LlmsChangelog[]): string[] {
  if (!changelogs.length) return [];
  return [
    '',
    '## Changelog',
    '',
    'What changed in these docs, newest first. These are web pages, not Markdown twins; their feeds hold every entry in full.',
    '',
    ...changelogs.map(
      (log) =>
        `- [${linkText(log.title)}](${site.url(log.route)}): ${oneLine(log.description)} Feeds: ${log.feeds.map((f) => `[${linkText(f.label)}](${site.url(f.path)})`).join(', ')}.`,
    ),
  ];
}

/**
 * `/llms.txt`: the site; the rules for assistants and the per-part files when given; then one `##`
 * part per section with its pages' twins, in sidebar order; then the changelogs, when given.
 */
export function llmsTxt(
  site: TwinSite,
  sections: readonly TwinSection[],
  extra: {parts?: readonly LlmsPart[]; notes?: string[]; changelogs?: readonly LlmsChangelog[]} = {},
): string {
  const lines = [
    ...header(site),
    'Every page of this site is also published as Markdown at its URL plus `.md` (a URL that ends in `/` adds `index.md`); ' +
      `the links below go to those files. All pages in one file: [llms-full.txt](${site.url(LLMS_FULL_TXT)}).`,
  ];
  if (extra.notes?.length) lines.push('', '## For assistants', '', ...extra.notes);
  if (extra.parts?.length) {
    lines.push(
      '',
      '## One file per part',
      '',
      'The pages of one part of the site in one file, each small enough for an assistant to read whole:',
      '',
    );
    for (const part of extra.parts) lines.push(`- [${linkText(part.title)}](${site.url(llmsPartPath(part))})`);
  }
  for (const {section, pages} of sections) {
    const listed = pages.filter((p) => p.listed);
    if (!listed.length) continue;
    lines.push('', `## ${section.label}`, '');
    for (const page of listed) {
      const description = oneLine(page.description);
      lines.push(
        `- [${linkText(page.title)}](${site.url(twinPath(page.route))})${description ? `: ${description}` : ''}`,
      );
    }
  }
  lines.push(...changelogPart(site, extra.changelogs ?? []));
  return `${lines.join('\n')}\n`;
}

/** What a file of twins says of its links and ids. */
const TWIN_LINKS =
  'Links between pages point to their Markdown twins (`/a/b.md` for the page `/a/b`, `/a/index.md` for `/a/`): ' +
  'the twin of a page is its part below, so `/a/b.md#id` leads to the part whose address is `/a/b`, and `#id` to its own part. ' +
  'Within a part, a heading\'s id is its GitHub-style slug, or the one of the `<a id="…"></a>` written just above it; ' +
  'a table row\'s id is the `<a id="…"></a>` in its first cell. Ids are given per part, not across the file.';

/** The twins of the listed pages (./index.ts makes one for every page), each after a rule and its address. */
function twinParts(site: TwinSite, sections: readonly TwinSection[], twins: ReadonlyMap<string, string>): string[] {
  return sections.flatMap(({section, pages}) =>
    pages
      .filter((p) => p.listed)
      .map((page) => `---\n\nSource: ${site.url(page.route)} (${section.label})\n\n${twins.get(page.route)!.trim()}`),
  );
}

/**
 * The pages of a part (src/config/markdown-twins.ts: LlmsPart): those of its section whose innermost
 * claimed item (the page itself, or a category it is in) is one of the part's groups, and those that
 * no part of the section claims.
 */
export function partSections(
  part: LlmsPart,
  all: readonly LlmsPart[],
  sections: readonly TwinSection[],
): TwinSection[] {
  const own = sections.filter((s) => s.section.id === part.section);
  if (!part.groups) return own;
  const claimed = new Set(all.filter((p) => p.section === part.section).flatMap((p) => p.groups ?? []));
  const mine = new Set(part.groups);
  return own.map(({section, pages}) => ({
    section,
    pages: pages.filter((page) => {
      const innermost = [...(page.groups ?? [])].reverse().find((g) => claimed.has(g));
      return innermost === undefined || mine.has(innermost);
    }),
  }));
}

/** `/llms-full-<slug>.txt`: the twins of a part's pages, in the order of `/llms.txt`. */
export function llmsPartTxt(
  site: TwinSite,
  part: LlmsPart,
  sections: readonly TwinSection[],
  twins: ReadonlyMap<string, string>,
): string {
  const file = llmsPartPath(part).slice(1);
  const intro = [
    `# ${site.title}: ${part.title}`,
    '',
    `> ${oneLine(site.tagline)}`,
    '',
    `The pages of one part of this site as Markdown, in the order of [llms.txt](${site.url(LLMS_TXT)}), which also lists the other parts; ` +
      `all pages are in [llms-full.txt](${site.url(LLMS_FULL_TXT)}). Each page follows a horizontal rule and a line with its address and section.`,
    '',
    TWIN_LINKS,
  ].join('\n');
  const pages = twinParts(site, sections, twins);
  if (!pages.length) throw new Error(`${file}: the part "${part.title}" has no page`);
  return `${[intro, ...pages].join('\n\n')}\n`;
}

/** `/llms-full.txt`: every listed page's twin, in the order of `/llms.txt`, each after a rule and its address. */
export function llmsFullTxt(
  site: TwinSite,
  sections: readonly TwinSection[],
  twins: ReadonlyMap<string, string>,
): string {
  const intro = [
    ...header(site),
    `Every page of this site as Markdown, in the order of [llms.txt](${site.url(LLMS_TXT)}). ` +
      'Each page follows a horizontal rule and a line with its address and section.',
    '',
    TWIN_LINKS,
  ].join('\n');
  return `${[intro, ...twinParts(site, sections, twins)].join('\n\n')}\n`;
}
