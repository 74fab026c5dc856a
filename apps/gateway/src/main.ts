// Composition root of the gateway in the distributed profile: the REST edge and identity (workspaces, namespaces, API
// keys, portal logins) on PostgreSQL; everything else is a gRPC call to the service that owns it.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, systemClock, type KeyProvider } from '@engram/core';
import { redactConfig } from '@engram/config';
import { TenantKeyring, createAwsKmsKeyProvider, createLocalKeyProvider, type TenantKeyStore } from '@engram/crypto';
import { openDatabase, type PrismaClient } from '@engram/db';
import { createGrpcClient, ingestv1, lifecyclev1, memoryv1, retrievalv1 } from '@engram/proto';
import { createLogger, createMetrics, type Logger } from '@engram/telemetry';
import { createGatewayApp } from './app';
import { createIdentityModule, loadAuthSecret } from './identity/identity-module';
import { loadGatewayConfig, type GatewayConfig, type KeysConfig } from './env';

/** Calls spread over every address the service name resolves to (a headless Service lists each pod), not the first. */
const BALANCED = {
  channelOptions: { 'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }) },
};

export interface RunningGateway {
  url: string;
  stop(): Promise<void>;
}

export async function start(config: GatewayConfig, logger: Logger): Promise<RunningGateway> {
  const metrics = createMetrics({ service: 'gateway' });
  logger.info({ config: redactConfig(config) }, 'starting gateway');
  // Undone in reverse on stop: HTTP first (no new requests), then the service clients, then the database.
  const cleanups: Array<() => Promise<void> | void> = [];
  const stopAll = async () => {
    for (const c of cleanups.reverse())
      await Promise.resolve(c()).catch((err: unknown) => logger.error({ err }, 'shutdown step failed'));
  };

  try {
    // Keys first: a missing or wrong key is a configuration error, cheaper to report than a database one.
    const keyProvider = await keyProviderFrom(config.keys);
    const authSecret = loadAuthSecret({ base64: config.auth.secretBase64 });
    const db = await openDatabase(config.database, { logger });
    cleanups.push(() => db.close());
    const keyring = new TenantKeyring({
      provider: keyProvider,
      store: prismaTenantKeyStore(db.prisma, keyProvider.kind),
    });

    const clientOptions = { ...BALANCED, defaultTimeoutMs: config.rpcTimeoutMs };
    const ingest = createGrpcClient(ingestv1.IngestService, config.services.ingest, clientOptions);
    const retrieval = createGrpcClient(retrievalv1.RetrievalService, config.services.retrieval, clientOptions);
    const memory = createGrpcClient(memoryv1.MemoryService, config.services.memory, clientOptions);
    const lifecycle = createGrpcClient(lifecyclev1.LifecycleService, config.services.lifecycle, clientOptions);
    cleanups.push(() => [ingest, retrieval, memory, lifecycle].forEach((c) => c.close()));

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
    const server: Server = await new Promise((resolve, reject) => {
      const s = app.listen(config.http.port, config.http.host, () => resolve(s));
      s.once('error', reject);
    });
    // Longer than the usual load balancer idle timeout (60 s), so the balancer closes idle connections, not us.
    server.keepAliveTimeout = 65_000;
    cleanups.push(() => closeHttpServer(server, config.shutdownGraceMs));

    const port = (server.address() as AddressInfo).port;
    const url = `http://${config.http.host === '0.0.0.0' ? '127.0.0.1' : config.http.host}:${port}`;
    logger.info({ url }, 'gateway ready');
    let stopped = false;
    return {
      url,
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

/** Stops accepting connections, lets in-flight requests finish for up to `graceMs`, then drops what is left. */
function closeHttpServer(server: Server, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
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

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createLogger({ service: 'gateway', level: config.log.level });
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
    console.error(`gateway failed to start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
