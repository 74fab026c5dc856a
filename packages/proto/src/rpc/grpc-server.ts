// Serves protobuf-es handlers on a grpc-js server: a service definition built from the generated descriptor
// (path `/${typeName}/${method}`, protobuf binary payloads), AppErrors turned into statuses.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import * as grpc from '@grpc/grpc-js';
import { create, fromBinary, toBinary, type DescMessage, type DescService } from '@bufbuild/protobuf';
import { MAX_MESSAGE_BYTES, grpcPath, isCustomHeader, REQUEST_ID_HEADER, supportedMethods } from './call';
import { toGrpcStatus } from './errors';
import type { CallContext, ServiceHandlers } from './types';

export interface ServeOptions {
  /**
   * Called with every error a handler throws, before it is turned into a status. The place to log unexpected
   * errors: their message and stack never reach the caller.
   */
  onError?: (err: unknown, info: { method: string; requestId: string }) => void;
}

/** A grpc-js server whose message size limits fit Engram's uploads. */
export function createGrpcServer(options: grpc.ServerOptions = {}): grpc.Server {
  return new grpc.Server({
    'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
    'grpc.max_send_message_length': MAX_MESSAGE_BYTES,
    ...options,
  });
}

/** Binds `address` (`host:port`, port 0 for any free one) without TLS and resolves to the bound port. */
export function bindGrpcServer(
  server: grpc.Server,
  address: string,
  credentials: grpc.ServerCredentials = grpc.ServerCredentials.createInsecure(),
): Promise<number> {
  return new Promise((resolve, reject) => {
    server.bindAsync(address, credentials, (err, port) => (err ? reject(err) : resolve(port)));
  });
}

export function addGrpcService<S extends DescService>(
  server: grpc.Server,
  service: S,
  handlers: ServiceHandlers<S>,
  options: ServeOptions = {},
): void {
  const definition: Record<string, grpc.MethodDefinition<unknown, Buffer>> = {};
  const implementation: grpc.UntypedServiceImplementation = {};
  const table = handlers as unknown as Record<string, ((...args: never[]) => unknown) | undefined>;

  for (const method of supportedMethods(service)) {
    const fn = table[method.localName];
    if (typeof fn !== 'function') throw new Error(`${service.typeName}: no handler for ${method.name}`);
    const handler = fn.bind(handlers) as (request: unknown, ctx: CallContext) => unknown;
    const streaming = method.methodKind === 'server_streaming';
    const report = (err: unknown, requestId: string) => options.onError?.(err, { method: method.name, requestId });

    definition[method.localName] = {
      path: grpcPath(method),
      requestStream: false,
      responseStream: streaming,
      requestDeserialize: (bytes: Buffer) => fromBinary(method.input, bytes),
      requestSerialize: (message: unknown) => Buffer.from(toBinary(method.input, create(method.input, message as never))),
      // Responses are encoded inside the handler wrapper, so an encoding failure becomes a generic INTERNAL
      // instead of grpc-js's "Error serializing response: <message>".
      responseSerialize: (bytes: Buffer) => bytes,
      responseDeserialize: (bytes: Buffer) => bytes,
    };

    // grpc-js ignores the handlers' promises; each wrapper catches and reports its own errors.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    implementation[method.localName] = streaming
      ? async (call: grpc.ServerWritableStream<unknown, Buffer>) => {
          const ctx = contextOf(call);
          try {
            for await (const item of handler(call.request, ctx) as AsyncIterable<unknown>) {
              if (ctx.signal.aborted) break;
              if (!call.write(encode(method.output, item))) await drainedOrCancelled(call, ctx.signal);
            }
            call.end();
          } catch (err) {
            report(err, ctx.requestId);
            call.emit('error', toGrpcStatus(err));
          }
        }
      : async (call: grpc.ServerUnaryCall<unknown, Buffer>, callback: grpc.sendUnaryData<Buffer>) => {
          const ctx = contextOf(call);
          try {
            callback(null, encode(method.output, await (handler(call.request, ctx) as Promise<unknown>)));
          } catch (err) {
            report(err, ctx.requestId);
            callback(toGrpcStatus(err));
          }
        };
  }
  server.addService(definition, implementation);
}

function encode(schema: DescMessage, init: unknown): Buffer {
  return Buffer.from(toBinary(schema, create(schema, init as never)));
}

type ServerCall = grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, unknown>;

function contextOf(call: ServerCall): CallContext {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(call.metadata.getMap())) {
    if (typeof value === 'string' && isCustomHeader(key)) metadata[key] = value;
  }
  const requestId = metadata[REQUEST_ID_HEADER] || randomUUID();
  metadata[REQUEST_ID_HEADER] = requestId;

  // grpc-js ends the call itself when the deadline passes and emits `cancelled`; the signal lets handlers stop.
  const controller = new AbortController();
  if (call.cancelled) controller.abort();
  else call.once('cancelled', () => controller.abort());

  const raw = call.getDeadline();
  const ms = raw instanceof Date ? raw.getTime() : raw;
  const ctx: CallContext = { requestId, metadata, signal: controller.signal };
  if (Number.isFinite(ms)) ctx.deadline = new Date(ms);
  return ctx;
}

async function drainedOrCancelled(call: grpc.ServerWritableStream<unknown, unknown>, signal: AbortSignal) {
  if (signal.aborted) return;
  await once(call, 'drain', { signal }).catch(() => undefined);
}
