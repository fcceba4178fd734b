/**
 * Work on a list of items, at most `limit` at a time, started in the items' order.
 *
 * For work whose items each hold memory while they are under way (a file's contents, a compressor's
 * state, a page's HTML): started all at once, every item's working set is alive together.
 *
 * On a failure no further item is started; the items already under way are let finish (so nothing the
 * caller started is still writing when it hears of the failure), then the first failure is thrown.
 */
export async function mapAtMost<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  if (!(Number.isInteger(limit) && limit >= 1))
    throw new RangeError(`mapAtMost: the limit must be a whole number of at least 1, not ${limit}`);
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: {error: unknown} | undefined;
  const lane = async () => {
    while (!failure && next < items.length) {
      const i = next++;
      try {
        results[i] = await run(items[i], i);
      } catch (error) {
        failure ??= {error};
      }
    }
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, lane));
  if (failure) throw failure.error;
  return results;
}

/** `mapAtMost` for work whose results are not needed. */
export async function eachAtMost<T>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<unknown>,
): Promise<void> {
  await mapAtMost(items, limit, (item) => run(item));
}
