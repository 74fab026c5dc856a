// Builds a random world on a running server through its public API (signup, portal login, namespaces, scoped keys,
// documents indexed up front) and records it in the oracle model, with the sensitivity the classifier really assigned.
import pMap from 'p-map';
import { randomBytes } from 'node:crypto';
import type { Sensitivity } from '@engram/core';
import { api, waitForJob, type Api } from '../harness';
import fc from 'fast-check';
import { CONTENT_KINDS, VARIANTS, documentText, markerArb, type ContentKind, type WorldSpec } from './arbitraries';
import type { DocModel, KeyModel, NamespaceModel, WorldModel } from './model';

const PASSWORD = 'correct horse battery staple';

export interface WorkspaceHandle {
  tenantId: string;
  /** Portal-token client for management calls on this workspace. */
  portal: Api;
  admin: KeyModel;
  /** `default` first, then the extra namespaces, in creation order (operations pick them by index). */
  namespaces: NamespaceModel[];
}

export interface WorldHandle {
  index: number;
  workspaces: WorkspaceHandle[];
  /** Every key of the world, admin keys included. */
  keys: KeyModel[];
}

function expectStatus(what: string, r: { status: number; body: unknown }, status: number): void {
  if (r.status !== status) throw new Error(`world setup: ${what} answered ${r.status}, expected ${status}: ${JSON.stringify(r.body).slice(0, 300)}`);
}

/** Runs `fn` over `items` with at most `n` in flight. */
export async function pool<T>(items: readonly T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  await pMap(items, fn, { concurrency: n });
}

export async function buildWorld(url: string, spec: WorldSpec, model: WorldModel, index: number): Promise<WorldHandle> {
  const anon = api(url);
  const workspaces: WorkspaceHandle[] = [];
  const keys: KeyModel[] = [];
  const nonce = randomBytes(4).toString('hex');

  for (const [w, ws] of spec.workspaces.entries()) {
    const email = `isolation-${nonce}-${index}-${w}@example.com`;
    const s = await anon.request('POST', '/public/signup', { name: `world ${index} ws ${w}`, email, password: PASSWORD });
    expectStatus('signup', s, 201);
    const login = await anon.request('POST', '/public/login', { email, password: PASSWORD });
    expectStatus('login', login, 200);
    const tenantId = s.body.tenant_id as string;
    const headers = { authorization: `Bearer ${login.body.access_token as string}`, 'x-tenant-id': tenantId };
    const portal: Api = { request: (m, p, b, h = {}) => anon.request(m, p, b, { ...headers, ...h }) };

    const namespaces: NamespaceModel[] = [{ id: s.body.default_namespace_id, key: 'default', tenantId, active: true }];
    for (const key of ws.namespaces) {
      const r = await portal.request('POST', '/v1/namespaces', { key, name: `ns ${key}` });
      expectStatus(`create namespace ${key}`, r, 201);
      namespaces.push({ id: r.body.id, key, tenantId, active: true });
    }
    for (const n of namespaces) model.namespaces.set(n.id, n);

    const admin: KeyModel = {
      id: `admin-of-${tenantId}`,
      label: `w${index}/ws${w}/admin`,
      secret: s.body.api_key,
      tenantId,
      isAdmin: true,
      cap: 'personal',
      defaultNamespaceId: namespaces[0]!.id,
      grants: new Map(),
      revoked: false,
    };
    keys.push(admin);
    model.keys.push(admin);

    for (const [k, ks] of ws.keys.entries()) {
      const grants = new Map<string, 'read' | 'read_write'>();
      namespaces.forEach((n, i) => {
        const g = ks.grants[i] ?? 0;
        if (g === 1) grants.set(n.id, 'read');
        if (g === 2) grants.set(n.id, 'read_write');
      });
      // A key that may write somewhere needs a default it may write (docs/api-decisions.md).
      const writable = namespaces.filter((n) => grants.get(n.id) === 'read_write');
      const defaultNamespace = writable.length
        ? writable[ks.defaultNamespace % writable.length]!
        : namespaces[ks.defaultNamespace % namespaces.length]!;
      const r = await portal.request('POST', '/v1/auth/api-keys', {
        name: `key ${k}`,
        max_sensitivity: ks.maxSensitivity,
        tenant_id: tenantId,
        default_namespace_id: defaultNamespace.id,
        scopes: [...grants].map(([namespace_id, g]) => ({ namespace_id, permissions: g === 'read' ? ['read'] : ['read', 'write'] })),
      });
      expectStatus('create API key', r, 201);
      const key: KeyModel = {
        id: r.body.id,
        label: `w${index}/ws${w}/key${k}`,
        secret: r.body.api_key,
        tenantId,
        isAdmin: false,
        cap: ks.maxSensitivity,
        defaultNamespaceId: defaultNamespace.id,
        grants,
        revoked: false,
      };
      keys.push(key);
      model.keys.push(key);
    }
    workspaces.push({ tenantId, portal, admin, namespaces });
  }

  // Documents: ingested with the admin key and indexed before any operation runs.
  const docs: Array<{ doc: DocModel; admin: Api; adminId: string; jobId?: string }> = [];
  for (const d of spec.docs) {
    if (model.hasMarker(d.marker)) continue; // a marker from an earlier world; vanishingly rare, and skipping is harmless
    const ws = workspaces[d.workspace % workspaces.length]!;
    const ns = ws.namespaces[d.namespace % ws.namespaces.length]!;
    const text = documentText(d.kind, d.marker, d.variant);
    // `public` until read back below; nothing reads these documents before then.
    const doc: DocModel = { marker: d.marker, tenantId: ws.tenantId, namespaceId: ns.id, kind: d.kind, ...text, state: 'pending', sensitivity: 'public', fresh: false, version: 1 };
    model.addDoc(doc);
    docs.push({ doc, admin: api(url, ws.admin.secret), adminId: ws.admin.id });
  }
  await pool(docs, 4, async (entry) => {
    const ns = model.namespaces.get(entry.doc.namespaceId)!;
    const r = await entry.admin.request('POST', '/v1/documents/ingest', { namespace: ns.key, title: entry.doc.title, content: entry.doc.content, return_id: true });
    expectStatus('ingest', r, 202);
    model.setDocId(entry.doc, r.body.document_id);
    entry.doc.state = 'live';
    entry.jobId = r.body.job_id;
    model.jobs.push({ id: r.body.job_id, tenantId: entry.doc.tenantId, namespaceId: entry.doc.namespaceId, creatorKeyId: entry.adminId, doc: entry.doc });
  });
  await pool(docs, 4, async (entry) => {
    const job = await waitForJob(entry.admin, entry.jobId!, 300_000);
    if (job.state !== 'completed') throw new Error(`world setup: indexing job ended ${job.state} (${job.error})`);
    // Ground truth: what the classifier decided, read back with the admin key (cap `personal`, every namespace).
    const r = await entry.admin.request('GET', `/v1/documents/${entry.doc.id}`);
    expectStatus('read back', r, 200);
    entry.doc.sensitivity = r.body.sensitivity as Sensitivity;
  });
  return { index, workspaces, keys };
}

export type SensitivityTable = (kind: ContentKind, variant: number) => Sensitivity;

/**
 * What the classifier assigns to each text template (the random marker is a nonsense word that cannot move it): learnt
 * once, in a workspace of its own, so texts written during the run have a known sensitivity the moment they are sent.
 */
export async function calibrate(url: string, seed: number, model: WorldModel): Promise<SensitivityTable> {
  const s = await api(url).request('POST', '/public/signup', { name: 'calibration', email: `calibration-${randomBytes(4).toString('hex')}@example.com` });
  expectStatus('calibration signup', s, 201);
  const admin = api(url, s.body.api_key);
  const tenantId = s.body.tenant_id as string;
  const namespaceId = s.body.default_namespace_id as string;
  model.namespaces.set(namespaceId, { id: namespaceId, key: 'default', tenantId, active: true });
  const markers = fc.sample(markerArb, { seed, numRuns: CONTENT_KINDS.length * VARIANTS });
  const table = new Map<string, Sensitivity>();
  const templates = CONTENT_KINDS.flatMap((kind) => Array.from({ length: VARIANTS }, (_, variant) => ({ kind, variant })));
  // The calibration documents join the model too: one more workspace whose markers must never reach the worlds' keys.
  const docs = templates.flatMap(({ kind, variant }, i) => {
    if (model.hasMarker(markers[i]!)) return [];
    const doc: DocModel = { marker: markers[i]!, tenantId, namespaceId, kind, ...documentText(kind, markers[i]!, variant), state: 'pending', sensitivity: 'public', fresh: false, version: 1 };
    model.addDoc(doc);
    return [{ doc, kind, variant }];
  });
  await pool(docs, 4, async ({ doc, kind, variant }) => {
    const r = await admin.request('POST', '/v1/documents/ingest', { title: doc.title, content: doc.content, return_id: true });
    expectStatus('calibration ingest', r, 202);
    model.setDocId(doc, r.body.document_id);
    doc.state = 'live';
    const job = await waitForJob(admin, r.body.job_id, 300_000);
    if (job.state !== 'completed') throw new Error(`calibration: job ended ${job.state}`);
    const d = await admin.request('GET', `/v1/documents/${r.body.document_id}`);
    doc.sensitivity = d.body.sensitivity as Sensitivity;
    table.set(`${kind}/${variant}`, doc.sensitivity);
  });
  return (kind, variant) => {
    const known = table.get(`${kind}/${variant % VARIANTS}`);
    if (!known) throw new Error(`calibration has no ${kind}/${variant}`);
    return known;
  };
}
