/** The status a `cdr` event carries, matched to its Bitrix24 code whatever the spelling Pitel uses. */
import {describe, expect, it} from 'vitest';
import {bitrixCode} from '../src/status-codes.js';

describe('the Bitrix24 code of a status', () => {
  it('matches every spelling of a row, whatever its case, hyphens, underscores or spaces', () => {
    expect(['busy_line', 'busy-line', 'Busy line', 'BUSY LINE'].map((s) => bitrixCode(s, true))).toEqual([
      '304',
      '304',
      '304',
      '304',
    ]);
    expect(bitrixCode('NO ANSWER', false)).toBe('304');
    expect(bitrixCode('invalid-number', false)).toBe('404');
    expect(bitrixCode('phone_block', false)).toBe('423');
  });

  it('gives a cancelled inbound call its own code, an unknown status OTHER and no status nothing', () => {
    expect([bitrixCode('cancel', true), bitrixCode('cancel', false)]).toEqual(['603', '603-S']);
    expect(bitrixCode('rang-out', false)).toBe('OTHER');
    expect(bitrixCode(undefined, false)).toBeUndefined();
  });
});
