import { batchingHandler } from './batching';
import type { BusMessage } from './ports';

const message = (payload: number): BusMessage<number> => ({
  id: `m${payload}`,
  topic: 't',
  key: 'k',
  payload,
  headers: {},
  attempt: 1,
  publishedAt: new Date(0),
});

test('messages delivered together are handled as one batch, later ones as the next', async () => {
  const batches: number[][] = [];
  let release = () => {};
  const handler = batchingHandler<number>(
    async (ms) => {
      batches.push(ms.map((m) => m.payload));
      if (batches.length === 1) await new Promise<void>((r) => (release = r));
    },
    { maxBatch: 10 },
  );
  const first = [1, 2, 3].map((n) => handler(message(n)));
  await new Promise((r) => setImmediate(r));
  // While the first batch runs, these wait and then leave together.
  const second = [4, 5].map((n) => handler(message(n)));
  release();
  await Promise.all([...first, ...second]);
  expect(batches).toEqual([
    [1, 2, 3],
    [4, 5],
  ]);
});

test('a batch holds at most maxBatch messages', async () => {
  const sizes: number[] = [];
  const handler = batchingHandler<number>(async (ms) => void sizes.push(ms.length), { maxBatch: 2 });
  await Promise.all([1, 2, 3, 4, 5].map((n) => handler(message(n))));
  expect(sizes).toEqual([2, 2, 1]);
});

test('a failed batch is retried one message at a time, so only the bad message fails', async () => {
  const calls: number[][] = [];
  const handler = batchingHandler<number>(
    async (ms) => {
      calls.push(ms.map((m) => m.payload));
      if (ms.some((m) => m.payload === 2)) throw new Error('bad document');
    },
    { maxBatch: 10 },
  );
  const results = await Promise.allSettled([1, 2, 3].map((n) => handler(message(n))));
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('bad document'));
  expect(calls).toEqual([[1, 2, 3], [1], [2], [3]]);
});

test('rejects a maxBatch that is not a positive integer', () => {
  expect(() => batchingHandler(async () => {}, { maxBatch: 0 })).toThrow(RangeError);
});

test('with parallel lanes a second batch starts while the first is still out', async () => {
  const started: number[][] = [];
  const releases: Array<() => void> = [];
  const handler = batchingHandler<number>(
    async (ms) => {
      started.push(ms.map((m) => m.payload));
      await new Promise<void>((r) => releases.push(r));
    },
    { maxBatch: 2, parallel: 2 },
  );
  const all = [1, 2, 3, 4, 5].map((n) => handler(message(n)));
  await new Promise((r) => setImmediate(r));
  await new Promise((r) => setImmediate(r));
  // Two lanes: [1, 2] and [3, 4] are out together; 5 waits for a lane.
  expect(started).toEqual([
    [1, 2],
    [3, 4],
  ]);
  releases.splice(0).forEach((r) => r());
  await new Promise((r) => setTimeout(r, 10));
  expect(started).toEqual([[1, 2], [3, 4], [5]]);
  releases.splice(0).forEach((r) => r());
  await Promise.all(all);
});
