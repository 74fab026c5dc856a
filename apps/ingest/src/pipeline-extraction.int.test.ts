// The hand-over to the memory layer on PGlite with the real schema: indexing completes a job and starts its
// extract_facts job in the same transaction (only where the workspace has memory on), memory's reports close it, and
// a failed extraction never touches the document.
import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { systemClock, TOPICS, type PipelineEvent } from '@engram/core';
import { createPostgresEventBus, type PostgresEventBus } from '@engram/bus';
import { TenantKeyring } from '@engram/crypto';
import { openDatabase, type OpenedDatabase } from '@engram/db';
import { createKeyProvider, prismaTenantKeyStore } from '@engram/runtime';
import { createLogger } from '@engram/telemetry';
import { IngestPipeline } from './pipeline';

let db: OpenedDatabase;
let bus: PostgresEventBus;
let pipeline: IngestPipeline;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  bus = await createPostgresEventBus(db.sql);
  await bus.ensureSchema();
  const provider = await createKeyProvider({ provider: 'local', masterKeyBase64: randomBytes(32).toString('base64') });
  pipeline = new IngestPipeline({
    prisma: db.prisma,
    sql: db.sql,
    keyring: new TenantKeyring({ provider, store: prismaTenantKeyStore(db.prisma, 'local') }),
    bus,
    clock: systemClock,
    logger: createLogger({ service: 'ingest-test', destination: new Writable({ write: (_c, _e, done) => done() }) }),
    classifier: { classify: () => Promise.reject(new Error('not used')) },
  });
});
afterAll(async () => {
  await bus.close();
  await db.close();
});

/** A workspace with one document whose ingest job is indexing, as retrieval's index step leaves it. */
async function indexingDocument(memoryEnabled: boolean): Promise<PipelineEvent> {
  const org = randomUUID();
  const tenantId = randomUUID();
  const namespaceId = randomUUID();
  const documentId = randomUUID();
  const jobId = randomUUID();
  await db.sql.query(`INSERT INTO orgs (id, name) VALUES ($1, 'org')`, [org]);
  await db.sql.query(`INSERT INTO tenants (id, org_id, name, memory_enabled) VALUES ($1, $2, 'tenant', $3)`, [tenantId, org, memoryEnabled]);
  await db.sql.query(`INSERT INTO namespaces (id, tenant_id, key, name) VALUES ($1, $2, 'default', 'Default')`, [namespaceId, tenantId]);
  await db.sql.query(`INSERT INTO documents (id, tenant_id, namespace_id, status) VALUES ($1, $2, $3, 'processing')`, [
    documentId,
    tenantId,
    namespaceId,
  ]);
  await db.sql.query(
    `INSERT INTO ingestion_jobs (id, tenant_id, namespace_id, document_id, version, kind, state) VALUES ($1, $2, $3, $4, 1, 'ingest', 'indexing')`,
    [jobId, tenantId, namespaceId, documentId],
  );
  return { tenantId, namespaceId, documentId, version: 1, jobId };
}

async function jobs(documentId: string) {
  const { rows } = await db.sql.query<{ id: string; kind: string; state: string; parent_job_id: string | null; error_kind: string | null }>(
    `SELECT id, kind::text AS kind, state::text AS state, parent_job_id, error_kind FROM ingestion_jobs WHERE document_id = $1 ORDER BY (kind = 'extract_facts'), created_at`,
    [documentId],
  );
  return rows;
}

async function documentStatus(documentId: string): Promise<string> {
  const { rows } = await db.sql.query<{ status: string }>(`SELECT status::text AS status FROM documents WHERE id = $1`, [documentId]);
  return rows[0]!.status;
}

async function extractMessages(documentId: string): Promise<number> {
  const { rows } = await db.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bus_messages WHERE topic = $1 AND payload->>'documentId' = $2`,
    [TOPICS.extract, documentId],
  );
  return rows[0]!.n;
}

it('indexing completes the job and starts an extract_facts job for memory (published on its topic)', async () => {
  const e = await indexingDocument(true);
  await pipeline.progress([{ ...e, stage: 'indexed', chunks: 1 }]);
  const [ingest, extract] = await jobs(e.documentId);
  expect(ingest).toMatchObject({ kind: 'ingest', state: 'completed' });
  expect(extract).toMatchObject({ kind: 'extract_facts', state: 'queued', parent_job_id: e.jobId });
  expect(await documentStatus(e.documentId)).toBe('indexed');
  expect(await extractMessages(e.documentId)).toBe(1);

  // A redelivered "indexed" report starts no second extraction.
  await pipeline.progress([{ ...e, stage: 'indexed', chunks: 1 }]);
  expect(await jobs(e.documentId)).toHaveLength(2);

  await pipeline.progress([{ ...e, jobId: extract!.id, stage: 'extracted', facts: 3 }]);
  expect((await jobs(e.documentId))[1]).toMatchObject({ id: extract!.id, state: 'completed' });
});

it('a workspace with the memory layer off gets no extract_facts job', async () => {
  const e = await indexingDocument(false);
  await pipeline.progress([{ ...e, stage: 'indexed', chunks: 1 }]);
  expect((await jobs(e.documentId)).map((j) => j.kind)).toEqual(['ingest']);
  expect(await extractMessages(e.documentId)).toBe(0);
});

it('a failed extraction fails its own job and leaves the document indexed', async () => {
  const e = await indexingDocument(true);
  await pipeline.progress([{ ...e, stage: 'indexed', chunks: 1 }]);
  const extract = (await jobs(e.documentId))[1]!;
  await pipeline.progress([{ ...e, jobId: extract.id, stage: 'failed', errorKind: 'internal' }]);
  expect((await jobs(e.documentId))[1]).toMatchObject({ state: 'failed', error_kind: 'internal' });
  expect(await documentStatus(e.documentId)).toBe('indexed');

  // The document's own job failing does fail the document: the guard is about extraction only.
  const other = await indexingDocument(true);
  await pipeline.progress([{ ...other, stage: 'failed', errorKind: 'embedder_unavailable' }]);
  expect(await documentStatus(other.documentId)).toBe('failed');
});
