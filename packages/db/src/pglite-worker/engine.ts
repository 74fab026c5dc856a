// PGlite in its own worker thread (issue 13). PostgreSQL in WebAssembly runs synchronously on whichever thread calls
// it: on the main thread, every pipeline statement (a batch insert of chunks, a posting upsert) stalled HTTP, health
// probes and queries for its whole duration. Here the engine lives in thread.cjs and this class is its client on the
// main thread: it offers the part of PGlite's surface that PgliteStatements, Prisma's PGlite adapter and our
// SqlDatabase use (the two locks, execProtocolStream, exec, transaction, parsers and serializers, syncToFs), so those
// run unchanged. Statements cross the thread boundary as wire-protocol bytes; backend messages come back parsed, and
// rows are built here with the caller's parsers (Prisma passes functions, which cannot cross a thread boundary).
//
// Only this client talks to the worker, so PGlite's two locks live here: a transaction holds the transaction lock
// from BEGIN to COMMIT and every statement holds the query lock, exactly as PGlite does for itself. The worker still
// runs one call at a time. The transaction lock serves requests before pipeline work (`PriorityLock` of
// @engram/core): a query's hydration waits for the transaction in progress, not for every pipeline batch queued.
//
// A standalone statement (outside a transaction) holds the locks only while it is sent (`postStandalone`), not until
// its result is back: the worker runs calls in the order they arrive, so the next holder's statement simply runs after
// it. Holding them for the round trip made the database's one session wait for the main thread: under query and ingest
// load every result waited its turn in a busy event loop before the next statement could be sent, and the lock was
// held ~95 % of the time while the worker ran ~35 % of it (bench:load with ENGRAM_DB_LOCK_PROFILE, docs/benchmarks.md).
// The worker lets a request's standalone statement go before background ones queued earlier (thread.cjs).
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { Mutex, messages, parse, protocol, types, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { isBackgroundWork, PriorityLock } from '@engram/core';
import { holderName, lockProfileEnabled, recordHold } from './lock-profile';

type QueryOptions = Parameters<PGlite['query']>[2];
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parser = (value: string, typeId?: number) => unknown;
type Serializer = (value: unknown) => string;

/** The engine surface PgliteStatements and Prisma's adapter need; PGlite itself and WorkerPglite both offer it. */
export type PgliteEngine = Pick<
  PGlite,
  | 'query'
  | 'exec'
  | 'transaction'
  | 'execProtocolStream'
  | 'syncToFs'
  | '_checkReady'
  | '_runExclusiveQuery'
  | '_runExclusiveTransaction'
  | 'parsers'
  | 'serializers'
  | 'closed'
  | 'close'
>;

const THREAD_SCRIPT = path.join(__dirname, 'thread.cjs');

interface Pending {
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

interface RemoteError extends Record<string, unknown> {
  message: string;
  name?: string;
  isDatabaseError?: boolean;
}

/** A worker's error as the caller would have seen it from PGlite: a DatabaseError with PostgreSQL's fields. */
function revive(error: RemoteError): Error {
  const { message, name, isDatabaseError, ...fields } = error;
  const err: Error = isDatabaseError
    ? new messages.DatabaseError(message, Number(fields.length ?? 0), 'error')
    : Object.assign(new Error(message), name ? { name } : {});
  return Object.assign(err, fields);
}

export class WorkerPglite implements PgliteEngine {
  readonly parsers: Record<number | string, Parser> = { ...(types.parsers as Record<number, Parser>) };
  readonly serializers: Record<number | string, Serializer> = { ...(types.serializers as Record<number, Serializer>) };
  private readonly queryLock = new Mutex();
  // Two requests at most before a waiting pipeline transaction: acknowledged writes are requests too, and clients
  // ingesting at full speed would otherwise keep the pipeline from the database.
  private readonly transactionLock = new PriorityLock(2);
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private isClosed = false;
  /** With the lock profile on: the caller transaction() saw, for the lock request that follows. */
  private nextHolder = '';
  private failure: Error | undefined;

  private constructor(
    private readonly worker: Worker,
    /** False when the worker's filesystem writes through (syncToFs is PGlite's no-op): no round trip for it then. */
    private readonly syncsToFs: boolean,
  ) {
    worker.on('message', (m: { id?: number; result?: unknown; error?: RemoteError }) => {
      if (m.id === undefined) return;
      const call = this.pending.get(m.id);
      if (!call) return;
      this.pending.delete(m.id);
      if (m.error) call.reject(revive(m.error));
      else call.resolve(m.result);
    });
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', (code) => this.fail(new Error(`the database worker exited with code ${code}`)));
  }

  /**
   * Starts the worker and waits for its engine; `dataDir` omitted means in memory. `nice` (Linux; 0-19, default 0) is
   * the worker thread's CPU priority: with statements sent without waiting for the main thread, the database thread is
   * one more busy thread, and on two cores at nice 0 it took the CPU from HTTP, the queries and the query encoder.
   */
  static async create(options: { dataDir?: string; nice?: number } = {}): Promise<WorkerPglite> {
    const nice = options.nice ?? 0;
    if (!Number.isInteger(nice) || nice < 0 || nice > 19) throw new Error('the database worker nice value must be an integer from 0 to 19');
    const worker = new Worker(THREAD_SCRIPT, { workerData: { dataDir: options.dataDir, nice } });
    const ready = await new Promise<{ arrayTypes: Array<{ oid: number; typarray: number }>; syncsToFs: boolean }>((resolve, reject) => {
      const onMessage = (m: { type?: string; arrayTypes?: Array<{ oid: number; typarray: number }>; syncsToFs?: boolean; error?: RemoteError }) => {
        if (m.type === 'ready') done(() => resolve({ arrayTypes: m.arrayTypes ?? [], syncsToFs: m.syncsToFs !== false }));
        else if (m.type === 'failed') done(() => reject(revive(m.error!)));
      };
      const onError = (err: Error) => done(() => reject(err));
      const onExit = (code: number) => done(() => reject(new Error(`the database worker exited with code ${code} while starting`)));
      const done = (settle: () => void) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        settle();
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    }).catch(async (err: unknown) => {
      await worker.terminate();
      throw err;
    });
    const engine = new WorkerPglite(worker, ready.syncsToFs);
    for (const { oid, typarray } of ready.arrayTypes) {
      engine.serializers[typarray] = (x) => types.arraySerializer(x, engine.serializers[oid], typarray);
      engine.parsers[typarray] = (x) => types.arrayParser(x, engine.parsers[oid]!, typarray);
    }
    return engine;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  async _checkReady(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.isClosed) throw new Error('PGlite is closed');
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.queryLock.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    if (!lockProfileEnabled) return this.transactionLock.runExclusive(fn);
    // The transaction's own caller when transaction() named it (this call comes after an await there).
    const holder = this.nextHolder || holderName();
    this.nextHolder = '';
    const requested = performance.now();
    return this.transactionLock.runExclusive(async () => {
      const granted = performance.now();
      try {
        return await fn();
      } finally {
        recordHold(holder, granted - requested, performance.now() - granted);
      }
    });
  }

  execProtocolStream = ((message: Uint8Array, options?: { syncToFs?: boolean }) =>
    this.call('execProtocolStream', [message, options ?? {}])) as PGlite['execProtocolStream'];

  /**
   * Sends a standalone statement's messages (ending in Sync) while the caller holds both locks, and returns the promise
   * of its backend messages, which the caller awaits after releasing them. Statements that close others must not go
   * before earlier ones (`reorderable` false): the worker keeps those in arrival order.
   */
  postStandalone(message: Uint8Array, reorderable: boolean): Promise<BackendMessage[]> {
    return this.call('execProtocolStream', [message, { syncToFs: false }], { standalone: reorderable, interactive: !isBackgroundWork() });
  }

  async syncToFs(): Promise<void> {
    if (!this.syncsToFs) return this._checkReady();
    await this.call('syncToFs', []);
  }

  /** Whether syncToFs sends anything to the worker (otherwise the worker's filesystem writes through). */
  get needsSync(): boolean {
    return this.syncsToFs;
  }

  /** Only options that cannot cross to the worker reach this (blobs, per-call serializers): not supported here. */
  query = (async () => {
    throw new Error('this query option is not supported with PGlite in a worker thread');
  }) as unknown as PGlite['query'];

  exec = (async (sql: string, options?: QueryOptions) => {
    await this._checkReady();
    return this._runExclusiveTransaction(async () => {
      const results = await this.runExec(sql, options);
      await this.syncToFs();
      return results;
    });
  }) as PGlite['exec'];

  transaction = (async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    if (lockProfileEnabled) this.nextHolder = holderName('transaction: ');
    await this._checkReady();
    const committed = await this._runExclusiveTransaction(async () => {
      // BEGIN is sent without waiting for it (the worker runs the transaction's statements after it), and COMMIT is
      // awaited after the lock is released (below): two fewer round trips under the lock, which every other statement
      // waits for.
      const begun = this.sendQuery('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx = {
        query: async () => {
          open();
          throw new Error('this query option is not supported with PGlite in a worker thread');
        },
        exec: async (sql: string, options?: QueryOptions) => {
          open();
          return this.runExec(sql, options);
        },
        rollback: async () => {
          open();
          await this.runExec('ROLLBACK');
          closed = true;
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        await begun;
        if (closed) return { result, commit: undefined };
        closed = true;
        return { result, commit: this.sendQuery('COMMIT') };
      } catch (err) {
        if (!closed) {
          closed = true;
          await this.runExec('ROLLBACK').catch(() => undefined);
        }
        throw err;
      }
    });
    await committed.commit;
    await this.syncToFs();
    return committed.result;
  }) as PGlite['transaction'];

  async close(): Promise<void> {
    if (this.isClosed) return;
    this.isClosed = true;
    try {
      if (!this.failure) await this.call('close', []);
    } finally {
      await this.worker.terminate();
    }
  }

  /**
   * Sends a simple-protocol statement without taking the query lock (the caller holds the transaction lock and sends
   * nothing else before it); the promise fails with its error. Settled handlers are attached at once, so a failure
   * awaited later is never an unhandled rejection.
   */
  private sendQuery(sql: string): Promise<void> {
    const sent = this.call('execProtocolStream', [protocol.serialize.query(sql), { syncToFs: false }]).then((messages: BackendMessage[]) => {
      parse.parseResults(messages, this.parsers);
    });
    sent.catch(() => undefined);
    return sent;
  }

  /** A simple-protocol statement (one or several, no parameters), inside the query lock; rows built with `options`. */
  private runExec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this._runExclusiveQuery(async () => {
      const stream = await this.execProtocolStream(protocol.serialize.query(sql), { syncToFs: false });
      return parse.parseResults(stream as BackendMessage[], this.parsers, options);
    });
  }

  private call(method: string, args: unknown[], order: { standalone: boolean; interactive: boolean } = { standalone: false, interactive: false }): Promise<never> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, method, args, ...order });
    });
  }

  private fail(err: Error): void {
    if (this.isClosed) return;
    this.failure = err;
    for (const call of this.pending.values()) call.reject(err);
    this.pending.clear();
  }
}
