// Composition root of the memory service in the distributed profile: the extract step (facts and entities of indexed
// documents, own jobs) and the cleanup after deletes consuming Kafka, and the MemoryService (facts for queries,
// entities, review) behind its gRPC contract. Document text comes from the ingest service over gRPC. Probes and
// metrics are on a small HTTP port (OPS_PORT).
import { createServiceKafkaBus } from '@engram/bus';
import { createEmbedder } from '@engram/embedding';
import { ingestv1, memoryv1 } from '@engram/proto';
import { createServiceClient, runMain, startStatefulService, type RunningService } from '@engram/runtime';
import type { Logger } from '@engram/telemetry';
import { createEntityNormalizer } from './extraction/entity-normalizer';
import { createExtractor } from './extractor-factory';
import { KNOWN_ALIASES } from './known-aliases';
import { MemorySteps } from './extract-step';
import { memoryHandlers } from './grpc-handlers';
import { MemoryService } from './memory.service';
import { loadMemoryConfig, type MemoryConfig } from './env';

export function start(config: MemoryConfig, logger: Logger): Promise<RunningService> {
  // On stop, after the gRPC server: the bus (in-flight steps finish or go back to Kafka), the ingest client and the
  // embedder they use; the starter closes the database and the ops port last.
  return startStatefulService({
    name: 'memory',
    service: memoryv1.MemoryService,
    config,
    logger,
    async build({ db, keyring, shutdown, metrics }) {
      const embedder = await createEmbedder(config.embedder);
      shutdown.add(() => embedder.close());
      const ingest = createServiceClient(ingestv1.IngestService, config.ingestAddress, { defaultTimeoutMs: config.rpcTimeoutMs });
      shutdown.add(() => ingest.close());
      const bus = createServiceKafkaBus(config, logger);
      shutdown.add(() => bus.close());

      const normalizer = createEntityNormalizer(KNOWN_ALIASES);
      const service = new MemoryService({ sql: db.sql, keyring, embedder, normalizer, logger });
      const steps = new MemorySteps({
        sql: db.sql,
        bus,
        ingest,
        keyring,
        embedder,
        extractor: createExtractor(config.memory.extractor, logger),
        normalizer,
        logger,
        metrics,
        maxChars: config.memory.maxChars,
      });
      return {
        handlers: memoryHandlers(service),
        afterServing: () => steps.start(),
        ready: () => bus.healthy() && embedder.ready?.() !== false,
        readyLog: { extractor: config.memory.extractor.kind, embedder: config.embedder.kind },
      };
    },
  });
}

if (require.main === module) runMain(loadMemoryConfig, start, { service: 'memory' });
