/**
 * What the social card of each section says, where it is published and how a page names it. No
 * renderer here: docusaurus.config.ts imports this module (the front matter of every page names its
 * section's card), and ./render.ts draws the cards in postBuild.
 */
import type {ParseFrontMatter} from '@docusaurus/types';
import type {SectionId} from '../../../config/sections';
import {sectionOfFile} from '../../../config/content-files';

/** Every card is this size: what link previews ask for (`summary_large_image`, Open Graph). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** A card weighs less than this, so a preview loads it quickly (checked at build time and over the build). */
export const CARD_MAX_BYTES = 100 * 1024;

/** The site's name, as the navbar writes it. */
export const SITE_NAME = 'Pitel Docs';

/** The words of a card, in the section's language: its name and a short line on what it covers. */
export interface CardText {
  title: string;
  line: string;
}

/**
 * One card per section, keyed by section id, so a section added to src/config/sections.ts without
 * its card does not compile. The lines say what the section's own pages say they cover. A card cuts
 * a long text at a space; a no-break space (`\u00a0`) keeps the syllables of a Vietnamese word together.
 */
export const cardTexts: Record<SectionId, CardText> = {
  docs: {title: 'Pitel API', line: 'REST API reference: v1, v3 and the psr module, with samples in four languages'},
  pitel_app: {title: 'VoIP SDK', line: 'Calls in your app: Flutter, React Native and the web'},
  bitrix_eng: {title: 'Bitrix24 integration', line: 'A guide to connecting a Pitel call center with Bitrix24 CRM'},
  bitrix_vie: {title: 'Tích hợp Bitrix24', line: 'Hướng dẫn kết nối tổng đài Pitel với CRM Bitrix24'},
  portal_callcenter_guide: {
    title: 'Call-center portal guide',
    line: 'Set up campaigns, lists, users and reports; make and take calls',
  },
  portal_callcenter_guide_vie: {
    title: 'Hướng dẫn trang quản trị tổng đài',
    line: 'Thiết lập chiến dịch, danh sách, người dùng và báo cáo; gọi ra và nhận cuộc gọi vào',
  },
  portal_autocall_guide: {
    title: 'Auto-call portal guide',
    line: 'Build campaigns, load customer numbers and follow the results of robot calls',
  },
  portal_autocall_guide_vie: {
    title: 'Hướng dẫn trang quản trị gọi\u00a0tự\u00a0động',
    line: 'Tạo chiến dịch, nạp số điện\u00a0thoại khách\u00a0hàng và theo dõi kết quả cuộc\u00a0gọi tự\u00a0động',
  },
};

/** The URL path of a section's card (the build writes it there, src/plugins/build/social-cards/index.ts). */
export const cardPath = (id: SectionId) => `/img/social/${id}.png`;

/** The card's text alternative (`og:image:alt`), in the section's language: what the card shows. */
export const cardAlt = (id: SectionId) =>
  `${SITE_NAME}: ${cardTexts[id].title}. ${cardTexts[id].line}.`.replace(/\u00a0/g, ' ');

/**
 * `markdown.parseFrontMatter` for docusaurus.config.ts: the stock parser, then every page of a section
 * that names no `image` of its own gets its section's card as `image` (the classic theme makes
 * `og:image` and `twitter:image` of it, as an absolute URL from the site URL) and the card's text
 * alternative as `image_alt` (src/theme/DocItem/Metadata makes `og:image:alt` and `twitter:image:alt` of it).
 */
export function socialCardFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const section = sectionOfFile(params.filePath, siteDir);
    if (section && result.frontMatter.image === undefined) {
      result.frontMatter = {...result.frontMatter, image: cardPath(section.id), image_alt: cardAlt(section.id)};
    }
    return result;
  };
}
