// Handler and client shapes derived from a generated service descriptor, so every service and every caller is typed
// from the .proto without hand-written interfaces. Unary and server-streaming RPCs are supported (all Engram uses).
import type { DescMessage, DescService, MessageInitShape, MessageShape } from '@bufbuild/protobuf';

/** What a handler knows about the call besides its request. */
export interface CallContext {
  /** From the `x-request-id` metadata, or a fresh id when the caller sent none. */
  requestId: string;
  /** When the caller stops waiting; absent when it set no deadline. */
  deadline?: Date;
  /** Custom request metadata (transport headers such as `grpc-*` and `user-agent` left out). */
  metadata: Record<string, string>;
  /** Aborted when the caller cancels or the deadline passes, so long work can stop early. */
  signal: AbortSignal;
}

export interface CallOptions {
  /** Sent as `x-request-id`; a fresh id is generated when absent. */
  requestId?: string;
  /** Relative deadline. */
  timeoutMs?: number;
  /** Absolute deadline (e.g. a handler's own `ctx.deadline`, to propagate it). The earlier of the two wins. */
  deadline?: Date;
  signal?: AbortSignal;
  /** Extra metadata, e.g. trace context. Keys are lower-case ASCII. */
  metadata?: Record<string, string>;
}

type UnaryShape<I extends DescMessage, O extends DescMessage> = { methodKind: 'unary'; input: I; output: O };
type ServerStreamingShape<I extends DescMessage, O extends DescMessage> = {
  methodKind: 'server_streaming';
  input: I;
  output: O;
};

export type MethodHandler<M> =
  M extends UnaryShape<infer I, infer O>
    ? (request: MessageShape<I>, ctx: CallContext) => Promise<MessageInitShape<O>>
    : M extends ServerStreamingShape<infer I, infer O>
      ? (request: MessageShape<I>, ctx: CallContext) => AsyncIterable<MessageInitShape<O>>
      : never;

export type ClientMethod<M> =
  M extends UnaryShape<infer I, infer O>
    ? (request: MessageInitShape<I>, options?: CallOptions) => Promise<MessageShape<O>>
    : M extends ServerStreamingShape<infer I, infer O>
      ? (request: MessageInitShape<I>, options?: CallOptions) => AsyncIterable<MessageShape<O>>
      : never;

/** One handler per RPC, keyed by the method's local name (`ingestDocument`, `exportTenant`, ...). */
export type ServiceHandlers<S extends DescService> = { [K in keyof S['method']]: MethodHandler<S['method'][K]> };

/** One function per RPC, keyed by the method's local name. Failures reject with `AppError`. */
export type ServiceClient<S extends DescService> = { [K in keyof S['method']]: ClientMethod<S['method'][K]> };
