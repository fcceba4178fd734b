/**
 * The facts that many pages share, decided once. The canonical pages (src/config/pages.ts) explain
 * them in full; the short statements below are what every other page shows, through the components
 * of src/components/SharedFacts (`<TokenLifetime />`, `<ApiKeyModel />`, `<TokenPerVersion />`),
 * in the language of the page's section. Change a fact here and on its canonical page, nowhere else.
 *
 * Decisions, and the facts they rest on (../shared/facts):
 * - Token lifetime: read `data.expired` (v1, Unix seconds) or `expired_in` (v3) from the token
 *   response, renew on HTTP 401, no refresh flow. Pitel's overviews say 24 hours while the published
 *   v3 samples show `expired_in` values of about 13,600,000 to 15,000,000; the conflict is stated
 *   once, on /authentication.
 * - API key: it belongs to a portal user (both login calls return the signed-in account's key, both
 *   token responses name its `user_id`); the v1 overview's "one key per account" reads as one per
 *   portal account. Issuing, rotating and revoking keys in the portal are not documented.
 * - Tokens per version: one token endpoint per version is documented, and each version's material asks
 *   for its token on its other calls (api-v1.md, api-v3.md "Auth flow facts"); nothing says a token of
 *   one version works on the other, so keep one token per version. The API is the reference that
 *   documents a call, not its path prefix: the v3 reference publishes `POST /v1/campaign/{uuid}/run/start`
 *   and some `/v2/...` calls (api-v3.md "Base URL facts"), which these pages send with the v3 token.
 */
import {canonicalPages} from '../config/pages';

export type Lang = 'en' | 'vi';

/** A piece of a short statement: plain text, inline code, or a link. */
export type Inline = string | {code: string} | {text: string; to: string};

export type Statement = readonly Inline[];

// Pitel's technical support, as named in its API documentation: in a module of its own, so that the page
// feedback's form (src/config/feedback.ts) takes the address without the statements below.
export {support} from './support';

export type StatementId = 'tokenLifetime' | 'apiKeyModel' | 'tokenPerVersion';

const auth = canonicalPages.authentication;

export const statements: Record<StatementId, Record<Lang, Statement>> = {
  // One sentence each: the full statement lives on /authentication, under the linked heading.
  tokenLifetime: {
    en: [
      'A token expires at the time its response gives (',
      {code: 'data.expired'},
      ' in v1, ',
      {code: 'expired_in'},
      ' in v3): request a new one then, or when a call answers HTTP 401, as explained under ',
      {text: 'token lifetime and renewal', to: `${auth}#token-lifetime`},
      '.',
    ],
    vi: [
      'Token hết hạn vào thời điểm ghi trong phản hồi (',
      {code: 'data.expired'},
      ' ở v1, ',
      {code: 'expired_in'},
      ' ở v3). Hãy lấy token mới khi đó, hoặc khi một lời gọi trả về HTTP 401: xem mục ',
      {text: 'thời hạn token và cách lấy token mới', to: `${auth}#token-lifetime`},
      '.',
    ],
  },
  apiKeyModel: {
    en: [
      'An API key belongs to one portal user of your tenant, the account that signs in with ',
      {code: 'POST /v1/auth'},
      ' or ',
      {code: 'POST /v3/auth'},
      ', not to the tenant as a whole: keep it on your server like that user’s password, as explained under ',
      {text: 'API keys', to: `${auth}#api-key`},
      '.',
    ],
    vi: [
      'Mỗi API key thuộc về một người dùng trên trang quản trị Pitel, tức tài khoản đăng nhập bằng ',
      {code: 'POST /v1/auth'},
      ' hoặc ',
      {code: 'POST /v3/auth'},
      ', không thuộc về cả hệ thống tổng đài. Hãy lưu API key trên máy chủ và giữ kín như mật khẩu của người dùng đó: xem mục ',
      {text: 'API key', to: `${auth}#api-key`},
      '.',
    ],
  },
  tokenPerVersion: {
    en: [
      'Use a token from ',
      {code: 'POST /v1/auth/token'},
      ' for the PBX API (v1) and one from ',
      {code: 'POST /v3/auth/token'},
      ' for the call-center and auto-call API (v3), and keep one token per version: see ',
      {text: 'which token for which API', to: `${auth}#token-per-version`},
      '.',
    ],
    vi: [
      'Dùng token của ',
      {code: 'POST /v1/auth/token'},
      ' cho API v1 và token của ',
      {code: 'POST /v3/auth/token'},
      ' cho API v3. Giữ riêng một token cho mỗi phiên bản: xem ',
      {text: 'token nào dùng cho API nào', to: `${auth}#token-per-version`},
      '.',
    ],
  },
};

/** The plain text of a statement (for tests and search snippets). */
export function statementText(statement: Statement): string {
  return statement.map((part) => (typeof part === 'string' ? part : 'code' in part ? part.code : part.text)).join('');
}
