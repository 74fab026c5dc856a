// The ingest write (one statement: fence check, document, version, job, idempotency key) on PGlite with the real
// schema, keyring and database-backed bus. The same statement runs on real PostgreSQL in apps/server's api tests.
import { randomBytes, randomUUID } from 'node:crypto';
import { AppError, systemClock, TOPICS } from '@engram/core';
import { createPostgresEventBus, type PostgresEventBus } from '@engram/bus';
import { TenantKeyring } from '@engram/crypto';
import { openDatabase, type OpenedDatabase } from '@engram/db';
import { createKeyProvider, prismaTenantKeyStore } from '@engram/runtime';
import { createLogger } from '@engram/telemetry';
import { Writable } from 'node:stream';
import { aad, asBuffer } from './crypto-aad';
import { IngestService, type Caller } from './ingest.service';

let db: OpenedDatabase;
let bus: PostgresEventBus;
let keyring: TenantKeyring;
let service: IngestService;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  bus = await createPostgresEventBus(db.sql);
  const provider = await createKeyProvider({ provider: 'local', masterKeyBase64: randomBytes(32).toString('base64') });
  keyring = new TenantKeyring({ provider, store: prismaTenantKeyStore(db.prisma, 'local') });
  const logger = createLogger({
    service: 'ingest-test',
    destination: new Writable({ write: (_c, _e, done) => done() }),
  });
  service = new IngestService({ prisma: db.prisma, sql: db.sql, keyring, bus, clock: systemClock, logger });
});
afterAll(async () => {
  await bus.close();
  await db.close();
});

async function workspace(): Promise<Caller> {
  const org = randomUUID();
  const tenantId = randomUUID();
  const namespaceId = randomUUID();
  await db.sql.query(`INSERT INTO orgs (id, name) VALUES ($1, 'org')`, [org]);
  await db.sql.query(`INSERT INTO tenants (id, org_id, name) VALUES ($1, $2, 'tenant')`, [tenantId, org]);
  await db.sql.query(`INSERT INTO namespaces (id, tenant_id, key, name) VALUES ($1, $2, 'default', 'Default')`, [
    namespaceId,
    tenantId,
  ]);
  return {
    tenantId,
    apiKeyId: '',
    readableNamespaceIds: [namespaceId],
    writableNamespaceIds: [namespaceId],
    maxSensitivity: 'personal',
    requestId: 'req-test',
  };
}

async function count(table: string, tenantId: string): Promise<number> {
  const { rows } = await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE tenant_id = $1`, [
    tenantId,
  ]);
  return rows[0]!.n;
}

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

test('an ingest writes the document, its first version and a queued job, encrypted, and publishes the first step', async () => {
  const caller = await workspace();
  const ns = caller.writableNamespaceIds[0]!;
  const result = await service.ingest(caller, {
    namespaceId: ns,
    content: 'The content of the document.',
    title: 'A title',
    sourcePath: '/notes/a.md',
    mimeType: 'text/markdown',
    metadata: { project: 'apollo', checkpoint_kind: 'Final' },
    returnId: true,
  });
  const documentId = result.documentId!;
  expect(result.replayed).toBe(false);

  const { rows: docs } = await db.sql.query<Record<string, unknown>>(
    `SELECT namespace_id, current_version, status::text AS status, source::text AS source, mime_type,
            checkpoint_kind::text AS checkpoint_kind, checkpoint_project_hmac, title_ct, source_path_ct
     FROM documents WHERE id = $1`,
    [documentId],
  );
  expect(docs[0]).toMatchObject({
    namespace_id: ns,
    current_version: 1,
    status: 'queued',
    source: 'api',
    mime_type: 'text/markdown',
    checkpoint_kind: 'final',
  });
  const keys = await keyring.get(caller.tenantId);
  expect(docs[0]!.checkpoint_project_hmac).toBe(keys.hmac('checkpoint_project:apollo'));
  expect(keys.decryptText(asBuffer(docs[0]!.title_ct as Uint8Array), aad.currentTitle(documentId))).toBe('A title');
  expect(keys.decryptText(asBuffer(docs[0]!.source_path_ct as Uint8Array), aad.sourcePath(documentId))).toBe(
    '/notes/a.md',
  );

  const { rows: versions } = await db.sql.query<{
    content_ct: Uint8Array;
    metadata_ct: Uint8Array;
    content_hmac: string;
  }>(`SELECT content_ct, metadata_ct, content_hmac FROM document_versions WHERE document_id = $1 AND version = 1`, [
    documentId,
  ]);
  expect(keys.decryptText(asBuffer(versions[0]!.content_ct), aad.content(documentId, 1))).toBe(
    'The content of the document.',
  );
  expect(keys.decryptJson(asBuffer(versions[0]!.metadata_ct), aad.metadata(documentId, 1))).toEqual({
    metadata: { project: 'apollo', checkpoint_kind: 'final' },
    filename: null,
  });
  expect(versions[0]!.content_hmac).toBe(keys.hmac('content:The content of the document.'));

  const job = await service.getJob(caller, result.jobId);
  expect(job).toMatchObject({ documentId, version: 1, kind: 'ingest', state: 'queued', completedAt: null });

  const { rows: published } = await db.sql.query<{ topic: string; payload: unknown }>(
    `SELECT topic, payload FROM bus_messages WHERE payload::text LIKE $1`,
    [`%${result.jobId}%`],
  );
  expect(published.map((m) => m.topic)).toContain(TOPICS.classify);
});

test('an unknown checkpoint kind is invalid_argument from the service itself, and nothing is stored', async () => {
  const caller = await workspace();
  await expect(
    service.ingest(caller, {
      namespaceId: caller.writableNamespaceIds[0]!,
      content: 'A note.',
      metadata: { checkpoint_kind: 'note' },
      returnId: true,
    }),
  ).rejects.toMatchObject({ code: 'invalid_argument', reason: 'invalid_checkpoint_kind' });
  expect(await count('documents', caller.tenantId)).toBe(0);
});

// Each case starts from a workspace that already wrote once, so its key is cached and the statement's own checks are
// what refuse the write; a workspace with no key yet is checked before one is created (the last case).
test('a fenced workspace refuses the write and nothing is stored, with or without an idempotency key', async () => {
  const caller = await workspace();
  const input = { namespaceId: caller.writableNamespaceIds[0]!, content: 'fenced', returnId: false };
  await service.ingest(caller, input);
  await db.sql.query(`UPDATE tenants SET write_fenced_at = now() WHERE id = $1`, [caller.tenantId]);

  for (const idempotencyKey of [undefined, 'fenced-key']) {
    const err = await rejection(service.ingest(caller, { ...input, ...(idempotencyKey ? { idempotencyKey } : {}) }));
    expect([err.code, err.reason]).toEqual(['failed_precondition', 'tenant_write_fenced']);
  }
  for (const table of ['documents', 'document_versions', 'ingestion_jobs'])
    expect(await count(table, caller.tenantId)).toBe(1);
  expect(await count('idempotency_keys', caller.tenantId)).toBe(0);
});

test('a workspace that is not active is not found, and nothing is stored', async () => {
  const caller = await workspace();
  const input = { namespaceId: caller.writableNamespaceIds[0]!, content: 'inactive', returnId: false };
  await service.ingest(caller, input);
  await db.sql.query(`UPDATE tenants SET status = 'inactive' WHERE id = $1`, [caller.tenantId]);

  const err = await rejection(service.ingest(caller, input));
  expect([err.code, err.reason]).toEqual(['not_found', 'tenant_not_found']);
  expect(await count('documents', caller.tenantId)).toBe(1);
});

test('a workspace without a data key gets none unless it is active and unfenced', async () => {
  const input = (c: Caller) => ({ namespaceId: c.writableNamespaceIds[0]!, content: 'no key yet', returnId: false });
  const missing = await workspace();
  const gone = { ...missing, tenantId: randomUUID() };
  const deleted = await workspace();
  await db.sql.query(`UPDATE tenants SET status = 'deleted' WHERE id = $1`, [deleted.tenantId]);
  const fenced = await workspace();
  await db.sql.query(`UPDATE tenants SET write_fenced_at = now() WHERE id = $1`, [fenced.tenantId]);

  for (const caller of [gone, deleted]) {
    const err = await rejection(service.ingest(caller, input(caller)));
    expect([err.code, err.reason]).toEqual(['not_found', 'tenant_not_found']);
  }
  const err = await rejection(service.ingest(fenced, input(fenced)));
  expect([err.code, err.reason]).toEqual(['failed_precondition', 'tenant_write_fenced']);
  const { rows } = await db.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tenants WHERE id = ANY($1::uuid[]) AND wrapped_data_key IS NOT NULL`,
    [[deleted.tenantId, fenced.tenantId]],
  );
  expect(rows[0]!.n).toBe(0);
});

test('concurrent retries with one idempotency key create one document and all return its job', async () => {
  const caller = await workspace();
  const input = {
    namespaceId: caller.writableNamespaceIds[0]!,
    content: 'retried',
    returnId: true,
    idempotencyKey: 'receipt-1',
  };

  const results = await Promise.all(Array.from({ length: 5 }, () => service.ingest(caller, input)));

  expect(new Set(results.map((r) => r.jobId)).size).toBe(1);
  expect(new Set(results.map((r) => r.documentId)).size).toBe(1);
  expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  expect(await count('documents', caller.tenantId)).toBe(1);
  expect(await count('ingestion_jobs', caller.tenantId)).toBe(1);
});

test('an idempotency key is stored as a keyed hash, and a retry still finds it', async () => {
  const caller = await workspace();
  const idempotencyKey = 'order-4711-customer-alice';
  const input = { namespaceId: caller.writableNamespaceIds[0]!, content: 'invoice', returnId: true, idempotencyKey };
  const first = await service.ingest(caller, input);
  const retry = await service.ingest(caller, input);
  expect(retry).toMatchObject({ jobId: first.jobId, documentId: first.documentId, replayed: true });

  const { rows } = await db.sql.query<{ key: string }>(`SELECT key FROM idempotency_keys WHERE tenant_id = $1`, [caller.tenantId]);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.key).not.toContain('4711');
  expect(rows[0]!.key).toBe((await keyring.get(caller.tenantId)).hmac(`idempotency_key:${idempotencyKey}`));
});

test('backfill queues chunking for exactly the processed documents whose current version has no chunks', async () => {
  const caller = await workspace();
  const namespaceId = caller.writableNamespaceIds[0]!;
  const ingest = async (content: string) => (await service.ingest(caller, { namespaceId, content, returnId: true })).documentId!;
  const chunked = await ingest('has chunks');
  const unchunked = await ingest('indexed, but its chunks are missing');
  const failed = await ingest('failed before chunking');
  const queued = await ingest('still queued');
  const deleted = await ingest('deleted without chunks');
  await db.sql.query(`UPDATE documents SET status = 'indexed' WHERE id = ANY($1::uuid[])`, [[chunked, unchunked, deleted]]);
  await db.sql.query(`UPDATE documents SET status = 'failed' WHERE id = $1`, [failed]);
  await db.sql.query(
    `INSERT INTO chunks (tenant_id, namespace_id, document_id, version, chunk_index, text_ct, token_count) VALUES ($1, $2, $3, 1, 0, '\\x00', 2)`,
    [caller.tenantId, namespaceId, chunked],
  );
  await service.softDelete(caller, deleted);
  void queued;

  const jobIds = await service.backfill(caller, 100);

  const { rows } = await db.sql.query<{ document_id: string }>(`SELECT document_id FROM ingestion_jobs WHERE id = ANY($1::uuid[])`, [jobIds]);
  expect(rows.map((r) => r.document_id).sort()).toEqual([unchunked, failed].sort());
  expect(await service.backfill(caller, 1)).toHaveLength(1); // the limit holds
});
