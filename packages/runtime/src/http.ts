// Plain HTTP servers of the composition roots: the ops port of each service, and the REST edge of the gateway.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from '@engram/telemetry';

export interface HttpListener {
  server: Server;
  /** The bound port (the one asked for, or the free one picked for port 0). */
  port: number;
  /** Stops accepting connections and resolves once the server is closed. */
  close(): Promise<void>;
}

export interface ListenOptions {
  port: number;
  host: string;
  /**
   * How long in-flight requests may run on close before their connections are dropped. Unset: as long as they take
   * (idle keep-alive connections are closed at once either way).
   */
  graceMs?: number;
}

export async function listenHttp(handler: RequestListener, options: ListenOptions): Promise<HttpListener> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => closeHttpServer(server, options.graceMs),
  };
}

/** The URL a client on this machine uses: a wildcard interface is reached on loopback. */
export function localUrl(host: string, port: number): string {
  return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
}

function closeHttpServer(server: Server, graceMs: number | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = graceMs === undefined ? undefined : setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

export interface OpsServerOptions {
  port: number;
  host: string;
  metrics: Metrics;
  /** Whether the process serves now; a rejection counts as not ready. */
  ready: () => Promise<boolean>;
}

export interface OpsServer {
  /** `http://host:port` as configured (for the start-up log). */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** /healthz (the process answers), /readyz (it serves), /metrics (Prometheus) for probes and scraping. */
export async function startOpsServer(options: OpsServerOptions): Promise<OpsServer> {
  const { metrics, ready } = options;
  const listener = await listenHttp(
    (req, res) => {
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
    },
    // Probes and scrapes are short: nothing is worth waiting for once the process is going away.
    { port: options.port, host: options.host, graceMs: 0 },
  );
  return { url: `http://${options.host}:${listener.port}`, port: listener.port, close: listener.close };
}
