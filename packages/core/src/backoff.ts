// The one exponential backoff every retry loop uses (event bus redeliveries, embedding requests, worker restarts), so
// a retry schedule reads the same wherever it is configured.
import { assertNever } from './errors';

export interface BackoffPolicy {
  /** The delay before the first retry (attempt 1) without jitter; it doubles per attempt. */
  initialDelayMs: number;
  /** No delay exceeds this. */
  maxDelayMs: number;
  /**
   * `none`: exactly the capped exponential step. `equal`: between half and all of it (keeps a floor while spreading
   * retries). `full`: anywhere from 0 to all of it (spreads a thundering herd the most).
   */
  jitter: 'none' | 'equal' | 'full';
}

/** Delay in whole milliseconds before retry number `attempt` (1 = the first retry). */
export function backoffDelayMs(policy: BackoffPolicy, attempt: number, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** Math.max(0, attempt - 1));
  switch (policy.jitter) {
    case 'none':
      return Math.round(step);
    case 'equal':
      return Math.round(step / 2 + (random() * step) / 2);
    case 'full':
      return Math.round(random() * step);
    default:
      return assertNever(policy.jitter, 'jitter');
  }
}
