// A fetch that retries what is safe to retry: 429 and 503 answers (the request was refused, not half done), honouring
// Retry-After; and requests that got no answer at all, when repeating them cannot do anything twice (GET, HEAD, PUT,
// DELETE, or a request carrying an Idempotency-Key). Exponential backoff with full jitter, bounded attempts.
import { EngramError, parseRetryAfter } from './errors';

export interface RetryOptions {
  /** Attempts in all, the first included (1 = never retry). Default 4. */
  maxAttempts: number;
  /** Backoff before the second attempt; doubles each time. Default 250 ms. */
  baseDelayMs: number;
  /** Upper bound of one wait, backoff and Retry-After alike. Default 30 s. */
  maxDelayMs: number;
  /** Statuses retried. Default 429 and 503. */
  retryStatuses: readonly number[];
}

export const DEFAULT_RETRY: RetryOptions = {
  maxAttempts: 4,
  baseDelayMs: 250,
  maxDelayMs: 30_000,
  retryStatuses: [429, 503],
};

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Whether resending after a lost answer is harmless. */
export function isIdempotent(request: Request): boolean {
  return IDEMPOTENT_METHODS.has(request.method.toUpperCase()) || request.headers.has('idempotency-key');
}

/** Full jitter: a random wait between 0 and base × 2^(attempt-1), capped. */
export function backoffDelay(attempt: number, options: RetryOptions, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1)));
}

const sleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export function retryingFetch(
  inner: (request: Request) => Promise<Response>,
  options: RetryOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    // The body is read once into memory so every attempt sends the same bytes.
    const body = request.body === null ? undefined : await request.arrayBuffer();
    const attempt = (): Request => new Request(request, body === undefined ? {} : { body });
    for (let n = 1; ; n++) {
      let response: Response;
      try {
        response = await inner(attempt());
      } catch (err) {
        if (request.signal.aborted) throw err;
        if (n >= options.maxAttempts || !isIdempotent(request))
          throw EngramError.network(err, request.method, request.url);
        await sleep(backoffDelay(n, options), request.signal);
        continue;
      }
      if (!options.retryStatuses.includes(response.status) || n >= options.maxAttempts) return response;
      const asked = parseRetryAfter(response.headers.get('retry-after'));
      // Waiting longer than maxDelayMs is the caller's decision: hand back the answer (it becomes an EngramError).
      if (asked !== undefined && asked > options.maxDelayMs) return response;
      await response.body?.cancel();
      await sleep(asked ?? backoffDelay(n, options), request.signal);
    }
  };
}
