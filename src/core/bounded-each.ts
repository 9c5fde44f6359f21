/**
 * Run `each` on every item, at most `limit` at once, started in the items' order (so what each says when it
 * starts is said in that order). On the first failure no more are started, those running are waited for
 * (so none of them is still writing when the caller cleans up), and that failure is thrown: the rest's
 * results and failures are dropped.
 */
export async function boundedEach<T>(
  items: readonly T[],
  limit: number,
  each: (item: T, index: number) => Promise<void>,
): Promise<void> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`boundedEach: limit ${limit} is not a whole number from 1`);
  let next = 0;
  let failed: { error: unknown } | null = null;
  const worker = async () => {
    while (failed === null && next < items.length) {
      const index = next++;
      try {
        await each(items[index] as T, index);
      } catch (error) {
        failed ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failed !== null) throw (failed as { error: unknown }).error;
}
