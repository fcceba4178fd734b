/**
 * The call invariants, checked on what the Bitrix24 stand-in received after a replay of Pitel calls: each
 * Pitel call is one Bitrix24 call, registered once (a click: by Bitrix24 itself, never again) and finished
 * once, with the answered leg's talk time; its recording is on it and on no other call; no card is left
 * shown. The property test of the lifecycle (lifecycle.property.test.ts) and the volume benchmark
 * (bench/volume.ts) both check their replays with it.
 */
import type {Received} from './stand-ins/bitrix.js';

/** A Pitel call as it was played, and what Bitrix24 should have of it. */
export interface PlayedCall {
  /** Its Pitel `call_id`s: the flow's and its legs'. */
  ids: string[];
  /** Placed by a click in Bitrix24: the call Bitrix24 registered for the click (none if the click was not made). */
  click?: {callId?: string};
  /** Some event of it was delivered (a call none of whose events came is nobody's call). */
  anyDelivered: boolean;
  /** The talk time its finish must carry, when the answered leg's hangup was delivered. */
  talk?: number;
  /** Its recording, when its `cdr` with one was delivered. */
  recordingUrl?: string;
}

/** A registration the stand-in answered: the call id it gave, and the request's parameters. */
export interface Registration {
  callId: string;
  params: Record<string, unknown>;
}

/**
 * What breaks the invariants, one line each (none: all hold). `telephony` is the stand-in's
 * `telephony()` (methods without their `telephony.externalCall.` prefix), `registrations` its
 * registrations, both from the replay alone; the calls in `skip` (indexes) are not checked.
 */
export function callProblems(
  calls: readonly PlayedCall[],
  registrations: readonly Registration[],
  telephony: readonly Received[],
  skip: ReadonlySet<number> = new Set(),
): string[] {
  const problems: string[] = [];
  const ownerOf = new Map(calls.flatMap((c, n) => c.ids.map((id) => [id, n] as const)));
  const owner = (externalId: unknown) => ownerOf.get(String(externalId)) ?? -1;
  for (const r of registrations)
    if (owner(r.params.EXTERNAL_CALL_ID) < 0)
      problems.push(`register from no call: ${String(r.params.EXTERNAL_CALL_ID)}`);
  const regsOf = groupBy(registrations, (r) => owner(r.params.EXTERNAL_CALL_ID));
  const byCall = groupBy(telephony, (r) => String(r.params.CALL_ID));
  const byRecording = groupBy(
    telephony.filter((r) => r.method === 'attachRecord'),
    (r) => String(r.params.RECORD_URL),
  );
  calls.forEach((c, n) => {
    if (skip.has(n)) return;
    const regs = regsOf.get(n) ?? [];
    const id = bitrixCallOf(c, n, regs, problems);
    if (id === undefined) return;
    const others = registrations.filter((r) => r.callId === id && owner(r.params.EXTERNAL_CALL_ID) !== n);
    if (others.length)
      problems.push(
        `call ${n}: Bitrix24 call ${id} also holds ${others.map((r) => String(r.params.EXTERNAL_CALL_ID)).join(',')}`,
      );
    const finishes = (byCall.get(id) ?? []).filter((r) => r.method === 'finish');
    if (finishes.length !== 1) problems.push(`call ${n}: finished ${finishes.length} times`);
    else if (c.talk !== undefined && finishes[0].params.DURATION !== c.talk)
      problems.push(`call ${n}: DURATION ${String(finishes[0].params.DURATION)}, talk time ${c.talk}`);
    if (!c.recordingUrl) return;
    const records = byRecording.get(c.recordingUrl) ?? [];
    if (!records.some((r) => r.params.CALL_ID === id)) problems.push(`call ${n}: recording not attached`);
    if (records.some((r) => r.params.CALL_ID !== id)) problems.push(`call ${n}: recording attached to another call`);
    if (records.length > 1) problems.push(`call ${n}: recording attached ${records.length} times`);
  });
  return problems;
}

/** The Bitrix24 call of a Pitel call: its click's, or its one registration's; else a problem, and none. */
function bitrixCallOf(c: PlayedCall, n: number, regs: readonly Registration[], problems: string[]): string | undefined {
  if (c.click) {
    if (regs.length) problems.push(`call ${n}: a click registered again`);
    return c.click.callId;
  }
  if (!c.anyDelivered) return undefined;
  const ids = [...new Set(regs.map((r) => r.callId))];
  if (regs.length === 1) return ids[0];
  problems.push(`call ${n}: registered ${regs.length} times as ${ids.join(',') || 'nothing'}`);
  return undefined;
}

/** Each card shown (a `show`, or a register with SHOW 1) and never hidden after, as `<call>|<user>`. */
export function cardsLeftShown(registrations: readonly Registration[], telephony: readonly Received[]): string[] {
  const open = new Map<string, boolean>();
  const byExternal = new Map(registrations.map((r) => [String(r.params.EXTERNAL_CALL_ID), r.callId]));
  for (const r of telephony) {
    if (r.method === 'register' && r.params.SHOW === 1) {
      const callId = byExternal.get(String(r.params.EXTERNAL_CALL_ID));
      if (callId) open.set(`${callId}|${String(r.params.USER_ID)}`, true);
    }
    if (r.method !== 'show' && r.method !== 'hide') continue;
    for (const u of r.params.USER_ID as number[]) open.set(`${String(r.params.CALL_ID)}|${u}`, r.method === 'show');
  }
  return [...open].filter(([, shown]) => shown).map(([k]) => `card left shown: ${k}`);
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
