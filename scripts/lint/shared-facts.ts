/**
 * Lint rules that keep the shared facts in one place (src/data/shared-facts.ts and the canonical
 * pages of src/config/pages.ts) and planned material marked one way:
 *
 * - `pitel-docs:shared-facts`: fails on the forbidden variants listed below, in English and in
 *   Vietnamese: wording that presents invented figures as settled, token lifetimes and "same token"
 *   claims outside /authentication, the per-tenant API key, `cancel` defined outside /call-statuses,
 *   and a mention of Pitel support without a link to /support. A guide's record of where Pitel's documents
 *   differ (`sourceDisputesId`) quotes both wordings and is not checked.
 * - `pitel-docs:planned`: `<Planned />` sits right after an h2 heading (or opens the page), at most
 *   once per h2 section.
 *
 * Only prose is checked: code blocks never, inline code only where a variant says so. Vietnamese
 * words end in letters that `\b` does not treat as word characters, so their patterns omit it.
 */
import type {Nodes, Root, RootContent} from 'mdast';
import {lintRule} from 'unified-lint-rule';
import {visit} from 'unist-util-visit';
import {canonicalPages, viCallStatusesPage, viSupportPage} from '../../src/config/pages';
import {isClosingHeading} from './doubts';
import {isJsx} from './rules';

/** The page that may state a fact in full: its file, from its route in src/config/pages.ts. */
const pageFile = (route: string) => `docs${route}.mdx`;

export interface ForbiddenVariant {
  /** Short name, printed in the message. */
  id: string;
  /** What must not be written. Matched on the prose of one sentence, inline code left out unless `inCode`. */
  pattern: RegExp;
  /** When set, the sentence is only a problem if it also matches this (inline code included). */
  near?: RegExp;
  /** Match `pattern` on inline code too. */
  inCode?: boolean;
  /** Check the whole block (paragraph, table row, admonition) instead of each sentence. */
  wholeBlock?: boolean;
  /** The block is fine when it links to a URL starting with one of these. */
  unlessLinkTo?: readonly string[];
  /** The file (relative to the site root) where the variant is the canonical statement. */
  canonicalFile?: string | readonly string[];
  /** What to write instead, starting with "expected". */
  fix: string;
}

/** The forbidden variants, English and Vietnamese. Add a variant here, with a line in the broken fixture. */
export const forbiddenVariants: readonly ForbiddenVariant[] = [
  {
    id: 'settled-wording-for-planned-material',
    pattern:
      /\b(?:the\s+)?usual(?:ly)?\s+(?:set-?up|design|behaviou?r|approach|configuration|limits?|values?)\b|\bnormally\s+set\s+up\b|\b(?:the\s+)?current\s+design\s+of\s+the\s+(?:app|application|connector|portal)\b|\btypical(?:ly)?\s+(?:set-?up|limits?|values?|configuration)\b|\bstandard\s+set-?up\b|thiết kế hiện tại của ứng dụng|cách hoạt động hiện tại của ứng dụng|(?:cấu hình|thiết lập|giới hạn) thông thường/i,
    fix: 'expected "not documented; we suggest …" and `<Planned />` at the start of the h2 section',
  },
  {
    id: 'token-lifetime',
    pattern:
      /\b24\s*-?\s*(?:hours?|hrs?|h)\b|\bone\s+day\b|\bshort[- ]lived\b|\blong[- ]lived\b|\b24\s*giờ|một ngày|ngắn hạn/i,
    near: /token|\bexpir|\blifetime|\bvalid|\bJWT\b|hết hạn|hiệu lực|thời hạn/i,
    canonicalFile: pageFile(canonicalPages.authentication),
    fix: 'expected `<TokenLifetime />` or a link to [token lifetime and renewal](/authentication#token-lifetime)',
  },
  {
    id: 'api-key-per-tenant',
    pattern:
      /\btenant(?:['’]s)?\s+(?:API\s+)?key\b|\b(?:API\s+)?key\s+(?:of|for)\s+(?:the|your|a|each)\s+tenant\b|\b(?:one|an?|single)\s+API\s+key\s+(?:per|for\s+each|for\s+every)\s+(?:tenant|account)\b|\bper[- ]tenant\s+(?:API\s+)?key|\bAPI\s+key\s+per\s+tenant\b|\btenant\s+has\s+(?:one|an?|its\s+own)\s+(?:API\s+)?key\b|(?:API key|khóa API|key)\s+(?:của|cho)\s+(?:cả\s+)?tenant|mỗi tenant (?:có )?một (?:API )?key/i,
    canonicalFile: pageFile(canonicalPages.authentication),
    fix: 'expected `<ApiKeyModel />` or a link to [API keys](/authentication#api-key): a key belongs to a portal user',
  },
  {
    id: 'one-token-for-every-version',
    pattern:
      /\bsame\s+(?:kind\s+of\s+)?(?:bearer\s+|access\s+)?(?:token|credentials)\b|\bone\s+token\s+(?:for|across|in)\s+(?:both|all|every)\b|\b(?:a|one)\s+single\s+token\b|\b(?:any|either)\s+token\s+works\b|cùng (?:một )?(?:loại )?token|dùng chung (?:một )?token/i,
    near: /\bv[123]\b|\/v[123]\b|\bversions?\b|\bAPIs?\b|\bpsr\b|phiên bản/i,
    wholeBlock: true,
    canonicalFile: pageFile(canonicalPages.authentication),
    fix: 'expected `<TokenPerVersion />` or a link to [which token for which API](/authentication#token-per-version): each version has its own token endpoint',
  },
  {
    id: 'cancel-defined-outside-call-statuses',
    pattern: /\bcancel(?:led|ed)?\b|\bC1\b|hu[ỷủ] bỏ/i,
    near: /\b(?:hung|hangs|hang)\s+up\b|\bring(?:ing)?\s+timeout\b|\brang\b|\bwhile\s+(?:still\s+)?ringing\b|\bbefore\s+(?:the\s+)?(?:answer|connect)|ngắt máy|gác máy|hết thời gian chờ|đang đổ chuông/i,
    inCode: true,
    wholeBlock: true,
    canonicalFile: [pageFile(canonicalPages.callStatuses), pageFile(viCallStatusesPage)],
    fix: 'expected a link to [Call statuses](/call-statuses#cancel) instead of a definition',
  },
  {
    id: 'support-without-a-link',
    pattern:
      /\b(?:Pitel|Tel4vn|the\s+provider['’]s|provider)\s+support\b|\b(?:ask|contact)\s+Pitel\b|bộ phận hỗ trợ|hỗ trợ (?:của )?Pitel|(?:liên hệ|hỏi)\s+(?:với\s+)?Pitel/i,
    wholeBlock: true,
    unlessLinkTo: [canonicalPages.support, viSupportPage, 'mailto:'],
    canonicalFile: [pageFile(canonicalPages.support), pageFile(viSupportPage)],
    fix: 'expected a link to [Pitel support](/support) (on a Vietnamese page, [bộ phận hỗ trợ Pitel](/ho-tro)) in the same paragraph, table row or admonition',
  },
];

/** Text of a block with inline code wrapped in \u0001 markers, and the URLs of its links. */
function blockText(node: Nodes): {text: string; links: string[]} {
  const links: string[] = [];
  const walk = (n: Nodes): string => {
    if (n.type === 'text') return n.value;
    if (n.type === 'inlineCode') return `\u0001${n.value}\u0001`;
    if (n.type === 'code' || n.type === 'mdxjsEsm' || n.type === 'yaml') return ' ';
    if (n.type === 'link') links.push(n.url);
    if (n.type === 'break') return ' ';
    if (!('children' in n)) return '';
    const sep = n.type === 'tableRow' || n.type === 'containerDirective' || n.type === 'list' ? ' | ' : '';
    return (n.children as Nodes[]).map(walk).join(sep);
  };
  return {text: walk(node), links};
}

// The mark around inline code in the flattened text (U+0001), built as a string: a control character is
// what keeps it apart from any text a page can hold.
const CODE_MARK = '\u0001';
const withoutCode = (s: string) => s.replace(new RegExp(`${CODE_MARK}[^${CODE_MARK}]*${CODE_MARK}`, 'g'), ' ');
const withCode = (s: string) => s.replaceAll(CODE_MARK, '');
const sentences = (s: string) => s.split(/(?<=[.!?])\s+|\s\|\s/);

/** The blocks the variants are checked in: paragraphs, headings, table rows; admonitions as a whole. */
function blocks(tree: Root, skip: Set<RootContent> = new Set()): {node: Nodes; inPlanned: boolean}[] {
  const out: {node: Nodes; inPlanned: boolean}[] = [];
  const walk = (node: Nodes, inPlanned: boolean) => {
    if (
      node.type === 'containerDirective' ||
      node.type === 'paragraph' ||
      node.type === 'heading' ||
      node.type === 'tableRow'
    ) {
      out.push({node, inPlanned});
      return;
    }
    if ('children' in node) {
      const planned = inPlanned || isJsx(node, 'Planned');
      for (const child of node.children as Nodes[]) walk(child, planned);
    }
  };
  for (const child of tree.children) if (!skip.has(child)) walk(child, false);
  return out;
}

/** Whether the variant is broken by the block, and where. */
function offends(variant: ForbiddenVariant, text: string, links: string[], inPlanned: boolean): boolean {
  if (
    variant.unlessLinkTo &&
    (inPlanned || links.some((url) => variant.unlessLinkTo!.some((prefix) => url.startsWith(prefix))))
  )
    return false;
  const parts = variant.wholeBlock ? [text] : sentences(text);
  return parts.some((part) => {
    const subject = variant.inCode ? withCode(part) : withoutCode(part);
    return variant.pattern.test(subject) && (!variant.near || variant.near.test(withCode(part)));
  });
}

/**
 * The id of a guide's record of where Pitel's own documents differ (the guide's questions page). It quotes
 * each document's wording side by side, by design, and links the page that states the one the site uses;
 * it is the one place besides the canonical page where a shared fact's variants may be written.
 */
export const sourceDisputesId = 'where-pitels-documents-differ';

/** The top-level nodes under the h2 of the source-disputes record, until the next h2. */
function underSourceDisputes(tree: Root): Set<RootContent> {
  const inside = new Set<RootContent>();
  let on = false;
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      on = blockText(node).text.trimEnd().endsWith(`{#${sourceDisputesId}}`);
      continue;
    }
    if (on) inside.add(node);
  }
  return inside;
}

export const sharedFacts = lintRule<Root>({origin: 'pitel-docs:shared-facts'}, (tree, file) => {
  const path = file.path.replace(/\\/g, '/');
  const variants = forbiddenVariants.filter(
    (v) => !v.canonicalFile || ![v.canonicalFile].flat().some((f) => path.endsWith(f)),
  );
  const disputes = underSourceDisputes(tree);
  for (const {node, inPlanned} of blocks(tree, disputes)) {
    // The closing section's title names Pitel support; its opening sentence links the support page.
    if (node.type === 'heading' && isClosingHeading(node)) continue;
    const {text, links} = blockText(node);
    for (const variant of variants) {
      if (offends(variant, text, links, inPlanned)) {
        file.message(`Unexpected ${variant.id} \`${excerpt(variant, text)}\`, ${variant.fix}`, {place: node.position});
      }
    }
  }
});

function excerpt(variant: ForbiddenVariant, text: string): string {
  const subject = variant.inCode ? withCode(text) : withoutCode(text);
  return (subject.match(variant.pattern)?.[0] ?? '').replace(/\s+/g, ' ').trim();
}

const isEsm = (node: RootContent) => node.type === 'mdxjsEsm' || node.type === 'yaml';

/** `<Planned />` opens its h2 section (right after the heading, or as the first thing of the page), once per section. */
export const plannedPlacement = lintRule<Root>({origin: 'pitel-docs:planned'}, (tree, file) => {
  const sectionHasOne = new Set<number>();
  let section = -1;
  tree.children.forEach((node, i) => {
    if (node.type === 'heading' && node.depth === 2) section = i;
    const found: Nodes[] = [];
    visit(node, (n) => {
      if (isJsx(n, 'Planned')) found.push(n);
    });
    for (const planned of found) {
      const previous = tree.children
        .slice(0, i)
        .filter((n) => !isEsm(n))
        .at(-1);
      const opensSection =
        planned === node && (previous === undefined || (previous.type === 'heading' && previous.depth === 2));
      if (sectionHasOne.has(section)) {
        file.message(
          'Unexpected second `<Planned />` in this h2 section, expected one notice per h2 section (say in its text what exactly is planned)',
          {place: planned.position},
        );
      } else if (!opensSection) {
        file.message(
          'Unexpected `<Planned />` here, expected it on lines of its own right after the h2 heading of the section it applies to (or `<PlannedBadge />` inline)',
          {place: planned.position},
        );
      }
      sectionHasOne.add(section);
    }
  });
});

/** The components that render a block (an admonition or a paragraph): never inside a sentence. */
export const blockComponents = ['Planned', 'TokenLifetime', 'ApiKeyModel', 'TokenPerVersion'] as const;

/**
 * `<Planned>`, `<TokenLifetime />`, `<ApiKeyModel />` and `<TokenPerVersion />` stand on lines of
 * their own. Inside a paragraph (including `<Planned>text</Planned>` on one line) MDX puts them in a
 * `<p>`, and a block inside a `<p>` is invalid HTML that the browser rearranges before hydration.
 */
export const blockComponentPlacement = lintRule<Root>({origin: 'pitel-docs:block-component'}, (tree, file) => {
  const walk = (node: Nodes, inParagraph: boolean) => {
    if (
      inParagraph &&
      node.type === 'mdxJsxTextElement' &&
      (blockComponents as readonly string[]).includes(node.name ?? '')
    ) {
      file.message(
        `Unexpected \`<${node.name}>\` inside a paragraph, expected it on lines of its own (children on the lines between the tags)`,
        {
          place: node.position,
        },
      );
    }
    if ('children' in node)
      for (const child of node.children as Nodes[])
        walk(child, inParagraph || node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell');
  };
  walk(tree, false);
});
