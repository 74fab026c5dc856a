// Group commit for bus consumers: messages a subscription delivers while the previous batch is still being handled
// wait and leave together as the next batch, so a step pays its database round trips once per batch instead of once
// per message. Transport-agnostic: it wraps an ordinary per-message handler, so every EventBus adapter can deliver to
// it; the subscription's concurrency is what lets several messages be waiting at once.
import type { BusMessage, MessageHandler } from './ports';

export interface BatchingOptions<T = unknown> {
  /** Most messages handled in one batch. */
  maxBatch: number;
  /**
   * Batches handled at the same time (default 1). More than one lets a step that waits on something other than the
   * database (the embedder's workers) start the next batch while the previous one is still out.
   */
  parallel?: number;
  /**
   * Fairness key of a message (its tenant). Batches then take the waiting messages in turns by key (each key's oldest
   * first), and when every lane is busy, a message whose key has nothing in the lanes' running batches starts at once
   * in an extra batch (at most `parallel` extra batches at a time); while a key has an extra batch running, its later
   * messages start further extra batches or wait for it, never joining a regular batch. So one tenant's backlog never
   * makes a light tenant's message wait for a whole batch of it. Such a message must still be delivered: the
   * subscription's concurrency decides how many messages can be waiting while the lanes are full.
   */
  keyOf?: (message: BusMessage<T>) => string;
}

/**
 * Handles a batch. Resolving means every message succeeded. Throwing fails the batch: then each of its messages is
 * handled again on its own, so one bad message fails only itself (and is retried or dead-lettered alone).
 */
export type BatchHandler<T> = (messages: BusMessage<T>[]) => Promise<void>;

interface Waiting<T> {
  message: BusMessage<T>;
  resolve(): void;
  reject(err: unknown): void;
}

/** A per-message handler that runs `handle` on batches of the messages waiting for it, `parallel` batches at a time. */
export function batchingHandler<T>(handle: BatchHandler<T>, options: BatchingOptions<T>): MessageHandler<T> {
  if (!Number.isInteger(options.maxBatch) || options.maxBatch < 1) throw new RangeError('maxBatch must be a positive integer');
  const parallel = options.parallel ?? 1;
  if (!Number.isInteger(parallel) || parallel < 1) throw new RangeError('parallel must be a positive integer');
  const { keyOf } = options;
  let queue: Waiting<T>[] = [];
  let running = 0;
  let express = 0;
  let scheduled = false;
  /** Messages in running batches per key: of the regular lanes, and of the extra ones. */
  const inLanes = new Map<string, number>();
  const inExpress = new Map<string, number>();

  /** Up to maxBatch waiting messages (those `eligible`), in turns by key when there is one, else in arrival order. */
  function take(eligible: (w: Waiting<T>) => boolean): Waiting<T>[] {
    if (!keyOf) return queue.splice(0, options.maxBatch);
    const byKey = new Map<string, Waiting<T>[]>();
    for (const w of queue) {
      if (!eligible(w)) continue;
      const key = keyOf(w.message);
      const list = byKey.get(key);
      if (list) list.push(w);
      else byKey.set(key, [w]);
    }
    const batch: Waiting<T>[] = [];
    for (let round = 0; batch.length < options.maxBatch; round++) {
      let added = false;
      for (const list of byKey.values()) {
        const w = list[round];
        if (!w) continue;
        batch.push(w);
        added = true;
        if (batch.length === options.maxBatch) break;
      }
      if (!added) break;
    }
    const taken = new Set(batch);
    queue = queue.filter((w) => !taken.has(w));
    return batch;
  }

  async function runBatch(batch: Waiting<T>[], inFlight: Map<string, number>): Promise<void> {
    const keys = keyOf ? batch.map((w) => keyOf(w.message)) : [];
    for (const k of keys) inFlight.set(k, (inFlight.get(k) ?? 0) + 1);
    try {
      if (batch.length === 1) return await runAlone(batch[0]!);
      try {
        await handle(batch.map((w) => w.message));
        for (const w of batch) w.resolve();
      } catch {
        // Isolate the failure: each message on its own, so the others succeed and only the bad one is retried.
        for (const w of batch) await runAlone(w);
      }
    } finally {
      for (const k of keys) {
        const n = inFlight.get(k)! - 1;
        if (n === 0) inFlight.delete(k);
        else inFlight.set(k, n);
      }
    }
  }

  async function runAlone(w: Waiting<T>): Promise<void> {
    try {
      await handle([w.message]);
      w.resolve();
    } catch (err) {
      w.reject(err);
    }
  }

  /** A key served by an extra lane waits for it rather than joining a regular batch: it stays light. */
  const regular = (w: Waiting<T>) => !keyOf || !inExpress.has(keyOf(w.message));

  /** One lane: takes batches until no message it may take is waiting. At most `parallel` lanes run. */
  async function lane(): Promise<void> {
    for (let batch = take(regular); batch.length > 0; batch = take(regular)) await runBatch(batch, inLanes);
  }

  /** Whether a message of this key would start an extra batch now (every lane busy, none with its key, room left). */
  function expressFor(key: string): boolean {
    return running >= parallel && express < parallel && !inLanes.has(key);
  }

  /** Waiting messages of keys with nothing in the lanes' running batches, while every lane is busy: one extra batch. */
  function startExpress(): void {
    if (!keyOf) return;
    const batch = take((w) => expressFor(keyOf(w.message)));
    if (batch.length === 0) return;
    express++;
    void runBatch(batch, inExpress).finally(() => {
      express--;
      if (queue.length > 0 && !scheduled) startLanes();
    });
  }

  function startLanes(): void {
    scheduled = false;
    while (running < parallel && queue.some(regular)) {
      running++;
      void lane().finally(() => {
        running--;
        if (queue.length > 0 && !scheduled) startLanes();
      });
    }
    startExpress();
  }

  return (message) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ message, resolve, reject });
      if (scheduled) return;
      if (running >= parallel && !(keyOf && expressFor(keyOf(message)))) return;
      scheduled = true;
      // Wait one turn of the event loop so messages delivered together (one claim, one burst of publishes) batch up.
      setImmediate(startLanes);
    });
}
