/**
 * Every line the connector logs, by a stable key: its level and its text (the fields follow as
 * `key=value`). Nothing else is logged, so this list is the whole log. Each one has a row on the docs
 * site's "When something fails" page, in English and in Vietnamese; the site's unit test
 * `tests/unit/bitrix-connector-log-lines.test.ts` fails when a message, or a `reasons` text, has none.
 */
import type {Level} from './log.js';

export interface Message {
  level: Level;
  text: string;
}

const m = (level: Level, text: string): Message => ({level, text});

export const messages = {
  notStarted: m('error', 'connector not started: missing environment variables'),
  locked: m('error', 'connector not started: another connector uses DATA_DIR'),
  unreadable: m('error', 'connector not started: a file in DATA_DIR is damaged'),
  migrated: m('info', 'call book moved from calls.json to calls.db'),
  listening: m('info', 'connector listening'),
  hookCreated: m('info', 'pitel hook created'),
  hooksNotChecked: m('error', 'pitel hooks not checked'),
  installed: m('info', 'bitrix24 installed'),
  installAddress: m('info', 'install address: paste it as the Path for initial installation'),
  installKeyWrong: m('warn', 'bitrix24 install refused: the install address key is missing or wrong'),
  installBusy: m('warn', 'bitrix24 install refused: another install is in progress'),
  installNotInstall: m('warn', 'bitrix24 install refused: not an ONAPPINSTALL event with tokens'),
  installOtherPortal: m('warn', 'bitrix24 install refused: another portal'),
  installTokensRejected: m('warn', 'bitrix24 install refused: Bitrix24 rejected its tokens'),
  installNotChecked: m('warn', 'bitrix24 install refused: the portal could not check its tokens'),
  lineAdded: m('info', 'external line added'),
  eventBound: m('info', 'bitrix24 event bound'),
  setUpFailed: m('error', 'bitrix24 set-up failed'),
  cannotRenew: m('warn', 'bitrix24 tokens cannot be renewed: set B24_CLIENT_ID and B24_CLIENT_SECRET'),
  renewed: m('info', 'bitrix24 tokens renewed'),
  renewalRefused: m('error', 'bitrix24 tokens renewal refused: calls wait until the application is installed again'),
  renewalTimedOut: m('warn', 'bitrix24 tokens renewal got no answer, will retry'),
  renewalDropped: m(
    'warn',
    'bitrix24 tokens renewal ignored: the application was deleted or installed again meanwhile',
  ),
  unavailable: m('warn', 'bitrix24 unavailable, will retry'),
  waitsForInstall: m('warn', 'call waits: the application is not installed in Bitrix24'),
  refused: m('error', 'bitrix24 refused'),
  noUser: m('warn', 'call not registered: no Bitrix24 user has its extension'),
  registered: m('info', 'call registered'),
  finished: m('info', 'call finished'),
  closedWithoutCdr: m('warn', 'call finished without its cdr event'),
  lateCdr: m('info', 'late cdr event joined its call'),
  eventDropped: m('info', 'pitel event dropped: its call is already finished'),
  recordingAttached: m('info', 'recording attached'),
  noRecording: m('info', 'call has no recording'),
  clickPlaced: m('info', 'click-to-call placed'),
  clickIncomplete: m('warn', 'click-to-call ignored: the event lacks CALL_ID, USER_ID or PHONE_NUMBER'),
  clickAgain: m('info', 'click-to-call ignored: already placed'),
  clickNoExtension: m('warn', 'click-to-call failed: the user has no extension number'),
  clickRefused: m('warn', 'click-to-call failed: Pitel refused'),
  clickPitelUnavailable: m('error', 'click-to-call failed: Pitel unavailable'),
  clickPitelAuth: m('error', 'click-to-call failed: Pitel refused the API key'),
  clickBitrixUnavailable: m('error', 'click-to-call failed: Bitrix24 unavailable'),
  clickExpired: m('warn', 'click-to-call failed: no call from Pitel'),
  clickPitelLate: m('warn', 'click-to-call waits: Pitel gave no answer in time, its call may still come'),
  clickWrittenApart: m('warn', 'click-to-call failed: its Pitel call came first and was written as a call of its own'),
  clickExtensionBusy: m('warn', 'click-to-call failed: another click of this extension waits for Pitel'),
  bitrixEventRefused: m('warn', 'bitrix24 event refused: wrong application_token'),
  bitrixEventIgnored: m('info', 'bitrix24 event ignored'),
  pitelEventRefused: m('warn', 'pitel event refused: wrong hook key'),
  pitelEventIgnored: m('info', 'pitel event ignored'),
  uninstalled: m('info', 'bitrix24 uninstalled: tokens removed'),
  unexpected: m('error', 'unexpected failure'),
  settingInvalid: m('error', 'connector not started: a setting is not valid'),
  notListening: m('error', 'connector not started: cannot listen'),
  requestRefused: m('warn', 'request refused: body not valid'),
  installAlready: m('warn', 'bitrix24 install refused: already installed'),
  installOtherApp: m('warn', 'bitrix24 install refused: the tokens are of another application'),
  installNotAdmin: m('warn', 'bitrix24 install refused: not an administrator'),
  hookRemoved: m('info', 'pitel hook removed: old address'),
} as const satisfies Record<string, Message>;

/**
 * The texts of Pitel's failures, as the `error=` field of `pitel hooks not checked` and
 * `click-to-call failed: Pitel unavailable` gives them: the token refused (then its HTTP status),
 * an answer 5xx or empty (its status, method and path), no connection at all (the path), no answer in
 * time (the path).
 */
export const reasons = {
  pitelToken: 'pitel token refused: HTTP',
  pitelHttp: 'pitel answered HTTP',
  pitelUnreachable: 'pitel unreachable',
  pitelTimeout: 'pitel gave no answer in time',
} as const;
