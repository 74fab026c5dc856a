// The errors every embedder raises, so callers can branch on one set of reasons whichever adapter is configured.
import { AppError } from '@engram/core';

/** The model or service cannot answer now (worker died, endpoint down, invalid response); retrying later may work. */
export function embedderUnavailable(
  message: string,
  options: { cause?: unknown; details?: Record<string, unknown>; retryAfterSeconds?: number } = {},
): AppError {
  return new AppError('unavailable', message, { reason: 'embedder_unavailable', ...options });
}

export function embedderClosed(): AppError {
  return new AppError('unavailable', 'embedder is closed', { reason: 'embedder_closed' });
}

/** Empty or whitespace-only input: models reject it or return noise, so callers must filter it out. */
export function blankText(index: number): AppError {
  return AppError.invalid('empty_text', 'cannot embed an empty text', { index });
}
