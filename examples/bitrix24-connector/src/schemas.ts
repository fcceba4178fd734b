/**
 * What the connector accepts from Bitrix24 and from Pitel: one schema per route, checked before a handler
 * sees the request. Each keeps only the fields the connector reads (unknown fields are dropped, so they
 * reach nothing), bounds every string, and reads numbers as numbers. A body that does not fit is answered
 * 400 with a log line naming the field (server.ts).
 *
 * Sources:
 * - Bitrix24's install event: `api-reference/common/events/on-app-install.md` and the full `auth` object of
 *   `api-reference/events/safe-event-handlers.md` (bitrix24/b24restdocs). Bitrix24 posts it as a form, so
 *   every value arrives as text.
 * - `ONEXTERNALCALLSTART`: `api-reference/telephony/events/on-external-call-start.md`; `ONAPPUNINSTALL`:
 *   `api-reference/common/events/on-app-uninstall.md`.
 * - Pitel's event hooks: the v1 API's event description (payload fields, `billsec` whole seconds,
 *   `recording_url` a link or empty).
 */
import {z} from 'zod';

/** Longest text kept for an identifier, a number, a name or a time. */
const SHORT = 256;
/** Longest token or address. */
const LONG = 2048;

/** A bounded text; `null` reads as absent, as Pitel may send it for an empty field. */
const text = (max = SHORT) => z.preprocess((v) => (v === null ? undefined : v), z.string().max(max).optional());

/**
 * Whole seconds: a JSON number that is a non-negative integer, or the same written in ASCII digits only
 * (`"120"`), as a form or a lenient sender may write it. No sign, no exponent, no fraction, no hex, no
 * other script's digits. 30 days at most: no call lasts longer.
 */
const MAX_SECONDS = 30 * 24 * 3600;
const seconds = z.preprocess(
  (v) => (v === null || v === '' ? undefined : typeof v === 'string' && /^\d{1,7}$/.test(v) ? Number(v) : v),
  z.number().int().nonnegative().max(MAX_SECONDS).optional(),
);

/** A link Bitrix24 can fetch: http or https, or empty (no recording). */
const link = z.preprocess(
  (v) => (v === null ? undefined : v),
  z
    .string()
    .max(LONG)
    // `URL.canParse` too: a link such as `http://a:b/x` matches the pattern but is no URL, and would fail
    // at every attempt to attach it.
    .refine((v) => v === '' || (/^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v)), 'not an http(s) link')
    .optional(),
);

/** A Bitrix24 user ID: digits. */
const userId = z
  .string()
  .regex(/^\d{1,12}$/, 'not a user ID')
  .optional();

/** `auth` of a Bitrix24 event other than the install: only what identifies the sender is kept. */
const eventAuth = z
  .object({
    application_token: text(LONG),
    member_id: text(),
    domain: text(),
  })
  .optional();

export const bitrixEventSchema = z.object({
  event: z.string().max(64),
  ts: text(32),
  data: z
    .object({
      CALL_ID: text(),
      USER_ID: userId,
      PHONE_NUMBER: text(64),
      LINE_NUMBER: text(64),
    })
    .optional(),
  auth: eventAuth,
});

export const installSchema = z.object({
  event: z.string().max(64),
  ts: text(32),
  auth: z.object({
    access_token: text(LONG),
    refresh_token: text(LONG),
    application_token: text(LONG),
    expires_in: seconds,
    client_endpoint: text(LONG),
    server_endpoint: text(LONG),
    domain: text(),
    member_id: text(),
    scope: text(LONG),
    status: text(8),
  }),
});

/**
 * Only the fields the connector reads: a field it does not read (`duration`, `sip_call_id`, `domain`,
 * `application`) is dropped unchecked, so an unexpected value there costs no event.
 */
export const pitelEventSchema = z.object({
  // An opaque key, kept in objects: never a name of Object.prototype ("__proto__", "constructor"), which
  // an object would take for its prototype's.
  call_id: z
    .string()
    .min(1)
    .max(SHORT)
    .refine((id) => !(id in Object.prototype), 'not a call id'),
  state: z.string().min(1).max(32),
  direction: text(32),
  from_number: text(64),
  to_number: text(64),
  hotline: text(64),
  billsec: seconds,
  recording_url: link,
  status: text(64),
  time_started: text(64),
  time_answered: text(64),
  time_ended: text(64),
});

export type BitrixEventBody = z.infer<typeof bitrixEventSchema>;
export type InstallBody = z.infer<typeof installSchema>;
export type PitelEventBody = z.infer<typeof pitelEventSchema>;

/** Where a body fails its schema, for the log: `auth.access_token`, or `body` for the whole. */
export function failedField(error: z.ZodError): string {
  const path = error.issues[0]?.path ?? [];
  return path.length ? path.map(String).join('.') : 'body';
}
