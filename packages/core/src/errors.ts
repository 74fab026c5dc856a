// One error type for the whole codebase. Codes mirror gRPC status codes so the gRPC edge converts them losslessly;
// `reason` is the stable, user-facing identifier (problem+json `code`).

export const ERROR_CODES = [
  'invalid_argument',
  'unauthenticated',
  'permission_denied',
  'not_found',
  'already_exists',
  'failed_precondition',
  'aborted',
  'resource_exhausted',
  'unavailable',
  'deadline_exceeded',
  'unimplemented',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** gRPC numeric status per code (see grpc/status.h). */
export const GRPC_STATUS: Record<ErrorCode, number> = {
  invalid_argument: 3,
  deadline_exceeded: 4,
  not_found: 5,
  already_exists: 6,
  permission_denied: 7,
  resource_exhausted: 8,
  failed_precondition: 9,
  aborted: 10,
  unimplemented: 12,
  internal: 13,
  unavailable: 14,
  unauthenticated: 16,
};

/** HTTP status per code; the gateway and logging both use this one table. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  invalid_argument: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  already_exists: 409,
  failed_precondition: 409,
  aborted: 409,
  resource_exhausted: 429,
  unavailable: 503,
  deadline_exceeded: 504,
  unimplemented: 501,
  internal: 500,
};

export interface AppErrorOptions {
  /** Stable machine-readable reason, e.g. `tenant_write_fenced`, `query_too_long`. Defaults to the code. */
  reason?: string;
  /** Extra fields safe to show a client (never content or secrets). */
  details?: Record<string, unknown>;
  cause?: unknown;
  /** Seconds a client should wait before retrying (rate limits, overload). */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly reason: string;
  readonly details: Record<string, unknown> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.reason = options.reason ?? code;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static invalid(reason: string, message: string, details?: Record<string, unknown>): AppError {
    return new AppError('invalid_argument', message, { reason, details });
  }
  static notFound(reason: string, message: string): AppError {
    return new AppError('not_found', message, { reason });
  }
  static forbidden(reason: string, message: string): AppError {
    return new AppError('permission_denied', message, { reason });
  }
  static unauthenticated(reason: string, message: string): AppError {
    return new AppError('unauthenticated', message, { reason });
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

export function assertNever(value: never, what = 'value'): never {
  throw new Error(`unexpected ${what}: ${String(value)}`);
}
