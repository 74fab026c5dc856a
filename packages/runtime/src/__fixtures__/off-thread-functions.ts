// Functions OffThread's test runs in a worker thread.
import { threadId } from 'node:worker_threads';
import { AppError } from '@engram/core';

export function whereAmI(): number {
  return threadId;
}

export function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Spins for `ms` milliseconds of CPU: the caller's event loop must keep running meanwhile. */
export function spin(ms: number): number {
  const until = Date.now() + ms;
  let n = 0;
  while (Date.now() < until) n++;
  return n;
}

export function refuse(): never {
  throw AppError.invalid('fixture_refused', 'refused on purpose', { field: 'x' });
}

export function crash(): never {
  process.exit(3);
}
