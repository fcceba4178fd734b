/**
 * The social cards (src/plugins/build/social-cards): a card per section, drawn at build time with the
 * system's fonts, named by every page's front matter; and the checks tests/e2e/social-cards.test.ts runs
 * over the build, which fail on broken input.
 */
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import {describe, expect, it} from 'vitest';
import {sections} from '../../src/config/sections';
import {
  CARD_MAX_BYTES,
  cardAlt,
  cardPath,
  cardTexts,
  socialCardFrontMatter,
} from '../../src/plugins/build/social-cards/cards';
import {FONT_FAMILY, inkRight, layoutCard, measure, renderCard} from '../../src/plugins/build/social-cards/render';
import {cardFileProblems, pageImageProblems} from '../support/social-cards';

const root = path.resolve(__dirname, '../..');

describe('what each section card says and where it is', () => {
  it('has a card per section, its title in the section language, at a path of its own', () => {
    expect(Object.keys(cardTexts).sort()).toEqual(sections.map((s) => s.id).sort());
    expect(new Set(sections.map((s) => cardPath(s.id))).size).toBe(sections.length);
    expect(cardTexts.portal_callcenter_guide_vie.title).toBe('Hướng dẫn trang quản trị tổng đài');
    expect(cardAlt('bitrix_vie')).toBe(
      'Pitel Docs: Tích hợp Bitrix24. Hướng dẫn kết nối tổng đài Pitel với CRM Bitrix24.',
    );
    // No-break spaces tie Vietnamese words on the card, not in the text alternative.
    expect(cardAlt('portal_autocall_guide_vie')).not.toContain('\u00a0');
  });

  it("gives a page its section's card in its front matter, unless it names an image of its own", async () => {
    const parse = socialCardFrontMatter(root);
    const defaultParseFrontMatter = async ({fileContent}: {fileContent: string}) => ({
      frontMatter: /image:/.test(fileContent) ? {title: 'T', image: '/img/own.png'} : {title: 'T'},
      content: 'Body',
    });
    const page = (filePath: string, fileContent = '---\ntitle: T\n---\nBody') =>
      parse({filePath: path.join(root, filePath), fileContent, defaultParseFrontMatter});
    expect((await page('bitrix_vie/index.mdx')).frontMatter).toEqual({
      title: 'T',
      image: '/img/social/bitrix_vie.png',
      image_alt: cardAlt('bitrix_vie'),
    });
    expect((await page('docs/intro.mdx', '---\nimage: /img/own.png\n---\n')).frontMatter).toEqual({
      title: 'T',
      image: '/img/own.png',
    });
    expect((await page('src/x.mdx')).frontMatter).toEqual({title: 'T'});
  });
});

describe('drawing the cards', () => {
  it('sets a long Vietnamese title on two lines, and cuts no line inside words tied by a no-break space', () => {
    const vi = layoutCard(cardTexts.portal_autocall_guide_vie);
    expect(vi.title.lines).toEqual(['Hướng dẫn trang', 'quản trị gọi\u00a0tự\u00a0động']);
    expect(vi.line.lines.join(' ')).toBe(cardTexts.portal_autocall_guide_vie.line);
    expect(vi.line.lines.every((l) => !/^(hàng|thoại|gọi|động)\b/.test(l))).toBe(true);
  });

  it('measures text by its ink, and stops when no font draws it', () => {
    const [narrow, wide] = measure([
      {text: 'Pitel', style: {size: 40, weight: 400}},
      {text: 'Pitel Pitel', style: {size: 40, weight: 400}},
    ]);
    expect(narrow).toBeGreaterThan(60);
    expect(wide).toBeGreaterThan(2 * narrow);
    expect(() => renderCard(cardTexts.docs, {loadSystemFonts: false})).toThrow(
      /no system font drew "Pitel".*fonts-dejavu-core/,
    );
  });

  /** An RGBA image 8 pixels wide and 6 rows high, with ink (alpha 255, or only colour where `colourOnly`) at the `x,y` points given. */
  const image = (points: string, colourOnly = false) => {
    const pixels = Buffer.alloc(8 * 6 * 4);
    for (const [x, y] of points
      .split(' ')
      .filter(Boolean)
      .map((p) => p.split(',').map(Number)))
      pixels[(y * 8 + x) * 4 + (colourOnly ? 0 : 3)] = 255;
    return pixels;
  };
  // The band is rows 1 to 4.
  it.each<[string, string, number, boolean?]>([
    ['no ink', '', -1],
    ['ink outside the band only', '7,0 6,5', -1],
    ['one dot', '2,1', 2],
    ['just right of the ink of an earlier row', '2,1 3,2', 3],
    ["in the band's last row", '2,1 5,4', 5],
    ['in the last column', '2,2 7,3 4,4', 7],
    ['in the first column', '0,1', 0],
    ['colour without alpha, which is not ink', '5,2', -1, true],
  ])('finds the rightmost ink of a band of rows: %s', (_label, points, right, colourOnly) => {
    expect(inkRight(image(points, colourOnly), 8, 1, 4)).toBe(right);
  });

  it('measures each text as a scan of every pixel of its own render does', () => {
    // A short word beside a long line (the rows of short words are mostly empty canvas), a Vietnamese
    // line with stacked marks, and two sizes.
    const items = [
      {text: 'x', style: {size: 72, weight: 700}},
      {text: 'Hướng dẫn trang quản trị gọi\u00a0tự\u00a0động', style: {size: 72, weight: 700}},
      {text: 'Ắ Ệ ỗ', style: {size: 34, weight: 400}},
      {text: 'Pitel', style: {size: 34, weight: 400}},
    ] as const;
    const alone = items.map(({text, style}) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${style.size * text.length + 40}" height="${Math.ceil(style.size * 1.9)}"><text x="10" y="${Math.ceil(style.size * 1.35)}" font-family="${FONT_FAMILY}" font-size="${style.size}" font-weight="${style.weight}">${text}</text></svg>`;
      const {pixels, width} = new Resvg(svg, {font: {loadSystemFonts: true}}).render();
      let right = -1;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) right = Math.max(right, ((i - 3) / 4) % width);
      return right + 1 - 10;
    });
    expect(measure(items)).toEqual(alone);
  });

  it('refuses a title or line that cannot fit', () => {
    expect(() => renderCard({title: 'Pitel '.repeat(20), line: 'Short.'})).toThrow(
      /does not fit the card on two lines/,
    );
    expect(() => renderCard({title: 'Pitel', line: 'Supercalifragilistic '.repeat(8)})).toThrow(/line .* does not fit/);
  });
});

describe('card and preview checks', () => {
  const card = renderCard(cardTexts.pitel_app);
  const other = new Resvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><rect width="1200" height="600" fill="#0b5cad"/></svg>',
  )
    .render()
    .asPng();

  it('pass a card and fail a file that is not a PNG, not 1200×630, or too heavy', () => {
    expect(cardFileProblems('a.png', card)).toEqual([]);
    expect(cardFileProblems('a.png', undefined)).toEqual(['a.png: missing']);
    expect(cardFileProblems('a.png', Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(40).fill(0)]))).toEqual([
      'a.png: not a PNG',
    ]);
    // A PNG's chunks behind another signature (a truncated or rewritten download).
    expect(cardFileProblems('a.png', Buffer.concat([Buffer.alloc(8), card.subarray(8)]))).toEqual(['a.png: not a PNG']);
    expect(cardFileProblems('a.png', other)).toEqual(['a.png: 1200×600, not 1200×630']);
    expect(cardFileProblems('a.png', Buffer.concat([card, Buffer.alloc(CARD_MAX_BYTES)]))).toEqual([
      `a.png: ${card.length + CARD_MAX_BYTES} bytes, not under ${CARD_MAX_BYTES}`,
    ]);
  });

  const alt = cardAlt('pitel_app');
  const head = (extra = '', image = 'https://docs.example.com/img/social/pitel_app.png') =>
    [
      '<!doctype html><html><head><title>T</title>',
      '<meta property="og:url" content="https://docs.example.com/pitel_app/">',
      '<meta name="twitter:card" content="summary_large_image">',
      `<meta property="og:image" content="${image}"><meta name="twitter:image" content="${image}">`,
      '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
      `<meta property="og:image:alt" content="${alt}"><meta name="twitter:image:alt" content="${alt}">`,
      `${extra}</head><body><meta property="og:image" content="not in the head"></body></html>`,
    ].join('');
  const expected = {card: cardPath('pitel_app'), alt};

  it('pass a page whose head names its section card in full', () => {
    expect(pageImageProblems('/pitel_app/', head(), expected)).toEqual([]);
  });

  it.each<[string, string, string | RegExp, typeof expected?]>([
    ['no og:image', head().replace(/<meta property="og:image" [^>]*>/, ''), '/p: 0 og:image'],
    [
      'a relative og:image',
      head('', '/img/social/pitel_app.png'),
      '/p: og:image is "/img/social/pitel_app.png", not "https://docs.example.com/img/social/pitel_app.png"',
    ],
    [
      "another section's card",
      head('', 'https://docs.example.com/img/social/docs.png'),
      /og:image is ".*docs.png", not ".*pitel_app.png"/,
    ],
    ['a second og:image', head('<meta property="og:image" content="https://x.example/y.png">'), '/p: 2 og:image'],
    [
      'a twitter:image other than the og:image',
      head().replace(
        'name="twitter:image" content="https://docs.example.com',
        'name="twitter:image" content="http://other',
      ),
      '/p: twitter:image is "http://other/img/social/pitel_app.png", not the og:image',
    ],
    ['a wrong height', head().replace('content="630"', 'content="600"'), '/p: og:image:height is not 630'],
    ['no og:image:alt', head().replace(/<meta property="og:image:alt"[^>]*>/, ''), '/p: 0 og:image:alt'],
    ["another card's alt", head(), /og:image:alt is "Pitel Docs: VoIP SDK/, {...expected, alt: cardAlt('docs')}],
  ])('fail a page with %s', (_label, html, problem, card = expected) => {
    expect(pageImageProblems('/p', html, card)).toEqual([
      typeof problem === 'string' ? problem : expect.stringMatching(problem),
    ]);
  });
});
