// Query-embedding cache semantics, over a small deterministic embedder that records what it was asked to compute.
// (The same behaviour on the real model is covered in use/use-embedder.int.test.ts.)
import type { Clock, Embedder } from '@engram/core';
import { createCachedEmbedder } from './cached-embedder';

class RecordingEmbedder implements Embedder {
  readonly model = 'recording';
  readonly dimensions = 2;
  readonly calls: { texts: string[]; kind: string }[] = [];
  /** When set, calls wait for `release()`; lets a test hold a computation in flight. */
  gate: Promise<void> | undefined;
  failNext = false;
  private open: (() => void) | undefined;

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release(): void {
    this.open?.();
    this.gate = undefined;
  }
  async embed(texts: readonly string[], kind: 'query' | 'passage'): Promise<Float32Array[]> {
    this.calls.push({ texts: [...texts], kind });
    await this.gate;
    if (this.failNext) {
      this.failNext = false;
      throw new Error('model down');
    }
    return texts.map((t) => Float32Array.from([Math.cos(t.length), Math.sin(t.length)]));
  }
  async close(): Promise<void> {}
}

class ManualClock implements Clock {
  constructor(private ms = Date.UTC(2026, 0, 1)) {}
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

test('a repeated query is answered from the cache without recomputing', async () => {
  const inner = new RecordingEmbedder();
  const cached = createCachedEmbedder(inner);
  const [first] = await cached.embed(['what is aspirin'], 'query');
  const [second] = await cached.embed(['what is aspirin'], 'query');
  expect(second).toEqual(first);
  expect(inner.calls).toHaveLength(1);
  expect(cached.stats()).toEqual({ hits: 1, misses: 1, entries: 1 });
});

test('only the uncached queries of a call reach the model, and results keep input order', async () => {
  const inner = new RecordingEmbedder();
  const cached = createCachedEmbedder(inner);
  await cached.embed(['bb'], 'query');
  const vectors = await cached.embed(['a', 'bb', 'cccc', 'a'], 'query');
  expect(inner.calls[1]!.texts).toEqual(['a', 'cccc']);
  expect(vectors.map((v) => v[0])).toEqual([1, 2, 4, 1].map((n) => Math.fround(Math.cos(n))));
});

test('passages are never cached', async () => {
  const inner = new RecordingEmbedder();
  const cached = createCachedEmbedder(inner);
  await cached.embed(['chunk text'], 'passage');
  await cached.embed(['chunk text'], 'passage');
  expect(inner.calls.map((c) => c.kind)).toEqual(['passage', 'passage']);
  expect(cached.stats()).toEqual({ hits: 0, misses: 0, entries: 0 });
});

test('a cached query expires after the TTL', async () => {
  const inner = new RecordingEmbedder();
  const clock = new ManualClock();
  const cached = createCachedEmbedder(inner, { ttlMs: 30 * 60_000, clock });
  await cached.embed(['q'], 'query');
  clock.advance(30 * 60_000 - 1);
  await cached.embed(['q'], 'query');
  expect(inner.calls).toHaveLength(1);
  clock.advance(2);
  await cached.embed(['q'], 'query');
  expect(inner.calls).toHaveLength(2);
});

test('concurrent callers asking for the same uncached query share one computation', async () => {
  const inner = new RecordingEmbedder();
  const cached = createCachedEmbedder(inner);
  inner.hold();
  const callers = [cached.embed(['same'], 'query'), cached.embed(['same'], 'query'), cached.embed(['same', 'other'], 'query')];
  inner.release();
  const [[a], [b], [c, d]] = (await Promise.all(callers)) as [Float32Array[], Float32Array[], Float32Array[]];
  expect(inner.calls.map((call) => call.texts)).toEqual([['same'], ['other']]);
  expect(b).toEqual(a);
  expect(c).toEqual(a);
  expect(d).not.toEqual(a);
  expect(cached.stats()).toMatchObject({ hits: 2, misses: 2 });
});

test('a failed computation is not cached; the next caller tries again', async () => {
  const inner = new RecordingEmbedder();
  const cached = createCachedEmbedder(inner);
  inner.failNext = true;
  await expect(cached.embed(['q'], 'query')).rejects.toThrow('model down');
  await expect(cached.embed(['q'], 'query')).resolves.toHaveLength(1);
  expect(inner.calls).toHaveLength(2);
});

test('the least recently used query is evicted beyond maxEntries', async () => {
  const inner = new RecordingEmbedder();
  const cached = createCachedEmbedder(inner, { maxEntries: 2 });
  await cached.embed(['a'], 'query');
  await cached.embed(['bb'], 'query');
  await cached.embed(['a'], 'query'); // a is now the most recent
  await cached.embed(['ccc'], 'query'); // evicts bb
  await cached.embed(['a'], 'query');
  await cached.embed(['bb'], 'query');
  expect(inner.calls.map((c) => c.texts[0])).toEqual(['a', 'bb', 'ccc', 'bb']);
  expect(cached.stats().entries).toBe(2);
});

test('changing a returned vector does not change what the cache hands out next', async () => {
  const inner = new RecordingEmbedder();
  const cached = createCachedEmbedder(inner);
  const [mine] = await cached.embed(['q'], 'query');
  const original = Array.from(mine!);
  mine!.fill(0);
  const [again] = await cached.embed(['q'], 'query');
  expect(Array.from(again!)).toEqual(original);
});

test("reports the inner embedder's readiness, and none when the inner one has none", () => {
  const inner = Object.assign(new RecordingEmbedder(), { up: true, ready(): boolean { return this.up; } });
  const cached = createCachedEmbedder(inner);
  expect(cached.ready?.()).toBe(true);
  inner.up = false;
  expect(cached.ready?.()).toBe(false);
  expect(createCachedEmbedder(new RecordingEmbedder()).ready).toBeUndefined();
});
