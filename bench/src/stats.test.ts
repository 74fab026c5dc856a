import { percentile, summarize } from './stats';

test('nearest-rank percentiles pick real samples: p50 of 1..100 is 50, p95 is 95, p99 is 99', () => {
  const values = Array.from({ length: 100 }, (_, i) => 100 - i); // unsorted on purpose
  expect(summarize(values)).toMatchObject({ n: 100, p50: 50, p95: 95, p99: 99, max: 100, mean: 50.5 });
});

test('a single slow sample shows up in p99 only when it is more than 1% of the samples', () => {
  const fast = Array.from({ length: 99 }, () => 10);
  expect(summarize([...fast, 1000]).p99).toBe(10);
  expect(summarize([...fast.slice(0, 49), 1000]).p99).toBe(1000);
});

test('percentiles of no samples are NaN rather than a made-up zero', () => {
  expect(percentile([], 50)).toBeNaN();
  expect(summarize([]).p95).toBeNaN();
});
