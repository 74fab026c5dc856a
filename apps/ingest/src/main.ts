// Composition root of the ingest service in the distributed profile: documents, versions and jobs on PostgreSQL, the
// IngestService behind its gRPC contract, and the pipeline's classify and chunk steps consuming Kafka (classification
// itself is a gRPC call to the classifier service). Probes and metrics are on a small HTTP port (OPS_PORT).
import { systemClock } from '@engram/core';
import { redactConfig } from '@engram/config';
import { createKafkaEventBus } from '@engram/bus';
import { classifierv1, ingestv1 } from '@engram/proto';
import {
  Shutdown,
  createServiceClient,
  openTenantDatabase,
  runMain,
  startGrpcService,
  startOpsServer,
  type RunningService,
} from '@engram/runtime';
import { createMetrics, type Logger } from '@engram/telemetry';
import { IngestService } from './ingest.service';
import { classifierPort } from './classifier-port';
import { IngestPipeline } from './pipeline';
import { ingestHandlers } from './grpc-handlers';
import { loadIngestConfig, type IngestConfig } from './env';

export async function start(config: IngestConfig, logger: Logger): Promise<RunningService> {
  const metrics = createMetrics({ service: 'ingest' });
  logger.info({ config: redactConfig(config) }, 'starting ingest');
  // Undone in reverse on stop: the gRPC server (no new calls), the bus (in-flight steps finish or go back to Kafka), the
  // classifier client those steps use, the database, and the ops port last so probes answer until the end.
  const shutdown = new Shutdown(logger);
  let ready = async () => false;

  try {
    // Liveness answers while Kafka consumer groups are still joining; readiness waits for them.
    const ops = await startOpsServer({ ...config.ops, metrics, ready: () => ready() });
    shutdown.add(ops.close);

    const { db, keyring } = await openTenantDatabase(config, { logger, shutdown });

    const classifier = createServiceClient(classifierv1.ClassifierService, config.classifierAddress, {
      defaultTimeoutMs: config.rpcTimeoutMs,
    });
    shutdown.add(() => classifier.close());

    const bus = createKafkaEventBus({
      brokers: config.kafka.brokers,
      clientId: config.kafka.clientId,
      consumer: config.kafka.consumer,
      closeTimeoutMs: config.shutdownGraceMs,
      logger,
    });
    shutdown.add(() => bus.close());

    const ingestService = new IngestService({ prisma: db.prisma, sql: db.sql, keyring, bus, clock: systemClock, logger });
    const grpc = await startGrpcService({
      service: ingestv1.IngestService,
      handlers: ingestHandlers(ingestService),
      ...config.grpc,
      graceMs: config.shutdownGraceMs,
      logger,
    });
    shutdown.add(grpc.close);

    if (config.pipeline.enabled) {
      const pipeline = new IngestPipeline({
        prisma: db.prisma,
        sql: db.sql,
        keyring,
        bus,
        clock: systemClock,
        logger,
        metrics,
        chunking: { maxTokens: config.pipeline.chunkMaxTokens, overlapTokens: config.pipeline.chunkOverlapTokens },
        classifier: classifierPort(classifier),
      });
      await pipeline.start();
      // A crash between a committed write and its publish leaves a job waiting: hand it to the pipeline again.
      await ingestService.recoverStalledJobs(new Date());
    }

    ready = async () => {
      await db.sql.query('SELECT 1');
      return true;
    };
    // Runs first on stop: probes see the process going before anything closes.
    shutdown.add(() => {
      ready = async () => false;
    });
    logger.info({ grpcAddress: grpc.address, opsUrl: ops.url, pipeline: config.pipeline.enabled }, 'ingest ready');
    return { grpcAddress: grpc.address, opsUrl: ops.url, stop: () => shutdown.run() };
  } catch (err) {
    await shutdown.run();
    throw err;
  }
}

if (require.main === module) runMain(loadIngestConfig, start, { service: 'ingest' });
