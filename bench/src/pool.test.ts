import { mapConcurrent } from './pool';

test('never runs more than the given number of calls at once, and keeps results in input order', async () => {
  let active = 0;
  let peak = 0;
  const items = Array.from({ length: 25 }, (_, i) => i);
  const out = await mapConcurrent(items, 4, async (x) => {
    active++;
    peak = Math.max(peak, active);
    await new Promise((r) => setImmediate(r));
    active--;
    return x * 2;
  });
  expect(peak).toBe(4);
  expect(out).toEqual(items.map((x) => x * 2));
});

test('a failing call rejects the whole run', async () => {
  await expect(
    mapConcurrent([1, 2, 3], 2, async (x) => {
      if (x === 2) throw new Error('boom');
      return x;
    }),
  ).rejects.toThrow('boom');
});

test('rejects a concurrency that would run nothing', async () => {
  await expect(mapConcurrent([1], 0, async (x) => x)).rejects.toThrow(RangeError);
});
