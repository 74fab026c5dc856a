// AppError <-> gRPC status. A handler's AppError crosses the wire with its code (as the gRPC status), message (status
// details), and reason, safe details and retry hint (one JSON trailer); the client rebuilds an equal AppError. Anything
// else a handler throws becomes a generic INTERNAL: its message and stack stay on the server (report them via onError).
import { Metadata, status as GrpcStatus, type ServiceError, type StatusObject } from '@grpc/grpc-js';
import { AppError, GRPC_STATUS, isAppError, type ErrorCode } from '@engram/core';

/** Binary (`-bin`) key so reasons and details may hold any UTF-8; its presence marks an error raised by a handler. */
export const ERROR_TRAILER = 'engram-error-bin';

export const INTERNAL_MESSAGE = 'internal error';

interface WireError {
  reason: string;
  details?: Record<string, unknown>;
  retryAfterSeconds?: number;
}

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  (Object.entries(GRPC_STATUS) as Array<[ErrorCode, number]>).map(([code, n]) => [n, code]),
);

/**
 * The AppError a caller receives for whatever a handler threw. Both transports go through this, so an in-process
 * call fails exactly like a network call: no cause, details as JSON would carry them, unknown errors made generic.
 */
export function toCallerError(err: unknown): AppError {
  if (!isAppError(err)) return new AppError('internal', INTERNAL_MESSAGE);
  return fromWire(err.code, err.message, toWire(err));
}

/** Server side: the status grpc-js should send for a thrown error. */
export function toGrpcStatus(err: unknown): Pick<StatusObject, 'code' | 'details' | 'metadata'> {
  const appError = toCallerError(err);
  const metadata = new Metadata();
  metadata.set(ERROR_TRAILER, Buffer.from(JSON.stringify(toWire(appError)), 'utf8'));
  return { code: GRPC_STATUS[appError.code], details: appError.message, metadata };
}

/** Client side: the AppError for a failed call. */
export function fromGrpcError(err: ServiceError): AppError {
  const trailer = err.metadata?.get(ERROR_TRAILER)[0];
  const wire = trailer === undefined ? undefined : parseWire(trailer);
  const code = codeForStatus(err.code);
  if (wire) return fromWire(code, err.details, wire);
  // Raised by the transport (connection refused, deadline, cancellation), not by a handler. Its text can name
  // addresses and internals, so callers get a fixed message and the original stays available as the cause.
  if (err.code === GrpcStatus.CANCELLED) return cancelledError(err);
  return new AppError(code, transportMessage(code), { cause: err });
}

export function deadlineExceededError(): AppError {
  return new AppError('deadline_exceeded', transportMessage('deadline_exceeded'));
}

export function cancelledError(cause?: unknown): AppError {
  return new AppError('aborted', 'call cancelled', { reason: 'cancelled', cause });
}

function transportMessage(code: ErrorCode): string {
  switch (code) {
    case 'unavailable':
      return 'service unavailable';
    case 'deadline_exceeded':
      return 'deadline exceeded';
    default:
      return 'remote call failed';
  }
}

function codeForStatus(status: number): ErrorCode {
  if (status === GrpcStatus.OUT_OF_RANGE) return 'invalid_argument';
  if (status === GrpcStatus.CANCELLED) return 'aborted';
  return CODE_BY_STATUS.get(status) ?? 'internal';
}

function toWire(err: AppError): WireError {
  const wire: WireError = { reason: err.reason };
  const details = jsonDetails(err.details);
  if (details) wire.details = details;
  if (err.retryAfterSeconds !== undefined && Number.isFinite(err.retryAfterSeconds)) {
    wire.retryAfterSeconds = err.retryAfterSeconds;
  }
  return wire;
}

function fromWire(code: ErrorCode, message: string, wire: WireError): AppError {
  return new AppError(code, message, {
    reason: wire.reason,
    details: wire.details,
    retryAfterSeconds: wire.retryAfterSeconds,
  });
}

/** Details as they look after a JSON round trip (bigints as strings); unserialisable details are dropped. */
function jsonDetails(details: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (details === undefined) return undefined;
  try {
    const json = JSON.stringify(details, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function parseWire(value: string | Buffer): WireError | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.isBuffer(value) ? value.toString('utf8') : value);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { reason, details, retryAfterSeconds } = parsed as Record<string, unknown>;
    if (typeof reason !== 'string') return undefined;
    const wire: WireError = { reason };
    if (typeof details === 'object' && details !== null && !Array.isArray(details)) {
      wire.details = details as Record<string, unknown>;
    }
    if (typeof retryAfterSeconds === 'number') wire.retryAfterSeconds = retryAfterSeconds;
    return wire;
  } catch {
    return undefined;
  }
}
