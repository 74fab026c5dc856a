import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { AppError } from '@engram/core';
import { OffThread } from './off-thread';

const FIXTURE = path.join(__dirname, '__fixtures__', 'off-thread-functions.ts');

let thread: OffThread;
beforeEach(() => {
  thread = new OffThread({ module: FIXTURE });
});
afterEach(async () => {
  await thread.close();
});

test('runs an exported function of a TypeScript module in another thread and returns its result', async () => {
  const id = await thread.run<number>('whereAmI', []);
  expect(id).not.toBe(threadId);
  await expect(thread.run('sum', [[1, 2, 3.5]])).resolves.toBe(6.5);
});

test('the caller keeps its event loop while the thread computes', async () => {
  await thread.run('sum', [[]]); // started and loaded
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  try {
    await thread.run('spin', [300]);
  } finally {
    clearInterval(timer);
  }
  // Run on this thread, the 300 ms spin would leave no tick at all.
  expect(ticks).toBeGreaterThan(2);
});

test("an AppError keeps its code, reason and details across the thread; an unknown function is an error", async () => {
  const err = await thread.run('refuse', []).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code: 'invalid_argument', reason: 'fixture_refused', message: 'refused on purpose', details: { field: 'x' } });
  await expect(thread.run('nope', [])).rejects.toThrow(/exports no function nope/);
});

test('a thread that dies fails its pending call, and the next call starts a new thread', async () => {
  const first = await thread.run<number>('whereAmI', []);
  await expect(thread.run('crash', [])).rejects.toMatchObject({ code: 'unavailable' });
  const second = await thread.run<number>('whereAmI', []);
  expect(second).not.toBe(first);
  await expect(thread.run('sum', [[2, 2]])).resolves.toBe(4);
});

test('after close, calls are refused', async () => {
  await thread.close();
  await expect(thread.run('sum', [[1]])).rejects.toMatchObject({ code: 'unavailable' });
});
