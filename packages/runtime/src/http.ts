// Plain HTTP servers of the composition roots: the ops port of each service, and the REST edge of the gateway.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';
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
  const drain = trackConnections(server);
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
    close: () => drain(options.graceMs),
  };
}

/** The URL a client on this machine uses: a wildcard interface is reached on loopback. */
export function localUrl(host: string, port: number): string {
  return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
}

/** How long a keep-alive connection with no request in flight may stay open once closing began. */
const IDLE_DRAIN_MS = 1_000;

/**
 * A graceful close for a keep-alive HTTP server. Node's `server.close()` destroys idle keep-alive sockets at once, so a
 * client that sends its next request on one at that moment sees a reset, and it keeps answering busy sockets with
 * keep-alive, so a client under load never lets go. Instead: stop accepting connections; answer every request from then
 * on (and those in flight) with `Connection: close`, so each client retires its socket after the answer; end sockets
 * that stay idle for IDLE_DRAIN_MS; and only after `graceMs` drop whatever is still running.
 */
function trackConnections(server: Server): (graceMs: number | undefined) => Promise<void> {
  const active = new Map<Socket, number>(); // requests in flight per socket
  const idleTimers = new Map<Socket, NodeJS.Timeout>();
  const inFlight = new Set<ServerResponse>();
  let closing = false;

  const endWhenIdle = (socket: Socket) => {
    if (!closing || (active.get(socket) ?? 0) > 0 || idleTimers.has(socket)) return;
    idleTimers.set(
      socket,
      setTimeout(() => {
        idleTimers.delete(socket);
        if ((active.get(socket) ?? 0) === 0) socket.end();
      }, IDLE_DRAIN_MS).unref(),
    );
  };
  server.on('connection', (socket: Socket) => {
    active.set(socket, 0);
    socket.once('close', () => {
      active.delete(socket);
      clearTimeout(idleTimers.get(socket));
      idleTimers.delete(socket);
    });
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    active.set(socket, (active.get(socket) ?? 0) + 1);
    clearTimeout(idleTimers.get(socket));
    idleTimers.delete(socket);
    if (closing) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      active.set(socket, Math.max(0, (active.get(socket) ?? 1) - 1));
      endWhenIdle(socket);
    });
  });

  return (graceMs) =>
    new Promise((resolve) => {
      const grace = graceMs === undefined ? undefined : setTimeout(() => server.closeAllConnections(), graceMs);
      // Closing a listening socket resets the connections the kernel has queued but the event loop has not accepted
      // yet. So: close in the loop's check phase, right after its poll phase accepted everything pending, and only
      // then start telling clients to reconnect (Connection: close), so no reconnection races the close.
      setImmediate(() => {
        // net.Server's close: stop accepting, call back once every connection has ended, and leave the open ones to
        // us (http.Server's close would destroy the idle ones on the spot).
        NetServer.prototype.close.call(server, () => {
          clearTimeout(grace);
          resolve();
        });
        closing = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
        for (const socket of active.keys()) endWhenIdle(socket);
      });
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
