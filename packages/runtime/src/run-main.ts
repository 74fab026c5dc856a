// The process half of a composition root: config, logger, start, and a clean exit on SIGTERM or SIGINT.
import { createLogger, type Logger } from '@engram/telemetry';

export interface Stoppable {
  stop(): Promise<void>;
}

/**
 * Loads the config, starts the process and stops it on the first SIGTERM or SIGINT: exit code 0 when every step
 * stopped, 1 when stopping failed. A config or start-up error exits 1 with its message on stderr and no stack: it is
 * for the operator, not a trace of internals.
 */
export function runMain<C extends { log: { level: string } }>(
  load: () => C,
  start: (config: C, logger: Logger) => Promise<Stoppable>,
  options: { service: string },
): void {
  const main = async () => {
    const config = load();
    const logger = createLogger({ service: options.service, level: config.log.level });
    const running = await start(config, logger);
    let shuttingDown = false;
    const shutdown = (signal: string) => {
      if (shuttingDown) return;
      shuttingDown = true;
      logger.info({ signal }, 'shutting down');
      running.stop().then(
        () => {
          logger.info({ signal }, 'stopped');
          process.exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
  };
  main().catch((err: unknown) => {
    console.error(`${options.service} failed to start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
