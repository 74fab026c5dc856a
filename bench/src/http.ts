// A minimal JSON client for the REST API, timing each call from the client's side.
import { performance } from 'node:perf_hooks';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface Timed<T> {
  status: number;
  body: T;
  ms: number;
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly apiKey?: string,
  ) {}

  /**
   * One call. A 429 is waited out as its Retry-After says and sent again (as a well-behaved client would), so the
   * timing covers the successful attempt only and the count of such waits is kept in `rateLimited`.
   */
  async request<T = any>(method: HttpMethod, path: string, body?: unknown): Promise<Timed<T>> {
    for (;;) {
      const r = await this.once<T>(method, path, body);
      if (r.status !== 429) return r;
      this.rateLimited++;
      await sleep(Math.max(1, Number(r.retryAfter ?? 1)) * 1000);
    }
  }

  rateLimited = 0;

  private async once<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
  ): Promise<Timed<T> & { retryAfter: string | null }> {
    const started = performance.now();
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.apiKey ? { 'x-api-key': this.apiKey } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : undefined) as T,
      ms,
      retryAfter: res.headers.get('retry-after'),
    };
  }

  /** Like `request`, but any status other than `expected` is an error carrying the problem's code (never content). */
  async expect<T = any>(expected: number, method: HttpMethod, path: string, body?: unknown): Promise<Timed<T>> {
    const r = await this.request<T>(method, path, body);
    if (r.status !== expected) {
      const problem = r.body as { code?: string; title?: string } | undefined;
      throw new Error(
        `${method} ${path.split('?')[0]} returned ${r.status} (${problem?.code ?? problem?.title ?? 'no code'})`,
      );
    }
    return r;
  }
}

export async function signup(baseUrl: string, name: string): Promise<string> {
  const r = await new ApiClient(baseUrl).expect<{ api_key: string }>(201, 'POST', '/public/signup', {
    name,
    email: 'bench@example.com',
  });
  return r.body.api_key;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until every job is completed and returns when the last one completed, by the server's `completed_at` (this
 * process's clock when the server runs in it). Jobs are checked newest first: the newest is polled every `pollMs` while
 * the pipeline works, and once it is done the older ones, almost always done by then, are swept one request each. So
 * watching the pipeline costs it one small request per poll interval, and the completion time does not depend on how
 * often it is polled. Throws when a job fails.
 */
export async function waitForJobs(
  client: ApiClient,
  jobIds: readonly string[],
  options: { pollMs?: number; timeoutMs?: number; onNewestCompleted?: () => void } = {},
): Promise<{ lastCompletedAt: number }> {
  const pollMs = options.pollMs ?? 500;
  const deadline = Date.now() + (options.timeoutMs ?? 3_600_000);
  let lastCompletedAt = 0;
  for (let i = jobIds.length - 1; i >= 0; ) {
    const id = jobIds[i]!;
    const r = await client.expect<{ state: string; error: string | null; completed_at: string | null }>(
      200,
      'GET',
      `/v1/jobs/${id}`,
    );
    if (r.body.state === 'completed') {
      if (i === jobIds.length - 1) options.onNewestCompleted?.();
      lastCompletedAt = Math.max(lastCompletedAt, Date.parse(r.body.completed_at!));
      i--;
      continue;
    }
    if (r.body.state === 'failed') throw new Error(`job ${id} failed: ${r.body.error ?? 'unknown reason'}`);
    if (Date.now() > deadline) throw new Error(`${i + 1} jobs still open after the timeout`);
    await sleep(pollMs);
  }
  return { lastCompletedAt };
}

export interface IngestedDocument {
  jobId: string;
  documentId: string;
  /** Client-measured time until the 202 acknowledgement. */
  ms: number;
}

export async function ingest(
  client: ApiClient,
  doc: { title: string; content: string; metadata?: Record<string, unknown> },
): Promise<IngestedDocument> {
  const r = await client.expect<{ job_id: string; document_id: string }>(202, 'POST', '/v1/documents/ingest', {
    ...doc,
    return_id: true,
  });
  return { jobId: r.body.job_id, documentId: r.body.document_id, ms: r.ms };
}

/**
 * Ingests documents keeping at most `window` of them unfinished in the pipeline: the next one is sent when the oldest
 * completes. A bulk load of thousands of documents at once leaves a long durable queue behind, and the embedded
 * server then spends its main thread on queue upkeep instead of feeding the embedder (see docs/benchmarks.md).
 */
export async function ingestWindowed(
  client: ApiClient,
  docs: readonly { title: string; content: string; metadata?: Record<string, unknown> }[],
  options: { window: number; pollMs?: number; onCompleted?: (done: number) => void },
): Promise<IngestedDocument[]> {
  const done: IngestedDocument[] = [];
  const open: IngestedDocument[] = [];
  let next = 0;
  while (next < docs.length || open.length > 0) {
    while (next < docs.length && open.length < options.window) open.push(await ingest(client, docs[next++]!));
    const oldest = open[0]!;
    const r = await client.expect<{ state: string; error: string | null }>(200, 'GET', `/v1/jobs/${oldest.jobId}`);
    if (r.body.state === 'failed') throw new Error(`job ${oldest.jobId} failed: ${r.body.error ?? 'unknown reason'}`);
    if (r.body.state === 'completed') {
      done.push(open.shift()!);
      options.onCompleted?.(done.length);
    } else {
      await sleep(options.pollMs ?? 200);
    }
  }
  return done;
}

/** Chunks the server stored for a document (ids only, no content over the wire). */
export async function countChunks(client: ApiClient, documentId: string): Promise<number> {
  const r = await client.expect<{ count: number }>(
    200,
    'GET',
    `/v1/documents/${documentId}/chunks?include_content=false&limit=1000`,
  );
  return r.body.count;
}
