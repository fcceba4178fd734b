/**
 * The log's own rules: a field's value can neither start a line nor reach the terminal as a control
 * sequence; only texts are masked as secrets, the configured ones for good, tokens up to a bound.
 */
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {createLog, fieldValue, TOKENS_KEPT} from '../src/log.js';
import {messages} from '../src/messages.js';

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

function collect() {
  const lines: string[] = [];
  return {lines, log: createLog((line) => lines.push(line))};
}

describe('log fields', () => {
  it('writes plain values as they are, and quotes and escapes the others', () => {
    expect(fieldValue('externalCall.1')).toBe('externalCall.1');
    expect(fieldValue(42)).toBe('42');
    expect(fieldValue('a b')).toBe('"a b"');
    expect(fieldValue('\u001b[2J\u0007')).toBe('"\\u001b[2J\\u0007"');
    expect(fieldValue('x\u2028y\u202ez\u0085')).toBe('"x\\u2028y\\u202ez\\u0085"');
    expect(fieldValue('')).toBe('""');
    expect(fieldValue('a'.repeat(500))).toHaveLength(201);
  });

  it('no text in any field yields a second line or a control character', () => {
    const {lines, log} = collect();
    fc.assert(
      fc.property(fc.string({unit: 'binary', maxLength: 300}), (value) => {
        lines.length = 0;
        log(messages.bitrixEventRefused, {event: value});
        return lines.length === 1 && !UNSAFE.test(lines[0]);
      }),
      {seed: 90, numRuns: 300},
    );
  });
});

describe('log secrets', () => {
  it('ignores a value that is not a text, and never throws on one', () => {
    const {lines, log} = collect();
    log.secret({length: 6, toString: 1});
    log.secret(['abcdefgh']);
    log.secret(12345678);
    log(messages.registered, {call: 'abcdefgh'});
    expect(lines[0]).toContain('call=abcdefgh');
  });

  it('keeps the configured secrets for good, and at most TOKENS_KEPT tokens, the newest', () => {
    const {lines, log} = collect();
    log.secret('configured-hook-key-0001', true);
    log.secret('configured-hook-key-0001');
    for (let i = 0; i < 1000; i++) log.secret(`token-${String(i).padStart(4, '0')}`);
    const evicted = `token-${String(1000 - TOKENS_KEPT - 1).padStart(4, '0')}`;
    log(messages.registered, {a: 'configured-hook-key-0001', b: 'token-0999', c: evicted, d: 'token-0000'});
    expect(lines[0]).toContain(`a=*** b=*** c=${evicted} d=token-0000`);
  });
});
