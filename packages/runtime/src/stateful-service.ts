// A service process of the distributed profile with stores of its own (ingest, retrieval; memory and lifecycle next):
// the ops port first (liveness while the rest starts), its database and tenant keyring, what the service builds on
// them, its gRPC contract, then whatever consumes the bus. Readiness: all of that started, the database answers and
// the service's own checks pass (its bus subscriptions consume, its encoder has a worker loaded).
import type { DescService } from '@bufbuild/protobuf';
import { redactConfig, type ServiceListenConfig } from '@engram/config';
import type { ServiceHandlers } from '@engram/proto';
import { createMetrics, type Logger, type Metrics } from '@engram/telemetry';
import { startGrpcService } from './grpc';
import { startOpsServer } from './http';
import { openTenantDatabase, type TenantDatabase } from './keys';
import { Shutdown } from './shutdown';
import type { RunningService } from './stateless-service';

export interface StatefulServiceConfig extends ServiceListenConfig {
  keys: Parameters<typeof openTenantDatabase>[0]['keys'];
  database: Parameters<typeof openTenantDatabase>[0]['database'];
  shutdownGraceMs: number;
}

/** What a service builds on its database: its contract's handlers, and what runs once it serves. */
export interface StatefulServiceParts<S extends DescService> {
  handlers: ServiceHandlers<S>;
  /** Started after the gRPC server (bus consumers, recovery of stalled work); awaited before the service is ready. */
  afterServing?: () => Promise<void>;
  /** Fields of the `<name> ready` log line. */
  readyLog?: Record<string, unknown>;
  /** Readiness beyond the database, asked on every probe: e.g. the bus's subscriptions consume, the encoder is loaded. */
  ready?: () => boolean;
}

export interface StatefulServiceOptions<S extends DescService> {
  /** Names the metrics and the start-up log lines (`starting <name>`, `<name> ready`). */
  name: string;
  service: S;
  config: StatefulServiceConfig;
  logger: Logger;
  /**
   * Builds the service on its database. Whatever it opens it registers on `shutdown`: steps run in reverse, so on stop
   * the gRPC server closes first, then these, then the database, then the ops port.
   */
  build(context: TenantDatabase & { shutdown: Shutdown; metrics: Metrics }): Promise<StatefulServiceParts<S>>;
}

export async function startStatefulService<S extends DescService>(options: StatefulServiceOptions<S>): Promise<RunningService> {
  const { name, config, logger } = options;
  const metrics = createMetrics({ service: name });
  logger.info({ config: redactConfig(config) }, `starting ${name}`);
  const shutdown = new Shutdown(logger);
  let ready = async () => false;

  try {
    // Liveness answers while the service loads (an encoder, Kafka consumer groups joining); readiness waits for them.
    const ops = await startOpsServer({ ...config.ops, metrics, ready: () => ready() });
    shutdown.add(ops.close);

    const tenantDb = await openTenantDatabase(config, { logger, shutdown });
    const parts = await options.build({ ...tenantDb, shutdown, metrics });

    const grpc = await startGrpcService({
      service: options.service,
      handlers: parts.handlers,
      ...config.grpc,
      graceMs: config.shutdownGraceMs,
      logger,
    });
    shutdown.add(grpc.close);
    await parts.afterServing?.();

    ready = async () => {
      await tenantDb.db.sql.query('SELECT 1');
      return parts.ready?.() ?? true;
    };
    // Runs first on stop: probes see the process going before anything closes.
    shutdown.add(() => {
      ready = async () => false;
    });
    logger.info({ grpcAddress: grpc.address, opsUrl: ops.url, ...parts.readyLog }, `${name} ready`);
    return { grpcAddress: grpc.address, opsUrl: ops.url, stop: () => shutdown.run() };
  } catch (err) {
    await shutdown.run();
    throw err;
  }
}
