// Long CPU work of the pipeline off the caller's event loop (issue 13). On the main thread of the embedded server, a
// 10 MiB document's classification took seconds in one piece, and HTTP, health probes and queries waited for all of it.
// OffThread runs exported functions of one module in a worker thread at a lower priority (nice), so the event loop
// stays free and the cores go to requests first. One thread, started on first use and again after a crash; calls run
// in order. Arguments and results are copied between threads, so callers send work here only when it is large enough
// to be worth the copy (see `minBytes` of the classifier and the chunk step).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError, ERROR_CODES, type ErrorCode } from '@engram/core';

const THREAD_SCRIPT = path.join(__dirname, 'off-thread-worker.cjs');

export interface OffThreadOptions {
  /** Absolute path of the module whose exported functions run in the thread (.ts is loaded through tsx). */
  module: string;
  /** Nice value of the thread (Linux): 0 keeps the process priority. Default 10, like the encoder's passage workers. */
  nice?: number;
}

interface RemoteError {
  name?: string;
  message: string;
  code?: string;
  reason?: string;
  details?: Record<string, unknown>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

/** The thrower's error as the caller would have seen it: an AppError keeps its code, reason and details. */
function revive(error: RemoteError): Error {
  if (error.code && (ERROR_CODES as readonly string[]).includes(error.code)) {
    return new AppError(error.code as ErrorCode, error.message, {
      ...(error.reason ? { reason: error.reason } : {}),
      ...(error.details ? { details: error.details } : {}),
    });
  }
  return Object.assign(new Error(error.message), error.name ? { name: error.name } : {});
}

export class OffThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: OffThreadOptions) {}

  /** Calls `fn` of the module with `args` in the thread; rejects with the function's error, or if the thread dies. */
  run<R>(fn: string, args: readonly unknown[]): Promise<R> {
    if (this.closed) return Promise.reject(new AppError('unavailable', 'the worker thread is closed'));
    const worker = this.worker ?? this.start();
    return new Promise<R>((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      // While a call is pending the thread keeps the process alive; idle, it does not.
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, fn, args });
    });
  }

  /** Stops the thread; pending calls fail. Safe to call twice. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new AppError('unavailable', 'the worker thread was closed'));
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(THREAD_SCRIPT, { workerData: { module: this.options.module, nice: this.options.nice ?? 10 } });
    worker.unref();
    worker.on('message', (m: { id: number; result?: unknown; error?: RemoteError }) => {
      const call = this.pending.get(m.id);
      if (!call) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if (m.error) call.reject(revive(m.error));
      else call.resolve(m.result);
    });
    const lost = (err: Error) => {
      if (this.worker !== worker) return;
      // The next call starts a new thread.
      this.worker = undefined;
      this.failAll(err);
    };
    worker.on('error', (err) => lost(err));
    worker.on('exit', (code) => lost(new AppError('unavailable', `the worker thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private failAll(err: Error): void {
    for (const call of this.pending.values()) call.reject(err);
    this.pending.clear();
  }
}

