/**
 * `eachAtMost` runs every item, never more than its limit at once, and uses the whole limit.
 */
import {describe, expect, it} from 'vitest';
import {eachAtMost, mapAtMost} from '../../src/plugins/shared/at-most';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('eachAtMost', () => {
  it('runs every item, never more than the limit at once, and uses the whole limit', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const items = Array.from({length: 23}, (_, i) => i);
    await eachAtMost(items, 4, async (i) => {
      running++;
      most = Math.max(most, running);
      await tick(i % 3);
      running--;
      done.push(i);
    });
    expect(done.sort((a, b) => a - b)).toEqual(items);
    expect(most).toBe(4);
  });

  it('starts the items in their order', async () => {
    const started: number[] = [];
    await eachAtMost([0, 1, 2, 3, 4, 5], 2, async (i) => {
      started.push(i);
      await tick(5 - i);
    });
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = eachAtMost([0, 1, 2, 3, 4, 5, 6, 7], 2, async (i) => {
      started.push(i);
      await tick(1);
      if (i === 2) throw new Error('item 2 failed');
    });
    await expect(run).rejects.toThrow('item 2 failed');
    await tick(20);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('lets the items under way finish before it rejects, with the first failure, and leaves no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', collect);
    try {
      const finished: number[] = [];
      const run = mapAtMost([0, 1, 2], 3, async (i) => {
        await tick([30, 5, 15][i]);
        if (i > 0) throw new Error(`item ${i} failed`);
        finished.push(i);
      });
      await expect(run).rejects.toThrow('item 1 failed');
      // The slowest item, still running when item 1 failed, had ended by then.
      expect(finished).toEqual([0]);
      await tick(50);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', collect);
    }
  });

  it('takes an empty list, and refuses a limit that is not a whole number of at least one', async () => {
    await expect(eachAtMost([], 4, async () => undefined)).resolves.toBeUndefined();
    for (const limit of [0, -1, 2.5, Number.NaN])
      await expect(eachAtMost([1], limit, async () => undefined)).rejects.toThrow(RangeError);
  });
});

describe('mapAtMost', () => {
  it('gives the results in the items’ order, whatever order they end in', async () => {
    const out = await mapAtMost([30, 0, 20, 10, 5], 3, async (ms, i) => {
      await tick(ms);
      return `${i}:${ms}`;
    });
    expect(out).toEqual(['0:30', '1:0', '2:20', '3:10', '4:5']);
  });
});
