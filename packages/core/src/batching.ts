// Group commit for bus consumers: messages a subscription delivers while the previous batch is still being handled
// wait and leave together as the next batch, so a step pays its database round trips once per batch instead of once
// per message. Transport-agnostic: it wraps an ordinary per-message handler, so every EventBus adapter can deliver to
// it; the subscription's concurrency is what lets several messages be waiting at once.
import type { BusMessage, MessageHandler } from './ports';

export interface BatchingOptions {
  /** Most messages handled in one batch. */
  maxBatch: number;
  /**
   * Batches handled at the same time (default 1). More than one lets a step that waits on something other than the
   * database (the embedder's workers) start the next batch while the previous one is still out.
   */
  parallel?: number;
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
export function batchingHandler<T>(handle: BatchHandler<T>, options: BatchingOptions): MessageHandler<T> {
  if (!Number.isInteger(options.maxBatch) || options.maxBatch < 1) throw new RangeError('maxBatch must be a positive integer');
  const parallel = options.parallel ?? 1;
  if (!Number.isInteger(parallel) || parallel < 1) throw new RangeError('parallel must be a positive integer');
  const queue: Waiting<T>[] = [];
  let running = 0;
  let scheduled = false;

  async function runAlone(w: Waiting<T>): Promise<void> {
    try {
      await handle([w.message]);
      w.resolve();
    } catch (err) {
      w.reject(err);
    }
  }

  /** One lane: takes batches until the queue is empty. At most `parallel` lanes run. */
  async function lane(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      if (batch.length === 1) {
        await runAlone(batch[0]!);
        continue;
      }
      try {
        await handle(batch.map((w) => w.message));
        for (const w of batch) w.resolve();
      } catch {
        // Isolate the failure: each message on its own, so the others succeed and only the bad one is retried.
        for (const w of batch) await runAlone(w);
      }
    }
  }

  function startLanes(): void {
    scheduled = false;
    while (running < parallel && queue.length > 0) {
      running++;
      void lane().finally(() => {
        running--;
        if (queue.length > 0 && !scheduled) startLanes();
      });
    }
  }

  return (message) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ message, resolve, reject });
      if (running >= parallel || scheduled) return;
      scheduled = true;
      // Wait one turn of the event loop so messages delivered together (one claim, one burst of publishes) batch up.
      setImmediate(startLanes);
    });
}
