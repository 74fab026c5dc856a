// Composition root of the embedded profile: one process, one data directory, no external services. Every service of
// the distributed profile runs here behind its gRPC contract (in-process calls, or real gRPC on loopback), the event
// bus is a durable queue in the same PGlite database, keys come from a local master key file, and the bundled
// sentence encoder embeds in worker threads.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { systemClock, type Embedder, type KeyProvider } from '@engram/core';
import { createPgliteDatabase, openDatabase } from '@engram/db';
import path from 'node:path';
import { TenantKeyring, createAwsKmsKeyProvider, createLocalKeyProvider } from '@engram/crypto';
import { createPostgresEventBus } from '@engram/bus';
import { createCachedEmbedder, createOpenAiEmbedder, createUseEmbedder } from '@engram/embedding';
import {
  addGrpcService,
  bindGrpcServer,
  classifierv1,
  createGrpcClient,
  createGrpcServer,
  createInProcessClient,
  ingestv1,
  lifecyclev1,
  memoryv1,
  retrievalv1,
  type ServiceClient,
  type ServiceHandlers,
} from '@engram/proto';
import { createLogger, createMetrics, type Logger } from '@engram/telemetry';
import { classifierHandlers, createRuleBasedClassifier } from '@engram/classifier';
import { IngestPipeline, IngestService, ingestHandlers } from '@engram/ingest';
import {
  IndexingSteps,
  RetrievalService,
  VectorStaging,
  PgKeywordIndex,
  PgVectorIndex,
  retrievalHandlers,
} from '@engram/retrieval';
import { memoryHandlers } from '@engram/memory';
import { lifecycleHandlers } from '@engram/lifecycle';
import { createGatewayApp, createIdentityModule, loadAuthSecret } from '@engram/gateway';
import { redactConfig } from '@engram/config';
import type { DescService } from '@bufbuild/protobuf';
import { loadServerConfig, type ServerConfig } from './env';
import { prismaTenantKeyStore } from './tenant-key-store';

export interface RunningServer {
  url: string;
  port: number;
  /** Address of the loopback gRPC server when transport is `grpc`. */
  grpcAddress?: string;
  stop(): Promise<void>;
}

export async function startServer(
  config: ServerConfig,
  logger: Logger = createLogger({ service: 'engram', level: config.log.level }),
): Promise<RunningServer> {
  const clock = systemClock;
  const metrics = createMetrics({ service: 'engram' });
  logger.info({ config: redactConfig(config) }, 'starting embedded profile');
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });

  const db = await openDatabase(config.database, { logger });
  const cleanups: Array<() => Promise<void> | void> = [() => db.close()];
  const stopAll = async () => {
    for (const c of cleanups.reverse())
      await Promise.resolve(c()).catch((err: unknown) => logger.error({ err }, 'shutdown step failed'));
  };

  try {
    const keyProvider: KeyProvider =
      config.keys.provider === 'aws-kms'
        ? createAwsKmsKeyProvider({
            keyId: config.keys.keyId,
            ...(config.keys.region ? { region: config.keys.region } : {}),
            ...(config.keys.endpoint ? { endpoint: config.keys.endpoint } : {}),
          })
        : await createLocalKeyProvider(
            config.keys.masterKeyBase64
              ? { masterKeyBase64: config.keys.masterKeyBase64 }
              : { masterKeyFile: config.keys.masterKeyFile! },
          );
    const keyring = new TenantKeyring({
      provider: keyProvider,
      store: prismaTenantKeyStore(db.prisma, keyProvider.kind),
    });

    const bus = await createPostgresEventBus(db.sql, {
      reclaimOnStart: true,
      closeTimeoutMs: config.shutdownGraceMs,
      pollIntervalMs: 500,
      logger,
    });
    await bus.ensureSchema();

    const inner: Embedder =
      config.embedder.kind === 'openai'
        ? await createOpenAiEmbedder({
            baseUrl: config.embedder.url,
            model: config.embedder.model,
            ...(config.embedder.apiKey ? { apiKey: config.embedder.apiKey } : {}),
            ...(config.embedder.dimensions ? { dimensions: config.embedder.dimensions } : {}),
          })
        : await createUseEmbedder(config.embedder.workers ? { workers: config.embedder.workers } : {});
    const embedder = createCachedEmbedder(inner);
    cleanups.push(() => embedder.close());

    // Vectors need pgvector. PGlite has it; a PostgreSQL server may not (neither build available here does), so with
    // DATABASE_URL the vector index keeps its own PGlite store in the data directory. Keyword postings and everything
    // else stay on the server.
    const vectorDb =
      db.sql.dialect === 'pglite'
        ? db.sql
        : await createPgliteDatabase({ dataDir: path.join(config.dataDir, 'search') });
    if (vectorDb !== db.sql) cleanups.push(() => vectorDb.close());
    const vectors = new PgVectorIndex(vectorDb);
    const keywords = new PgKeywordIndex(db.sql);
    await vectors.ensureSchema();
    await keywords.ensureSchema();
    const staging = new VectorStaging(db.sql);
    await staging.ensureSchema();

    // Services, each exactly as its own deployment would run it.
    const ingestService = new IngestService({
      prisma: db.prisma,
      keyring,
      bus,
      clock,
      logger: logger.child({ component: 'ingest' }),
    });
    const handlers = {
      ingest: ingestHandlers(ingestService),
      classifier: classifierHandlers(createRuleBasedClassifier()),
      memory: memoryHandlers(),
      lifecycle: lifecycleHandlers(),
    };

    // Transport: the retrieval service needs the ingest client, so clients are built before retrieval's handlers.
    let grpcAddress: string | undefined;
    const grpcServer = config.transport === 'grpc' ? createGrpcServer() : undefined;
    const clientFor = <S extends DescService>(service: S, h: ServiceHandlers<S>): ServiceClient<S> => {
      if (!grpcServer)
        return createInProcessClient(service, h, {
          onError: (err, info) => logger.error({ err, ...info }, 'rpc failed'),
        });
      addGrpcService(grpcServer, service, h, { onError: (err, info) => logger.error({ err, ...info }, 'rpc failed') });
      return new Proxy({} as ServiceClient<S>, {
        get: (_t, prop) => (clients.get(service.typeName) as Record<string | symbol, unknown>)[prop],
      });
    };
    const clients = new Map<string, ServiceClient<DescService> & { close?: () => void }>();

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
    });
    const retrieval = clientFor(retrievalv1.RetrievalService, retrievalHandlers(retrievalService, steps));

    if (grpcServer) {
      const port = await bindGrpcServer(grpcServer, '127.0.0.1:0');
      grpcAddress = `127.0.0.1:${port}`;
      for (const service of [
        ingestv1.IngestService,
        classifierv1.ClassifierService,
        memoryv1.MemoryService,
        lifecyclev1.LifecycleService,
        retrievalv1.RetrievalService,
      ] as DescService[]) {
        clients.set(service.typeName, createGrpcClient(service, grpcAddress));
      }
      cleanups.push(
        () =>
          new Promise<void>((resolve) => {
            // Close client channels before the server, or the server waits for them (see ENVIRONMENT.md).
            for (const c of clients.values()) c.close?.();
            grpcServer.tryShutdown(() => resolve());
          }),
      );
      logger.info({ grpcAddress }, 'services listening on loopback gRPC');
    }

    // The pipeline: ingest's classify and chunk steps, retrieval's embed and index steps, all on the durable bus.
    cleanups.push(() => bus.close());
    if (config.pipeline.enabled) {
      const pipeline = new IngestPipeline({
        prisma: db.prisma,
        keyring,
        bus,
        clock,
        logger: logger.child({ component: 'ingest' }),
        metrics,
        chunking: { maxTokens: config.pipeline.chunkMaxTokens, overlapTokens: config.pipeline.chunkOverlapTokens },
        classifier: {
          async classify(input) {
            const r = await classifier.classify({
              tenantId: input.tenantId,
              content: input.content,
              title: input.title ?? '',
              mimeType: input.mimeType ?? '',
              sourcePath: input.sourcePath ?? '',
              ...(input.metadata ? { metadata: input.metadata as never } : {}),
            });
            const c = r.classification!;
            return {
              category: c.category,
              tags: c.tags,
              sensitivity: c.sensitivity as 'public',
              language: c.language,
              summary: c.summary,
              sourceType: c.sourceType,
              storageType: c.storageType as 'chunks',
              hasExtractableData: c.hasExtractableData,
              extracted: (c.extracted as Record<string, unknown> | undefined) ?? null,
              classifierModel: c.classifierModel,
              detectedPii: c.detectedPii,
            };
          },
        },
      });
      await pipeline.start();
      await steps.start();
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
      ready: async () => {
        await db.sql.query('SELECT 1');
        return true;
      },
    });
    const server: Server = await new Promise((resolve, reject) => {
      const s = app.listen(config.http.port, config.http.host, () => resolve(s));
      s.once('error', reject);
    });
    server.keepAliveTimeout = 65_000;
    // Stop accepting requests first, then drain the pipeline, then close engines.
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        }),
    );
    const port = (server.address() as AddressInfo).port;
    const url = `http://${config.http.host === '0.0.0.0' ? '127.0.0.1' : config.http.host}:${port}`;
    logger.info({ url, dataDir: config.dataDir, transport: config.transport }, 'engram ready');
    let stopped = false;
    return {
      url,
      port,
      ...(grpcAddress ? { grpcAddress } : {}),
      async stop() {
        if (stopped) return;
        stopped = true;
        await stopAll();
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

async function main(): Promise<void> {
  const config = loadServerConfig();
  const logger = createLogger({ service: 'engram', level: config.log.level });
  const server = await startServer(config, logger);
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

if (require.main === module) {
  main().catch((err: unknown) => {
    // Configuration and start-up errors are for the operator; print the message, not a stack of internals.
    console.error(`engram failed to start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
