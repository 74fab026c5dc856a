// Interactive work (a request someone waits for) and background work (pipeline steps) share the embedded profile's
// single resources: the database session above all. Background work runs inside `runAsBackground` (the event buses
// wrap every handler in it), and a shared resource asks `isBackgroundWork()` to serve waiting requests first.
import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/** Runs `fn`, and everything it starts, as background work. */
export function runAsBackground<T>(fn: () => T): T {
  return background.run(true, fn);
}

export function isBackgroundWork(): boolean {
  return background.getStore() === true;
}

/**
 * A lock that hands itself to waiting interactive work before waiting background work. So background work is never
 * starved, a waiting background caller gets the lock after at most `maxInteractiveInARow` interactive grants.
 */
export class PriorityLock {
  private held = false;
  private readonly interactive: Array<() => void> = [];
  private readonly backgroundQueue: Array<() => void> = [];
  private interactiveInARow = 0;

  constructor(private readonly maxInteractiveInARow = 8) {}

  async runExclusive<T>(fn: () => Promise<T>, asBackground = isBackgroundWork()): Promise<T> {
    if (this.held) await new Promise<void>((resolve) => (asBackground ? this.backgroundQueue : this.interactive).push(resolve));
    else this.held = true;
    try {
      return await fn();
    } finally {
      this.handOver();
    }
  }

  /** Callers waiting now: interactive and background. */
  get waiting(): { interactive: number; background: number } {
    return { interactive: this.interactive.length, background: this.backgroundQueue.length };
  }

  private handOver(): void {
    const backgroundsTurn =
      this.backgroundQueue.length > 0 && (this.interactive.length === 0 || this.interactiveInARow >= this.maxInteractiveInARow);
    const next = backgroundsTurn ? this.backgroundQueue.shift() : this.interactive.shift();
    this.interactiveInARow = backgroundsTurn ? 0 : next ? this.interactiveInARow + 1 : 0;
    if (next) next();
    else this.held = false;
  }
}
