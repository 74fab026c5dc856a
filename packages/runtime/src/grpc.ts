// gRPC as the services of the distributed profile use it: one contract served per process, clients that spread calls
// over every replica, and a shutdown that lets in-flight calls finish.
import type { DescService } from '@bufbuild/protobuf';
import { HTTP_STATUS, isAppError } from '@engram/core';
import {
  addGrpcService,
  bindGrpcServer,
  createGrpcClient,
  createGrpcServer,
  createInProcessClient,
  type ServeOptions,
  type ServiceClient,
  type ServiceHandlers,
} from '@engram/proto';
import type { Logger } from '@engram/telemetry';

/** Calls spread over every address the service name resolves to (a headless Service lists each pod), not the first. */
const BALANCED_CHANNEL = { 'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }) };

/** Clients reconnect every few minutes, so they re-resolve the service name and new replicas get their share of calls. */
const SERVER_OPTIONS = { 'grpc.max_connection_age_ms': 5 * 60_000, 'grpc.max_connection_age_grace_ms': 30_000 };

/** A client of another service's replicas, with a deadline for calls that set none. */
export function createServiceClient<S extends DescService>(
  service: S,
  address: string,
  options: { defaultTimeoutMs: number },
): ServiceClient<S> & { close(): void } {
  return createGrpcClient(service, address, {
    channelOptions: BALANCED_CHANNEL,
    defaultTimeoutMs: options.defaultTimeoutMs,
  });
}

export interface GrpcServiceOptions<S extends DescService> {
  service: S;
  handlers: ServiceHandlers<S>;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** How long in-flight calls may run on close before they are cancelled. */
  graceMs: number;
  logger: Logger;
}

export interface GrpcServiceServer {
  /** `host:port` with the bound port. */
  address: string;
  port: number;
  close(): Promise<void>;
}

/** Serves one contract on `host:port`; handler errors are logged by `rpcErrorLogger`. */
export async function startGrpcService<S extends DescService>(
  options: GrpcServiceOptions<S>,
): Promise<GrpcServiceServer> {
  const server = createGrpcServer(SERVER_OPTIONS);
  addGrpcService(server, options.service, options.handlers, { onError: rpcErrorLogger(options.logger) });
  const port = await bindGrpcServer(server, `${options.host}:${options.port}`);
  return {
    address: `${options.host}:${port}`,
    port,
    close: () => closeGrpcServer(server, options.graceMs),
  };
}

/** Client mistakes and features not built yet are expected (info); anything else is ours (error, with the cause). */
export function rpcErrorLogger(logger: Pick<Logger, 'info' | 'error'>): NonNullable<ServeOptions['onError']> {
  return (err, info) => {
    if (isAppError(err) && (HTTP_STATUS[err.code] < 500 || err.code === 'unimplemented'))
      logger.info({ ...info, code: err.code, reason: err.reason }, 'rpc rejected');
    else logger.error({ err, ...info }, 'rpc failed');
  };
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

/** How the services of one process reach each other: the in-process client, or the real gRPC stack on loopback. */
export interface LocalTransport {
  /** Serves `handlers` and returns the client every caller in the process uses. */
  clientFor<S extends DescService>(service: S, handlers: ServiceHandlers<S>): ServiceClient<S>;
  /** The loopback gRPC address (`grpc` only). */
  address?: string;
}

/**
 * The embedded profile's transport switch. With `grpc` the loopback server is bound first, so each client exists (and
 * can be handed to the services that call it) before the handlers that serve it are added; stopping closes the client
 * channels, then the server.
 */
export async function createLocalTransport(
  kind: 'in-process' | 'grpc',
  options: { logger: Logger; shutdown: { add(step: () => Promise<void> | void): void } },
): Promise<LocalTransport> {
  const onError = rpcErrorLogger(options.logger);
  if (kind === 'in-process') return { clientFor: (service, handlers) => createInProcessClient(service, handlers, { onError }) };
  const server = createGrpcServer();
  const address = `127.0.0.1:${await bindGrpcServer(server, '127.0.0.1:0')}`;
  const clients: Array<{ close?: () => void }> = [];
  options.shutdown.add(
    () =>
      new Promise<void>((resolve) => {
        // Close client channels before the server, or the server waits for them (see ENVIRONMENT.md).
        for (const c of clients) c.close?.();
        server.tryShutdown(() => resolve());
      }),
  );
  options.logger.info({ grpcAddress: address }, 'services listening on loopback gRPC');
  return {
    address,
    clientFor(service, handlers) {
      addGrpcService(server, service, handlers, { onError });
      const client = createGrpcClient(service, address);
      clients.push(client as { close?: () => void });
      return client;
    },
  };
}
