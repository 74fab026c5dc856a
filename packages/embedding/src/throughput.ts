// Throughput measurement for the benchmark scripts (bench/), kept here so every embedder is measured the same way.
import { performance } from 'node:perf_hooks';
import type { Embedder } from '@engram/core';

export interface ThroughputResult {
  texts: number;
  seconds: number;
  perSecond: number;
}

/** Embeds `texts` as passages in one call (the embedder batches and parallelises as it would at ingest). */
export async function measureThroughput(embedder: Embedder, texts: readonly string[]): Promise<ThroughputResult> {
  const started = performance.now();
  const vectors = await embedder.embed(texts, 'passage');
  const seconds = (performance.now() - started) / 1000;
  if (vectors.length !== texts.length) throw new Error(`embedder returned ${vectors.length} vectors for ${texts.length} texts`);
  return { texts: texts.length, seconds, perSecond: seconds > 0 ? texts.length / seconds : Infinity };
}
