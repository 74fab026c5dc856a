// Composition root of the ingest service in the distributed profile: documents, versions and jobs on PostgreSQL, the
// IngestService behind its gRPC contract, and the pipeline's classify and chunk steps consuming Kafka (classification
// itself is a gRPC call to the classifier service). Probes and metrics are on a small HTTP port (OPS_PORT).
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, HTTP_STATUS, isAppError, systemClock, type KeyProvider } from '@engram/core';
import { redactConfig } from '@engram/config';
import { createKafkaEventBus } from '@engram/bus';
import { TenantKeyring, createAwsKmsKeyProvider, createLocalKeyProvider, type TenantKeyStore } from '@engram/crypto';
import { openDatabase, type PrismaClient } from '@engram/db';
import {
  addGrpcService,
  bindGrpcServer,
  classifierv1,
  createGrpcClient,
  createGrpcServer,
  ingestv1,
  type ServiceClient,
} from '@engram/proto';
import { createLogger, createMetrics, type Logger, type Metrics } from '@engram/telemetry';
import { IngestService } from './ingest.service';
import { IngestPipeline, type ClassifierPort } from './pipeline';
import { ingestHandlers } from './grpc-handlers';
import { loadIngestConfig, type IngestConfig, type KeysConfig } from './env';

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

export async function start(config: IngestConfig, logger: Logger): Promise<RunningService> {
  const metrics = createMetrics({ service: 'ingest' });
  logger.info({ config: redactConfig(config) }, 'starting ingest');
  // Undone in reverse on stop: the gRPC server (no new calls), the bus (in-flight steps finish or go back to Kafka), the
  // classifier client those steps use, the database, and the ops port last so probes answer until the end.
  const cleanups: Array<() => Promise<void> | void> = [];
  const stopAll = async () => {
    for (const c of cleanups.reverse())
      await Promise.resolve(c()).catch((err: unknown) => logger.error({ err }, 'shutdown step failed'));
  };
  let ready = async () => false;

  try {
    // Liveness answers while Kafka consumer groups are still joining; readiness waits for them.
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

    const classifier = createGrpcClient(classifierv1.ClassifierService, config.classifierAddress, {
      ...BALANCED,
      defaultTimeoutMs: config.rpcTimeoutMs,
    });
    cleanups.push(() => classifier.close());

    const bus = createKafkaEventBus({
      brokers: config.kafka.brokers,
      clientId: config.kafka.clientId,
      consumer: config.kafka.consumer,
      closeTimeoutMs: config.shutdownGraceMs,
      logger,
    });
    cleanups.push(() => bus.close());

    const ingestService = new IngestService({ prisma: db.prisma, keyring, bus, clock: systemClock, logger });
    const grpcServer = createGrpcServer(SERVER_OPTIONS);
    addGrpcService(grpcServer, ingestv1.IngestService, ingestHandlers(ingestService), {
      onError: rpcErrorLogger(logger),
    });
    const port = await bindGrpcServer(grpcServer, `${config.grpc.host}:${config.grpc.port}`);
    cleanups.push(() => closeGrpcServer(grpcServer, config.shutdownGraceMs));

    if (config.pipeline.enabled) {
      const pipeline = new IngestPipeline({
        prisma: db.prisma,
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
    const grpcAddress = `${config.grpc.host}:${port}`;
    const opsUrl = `http://${config.ops.host}:${(ops.address() as AddressInfo).port}`;
    logger.info({ grpcAddress, opsUrl, pipeline: config.pipeline.enabled }, 'ingest ready');
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

/** The pipeline's classify step, answered by the classifier service. */
function classifierPort(client: ServiceClient<typeof classifierv1.ClassifierService>): ClassifierPort {
  return {
    async classify(input) {
      const r = await client.classify({
        tenantId: input.tenantId,
        content: input.content,
        title: input.title ?? '',
        mimeType: input.mimeType ?? '',
        sourcePath: input.sourcePath ?? '',
        ...(input.metadata ? { metadata: input.metadata as never } : {}),
      });
      const c = r.classification;
      if (!c)
        throw new AppError('internal', 'classifier answered without a classification', {
          reason: 'classifier_empty_response',
        });
      // The proto carries sensitivity and storage type as strings; the classifier service only emits the domain's values.
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
  };
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
  const config = loadIngestConfig();
  const logger = createLogger({ service: 'ingest', level: config.log.level });
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
    console.error(`ingest failed to start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
