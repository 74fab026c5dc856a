// Composition root of the classifier service in the distributed profile: the rule-based classifier behind its gRPC
// contract. Stateless: no database, no bus, no keys. Probes and metrics are on a small HTTP port (OPS_PORT).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTP_STATUS, isAppError } from '@engram/core';
import { redactConfig } from '@engram/config';
import { addGrpcService, bindGrpcServer, classifierv1, createGrpcServer } from '@engram/proto';
import { createLogger, createMetrics, type Logger, type Metrics } from '@engram/telemetry';
import { createRuleBasedClassifier } from './domain';
import { classifierHandlers } from './grpc-handlers';
import { loadClassifierConfig, type ClassifierConfig } from './env';

/** Clients reconnect every few minutes, so they re-resolve the service name and new replicas get their share of calls. */
const SERVER_OPTIONS = { 'grpc.max_connection_age_ms': 5 * 60_000, 'grpc.max_connection_age_grace_ms': 30_000 };

export interface RunningService {
  grpcAddress: string;
  opsUrl: string;
  stop(): Promise<void>;
}

export async function start(config: ClassifierConfig, logger: Logger): Promise<RunningService> {
  const metrics = createMetrics({ service: 'classifier' });
  logger.info({ config: redactConfig(config) }, 'starting classifier');
  const cleanups: Array<() => Promise<void> | void> = [];
  const stopAll = async () => {
    for (const c of cleanups.reverse())
      await Promise.resolve(c()).catch((err: unknown) => logger.error({ err }, 'shutdown step failed'));
  };
  let serving = false;

  try {
    const ops = await startOpsServer(config.ops, metrics, async () => serving);
    cleanups.push(() => closeHttpServer(ops));

    const grpcServer = createGrpcServer(SERVER_OPTIONS);
    addGrpcService(grpcServer, classifierv1.ClassifierService, classifierHandlers(createRuleBasedClassifier()), {
      onError: rpcErrorLogger(logger),
    });
    const port = await bindGrpcServer(grpcServer, `${config.grpc.host}:${config.grpc.port}`);
    cleanups.push(() => closeGrpcServer(grpcServer, config.shutdownGraceMs));

    serving = true;
    const grpcAddress = `${config.grpc.host}:${port}`;
    const opsUrl = `http://${config.ops.host}:${(ops.address() as AddressInfo).port}`;
    logger.info({ grpcAddress, opsUrl }, 'classifier ready');
    let stopped = false;
    return {
      grpcAddress,
      opsUrl,
      async stop() {
        if (stopped) return;
        stopped = true;
        serving = false;
        await stopAll();
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
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
  const config = loadClassifierConfig();
  const logger = createLogger({ service: 'classifier', level: config.log.level });
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
    console.error(`classifier failed to start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
