// Long synchronous loops of the pipeline (encrypting or decrypting tens of thousands of chunks of one large document)
// in slices, with a turn of the event loop between them, so HTTP, health probes and queries are served meanwhile. The
// work and its result are the same as a plain map; only the event loop gets its turns.

/** Items per slice: a slice of chunk encryption or decryption takes a few milliseconds. */
export const YIELD_EVERY = 256;

/** `items.forEach(fn)`, yielding to the event loop after every `every` items (none for a list that short). */
export async function forEachYielding<T>(items: readonly T[], fn: (item: T, index: number) => void, every = YIELD_EVERY): Promise<void> {
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % every === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    fn(items[i]!, i);
  }
}

/** `items.map(fn)`, yielding to the event loop after every `every` items (none for a list that short). */
export async function mapYielding<T, R>(items: readonly T[], fn: (item: T, index: number) => R, every = YIELD_EVERY): Promise<R[]> {
  const out: R[] = new Array(items.length);
  await forEachYielding(items, (item, i) => (out[i] = fn(item, i)), every);
  return out;
}
