// Disk cache of embeddings for the retrieval harness: embedding is almost all of a run's cost, and tuning sweeps and
// re-runs embed the same texts again. Vectors are keyed by model, kind and a hash of the text (no text is stored),
// in one append-only file per model under bench/.cache/ (git-ignored).
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Embedder } from '@engram/core';

type EmbedKind = Parameters<Embedder['embed']>[1];

export const DEFAULT_CACHE_DIR = path.resolve(__dirname, '..', '.cache', 'embeddings');

const KEY_BYTES = 32;

export interface DiskCachedEmbedder extends Embedder {
  stats(): { hits: number; misses: number };
}

export interface DiskCacheOptions {
  model: string;
  dimensions: number;
  /** Creates the real embedder; called only on the first miss, so a fully cached run never loads the model. */
  load: () => Promise<Embedder>;
  dir?: string;
}

export function createDiskCachedEmbedder(options: DiskCacheOptions): DiskCachedEmbedder {
  const { model, dimensions } = options;
  const dir = options.dir ?? DEFAULT_CACHE_DIR;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${model.replace(/[^a-zA-Z0-9._-]+/g, '_')}-${dimensions}.bin`);
  const record = KEY_BYTES + dimensions * 4;
  const vectors = new Map<string, Float32Array>();
  if (existsSync(file)) {
    const buf = readFileSync(file);
    // A run killed mid-append leaves a partial last record: whole records only.
    for (let at = 0; at + record <= buf.length; at += record) {
      const key = buf.subarray(at, at + KEY_BYTES).toString('hex');
      const copy = new Uint8Array(buf.subarray(at + KEY_BYTES, at + record)); // aligned copy
      vectors.set(key, new Float32Array(copy.buffer));
    }
  }
  let inner: Promise<Embedder> | undefined;
  let hits = 0;
  let misses = 0;
  const keyOf = (kind: EmbedKind, text: string) => createHash('sha256').update(`${model}\0${kind}\0${text}`).digest();

  return {
    model,
    dimensions,
    async embed(texts, kind) {
      const keys = texts.map((t) => keyOf(kind, t));
      const missing: number[] = [];
      keys.forEach((k, i) => (vectors.has(k.toString('hex')) ? hits++ : missing.push(i)));
      if (missing.length > 0) {
        misses += missing.length;
        inner ??= options.load();
        const computed = await (await inner).embed(
          missing.map((i) => texts[i]!),
          kind,
        );
        const chunks: Buffer[] = [];
        missing.forEach((i, j) => {
          const v = computed[j]!;
          if (v.length !== dimensions) throw new Error(`embedder returned ${v.length} dimensions, expected ${dimensions}`);
          vectors.set(keys[i]!.toString('hex'), v);
          chunks.push(keys[i]!, Buffer.from(v.buffer, v.byteOffset, v.byteLength));
        });
        appendFileSync(file, Buffer.concat(chunks));
      }
      return keys.map((k) => vectors.get(k.toString('hex'))!.slice());
    },
    async close() {
      if (inner) await (await inner).close();
    },
    stats: () => ({ hits, misses }),
  };
}
