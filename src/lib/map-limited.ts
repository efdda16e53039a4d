// Runs `run` over `items` with at most `parallel` at once, the answers in the items' order.
export async function mapLimited<T, R>(
  items: readonly T[],
  parallel: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await run(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
  return out;
}
