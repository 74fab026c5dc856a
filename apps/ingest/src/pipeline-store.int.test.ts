// The pipeline's set-based statements on PGlite with the real schema: what a batch marks, loads and skips.
import { randomUUID } from 'node:crypto';
import type { PipelineEvent } from '@engram/core';
import { openDatabase, type OpenedDatabase } from '@engram/db';
import { PipelineStore } from './pipeline-store';

let db: OpenedDatabase;
let store: PipelineStore;
let tenantId: string;
let namespaceId: string;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  store = new PipelineStore(db.sql);
  const org = randomUUID();
  tenantId = randomUUID();
  namespaceId = randomUUID();
  await db.sql.query(`INSERT INTO orgs (id, name) VALUES ($1, 'org')`, [org]);
  await db.sql.query(`INSERT INTO tenants (id, org_id, name) VALUES ($1, $2, 'tenant')`, [tenantId, org]);
  await db.sql.query(`INSERT INTO namespaces (id, tenant_id, key, name) VALUES ($1, $2, 'default', 'Default')`, [
    namespaceId,
    tenantId,
  ]);
});
afterAll(async () => {
  await db.close();
});

/** A document at `currentVersion` with one version row per version and a job for `jobVersion` in `jobState`. */
async function documentWithJob(opts: { currentVersion: number; jobVersion: number; jobState: string; status: string }) {
  const documentId = randomUUID();
  const jobId = randomUUID();
  await db.sql.query(
    `INSERT INTO documents (id, tenant_id, namespace_id, current_version, status) VALUES ($1, $2, $3, $4, $5::document_status)`,
    [documentId, tenantId, namespaceId, opts.currentVersion, opts.status],
  );
  for (let v = 1; v <= opts.currentVersion; v++) {
    await db.sql.query(
      `INSERT INTO document_versions (document_id, tenant_id, version, content_ct, content_hmac) VALUES ($1, $2, $3, $4, 'h')`,
      [documentId, tenantId, v, Buffer.from(`content v${v}`)],
    );
  }
  await db.sql.query(
    `INSERT INTO ingestion_jobs (id, tenant_id, namespace_id, document_id, version, kind, state)
     VALUES ($1, $2, $3, $4, $5, 'ingest', $6::job_state)`,
    [jobId, tenantId, namespaceId, documentId, opts.jobVersion, opts.jobState],
  );
  const event: PipelineEvent = { tenantId, namespaceId, documentId, version: opts.jobVersion, jobId };
  return event;
}

async function stateOf(e: PipelineEvent) {
  const { rows } = await db.sql.query<{ status: string; state: string; attempts: number }>(
    `SELECT d.status::text AS status, j.state::text AS state, j.attempts
     FROM documents d JOIN ingestion_jobs j ON j.document_id = d.id WHERE j.id = $1`,
    [e.jobId],
  );
  return rows[0];
}

test('startClassify marks open jobs and their current documents, and loads every event in order', async () => {
  const fresh = await documentWithJob({ currentVersion: 1, jobVersion: 1, jobState: 'queued', status: 'queued' });
  const superseded = await documentWithJob({ currentVersion: 2, jobVersion: 1, jobState: 'queued', status: 'queued' });
  const missing: PipelineEvent = { ...fresh, documentId: randomUUID(), jobId: randomUUID() };

  const inputs = await store.startClassify([missing, fresh, superseded], new Date());

  expect(inputs.map((i) => i.event)).toEqual([missing, fresh, superseded]);
  expect(inputs.map((i) => [i.jobOpen, i.stale])).toEqual([
    [false, 'document_deleted'],
    [true, null],
    [true, 'superseded'],
  ]);
  expect(Buffer.from(inputs[1]!.contentCt!).toString()).toBe('content v1');
  expect(await stateOf(fresh)).toEqual({ status: 'processing', state: 'classifying', attempts: 1 });
  // The job of an older version counts its attempt, but its document (now at version 2) is not touched.
  expect(await stateOf(superseded)).toEqual({ status: 'queued', state: 'classifying', attempts: 1 });
});

test('a redelivered classify message of a finished job leaves its indexed document alone', async () => {
  // Found by the isolation property test: a duplicate message (a recovery republish) sent an indexed document back
  // to `processing`, where nothing would ever move it again.
  const done = await documentWithJob({ currentVersion: 1, jobVersion: 1, jobState: 'completed', status: 'indexed' });

  const [input] = await store.startClassify([done], new Date());

  expect(input!.jobOpen).toBe(false);
  expect(await stateOf(done)).toEqual({ status: 'indexed', state: 'completed', attempts: 0 });
});

test('closeStaleJobs fails open jobs with the reason and leaves finished ones', async () => {
  const open = await documentWithJob({ currentVersion: 2, jobVersion: 1, jobState: 'chunking', status: 'processing' });
  const finished = await documentWithJob({
    currentVersion: 1,
    jobVersion: 1,
    jobState: 'completed',
    status: 'indexed',
  });

  await store.closeStaleJobs(
    [
      { jobId: open.jobId, reason: 'superseded' },
      { jobId: finished.jobId, reason: 'superseded' },
    ],
    new Date(),
  );

  const { rows } = await db.sql.query<{ id: string; state: string; error_kind: string | null }>(
    `SELECT id, state::text AS state, error_kind FROM ingestion_jobs WHERE id = ANY($1::uuid[]) ORDER BY state`,
    [[open.jobId, finished.jobId]],
  );
  expect(rows).toEqual([
    { id: finished.jobId, state: 'completed', error_kind: null },
    { id: open.jobId, state: 'failed', error_kind: 'superseded' },
  ]);
});

test('saveClassifications of a version an update has superseded leaves the new version unclassified', async () => {
  const old = await documentWithJob({ currentVersion: 1, jobVersion: 1, jobState: 'queued', status: 'queued' });
  const current = await documentWithJob({ currentVersion: 1, jobVersion: 1, jobState: 'queued', status: 'queued' });
  const inputs = await store.startClassify([old, current], new Date());
  // While version 1 of `old` is classified, an update makes version 2 current, unclassified (as versions.ts does).
  await db.sql.query(`UPDATE documents SET current_version = 2, sensitivity = NULL WHERE id = $1`, [old.documentId]);
  await db.sql.query(
    `INSERT INTO document_versions (document_id, tenant_id, version, content_ct, content_hmac) VALUES ($1, $2, 2, $3, 'h')`,
    [old.documentId, tenantId, Buffer.from('content v2: confidential')],
  );
  const classification = {
    category: 'note',
    tags: [],
    sensitivity: 'public' as const,
    language: 'en',
    summary: 's',
    sourceType: 'api',
    storageType: 'chunks' as const,
    hasExtractableData: false,
    extracted: null,
    classifierModel: 'rules',
    detectedPii: [],
  };
  await store.saveClassifications(
    inputs.map((i) => ({
      event: i.event,
      versionId: i.versionId!,
      classification,
      tagHmacs: [],
      summaryCt: Buffer.from('s'),
      tagsCt: Buffer.from('t'),
      extractedCt: null,
    })),
    new Date(),
  );
  const { rows } = await db.sql.query<{ id: string; sensitivity: string | null; category: string | null }>(
    `SELECT id, sensitivity::text AS sensitivity, category FROM documents WHERE id = ANY($1::uuid[])`,
    [[old.documentId, current.documentId]],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  expect(byId.get(old.documentId)).toMatchObject({ sensitivity: null, category: null });
  expect(byId.get(current.documentId)).toMatchObject({ sensitivity: 'public', category: 'note' });
});

describe('saveChunks of a large version', () => {
  const chunkRows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: randomUUID(),
      chunkIndex: i,
      textCt: Buffer.from(`chunk ${i}`),
      metaCt: Buffer.from('{}'),
      tokenCount: 3,
      treeNodeId: null,
    }));
  const nodeRows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: randomUUID(),
      parentId: null,
      level: 1,
      ordinal: i,
      titleCt: Buffer.from(`section ${i}`),
      firstChunkIndex: i,
      lastChunkIndex: i,
    }));
  async function counts(e: PipelineEvent) {
    const { rows } = await db.sql.query<{ chunks: number; nodes: number }>(
      `SELECT (SELECT count(*)::int FROM chunks WHERE document_id = $1 AND version = $2) AS chunks,
              (SELECT count(*)::int FROM tree_nodes WHERE document_id = $1 AND version = $2) AS nodes`,
      [e.documentId, e.version],
    );
    return rows[0];
  }
  /** The store on a database whose `failAt`-th transaction fails (a crash between two of them); counts them. */
  function storeWith(failAt?: number) {
    let transactions = 0;
    const sql = {
      ...db.sql,
      transaction: <T>(fn: Parameters<typeof db.sql.transaction<T>>[0]) => {
        transactions++;
        if (transactions === failAt) return Promise.reject(new Error('crash'));
        return db.sql.transaction(fn);
      },
    } as typeof db.sql;
    return { store: new PipelineStore(sql), transactions: () => transactions };
  }

  it('goes in several transactions, and a retry after a crash between them leaves each row once', async () => {
    const e = await documentWithJob({ currentVersion: 1, jobVersion: 1, jobState: 'chunking', status: 'processing' });
    const version = { event: e, nodes: nodeRows(1_200), chunks: chunkRows(2_500) };
    const crashing = storeWith(4);
    await expect(crashing.store.saveChunks([version], new Date())).rejects.toThrow('crash');
    expect((await stateOf(e))?.state).toBe('chunking'); // the job did not move on with half its rows
    expect(await counts(e)).toEqual({ chunks: 1_000, nodes: 1_200 });

    const retry = storeWith();
    await retry.store.saveChunks([version], new Date());
    expect(retry.transactions()).toBeGreaterThan(2);
    expect(await counts(e)).toEqual({ chunks: 2_500, nodes: 1_200 });
    expect((await stateOf(e))?.state).toBe('embedding');
  });

  it('keeps a small batch in one transaction', async () => {
    const e = await documentWithJob({ currentVersion: 1, jobVersion: 1, jobState: 'chunking', status: 'processing' });
    const counting = storeWith();
    await counting.store.saveChunks([{ event: e, nodes: nodeRows(3), chunks: chunkRows(3) }], new Date());
    expect(counting.transactions()).toBe(1);
    expect(await counts(e)).toEqual({ chunks: 3, nodes: 3 });
  });
});
