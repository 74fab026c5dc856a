// Scheduling and failure handling of the worker pool, on real worker threads running a model-free fixture worker.
import path from 'node:path';
import { AppError } from '@engram/core';
import { EmbeddingWorkerPool, type WorkerPoolOptions } from './worker-pool';

const script = path.join(__dirname, '__fixtures__', 'angle-worker.js');
const DIMS = 4;

const pools: EmbeddingWorkerPool[] = [];
async function startPool(options: Partial<WorkerPoolOptions> & { delayMs?: number } = {}): Promise<EmbeddingWorkerPool> {
  const { delayMs, ...rest } = options;
  const pool = await EmbeddingWorkerPool.start({
    script,
    workers: 2,
    maxBatch: 8,
    workerData: { dimensions: DIMS, delayMs },
    ...rest,
  });
  pools.push(pool);
  return pool;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const texts = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `t${from + i}`);
/** The fixture maps `t<n>` to (cos n, sin n, 0, ...). */
function expectRowsFor(vectors: Float32Array[], names: string[]) {
  expect(vectors).toHaveLength(names.length);
  vectors.forEach((v, i) => {
    const n = Number(names[i]!.slice(1));
    expect(v).toHaveLength(DIMS);
    expect(v[0]).toBeCloseTo(Math.cos(n), 5);
    expect(v[1]).toBeCloseTo(Math.sin(n), 5);
  });
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('start reports the dimension the workers announce', async () => {
  const pool = await startPool();
  expect(pool.dimensions).toBe(DIMS);
  expect(pool.stats()).toMatchObject({ workers: 2, ready: 2, busy: 0 });
});

test('a request larger than one batch comes back whole and in order', async () => {
  const pool = await startPool({ maxBatch: 3 });
  const input = texts(0, 50);
  expectRowsFor(await pool.embed(input, 'passage'), input);
  expect(pool.stats().batches).toBeGreaterThanOrEqual(Math.ceil(50 / 3));
});

test('a large request is split across all idle workers', async () => {
  const pool = await startPool({ maxBatch: 32, delayMs: 300 });
  const pending = pool.embed(texts(0, 20), 'passage');
  await nextTurn();
  await nextTurn();
  // 20 texts fit one batch of 32, yet both workers got half of them.
  expect(pool.stats()).toMatchObject({ busy: 2, batches: 2 });
  expectRowsFor(await pending, texts(0, 20));
});

test('small requests made while the workers are busy leave together in one batch', async () => {
  const pool = await startPool({ workers: 1, delayMs: 100 });
  const first = pool.embed(['t1'], 'query');
  await nextTurn();
  await nextTurn();
  expect(pool.stats().busy).toBe(1);
  const waiting = [2, 3, 4, 5, 6].map((n) => pool.embed([`t${n}`], 'query'));
  expectRowsFor(await first, ['t1']);
  const results = await Promise.all(waiting);
  results.forEach((vectors, i) => expectRowsFor(vectors, [`t${i + 2}`]));
  expect(pool.stats().batches).toBe(2);
});

test('concurrent callers each get their own rows', async () => {
  const pool = await startPool({ maxBatch: 5 });
  const requests = Array.from({ length: 20 }, (_, i) => texts(i * 7, i * 7 + 1 + (i % 6)));
  const results = await Promise.all(requests.map((r, i) => pool.embed(r, i % 2 ? 'query' : 'passage')));
  results.forEach((vectors, i) => expectRowsFor(vectors, requests[i]!));
});

test('queued queries are served before queued passages', async () => {
  const pool = await startPool({ workers: 1, maxBatch: 1, delayMs: 20 });
  const order: string[] = [];
  const track = (name: string, p: Promise<unknown>) => p.then(() => order.push(name));
  const busy = track('first', pool.embed(['t0'], 'passage'));
  await nextTurn();
  await nextTurn();
  const passage = track('passage', pool.embed(['t1', 't2'], 'passage'));
  const query = track('query', pool.embed(['t3'], 'query'));
  await Promise.all([busy, passage, query]);
  expect(order).toEqual(['first', 'query', 'passage']);
});

test('a batch holds one priority: a query or a fact sentence is never padded to a batch of passages', async () => {
  const pool = await startPool({ workers: 1, maxBatch: 8, delayMs: 10 });
  const order: string[] = [];
  const track = (name: string, p: Promise<Float32Array[]>) => p.then((v) => (order.push(name), v));
  const busy = pool.embed(['t0'], 'passage');
  await nextTurn();
  await nextTurn();
  // Three kinds wait together, and one batch has room for all four texts.
  const passage = track('passage', pool.embed(['t1', 't2'], 'passage'));
  const background = track('background', pool.embed(['t4'], 'background'));
  const query = track('query', pool.embed(['t3'], 'query'));
  await Promise.all([busy, passage, background, query]);
  expect(order).toEqual(['query', 'passage', 'background']);
  expect(pool.stats().batches).toBe(4);
  expectRowsFor(await passage, ['t1', 't2']);
  expectRowsFor(await query, ['t3']);
});

test('with padding, short texts share a batch beyond maxBatch, and long ones still go maxBatch at a time', async () => {
  const pool = await startPool({ workers: 1, maxBatch: 2, padding: { maxChars: 100, maxRows: 8 }, delayMs: 10 });
  const busy = pool.embed(['t0'], 'passage');
  await nextTurn();
  await nextTurn();
  const short = pool.embed(texts(1, 7), 'background');
  const long = ['a', 'b', 'c'].map((c) => c.repeat(150));
  const passages = pool.embed(long, 'passage');
  await Promise.all([busy, short, passages]);
  // t0; then the three long passages two at a time (2 x 100 characters is the budget); then the six short texts at once.
  expect(pool.stats().batches).toBe(1 + 2 + 1);
  expectRowsFor(await short, texts(1, 7));
  expect(await passages).toHaveLength(3);
});

test('a small request goes before larger ones queued earlier, so one line is not held behind their turns', async () => {
  const pool = await startPool({ workers: 1, maxBatch: 2, delayMs: 10 });
  const busy = pool.embed(['t0'], 'passage');
  await nextTurn();
  await nextTurn();
  const large = pool.embed(texts(1, 9), 'passage');
  const medium = pool.embed(texts(10, 16), 'passage');
  let batchesWhenSmallDone = 0;
  const small = pool.embed(['t20'], 'passage').then((v) => ((batchesWhenSmallDone = pool.stats().batches), v));
  await Promise.all([busy, large, medium, small]);
  // t0's batch, then the one holding t20, and at most the next one dispatched by the time its caller hears back
  // (without the rule t20 waits for a turn of the large and of the medium request: 5).
  expect(batchesWhenSmallDone).toBeLessThanOrEqual(3);
  expectRowsFor(await small, ['t20']);
  expectRowsFor(await large, texts(1, 9));
});

test('background texts wait for passages, but get one batch in four while passages keep coming', async () => {
  const pool = await startPool({ workers: 1, maxBatch: 1, delayMs: 10 });
  const order: string[] = [];
  const busy = pool.embed(['t0'], 'passage');
  await nextTurn();
  await nextTurn();
  // Queued behind the busy worker: one background text, then eight passages, each its own request.
  const background = pool.embed(['t100'], 'background').then((v) => (order.push('background'), v));
  const passages = texts(1, 9).map((t) => pool.embed([t], 'passage').then((v) => (order.push(t), v)));
  await Promise.all([busy, background, ...passages]);
  // Passages first; after three passage batches without it, the waiting background text takes the fourth.
  expect(order).toEqual(['t1', 't2', 't3', 'background', 't4', 't5', 't6', 't7', 't8']);
  expectRowsFor(await background, ['t100']);
});

test('a worker crash fails only the callers in its batch, and the worker is replaced', async () => {
  const pool = await startPool({ maxBatch: 1, delayMs: 50 });
  const doomed = pool.embed(['crash'], 'passage');
  const fine = pool.embed(['t7'], 'passage');
  await expect(doomed).rejects.toMatchObject({ code: 'unavailable', reason: 'embedder_unavailable' });
  expectRowsFor(await fine, ['t7']);
  expect(pool.stats().respawns).toBe(1);
  // The replacement loads and serves new requests.
  expectRowsFor(await pool.embed(texts(0, 4), 'passage'), texts(0, 4));
  expect(pool.stats()).toMatchObject({ workers: 2, ready: 2 });
});

test('a request whose other texts were in a crashed batch is rejected once, not left hanging', async () => {
  const pool = await startPool({ maxBatch: 2, delayMs: 20 });
  const mixed = pool.embed(['t1', 't2', 'crash', 't3', 't4', 't5'], 'passage');
  await expect(mixed).rejects.toBeInstanceOf(AppError);
  expectRowsFor(await pool.embed(['t9'], 'query'), ['t9']);
});

test('a batch the model rejects fails its callers with an internal error and keeps the worker', async () => {
  const pool = await startPool({ workers: 1 });
  await expect(pool.embed(['t1', 'fail'], 'passage')).rejects.toMatchObject({ code: 'internal', reason: 'embedder_failed' });
  expectRowsFor(await pool.embed(['t2'], 'passage'), ['t2']);
  expect(pool.stats().respawns).toBe(0);
});

test('a worker that cannot load its model makes start fail with unavailable', async () => {
  const start = EmbeddingWorkerPool.start({ script, workers: 2, maxBatch: 4, workerData: { dimensions: DIMS, failLoad: true } });
  await expect(start).rejects.toMatchObject({ code: 'unavailable', reason: 'embedder_unavailable' });
  await start.catch((err: AppError) => expect(String((err.cause as Error).message)).toContain('weights missing'));
});

test('close fails waiting callers, stops every worker and refuses new work', async () => {
  const pool = await startPool({ workers: 1, maxBatch: 1, delayMs: 200 });
  // Catch now: close() rejects these before the test gets to await them.
  const inFlight = pool.embed(['t1'], 'passage').catch((err: unknown) => err);
  const queued = pool.embed(['t2'], 'passage').catch((err: unknown) => err);
  await nextTurn();
  await nextTurn();
  await pool.close();
  expect(await inFlight).toMatchObject({ code: 'unavailable', reason: 'embedder_closed' });
  expect(await queued).toMatchObject({ reason: 'embedder_closed' });
  await expect(pool.embed(['t3'], 'query')).rejects.toMatchObject({ reason: 'embedder_closed' });
  expect(pool.stats()).toMatchObject({ ready: 0, busy: 0 });
  await pool.close();
});

test('an empty request resolves without touching a worker', async () => {
  const pool = await startPool();
  await expect(pool.embed([], 'query')).resolves.toEqual([]);
  expect(pool.stats().batches).toBe(0);
});

test('requests take turns batch by batch: a small one is not stuck behind a huge one submitted first', async () => {
  const pool = await startPool({ workers: 1, maxBatch: 4, delayMs: 20 });
  const order: string[] = [];
  const huge = pool.embed(texts(0, 200), 'passage').then((v) => (order.push('huge'), v));
  await nextTurn();
  const small = pool.embed(texts(1000, 1002), 'passage').then((v) => (order.push('small'), v));
  expectRowsFor(await small, texts(1000, 1002));
  expectRowsFor(await huge, texts(0, 200));
  // FIFO would finish the 50 batches of the huge request first.
  expect(order).toEqual(['small', 'huge']);
});

test('a query-only worker never takes a large passage request, so a query is embedded while every other worker is busy', async () => {
  const pool = await startPool({ workers: 2, queryOnlyWorkers: 1, maxBatch: 4, delayMs: 300 });
  const passages = pool.embed(texts(0, 8), 'passage');
  await nextTurn();
  await nextTurn();
  expect(pool.stats().busy).toBe(1); // the passage worker alone, one batch of four
  const order: string[] = [];
  const query = pool.embed(['t100'], 'query').then((v) => (order.push('query'), v));
  void passages.then(() => order.push('passages'));
  expectRowsFor(await query, ['t100']);
  expectRowsFor(await passages, texts(0, 8));
  expect(order).toEqual(['query', 'passages']);
});

test('a query-only worker with no query waiting takes a small passage request at once while a large one runs, whole', async () => {
  const pool = await startPool({ workers: 2, queryOnlyWorkers: 1, maxBatch: 4, delayMs: 300 });
  const order: string[] = [];
  const large = pool.embed(texts(0, 40), 'passage').then((v) => (order.push('large'), v));
  await nextTurn();
  await nextTurn();
  expect(pool.stats().busy).toBe(1);
  const small = pool.embed(['t100', 't101', 't102'], 'passage').then((v) => (order.push('small'), v));
  const second = pool.embed(['t103', 't104'], 'passage').then((v) => (order.push('second'), v));
  await nextTurn();
  await nextTurn();
  // The query worker took the first small request (the second would not fit its 4 whole); the passage worker is still
  // on its first batch of the large one.
  expect(pool.stats()).toMatchObject({ busy: 2, batches: 2 });
  expectRowsFor(await small, ['t100', 't101', 't102']);
  expectRowsFor(await second, ['t103', 't104']);
  expectRowsFor(await large, texts(0, 40));
  expect(order).toEqual(['small', 'second', 'large']);
});

test('without a large passage request, small ones wait for the passage workers, not the query worker', async () => {
  const pool = await startPool({ workers: 2, queryOnlyWorkers: 1, maxBatch: 4, delayMs: 300 });
  const first = pool.embed(['t0', 't1'], 'passage');
  await nextTurn();
  await nextTurn();
  const second = pool.embed(['t2', 't3'], 'passage');
  await nextTurn();
  await nextTurn();
  expect(pool.stats()).toMatchObject({ busy: 1, batches: 1 });
  expectRowsFor(await first, ['t0', 't1']);
  expectRowsFor(await second, ['t2', 't3']);
  expect(pool.stats().batches).toBe(2);
});

test('queryOnlyWorkers must leave a worker for passages', async () => {
  await expect(startPool({ workers: 1, queryOnlyWorkers: 1 })).rejects.toMatchObject({ reason: 'invalid_query_workers' });
});

test('passagesIdleMs is 0 while passages wait or are embedded, and counts from when the last passage batch ended', async () => {
  const pool = await startPool({ maxBatch: 2, delayMs: 150 });
  expect(pool.passagesIdleMs()).toBe(Infinity);
  // Queries and background texts are not passages: nothing documents wait for.
  await pool.embed(texts(0, 2), 'query');
  await pool.embed(texts(0, 2), 'background');
  expect(pool.passagesIdleMs()).toBe(Infinity);
  const pending = pool.embed(texts(0, 4), 'passage');
  expect(pool.passagesIdleMs()).toBe(0);
  await nextTurn();
  await nextTurn();
  // Every text is in a worker's batch now, none queued.
  expect(pool.stats()).toMatchObject({ busy: 2, queuedTexts: 0 });
  expect(pool.passagesIdleMs()).toBe(0);
  await pending;
  const idle = pool.passagesIdleMs();
  expect(idle).toBeGreaterThanOrEqual(0);
  expect(idle).toBeLessThan(1_000);
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(pool.passagesIdleMs()).toBeGreaterThanOrEqual(idle + 50);
});
