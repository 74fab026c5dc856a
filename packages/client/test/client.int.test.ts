// The client against a real embedded Engram (PGlite, the bundled encoder, every service in process; nothing mocked):
// the whole life of a workspace through the client's methods, the errors as EngramError with the server's codes, and
// every documented operation's answer without credentials found among the responses the document lists for it.
import { buildOpenApiDocument } from '@engram/gateway';
import { loadServerConfig, startServer, type RunningServer } from '@engram/server';
import { createLogger } from '@engram/telemetry';
import { tempDir, type TempDir } from '@engram/testing';
import { EngramClient, EngramError } from '../src';

const expectEngramError = async (p: Promise<unknown>, status: number, code: string): Promise<EngramError> => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EngramError);
  expect({ status: (err as EngramError).status, code: (err as EngramError).code }).toEqual({ status, code });
  return err as EngramError;
};

describe('EngramClient against a running Engram', () => {
  let dir: TempDir;
  let server: RunningServer;
  let admin: EngramClient;
  let signupKey: string;

  beforeAll(async () => {
    dir = await tempDir('engram-client-');
    server = await startServer(
      loadServerConfig({
        ENGRAM_DATA_DIR: dir.path,
        PORT: '0',
        HOST: '127.0.0.1',
        ENGRAM_EMBEDDER_WORKERS: '1',
        LOG_LEVEL: 'silent',
      }),
      createLogger({ service: 'client-test', level: 'silent' }),
    );
    const anonymous = new EngramClient({ baseUrl: server.url });
    const created = await anonymous.signup({
      name: 'Client Test',
      email: 'client@example.com',
      password: 'correct horse battery staple',
    });
    signupKey = created.api_key;
    admin = new EngramClient({ baseUrl: server.url, apiKey: signupKey });
  });

  afterAll(async () => {
    await server?.stop();
    await dir?.remove();
  });

  it('ingests, waits for the job, reads, queries, searches, updates and deletes a document', async () => {
    const accepted = await admin.ingest({
      title: 'Market receipt',
      content: 'Coffee beans, two bags, paid in cash at the Saturday market.',
      return_id: true,
    });
    expect(accepted.document_id).toEqual(expect.any(String));
    const job = await admin.waitForJob(accepted.job_id, { timeoutMs: 120_000, intervalMs: 200 });
    expect(job.state).toBe('completed');

    const doc = await admin.getDocument(accepted.document_id!);
    expect(doc).toMatchObject({ title: 'Market receipt', namespace: 'default', status: 'indexed', version: 1 });
    const chunks = await admin.getChunks(doc.document_id, { include_content: 'false' });
    expect(chunks.count).toBeGreaterThan(0);
    expect(chunks.chunks[0]!.content).toBeUndefined();

    const q = await admin.query({ query: 'coffee beans market', max_results: 5, namespaces: ['*'] });
    expect(q.results.map((r) => r.document_id)).toContain(doc.document_id);
    const s = await admin.search({ q: 'coffee', namespaces: ['default'] });
    expect(s.results.map((r) => r.document_id)).toContain(doc.document_id);

    const updated = await admin.updateDocument(doc.document_id, { content: 'Tea leaves, one tin, paid by card.' });
    expect(updated.version).toBe(2);
    await admin.waitForJob(updated.job_id, { intervalMs: 200 });
    expect((await admin.getDocument(doc.document_id)).version).toBe(2);

    const reindexed = await admin.reindex(doc.document_id);
    expect(reindexed.job_ids.length).toBeGreaterThan(0);
    expect((await admin.backfill()).job_ids).toEqual(expect.any(Array));

    const deleted = await admin.deleteDocument(doc.document_id);
    expect(deleted.status).toBe('deleted');
    const gone = await expectEngramError(admin.getDocument(doc.document_id), 404, 'document_not_found');
    expect(gone.requestId).toEqual(expect.any(String));
    expect(gone.detail.length).toBeGreaterThan(0);
  });

  it('a repeated ingest with the same idempotency key returns the first job; another body with it is a 409', async () => {
    const first = await admin.ingest(
      { content: 'Idempotent note.', return_id: true },
      { idempotencyKey: 'notes/a.md@1' },
    );
    const again = await admin.ingest(
      { content: 'Idempotent note.', return_id: true },
      { idempotencyKey: 'notes/a.md@1' },
    );
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    await expectEngramError(
      admin.ingest({ content: 'Another note.' }, { idempotencyKey: 'notes/a.md@1' }),
      409,
      'idempotency_key_reused',
    );
  });

  it('validation errors carry the field: an over-long query is query_too_long, an unknown field unknown_field', async () => {
    await expectEngramError(admin.query({ query: 'x'.repeat(2001) }), 400, 'query_too_long');
    const err = await expectEngramError(admin.query({ query: 'x', nope: 1 } as never), 400, 'unknown_field');
    expect(err.errors?.[0]?.field).toEqual(expect.any(String));
    await expectEngramError(admin.query({ query: 'x', namespaces: ['nowhere'] }), 404, 'namespace_not_found');
  });

  it('manages namespaces and API keys with a portal token, and a revoked key stops working', async () => {
    const login = new EngramClient({ baseUrl: server.url });
    const token = await login.login({ email: 'client@example.com', password: 'correct horse battery staple' });
    expect(token.token_type).toBe('Bearer');
    const tenantId = token.tenants[0]!.tenant_id;

    const ns = await login.createNamespace({ key: 'team.alpha', name: 'Team Alpha' });
    expect(ns).toMatchObject({ key: 'team.alpha', status: 'active' });
    expect((await login.listNamespaces()).map((n) => n.key)).toEqual(expect.arrayContaining(['default', 'team.alpha']));
    expect((await login.updateNamespace(ns.id, { status: 'archived' })).status).toBe('archived');
    expect((await login.restoreNamespace(ns.id)).status).toBe('active');

    const key = await login.createApiKey({
      name: 'reader',
      max_sensitivity: 'internal',
      scopes: [{ namespace_id: ns.id, permissions: ['read'] }],
    });
    expect(key.api_key).toMatch(/^egk_/);
    expect(key.tenant_id).toBe(tenantId);
    const writable = await login.updateApiKeyScopes(key.id, {
      scopes: [{ namespace_id: ns.id, permissions: ['read', 'write'] }],
      default_namespace_id: ns.id,
    });
    expect(writable.scopes[0]!.grant).toBe('read_write');
    expect((await login.listApiKeys()).map((k) => k.id)).toContain(key.id);

    const rotated = await login.rotateApiKey(key.id);
    const reader = new EngramClient({ baseUrl: server.url, apiKey: rotated.api_key });
    expect((await reader.ingest({ content: 'Alpha team note.' })).job_id).toEqual(expect.any(String));
    await expectEngramError(
      new EngramClient({ baseUrl: server.url, apiKey: key.api_key }).search({ q: 'x' }),
      401,
      'api_key_invalid',
    );

    expect((await login.revokeApiKey(key.id)).revoked_at).toEqual(expect.any(String));
    await expectEngramError(reader.search({ q: 'alpha' }), 401, 'api_key_revoked');
    expect((await login.listAuditRecords({ limit: 5 })).records.length).toBeGreaterThan(0);

    // An admin key can mint its own portal token.
    const viaKey = new EngramClient({ baseUrl: server.url, apiKey: signupKey });
    expect((await viaKey.createPortalToken()).tenants).toEqual([{ tenant_id: tenantId, role: 'tenant_admin' }]);
    expect((await viaKey.getApiKey(key.id)).id).toBe(key.id);
    await expectEngramError(
      new EngramClient({ baseUrl: server.url, apiKey: signupKey }).listNamespaces(),
      401,
      'portal_token_required',
    );
  });

  it('the memory routes answer with the spec shape, or 501 not_implemented while the memory layer is not built', async () => {
    try {
      const page = await admin.listEntities({ limit: 10 });
      expect(page).toMatchObject({ entities: expect.any(Array), limit: 10, offset: 0 });
    } catch (err) {
      expect(err).toMatchObject({ status: 501, code: 'not_implemented' });
    }
  });

  it('every documented operation, called without credentials, answers a status and code its document lists', async () => {
    const doc = buildOpenApiDocument();
    const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const checked: string[] = [];
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, raw] of Object.entries(item)) {
        const op = raw as {
          security: Array<Record<string, unknown>>;
          responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
        };
        if (op.security.some((s) => Object.keys(s).length === 0)) continue; // public: nothing to refuse
        const url = server.url + p.replace(/\{[^}]+\}/g, UUID);
        const r = await fetch(url, {
          method: method.toUpperCase(),
          headers: { 'content-type': 'application/json' },
          ...(method === 'get' || method === 'delete' ? {} : { body: '{}' }),
        });
        const body = (await r.json()) as { code: string };
        const documented = op.responses[String(r.status)]?.content?.['application/problem+json']?.schema as
          { allOf: [unknown, { properties: { code: { enum: string[] } } }] } | undefined;
        expect({
          route: `${method} ${p}`,
          status: r.status,
          code: body.code,
          documented: documented?.allOf[1].properties.code.enum.includes(body.code),
        }).toEqual({
          route: `${method} ${p}`,
          status: r.status,
          code: body.code,
          documented: true,
        });
        checked.push(`${method} ${p}`);
      }
    }
    expect(checked.length).toBeGreaterThan(20);
  });
});
