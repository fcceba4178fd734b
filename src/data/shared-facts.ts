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
 * - Tokens per version: one token endpoint per version is documented; nothing says a token of one
 *   version works on the other, so keep one token per version.
 */
import {canonicalPages, viSupportPage} from '../config/pages';

export type Lang = 'en' | 'vi';

/** A piece of a short statement: plain text, inline code, or a link. */
export type Inline = string | {code: string} | {text: string; to: string};

export type Statement = readonly Inline[];

/** Pitel's technical support, as named in its API documentation. */
export const support = {
  email: 'tech@tel4vn.com',
  /** The address an older edition of the documentation gives. */
  olderEmail: 'support@tel4vn.com',
} as const;

export type StatementId = 'tokenLifetime' | 'apiKeyModel' | 'tokenPerVersion';

const auth = canonicalPages.authentication;

export const statements: Record<StatementId, Record<Lang, Statement>> = {
  tokenLifetime: {
    en: [
      'Do not hard-code how long a token lasts. Read the expiry from the token response, ',
      {code: 'data.expired'},
      ' in v1 (a Unix time in seconds) or ',
      {code: 'expired_in'},
      ' in v3, and request a new token before then. Whenever a call answers HTTP 401, request a new token with your API key and retry that call once. There is no refresh flow: ',
      {code: 'refresh_token'},
      ' is always empty. See ',
      {text: 'token lifetime and renewal', to: `${auth}#token-lifetime`},
      '.',
    ],
    vi: [
      'Đừng ghi cứng thời hạn của token trong mã nguồn. Hãy đọc thông tin hết hạn trong phản hồi khi lấy token: ',
      {code: 'data.expired'},
      ' ở v1 (thời điểm Unix, tính bằng giây) hoặc ',
      {code: 'expired_in'},
      ' ở v3 (thời gian còn hiệu lực), và lấy token mới trước khi token hết hạn. Mỗi khi một lời gọi API trả về HTTP 401, hãy dùng API key để lấy token mới rồi gửi lại lời gọi đó một lần. Pitel không có cơ chế làm mới token: ',
      {code: 'refresh_token'},
      ' luôn để trống. Xem ',
      {text: 'thời hạn token và cách lấy token mới', to: `${auth}#token-lifetime`},
      '.',
    ],
  },
  apiKeyModel: {
    en: [
      'An API key belongs to one portal user of your tenant, not to the tenant as a whole: logging in with ',
      {code: 'POST /v1/auth'},
      ' or ',
      {code: 'POST /v3/auth'},
      ' returns the key of the account that signs in, and the token response names the key’s owner in ',
      {code: 'user_id'},
      '. Pitel can also hand you a key when it sets up your tenant. Keep the key on your server and treat it like that user’s password. How keys are issued, rotated or revoked in the portal is not documented; ask ',
      {text: 'Pitel support', to: canonicalPages.support},
      ' before you rely on a procedure. See ',
      {text: 'API keys', to: `${auth}#api-key`},
      '.',
    ],
    vi: [
      'Mỗi API key thuộc về một người dùng trên trang quản trị Pitel, không thuộc về cả hệ thống tổng đài: khi đăng nhập bằng ',
      {code: 'POST /v1/auth'},
      ' hoặc ',
      {code: 'POST /v3/auth'},
      ', API trả về key của chính tài khoản vừa đăng nhập, và phản hồi khi lấy token ghi chủ của key trong ',
      {code: 'user_id'},
      '. Pitel cũng có thể cấp sẵn một key khi thiết lập hệ thống tổng đài cho bạn. Chỉ lưu key trên máy chủ và giữ key cẩn thận như mật khẩu của người dùng đó. Cách cấp, đổi hoặc thu hồi key trên trang quản trị chưa được công bố; hãy hỏi ',
      {text: 'bộ phận hỗ trợ Pitel', to: viSupportPage},
      ' trước khi áp dụng một quy trình nào. Xem ',
      {text: 'API key', to: `${auth}#api-key`},
      '.',
    ],
  },
  tokenPerVersion: {
    en: [
      'Get the token from the API version you call: a token from ',
      {code: 'POST /v1/auth/token'},
      ' for ',
      {code: '/v1/...'},
      ' endpoints, a token from ',
      {code: 'POST /v3/auth/token'},
      ' for ',
      {code: '/v3/...'},
      ' endpoints. Whether a token of one version works on the other is not documented, so an integration that uses both keeps one token per version and renews each on its own. Which token the ',
      {code: '/v2/...'},
      ' report and statistics paths, ',
      {code: 'POST /v1/campaign/{campaign_uuid}/run/start'},
      ' and the psr module expect is not documented either; these pages assume the v3 token. See ',
      {text: 'which token for which API', to: `${auth}#token-per-version`},
      '.',
    ],
    vi: [
      'Hãy lấy token từ đúng phiên bản API mà bạn gọi: token của ',
      {code: 'POST /v1/auth/token'},
      ' cho các endpoint ',
      {code: '/v1/...'},
      ', token của ',
      {code: 'POST /v3/auth/token'},
      ' cho các endpoint ',
      {code: '/v3/...'},
      '. Tài liệu của Pitel không nói token của phiên bản này có dùng được cho phiên bản kia hay không, vì vậy tích hợp nào dùng cả hai phiên bản cần giữ mỗi phiên bản một token và lấy token mới cho từng phiên bản riêng. Các đường dẫn báo cáo và thống kê ',
      {code: '/v2/...'},
      ', ',
      {code: 'POST /v1/campaign/{campaign_uuid}/run/start'},
      ' và module psr dùng token nào cũng chưa được công bố; tài liệu này giả định token v3. Xem ',
      {text: 'token nào dùng cho API nào', to: `${auth}#token-per-version`},
      '.',
    ],
  },
};

/** The plain text of a statement (for tests and search snippets). */
export function statementText(statement: Statement): string {
  return statement.map((part) => (typeof part === 'string' ? part : 'code' in part ? part.code : part.text)).join('');
}
