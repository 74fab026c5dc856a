import type { Embedder } from '@engram/core';
import { measureThroughput } from './throughput';

const embedderReturning = (count: (n: number) => number, takesMs = 0): Embedder => ({
  model: 'fixed',
  dimensions: 1,
  embed: async (texts) => {
    await new Promise((resolve) => setTimeout(resolve, takesMs));
    return Array.from({ length: count(texts.length) }, () => Float32Array.of(1));
  },
  close: async () => {},
});

test('throughput reports how many texts were embedded, the time the call took and the rate', async () => {
  // The embedder needs at least 200 ms, so the measured time cannot be less and the rate is texts over that time.
  const result = await measureThroughput(
    embedderReturning((n) => n, 200),
    ['a', 'b', 'c'],
  );
  expect(result.texts).toBe(3);
  expect(result.seconds).toBeGreaterThanOrEqual(0.19);
  expect(result.perSecond).toBeCloseTo(3 / result.seconds, 6);
});

test('an embedder that loses texts does not produce a throughput figure', async () => {
  await expect(
    measureThroughput(
      embedderReturning((n) => n - 1),
      ['a', 'b'],
    ),
  ).rejects.toThrow(/1 vectors for 2 texts/);
});
