/**
 * Log lines: `time level message key=value …`, one per line on standard output; the level and the
 * message come from `messages.ts`, the one list of what the connector logs. Every secret the connector
 * knows (its configured keys, and each token as it gets one) is replaced by `***`, wherever it would
 * appear.
 */
import type {Message} from './messages.js';

export type Level = 'info' | 'warn' | 'error';
export type Fields = Record<string, string | number | boolean | undefined>;

export interface Log {
  (message: Message, fields?: Fields): void;
  /** Adds a value never to print. */
  secret(value: string | undefined): void;
}

function format(fields: Fields): string {
  return Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}=${typeof v === 'string' && /[\s"=]/.test(v) ? JSON.stringify(v) : String(v)}`)
    .join('');
}

export function createLog(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Log {
  const secrets = new Set<string>();
  const log = (({level, text}, fields = {}) => {
    let line = `${new Date().toISOString()} ${level} ${text}${format(fields)}`;
    for (const s of secrets) line = line.split(s).join('***');
    write(line);
  }) as Log;
  log.secret = (value) => {
    if (value && value.length >= 6) secrets.add(value);
  };
  return log;
}
