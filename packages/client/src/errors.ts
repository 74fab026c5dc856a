// The one error the client throws: Engram's problem+json answer (status, stable `code`, title, detail, request id),
// or, with status 0, a request that never got an answer (`network_error`, `job_wait_timeout`).

export interface ProblemField {
  field: string;
  message: string;
  fields?: string[];
}

export class EngramError extends Error {
  override readonly name = 'EngramError';
  /** HTTP status; 0 when no answer was received. */
  readonly status: number;
  /** Stable snake_case code (`namespace_forbidden`, `rate_limited`, `network_error`, ...): switch on this. */
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  /** The gateway's X-Request-Id (or the problem's `request_id`): quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /** Validation errors, one per offending field. */
  readonly errors: ProblemField[] | undefined;
  /** Seconds the server asked to wait (429, 503), when it said. */
  readonly retryAfterSeconds: number | undefined;
  /** The parsed problem body as received, for fields this class does not name. */
  readonly body: Record<string, unknown> | undefined;

  constructor(init: {
    status: number;
    code: string;
    title: string;
    detail: string;
    requestId?: string | undefined;
    errors?: ProblemField[] | undefined;
    retryAfterSeconds?: number | undefined;
    body?: Record<string, unknown> | undefined;
    cause?: unknown;
  }) {
    super(`${init.code}: ${init.detail}`, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.requestId = init.requestId;
    this.errors = init.errors;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body;
  }

  /** From an error response; `parsed` is the body openapi-fetch already read (object, text or undefined). */
  static fromResponse(response: Response, parsed: unknown): EngramError {
    const body =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
    const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    return new EngramError({
      status: response.status,
      // A body that is not a problem (a proxy's HTML 502, say) still gets a stable code.
      code: str(body?.code) ?? `http_${response.status}`,
      title: str(body?.title) ?? (response.statusText || `HTTP ${response.status}`),
      detail:
        str(body?.detail) ??
        (typeof parsed === 'string' && parsed.length > 0 ? parsed.slice(0, 500) : `HTTP ${response.status}`),
      requestId: response.headers.get('x-request-id') ?? str(body?.request_id),
      errors: Array.isArray(body?.errors) ? (body.errors as ProblemField[]) : undefined,
      retryAfterSeconds: retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000),
      body,
    });
  }

  static network(cause: unknown, method: string, url: string): EngramError {
    const message = cause instanceof Error ? cause.message : String(cause);
    return new EngramError({
      status: 0,
      code: 'network_error',
      title: 'Network error',
      detail: `${method} ${url} got no answer: ${message}`,
      cause,
    });
  }
}

/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}
