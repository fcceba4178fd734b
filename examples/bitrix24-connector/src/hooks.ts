/**
 * Pitel subscriptions left behind by an earlier `PUBLIC_URL`: they would keep sending the hook key and
 * every call's numbers to an address the connector no longer answers at. A subscription is this
 * connector's when it carries its hook key, as `callback_apikey` (the list of `GET /v1/event` gives it) or
 * as the `key` parameter of its `callback_url`; one of those whose `callback_url` is not the current one
 * is stale, and deleted with `DELETE /v1/event/{id}` (the v1 API's event hooks; the call-center edition
 * lists `event_domain_uuid` instead of `id`, our reading: the same identifier). A subscription with
 * another key (another connector's, another system's) is never touched.
 */
import {timingSafeEqual} from 'node:crypto';

export interface Subscription {
  id?: string;
  /** The call-center edition's listing names a subscription by this instead of `id`. */
  event_domain_uuid?: string;
  event?: string;
  event_name?: string;
  callback_url?: string;
  callback_apikey?: string;
}

function same(given: unknown, expected: string): boolean {
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(expected);
  return a.length === b.length && b.length > 0 && timingSafeEqual(a, b);
}

function keyOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).searchParams.get('key') : null;
  } catch {
    return null;
  }
}

/** The subscriptions to delete, by id and event: this connector's (by its hook key), to another address than `callbackUrl`. */
export function staleHooks(list: Subscription[], callbackUrl: string, hookKey: string): {id: string; event?: string}[] {
  return list
    .filter((h) => h.callback_url !== callbackUrl)
    .filter((h) => same(h.callback_apikey, hookKey) || same(keyOf(h.callback_url), hookKey))
    .map((h) => ({id: h.id ?? h.event_domain_uuid ?? '', event: h.event ?? h.event_name}))
    .filter((h) => /^[\w-]{1,128}$/.test(h.id));
}
