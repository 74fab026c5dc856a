// A typed client for one service over grpc-js. Calls resolve to protobuf-es messages and reject with AppError.
import * as grpc from '@grpc/grpc-js';
import { create, fromBinary, toBinary, type DescMethod, type DescService } from '@bufbuild/protobuf';
import { isAppError } from '@engram/core';
import { deadlineOf, grpcPath, MAX_MESSAGE_BYTES, REQUEST_ID_HEADER, requestIdOf, supportedMethods } from './call';
import { cancelledError, fromGrpcError } from './errors';
import type { CallOptions, ServiceClient } from './types';

export interface GrpcClientOptions {
  /** Defaults to plaintext (services talk inside a private network or on loopback). */
  credentials?: grpc.ChannelCredentials;
  channelOptions?: grpc.ChannelOptions;
  /** Applied to calls that set neither `timeoutMs` nor `deadline`. */
  defaultTimeoutMs?: number;
}

export function createGrpcClient<S extends DescService>(
  service: S,
  address: string,
  options: GrpcClientOptions = {},
): ServiceClient<S> & { close(): void } {
  const client = new grpc.Client(address, options.credentials ?? grpc.credentials.createInsecure(), {
    'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
    'grpc.max_send_message_length': MAX_MESSAGE_BYTES,
    ...options.channelOptions,
  });
  const methods: Record<string, unknown> = {};
  for (const method of supportedMethods(service)) {
    methods[method.localName] =
      method.methodKind === 'server_streaming'
        ? (request: unknown, callOptions?: CallOptions) => serverStream(client, method, request, callOptions, options)
        : (request: unknown, callOptions?: CallOptions) => unary(client, method, request, callOptions, options);
  }
  return { ...(methods as ServiceClient<S>), close: () => client.close() };
}

interface PreparedCall {
  bytes: Buffer;
  metadata: grpc.Metadata;
  callOptions: grpc.CallOptions;
}

function prepare(
  method: DescMethod,
  request: unknown,
  options: CallOptions | undefined,
  clientOptions: GrpcClientOptions,
): PreparedCall {
  // Encode up front: an invalid request fails here, the same way as with the in-process client.
  const bytes = Buffer.from(toBinary(method.input, create(method.input, request as never)));
  const metadata = new grpc.Metadata();
  for (const [key, value] of Object.entries(options?.metadata ?? {})) metadata.set(key, value);
  metadata.set(REQUEST_ID_HEADER, requestIdOf(options));
  const withDefault =
    options?.timeoutMs === undefined && options?.deadline === undefined && clientOptions.defaultTimeoutMs !== undefined
      ? { ...options, timeoutMs: clientOptions.defaultTimeoutMs }
      : options;
  const deadline = deadlineOf(withDefault);
  return { bytes, metadata, callOptions: deadline ? { deadline } : {} };
}

const passBytes = (bytes: Buffer) => bytes;

function unary(
  client: grpc.Client,
  method: DescMethod,
  request: unknown,
  options: CallOptions | undefined,
  clientOptions: GrpcClientOptions,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const { bytes, metadata, callOptions } = prepare(method, request, options, clientOptions);
    const signal = options?.signal;
    if (signal?.aborted) return reject(cancelledError());
    const call = client.makeUnaryRequest(
      grpcPath(method),
      passBytes,
      (response: Buffer) => fromBinary(method.output, response),
      bytes,
      metadata,
      callOptions,
      (err, response) => {
        signal?.removeEventListener('abort', cancel);
        if (err) reject(fromGrpcError(err));
        else resolve(response);
      },
    );
    function cancel() {
      call.cancel();
    }
    signal?.addEventListener('abort', cancel, { once: true });
  });
}

async function* serverStream(
  client: grpc.Client,
  method: DescMethod,
  request: unknown,
  options: CallOptions | undefined,
  clientOptions: GrpcClientOptions,
): AsyncGenerator<unknown> {
  const { bytes, metadata, callOptions } = prepare(method, request, options, clientOptions);
  const signal = options?.signal;
  if (signal?.aborted) throw cancelledError();
  const call = client.makeServerStreamRequest(
    grpcPath(method),
    passBytes,
    (response: Buffer) => fromBinary(method.output, response),
    bytes,
    metadata,
    callOptions,
  );
  const cancel = () => call.cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  let finished = false;
  try {
    for await (const message of call) yield message;
    finished = true;
  } catch (err) {
    finished = true;
    throw isServiceError(err) ? fromGrpcError(err) : err;
  } finally {
    signal?.removeEventListener('abort', cancel);
    // The consumer stopped early (break, throw): tell the server instead of leaving the stream open.
    if (!finished) call.cancel();
  }
}

function isServiceError(err: unknown): err is grpc.ServiceError {
  return (
    !isAppError(err) && err instanceof Error && typeof (err as Partial<grpc.ServiceError>).code === 'number' && 'metadata' in err
  );
}
