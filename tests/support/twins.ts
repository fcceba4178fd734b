/**
 * Checks of the Markdown twins and of llms.txt (src/plugins/build/markdown-twins), used by the browser
 * tests against the built site and proven on broken fixtures by tests/unit/twins-check.test.ts.
 */
import {countTokens} from 'gpt-tokenizer/encoding/o200k_base';
import {readFileSync} from 'node:fs';
import matter from 'gray-matter';
import {DomUtils, parseDocument} from 'htmlparser2';
import {LLMS_PART_MAX_TOKENS, twinPath} from '../../src/config/markdown-twins';
import type {Section} from '../../src/config/sections';
import {mdxFilesUnder} from '../../src/config/content-files';
import {apiFrontMatter, type ApiFrontMatter} from '../../src/plugins/features/api-reference';
import {flattenSchema} from '../../src/plugins/features/api-reference/render';
import {findOperation, parseOperationRef, type OpenApiDoc, type ResolvedOperation} from '../../src/openapi';
import {docPath} from './contract';

/** A heading line as plain text: Markdown escapes and character references undone. */
function headingText(line: string): string {
  return line
    .replace(/^#\s+/, '')
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .trim();
}

/** Problems of a page's twin: missing, empty, or not opening with the page's title as a heading. */
export function twinProblems(route: string, title: string, twin: string | undefined): string[] {
  const where = `${route} (${twinPath(route)})`;
  if (twin === undefined) return [`${where}: no Markdown twin`];
  if (!twin.trim()) return [`${where}: the Markdown twin is empty`];
  const first = twin.split('\n', 1)[0];
  if (!/^# /.test(first)) return [`${where}: starts with "${first.slice(0, 60)}", not with a heading`];
  if (headingText(first) !== title)
    return [`${where}: opens with "${headingText(first)}", not with the page title "${title}"`];
  return [];
}

/** The endpoint pages of a docs folder: each page's route and the operations its `api` front matter names. */
export function endpointPages(docsDir: string): {route: string; api: ApiFrontMatter}[] {
  return mdxFilesUnder(docsDir).flatMap((file) => {
    const api = apiFrontMatter(matter(readFileSync(file, 'utf8')).data);
    return api ? [{route: docPath(docsDir, file), api}] : [];
  });
}

/**
 * What the twin of an operation's page must show, as Markdown: the method and path (for a webhook,
 * the method it is sent with), and every parameter and request-body field in the first cell of a
 * table row. A call's Authorization header is left out, as on the page (the token is explained once).
 */
export function operationMarks(op: ResolvedOperation): string[] {
  const marks = [op.ref.webhook ? `\`${op.httpMethod} <your callback URL>\`` : `\`${op.httpMethod} ${op.ref.path}\``];
  const params = op.ref.webhook
    ? op.parameters
    : op.parameters.filter((p) => !(p.in === 'header' && String(p.name).toLowerCase() === 'authorization'));
  const media = Object.values(op.operation.requestBody?.content ?? {})[0];
  const names = [...params.map((p) => String(p.name)), ...flattenSchema(media?.schema).map((row) => row.name)];
  return [...marks, ...names.map((name) => `| \`${name}\``)];
}

/** Problems of an endpoint page's twin: each operation's marks (operationMarks) that are not in it. */
export function endpointTwinProblems(route: string, twin: string, doc: OpenApiDoc, api: ApiFrontMatter): string[] {
  const problems: string[] = [];
  // Table cells are padded to align the columns: compare with single spaces.
  const text = twin.replace(/\| +/g, '| ');
  for (const name of api.operations) {
    const op = findOperation(doc, parseOperationRef(name));
    if (!op) {
      problems.push(`${route}: ${name} is not in the ${api.spec} document`);
      continue;
    }
    for (const mark of operationMarks(op))
      if (!text.includes(mark)) problems.push(`${route}: the twin lacks ${mark} (${name})`);
  }
  return problems;
}

/** The `## ` parts of llms.txt and the link targets under each. */
function llmsParts(llms: string): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of llms.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) parts.set(heading[1], (current = []));
    const link = /^- \[.+?\]\((\S+?)\)(?::\s+\S.*)?$/.exec(line);
    if (link && current) current.push(link[1]);
  }
  return parts;
}

/**
 * Problems of llms.txt: a section of the site without its `## label` part, or a page whose twin is
 * not linked (absolute, under the site URL) in its section's part with a description.
 */
export function llmsTxtProblems(
  llms: string,
  siteUrl: string,
  sections: readonly Section[],
  routes: {section: string; path: string}[],
): string[] {
  const problems: string[] = [];
  if (!/^# \S.*\n\n> \S/.test(llms)) problems.push('llms.txt: does not open with the site title and a summary');
  const parts = llmsParts(llms);
  for (const section of sections)
    if (!parts.has(section.label))
      problems.push(`llms.txt: no "## ${section.label}" part for the section ${section.id}`);
  const described = new Set(llms.split('\n').flatMap((l) => /^- \[.+?\]\((\S+?)\): \S/.exec(l)?.[1] ?? []));
  for (const route of routes) {
    const label = sections.find((s) => s.id === route.section)?.label;
    const url = new URL(encodeURI(twinPath(route.path)), siteUrl).href;
    if (!label || !parts.get(label)?.includes(url))
      problems.push(`llms.txt: ${url} is not linked under "## ${label ?? route.section}"`);
    else if (!described.has(url)) problems.push(`llms.txt: ${url} has no description`);
  }
  return problems;
}

/** What a built page shows that its twin must carry too. */
export interface PageFacts {
  /** The page title (the `<title>` without the site name). */
  title: string;
  /** The h2 headings of the article, as text. */
  headings: string[];
  /** Every code block of the article (hidden tab panels too): its language and its plain code. */
  codeBlocks: {language: string; code: string}[];
  /** The labels of each tab group, in order. */
  tabGroups: string[][];
  /** How many diagrams the article draws. */
  diagrams: number;
}

type Element = ReturnType<typeof DomUtils.findAll>[number];
const hasClass = (el: Element, name: string) =>
  (DomUtils.getAttributeValue(el, 'class') ?? '').split(/\s+/).includes(name);

export function pageFacts(html: string): PageFacts {
  const doc = parseDocument(html);
  const title = DomUtils.textContent(DomUtils.getElementsByTagName('title', doc, true, 1)).replace(/ \| [^|]*$/, '');
  const [article] = DomUtils.findAll((el) => hasClass(el, 'theme-doc-markdown'), doc.children);
  if (!article) throw new Error('no .theme-doc-markdown element');
  const within = (test: (el: Element) => boolean) => DomUtils.findAll(test, [article]);
  return {
    title,
    headings: within((el) => el.name === 'h2').map((h) =>
      DomUtils.textContent(h)
        .replace(/\u200b/g, '')
        .trim(),
    ),
    codeBlocks: within((el) => hasClass(el, 'theme-code-block')).map((block) => ({
      language: /(?:^|\s)language-(\S+)/.exec(DomUtils.getAttributeValue(block, 'class') ?? '')?.[1] ?? '',
      code: DomUtils.textContent(DomUtils.getElementsByTagName('code', block, true, 1)).replace(/\n$/, ''),
    })),
    tabGroups: within((el) => hasClass(el, 'tabs-container')).map((group) =>
      DomUtils.findAll((el) => el.attribs.role === 'tab', [group]).map((tab) => DomUtils.textContent(tab).trim()),
    ),
    diagrams: within((el) => hasClass(el, 'pitel-diagram')).length,
  };
}

/** The fenced code blocks of a twin (in a list item too, indented): language and code. */
export function twinCodeBlocks(twin: string): {language: string; code: string}[] {
  return [...twin.matchAll(/^( *)(`{3,}|~{3,})(\S*)\n([\s\S]*?)\n?^\1\2$/gm)].map((m) => ({
    language: m[3],
    code: m[4]
      .split('\n')
      .map((line) => (line.startsWith(m[1]) ? line.slice(m[1].length) : line))
      .join('\n'),
  }));
}

/**
 * Problems of a twin against its page: an h2 heading, a code block (with its language and plain
 * code), a tab label or a diagram of the page that the twin does not have, or an SVG or a
 * "Diagram as text" box that it should not have.
 */
export function twinContentProblems(route: string, facts: PageFacts, twin: string): string[] {
  const problems: string[] = [];
  const lines = new Set(twin.split('\n'));
  // A heading's text as the page shows it: the twin's Markdown without its escapes and code spans' backticks.
  const shown = (line: string) => line.replace(/\\(.)/g, '$1').replace(/`([^`]*)`/g, '$1');
  for (const h of facts.headings)
    if (![...lines].some((l) => l.startsWith('## ') && shown(l) === `## ${h}`))
      problems.push(`${route}: no "## ${h}" heading`);
  const blocks = twinCodeBlocks(twin);
  for (const block of facts.codeBlocks) {
    if (!blocks.some((b) => b.language === block.language && b.code === block.code)) {
      problems.push(
        `${route}: no \`\`\`${block.language} block with the code "${block.code.slice(0, 40).replace(/\n/g, '⏎')}…"`,
      );
    }
  }
  for (const labels of facts.tabGroups) {
    const at = labels.map((label) => twin.indexOf(`\n**${label}**\n`));
    if (at.some((i) => i < 0))
      problems.push(`${route}: tab labels ${labels.filter((_, i) => at[i] < 0).join(', ')} are not bold lines`);
    else if (at.some((i, k) => k > 0 && i <= at[k - 1]))
      problems.push(`${route}: tab labels ${labels.join(', ')} are out of order`);
  }
  const mermaid = blocks.filter((b) => b.language === 'mermaid').length;
  if (mermaid !== facts.diagrams) problems.push(`${route}: ${mermaid} mermaid blocks for ${facts.diagrams} diagrams`);
  if (/<svg\b/i.test(twin.replace(/^(`{3,})[\s\S]*?^\1$/gm, ''))) problems.push(`${route}: an SVG outside code blocks`);
  if (twin.includes('Diagram as text')) problems.push(`${route}: the "Diagram as text" box`);
  return problems;
}

/**
 * Problems of the per-part llms files (`/llms-full-<part>.txt`), and the tokens of each, counted
 * with gpt-tokenizer's o200k_base encoding: a file of `max` tokens or more, or one with no page.
 */
export function llmsPartProblems(
  files: ReadonlyMap<string, string>,
  max: number = LLMS_PART_MAX_TOKENS,
): {tokens: Record<string, number>; problems: string[]} {
  const tokens: Record<string, number> = {};
  const problems: string[] = [];
  for (const [name, text] of files) {
    tokens[name] = countTokens(text);
    if (tokens[name] >= max) problems.push(`${name}: ${tokens[name]} tokens, the limit is under ${max}`);
    if (!/^Source: https?:\/\/\S+ \(.+\)$/m.test(text)) problems.push(`${name}: holds no page`);
  }
  return {tokens, problems};
}
