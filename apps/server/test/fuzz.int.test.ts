// Every route the gateway serves (read from its router, so a new route is fuzzed the day it lands) gets hostile input:
// malformed ids and percent-encoding, wrong and lying Content-Encoding and Content-Type, broken and hostile JSON,
// control characters in every string, deep nesting, odd credentials and tenant headers. The server must answer every
// request, within a deadline, with a status below 500 (501 for the routes documented as not built yet) and, for errors,
// a problem+json body whose code is snake_case. A fixed seed keeps a red run reproducible.
import fc from 'fast-check';
import { createGatewayApp, routeTable, type GatewayDeps } from '@engram/gateway';
import { createLogger, createMetrics } from '@engram/telemetry';
import { loadServerConfig } from '../src/env';
import { startServer, type RunningServer } from '../src/main';
import { api, freshDataDir, waitForJob } from './harness';

const SEED = 20261124;
/** Routes that take a portal token rather than an API key. */
const MANAGEMENT = /^\/v1\/(namespaces|auth|audit|tenants)/;
const REQUESTS_PER_ROUTE = 60;
const DEADLINE_MS = 15_000;

/** The routes of the app the server runs, built here only to read its route table. */
function routes() {
  const app = createGatewayApp({
    logger: createLogger({ service: 'routes', level: 'silent' }),
    metrics: createMetrics({ service: 'routes' }),
  } as unknown as GatewayDeps);
  return routeTable(app);
}

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const idSegments = fc.constantFrom(
  UUID,
  UUID.toUpperCase(),
  '%zz',
  '%ff',
  '%',
  'abc%e0%a4',
  '%00',
  '-'.repeat(36),
  'f'.repeat(36),
  '..',
  '%2e%2e',
  'x'.repeat(5000),
  'ünïcødé',
  '%F0%9F%92%A9',
  'null',
  '0',
);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\uffff', ' ', '', 'x'.repeat(70_000), '%zz', 'default', '*', 'public'),
);
const deepJson = fc.integer({ min: 100, max: 6000 }).map((n) => `${'['.repeat(n)}1${']'.repeat(n)}`);
const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Bodies that look like what a route takes, with hostile values in the fields it reads. */
const FIELDS = [
  'content', 'title', 'query', 'q', 'name', 'email', 'password', 'key', 'status', 'namespace', 'namespaces', 'metadata',
  'max_sensitivity', 'tenant_id', 'default_namespace_id', 'scopes', 'filters', 'mode', 'max_results', 'source',
  'source_id', 'mime_type', 'return_id', 'hard_delete',
];
/** A valid body per route, so that mutations of one field reach the code behind validation. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/public/signup': { name: 'Fuzzed', email: 'fuzzed@example.com' },
  '/public/login': { email: 'fuzz@example.com', password: 'correct horse battery staple' },
  '/v1/namespaces': { key: 'fuzzed', name: 'Fuzzed' },
  '/v1/namespaces/:namespaceId': { name: 'Renamed' },
  '/v1/auth/api-keys': { name: 'fuzzed', max_sensitivity: 'internal' },
  '/v1/auth/api-keys/:keyId/scopes': { scopes: [{ namespace_id: UUID, permissions: ['read'] }] },
  '/v1/documents/ingest': { content: 'Fuzzed content about tomatoes.', title: 'Fuzz', metadata: { project: 'Café Roadmap', tags: ['a'] } },
  '/v1/documents/:documentId/update': { title: 'Updated title' },
  '/v1/query': { query: 'tomatoes', filters: { languages: ['en'], tags_any: ['a'] }, max_results: 5 },
};
const mutatedBody = (path: string) =>
  fc
    .tuple(
      fc.oneof({ arbitrary: fc.constantFrom(...FIELDS), weight: 1 }, { arbitrary: fc.constantFrom(...Object.keys(VALID_BODIES[path] ?? { content: 1 })), weight: 3 }),
      fc.oneof(jsonValue, hostileString.map((h) => `valid start ${h}`)),
      fc.boolean(),
    )
    .map(([field, value, replace]) => JSON.stringify(replace ? { ...VALID_BODIES[path], [field]: value } : (VALID_BODIES[path] ?? {})));

const body = (path: string) => fc.oneof(
  mutatedBody(path),
  mutatedBody(path),
  fc.dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '1e999999', '{"content":"\\u0000"}', '\u0000', '{"__proto__":{"x":1}}'),
  deepJson.map((d) => `{"content":"c","metadata":{"d":${d}}}`),
  deepJson,
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=klingon',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  '',
);
const contentEncoding = fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: fc.constantFrom('gzip', 'br', 'deflate', 'zstd', 'identity', 'gzip, br'), weight: 1 });
const queryString = fc.constantFrom('', '?q=x', '?q=%zz', '?limit=-1', '?limit=1e9', '?q=&limit=abc', '?include_content=maybe', '?offset=-5&limit=0', `?q=${'x'.repeat(3000)}`, '?namespaces=,,,', '?hard_delete=true', '?q=a&q=b');

describe('fuzzing every route', () => {
  let server: RunningServer;
  let credentials: { apiKey: string; token: string; tenantId: string; documentId: string };

  beforeAll(async () => {
    server = await startServer(
      loadServerConfig({
        ENGRAM_DATA_DIR: freshDataDir('engram-fuzz-'),
        PORT: '0',
        HOST: '127.0.0.1',
        ENGRAM_EMBEDDER_WORKERS: '1',
        LOG_LEVEL: 'silent',
        ENGRAM_PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
        ENGRAM_MANAGEMENT_RATE_LIMIT_PER_MINUTE: '1000000',
        ENGRAM_RATE_LIMIT_PER_SECOND: '1000000',
        ENGRAM_RATE_LIMIT_BURST: '1000000',
      }),
      createLogger({ service: 'test', level: 'silent' }),
    );
    const anon = api(server.url);
    const s = await anon.request('POST', '/public/signup', { name: 'Fuzz', email: 'fuzz@example.com', password: 'correct horse battery staple' });
    const login = await anon.request('POST', '/public/login', { email: 'fuzz@example.com', password: 'correct horse battery staple' });
    const client = api(server.url, s.body.api_key);
    const doc = await client.request('POST', '/v1/documents/ingest', { content: 'A document the fuzzer can address.', return_id: true });
    await waitForJob(client, doc.body.job_id);
    credentials = { apiKey: s.body.api_key, token: login.body.access_token, tenantId: s.body.tenant_id, documentId: doc.body.document_id };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reads the route table: every data-plane and management route is there', () => {
    const table = routes().map((r) => `${r.method} ${r.path}`);
    for (const expected of ['POST /v1/documents/ingest', 'DELETE /v1/documents/:documentId', 'GET /v1/jobs/:jobId', 'POST /v1/query', 'PATCH /v1/namespaces/:namespaceId', 'DELETE /v1/tenants/:tenantId', 'POST /public/signup']) {
      expect(table).toContain(expected);
    }
  });

  it.each(routes().map((r) => [`${r.method} ${r.path}`, r] as const))('%s: no 5xx, no hang', async (_name, route) => {
    const request = fc.record({
      ids: fc.array(fc.oneof(idSegments, fc.constant('real')), { minLength: 3, maxLength: 3 }),
      query: queryString,
      body: body(route.path),
      contentType: fc.oneof(fc.constant('application/json'), contentType),
      contentEncoding,
      auth: fc.oneof({ arbitrary: fc.constant(route.path.startsWith('/v1/') && !MANAGEMENT.test(route.path) ? 'api-key' : 'token'), weight: 4 }, fc.constantFrom('api-key', 'token', 'both', 'none', 'garbage')),
      tenant: fc.constantFrom('real', 'upper', 'dashes', 'none', 'other'),
    });
    const samples = fc.sample(request, { seed: SEED + route.path.length, numRuns: REQUESTS_PER_ROUTE });
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (const r of samples) {
      let i = 0;
      const path = route.path.replace(/:(\w+)/g, (_m, name: string) => {
        const id = r.ids[i++ % r.ids.length]!;
        if (id !== 'real') return id;
        // The workspace itself is never deleted: every later route would only see 401s.
        return name === 'documentId' ? credentials.documentId : UUID;
      });
      const headers: Record<string, string> = {};
      if (r.auth === 'api-key' || r.auth === 'both') headers['x-api-key'] = credentials.apiKey;
      if (r.auth === 'token' || r.auth === 'both') headers.authorization = `Bearer ${credentials.token}`;
      if (r.auth === 'garbage') {
        headers['x-api-key'] = 'egk_\u00ff';
        headers.authorization = 'Bearer a.b.c';
      }
      const tenant = { real: credentials.tenantId, upper: credentials.tenantId.toUpperCase(), dashes: '-'.repeat(36), other: UUID, none: undefined }[r.tenant];
      if (tenant !== undefined) headers['x-tenant-id'] = tenant;
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      if (hasBody && r.contentType) headers['content-type'] = r.contentType;
      if (hasBody && r.contentEncoding) headers['content-encoding'] = r.contentEncoding;
      const what = `${route.method} ${path.slice(0, 80)}${r.query.slice(0, 40)} ${JSON.stringify(headers).slice(0, 200)} ${r.body.slice(0, 120)}`;
      try {
        const res = await fetch(`${server.url}${path}${r.query}`, {
          method: route.method,
          headers,
          ...(hasBody ? { body: r.body } : {}),
          signal: AbortSignal.timeout(DEADLINE_MS),
        });
        const text = await res.text();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 500 && !(res.status === 501 && text.includes('"not_implemented"'))) {
          failures.push(`${res.status} ${text.slice(0, 200)} <- ${what}`);
        } else if (res.status >= 400) {
          const problem = JSON.parse(text) as { code?: string; status?: number };
          if (!res.headers.get('content-type')?.includes('application/problem+json') || !/^[a-z][a-z0-9_]*$/.test(problem.code ?? '') || problem.status !== res.status) {
            failures.push(`not a problem+json with a snake_case code: ${res.status} ${text.slice(0, 200)} <- ${what}`);
          }
        }
      } catch (err) {
        failures.push(`${(err as Error).name}: ${(err as Error).message} <- ${what}`);
      }
    }
    if (process.env.FUZZ_VERBOSE) console.log(`${route.method} ${route.path}`, JSON.stringify(statuses));
    expect(failures).toEqual([]);
  });

  it('still serves after the fuzzing', async () => {
    const r = await api(server.url, credentials.apiKey).request('GET', '/v1/search?q=document');
    expect(r.status).toBe(200);
  });
});
