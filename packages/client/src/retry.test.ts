// Retries, Retry-After and Idempotency-Key against a real local HTTP server that answers what each test scripts:
// what the client sends on the wire is what is asserted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EngramClient, EngramError } from './index';
import { backoffDelay, DEFAULT_RETRY } from './retry';
import { parseRetryAfter } from './errors';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

type Reply = (res: http.ServerResponse, req: http.IncomingMessage) => void;

const problem =
  (status: number, code: string, headers: Record<string, string> = {}): Reply =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/problem+json', 'x-request-id': `req-${code}`, ...headers });
    res.end(
      JSON.stringify({ type: `urn:engram:problem:${code}`, title: 'T', status, detail: `detail of ${code}`, code }),
    );
  };
const json =
  (status: number, body: unknown): Reply =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
/** Closes the connection without an answer. */
const hangUp: Reply = (_res, req) => req.socket.destroy();

const JOB = '0f8fad5b-d9cb-469f-a165-70867728950e';
const accepted = json(202, { job_id: JOB, message: 'queued', document_id: null });

describe('EngramClient against a scripted HTTP server', () => {
  let server: http.Server;
  let baseUrl: string;
  let seen: Seen[];
  let script: Reply[];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body, at: Date.now() });
        const reply = script.shift() ?? problem(500, 'script_exhausted');
        reply(res, req);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
    script = [];
  });

  const client = (retry: Partial<typeof DEFAULT_RETRY> = {}) =>
    new EngramClient({ baseUrl, apiKey: 'egk_test', retry: { baseDelayMs: 20, ...retry } });

  it('a 429 with Retry-After in seconds is retried after that long, and the ingest keeps its Idempotency-Key', async () => {
    script = [problem(429, 'rate_limited', { 'retry-after': '1' }), accepted];
    const r = await client().ingest({ content: 'hello' });
    expect(r.job_id).toBe(JOB);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
    const keys = seen.map((s) => s.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(seen[1]!.body).toBe(seen[0]!.body);
    expect(JSON.parse(seen[1]!.body)).toEqual({ content: 'hello' });
    expect(seen[0]!.headers['x-api-key']).toBe('egk_test');
  });

  it('Retry-After as an HTTP date is honoured too', async () => {
    script = [
      problem(503, 'unavailable', { 'retry-after': new Date(Date.now() + 2000).toUTCString() }),
      json(200, { status: 'ok' }),
    ];
    const r = await client().raw.GET('/healthz', {});
    expect(r.response.status).toBe(200);
    // An HTTP date has one-second resolution: the wait is between ~1 and 2 s, never the 20 ms backoff.
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(900);
  });

  it('two ingest calls get two different keys; a key the caller passes is sent as is', async () => {
    script = [accepted, accepted, accepted];
    const c = client();
    await c.ingest({ content: 'a' });
    await c.ingest({ content: 'a' });
    await c.ingest({ content: 'a' }, { idempotencyKey: 'path:/notes/a.md:sha256:abc' });
    const keys = seen.map((s) => s.headers['idempotency-key']);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('path:/notes/a.md:sha256:abc');
  });

  it('gives up after maxAttempts and throws the last answer as an EngramError with code, status and request id', async () => {
    script = [problem(503, 'unavailable'), problem(503, 'unavailable'), problem(503, 'unavailable'), accepted];
    const err = await client({ maxAttempts: 3 })
      .query({ query: 'x' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngramError);
    expect(err).toMatchObject({
      status: 503,
      code: 'unavailable',
      detail: 'detail of unavailable',
      requestId: 'req-unavailable',
    });
    expect(seen).toHaveLength(3);
  });

  it('other errors are not retried: a 409 is thrown at once, with the problem fields', async () => {
    script = [problem(409, 'idempotency_key_reused'), accepted];
    const err = (await client()
      .ingest({ content: 'x' }, { idempotencyKey: 'k' })
      .catch((e: unknown) => e)) as EngramError;
    expect(err).toBeInstanceOf(EngramError);
    expect(err.code).toBe('idempotency_key_reused');
    expect(err.status).toBe(409);
    expect(err.title).toBe('T');
    expect(seen).toHaveLength(1);
  });

  it('retry: false never retries', async () => {
    script = [problem(429, 'rate_limited', { 'retry-after': '1' }), accepted];
    const err = (await new EngramClient({ baseUrl, retry: false }).backfill().catch((e: unknown) => e)) as EngramError;
    expect(err.code).toBe('rate_limited');
    expect(err.retryAfterSeconds).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it('a Retry-After longer than maxDelayMs is not waited out: the caller gets the 429 with its retryAfterSeconds', async () => {
    script = [problem(429, 'rate_limited', { 'retry-after': '120' }), accepted];
    const err = (await client({ maxDelayMs: 5_000 })
      .getJob(JOB)
      .catch((e: unknown) => e)) as EngramError;
    expect(err).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 120 });
    expect(seen).toHaveLength(1);
  });

  it('a lost answer is retried for a GET and for an ingest (it has an Idempotency-Key), never for another POST', async () => {
    script = [hangUp, json(200, { job_id: JOB, state: 'completed' })];
    expect((await client().getJob(JOB)).state).toBe('completed');
    expect(seen).toHaveLength(2);

    seen = [];
    script = [hangUp, accepted];
    await client().ingest({ content: 'x' });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers['idempotency-key']).toBe(seen[0]!.headers['idempotency-key']);

    seen = [];
    script = [hangUp, json(200, { results: [] })];
    const err = (await client()
      .query({ query: 'x' })
      .catch((e: unknown) => e)) as EngramError;
    expect(err).toBeInstanceOf(EngramError);
    expect(err).toMatchObject({ status: 0, code: 'network_error' });
    expect(seen).toHaveLength(1);
  });

  it('an error answer that is not problem+json still becomes an EngramError with a stable code', async () => {
    script = [
      (res) => {
        res.writeHead(502, { 'content-type': 'text/html', 'x-request-id': 'proxy-1' });
        res.end('<html>bad gateway</html>');
      },
    ];
    const err = (await client()
      .getDocument(JOB)
      .catch((e: unknown) => e)) as EngramError;
    expect(err).toMatchObject({ status: 502, code: 'http_502', requestId: 'proxy-1' });
  });

  it('waitForJob polls until the job is final, and times out with job_wait_timeout', async () => {
    script = [
      json(200, { job_id: JOB, state: 'queued' }),
      json(200, { job_id: JOB, state: 'embedding' }),
      json(200, { job_id: JOB, state: 'failed' }),
    ];
    expect((await client().waitForJob(JOB, { intervalMs: 10 })).state).toBe('failed');
    expect(seen).toHaveLength(3);
    script = Array.from({ length: 50 }, () => json(200, { job_id: JOB, state: 'queued' }));
    const err = (await client()
      .waitForJob(JOB, { intervalMs: 20, timeoutMs: 100 })
      .catch((e: unknown) => e)) as EngramError;
    expect(err).toMatchObject({ code: 'job_wait_timeout', status: 0 });
  });

  it('search sends namespaces comma-separated, as the API reads them', async () => {
    script = [json(200, { results: [] })];
    await client().search({ q: 'coffee beans', limit: 5, namespaces: ['work', 'team.alpha'] });
    expect(new URL(seen[0]!.url, baseUrl).searchParams.get('namespaces')).toBe('work,team.alpha');
    expect(new URL(seen[0]!.url, baseUrl).searchParams.get('q')).toBe('coffee beans');
  });

  it('management calls carry the portal token and X-Tenant-Id; login keeps the token it gets', async () => {
    script = [
      json(200, { access_token: 'tok-1', token_type: 'Bearer', expires_in: 900, tenants: [] }),
      json(200, { namespaces: [] }),
    ];
    const c = new EngramClient({ baseUrl, tenantId: JOB });
    await c.login({ email: 'a@example.com', password: 'correct horse battery' });
    await c.listNamespaces();
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[1]!.headers.authorization).toBe('Bearer tok-1');
    expect(seen[1]!.headers['x-tenant-id']).toBe(JOB);
  });
});

describe('backoff and Retry-After parsing', () => {
  it('backoff grows exponentially with full jitter and stays under maxDelayMs', () => {
    const o = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, o, () => 1))).toEqual([100, 200, 400, 800, 1000]);
    expect(backoffDelay(3, o, () => 0)).toBe(0);
  });

  it('reads delta-seconds and HTTP dates, and ignores garbage', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
