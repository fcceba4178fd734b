/**
 * Log lines: `time level message key=value …`, one per line on standard output; the level and the
 * message come from `messages.ts`, the one list of what the connector logs. Every secret the connector
 * knows (its configured keys, and each token as it gets one) is replaced by `***`, wherever it would
 * appear.
 *
 * A field's value may come from a request (an event name, an address), so it is written so that it can
 * neither start a line of its own nor reach the terminal as a control sequence: a value with a space,
 * `"`, `=`, `\` or any control or invisible formatting character is written as a JSON string, with
 * those characters escaped, and a value is cut at 200 characters.
 */
import type {Message} from './messages.js';

export type Level = 'info' | 'warn' | 'error';
export type Fields = Record<string, string | number | boolean | undefined>;

export interface Log {
  (message: Message, fields?: Fields): void;
  /**
   * Adds a value never to print: a text of 6 to 4096 characters, anything else is ignored. With `keep`,
   * it is kept for the life of the process (the configured keys); else it is one of the latest
   * `TOKENS_KEPT` tokens, the oldest forgotten first (a renewed token replaces the one before).
   */
  secret(value: unknown, keep?: boolean): void;
}

/** How many tokens are masked at once, besides the kept values. */
export const TOKENS_KEPT = 64;
const MAX_FIELD = 200;

/** Control characters (C0, DEL, C1), line and paragraph separators, and bidirectional overrides. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const QUOTE = /[\s"=\\\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** One field's value as written in the line. */
export function fieldValue(value: string | number | boolean): string {
  if (typeof value !== 'string') return String(value);
  const cut = value.length > MAX_FIELD ? `${value.slice(0, MAX_FIELD)}…` : value;
  if (!QUOTE.test(cut) && cut !== '') return cut;
  const code = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return JSON.stringify(cut).replace(UNSAFE, code);
}

function format(fields: Fields, mask: (text: string) => string): string {
  return Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}=${fieldValue(typeof v === 'string' ? mask(v) : v!)}`)
    .join('');
}

export function createLog(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Log {
  const kept = new Set<string>();
  const tokens = new Set<string>();
  const mask = (text: string) => {
    let out = text;
    for (const s of [...kept, ...tokens]) out = out.split(s).join('***');
    return out;
  };
  const log = (({level, text}, fields = {}) => {
    write(mask(`${new Date().toISOString()} ${level} ${text}${format(fields, mask)}`));
  }) as Log;
  log.secret = (value, keep = false) => {
    if (typeof value !== 'string' || value.length < 6 || value.length > 4096) return;
    if (keep) return void kept.add(value);
    if (kept.has(value)) return;
    tokens.delete(value);
    tokens.add(value);
    if (tokens.size > TOKENS_KEPT) tokens.delete(tokens.values().next().value!);
  };
  return log;
}
