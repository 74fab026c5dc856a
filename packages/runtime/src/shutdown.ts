// The stop half of a composition root: what start() opened, closed in reverse order, one step at a time.
import type { Logger } from '@engram/telemetry';

export type ShutdownStep = () => Promise<void> | void;

/**
 * Steps run last-added first (what started last depends on what started before it), each awaited before the next.
 * A failing step is logged and the others still run, so one stuck engine does not leave the rest open. `run()` works
 * once: later calls get the same promise, so a signal during a failed start, or a second signal, closes nothing twice.
 */
export class Shutdown {
  readonly #steps: ShutdownStep[] = [];
  readonly #logger: Pick<Logger, 'error'>;
  #running: Promise<void> | undefined;

  constructor(logger: Pick<Logger, 'error'>) {
    this.#logger = logger;
  }

  /** Registers what undoes the thing just started. */
  add(step: ShutdownStep): void {
    this.#steps.push(step);
  }

  run(): Promise<void> {
    this.#running ??= this.#runSteps();
    return this.#running;
  }

  async #runSteps(): Promise<void> {
    for (let step = this.#steps.pop(); step; step = this.#steps.pop()) {
      try {
        await step();
      } catch (err) {
        this.#logger.error({ err }, 'shutdown step failed');
      }
    }
  }
}
