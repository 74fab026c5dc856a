// Composition root of the retrieval service in the distributed profile: the pipeline's embed, index and cleanup steps
// consuming Kafka, the RetrievalService (hybrid query with weighted RRF) behind its gRPC contract, an embedder, and the
// vector and keyword indexes chosen by ENGRAM_SEARCH_BACKEND. Chunk text comes from the ingest service over gRPC.
// Probes and metrics are on a small HTTP port (OPS_PORT).
import { existsSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, HTTP_STATUS, assertNever, isAppError, type Embedder, type KeyProvider } from '@engram/core';
import { redactConfig } from '@engram/config';
import { createKafkaEventBus } from '@engram/bus';
import { TenantKeyring, createAwsKmsKeyProvider, createLocalKeyProvider, type TenantKeyStore } from '@engram/crypto';
import { createPgliteDatabase, openDatabase, type PrismaClient } from '@engram/db';
import { createCachedEmbedder, createOpenAiEmbedder, createUseEmbedder } from '@engram/embedding';
import {
  addGrpcService,
  bindGrpcServer,
  createGrpcClient,
  createGrpcServer,
  ingestv1,
  retrievalv1,
} from '@engram/proto';
import { createLogger, createMetrics, type Logger, type Metrics } from '@engram/telemetry';
import { RetrievalService } from './retrieval.service';
import { IndexingSteps } from './indexing';
import { VectorStaging } from './staging';
import { retrievalHandlers } from './grpc-handlers';
import type { KeywordIndex, VectorIndex } from './index/ports';
import { PgKeywordIndex } from './index/embedded/pg-keyword-index';
import { PgVectorIndex } from './index/embedded/pg-vector-index';
import { OpenSearchKeywordIndex } from './index/opensearch/opensearch-keyword-index';
import { QdrantVectorIndex } from './index/qdrant/qdrant-vector-index';
import { loadRetrievalConfig, type KeysConfig, type RetrievalConfig } from './env';

/** Calls spread over every address the service name resolves to (a headless Service lists each pod), not the first. */
const BALANCED = {
  channelOptions: { 'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }) },
};

/** Clients reconnect every few minutes, so they re-resolve the service name and new replicas get their share of calls. */
const SERVER_OPTIONS = { 'grpc.max_connection_age_ms': 5 * 60_000, 'grpc.max_connection_age_grace_ms': 30_000 };

export interface RunningService {
  grpcAddress: string;
  opsUrl: string;
  stop(): Promise<void>;
}

export async function start(config: RetrievalConfig, logger: Logger): Promise<RunningService> {
  const metrics = createMetrics({ service: 'retrieval' });
  logger.info({ config: redactConfig(config) }, 'starting retrieval');
  // Undone in reverse on stop: the gRPC server (no new queries), the bus (in-flight steps finish or go back to Kafka),
  // the ingest client and embedder those steps use, the stores, and the ops port last so probes answer until the end.
  const cleanups: Array<() => Promise<void> | void> = [];
  const stopAll = async () => {
    for (const c of cleanups.reverse())
      await Promise.resolve(c()).catch((err: unknown) => logger.error({ err }, 'shutdown step failed'));
  };
  let ready = async () => false;

  try {
    // Liveness answers while the encoder loads and Kafka consumer groups join; readiness waits for both.
    const ops = await startOpsServer(config.ops, metrics, () => ready());
    cleanups.push(() => closeHttpServer(ops));

    // Keys first: a missing or wrong key is a configuration error, cheaper to report than a database one.
    const keyProvider = await keyProviderFrom(config.keys);
    const db = await openDatabase(config.database, { logger });
    cleanups.push(() => db.close());
    const keyring = new TenantKeyring({
      provider: keyProvider,
      store: prismaTenantKeyStore(db.prisma, keyProvider.kind),
    });

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
        cleanups.push(() => vectorDb.close());
        vectors = new PgVectorIndex(vectorDb);
        keywords = new PgKeywordIndex(db.sql);
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

    const ingest = createGrpcClient(ingestv1.IngestService, config.ingestAddress, {
      ...BALANCED,
      defaultTimeoutMs: config.rpcTimeoutMs,
    });
    cleanups.push(() => ingest.close());

    const bus = createKafkaEventBus({
      brokers: config.kafka.brokers,
      clientId: config.kafka.clientId,
      consumer: config.kafka.consumer,
      closeTimeoutMs: config.shutdownGraceMs,
      logger,
    });
    cleanups.push(() => bus.close());

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
    const grpcServer = createGrpcServer(SERVER_OPTIONS);
    addGrpcService(grpcServer, retrievalv1.RetrievalService, retrievalHandlers(retrievalService, steps), {
      onError: rpcErrorLogger(logger),
    });
    const port = await bindGrpcServer(grpcServer, `${config.grpc.host}:${config.grpc.port}`);
    cleanups.push(() => closeGrpcServer(grpcServer, config.shutdownGraceMs));

    await steps.start();

    ready = async () => {
      await db.sql.query('SELECT 1');
      return true;
    };
    const grpcAddress = `${config.grpc.host}:${port}`;
    const opsUrl = `http://${config.ops.host}:${(ops.address() as AddressInfo).port}`;
    logger.info(
      { grpcAddress, opsUrl, searchBackend: search.backend, embedder: config.embedder.kind },
      'retrieval ready',
    );
    let stopped = false;
    return {
      grpcAddress,
      opsUrl,
      async stop() {
        if (stopped) return;
        stopped = true;
        ready = async () => false;
        await stopAll();
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

async function keyProviderFrom(keys: KeysConfig): Promise<KeyProvider> {
  if (keys.provider === 'aws-kms') {
    return createAwsKmsKeyProvider({
      keyId: keys.keyId,
      ...(keys.region ? { region: keys.region } : {}),
      ...(keys.endpoint ? { endpoint: keys.endpoint } : {}),
    });
  }
  if ('masterKeyBase64' in keys) return createLocalKeyProvider({ masterKeyBase64: keys.masterKeyBase64 });
  // The local provider creates a missing key file; here that would give this process a key no other service holds.
  if (!existsSync(keys.masterKeyFile)) {
    throw new AppError('failed_precondition', `master key file ${keys.masterKeyFile} does not exist`, {
      reason: 'master_key_missing',
    });
  }
  return createLocalKeyProvider({ masterKeyFile: keys.masterKeyFile });
}

// Wrapped tenant data keys live on the tenant row (same store as apps/server/src/tenant-key-store.ts; each composition
// root keeps its own copy rather than reaching into another app). Insert-if-absent, so two services creating a
// workspace's key at once end up with one key (the keyring re-reads after saving).
function prismaTenantKeyStore(prisma: PrismaClient, providerKind: string): TenantKeyStore {
  return {
    async load(tenantId) {
      const t = await prisma.tenant.findUnique({
        where: { id: tenantId },
        select: { wrappedDataKey: true, keyRef: true },
      });
      if (!t?.wrappedDataKey || !t.keyRef) return null;
      return { wrapped: Buffer.from(t.wrappedDataKey), keyRef: t.keyRef };
    },
    async save(tenantId, wrapped, keyRef) {
      await prisma.tenant.updateMany({
        where: { id: tenantId, wrappedDataKey: null },
        data: { wrappedDataKey: new Uint8Array(wrapped), keyRef, keyProvider: providerKind },
      });
    },
  };
}

/** Client mistakes and features not built yet are expected (info); anything else is ours (error, with the cause). */
function rpcErrorLogger(logger: Logger) {
  return (err: unknown, info: { method: string; requestId: string }) => {
    if (isAppError(err) && (HTTP_STATUS[err.code] < 500 || err.code === 'unimplemented'))
      logger.info({ ...info, code: err.code, reason: err.reason }, 'rpc rejected');
    else logger.error({ err, ...info }, 'rpc failed');
  };
}

/** /healthz (the process answers), /readyz (it serves), /metrics (Prometheus) for probes and scraping. */
function startOpsServer(
  address: { host: string; port: number },
  metrics: Metrics,
  ready: () => Promise<boolean>,
): Promise<Server> {
  const server = createServer((req, res) => {
    const reply = (status: number, body: string, type = 'application/json') =>
      void res.writeHead(status, { 'content-type': type }).end(body);
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET') return reply(405, '{"status":"method_not_allowed"}');
    if (path === '/healthz') return reply(200, '{"status":"ok"}');
    if (path === '/readyz') {
      void ready()
        .catch(() => false)
        .then((ok) => reply(ok ? 200 : 503, JSON.stringify({ status: ok ? 'ready' : 'not_ready' })));
      return;
    }
    if (path === '/metrics') {
      void metrics.registry.metrics().then(
        (text) => reply(200, text, metrics.registry.contentType),
        () => reply(500, '{"status":"error"}'),
      );
      return;
    }
    reply(404, '{"status":"not_found"}');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => resolve(server));
  });
}

function closeHttpServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Refuses new calls and lets in-flight ones finish for up to `graceMs`, then cancels what is left. */
function closeGrpcServer(server: ReturnType<typeof createGrpcServer>, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.forceShutdown();
      resolve();
    }, graceMs);
    server.tryShutdown(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function main(): Promise<void> {
  const config = loadRetrievalConfig();
  const logger = createLogger({ service: 'retrieval', level: config.log.level });
  const running = await start(config, logger);
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    running.stop().then(
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
    // Configuration and start-up errors are for the operator: the message, not a stack of internals.
    console.error(`retrieval failed to start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
