// A minimal JSON client for the REST API, timing each call from the client's side.
import { performance } from 'node:perf_hooks';

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

  async request<T = any>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Timed<T>> {
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
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, ms };
  }

  /** Like `request`, but any status other than `expected` is an error carrying the problem's code (never content). */
  async expect<T = any>(expected: number, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Timed<T>> {
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
 * Waits until every job is completed, polling one job at a time (the oldest still open), so watching the pipeline costs
 * the server one small request per poll interval rather than one per job. Throws when a job fails.
 */
export async function waitForJobs(
  client: ApiClient,
  jobIds: readonly string[],
  options: { pollMs?: number; timeoutMs?: number; onCompleted?: (done: number) => void } = {},
): Promise<void> {
  const pollMs = options.pollMs ?? 100;
  const timeoutMs = options.timeoutMs ?? 3_600_000;
  const deadline = Date.now() + timeoutMs;
  let i = 0;
  while (i < jobIds.length) {
    const id = jobIds[i]!;
    const r = await client.expect<{ state: string; error: string | null }>(200, 'GET', `/v1/jobs/${id}`);
    if (r.body.state === 'completed') {
      i++;
      options.onCompleted?.(i);
      continue;
    }
    if (r.body.state === 'failed') throw new Error(`job ${id} failed: ${r.body.error ?? 'unknown reason'}`);
    if (Date.now() > deadline) throw new Error(`${jobIds.length - i} jobs still open after ${timeoutMs} ms`);
    await sleep(pollMs);
  }
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
