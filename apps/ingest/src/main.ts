// Composition root of the ingest service in the distributed profile: documents, versions and jobs on PostgreSQL, the
// IngestService behind its gRPC contract, and the pipeline's classify and chunk steps consuming Kafka (classification
// itself is a gRPC call to the classifier service). Probes and metrics are on a small HTTP port (OPS_PORT).
import { systemClock } from '@engram/core';
import { createServiceKafkaBus } from '@engram/bus';
import { classifierv1, ingestv1 } from '@engram/proto';
import { createServiceClient, runMain, startStatefulService, type RunningService } from '@engram/runtime';
import type { Logger } from '@engram/telemetry';
import { IngestService } from './ingest.service';
import { classifierPort } from './classifier-port';
import { IngestPipeline } from './pipeline';
import { ingestHandlers } from './grpc-handlers';
import { loadIngestConfig, type IngestConfig } from './env';

export function start(config: IngestConfig, logger: Logger): Promise<RunningService> {
  // On stop, after the gRPC server: the bus (in-flight steps finish or go back to Kafka), then the classifier client
  // those steps use; the starter closes the database and the ops port last.
  return startStatefulService({
    name: 'ingest',
    service: ingestv1.IngestService,
    config,
    logger,
    async build({ db, keyring, shutdown, metrics }) {
      const classifier = createServiceClient(classifierv1.ClassifierService, config.classifierAddress, {
        defaultTimeoutMs: config.rpcTimeoutMs,
      });
      shutdown.add(() => classifier.close());
      const bus = createServiceKafkaBus(config, logger);
      shutdown.add(() => bus.close());

      const ingestService = new IngestService({ prisma: db.prisma, sql: db.sql, keyring, bus, clock: systemClock, logger });
      return {
        handlers: ingestHandlers(ingestService),
        readyLog: { pipeline: config.pipeline.enabled },
        ready: () => bus.healthy(),
        async afterServing() {
          if (!config.pipeline.enabled) return;
          const pipeline = new IngestPipeline({
            prisma: db.prisma,
            sql: db.sql,
            keyring,
            bus,
            clock: systemClock,
            logger,
            metrics,
            chunking: {
          maxTokens: config.pipeline.chunkMaxTokens,
          overlapTokens: config.pipeline.chunkOverlapTokens,
          maxChunksPerDocument: config.pipeline.maxChunksPerDocument,
        },
            chunkOffThreadMinChars: config.pipeline.offThreadMinChars,
            classifier: classifierPort(classifier),
          });
          shutdown.add(() => pipeline.close());
          await pipeline.start();
          // A crash between a committed write and its publish leaves a job waiting: hand it to the pipeline again.
          await ingestService.recoverStalledJobs(new Date());
        },
      };
    },
  });
}

if (require.main === module) runMain(loadIngestConfig, start, { service: 'ingest' });
