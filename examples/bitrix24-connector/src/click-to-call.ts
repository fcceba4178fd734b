/**
 * A click on a number in the CRM: Bitrix24 has registered the call itself and sends
 * `ONEXTERNALCALLSTART` with its `CALL_ID`. The connector looks up the user's extension, remembers the
 * click, and asks Pitel to place the call (`GET /v1/click2call/async`). Pitel's events for that call then
 * update the Bitrix24 call with that `CALL_ID`, which is finished without being registered again. When
 * there is no extension, or Pitel refuses the click or cannot be reached, the Bitrix24 call is finished as
 * failed, with the reason. Pitel's answer 401 to a fresh token is the API key's fault, not the agent's,
 * and is logged so (`clickPitelAuth`). No answer in time is no refusal: Pitel may have placed the call, so
 * the click keeps waiting for its first event, until `CLICK_WAIT_MS` (`expireClicks`).
 */
import type {CallBook} from './calls.js';
import type {Config} from './config.js';
import type {Log} from './log.js';
import {messages} from './messages.js';
import {PitelAuthError, PitelTimeoutError, type Pitel} from './pitel.js';
import type {Users} from './users.js';

export interface CallStart {
  USER_ID?: string;
  PHONE_NUMBER?: string;
  LINE_NUMBER?: string;
  CALL_ID?: string;
}

/** Pitel dials national numbers (`0XXXXXXXXX`); our reading: a Vietnamese `+84…` number becomes `0…`. */
export function nationalNumber(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('+84') ? `0${digits.slice(3)}` : digits.replace(/^\+/, '');
}

/** Places the call; answers the ids of the call book entries that Bitrix24 must now be brought up to date with. */
export async function startClick(
  data: CallStart,
  deps: {book: CallBook; users: Users; pitel: Pitel; cfg: Config; log: Log},
): Promise<string[]> {
  const {book, users, pitel, cfg, log} = deps;
  const userId = Number(data.USER_ID);
  const callId = data.CALL_ID ?? '';
  if (!callId || !userId || !data.PHONE_NUMBER) {
    log(messages.clickIncomplete);
    return [];
  }
  if (book.hasClick(callId)) {
    log(messages.clickAgain, {bitrix: callId});
    return [];
  }
  const ext = await users.extensionOf(userId);
  if (!ext) {
    log(messages.clickNoExtension, {bitrix: callId, user: userId});
    return [book.clickFailed(undefined, callId, userId, 'NO_EXTENSION').id];
  }
  const earlier = book.clickStarted(ext, callId, userId, nationalNumber(data.PHONE_NUMBER));
  if (earlier === 'busy') {
    log(messages.clickExtensionBusy, {bitrix: callId, ext});
    return [book.clickFailed(undefined, callId, userId, 'EXTENSION_BUSY').id];
  }
  const expired = earlier ? [earlier.id] : [];
  if (earlier) log(messages.clickExpired, {bitrix: earlier.bitrix?.callId});
  const hotline = cfg.hotlines.some((h) => h.number === data.LINE_NUMBER) ? data.LINE_NUMBER : undefined;
  const result = await pitel.clickToCall(ext, nationalNumber(data.PHONE_NUMBER), hotline).catch((error: Error) => ({
    error: error.message,
    unavailable: true,
    auth: error instanceof PitelAuthError,
    late: error instanceof PitelTimeoutError,
  }));
  if ('callId' in result) {
    const apart = book.clickPlaced(ext, result.callId);
    log(messages.clickPlaced, {bitrix: callId, call: result.callId, ext});
    if (apart) log(messages.clickWrittenApart, {bitrix: callId, call: result.callId, ext});
    return apart ? [...expired, apart.id] : expired;
  }
  if ('late' in result && result.late) {
    log(messages.clickPitelLate, {bitrix: callId, ext, error: result.error});
    return expired;
  }
  const message =
    'auth' in result && result.auth
      ? messages.clickPitelAuth
      : 'unavailable' in result
        ? messages.clickPitelUnavailable
        : messages.clickRefused;
  log(message, {
    bitrix: callId,
    ext,
    error: result.error,
  });
  return [...expired, book.clickFailed(ext, callId, userId, result.error).id];
}
