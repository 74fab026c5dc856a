// Composition root of the gateway in the distributed profile: the REST edge and identity (workspaces, namespaces, API
// keys, portal logins) on PostgreSQL; everything else is a gRPC call to the service that owns it.
import { systemClock } from '@engram/core';
import { redactConfig } from '@engram/config';
import { TenantKeyring } from '@engram/crypto';
import { openDatabase } from '@engram/db';
import { ingestv1, lifecyclev1, memoryv1, retrievalv1 } from '@engram/proto';
import {
  Shutdown,
  createKeyProvider,
  createServiceClient,
  listenHttp,
  localUrl,
  prismaTenantKeyStore,
  runMain,
} from '@engram/runtime';
import { createMetrics, type Logger } from '@engram/telemetry';
import { createGatewayApp } from './app';
import { createIdentityModule, loadAuthSecret } from './identity/identity-module';
import { loadGatewayConfig, type GatewayConfig } from './env';

export interface RunningGateway {
  url: string;
  stop(): Promise<void>;
}

export async function start(config: GatewayConfig, logger: Logger): Promise<RunningGateway> {
  const metrics = createMetrics({ service: 'gateway' });
  logger.info({ config: redactConfig(config) }, 'starting gateway');
  // Undone in reverse on stop: HTTP first (no new requests), then the service clients, then the database.
  const shutdown = new Shutdown(logger);

  try {
    // Keys first: a missing or wrong key is a configuration error, cheaper to report than a database one.
    const keyProvider = await createKeyProvider(config.keys);
    const authSecret = loadAuthSecret({ base64: config.auth.secretBase64 });
    const db = await openDatabase(config.database, { logger });
    shutdown.add(() => db.close());
    const keyring = new TenantKeyring({
      provider: keyProvider,
      store: prismaTenantKeyStore(db.prisma, keyProvider.kind),
    });

    const clientOptions = { defaultTimeoutMs: config.rpcTimeoutMs };
    const ingest = createServiceClient(ingestv1.IngestService, config.services.ingest, clientOptions);
    const retrieval = createServiceClient(retrievalv1.RetrievalService, config.services.retrieval, clientOptions);
    const memory = createServiceClient(memoryv1.MemoryService, config.services.memory, clientOptions);
    const lifecycle = createServiceClient(lifecyclev1.LifecycleService, config.services.lifecycle, clientOptions);
    shutdown.add(() => [ingest, retrieval, memory, lifecycle].forEach((c) => c.close()));

    const identityModule = createIdentityModule({
      prisma: db.prisma,
      keyring,
      clock: systemClock,
      logger,
      authSecret,
      portalTokenTtlSeconds: config.auth.portalTokenTtlSeconds,
    });
    const app = createGatewayApp({
      ...identityModule,
      rateLimits: config.rateLimits,
      ingest,
      retrieval,
      memory,
      lifecycle,
      logger,
      metrics,
      ready: async () => {
        await db.sql.query('SELECT 1');
        return true;
      },
    });
    // In-flight requests get the shutdown grace period, then their connections are dropped.
    const http = await listenHttp(app, { ...config.http, graceMs: config.shutdownGraceMs });
    // Longer than the usual load balancer idle timeout (60 s), so the balancer closes idle connections, not us.
    http.server.keepAliveTimeout = 65_000;
    shutdown.add(http.close);

    const url = localUrl(config.http.host, http.port);
    logger.info({ url }, 'gateway ready');
    return { url, stop: () => shutdown.run() };
  } catch (err) {
    await shutdown.run();
    throw err;
  }
}

if (require.main === module) runMain(loadGatewayConfig, start, { service: 'gateway' });
