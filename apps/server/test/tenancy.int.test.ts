// Tenancy and access control through the REST API: portal tokens, namespaces, scoped API keys, sensitivity caps,
// audit, and the precise errors users get when they step outside their grants.
import { createLogger } from '@engram/telemetry';
import { loadServerConfig } from '../src/env';
import { startServer, type RunningServer } from '../src/main';
import { api, freshDataDir, waitForJob, type Api } from './harness';

const PASSWORD = 'correct horse battery staple';

async function startTestServer(extra: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(
    loadServerConfig({
      ENGRAM_DATA_DIR: freshDataDir('engram-tenancy-'),
      PORT: '0',
      HOST: '127.0.0.1',
      ENGRAM_EMBEDDER_WORKERS: '2',
      LOG_LEVEL: 'silent',
      ENGRAM_PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
      ...extra,
    }),
    createLogger({ service: 'test', level: 'silent' }),
  );
}

interface Workspace {
  tenantId: string;
  adminKey: string;
  admin: Api;
  portal: Api;
  token: string;
  defaultNamespaceId: string;
}

async function newWorkspace(url: string, email: string): Promise<Workspace> {
  const anon = api(url);
  const s = await anon.request('POST', '/public/signup', { name: `ws ${email}`, email, password: PASSWORD });
  expect(s.status).toBe(201);
  expect(s.body.portal_login).toBe(true);
  const login = await anon.request('POST', '/public/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  expect(login.body).toMatchObject({ token_type: 'Bearer', expires_in: 900, tenants: [{ tenant_id: s.body.tenant_id, role: 'tenant_admin' }] });
  const token = login.body.access_token as string;
  const portalHeaders = { authorization: `Bearer ${token}`, 'x-tenant-id': s.body.tenant_id };
  const portal: Api = { request: (m, p, b, h = {}) => anon.request(m, p, b, { ...portalHeaders, ...h }) };
  return { tenantId: s.body.tenant_id, adminKey: s.body.api_key, admin: api(url, s.body.api_key), portal, token, defaultNamespaceId: s.body.default_namespace_id };
}

describe('tenancy and access control', () => {
  let server: RunningServer;
  let a: Workspace;
  let b: Workspace;

  beforeAll(async () => {
    server = await startTestServer();
    a = await newWorkspace(server.url, 'alice@example.com');
    b = await newWorkspace(server.url, 'bob@example.com');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a wrong password and an unknown email get the same 401', async () => {
    const anon = api(server.url);
    const wrong = await anon.request('POST', '/public/login', { email: 'alice@example.com', password: 'not the password' });
    const unknown = await anon.request('POST', '/public/login', { email: 'nobody@example.com', password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.code).toBe('invalid_credentials');
    expect(unknown.body.code).toBe('invalid_credentials');
    const again = await anon.request('POST', '/public/signup', { name: 'x', email: 'alice@example.com', password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('email_taken');
  });

  it('management calls refuse API keys, missing and tampered tokens, and other workspaces', async () => {
    const withKey = await a.admin.request('GET', '/v1/namespaces', undefined, { 'x-tenant-id': a.tenantId });
    expect(withKey.status).toBe(401);
    expect(withKey.body.code).toBe('portal_token_required');
    const none = await api(server.url).request('GET', '/v1/namespaces', undefined, { 'x-tenant-id': a.tenantId });
    expect(none.body.code).toBe('portal_token_missing');
    const tampered = await api(server.url).request('GET', '/v1/namespaces', undefined, {
      authorization: `Bearer ${a.token.slice(0, -4)}AAAA`,
      'x-tenant-id': a.tenantId,
    });
    expect(tampered.status).toBe(401);
    expect(tampered.body.code).toBe('portal_token_invalid');
    const cross = await b.portal.request('GET', '/v1/namespaces', undefined, { 'x-tenant-id': a.tenantId });
    expect(cross.status).toBe(403);
    expect(cross.body.code).toBe('tenant_forbidden');
  });

  it('an admin API key can be exchanged for a portal token; a non-admin key cannot', async () => {
    const t = await a.admin.request('POST', '/v1/auth/token');
    expect(t.status).toBe(200);
    const list = await api(server.url).request('GET', '/v1/namespaces', undefined, { authorization: `Bearer ${t.body.access_token}` });
    expect(list.status).toBe(200);
    expect(list.body.namespaces.map((n: { key: string }) => n.key)).toContain('default');
    const key = await a.portal.request('POST', '/v1/auth/api-keys', { name: 'reader', max_sensitivity: 'public' });
    const denied = await api(server.url, key.body.api_key).request('POST', '/v1/auth/token');
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('admin_key_required');
  });

  it('namespaces: created with a valid unique key, archived namespaces vanish from the data plane and restore untouched', async () => {
    const bad = await a.portal.request('POST', '/v1/namespaces', { key: 'Team Alpha', name: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_key');
    const ns = await a.portal.request('POST', '/v1/namespaces', { key: 'team.alpha', name: 'Team Alpha' });
    expect(ns.status).toBe(201);
    expect(ns.body).toMatchObject({ key: 'team.alpha', name: 'Team Alpha', status: 'active' });
    const dup = await a.portal.request('POST', '/v1/namespaces', { key: 'team.alpha', name: 'again' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('namespace_key_exists');

    const doc = await a.admin.request('POST', '/v1/documents/ingest', { namespace: 'team.alpha', title: 'Alpha roadmap', content: 'The alpha team ships the glacier migration in March.', return_id: true });
    expect(doc.status).toBe(202);
    await waitForJob(a.admin, doc.body.job_id);

    const archived = await a.portal.request('PATCH', `/v1/namespaces/${ns.body.id}`, { status: 'archived' });
    expect(archived.body.status).toBe('archived');
    const q = await a.admin.request('POST', '/v1/query', { query: 'glacier migration', namespaces: ['team.alpha'] });
    expect(q.status).toBe(404);
    expect(q.body.code).toBe('namespace_not_found');
    const all = await a.admin.request('POST', '/v1/query', { query: 'glacier migration' });
    expect(all.body.results.map((d: { document_id: string }) => d.document_id)).not.toContain(doc.body.document_id);
    expect((await a.admin.request('GET', `/v1/documents/${doc.body.document_id}`)).status).toBe(404);
    const write = await a.admin.request('POST', '/v1/documents/ingest', { namespace: 'team.alpha', content: 'x' });
    expect(write.status).toBe(404);

    const restored = await a.portal.request('POST', `/v1/namespaces/${ns.body.id}/restore`);
    expect(restored.body.status).toBe('active');
    const back = await a.admin.request('POST', '/v1/query', { query: 'glacier migration', namespaces: ['team.alpha'] });
    expect(back.body.results[0].document_id).toBe(doc.body.document_id);

    const protectedDefault = await a.portal.request('PATCH', `/v1/namespaces/${a.defaultNamespaceId}`, { status: 'archived' });
    expect(protectedDefault.status).toBe(409);
    expect(protectedDefault.body.code).toBe('default_namespace_protected');
  });

  it('a scoped key reads only its namespaces, writes only with a write grant, and never sees above its sensitivity', async () => {
    const ns = await a.portal.request('POST', '/v1/namespaces', { key: 'research', name: 'Research' });
    const docs = await Promise.all(
      [
        { namespace: 'research', title: 'Public note', content: 'Kelp forests store carbon along temperate coasts.' },
        { namespace: 'research', title: 'Field contact', content: 'Kelp survey contact: dana.kim@example.org, phone +1 415 555 0134.' },
        { title: 'Default kelp memo', content: 'Kelp harvest permits are renewed each spring.' },
      ].map((d) => a.admin.request('POST', '/v1/documents/ingest', { ...d, return_id: true })),
    );
    for (const d of docs) await waitForJob(a.admin, d.body.job_id);

    const created = await a.portal.request('POST', '/v1/auth/api-keys', {
      name: 'research reader',
      max_sensitivity: 'internal',
      tenant_id: a.tenantId,
      default_namespace_id: ns.body.id,
      scopes: [{ namespace_id: ns.body.id, permissions: ['read'] }],
    });
    expect(created.status).toBe(201);
    expect(created.body.api_key).toMatch(/^egk_/);
    expect(created.body.scopes).toEqual([{ namespace_id: ns.body.id, namespace_key: 'research', permissions: ['read'], grant: 'read_only' }]);
    const reader = api(server.url, created.body.api_key);

    const q = await reader.request('POST', '/v1/query', { query: 'kelp' });
    expect(q.status).toBe(200);
    const ids = q.body.results.map((d: { document_id: string }) => d.document_id);
    expect(ids).toEqual([docs[0]!.body.document_id]); // not the personal one, not the default namespace
    const personal = await reader.request('GET', `/v1/documents/${docs[1]!.body.document_id}`);
    expect(personal.status).toBe(404);
    const asked = await reader.request('POST', '/v1/query', { query: 'kelp contact', filters: { sensitivity: ['personal'] } });
    expect(asked.status).toBe(200);
    expect(asked.body.results).toEqual([]);

    const ungranted = await reader.request('POST', '/v1/query', { query: 'kelp', namespaces: ['default'] });
    expect(ungranted.status).toBe(403);
    expect(ungranted.body.code).toBe('namespace_forbidden');
    const readOnlyWrite = await reader.request('POST', '/v1/documents/ingest', { content: 'should not land' });
    expect(readOnlyWrite.status).toBe(403);
    expect(readOnlyWrite.body.code).toBe('namespace_write_forbidden');
    const del = await reader.request('DELETE', `/v1/documents/${docs[0]!.body.document_id}`);
    expect(del.status).toBe(403);

    // Granting write takes effect at once.
    const upd = await a.portal.request('PATCH', `/v1/auth/api-keys/${created.body.id}/scopes`, {
      scopes: [{ namespace_id: ns.body.id, permissions: ['read', 'write'] }],
    });
    expect(upd.body.scopes[0].grant).toBe('read_write');
    expect((await reader.request('POST', '/v1/documents/ingest', { content: 'now it lands' })).status).toBe(202);

    // Another workspace's key sees none of it.
    expect((await b.admin.request('GET', `/v1/documents/${docs[0]!.body.document_id}`)).status).toBe(404);
    const other = await b.admin.request('POST', '/v1/query', { query: 'kelp' });
    expect(other.body.results).toEqual([]);
  });

  it('keys are listed without secrets, can be rotated and revoked; the admin-key form creates a default-namespace key', async () => {
    const form = await a.admin.request('POST', '/v1/auth/api-keys', { name: 'from admin key', max_sensitivity: 'confidential' });
    expect(form.status).toBe(201);
    expect(form.body.scopes).toEqual([expect.objectContaining({ namespace_key: 'default', grant: 'read_write' })]);
    const listed = await a.portal.request('GET', '/v1/auth/api-keys');
    expect(listed.status).toBe(200);
    const text = JSON.stringify(listed.body);
    expect(text).not.toContain(form.body.api_key);
    expect(text).not.toMatch(/secret/i);
    expect(listed.body.api_keys.find((k: { id: string }) => k.id === form.body.id).key_prefix).toBe(form.body.api_key.slice(0, 16));

    const rotated = await a.portal.request('POST', `/v1/auth/api-keys/${form.body.id}/rotate`);
    expect(rotated.body.api_key).not.toBe(form.body.api_key);
    expect((await api(server.url, form.body.api_key).request('GET', '/v1/search?q=x')).status).toBe(401);
    expect((await api(server.url, rotated.body.api_key).request('GET', '/v1/search?q=x')).status).toBe(200);
    const revoked = await a.portal.request('DELETE', `/v1/auth/api-keys/${form.body.id}`);
    expect(revoked.body.revoked_at).toEqual(expect.any(String));
    const after = await api(server.url, rotated.body.api_key).request('GET', '/v1/search?q=x');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('api_key_revoked');
  });

  it('management actions and data-plane writes, allowed or refused, leave audit records without content', async () => {
    const r = await a.portal.request('GET', '/v1/audit?limit=500');
    expect(r.status).toBe(200);
    const actions = r.body.records.map((x: { action: string; outcome: string }) => `${x.action}:${x.outcome}`);
    for (const expected of ['tenant.signup:success', 'namespace.create:success', 'namespace.archive:success', 'namespace.restore:success', 'api_key.create:success', 'api_key.rotate:success', 'api_key.revoke:success', 'api_key.update_scopes:success', 'document.ingest:success', 'document.ingest:denied', 'document.delete:denied']) {
      expect(actions).toContain(expected);
    }
    expect(JSON.stringify(r.body)).not.toMatch(/kelp|glacier/i);
    const foreign = await b.portal.request('GET', '/v1/audit');
    expect(JSON.stringify(foreign.body)).not.toContain(a.tenantId);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a key spends its burst', async () => {
    const server = await startTestServer({ ENGRAM_RATE_LIMIT_PER_SECOND: '1', ENGRAM_RATE_LIMIT_BURST: '3' });
    try {
      const ws = await newWorkspace(server.url, 'carol@example.com');
      const statuses: number[] = [];
      let last: { status: number; body: any; headers: Headers } | undefined;
      for (let i = 0; i < 6; i++) {
        last = await ws.admin.request('GET', '/v1/search?q=anything');
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses).toContain(429);
      const limited = last!.status === 429 ? last! : await ws.admin.request('GET', '/v1/search?q=anything');
      expect(limited.body.code).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await server.stop();
    }
  });
});
