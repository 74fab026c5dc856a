// Query-embedding cache (spec: "the query is embedded (embedding cached 30 minutes)"). Searches repeat, passages do
// not: every chunk is embedded once at ingest, so only `query` embeddings are cached.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Clock, Embedder } from '@engram/core';

export interface CachedEmbedderOptions {
  /** How long a query vector is reused. Default 30 minutes (spec). */
  ttlMs?: number;
  /** Bound on memory: 10,000 x 512-d float32 is ~20 MB. */
  maxEntries?: number;
  /** Time source for expiry, for tests; by default the monotonic `performance.now()`. */
  clock?: Clock;
}

export interface CachedEmbedderStats {
  /** Query texts served without a new computation (from the cache or by joining one in flight). */
  hits: number;
  /** Query texts sent to the inner embedder. */
  misses: number;
  entries: number;
}

export interface CachedEmbedder extends Embedder {
  stats(): CachedEmbedderStats;
}

export function createCachedEmbedder(inner: Embedder, options: CachedEmbedderOptions = {}): CachedEmbedder {
  const clock = options.clock;
  const cache = new LRUCache<string, Float32Array>({
    max: options.maxEntries ?? 10_000,
    ttl: options.ttlMs ?? 30 * 60_000,
    // Read the clock on every lookup (lru-cache otherwise reuses a timestamp for up to 1 ms).
    ttlResolution: 0,
    // A wall clock can jump, so it is only used when a test injects one.
    ...(clock ? { perf: { now: () => clock.now().getTime() } } : {}),
  });
  /** Computations under way, so concurrent callers asking for the same query share one. */
  const inFlight = new Map<string, Promise<Float32Array>>();
  let hits = 0;
  let misses = 0;

  async function embedQueries(texts: readonly string[]): Promise<Float32Array[]> {
    const keys = texts.map(keyOf);
    const pending = new Map<string, Promise<Float32Array>>();
    const toCompute: { key: string; text: string }[] = [];
    const queued = new Set<string>();
    for (const [i, key] of keys.entries()) {
      if (pending.has(key) || queued.has(key)) {
        hits++; // the same query twice in one call
        continue;
      }
      const cached = cache.get(key);
      const shared = cached ? Promise.resolve(cached) : inFlight.get(key);
      if (shared) {
        hits++;
        pending.set(key, shared);
      } else {
        misses++;
        queued.add(key);
        toCompute.push({ key, text: texts[i]! });
      }
    }
    if (toCompute.length > 0) {
      const batch = inner.embed(
        toCompute.map((c) => c.text),
        'query',
      );
      toCompute.forEach(({ key }, i) => {
        const one = batch.then((vectors) => {
          const vector = vectors[i];
          if (!vector) throw new Error('inner embedder returned too few vectors');
          cache.set(key, vector);
          return vector;
        });
        pending.set(key, one);
        inFlight.set(key, one);
        // Drop the in-flight entry either way; a failure is not cached, so the next caller tries again.
        void one.then(
          () => inFlight.delete(key),
          () => inFlight.delete(key),
        );
      });
    }
    const vectors = await Promise.all(keys.map((key) => pending.get(key)!));
    // Copies: a caller that scales its vector in place must not change what the next caller gets.
    return vectors.map((v) => v.slice());
  }

  return {
    model: inner.model,
    dimensions: inner.dimensions,
    embed: (texts, kind) => (kind === 'query' ? embedQueries(texts) : inner.embed(texts, kind)),
    ...(inner.ready ? { ready: () => inner.ready!() } : {}),
    ...(inner.passagesIdleMs ? { passagesIdleMs: () => inner.passagesIdleMs!() } : {}),
    close: async () => {
      cache.clear();
      await inner.close();
    },
    stats: () => ({ hits, misses, entries: cache.size }),
  };
}

/** Keys are hashes so the cache does not keep users' query text in memory for half an hour. */
function keyOf(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
