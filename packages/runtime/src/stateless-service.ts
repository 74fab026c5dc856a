// A service process of the distributed profile with no state of its own (classifier, and memory and lifecycle until
// they are built): its gRPC contract, and the ops port for probes and metrics.
import type { DescService } from '@bufbuild/protobuf';
import { redactConfig, type StatelessServiceConfig } from '@engram/config';
import type { ServiceHandlers } from '@engram/proto';
import { createMetrics, type Logger } from '@engram/telemetry';
import { startGrpcService } from './grpc';
import { startOpsServer } from './http';
import { Shutdown } from './shutdown';

/** What `start()` of a distributed service returns: where it answers, and how to stop it. */
export interface RunningService {
  grpcAddress: string;
  opsUrl: string;
  stop(): Promise<void>;
}

export interface StatelessServiceOptions<S extends DescService> {
  /** Names the metrics and the start-up log lines (`starting <name>`, `<name> ready`). */
  name: string;
  service: S;
  handlers: ServiceHandlers<S>;
  config: StatelessServiceConfig;
  logger: Logger;
}

export async function startStatelessService<S extends DescService>(
  options: StatelessServiceOptions<S>,
): Promise<RunningService> {
  const { name, config, logger } = options;
  const metrics = createMetrics({ service: name });
  logger.info({ config: redactConfig(config) }, `starting ${name}`);
  const shutdown = new Shutdown(logger);
  let serving = false;

  try {
    const ops = await startOpsServer({ ...config.ops, metrics, ready: async () => serving });
    shutdown.add(ops.close);

    const grpc = await startGrpcService({
      service: options.service,
      handlers: options.handlers,
      ...config.grpc,
      graceMs: config.shutdownGraceMs,
      logger,
    });
    shutdown.add(grpc.close);

    serving = true;
    // Runs first on stop: probes see the process going before anything closes.
    shutdown.add(() => {
      serving = false;
    });
    logger.info({ grpcAddress: grpc.address, opsUrl: ops.url }, `${name} ready`);
    return { grpcAddress: grpc.address, opsUrl: ops.url, stop: () => shutdown.run() };
  } catch (err) {
    await shutdown.run();
    throw err;
  }
}
