// Composition root of the retrieval service in the distributed profile: the pipeline's embed, index and cleanup steps
// consuming Kafka, the RetrievalService (hybrid query with weighted RRF) behind its gRPC contract, an embedder, and the
// vector and keyword indexes chosen by ENGRAM_SEARCH_BACKEND. Chunk text comes from the ingest service over gRPC.
// Probes and metrics are on a small HTTP port (OPS_PORT).
import { mkdirSync } from 'node:fs';
import { assertNever } from '@engram/core';
import { redactConfig } from '@engram/config';
import { createKafkaEventBus } from '@engram/bus';
import { createPgliteDatabase } from '@engram/db';
import { createEmbedder } from '@engram/embedding';
import { ingestv1, retrievalv1 } from '@engram/proto';
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
import { RetrievalService } from './retrieval.service';
import { IndexingSteps } from './indexing';
import { VectorStaging } from './staging';
import { retrievalHandlers } from './grpc-handlers';
import type { KeywordIndex, VectorIndex } from './index/ports';
import { PgKeywordIndex } from './index/embedded/pg-keyword-index';
import { PgVectorIndex } from './index/embedded/pg-vector-index';
import { OpenSearchKeywordIndex } from './index/opensearch/opensearch-keyword-index';
import { QdrantVectorIndex } from './index/qdrant/qdrant-vector-index';
import { loadRetrievalConfig, type RetrievalConfig } from './env';

export async function start(config: RetrievalConfig, logger: Logger): Promise<RunningService> {
  const metrics = createMetrics({ service: 'retrieval' });
  logger.info({ config: redactConfig(config) }, 'starting retrieval');
  // Undone in reverse on stop: the gRPC server (no new queries), the bus (in-flight steps finish or go back to Kafka),
  // the ingest client and embedder those steps use, the stores, and the ops port last so probes answer until the end.
  const shutdown = new Shutdown(logger);
  let ready = async () => false;

  try {
    // Liveness answers while the encoder loads and Kafka consumer groups join; readiness waits for both.
    const ops = await startOpsServer({ ...config.ops, metrics, ready: () => ready() });
    shutdown.add(ops.close);

    const { db, keyring } = await openTenantDatabase(config, { logger, shutdown });

    let vectors: VectorIndex & { ensureSchema?(): Promise<void> };
    let keywords: KeywordIndex & { ensureSchema(): Promise<void> };
    const search = config.search;
    switch (search.backend) {
      case 'external':
        vectors = new QdrantVectorIndex({
          url: search.qdrant.url,
          ...(search.qdrant.apiKey ? { apiKey: search.qdrant.apiKey } : {}),
        });
        keywords = new OpenSearchKeywordIndex({ node: search.opensearch.url });
        break;
      case 'embedded': {
        // pgvector is rarely on a cluster's PostgreSQL, so vectors get their own PGlite store (which has it) on a volume.
        mkdirSync(search.vectorDataDir, { recursive: true, mode: 0o700 });
        const vectorDb = await createPgliteDatabase({ dataDir: search.vectorDataDir });
        shutdown.add(() => vectorDb.close());
        // The PGlite store belongs to this process alone; the keyword tables may be shared by replicas.
        vectors = new PgVectorIndex(vectorDb, { exclusiveWriter: true });
        keywords = new PgKeywordIndex(db.sql, { exclusiveWriter: db.sql.dialect === 'pglite', bm25: config.keywordIndex });
        break;
      }
      default:
        return assertNever(search, 'search backend');
    }
    // Qdrant creates a collection per vector size on first write; the others create their tables or index now.
    await vectors.ensureSchema?.();
    await keywords.ensureSchema();
    const staging = new VectorStaging(db.sql);
    await staging.ensureSchema();

    const embedder = await createEmbedder(config.embedder);
    shutdown.add(() => embedder.close());

    const ingest = createServiceClient(ingestv1.IngestService, config.ingestAddress, {
      defaultTimeoutMs: config.rpcTimeoutMs,
    });
    shutdown.add(() => ingest.close());

    const bus = createKafkaEventBus({
      brokers: config.kafka.brokers,
      clientId: config.kafka.clientId,
      consumer: config.kafka.consumer,
      closeTimeoutMs: config.shutdownGraceMs,
      logger,
    });
    shutdown.add(() => bus.close());

    const retrievalService = new RetrievalService({
      vectors,
      keywords,
      embedder,
      keyring,
      ingest,
      fusion: config.fusion,
      logger,
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
      logger,
      metrics,
      embedConcurrency: config.embedConcurrency,
    });
    const grpc = await startGrpcService({
      service: retrievalv1.RetrievalService,
      handlers: retrievalHandlers(retrievalService, steps),
      ...config.grpc,
      graceMs: config.shutdownGraceMs,
      logger,
    });
    shutdown.add(grpc.close);

    await steps.start();

    ready = async () => {
      await db.sql.query('SELECT 1');
      return true;
    };
    // Runs first on stop: probes see the process going before anything closes.
    shutdown.add(() => {
      ready = async () => false;
    });
    logger.info(
      { grpcAddress: grpc.address, opsUrl: ops.url, searchBackend: search.backend, embedder: config.embedder.kind },
      'retrieval ready',
    );
    return { grpcAddress: grpc.address, opsUrl: ops.url, stop: () => shutdown.run() };
  } catch (err) {
    await shutdown.run();
    throw err;
  }
}

if (require.main === module) runMain(loadRetrievalConfig, start, { service: 'retrieval' });
