/**
 * The site's canonical reference pages: each shared fact (API keys and tokens, error bodies, call
 * statuses, how to reach support) is stated in full on exactly one of them, and every other page
 * links there or uses the short statements of src/components/SharedFacts. Two have a Vietnamese
 * edition, which Vietnamese pages link instead (below): Support and the call statuses.
 */
import type {SectionId} from './sections';

export const canonicalPages = {
  authentication: '/authentication',
  errors: '/errors',
  callStatuses: '/call-statuses',
  support: '/support',
} as const;

/** The Vietnamese edition of the Support page: where a Vietnamese page sends its readers for help. */
export const viSupportPage = '/ho-tro';

/** The Vietnamese edition of the call-status reference (/call-statuses): its rows have the same anchors. */
export const viCallStatusesPage = '/trang-thai-cuoc-goi';

/**
 * The Vietnamese "page not found" page: deploy/nginx.conf answers an unknown address under a Vietnamese
 * section with it (src/plugins/features/page-lang adds the route; it is not in the sitemap).
 */
export const viNotFoundPage = '/khong-tim-thay';

/**
 * The parts of /call-statuses and /support that only their English editions carry: the API's material, since the
 * site's API documentation is in English only. Each is the h2 `for-developers` (the first id) with its sections;
 * the Vietnamese edition links it in one line. tests/unit/editions.test.ts leaves each part out when it compares
 * the two editions, after checking its list against the page's headings.
 */
export const englishOnlyParts = [
  {
    page: canonicalPages.callStatuses,
    ids: [
      'for-developers',
      'matching',
      'who-ended-a-call',
      'lead-status',
      'report-counters',
      'live-states',
      'inspector',
    ],
  },
  {page: canonicalPages.support, ids: ['for-developers', 'api-marks', 'remove-secrets', 'openapi']},
] as const;

/**
 * The search results page of each language (src/plugins/features/search adds both routes): the search box, Enter and
 * "Xem tất cả kết quả…" on a Vietnamese page, and the Vietnamese not-found page's form, lead to /tim-kiem,
 * whose chrome is Vietnamese; every English page leads to /search.
 */
export const searchPages = {en: '/search', vi: '/tim-kiem'} as const;

/** The Support page for a page's language. */
export function supportPage(lang: 'en' | 'vi'): string {
  return lang === 'vi' ? viSupportPage : canonicalPages.support;
}

/** A page whose two editions live at addresses that do not follow from their sections' prefixes. */
export interface PagePair {
  en: string;
  vi: string;
}

/**
 * Single pages that exist in both languages (src/config/sections.ts pairs whole sections by
 * `editionOf`): the Support page, and the Bitrix24 guide's category page, whose Vietnamese slug the
 * specification gives.
 */
export const pagePairs: readonly PagePair[] = [
  {en: canonicalPages.support, vi: viSupportPage},
  {en: canonicalPages.callStatuses, vi: viCallStatusesPage},
  {en: '/bitrix_pitel_eng/category/setup', vi: '/bitrix_pitel_vie/category/cài-đặt'},
];

/** The end-to-end walkthrough of the main section (token, click-to-call, call events, call record). */
export const quickstartPage = '/quickstart';

/** The webhook events beside the v1 and v3 call records, and how to join them on `sip_call_id`. */
export const eventsAndRecordsPage = '/api/events-and-records';

/** The page that explains an API's call record (CDR) field by field. */
export const recordPage = (api: string): string => `/api/${api}/cdr/attributes`;
/**
 * The file name (and last path segment) of a guide's questions page: the questions that several of its pages
 * raise, each asked once there and linked from those pages (WRITING.md, "One page shape for doubt").
 */
export const questionsPageSlug = 'questions';

/**
 * The pages of the Bitrix24 reference connector (examples/bitrix24-connector), under `connector/` of
 * each Bitrix24 guide, in reading order; `''` is the folder's index, "before you start".
 */
export const bitrixConnectorPages = ['', 'install', 'bitrix24', 'test', 'failures', 'code'] as const;

export interface SiteRoute {
  section: SectionId;
  path: string;
}

/**
 * Routes the site serves beyond the specification's route list (the repository's copy,
 * `tests/support/spec-routes.json`, which the tests read). The specification predates the canonical pages above and the
 * quickstart, so they are listed here, once, and the route, link, nginx and accessibility sweeps add
 * this list to the specification's routes. A page added to `docs/` outside the specification belongs
 * here too.
 */
export const extraRoutes: readonly SiteRoute[] = [
  {section: 'docs', path: canonicalPages.authentication},
  {section: 'docs', path: canonicalPages.errors},
  {section: 'docs', path: canonicalPages.callStatuses},
  {section: 'docs', path: canonicalPages.support},
  {section: 'docs', path: viSupportPage},
  {section: 'docs', path: viCallStatusesPage},
  // The API reference's shared questions for Pitel support (src/plugins/features/api-reference/questions.ts).
  {section: 'docs', path: '/api/questions'},
  {section: 'docs', path: quickstartPage},
  {section: 'docs', path: eventsAndRecordsPage},
  // The entry point of the call-center guide's setup; its Vietnamese edition follows from the section pair.
  {section: 'portal_callcenter_guide', path: '/guide/portal_callcenter_guide/inbound-queues'},
  // Each guide's questions page; the Vietnamese portal guides' follow from the section pairs.
  {section: 'portal_callcenter_guide', path: `/guide/portal_callcenter_guide/${questionsPageSlug}`},
  {section: 'portal_autocall_guide', path: `/guide/portal_autocall_guide/${questionsPageSlug}`},
  {section: 'pitel_app', path: `/pitel_app/${questionsPageSlug}`},
  {section: 'bitrix_eng', path: `/bitrix_pitel_eng/${questionsPageSlug}`},
  {section: 'bitrix_vie', path: `/bitrix_pitel_vie/${questionsPageSlug}`},
  // The Bitrix24 reference connector's pages (examples/bitrix24-connector), in both guides.
  ...bitrixConnectorPages.flatMap((page): SiteRoute[] => [
    {section: 'bitrix_eng', path: `/bitrix_pitel_eng/connector/${page}`},
    {section: 'bitrix_vie', path: `/bitrix_pitel_vie/connector/${page}`},
  ]),
];
