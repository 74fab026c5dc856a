// Over 400 lines because scheduling, batching, restarts and shutdown all act on the same worker slots.
// A pool of embedding worker threads, one model instance per thread. Callers submit lists of texts; the pool cuts
// them into batches, keeps every worker busy, and puts the rows back in each caller's order.
//
// Scheduling, in short:
// - Requests queue per priority; queries go before passages so a search is not stuck behind a bulk ingest. Requests of
//   one priority take turns batch by batch, so a huge one does not starve the small ones behind it.
// - Submissions made in the same tick are dispatched together (setImmediate), so concurrent small requests share a
//   batch, and while all workers are busy new requests accumulate and leave as one batch when a worker frees up.
// - A batch holds texts of one priority: the model pads every row to the batch's longest, so a short query or fact
//   sentence in a batch of 128-token passages would cost several times its own embedding (measured ~6x for a fact).
// - A batch holds at most `maxBatch` texts and at most an even share of what is waiting across the idle workers, so a
//   large request is split over all of them instead of filling one worker while another idles.
// - Query-only workers embed queries; while none waits and a large passage request is queued or running, they also take
//   small passage requests (never a large one's batch), so those do not wait for the large one's batches.
// - A worker that dies fails only the requests with texts in its batch (AppError `unavailable`) and is respawned.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { AppError, backoffDelayMs, type BackoffPolicy } from '@engram/core';
import { embedderClosed, embedderUnavailable } from './errors';

export type EmbedPriority = 'query' | 'passage' | 'background';

/** While passages keep arriving, background texts still get one batch in this many. */
const BACKGROUND_EVERY = 4;
/** Requests of at most this many texts go before larger ones of their priority. */
const SMALL_REQUEST = 4;
/** A request of more than SMALL_REQUEST texts: a large document's chunks rather than a one-line document's. */
const isLarge = (request: PendingRequest) => request.texts.length > SMALL_REQUEST;

export interface WorkerPoolOptions {
  /** Absolute path of a CommonJS worker script speaking the protocol below. */
  script: string;
  workers: number;
  maxBatch: number;
  /**
   * For a model that pads every row to the batch's longest: short texts (fact sentences, queries) may share a batch
   * beyond `maxBatch`, up to `maxRows`, as long as rows x the longest text's characters (each counted up to
   * `maxChars`, about what the model reads) stays within what `maxBatch` texts of `maxChars` cost. Unset: `maxBatch`
   * texts per batch whatever their length.
   */
  padding?: { maxChars: number; maxRows: number };
  /** Passed to every worker as `workerData`. */
  workerData?: unknown;
  /** How long a worker may take to load its model before start fails. */
  startTimeoutMs?: number;
  /**
   * Workers (of `workers`) kept for queries, so a search never waits for a batch of passages to finish: under ingest
   * load every other worker is busy with passages. While no query waits and a large passage request is queued or
   * running, one takes small passage requests (at most SMALL_REQUEST texts, whole), so a tenant's one-line document
   * does not wait for a batch of another's large one either. Default 0.
   */
  queryOnlyWorkers?: number;
  /**
   * Nice value (0..19) of the workers that embed passages, on Linux where a thread has its own: higher yields the CPU
   * to the threads serving queries (HTTP, the query-only workers, the database) whenever both want it, and costs
   * nothing when the CPU is free. Query-only workers keep the process's priority. Default 0.
   */
  passageNice?: number;
}

/** Messages a worker sends. `vectors` is row-major, `texts.length * dimensions` long. */
type FromWorker =
  | { type: 'ready'; dimensions: number }
  | { type: 'load_failed'; message: string }
  | { type: 'result'; id: number; vectors: Float32Array }
  | { type: 'failed'; id: number; message: string }
  | { type: 'niced'; applied: boolean };

/** Messages the pool sends. A worker that cannot change its priority answers `niced` with `applied: false`. */
type ToWorker = { type: 'embed'; id: number; texts: string[] } | { type: 'nice'; value: number };

interface PendingRequest {
  texts: readonly string[];
  results: Float32Array[];
  /** Index of the first text not yet handed to a worker. */
  next: number;
  /** Texts whose vectors have not come back yet. */
  remaining: number;
  settled: boolean;
  resolve(vectors: Float32Array[]): void;
  reject(err: unknown): void;
}

interface Slice {
  request: PendingRequest;
  offset: number;
  count: number;
  priority: EmbedPriority;
}

interface Slot {
  worker: Worker | undefined;
  state: 'starting' | 'idle' | 'busy' | 'backoff' | 'stopped';
  batch: { id: number; slices: Slice[] } | undefined;
  /** Consecutive failed (re)starts, for backoff. */
  failures: number;
  lastError: unknown;
  retryTimer?: NodeJS.Timeout;
  /** The worker confirmed it runs at `passageNice`. */
  niced: boolean;
}

export interface WorkerPoolStats {
  workers: number;
  ready: number;
  busy: number;
  queuedTexts: number;
  /** Batches handed to workers since start. */
  batches: number;
  /** Workers that died while running and were replaced. */
  respawns: number;
  /** Workers that confirmed running at `passageNice`. */
  lowPriority: number;
}

/** Restarts of a worker that failed to load wait 0.5 s, 1 s, 2 s, ... up to 30 s. */
const RESPAWN_BACKOFF: BackoffPolicy = { initialDelayMs: 500, maxDelayMs: 30_000, jitter: 'none' };


export class EmbeddingWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queues: Record<EmbedPriority, PendingRequest[]> = { query: [], passage: [], background: [] };
  /** Batches formed without background texts while some waited. */
  private batchesSinceBackground = 0;
  private nextBatchId = 1;
  private pumpScheduled = false;
  private closed = false;
  private respawns = 0;
  private batches = 0;
  /** When a batch with passages last ended (performance.now()); -Infinity before the first. */
  private lastPassageBatchEnd = -Infinity;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly options: Required<Omit<WorkerPoolOptions, 'workerData' | 'padding'>> &
      Pick<WorkerPoolOptions, 'padding'> & { workerData: unknown },
    /** Width of every vector; learned from the workers' ready messages. */
    public readonly dimensions: number,
  ) {}

  /** Starts every worker and resolves once all have loaded their model; rejects (and stops them all) if any fails. */
  static async start(options: WorkerPoolOptions): Promise<EmbeddingWorkerPool> {
    if (!Number.isInteger(options.workers) || options.workers < 1) {
      throw AppError.invalid('invalid_worker_count', 'workers must be a positive integer');
    }
    if (!Number.isInteger(options.maxBatch) || options.maxBatch < 1) {
      throw AppError.invalid('invalid_batch_size', 'maxBatch must be a positive integer');
    }
    const { padding } = options;
    const positive = (n: number) => Number.isInteger(n) && n >= 1;
    if (padding && !(positive(padding.maxChars) && positive(padding.maxRows) && padding.maxRows >= options.maxBatch)) {
      throw AppError.invalid('invalid_batch_size', 'padding needs maxChars >= 1 and maxRows >= maxBatch');
    }
    const queryOnlyWorkers = options.queryOnlyWorkers ?? 0;
    if (!Number.isInteger(queryOnlyWorkers) || queryOnlyWorkers < 0 || queryOnlyWorkers >= options.workers) {
      throw AppError.invalid('invalid_query_workers', 'queryOnlyWorkers must leave at least one worker for passages');
    }
    const passageNice = options.passageNice ?? 0;
    if (!Number.isInteger(passageNice) || passageNice < 0 || passageNice > 19) {
      throw AppError.invalid('invalid_nice', 'passageNice must be an integer from 0 to 19');
    }
    const resolved = {
      ...options,
      startTimeoutMs: options.startTimeoutMs ?? 120_000,
      queryOnlyWorkers,
      passageNice,
      workerData: options.workerData,
    };
    const workers = Array.from(
      { length: options.workers },
      () => new Worker(resolved.script, { workerData: resolved.workerData }),
    );
    // A worker that is ready early may still die while the others load: watch for that from the start (an 'error'
    // event with no listener would also take the whole process down).
    const lost: { error: unknown }[] = [];
    for (const worker of workers) {
      const watch = { error: undefined as unknown };
      worker.on('error', (err) => (watch.error = err));
      worker.once('exit', (code) => {
        lost.push({ error: watch.error ?? new Error(`embedding worker exited with code ${code}`) });
      });
    }
    const readiness = await Promise.allSettled(workers.map((w) => waitForReady(w, resolved.startTimeoutMs)));
    const rejection = readiness.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    const startError: unknown = rejection ? rejection.reason : lost[0]?.error;
    const dims = new Set(readiness.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
    if (startError !== undefined || dims.size !== 1) {
      await Promise.all(workers.map((w) => w.terminate()));
      const message = startError ? 'embedding worker failed to start' : 'embedding workers disagree on the vector dimension';
      throw embedderUnavailable(message, { cause: startError });
    }
    const pool = new EmbeddingWorkerPool(resolved, [...dims][0]!);
    for (const worker of workers) {
      const slot: Slot = { worker, state: 'idle', batch: undefined, failures: 0, lastError: undefined, niced: false };
      pool.slots.push(slot);
      pool.attach(slot, worker);
      pool.lowerPriority(slot);
    }
    return pool;
  }

  /** Vectors for `texts`, in the same order. */
  embed(texts: readonly string[], priority: EmbedPriority): Promise<Float32Array[]> {
    if (this.closed) return Promise.reject(embedderClosed());
    if (texts.length === 0) return Promise.resolve([]);
    if (!this.slots.some((s) => s.state !== 'backoff' && s.state !== 'stopped')) {
      return Promise.reject(embedderUnavailable('no embedding worker is running', { cause: this.slots[0]?.lastError }));
    }
    return new Promise<Float32Array[]>((resolve, reject) => {
      const request: PendingRequest = {
        texts,
        results: new Array<Float32Array>(texts.length),
        next: 0,
        remaining: texts.length,
        settled: false,
        resolve,
        reject,
      };
      const queue = this.queues[priority];
      if (!isLarge(request)) {
        // Small requests first (after earlier small ones): a tenant's one-line document is not held behind turns of
        // another's thousands of chunks; each is at most SMALL_REQUEST texts, so large requests still move.
        const at = queue.findIndex((r) => isLarge(r) || r.next > 0);
        queue.splice(at < 0 ? queue.length : at, 0, request);
      } else queue.push(request);
      this.schedulePump();
    });
  }

  stats(): WorkerPoolStats {
    const count = (state: Slot['state']) => this.slots.filter((s) => s.state === state).length;
    return {
      workers: this.slots.length,
      ready: count('idle') + count('busy'),
      busy: count('busy'),
      queuedTexts: this.queuedTexts(),
      batches: this.batches,
      respawns: this.respawns,
      lowPriority: this.slots.filter((s) => s.niced).length,
    };
  }

  /** Fails queued and in-flight requests, then terminates every worker. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    this.closed = true;
    const error = embedderClosed();
    this.failQueued(error);
    const terminations: Promise<number>[] = [];
    for (const slot of this.slots) {
      clearTimeout(slot.retryTimer);
      for (const slice of slot.batch?.slices ?? []) fail(slice.request, error);
      slot.batch = undefined;
      slot.state = 'stopped';
      if (slot.worker) terminations.push(slot.worker.terminate());
      slot.worker = undefined;
    }
    await Promise.all(terminations);
  }

  private attach(slot: Slot, worker: Worker): void {
    worker.on('message', (message: FromWorker) => {
      if (slot.worker === worker) this.onMessage(slot, message);
    });
    worker.on('error', (err) => {
      if (slot.worker === worker) slot.lastError = err;
    });
    worker.on('exit', (code) => {
      if (slot.worker === worker) this.onExit(slot, code);
    });
  }

  private onMessage(slot: Slot, message: FromWorker): void {
    switch (message.type) {
      case 'ready':
        if (message.dimensions !== this.dimensions) {
          slot.lastError = new Error(`respawned worker reports ${message.dimensions} dimensions`);
          void slot.worker?.terminate();
          return;
        }
        slot.state = 'idle';
        slot.failures = 0;
        this.lowerPriority(slot);
        this.pump();
        return;
      case 'niced':
        slot.niced = message.applied;
        return;
      case 'load_failed':
        slot.lastError = new Error(message.message);
        void slot.worker?.terminate();
        return;
      case 'result':
      case 'failed': {
        const batch = slot.batch;
        if (!batch || batch.id !== message.id) return;
        if (batch.slices.some((sl) => sl.priority === 'passage')) this.lastPassageBatchEnd = performance.now();
        slot.batch = undefined;
        slot.state = 'idle';
        const expected = batch.slices.reduce((n, s) => n + s.count, 0) * this.dimensions;
        if (message.type === 'result' && message.vectors.length === expected) this.deliver(batch.slices, message.vectors);
        else {
          const cause = new Error(message.type === 'failed' ? message.message : 'worker returned a wrong number of values');
          const error = new AppError('internal', 'embedding model failed on a batch', { reason: 'embedder_failed', cause });
          for (const slice of batch.slices) fail(slice.request, error);
        }
        this.pump();
        return;
      }
    }
  }

  private deliver(slices: Slice[], vectors: Float32Array): void {
    const dims = this.dimensions;
    let row = 0;
    for (const { request, offset, count } of slices) {
      const first = row;
      row += count;
      if (request.settled) continue;
      for (let i = 0; i < count; i++) {
        // A fresh array per row: a cached vector must not pin the whole batch's buffer, and the message's arrays
        // belong to the realm that received them, which under jest fails `instanceof Float32Array` in the test's.
        const vector = new Float32Array(dims);
        vector.set(vectors.subarray((first + i) * dims, (first + i + 1) * dims));
        request.results[offset + i] = vector;
      }
      request.remaining -= count;
      if (request.remaining === 0) {
        request.settled = true;
        request.resolve(request.results);
      }
    }
  }

  /** Asks a passage worker to yield the CPU to query work; sent before any batch, so it applies to all of them. */
  private lowerPriority(slot: Slot): void {
    slot.niced = false;
    if (this.options.passageNice === 0 || this.queryOnly(this.slots.indexOf(slot)) || !slot.worker) return;
    const message: ToWorker = { type: 'nice', value: this.options.passageNice };
    slot.worker.postMessage(message);
  }

  private onExit(slot: Slot, code: number): void {
    slot.worker = undefined;
    slot.niced = false;
    if (this.closed) return;
    const cause = slot.lastError ?? new Error(`embedding worker exited with code ${code}`);
    if (slot.batch) {
      const error = embedderUnavailable('embedding worker stopped while processing the request', { cause });
      for (const slice of slot.batch.slices) fail(slice.request, error);
      slot.batch = undefined;
    }
    if (slot.state === 'starting') {
      // A replacement failed to load: wait before trying again, and do not leave callers queued forever when no
      // worker is left to serve them.
      slot.failures++;
      slot.state = 'backoff';
      const delay = backoffDelayMs(RESPAWN_BACKOFF, slot.failures);
      slot.retryTimer = setTimeout(() => this.respawn(slot), delay);
      // Retrying must not keep an otherwise finished process alive.
      slot.retryTimer.unref();
      if (!this.slots.some((s) => s.state === 'idle' || s.state === 'busy' || s.state === 'starting')) {
        this.failQueued(embedderUnavailable('no embedding worker is running', { cause }));
      }
      return;
    }
    this.respawns++;
    this.respawn(slot);
    this.pump();
  }

  private respawn(slot: Slot): void {
    if (this.closed) return;
    slot.lastError = undefined;
    slot.state = 'starting';
    const worker = new Worker(this.options.script, { workerData: this.options.workerData });
    slot.worker = worker;
    this.attach(slot, worker);
    // A replacement that hangs while loading would otherwise hold its slot forever.
    const timer = setTimeout(() => {
      if (slot.worker === worker && slot.state === 'starting') {
        slot.lastError = new Error(`embedding worker not ready after ${this.options.startTimeoutMs} ms`);
        void worker.terminate();
      }
    }, this.options.startTimeoutMs);
    timer.unref();
  }

  private failQueued(error: AppError): void {
    for (const priority of ['query', 'passage', 'background'] as const) {
      for (const request of this.queues[priority]) fail(request, error);
      this.queues[priority] = [];
    }
  }

  private schedulePump(): void {
    if (this.pumpScheduled) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.closed) return;
    for (const [index, slot] of this.slots.entries()) {
      if (slot.state !== 'idle' || !slot.worker) continue;
      let slices: Slice[];
      let order: ReadonlyArray<EmbedPriority>;
      if (this.queryOnly(index) && this.queuedTexts(['query']) === 0 && this.largePassageWork()) {
        // No query waiting, and a large passage request is queued or being embedded: small passage requests (another
        // tenant's one-line document) need not wait for its batches. At most SMALL_REQUEST texts at a time, so a
        // query arriving now waits for at most that, never for a batch of a large document.
        order = ['query'];
        slices = this.takeSlices(SMALL_REQUEST, 'passage', true);
        if (slices.length === 0) continue;
      } else {
        order = this.queryOnly(index) ? ['query'] : this.passageOrder();
        // One priority per batch (see the header).
        const priority = order.find((p) => this.queuedTexts([p]) > 0);
        if (!priority) continue;
        const waiting = this.queuedTexts([priority]);
        // The idle workers that may take this priority share what waits (query-only ones take no passages here).
        const idle = this.slots.filter((s, i) => s.state === 'idle' && (priority === 'query' || !this.queryOnly(i))).length;
        const size = Math.min(this.options.padding?.maxRows ?? this.options.maxBatch, Math.ceil(waiting / Math.max(1, idle)));
        slices = this.takeSlices(size, priority);
      }
      if (order.length > 1) {
        const background = slices.some((sl) => sl.priority === 'background');
        this.batchesSinceBackground = background || this.queuedTexts(['background']) === 0 ? 0 : this.batchesSinceBackground + 1;
      }
      const texts: string[] = [];
      for (const { request, offset, count } of slices) texts.push(...request.texts.slice(offset, offset + count));
      const id = this.nextBatchId++;
      slot.batch = { id, slices };
      slot.state = 'busy';
      this.batches++;
      const message: ToWorker = { type: 'embed', id, texts };
      slot.worker.postMessage(message);
    }
  }

  /**
   * Removes up to `size` texts of one priority from its queue (with `onlySmall`, of its small requests at the head only;
   * a small request is taken whole or not at all). The requests take turns: one with
   * texts left after its slice goes to the back, so a large request (a 10 MiB document's thousands of chunks) is
   * embedded one batch at a time between the others instead of holding the head of the queue until it is done.
   */
  private takeSlices(size: number, priority: EmbedPriority, onlySmall = false): Slice[] {
    const slices: Slice[] = [];
    const fits = this.paddedBudget();
    const queue = this.queues[priority];
    let rows = 0;
    while (rows < size && queue.length > 0) {
      // Small requests wait at the head of their queue (see embed()), so the first large one ends them.
      const head = queue[0]!;
      if (onlySmall && !head.settled && (isLarge(head) || rows + head.texts.length - head.next > size)) break;
      const request = queue.shift()!;
      if (request.settled) continue;
      let count = 0;
      while (rows < size && request.next + count < request.texts.length && fits(rows, request.texts[request.next + count]!)) {
        rows++;
        count++;
      }
      if (count === 0) {
        // The batch is full for this request's next text: it keeps its place at the head.
        queue.unshift(request);
        break;
      }
      slices.push({ request, offset: request.next, count, priority });
      request.next += count;
      if (request.next < request.texts.length) queue.push(request);
    }
    return slices;
  }

  /**
   * Whether one more text fits a batch already holding `rows` (it is added when it does). With `padding`, the cost of
   * a batch is rows x its longest text; without, every text counts as one of `maxBatch`.
   */
  private paddedBudget(): (rows: number, text: string) => boolean {
    const { padding, maxBatch } = this.options;
    if (!padding) return (rows) => rows < maxBatch;
    const budget = maxBatch * padding.maxChars;
    let longest = 0;
    return (rows, text) => {
      const chars = Math.max(1, Math.min(padding.maxChars, text.length));
      const widest = Math.max(longest, chars);
      if (rows > 0 && (rows + 1) * widest > budget) return false;
      longest = widest;
      return true;
    };
  }

  /** Queries first; then passages before background texts, except every BACKGROUND_EVERY-th batch while both wait. */
  private passageOrder(): ReadonlyArray<EmbedPriority> {
    return this.batchesSinceBackground >= BACKGROUND_EVERY - 1
      ? (['query', 'background', 'passage'] as const)
      : (['query', 'passage', 'background'] as const);
  }

  /** A passage request of more than SMALL_REQUEST texts is waiting or in a worker's batch. */
  /**
   * Milliseconds since the pool last had passages to embed: 0 while some are queued or being embedded. Work nobody
   * waits for (fact extraction) can hold back while this is small, so it does not slow documents becoming searchable.
   */
  passagesIdleMs(): number {
    if (this.queuedTexts(['passage']) > 0) return 0;
    if (this.busyWith((sl) => sl.priority === 'passage')) return 0;
    return performance.now() - this.lastPassageBatchEnd;
  }

  private largePassageWork(): boolean {
    const large = (r: PendingRequest) => !r.settled && isLarge(r);
    if (this.queues.passage.some(large)) return true;
    return this.busyWith((sl) => sl.priority === 'passage' && large(sl.request));
  }

  /** Whether a busy worker's batch holds a slice that `match` accepts. */
  private busyWith(match: (slice: Slice) => boolean): boolean {
    return this.slots.some((s) => s.state === 'busy' && s.batch?.slices.some(match));
  }

  private queryOnly(slotIndex: number): boolean {
    return slotIndex < this.options.queryOnlyWorkers;
  }

  private queuedTexts(priorities: ReadonlyArray<EmbedPriority> = ['query', 'passage', 'background']): number {
    let n = 0;
    for (const priority of priorities) {
      for (const request of this.queues[priority]) if (!request.settled) n += request.texts.length - request.next;
    }
    return n;
  }
}

function fail(request: PendingRequest, error: unknown): void {
  if (request.settled) return;
  request.settled = true;
  request.reject(error);
}


/** Resolves with the worker's vector width once it has loaded its model. */
function waitForReady(worker: Worker, timeoutMs: number): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let lastError: unknown;
    const timer = setTimeout(() => finish(new Error(`embedding worker not ready after ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: FromWorker) => {
      if (message.type === 'ready') finish(undefined, message.dimensions);
      else if (message.type === 'load_failed') finish(new Error(message.message));
    };
    const onError = (err: unknown) => {
      lastError = err;
    };
    const onExit = (code: number) => finish(lastError ?? new Error(`embedding worker exited with code ${code} while loading`));
    function finish(err: unknown, dimensions?: number) {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (err === undefined && dimensions !== undefined) resolve(dimensions);
      else reject(err);
    }
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}
