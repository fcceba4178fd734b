/**
 * Work on a list of items, at most `limit` at a time, started in the items' order. Each rejects with
 * the first failure; after one, no further item is started.
 *
 * For work whose items each hold memory while they are under way (a file's contents, a compressor's
 * state, a page's HTML): started all at once, every item's working set is alive together.
 */
export async function mapAtMost<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  if (!(limit >= 1)) throw new RangeError(`mapAtMost: the limit must be at least 1, not ${limit}`);
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await run(items[i], i);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, lane));
  return results;
}

/** `mapAtMost` for work whose results are not needed. */
export async function eachAtMost<T>(items: readonly T[], limit: number, run: (item: T) => Promise<unknown>): Promise<void> {
  await mapAtMost(items, limit, (item) => run(item));
}
