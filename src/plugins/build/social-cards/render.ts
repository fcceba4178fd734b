/**
 * Draws a section's social card: an SVG composed here (the logo, the site's name, the section's name
 * and a short line) rendered to a PNG by @resvg/resvg-js, with the system's fonts. No font ships with
 * the site: the card asks for DejaVu Sans (Debian's fonts-dejavu-core, which fontconfig pulls in),
 * then common families that also write Vietnamese.
 *
 * resvg does not wrap text, so the words are measured first, in one render: every way of cutting a
 * text in two is drawn on its own row, and the ink of each row gives its width. The same measure
 * proves the fonts draw: a row without ink means no font was found, and the build stops rather than
 * publish a card without its words.
 */
import {Resvg, type ResvgRenderOptions} from '@resvg/resvg-js';
import {CARD_HEIGHT, CARD_MAX_BYTES, CARD_WIDTH, SITE_NAME, type CardText} from './cards';

export const FONT_FAMILY = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
const COLOURS = {background: '#0b5cad', shade: '#0a539c', arc: '#1078e0', text: '#ffffff', line: '#d1e9ff'};

/** A text style of the card: size in px, weight, and how many lines it may take. */
interface Style {
  size: number;
  weight: 400 | 700;
  maxLines: 1 | 2;
}
const TITLE_SIZES = [72, 64, 56];
const LINE: Style = {size: 34, weight: 400, maxLines: 2};

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const textElement = (text: string, x: number, y: number, style: Pick<Style, 'size' | 'weight'>, fill: string) =>
  `<text x="${x}" y="${y}" font-family="${escapeXml(FONT_FAMILY)}" font-size="${style.size}" font-weight="${style.weight}" fill="${fill}">${escapeXml(text)}</text>`;

/** A text to measure, in its style. */
interface Measured {
  text: string;
  style: Pick<Style, 'size' | 'weight'>;
}

/**
 * The rightmost column with ink (alpha above 0) in the rows `top` to `top + rows - 1` of an RGBA image
 * `width` pixels wide, or -1. A row is read in JavaScript only where a native comparison with `zeros`
 * (at least a row's bytes, all zero) finds a byte that is not zero right of the ink found so far: most
 * rows have none there, and reading each row in JavaScript was most of the cards' time
 * (bench/results/2026-11-26-build-cpu.md, "Where the postBuild's CPU goes").
 */
export function inkRight(
  pixels: Buffer,
  width: number,
  top: number,
  rows: number,
  zeros: Buffer = Buffer.alloc(width * 4),
): number {
  let right = -1;
  for (let y = top; y < top + rows; y++) {
    const from = right + 1;
    if (pixels.compare(zeros, 0, (width - from) * 4, (y * width + from) * 4, (y + 1) * width * 4) === 0) continue;
    for (let x = width - 1; x > right; x--) {
      if (pixels[(y * width + x) * 4 + 3] > 0) {
        right = x;
        break;
      }
    }
  }
  return right;
}

/**
 * The width in px of each text, drawn in its style: each on its own row of one render, its width read
 * from the ink of the row. Throws when a text leaves no ink (no font could draw it).
 */
export function measure(
  items: readonly Measured[],
  font: ResvgRenderOptions['font'] = {loadSystemFonts: true},
): number[] {
  // A row holds a line's marks above (Vietnamese stacks two) and below, so no ink crosses into the next
  // row; no glyph is wider than its size, so the canvas is wider than any text.
  const rows = items.map((item) => Math.ceil(item.style.size * 1.9));
  const tops = rows.map((_, i) => rows.slice(0, i).reduce((a, b) => a + b, 0));
  const width = Math.max(...items.map((item) => item.style.size * item.text.length)) + 40;
  const height = tops.at(-1)! + rows.at(-1)!;
  const texts = items.map((item, i) =>
    textElement(item.text, 10, tops[i] + Math.ceil(item.style.size * 1.35), item.style, '#000'),
  );
  const image = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${texts.join('')}</svg>`,
    {font},
  ).render();
  // Read once: each read of `pixels` copies the image.
  const {pixels} = image;
  const zeros = Buffer.alloc(image.width * 4);
  return items.map((item, i) => {
    const right = inkRight(pixels, image.width, tops[i], rows[i], zeros);
    if (right < 0) {
      throw new Error(
        `social-cards: no system font drew "${item.text}". Install DejaVu Sans (Debian: apt-get install fonts-dejavu-core) ` +
          `or another of ${FONT_FAMILY}, which the cards are drawn with.`,
      );
    }
    return right + 1 - 10;
  });
}

/** A text set in lines that fit the card. */
export interface SetText {
  lines: string[];
  style: Style;
}

/** How strongly the end of a first line asks for a cut there: a semicolon or colon, then a comma. */
const cutStrength = (word: string) => (/[;:]$/.test(word) ? 0 : /,$/.test(word) ? 1 : 2);

/**
 * The words of a text: cut at spaces, never at a no-break space, which ties the syllables of a
 * Vietnamese word ("người\u00a0dùng").
 */
const wordsOf = (text: string) => text.split(/ +/).filter(Boolean);

/**
 * Sets a text in a style, from the widths of its words at `measuredAt` px (widths scale with the
 * size): whole if it fits, else its best cut in two lines that fit, else undefined. The best cut is
 * after a semicolon or colon, else after a comma, as long as the shorter line is at least 40 % of
 * the longer; else the most even.
 */
function setText(
  words: string[],
  widths: Map<string, number>,
  measuredAt: number,
  style: Style,
  maxWidth: number,
): SetText | undefined {
  const scale = style.size / measuredAt;
  const width = (part: string[]) =>
    (part.reduce((sum, w) => sum + widths.get(w)!, 0) + (part.length - 1) * widths.get(' ')!) * scale;
  const cuts = [
    [words],
    ...(style.maxLines > 1 ? words.slice(1).map((_, i) => [words.slice(0, i + 1), words.slice(i + 1)]) : []),
  ];
  const fitting = cuts
    .map((lines) => ({lines, widths: lines.map(width)}))
    .filter((m) => m.widths.every((w) => w <= maxWidth));
  const rank = (m: {lines: string[][]; widths: number[]}) => {
    const balanced = Math.min(...m.widths) >= 0.4 * Math.max(...m.widths);
    return [
      m.lines.length,
      m.lines.length > 1 && balanced ? cutStrength(m.lines[0].at(-1)!) : 2,
      Math.max(...m.widths),
    ];
  };
  fitting.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  return fitting[0] && {lines: fitting[0].lines.map((l) => l.join(' ')), style};
}

/**
 * The card's layout: the title (the section's name) on one line at the largest size that holds it,
 * else on two; then the line. The words are measured in one render, the lines chosen from their
 * widths (with a little room for what a sum of words leaves out), then measured again as set.
 */
export function layoutCard(card: CardText, font?: ResvgRenderOptions['font']): {title: SetText; line: SetText} {
  const titleStyle = {size: TITLE_SIZES[0], weight: 700} as const;
  const titleWords = wordsOf(card.title);
  const lineWords = wordsOf(card.line);
  // A space is measured between two letters: "x x" less "xx".
  const items: Measured[] = [
    ...[...new Set(titleWords), 'x x', 'xx'].map((text) => ({text, style: titleStyle})),
    ...[...new Set(lineWords), 'x x', 'xx'].map((text) => ({text, style: LINE})),
  ];
  const measured = measure(items, font);
  const widthsOf = (style: Measured['style']) => {
    const map = new Map(items.flatMap((item, i) => (item.style === style ? [[item.text, measured[i]] as const] : [])));
    map.set(' ', map.get('x x')! - map.get('xx')!);
    return map;
  };
  const room = TEXT_WIDTH * 0.97;
  const titleWidths = widthsOf(titleStyle);
  const title =
    TITLE_SIZES.map((size) =>
      setText(titleWords, titleWidths, titleStyle.size, {size, weight: 700, maxLines: 1}, room),
    ).find(Boolean) ??
    TITLE_SIZES.map((size) =>
      setText(titleWords, titleWidths, titleStyle.size, {size, weight: 700, maxLines: 2}, room),
    ).find(Boolean);
  const line = setText(lineWords, widthsOf(LINE), LINE.size, LINE, room);
  if (!title)
    throw new Error(
      `social-cards: the title "${card.title}" does not fit the card on two lines, even at ${TITLE_SIZES.at(-1)} px`,
    );
  if (!line) throw new Error(`social-cards: the line "${card.line}" does not fit the card on ${LINE.maxLines} lines`);
  const set = [
    ...title.lines.map((text) => ({text, style: title.style})),
    ...line.lines.map((text) => ({text, style: LINE})),
  ];
  measure(set, font).forEach((w, i) => {
    if (w > TEXT_WIDTH)
      throw new Error(`social-cards: "${set[i].text}" is ${w} px wide, over the ${TEXT_WIDTH} px of the card`);
  });
  return {title, line};
}

/** The logo of static/img/logo.svg, in white with the site's blue phone, at 96 px. */
const LOGO = `<g transform="translate(${MARGIN} ${MARGIN}) scale(1.5)"><rect width="64" height="64" rx="14" fill="#fff"/><path d="M22 17c2-1 4 0 5 2l3 6c1 2 0 4-1 5l-2 2c2 4 5 7 9 9l2-2c1-1 3-2 5-1l6 3c2 1 3 3 2 5l-1 3c-1 3-4 5-7 4-13-2-24-13-26-26-1-3 1-6 4-7z" fill="${COLOURS.background}"/><path d="M38 14a14 14 0 0 1 12 12M38 21a7 7 0 0 1 5 5" stroke="${COLOURS.arc}" stroke-width="3.5" fill="none" stroke-linecap="round"/></g>`;

/** The SVG of a card: its text set by layoutCard, from the bottom up so that a longer title rises. */
export function cardSvg(card: CardText, font?: ResvgRenderOptions['font']): string {
  const {title, line} = layoutCard(card, font);
  const lineHeight = Math.round(LINE.size * 1.35);
  const titleHeight = Math.round(title.style.size * 1.2);
  const bottom = CARD_HEIGHT - MARGIN;
  const lineY = line.lines.map((_, i) => bottom - (line.lines.length - 1 - i) * lineHeight);
  const titleBottom = lineY[0] - LINE.size - 36;
  const titleY = title.lines.map((_, i) => titleBottom - (title.lines.length - 1 - i) * titleHeight);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLOURS.background}"/>`,
    // The logo's two arcs, large, in the top right corner.
    `<g fill="none" stroke="${COLOURS.shade}" stroke-width="36" stroke-linecap="round"><path d="M900 -40a300 300 0 0 1 340 340"/><path d="M900 110a150 150 0 0 1 190 190"/></g>`,
    LOGO,
    textElement(SITE_NAME, MARGIN + 96 + 28, MARGIN + 64, {size: 44, weight: 700}, COLOURS.text),
    ...title.lines.map((t, i) => textElement(t, MARGIN, titleY[i], title.style, COLOURS.text)),
    ...line.lines.map((t, i) => textElement(t, MARGIN, lineY[i], LINE, COLOURS.line)),
    '</svg>',
  ].join('\n');
}

/** The PNG of a card, CARD_WIDTH × CARD_HEIGHT; throws if it comes out at CARD_MAX_BYTES or more. */
export function renderCard(card: CardText, font: ResvgRenderOptions['font'] = {loadSystemFonts: true}): Buffer {
  const image = new Resvg(cardSvg(card, font), {font}).render();
  const png = image.asPng();
  if (image.width !== CARD_WIDTH || image.height !== CARD_HEIGHT)
    throw new Error(`social-cards: "${card.title}" came out ${image.width}×${image.height}`);
  if (png.length >= CARD_MAX_BYTES)
    throw new Error(`social-cards: the card "${card.title}" weighs ${png.length} bytes, over ${CARD_MAX_BYTES}`);
  return png;
}
