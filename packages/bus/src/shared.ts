// Pieces both adapters share: the logger and metrics shapes, the retry policy and the dead-letter header names.
import { AppError, backoffDelayMs } from '@engram/core';

/** The subset of a pino logger the bus uses; a pino instance fits as is. */
export interface BusLogger {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export const silentLogger: BusLogger = { debug() {}, info() {}, warn() {}, error() {} };

export type BusMetricEvent = 'published' | 'delivered' | 'retried' | 'dead_lettered';

/** Called once per event; wire it to prom-client counters in the composition root. `group` is absent on publish. */
export type BusMetricsHook = (event: BusMetricEvent, labels: { topic: string; group?: string }) => void;

export interface RetryPolicy {
  /** Delay before the second attempt; doubles per further attempt. */
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { initialDelayMs: 1000, maxDelayMs: 60_000 };
export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_CLOSE_TIMEOUT_MS = 10_000;

/**
 * Delay after the failed attempt number `attempt` (1-based): exponential, capped, with "equal jitter" so that a burst
 * of failures does not retry in lockstep.
 */
export function retryDelayMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  return backoffDelayMs({ ...policy, jitter: 'equal' }, attempt, random);
}

/** Handlers running per tenant, for the reserved slots both adapters keep (SubscribeOptions.reservedSlots). */
export class TenantCounts {
  private readonly counts = new Map<string, number>();

  add(tenant: string): void {
    this.counts.set(tenant, (this.counts.get(tenant) ?? 0) + 1);
  }

  release(tenant: string): void {
    const left = (this.counts.get(tenant) ?? 1) - 1;
    if (left > 0) this.counts.set(tenant, left);
    else this.counts.delete(tenant);
  }

  get(tenant: string): number {
    return this.counts.get(tenant) ?? 0;
  }

  /** Tenants running at least `n` handlers. */
  atLeast(n: number): string[] {
    const out: string[] = [];
    for (const [tenant, count] of this.counts) if (count >= n) out.push(tenant);
    return out;
  }
}

export function dlqTopic(topic: string): string {
  return `${topic}.dlq`;
}

/** Headers added to a dead-lettered message. Values are ids, names and counts only, never content. */
export const DLQ_HEADERS = {
  /** How many times the handler ran before giving up. */
  attempts: 'dlqAttempts',
  originalTopic: 'dlqOriginalTopic',
  group: 'dlqGroup',
  /** Error name plus AppError reason when there is one; the message is left out because it may quote content. */
  error: 'dlqError',
} as const;

/** Describes a handler failure without its message, which may quote the content being processed. */
export function describeError(err: unknown): string {
  if (err instanceof AppError) return `${err.name}:${err.reason}`;
  if (err instanceof Error) return err.name;
  return typeof err;
}

export function validateNames(topic: string, group?: string): void {
  if (topic.trim() === '') throw AppError.invalid('bus_topic_required', 'topic must not be empty');
  if (group !== undefined && group.trim() === '') {
    throw AppError.invalid('bus_group_required', 'subscription group must not be empty');
  }
}

export function validateSubscribeOptions(options: {
  concurrency?: number;
  reservedSlots?: number;
  maxAttempts?: number;
}): void {
  const { concurrency = 1, reservedSlots = 0, maxAttempts = DEFAULT_MAX_ATTEMPTS } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw AppError.invalid('bus_concurrency_invalid', 'concurrency must be a positive integer');
  }
  if (!Number.isInteger(reservedSlots) || reservedSlots < 0 || reservedSlots >= concurrency) {
    throw AppError.invalid('bus_reserved_slots_invalid', 'reservedSlots must be an integer from 0 to concurrency - 1');
  }
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw AppError.invalid('bus_max_attempts_invalid', 'maxAttempts must be a positive integer');
  }
}

/** Resolves after `ms`, or early (without rejecting) when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
