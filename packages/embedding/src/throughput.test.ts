import type { Embedder } from '@engram/core';
import { measureThroughput } from './throughput';

const embedderReturning = (count: (n: number) => number): Embedder => ({
  model: 'fixed',
  dimensions: 1,
  embed: async (texts) => Array.from({ length: count(texts.length) }, () => Float32Array.of(1)),
  close: async () => {},
});

test('throughput reports how many texts were embedded and the rate', async () => {
  const result = await measureThroughput(embedderReturning((n) => n), ['a', 'b', 'c']);
  expect(result.texts).toBe(3);
  expect(result.seconds).toBeGreaterThanOrEqual(0);
  expect(result.perSecond).toBeGreaterThan(0);
});

test('an embedder that loses texts does not produce a throughput figure', async () => {
  await expect(measureThroughput(embedderReturning((n) => n - 1), ['a', 'b'])).rejects.toThrow(/1 vectors for 2 texts/);
});
