// The ingest pipeline's reads and writes, set-based: each statement covers a whole batch of documents, so a batch of
// any size costs the same few round trips (on PGlite every statement is parsed, planned and run on the one thread the
// encoder also needs). Raw SQL over the SqlDatabase port rather than Prisma: multi-row updates with a different value
// per row are beyond Prisma's API, and the hot path skips its query compiler. Bytes travel as hex text (`decode`), the
// one encoding both drivers pass through unchanged inside arrays and JSON.
import type { Classification, PipelineEvent, SqlClient, SqlDatabase } from '@engram/core';
import type { HydrationCache } from './hydration-cache';

/** Terminal job states: a job in one of them takes no more work. */
const OPEN_JOB = `state NOT IN ('completed', 'failed')`;

export interface ClassifyInput {
  event: PipelineEvent;
  /** False when the job is gone or already completed/failed: drop the message. */
  jobOpen: boolean;
  /** Why the version no longer wants work (`document_deleted`, `superseded`), or null when it does. */
  stale: 'document_deleted' | 'superseded' | null;
  versionId: string | null;
  mimeType: string | null;
  contentCt: Uint8Array | null;
  titleCt: Uint8Array | null;
  metadataCt: Uint8Array | null;
  sourcePathCt: Uint8Array | null;
}

export interface ClassifiedVersion {
  event: PipelineEvent;
  versionId: string;
  classification: Classification;
  tagHmacs: string[];
  summaryCt: Buffer;
  tagsCt: Buffer;
  extractedCt: Buffer | null;
}

export interface ChunkInput {
  event: PipelineEvent;
  jobOpen: boolean;
  stale: 'document_deleted' | 'superseded' | null;
  sourceType: string | null;
  contentCt: Uint8Array | null;
}

export interface TreeNodeRow {
  id: string;
  parentId: string | null;
  level: number;
  ordinal: number;
  titleCt: Buffer;
  firstChunkIndex: number;
  lastChunkIndex: number;
}

export interface ChunkRow {
  id: string;
  chunkIndex: number;
  textCt: Buffer;
  metaCt: Buffer;
  tokenCount: number;
  treeNodeId: string | null;
}

export interface ChunkedVersion {
  event: PipelineEvent;
  nodes: TreeNodeRow[];
  chunks: ChunkRow[];
}

interface LoadedRow {
  job_id: string;
  document_id: string;
  version: number;
  job_open: boolean;
  current_version: number | null;
  deleted: boolean | null;
}

const hex = (b: Buffer | null): string | null => (b === null ? null : b.toString('hex'));

/** The batch's events as parallel arrays for `unnest($1::uuid[], $2::uuid[], $3::int[])`. */
function eventArrays(events: readonly PipelineEvent[]): [string[], string[], number[]] {
  return [events.map((e) => e.jobId), events.map((e) => e.documentId), events.map((e) => e.version)];
}

function staleness(row: LoadedRow): 'document_deleted' | 'superseded' | null {
  if (row.current_version === null || row.deleted) return 'document_deleted';
  return row.current_version === row.version ? null : 'superseded';
}

/** Events of a batch, one row each (`unnest` keeps their order), with the job's and document's current state. */
const EVENTS = `e AS (SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[]) WITH ORDINALITY AS e(job_id, document_id, version, ord))`;

// Marks the batch's open jobs `classifying` (counting the attempt) and the documents of those jobs `processing` when the
// job is for their current version, and loads what classification needs, in one statement.
const START_CLASSIFY_SQL = `
  WITH ${EVENTS},
  j AS (
    UPDATE ingestion_jobs AS j SET state = 'classifying', attempts = j.attempts + 1, updated_at = $4
    FROM e WHERE j.id = e.job_id AND j.${OPEN_JOB}
    RETURNING j.id),
  d AS (
    -- Only for jobs still open: a redelivered message of a finished job must not send its document back to processing.
    UPDATE documents AS d SET status = 'processing', updated_at = $4
    FROM e JOIN j ON j.id = e.job_id
    WHERE d.id = e.document_id AND d.current_version = e.version AND d.deleted_at IS NULL
    RETURNING d.id)
  SELECT e.job_id, e.document_id, e.version, j.id IS NOT NULL AS job_open,
         doc.current_version, doc.deleted_at IS NOT NULL AS deleted, doc.mime_type, doc.source_path_ct,
         v.id AS version_id, v.content_ct, v.title_ct, v.metadata_ct
  FROM e
  LEFT JOIN j ON j.id = e.job_id
  LEFT JOIN documents doc ON doc.id = e.document_id
  LEFT JOIN document_versions v ON v.document_id = e.document_id AND v.version = e.version
  ORDER BY e.ord`;

const SAVE_CLASSIFICATIONS_SQL = [
  `UPDATE documents AS d
   SET category = u.category, sensitivity = u.sensitivity::sensitivity, language = u.language,
       source_type = u.source_type, storage_type = u.storage_type::storage_type,
       has_extractable_data = u.has_extractable_data, classifier_model = u.classifier_model, tag_hmacs = u.tag_hmacs,
       updated_at = $2
   FROM jsonb_to_recordset($1::jsonb) AS u(id uuid, version int, category text, sensitivity text, language text,
        source_type text, storage_type text, has_extractable_data boolean, classifier_model text, tag_hmacs text[])
   WHERE d.id = u.id AND d.current_version = u.version AND d.deleted_at IS NULL`,
  `UPDATE document_versions AS v
   SET summary_ct = decode(u.summary_ct, 'hex'), tags_ct = decode(u.tags_ct, 'hex'),
       extracted_ct = decode(u.extracted_ct, 'hex')
   FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS u(id, summary_ct, tags_ct, extracted_ct)
   WHERE v.id = u.id`,
];

const LOAD_FOR_CHUNKING_SQL = `
  WITH ${EVENTS}
  SELECT e.job_id, e.document_id, e.version, j.id IS NOT NULL AS job_open,
         doc.current_version, doc.deleted_at IS NOT NULL AS deleted, doc.source_type, v.content_ct
  FROM e
  LEFT JOIN ingestion_jobs j ON j.id = e.job_id AND j.${OPEN_JOB}
  LEFT JOIN documents doc ON doc.id = e.document_id
  LEFT JOIN document_versions v ON v.document_id = e.document_id AND v.version = e.version
  ORDER BY e.ord`;

const VERSIONS = `(document_id, version) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))`;

const INSERT_TREE_NODES_SQL = `
  INSERT INTO tree_nodes (id, tenant_id, namespace_id, document_id, version, parent_id, level, ordinal, title_ct,
                          first_chunk_index, last_chunk_index, created_at)
  SELECT u.id, u.tenant_id, u.namespace_id, u.document_id, u.version, u.parent_id, u.level, u.ordinal,
         decode(u.title_ct, 'hex'), u.first_chunk_index, u.last_chunk_index, $12
  FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::int[], $6::uuid[], $7::int[], $8::int[], $9::text[],
              $10::int[], $11::int[])
       AS u(id, tenant_id, namespace_id, document_id, version, parent_id, level, ordinal, title_ct, first_chunk_index,
            last_chunk_index)`;

const INSERT_CHUNKS_SQL = `
  INSERT INTO chunks (id, tenant_id, namespace_id, document_id, version, chunk_index, text_ct, meta_ct, token_count,
                      tree_node_id, created_at)
  SELECT u.id, u.tenant_id, u.namespace_id, u.document_id, u.version, u.chunk_index, decode(u.text_ct, 'hex'),
         decode(u.meta_ct, 'hex'), u.token_count, u.tree_node_id, $11
  FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::int[], $6::int[], $7::text[], $8::text[], $9::int[],
              $10::uuid[])
       AS u(id, tenant_id, namespace_id, document_id, version, chunk_index, text_ct, meta_ct, token_count, tree_node_id)`;


export class PipelineStore {
  constructor(
    private readonly db: SqlDatabase,
    /** Told of every committed write to documents (hydration-cache.ts). */
    private readonly hydrationCache?: HydrationCache,
  ) {}

  private wroteDocuments(events: readonly PipelineEvent[]): void {
    if (!this.hydrationCache) return;
    for (const e of events) this.hydrationCache.invalidate(e.tenantId, [e.documentId]);
  }

  /** Marks the jobs classifying and loads each event's version (in event order). */
  async startClassify(events: readonly PipelineEvent[], now: Date): Promise<ClassifyInput[]> {
    const { rows } = await this.db.query<
      LoadedRow & {
        mime_type: string | null;
        source_path_ct: Uint8Array | null;
        version_id: string | null;
        content_ct: Uint8Array | null;
        title_ct: Uint8Array | null;
        metadata_ct: Uint8Array | null;
      }
    >(START_CLASSIFY_SQL, [...eventArrays(events), now]);
    this.wroteDocuments(events);
    return rows.map((r, i) => ({
      event: events[i]!,
      jobOpen: r.job_open,
      stale: staleness(r),
      versionId: r.version_id,
      mimeType: r.mime_type,
      contentCt: r.content_ct,
      titleCt: r.title_ct,
      metadataCt: r.metadata_ct,
      sourcePathCt: r.source_path_ct,
    }));
  }

  /** Stores the classifications and moves their jobs on to chunking, in one transaction. */
  async saveClassifications(done: readonly ClassifiedVersion[], now: Date): Promise<void> {
    if (done.length === 0) return;
    await this.db.transaction(async (tx) => {
      // Only a document still at the classified version takes its classification: an update acknowledged while an
      // older version was being classified left the new one unclassified (sensitivity null, the most restrictive), and
      // the older version's sensitivity must not lift that before the new content is classified.
      const documents = done.map((d) => ({
        id: d.event.documentId,
        version: d.event.version,
        category: d.classification.category,
        sensitivity: d.classification.sensitivity,
        language: d.classification.language,
        source_type: d.classification.sourceType,
        storage_type: d.classification.storageType,
        has_extractable_data: d.classification.hasExtractableData,
        classifier_model: d.classification.classifierModel,
        tag_hmacs: d.tagHmacs,
      }));
      await tx.query(SAVE_CLASSIFICATIONS_SQL[0]!, [JSON.stringify(documents), now]);
      await tx.query(SAVE_CLASSIFICATIONS_SQL[1]!, [
        done.map((d) => d.versionId),
        done.map((d) => hex(d.summaryCt)),
        done.map((d) => hex(d.tagsCt)),
        done.map((d) => hex(d.extractedCt)),
      ]);
      await this.setJobState(
        tx,
        done.map((d) => d.event.jobId),
        'chunking',
        now,
      );
    });
    this.wroteDocuments(done.map((d) => d.event));
  }

  /** Loads each event's content and source type (in event order). */
  async loadForChunking(events: readonly PipelineEvent[]): Promise<ChunkInput[]> {
    const { rows } = await this.db.query<LoadedRow & { source_type: string | null; content_ct: Uint8Array | null }>(
      LOAD_FOR_CHUNKING_SQL,
      eventArrays(events),
    );
    return rows.map((r, i) => ({
      event: events[i]!,
      jobOpen: r.job_open,
      stale: staleness(r),
      sourceType: r.source_type,
      contentCt: r.content_ct,
    }));
  }

  /**
   * Replaces the versions' chunks and section trees wholesale (so a redelivery rewrites the same rows) and moves their
   * jobs on to embedding, in one transaction.
   */
  async saveChunks(done: readonly ChunkedVersion[], now: Date): Promise<void> {
    if (done.length === 0) return;
    const versions = [done.map((d) => d.event.documentId), done.map((d) => d.event.version)];
    // Rows go in statements of ROWS_PER_INSERT (one statement's parameters for 20,000 chunks took the main thread over
    // a second to serialize), and the statements in transactions of about that many rows: a large document's 20,000
    // chunks in one transaction held the database from every other tenant's steps for seconds. The first transaction
    // clears what an earlier attempt left, the last moves the jobs on; a crash in between leaves the jobs in
    // `chunking`, and their retry starts by clearing the rows again.
    const inserts: Array<{ rows: number; run: (tx: SqlClient) => Promise<unknown> }> = [
      ...slices(done.flatMap((d) => d.nodes.map((n) => ({ e: d.event, n }))), ROWS_PER_INSERT).map((nodes) => ({
        rows: nodes.length,
        run: (tx: SqlClient) =>
          tx.query(INSERT_TREE_NODES_SQL, [
            nodes.map(({ n }) => n.id),
            nodes.map(({ e }) => e.tenantId),
            nodes.map(({ e }) => e.namespaceId),
            nodes.map(({ e }) => e.documentId),
            nodes.map(({ e }) => e.version),
            nodes.map(({ n }) => n.parentId),
            nodes.map(({ n }) => n.level),
            nodes.map(({ n }) => n.ordinal),
            nodes.map(({ n }) => hex(n.titleCt)),
            nodes.map(({ n }) => n.firstChunkIndex),
            nodes.map(({ n }) => n.lastChunkIndex),
            now,
          ]),
      })),
      ...slices(done.flatMap((d) => d.chunks.map((c) => ({ e: d.event, c }))), ROWS_PER_INSERT).map((chunks) => ({
        rows: chunks.length,
        run: (tx: SqlClient) =>
          tx.query(INSERT_CHUNKS_SQL, [
            chunks.map(({ c }) => c.id),
            chunks.map(({ e }) => e.tenantId),
            chunks.map(({ e }) => e.namespaceId),
            chunks.map(({ e }) => e.documentId),
            chunks.map(({ e }) => e.version),
            chunks.map(({ c }) => c.chunkIndex),
            chunks.map(({ c }) => hex(c.textCt)),
            chunks.map(({ c }) => hex(c.metaCt)),
            chunks.map(({ c }) => c.tokenCount),
            chunks.map(({ c }) => c.treeNodeId),
            now,
          ]),
      })),
    ];
    const transactions: Array<typeof inserts> = [[]];
    let rows = 0;
    for (const insert of inserts) {
      if (rows > 0 && rows + insert.rows > ROWS_PER_INSERT) {
        transactions.push([]);
        rows = 0;
      }
      transactions.at(-1)!.push(insert);
      rows += insert.rows;
    }
    for (const [i, statements] of transactions.entries()) {
      await this.db.transaction(async (tx) => {
        if (i === 0) {
          await tx.query(`DELETE FROM chunks WHERE ${VERSIONS}`, versions);
          await tx.query(`DELETE FROM tree_nodes WHERE ${VERSIONS}`, versions);
        }
        for (const statement of statements) await statement.run(tx);
        if (i === transactions.length - 1) {
          await this.setJobState(
            tx,
            done.map((d) => d.event.jobId),
            'embedding',
            now,
          );
        }
      });
    }
  }

  /** Retrieval embedded these versions: their jobs wait for indexing now. */
  async markEmbedded(jobIds: readonly string[], now: Date): Promise<void> {
    if (jobIds.length === 0) return;
    await this.db.query(
      `UPDATE ingestion_jobs SET state = 'indexing', updated_at = $2
       WHERE id = ANY($1::uuid[]) AND state IN ('queued', 'classifying', 'chunking', 'embedding')`,
      [jobIds, now],
    );
  }

  /**
   * Retrieval indexed these versions: jobs completed, and documents still at that version become searchable. Where the
   * workspace has the memory layer on, each completed job gets an `extract_facts` job in the same transaction; the
   * returned events are theirs, for memory's extract step (a crash before they are published leaves them queued, and
   * `recoverStalledJobs` hands them over again).
   */
  async markIndexed(events: readonly PipelineEvent[], now: Date): Promise<PipelineEvent[]> {
    if (events.length === 0) return [];
    const extractions = await this.db.transaction(async (tx) => {
      const { rows: completed } = await tx.query<{ id: string }>(
        `UPDATE ingestion_jobs SET state = 'completed', completed_at = $2, updated_at = $2
         WHERE id = ANY($1::uuid[]) AND ${OPEN_JOB} RETURNING id`,
        [events.map((e) => e.jobId), now],
      );
      await tx.query(
        `UPDATE documents AS d SET status = 'indexed', updated_at = $3
         FROM unnest($1::uuid[], $2::int[]) AS u(id, version)
         WHERE d.id = u.id AND d.current_version = u.version AND d.deleted_at IS NULL`,
        [events.map((e) => e.documentId), events.map((e) => e.version), now],
      );
      const done = new Set(completed.map((r) => r.id));
      const parents = events.filter((e) => done.has(e.jobId));
      if (parents.length === 0) return [];
      const { rows } = await tx.query<{ id: string; parent_job_id: string }>(
        `INSERT INTO ingestion_jobs (tenant_id, namespace_id, document_id, version, kind, state, created_by_key_id, request_id,
                                     parent_job_id, created_at, updated_at)
         SELECT j.tenant_id, j.namespace_id, j.document_id, j.version, 'extract_facts', 'queued', j.created_by_key_id, j.request_id,
                j.id, $2, $2
         FROM ingestion_jobs j JOIN tenants t ON t.id = j.tenant_id
         WHERE j.id = ANY($1::uuid[]) AND t.memory_enabled AND j.document_id IS NOT NULL AND j.namespace_id IS NOT NULL
         RETURNING id, parent_job_id`,
        [parents.map((e) => e.jobId), now],
      );
      const byParent = new Map(parents.map((e) => [e.jobId, e]));
      return rows.map((r) => ({ ...byParent.get(r.parent_job_id)!, jobId: r.id }));
    });
    this.wroteDocuments(events);
    return extractions;
  }

  /** Memory extracted these versions' facts: their `extract_facts` jobs are completed. */
  async markExtracted(jobIds: readonly string[], now: Date): Promise<void> {
    if (jobIds.length === 0) return;
    await this.db.query(
      `UPDATE ingestion_jobs SET state = 'completed', completed_at = $2, updated_at = $2
       WHERE id = ANY($1::uuid[]) AND kind = 'extract_facts' AND ${OPEN_JOB}`,
      [jobIds, now],
    );
  }

  /** Closes jobs whose version no longer wants work (superseded, document deleted) as failed with that reason. */
  async closeStaleJobs(stale: ReadonlyArray<{ jobId: string; reason: string }>, now: Date): Promise<void> {
    if (stale.length === 0) return;
    await this.db.query(
      `UPDATE ingestion_jobs AS j SET state = 'failed', error_kind = u.reason, updated_at = $3, completed_at = $3
       FROM unnest($1::uuid[], $2::text[]) AS u(id, reason)
       WHERE j.id = u.id AND j.${OPEN_JOB}`,
      [stale.map((s) => s.jobId), stale.map((s) => s.reason), now],
    );
  }

  private async setJobState(tx: SqlClient, jobIds: readonly string[], state: 'chunking' | 'embedding', now: Date) {
    await tx.query(`UPDATE ingestion_jobs SET state = $2::job_state, updated_at = $3 WHERE id = ANY($1::uuid[]) AND ${OPEN_JOB}`, [
      jobIds,
      state,
      now,
    ]);
  }
}

/** Rows per INSERT of the chunk step: a few milliseconds of parameter serialization each. */
const ROWS_PER_INSERT = 1_000;

/** `items` in consecutive slices of at most `size`; none for an empty list. */
function slices<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
