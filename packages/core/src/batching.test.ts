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

describe('with a fairness key', () => {
  const keyed = (key: string, n: number): BusMessage<string> => ({ ...message(n), id: `${key}${n}`, payload: `${key}${n}` });
  const keyOf = (m: BusMessage<string>) => m.payload[0]!;
  const tick = () => new Promise((r) => setImmediate(r));

  test('a batch takes the waiting messages in turns by key, each key in arrival order', async () => {
    const batches: string[][] = [];
    let release = () => {};
    const handler = batchingHandler<string>(
      async (ms) => {
        batches.push(ms.map((m) => m.payload));
        if (batches.length === 1) await new Promise<void>((r) => (release = r));
      },
      { maxBatch: 3, keyOf },
    );
    const first = handler(keyed('a', 1));
    await tick();
    // a's backlog arrived before b's one message; b's still leaves in the next batch.
    const rest = [keyed('a', 2), keyed('a', 3), keyed('a', 4), keyed('a', 5), keyed('b', 1)].map((m) => handler(m));
    release();
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([['a1'], ['a2', 'b1', 'a3'], ['a4', 'a5']]);
  });

  test('while every lane is busy, a key with nothing in a running batch starts at once in an extra lane', async () => {
    const started: string[][] = [];
    const releases: Array<() => void> = [];
    const handler = batchingHandler<string>(
      async (ms) => {
        started.push(ms.map((m) => m.payload));
        await new Promise<void>((r) => releases.push(r));
      },
      { maxBatch: 2, parallel: 1, keyOf },
    );
    const busy = [keyed('a', 1), keyed('a', 2)].map((m) => handler(m));
    await tick();
    const later = [keyed('a', 3), keyed('b', 1)].map((m) => handler(m));
    await tick();
    await tick();
    // b1 does not wait for a's batch; a3 does (its key is in the running batch).
    expect(started).toEqual([['a1', 'a2'], ['b1']]);
    releases.splice(0).forEach((r) => r());
    await tick();
    await tick();
    expect(started).toEqual([['a1', 'a2'], ['b1'], ['a3']]);
    releases.splice(0).forEach((r) => r());
    await Promise.all([...busy, ...later]);
  });

  test("a light key's next message waits for its extra batch instead of joining the heavy key's regular batch", async () => {
    const started: string[][] = [];
    const releases = new Map<string, () => void>();
    const handler = batchingHandler<string>(
      async (ms) => {
        started.push(ms.map((m) => m.payload));
        await new Promise<void>((r) => releases.set(ms[0]!.payload, r));
      },
      { maxBatch: 4, parallel: 1, keyOf },
    );
    const first = [keyed('a', 1)].map((m) => handler(m));
    await tick();
    const b1 = handler(keyed('b', 1));
    await tick();
    await tick();
    const more = [keyed('a', 2), keyed('b', 2)].map((m) => handler(m));
    await tick();
    releases.get('a1')!(); // the regular lane frees while b's extra batch still runs
    await tick();
    await tick();
    expect(started).toEqual([['a1'], ['b1'], ['a2']]);
    releases.get('b1')!();
    await tick();
    await tick();
    expect(started).toEqual([['a1'], ['b1'], ['a2'], ['b2']]);
    for (const r of releases.values()) r();
    await Promise.all([...first, b1, ...more]);
  });
});
