// What a stranger's probes found (issue 11), each replayed through REST against the real server: ids in any case,
// revocation and archival taking effect on the next request whatever X-Tenant-Id's case, the inputs that used to
// answer 500, and rate limits on every path that costs a database lookup.
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { openDatabase, type OpenedDatabase } from '@engram/db';
import { createLogger } from '@engram/telemetry';
import { startEmbeddedPostgres } from '@engram/testing';
import { loadServerConfig } from '../src/env';
import { startServer, type RunningServer } from '../src/main';
import { api, freshDataDir, waitForJob, type Api } from './harness';

const PASSWORD = 'correct horse battery staple';

async function start(env: Record<string, string>): Promise<RunningServer> {
  return startServer(
    loadServerConfig({
      ENGRAM_DATA_DIR: freshDataDir('engram-hardening-'),
      PORT: '0',
      HOST: '127.0.0.1',
      ENGRAM_EMBEDDER_WORKERS: '1',
      LOG_LEVEL: 'silent',
      ...env,
    }),
    createLogger({ service: 'test', level: 'silent' }),
  );
}

interface Workspace {
  tenantId: string;
  admin: Api;
  /** Management calls with a portal token; X-Tenant-Id as given. */
  portal: (tenantHeader: string) => Api;
}

async function workspace(url: string, email: string): Promise<Workspace> {
  const anon = api(url);
  const s = await anon.request('POST', '/public/signup', { name: 'Hardening', email, password: PASSWORD });
  expect(s.status).toBe(201);
  const login = await anon.request('POST', '/public/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  const token = login.body.access_token as string;
  return {
    tenantId: s.body.tenant_id,
    admin: api(url, s.body.api_key),
    portal: (tenantHeader) => ({
      request: (m, p, b, h = {}) => anon.request(m, p, b, { authorization: `Bearer ${token}`, 'x-tenant-id': tenantHeader, ...h }),
    }),
  };
}

/** Mixed case, the way a client that upper-cases ids (or a human) sends them. */
const shout = (id: string) => id.toUpperCase();

describe('ids in any case (PostgreSQL engine, to look at the index tables directly)', () => {
  let server: RunningServer;
  let stopPostgres: () => Promise<void>;
  let db: OpenedDatabase;
  let ws: Workspace;

  beforeAll(async () => {
    const pg = await startEmbeddedPostgres();
    stopPostgres = () => pg.stop();
    server = await start({ DATABASE_URL: pg.url });
    db = await openDatabase({ kind: 'postgres', url: pg.url });
    ws = await workspace(server.url, 'ids@example.com');
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
    await stopPostgres?.();
  });

  /** Rows any search table still holds for a document (keyword postings, vectors, staging). */
  async function indexRows(documentId: string): Promise<number> {
    const { rows: tables } = await db.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.columns WHERE column_name = 'document_id' AND table_name LIKE 'search\\_%'`,
    );
    expect(tables.length).toBeGreaterThan(0);
    let n = 0;
    for (const { table_name } of tables) {
      const { rows } = await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}" WHERE document_id = $1`, [documentId]);
      n += rows[0]!.n;
    }
    return n;
  }

  it('every document and job route answers the same for an upper-case id, and delete clears the index', async () => {
    const r = await ws.admin.request('POST', '/v1/documents/ingest', {
      title: 'Greenhouse',
      content: 'The greenhouse tomatoes need watering every morning before nine.',
      return_id: true,
    });
    expect(r.status).toBe(202);
    const id = r.body.document_id as string;
    expect(id).toBe(id.toLowerCase());
    expect((await waitForJob(ws.admin, shout(r.body.job_id))).state).toBe('completed');
    expect(await indexRows(id)).toBeGreaterThan(0);

    const doc = await ws.admin.request('GET', `/v1/documents/${shout(id)}`);
    expect(doc.status).toBe(200);
    expect(doc.body.id ?? doc.body.document_id).toBe(id);

    const chunks = await ws.admin.request('GET', `/v1/documents/${shout(id)}/chunks`);
    expect(chunks.status).toBe(200);
    expect(chunks.body.document_id).toBe(id);
    expect(chunks.body.count).toBeGreaterThan(0);

    // The previous version is decrypted against the canonical id, whatever case the path used.
    const update = await ws.admin.request('POST', `/v1/documents/${shout(id)}/update`, { title: 'Greenhouse (v2)' });
    expect(update.status).toBe(202);
    expect(update.body.document_id).toBe(id);
    expect((await waitForJob(ws.admin, update.body.job_id)).state).toBe('completed');
    const v2 = await ws.admin.request('GET', `/v1/documents/${id}`);
    expect(v2.body.title).toBe('Greenhouse (v2)');
    expect(v2.body.content).toContain('tomatoes');

    const reindex = await ws.admin.request('POST', `/v1/documents/${shout(id)}/reindex-chunks`);
    expect(reindex.status).toBe(202);
    for (const job of reindex.body.job_ids as string[]) expect((await waitForJob(ws.admin, job)).state).toBe('completed');

    const del = await ws.admin.request('DELETE', `/v1/documents/${shout(id)}`);
    expect(del.status).toBe(200);
    expect(del.body.document_id).toBe(id);
    const deadline = Date.now() + 30_000;
    while ((await indexRows(id)) > 0 && Date.now() < deadline) await new Promise((res) => setTimeout(res, 100));
    expect(await indexRows(id)).toBe(0);
    expect((await ws.admin.request('GET', `/v1/documents/${id}`)).status).toBe(404);
  });

  it('management routes take ids in any case and answer with the canonical form', async () => {
    const portal = ws.portal(shout(ws.tenantId));
    const ns = await portal.request('POST', '/v1/namespaces', { key: 'garden', name: 'Garden' });
    expect(ns.status).toBe(201);
    const patched = await portal.request('PATCH', `/v1/namespaces/${shout(ns.body.id)}`, { name: 'Garden beds' });
    expect(patched.status).toBe(200);
    expect(patched.body.id).toBe(ns.body.id);

    const key = await portal.request('POST', '/v1/auth/api-keys', {
      name: 'reader',
      max_sensitivity: 'internal',
      tenant_id: shout(ws.tenantId),
      default_namespace_id: shout(ns.body.id),
      scopes: [{ namespace_id: shout(ns.body.id), permissions: ['read', 'write'] }],
    });
    expect(key.status).toBe(201);
    expect(key.body.default_namespace_id).toBe(ns.body.id);
    expect((await portal.request('GET', `/v1/auth/api-keys/${shout(key.body.id)}`)).status).toBe(200);
    expect((await portal.request('POST', `/v1/auth/api-keys/${shout(key.body.id)}/rotate`)).status).toBe(200);
  });
});

describe('the stranger\'s probes, on the embedded engine', () => {
  let server: RunningServer;
  let ws: Workspace;

  beforeAll(async () => {
    server = await start({ ENGRAM_PUBLIC_RATE_LIMIT_PER_MINUTE: '1000', ENGRAM_MANAGEMENT_RATE_LIMIT_PER_MINUTE: '10000' });
    ws = await workspace(server.url, 'probes@example.com');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a revoked key stops working on the next request, whatever the case of X-Tenant-Id', async () => {
    for (const header of [ws.tenantId, shout(ws.tenantId)]) {
      const portal = ws.portal(header);
      const created = await portal.request('POST', '/v1/auth/api-keys', { name: 'short-lived', max_sensitivity: 'internal' });
      expect(created.status).toBe(201);
      const key = api(server.url, created.body.api_key);
      expect((await key.request('GET', '/v1/search?q=anything')).status).toBe(200); // now cached
      expect((await portal.request('DELETE', `/v1/auth/api-keys/${shout(created.body.id)}`)).status).toBe(200);
      const after = await key.request('GET', '/v1/search?q=anything');
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('api_key_revoked');
    }
  });

  it('an archived namespace takes no ingest on the next request, whatever the case of X-Tenant-Id', async () => {
    for (const [i, header] of [ws.tenantId, shout(ws.tenantId)].entries()) {
      const portal = ws.portal(header);
      const ns = await portal.request('POST', '/v1/namespaces', { key: `archive${i}`, name: 'To archive' });
      expect(ns.status).toBe(201);
      const ingest = () => ws.admin.request('POST', '/v1/documents/ingest', { namespace: `archive${i}`, content: 'a note' });
      expect((await ingest()).status).toBe(202); // the admin key's grants are now cached
      expect((await portal.request('PATCH', `/v1/namespaces/${shout(ns.body.id)}`, { status: 'archived' })).status).toBe(200);
      const refused = await ingest();
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('namespace_not_found');
    }
  });

  it('answers 400 problem+json, never 500, to the inputs that used to fail', async () => {
    const expect400 = async (p: Promise<{ status: number; body: any; headers: Headers }>, code: string) => {
      const r = await p;
      expect({ status: r.status, code: r.body?.code }).toEqual({ status: 400, code });
      expect(r.headers.get('content-type')).toContain('application/problem+json');
    };
    for (const bad of ['%zz', '%ff', 'abc%']) {
      await expect400(ws.admin.request('GET', `/v1/documents/${bad}`), 'invalid_path');
      await expect400(ws.admin.request('GET', `/v1/jobs/${bad}`), 'invalid_path');
      await expect400(ws.portal(ws.tenantId).request('GET', `/v1/auth/api-keys/${bad}`), 'invalid_path');
    }
    for (const encoding of ['gzip', 'br', 'deflate']) {
      await expect400(ws.admin.request('POST', '/v1/query', { query: 'x' }, { 'content-encoding': encoding }), 'invalid_content_encoding');
    }
    const gz = await fetch(`${server.url}/v1/query`, {
      method: 'POST',
      headers: { 'x-api-key': '', 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ query: 'x' })),
    });
    expect(gz.status).toBe(401); // a real gzip body is read normally
    await expect400(api(server.url).request('POST', '/public/signup', { name: 'a\u0000b', email: 'nul@example.com' }), 'invalid_name');
    await expect400(ws.portal(ws.tenantId).request('POST', '/v1/namespaces', { key: 'nul', name: 'x\u0000' }), 'invalid_name');
    await expect400(ws.portal(ws.tenantId).request('POST', '/v1/auth/api-keys', { name: '\u0000', max_sensitivity: 'public' }), 'invalid_name');
    for (const header of ['-'.repeat(36), 'f'.repeat(36), '0f8fad5b-d9cb-469f-a165-70867728950']) {
      await expect400(ws.portal(header).request('GET', '/v1/namespaces'), 'invalid_tenant_id');
    }
    // 5,000 levels inside the size limit, written by hand (JSON.stringify would overflow the stack building it).
    const deep = `{"content":"deep","metadata":{"deep":${'['.repeat(5000)}"leaf"${']'.repeat(5000)}}}`;
    await expect400(ws.admin.request('POST', '/v1/documents/ingest', deep), 'invalid_metadata');
    await expect400(ws.admin.request('POST', '/v1/documents/ingest', { content: 'x' }, { 'idempotency-key': 'ünïcode' }), 'invalid_idempotency_key');
  });

  it('refuses a default namespace the key may not write', async () => {
    const portal = ws.portal(ws.tenantId);
    const a = await portal.request('POST', '/v1/namespaces', { key: 'writable', name: 'W' });
    const b = await portal.request('POST', '/v1/namespaces', { key: 'readonly', name: 'R' });
    const refused = await portal.request('POST', '/v1/auth/api-keys', {
      name: 'k',
      max_sensitivity: 'public',
      default_namespace_id: b.body.id,
      scopes: [
        { namespace_id: a.body.id, permissions: ['read', 'write'] },
        { namespace_id: b.body.id, permissions: ['read'] },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('default_namespace_not_writable');
    // Unnamed, the default becomes the namespace the key may write, and a write without a namespace lands there.
    const created = await portal.request('POST', '/v1/auth/api-keys', {
      name: 'k',
      max_sensitivity: 'public',
      scopes: [{ namespace_id: a.body.id, permissions: ['read', 'write'] }],
    });
    expect(created.status).toBe(201);
    expect(created.body.default_namespace_id).toBe(a.body.id);
    expect((await api(server.url, created.body.api_key).request('POST', '/v1/documents/ingest', { content: 'lands in writable' })).status).toBe(202);
    const moved = await portal.request('PATCH', `/v1/auth/api-keys/${created.body.id}/scopes`, {
      scopes: [{ namespace_id: b.body.id, permissions: ['read', 'write'] }],
    });
    expect(moved.status).toBe(400);
    expect(moved.body.code).toBe('default_namespace_not_writable');
  });
});

describe('contract details', () => {
  let server: RunningServer;
  let client: Api;

  beforeAll(async () => {
    server = await start({});
    const s = await api(server.url).request('POST', '/public/signup', { name: 'Contract', email: 'contract@example.com' });
    client = api(server.url, s.body.api_key);
    const docs = [
      { title: 'Roadmap', content: 'Quarterly roadmap for the café: new espresso machine, longer opening hours.', metadata: { project: 'Café Roadmap', session_id: 'Sprint 12' } },
      { title: 'Roadmap notes', content: 'Espresso machine vendors compared by price and warranty.', metadata: { project: 'café roadmap' } },
      { title: 'Garden', content: 'Planting tomatoes and basil in the greenhouse gardens this spring.', metadata: { project: 'garden' } },
      { title: 'Ok', content: 'ok thanks' },
    ];
    for (const d of docs) {
      const r = await client.request('POST', '/v1/documents/ingest', { ...d, return_id: true });
      expect((await waitForJob(client, r.body.job_id)).state).toBe('completed');
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  const titles = (r: { body: any }) => (r.body.results as Array<{ title: string }>).map((d) => d.title).sort();

  it('checkpoint project and session filters meet whatever the case, accents and separators', async () => {
    for (const spelling of ['Café Roadmap', 'cafe-roadmap', 'CAFE_ROADMAP']) {
      const r = await client.request('POST', '/v1/query', { query: 'espresso machine', filters: { checkpoint_project: [spelling] } });
      expect(r.status).toBe(200);
      expect(titles(r)).toEqual(['Roadmap', 'Roadmap notes']);
    }
    const session = await client.request('POST', '/v1/query', { query: 'espresso', filters: { checkpoint_session: ['sprint-12'] } });
    expect(titles(session)).toEqual(['Roadmap']);
    const other = await client.request('POST', '/v1/query', { query: 'espresso', filters: { checkpoint_project: ['Garden'] } });
    expect(titles(other)).toEqual(['Garden']);
  });

  it('language is an ISO 639-1 code, or null when unknown (never "und")', async () => {
    const r = await client.request('POST', '/v1/query', { query: 'ok thanks', max_results: 10 });
    for (const d of r.body.results as Array<{ language: string | null }>) expect(d.language === null || /^[a-z]{2}$/.test(d.language)).toBe(true);
    const en = await client.request('POST', '/v1/query', { query: 'greenhouse tomatoes' });
    expect(en.body.results[0].language).toBe('en');
  });

  it('scores measure the match itself: a good match scores high, a poor one low, the last hit above 0', async () => {
    const good = await client.request('POST', '/v1/query', { query: 'tomatoes basil greenhouse gardens' });
    const top = good.body.results[0];
    expect(top.title).toBe('Garden');
    const scores = (good.body.results as Array<{ chunks: Array<{ score: number }> }>).flatMap((d) => d.chunks.map((c) => c.score));
    expect(scores[0]).toBeGreaterThan(0.6);
    for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1]!);
    expect(scores.every((x) => x > 0 && x <= 1)).toBe(true);

    // One query word of four matches: the lone filtered hit is neither 1.0 nor the semantic weight.
    const poor = await client.request('POST', '/v1/query', { query: 'tomatoes submarine volcano astronomy', filters: { checkpoint_project: ['garden'] } });
    expect(poor.body.results).toHaveLength(1);
    const lone = poor.body.results[0].chunks[0].score as number;
    expect(lone).toBeLessThan(scores[0]! / 2);
    expect(lone).toBeGreaterThan(0);
  });
});

describe('logging', () => {
  it('expected 4xx and 501 answers are not logged as errors', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const server = await startServer(
      loadServerConfig({ ENGRAM_DATA_DIR: freshDataDir('engram-logging-'), PORT: '0', HOST: '127.0.0.1', ENGRAM_EMBEDDER_WORKERS: '1', LOG_LEVEL: 'info' }),
      createLogger({ service: 'test', level: 'info', destination }),
    );
    try {
      const s = await api(server.url).request('POST', '/public/signup', { name: 'Logs', email: 'logs@example.com' });
      const client = api(server.url, s.body.api_key);
      const answers = [
        await client.request('GET', '/v1/documents/%zz'),
        await client.request('GET', '/v1/documents/0f8fad5b-d9cb-469f-a165-70867728950e'),
        await client.request('POST', '/v1/query', '{'),
        await client.request('GET', '/v1/dsar/export'),
        await api(server.url).request('GET', '/v1/search?q=x'),
      ];
      expect(answers.map((a) => a.status)).toEqual([400, 404, 400, 501, 401]);
      const levels = lines.map((l) => JSON.parse(l) as { level: number; msg: string; req?: { path: string } });
      const answered = levels.filter((l) => l.req?.path?.startsWith('/v1/'));
      expect(answered.length).toBeGreaterThanOrEqual(5);
      expect(levels.filter((l) => l.level >= 50)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

describe('rate limits per client address', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await start({ ENGRAM_PUBLIC_RATE_LIMIT_PER_MINUTE: '5', ENGRAM_MANAGEMENT_RATE_LIMIT_PER_MINUTE: '20' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const statuses = async (n: number, call: () => Promise<{ status: number }>) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await call()).status);
    return out;
  };

  it('invalid API keys: the address is refused with 429 before more keys are looked up', async () => {
    const wrong = api(server.url, `egk_${'0'.repeat(12)}_${'a'.repeat(43)}`);
    const got = await statuses(8, () => wrong.request('GET', '/v1/search?q=x'));
    expect(got.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(got.slice(5)).toEqual([429, 429, 429]);
    const r = await wrong.request('GET', '/v1/search?q=x');
    expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(r.body.code).toBe('rate_limited');
  });

  it('admin-token minting and management calls are limited too', async () => {
    const s = await api(server.url).request('POST', '/public/signup', { name: 'Limits', email: 'limits@example.com' });
    expect(s.status).toBe(201);
    const mint = () => api(server.url, s.body.api_key).request('POST', '/v1/auth/token');
    const first = await mint();
    expect(first.status).toBe(200);
    const portal = api(server.url);
    const headers = { authorization: `Bearer ${first.body.access_token}` };
    const listed = await statuses(22, () => portal.request('GET', '/v1/namespaces', undefined, headers));
    expect(listed.slice(0, 20).every((x) => x === 200)).toBe(true);
    expect(listed.slice(20)).toEqual([429, 429]);

    const minted = await statuses(6, mint);
    expect(minted).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
