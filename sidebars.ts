import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {sidebarClassName, sidebarMarks} from './src/config/planned';

/** One item of a sidebar, as the docs plugin's config type defines it. */
type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/** The marks of the endpoint pages (method badge, "Planned"), read from openapi/*.yaml when the sidebar is built. */
const marks = sidebarMarks(__dirname);

/** A doc item; an endpoint page gets the classes that show its marks (src/css/custom.css). */
function doc(id: string): SidebarItemConfig {
  const className = sidebarClassName(marks.get(id));
  return className ? {type: 'doc', id, className} : id;
}

/** A sidebar category whose landing page is one of our `docs/category/*.mdx` pages. */
function group(label: string, slug: string, items: SidebarItemConfig[]): SidebarItemConfig {
  return {type: 'category', label, link: {type: 'doc', id: `category/${slug}`}, items};
}

/** Pages of one API resource, listed in reading order. */
function pages(base: string, names: string[]): SidebarItemConfig[] {
  return names.map((name) => doc(`${base}/${name}`));
}

/** The main sidebar: getting started and the shared references, then Pitel API → V1 / V3, then Module → PSR, the API questions for Pitel support, then Support. */
const sidebars: SidebarsConfig = {
  docs: [
    {type: 'doc', id: 'intro', label: 'Getting started'},
    // The end-to-end walkthrough: token, click-to-call, call events, call record (v1).
    'quickstart',
    // The canonical references every section links to (src/config/pages.ts).
    'authentication',
    'errors',
    'call-statuses',
    group('Pitel API', 'pitel-api', [
      // Across versions: the webhook events beside the v1 and v3 call records, and how to join them.
      'api/events-and-records',
      group('V1', 'v1', [
        group('Auth API', 'auth-api', pages('api/v1/auth', ['login', 'access_token'])),
        group('CDR API', 'cdr-api', pages('api/v1/cdr', ['list', 'detail', 'attributes'])),
        group(
          'Click to call API',
          'click-to-call-api',
          pages('api/v1/click2call', ['parameters', 'synchronous', 'asynchronous', 'error']),
        ),
        group(
          'Call API',
          'call-api',
          pages('api/v1/call', ['active_calls', 'transfer', 'park', 'listen', 'whisper', 'barge']),
        ),
        group('Event API', 'event-api', pages('api/v1/event', ['index', 'description'])),
        group('Voicemail API', 'voicemail-api', pages('api/v1/voicemail', ['messages', 'message_detail', 'setting'])),
        group('Blacklist API', 'blacklist-api', pages('api/v1/blacklist', ['list', 'detail', 'create', 'remove'])),
      ]),
      group('V3', 'v3', [
        group('Auth API', 'auth-api-1', pages('api/v3/auth', ['login', 'access_token'])),
        group('CDR API', 'cdr-api-1', pages('api/v3/cdr', ['list', 'detail', 'attributes'])),
        group('Campaign API', 'campaign-api', pages('api/v3/campaign', ['list', 'detail', 'create', 'edit', 'remove'])),
        group('List API', 'list-api', pages('api/v3/list', ['index', 'detail', 'create', 'remove'])),
        group('Lead API', 'lead-api', pages('api/v3/lead', ['list', 'detail', 'create', 'edit', 'remove'])),
        group('Autocall API', 'autocall-api', pages('api/v3/autocall', ['import', 'run', 'otp'])),
        group(
          'Template Autocall API',
          'template-autocall-api',
          pages('api/v3/template', ['list', 'detail', 'create', 'edit', 'remove']),
        ),
        group('User API', 'user-api', pages('api/v3/user', ['get', 'create', 'edit', 'remove', 'monitor'])),
        group('Group API', 'group-api', pages('api/v3/group', ['get', 'create', 'edit', 'remove'])),
        group('Carrier API', 'carrier-api', pages('api/v3/carrier', ['get', 'create', 'edit', 'remove'])),
        doc('api/v3/gateway/index'),
        doc('api/v3/report/index'),
        doc('api/v3/statistic/index'),
        doc('api/v3/webhook/presskey_cb'),
      ]),
    ]),
    group('Module', 'module', [group('PSR', 'psr', pages('module/psr', ['intro', 'call', 'action']))]),
    // The questions that many reference pages raise, asked once (src/plugins/features/api-reference/questions.ts).
    'api/questions',
    'support',
  ],
  /**
   * The sidebar of the main section's Vietnamese pages, /ho-tro (Support) and /trang-thai-cuoc-goi (the
   * call-status reference): in Vietnamese, with the Vietnamese guides beside them, so they neither show the
   * English sidebar nor paginate into English pages.
   */
  hoTro: [
    {type: 'doc', id: 'ho-tro', label: 'Hỗ trợ'},
    {type: 'doc', id: 'trang-thai-cuoc-goi', label: 'Trạng thái cuộc gọi'},
    {type: 'link', label: 'Hướng dẫn trang quản trị tổng đài', href: '/guide/portal_callcenter_guide_vie/'},
    {type: 'link', label: 'Hướng dẫn trang quản trị gọi tự động', href: '/guide/portal_autocall_guide_vie/'},
    {type: 'link', label: 'Hướng dẫn kết nối Bitrix24', href: '/bitrix_pitel_vie/'},
  ],
};

export default sidebars;
