// Pieces both transports share: method lookup, request ids, deadlines, metadata filtering.
import { randomUUID } from 'node:crypto';
import type { DescMethod, DescService } from '@bufbuild/protobuf';
import type { CallOptions } from './types';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Default message size limit for both ends: raw uploads travel through IngestDocument (grpc-js defaults to 4 MiB). */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/** The service's methods, refusing client and bidi streaming up front (nothing in Engram uses them). */
export function supportedMethods(service: DescService): DescMethod[] {
  for (const method of service.methods) {
    if (method.methodKind !== 'unary' && method.methodKind !== 'server_streaming') {
      throw new Error(`${service.typeName}/${method.name}: ${method.methodKind} RPCs are not supported`);
    }
  }
  return service.methods;
}

export function grpcPath(method: DescMethod): string {
  return `/${method.parent.typeName}/${method.name}`;
}

export function requestIdOf(options: CallOptions | undefined): string {
  return options?.requestId ?? randomUUID();
}

/** The earlier of `deadline` and now + `timeoutMs`, if either is set. */
export function deadlineOf(options: CallOptions | undefined, now = Date.now()): Date | undefined {
  const candidates: number[] = [];
  if (options?.deadline) candidates.push(options.deadline.getTime());
  if (options?.timeoutMs !== undefined) candidates.push(now + options.timeoutMs);
  return candidates.length === 0 ? undefined : new Date(Math.min(...candidates));
}

/** Metadata a handler should see: the caller's own headers, not transport ones. */
export function isCustomHeader(key: string): boolean {
  return !key.startsWith('grpc-') && !key.startsWith(':') && key !== 'user-agent' && key !== 'content-type' && key !== 'te';
}
