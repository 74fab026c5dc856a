// An embedder that computes each distinct passage text once. The query benchmark builds workspaces larger than its
// corpus by ingesting the corpus again as copies with the same title and text; the encoder would give a copy exactly
// the vector of its original, so computing it again only costs build time (an hour at 100,000 chunks on two cores).
// Queries are never memoised here: the server's own 30-minute query cache sits in front of this.
import { createHash } from 'node:crypto';
import type { Embedder } from '@engram/core';

export interface PassageMemo extends Embedder {
  /** Passages served from the memo, and passages computed. */
  stats(): { reused: number; computed: number };
}

export function memoisePassages(inner: Embedder): PassageMemo {
  const vectors = new Map<string, Float32Array>();
  let reused = 0;
  let computed = 0;
  const keyOf = (text: string) => createHash('sha256').update(text).digest('base64');
  return {
    model: inner.model,
    dimensions: inner.dimensions,
    async embed(texts, kind) {
      if (kind !== 'passage') return inner.embed(texts, kind);
      const keys = texts.map(keyOf);
      const missing = [...new Set(keys.filter((k) => !vectors.has(k)))];
      if (missing.length > 0) {
        const firstText = new Map<string, string>();
        keys.forEach((k, i) => firstText.has(k) || firstText.set(k, texts[i]!));
        const fresh = await inner.embed(
          missing.map((k) => firstText.get(k)!),
          kind,
        );
        missing.forEach((k, i) => vectors.set(k, fresh[i]!));
        computed += missing.length;
      }
      reused += texts.length - missing.length;
      return keys.map((k) => vectors.get(k)!.slice());
    },
    close: () => inner.close(),
    stats: () => ({ reused, computed }),
  };
}
