// The one error every LanguageModel adapter throws, so callers (the extractor's fallback, rich mode) branch on `kind`
// whichever server is configured. It is an AppError, so the gRPC edge and the gateway map it like any other.
import { AppError, type ErrorCode } from '@engram/core';

export type LanguageModelErrorKind =
  /** Endpoint unreachable or answering 429/5xx after the retries, or a client error such as a bad key. */
  | 'unavailable'
  /** No answer within the timeout, after the retries. */
  | 'timeout'
  /** An answer that is not JSON, does not match the schema, was cut off, or was refused by the model. */
  | 'invalid_output'
  /** The caller's signal aborted the call. */
  | 'aborted'
  /** The adapter was closed. */
  | 'closed';

const CODE: Record<LanguageModelErrorKind, ErrorCode> = {
  unavailable: 'unavailable',
  timeout: 'deadline_exceeded',
  invalid_output: 'internal',
  aborted: 'aborted',
  closed: 'unavailable',
};

export class LanguageModelError extends AppError {
  readonly kind: LanguageModelErrorKind;

  constructor(
    kind: LanguageModelErrorKind,
    message: string,
    options: { cause?: unknown; details?: Record<string, unknown>; retryAfterSeconds?: number } = {},
  ) {
    super(CODE[kind], message, { reason: `language_model_${kind}`, ...options });
    this.name = 'LanguageModelError';
    this.kind = kind;
  }
}

export function isLanguageModelError(err: unknown): err is LanguageModelError {
  return err instanceof LanguageModelError;
}
