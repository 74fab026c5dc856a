// Composition root of the embedded profile: one process, one data directory, no external services. Every service of
// the distributed profile runs here behind its gRPC contract (in-process calls, or real gRPC on loopback), the event
// bus is a durable queue in the same PGlite database, keys come from a local master key file, and the bundled
// sentence encoder embeds in worker threads.
import { mkdirSync } from 'node:fs';
import { systemClock, type Embedder } from '@engram/core';
import { keepStatisticsCurrent, openDatabase } from '@engram/db';
import path from 'node:path';
import { TenantKeyring } from '@engram/crypto';
import { createPostgresEventBus } from '@engram/bus';
import { createEmbedder } from '@engram/embedding';
import { classifierv1, ingestv1, lifecyclev1, memoryv1, retrievalv1 } from '@engram/proto';
import {
  Shutdown,
  createKeyProvider,
  createLocalTransport,
  listenHttp,
  localUrl,
  prismaTenantKeyStore,
  runMain,
} from '@engram/runtime';
import { createLogger, createMetrics, type Logger } from '@engram/telemetry';
import { classifierHandlers, createRuleBasedClassifier } from '@engram/classifier';
import { HydrationCache, IngestPipeline, IngestService, classifierPort, ingestHandlers } from '@engram/ingest';
import { IndexingSteps, RetrievalService, openEmbeddedIndexes, retrievalHandlers } from '@engram/retrieval';
import { FactIndex, KNOWN_ALIASES, MemoryService, MemorySteps, createEntityNormalizer, createExtractor, memoryHandlers } from '@engram/memory';
import { lifecycleHandlers } from '@engram/lifecycle';
import { createGatewayApp, createIdentityModule, loadAuthSecret } from '@engram/gateway';
import { redactConfig } from '@engram/config';
import { loadServerConfig, type ServerConfig } from './env';

export interface RunningServer {
  url: string;
  port: number;
  /** Address of the loopback gRPC server when transport is `grpc`. */
  grpcAddress?: string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /**
   * Wraps the embedder the configuration chose (before the query cache). For harnesses that need to observe or reuse
   * embeddings, e.g. the query benchmark building a large workspace out of repeated texts; `pnpm start` passes none.
   */
  wrapEmbedder?: (inner: Embedder) => Embedder;
}

export async function startServer(
  config: ServerConfig,
  logger: Logger = createLogger({ service: 'engram', level: config.log.level }),
  options: StartServerOptions = {},
): Promise<RunningServer> {
  const clock = systemClock;
  const metrics = createMetrics({ service: 'engram' });
  logger.info({ config: redactConfig(config) }, 'starting embedded profile');
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });

  const db = await openDatabase(config.database, { logger });
  const shutdown = new Shutdown(logger);
  shutdown.add(() => db.close());
  if (db.sql.dialect === 'pglite') {
    // PGlite has no autovacuum: without this its planner never learns table sizes (packages/db/src/statistics.ts).
    const statistics = keepStatisticsCurrent(db.sql, {
      onError: (err) => logger.warn({ err }, 'updating planner statistics failed'),
      onAnalyzed: (table, ms) => logger.debug({ table, ms: Math.round(ms) }, 'table analyzed'),
    });
    shutdown.add(() => statistics.stop());
  }

  try {
    // This process owns its master key: on first start it creates the key file in the data directory.
    const keyProvider = await createKeyProvider(config.keys, { createMissingKeyFile: true });
    const keyring = new TenantKeyring({
      provider: keyProvider,
      store: prismaTenantKeyStore(db.prisma, keyProvider.kind),
    });

    const bus = await createPostgresEventBus(db.sql, {
      reclaimOnStart: true,
      // Every publisher is in this process and wakes its subscriptions itself; polling is only a safety net.
      pollIntervalMs: 5000,
      closeTimeoutMs: config.shutdownGraceMs,
      logger,
    });
    await bus.ensureSchema();

    const embedder = await createEmbedder(config.embedder, options.wrapEmbedder ? { wrap: options.wrapEmbedder } : {});
    shutdown.add(() => embedder.close());

    // Vectors need pgvector. PGlite has it; a PostgreSQL server may not (neither build available here does), so with
    // DATABASE_URL the vector index keeps its own PGlite store in the data directory. Keyword postings and everything
    // else stay on the server.
    const { vectors, keywords, staging, close: closeIndexes } = await openEmbeddedIndexes({
      sql: db.sql,
      ...(db.sql.dialect === 'pglite' ? {} : { vectorDataDir: path.join(config.dataDir, 'search') }),
      bm25: config.keywordIndex,
    });
    shutdown.add(closeIndexes);
    // Load the largest workspaces' vectors into memory in the background: start-up stays fast, and a query that arrives
    // first simply waits for its own workspace's load (about 14 s per 100,000 vectors).
    void vectors.warmLargest().then(
      (tenants) => logger.info({ tenants }, 'vector index warmed'),
      (err: unknown) => logger.warn({ err }, 'vector index warm-up failed'),
    );

    // Services, each exactly as its own deployment would run it.
    // PGlite has one writer (this process), and ingest writes every document: query results' chunks can stay in memory
    // until ingest writes their document (apps/ingest/src/hydration-cache.ts).
    const hydrationCache = db.sql.dialect === 'pglite' ? new HydrationCache() : undefined;
    const ingestService = new IngestService({
      ...(hydrationCache ? { hydrationCache } : {}),
      prisma: db.prisma,
      sql: db.sql,
      keyring,
      bus,
      clock,
      logger: logger.child({ component: 'ingest' }),
    });
    const memoryLogger = logger.child({ component: 'memory' });
    const normalizer = createEntityNormalizer(KNOWN_ALIASES);
    // PGlite has one writer (this process), so the facts a query ranks can live in memory (see fact-index.ts).
    const factIndex = db.sql.dialect === 'pglite' ? new FactIndex(db.sql, memoryLogger) : undefined;
    const memoryService = new MemoryService({ sql: db.sql, keyring, embedder, normalizer, logger: memoryLogger, ...(factIndex ? { factIndex } : {}) });
    // Large documents are classified in a worker thread (see offThreadMinChars).
    const contentClassifier = createRuleBasedClassifier({ offThreadMinChars: config.pipeline.offThreadMinChars });
    shutdown.add(() => contentClassifier.close?.());
    const handlers = {
      ingest: ingestHandlers(ingestService),
      classifier: classifierHandlers(contentClassifier),
      memory: memoryHandlers(memoryService),
      lifecycle: lifecycleHandlers(),
    };

    // Transport: in-process calls, or the real gRPC stack on loopback (ENGRAM_TRANSPORT).
    const transport = await createLocalTransport(config.transport, { logger, shutdown });
    const clientFor = transport.clientFor;
    const grpcAddress = transport.address;

    const ingest = clientFor(ingestv1.IngestService, handlers.ingest);
    const classifier = clientFor(classifierv1.ClassifierService, handlers.classifier);
    const memory = clientFor(memoryv1.MemoryService, handlers.memory);
    const lifecycle = clientFor(lifecyclev1.LifecycleService, handlers.lifecycle);

    const retrievalLogger = logger.child({ component: 'retrieval' });
    const retrievalService = new RetrievalService({
      vectors,
      keywords,
      embedder,
      keyring,
      ingest,
      fusion: config.fusion,
      logger: retrievalLogger,
      metrics,
    });
    const steps = new IndexingSteps({
      bus,
      ingest,
      embedder,
      vectors,
      keywords,
      staging,
      keyring,
      logger: retrievalLogger,
      metrics,
      embedConcurrency: config.pipeline.embedConcurrency,
      maxProcessingMs: config.pipeline.maxProcessingMs,
    });
    const retrieval = clientFor(retrievalv1.RetrievalService, retrievalHandlers(retrievalService, steps));

    // The pipeline: ingest's classify and chunk steps, retrieval's embed and index steps, all on the durable bus.
    shutdown.add(() => bus.close());
    if (config.pipeline.enabled) {
      const pipeline = new IngestPipeline({
        ...(hydrationCache ? { hydrationCache } : {}),
        prisma: db.prisma,
        sql: db.sql,
        keyring,
        bus,
        clock,
        logger: logger.child({ component: 'ingest' }),
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
      await steps.start();
      // The memory layer's steps: facts and entities of indexed documents (own jobs), and cleanup after deletes.
      const memorySteps = new MemorySteps({
        sql: db.sql,
        bus,
        ingest,
        keyring,
        embedder,
        extractor: createExtractor(config.memory.extractor, memoryLogger),
        normalizer,
        logger: memoryLogger,
        metrics,
        maxChars: config.memory.maxChars,
        ...(factIndex ? { factIndex } : {}),
      });
      await memorySteps.start();
      // A crash between a committed write and its publish leaves a job waiting: hand it to the pipeline again.
      await ingestService.recoverStalledJobs(new Date());
    }

    const gatewayLogger = logger.child({ component: 'gateway' });
    const identityModule = createIdentityModule({
      prisma: db.prisma,
      keyring,
      clock,
      logger: gatewayLogger,
      authSecret: loadAuthSecret(
        config.auth.secretBase64
          ? { base64: config.auth.secretBase64 }
          : { file: path.join(config.dataDir, 'auth.key') },
      ),
      portalTokenTtlSeconds: config.auth.portalTokenTtlSeconds,
    });
    const app = createGatewayApp({
      ...identityModule,
      rateLimits: config.rateLimits,
      ingest,
      retrieval,
      memory,
      lifecycle,
      logger: gatewayLogger,
      metrics,
      // Serving needs the database, every pipeline subscription consuming and a loaded encoder worker.
      ready: async () => {
        await db.sql.query('SELECT 1');
        return bus.healthy() && embedder.ready?.() !== false;
      },
    });
    const http = await listenHttp(app, config.http);
    http.server.keepAliveTimeout = 65_000;
    // Stop accepting requests (in-flight ones finish, however long), then drain the pipeline, then close engines.
    shutdown.add(async () => {
      logger.info('closing the REST listener; requests in flight finish');
      await http.close();
      logger.info('REST listener closed; draining the pipeline');
    });
    const port = http.port;
    const url = localUrl(config.http.host, port);
    logger.info({ url, dataDir: config.dataDir, transport: config.transport }, 'engram ready');
    return {
      url,
      port,
      ...(grpcAddress ? { grpcAddress } : {}),
      stop: () => shutdown.run(),
    };
  } catch (err) {
    await shutdown.run();
    throw err;
  }
}

if (require.main === module) runMain(loadServerConfig, startServer, { service: 'engram' });
