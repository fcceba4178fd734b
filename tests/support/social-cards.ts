/**
 * Checks of the social cards (src/plugins/build/social-cards) and of the link-preview tags that name them,
 * used by tests/e2e/social-cards.test.ts on the build and proven on broken input by
 * tests/unit/social-cards.test.ts.
 */
import {DomUtils, parseDocument} from 'htmlparser2';
import {CARD_HEIGHT, CARD_MAX_BYTES, CARD_WIDTH} from '../../src/plugins/build/social-cards/cards';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The size a PNG declares in its header (IHDR, the first chunk), or undefined for anything else. */
function pngSize(data: Buffer): {width: number; height: number} | undefined {
  if (data.length < 24 || !data.subarray(0, 8).equals(PNG_SIGNATURE) || data.toString('latin1', 12, 16) !== 'IHDR')
    return undefined;
  return {width: data.readUInt32BE(16), height: data.readUInt32BE(20)};
}

/** Problems of a card file: not a PNG, not CARD_WIDTH × CARD_HEIGHT, or CARD_MAX_BYTES or more. */
export function cardFileProblems(name: string, data: Buffer | undefined): string[] {
  if (data === undefined) return [`${name}: missing`];
  const size = pngSize(data);
  const problems: string[] = [];
  if (!size) problems.push(`${name}: not a PNG`);
  else if (size.width !== CARD_WIDTH || size.height !== CARD_HEIGHT)
    problems.push(`${name}: ${size.width}×${size.height}, not ${CARD_WIDTH}×${CARD_HEIGHT}`);
  if (data.length >= CARD_MAX_BYTES) problems.push(`${name}: ${data.length} bytes, not under ${CARD_MAX_BYTES}`);
  return problems;
}

/** The `<meta>` tags of a page's head, by property or name: every value each has. */
export function headMeta(html: string): Map<string, string[]> {
  const doc = parseDocument(html);
  const [head] = DomUtils.getElementsByTagName('head', doc, true, 1);
  const meta = new Map<string, string[]>();
  for (const el of head ? DomUtils.getElementsByTagName('meta', head) : []) {
    const key = el.attribs.property ?? el.attribs.name;
    if (key) meta.set(key, [...(meta.get(key) ?? []), el.attribs.content ?? '']);
  }
  return meta;
}

/**
 * Problems of a page's link-preview image: `og:image` once, the absolute URL of the expected card on
 * the site of the page's own `og:url`; `og:image:width` and `og:image:height` the card's size;
 * `og:image:alt` once, the expected text; `twitter:image` the same URL for a large summary card
 * (and `twitter:image:alt` the same text).
 */
export function pageImageProblems(route: string, html: string, expected: {card: string; alt: string}): string[] {
  const meta = headMeta(html);
  const problems: string[] = [];
  const one = (key: string) => {
    const values = meta.get(key) ?? [];
    if (values.length !== 1) problems.push(`${route}: ${values.length} ${key}`);
    return values[0];
  };
  const pageUrl = one('og:url');
  const image = one('og:image');
  if (pageUrl !== undefined && image !== undefined) {
    const want = new URL(expected.card, pageUrl).href;
    if (image !== want) problems.push(`${route}: og:image is "${image}", not "${want}"`);
  }
  if (one('og:image:width') !== String(CARD_WIDTH)) problems.push(`${route}: og:image:width is not ${CARD_WIDTH}`);
  if (one('og:image:height') !== String(CARD_HEIGHT)) problems.push(`${route}: og:image:height is not ${CARD_HEIGHT}`);
  const alt = one('og:image:alt');
  if (alt !== undefined && alt !== expected.alt)
    problems.push(`${route}: og:image:alt is "${alt}", not "${expected.alt}"`);
  const twitter = one('twitter:image');
  if (twitter !== undefined && image !== undefined && twitter !== image)
    problems.push(`${route}: twitter:image is "${twitter}", not the og:image`);
  if (one('twitter:card') !== 'summary_large_image') problems.push(`${route}: twitter:card is not summary_large_image`);
  const twitterAlt = one('twitter:image:alt');
  if (twitterAlt !== undefined && alt !== undefined && twitterAlt !== alt)
    problems.push(`${route}: twitter:image:alt is not the og:image:alt`);
  return problems;
}
