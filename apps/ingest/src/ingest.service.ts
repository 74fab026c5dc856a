// The ingest service owns documents, their versions, chunks, section-tree nodes, ingestion jobs and idempotency keys.
// Writes are acknowledged only after the document, its version and its job are committed and the first pipeline event
// is durably published; everything sensitive is encrypted under the tenant's data key before it reaches the database.
import { createHash, randomUUID } from 'node:crypto';
import {
  AppError,
  TOPICS,
  normalizeCheckpointValue,
  sensitivityRank,
  type Classification,
  type Clock,
  type DocumentStatus,
  type EventBus,
  type JobState,
  type PipelineEvent,
  type Sensitivity,
  type SqlClient,
  type Source,
  type StorageType,
} from '@engram/core';
import { assertTenantWritable, isUniqueViolation, tenantWriteFencedError, type PrismaClient } from '@engram/db';
import type { TenantKeyring, TenantKeys } from '@engram/crypto';
import type { Logger } from '@engram/telemetry';
import { aad, asBuffer, seal } from './crypto-aad';

export interface Caller {
  tenantId: string;
  apiKeyId: string;
  readableNamespaceIds: readonly string[];
  writableNamespaceIds: readonly string[];
  maxSensitivity: Sensitivity;
  requestId: string;
}

export interface IngestInput {
  namespaceId: string;
  content: string;
  title?: string;
  source?: Source;
  sourceId?: string;
  sourcePath?: string;
  mimeType?: string;
  filename?: string;
  metadata?: Record<string, unknown>;
  returnId: boolean;
  idempotencyKey?: string;
}

export interface IngestResult {
  jobId: string;
  documentId: string | null;
  message: string;
  replayed: boolean;
}

export interface DocumentView {
  documentId: string;
  tenantId: string;
  namespaceId: string;
  title: string;
  content: string;
  source: Source;
  sourceId: string;
  sourcePath: string;
  mimeType: string;
  metadata: Record<string, unknown>;
  status: DocumentStatus;
  version: number;
  classification: Classification | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export interface ChunkView {
  chunkId: string;
  documentId: string;
  namespaceId: string;
  version: number;
  chunkIndex: number;
  content?: string;
  tokenCount: number;
  headings: string[];
  charStart: number;
  charEnd: number;
  treeNodeId: string | null;
  createdAt: Date;
}

export interface JobView {
  jobId: string;
  documentId: string;
  namespaceId: string;
  version: number;
  kind: string;
  state: JobState;
  errorReason: string;
  attempts: number;
  createdAt: Date;
  updatedAt: Date;
  /** When the job reached `completed` or `failed`. */
  completedAt: Date | null;
}

export interface IngestServiceDeps {
  prisma: PrismaClient;
  /** The same database as `prisma`: the ingest write is one raw statement (see INGEST_SQL). */
  sql: SqlClient;
  keyring: TenantKeyring;
  bus: EventBus;
  clock: Clock;
  logger: Logger;
  /** Soft-delete grace before the lifecycle worker hard-deletes (spec: 7 days). */
  deleteGraceMs?: number;
  /** How long an idempotency key is remembered. */
  idempotencyTtlMs?: number;
}

const QUEUED_MESSAGE = 'Document queued for ingestion.';

/**
 * An ingest's whole write as one statement, so it is atomic without a transaction and costs one round trip: it checks
 * the workspace is active and not fenced, then inserts the document, its first version, its job and, when a key is
 * given, the idempotency key. Returns one row (the workspace's state and whether the document was written), or none
 * when the workspace does not exist. Parameters: see IngestService.ingest.
 */
const INGEST_SQL = `
WITH tenant AS (
  SELECT status::text AS status, write_fenced_at IS NOT NULL AS fenced FROM tenants WHERE id = $2::uuid
), document AS (
  INSERT INTO documents (id, tenant_id, namespace_id, current_version, status, source, mime_type,
    checkpoint_project_hmac, checkpoint_session_hmac, checkpoint_kind, title_ct, source_path_ct, created_at, updated_at)
  SELECT $1::uuid, $2::uuid, $3::uuid, 1, 'queued', $4::document_source, $5::text, $6::text, $7::text,
    $8::checkpoint_kind, $9::bytea, $10::bytea, $11::timestamptz, $11::timestamptz
  FROM tenant WHERE status = 'active' AND NOT fenced
  RETURNING id
), version AS (
  INSERT INTO document_versions (document_id, tenant_id, version, content_ct, title_ct, metadata_ct, content_hmac, created_at)
  SELECT id, $2::uuid, 1, $12::bytea, $13::bytea, $14::bytea, $15::text, $11::timestamptz FROM document
), job AS (
  INSERT INTO ingestion_jobs (id, tenant_id, namespace_id, document_id, version, kind, state, created_by_key_id,
    request_id, created_at, updated_at)
  SELECT $16::uuid, $2::uuid, $3::uuid, id, 1, 'ingest', 'queued', $17::uuid, $18::text, $11::timestamptz,
    $11::timestamptz
  FROM document
), idempotency AS (
  INSERT INTO idempotency_keys (tenant_id, key, request_hash, job_id, document_id, created_at, expires_at)
  SELECT $2::uuid, $19::text, $20::text, $16::uuid, id, $11::timestamptz, $21::timestamptz
  FROM document WHERE $19::text IS NOT NULL
)
SELECT status, fenced, EXISTS (SELECT 1 FROM document) AS created FROM tenant`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Metadata keys normalised for checkpoint filtering (spec 2.1). */
function checkpointFields(metadata: Record<string, unknown> | undefined) {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const kind = str(metadata?.checkpoint_kind)?.toLowerCase();
  const normalized = (v: unknown) => {
    const s = str(v);
    return s === undefined ? undefined : normalizeCheckpointValue(s);
  };
  return { project: normalized(metadata?.project), session: normalized(metadata?.session_id), kind };
}

export class IngestService {
  private readonly prisma: PrismaClient;
  private readonly deleteGraceMs: number;
  private readonly idempotencyTtlMs: number;

  constructor(private readonly deps: IngestServiceDeps) {
    this.prisma = deps.prisma;
    this.deleteGraceMs = deps.deleteGraceMs ?? 7 * DAY_MS;
    this.idempotencyTtlMs = deps.idempotencyTtlMs ?? DAY_MS;
  }

  async ingest(caller: Caller, input: IngestInput): Promise<IngestResult> {
    this.assertWritable(caller, input.namespaceId);
    // A replay must not get past a fence either, so with a key the fence is checked before the lookup; without one,
    // the write below checks it in the same statement.
    if (input.idempotencyKey) await this.assertNotFenced(caller.tenantId);
    const keys = await this.writeKeys(caller.tenantId);
    const requestHash = input.idempotencyKey ? this.requestFingerprint(keys, input) : undefined;
    // Stored and looked up as a keyed hash: clients put order numbers and user ids in these keys.
    const idempotencyKey = input.idempotencyKey ? keys.hmac(`idempotency_key:${input.idempotencyKey}`) : undefined;

    if (idempotencyKey) {
      const replay = await this.findReplay(caller.tenantId, idempotencyKey, requestHash!, input.returnId);
      if (replay) return replay;
    }

    const documentId = randomUUID();
    const jobId = randomUUID();
    const version = 1;
    const now = this.deps.clock.now();
    const checkpoint = checkpointFields(input.metadata);
    const metadata: Record<string, unknown> = { ...(input.metadata ?? {}), ...(input.sourceId ? { source_id: input.sourceId } : {}) };
    if (checkpoint.kind) metadata.checkpoint_kind = checkpoint.kind;

    let written: { status: string; fenced: boolean; created: boolean } | undefined;
    try {
      const { rows } = await this.deps.sql.query<{ status: string; fenced: boolean; created: boolean }>(INGEST_SQL, [
        documentId,
        caller.tenantId,
        input.namespaceId,
        input.source ?? 'api',
        input.mimeType ?? null,
        checkpoint.project ? keys.hmac(`checkpoint_project:${checkpoint.project}`) : null,
        checkpoint.session ? keys.hmac(`checkpoint_session:${checkpoint.session}`) : null,
        checkpoint.kind ?? null,
        input.title !== undefined ? keys.encryptText(input.title, aad.currentTitle(documentId)) : null,
        input.sourcePath ? keys.encryptText(input.sourcePath, aad.sourcePath(documentId)) : null,
        now,
        keys.encryptText(input.content, aad.content(documentId, version)),
        input.title !== undefined ? keys.encryptText(input.title, aad.title(documentId, version)) : null,
        keys.encryptJson({ metadata, filename: input.filename ?? null }, aad.metadata(documentId, version)),
        keys.hmac(`content:${input.content}`),
        jobId,
        caller.apiKeyId || null,
        caller.requestId,
        idempotencyKey ?? null,
        requestHash ?? null,
        new Date(now.getTime() + this.idempotencyTtlMs),
      ]);
      written = rows[0];
    } catch (err) {
      // Two concurrent retries with one key: the loser replays the winner's job instead of creating a second one.
      if (idempotencyKey && isUniqueViolation(err)) {
        const replay = await this.findReplay(caller.tenantId, idempotencyKey, requestHash!, input.returnId);
        if (replay) return replay;
      }
      throw err;
    }
    if (!written || written.status !== 'active') {
      throw AppError.notFound('tenant_not_found', 'The workspace does not exist.');
    }
    if (written.fenced) throw tenantWriteFencedError();
    if (!written.created) throw new Error('ingest wrote no document for an active, unfenced workspace');

    await this.publishStep(TOPICS.classify, {
      tenantId: caller.tenantId,
      namespaceId: input.namespaceId,
      documentId,
      version,
      jobId,
    }, caller.requestId);
    this.deps.logger.info({ tenantId: caller.tenantId, documentId, jobId, requestId: caller.requestId }, 'document queued');
    return { jobId, documentId: input.returnId ? documentId : null, message: QUEUED_MESSAGE, replayed: false };
  }

  async getDocument(caller: Caller, documentId: string): Promise<DocumentView> {
    const doc = await this.readableDocument(caller, documentId);
    const keys = await this.deps.keyring.get(caller.tenantId);
    const version = await this.prisma.documentVersion.findUniqueOrThrow({
      where: { documentId_version: { documentId, version: doc.currentVersion } },
    });
    return this.toView(keys, doc, version, true);
  }

  async listChunks(caller: Caller, documentId: string, includeContent: boolean, limit: number): Promise<ChunkView[]> {
    const doc = await this.readableDocument(caller, documentId);
    const keys = await this.deps.keyring.get(caller.tenantId);
    const chunks = await this.prisma.chunk.findMany({
      where: { documentId, version: doc.currentVersion, tenantId: caller.tenantId },
      orderBy: { chunkIndex: 'asc' },
      take: limit,
    });
    return chunks.map((c) => this.toChunkView(keys, c, includeContent));
  }

  /**
   * Chunks and their documents for result hydration (retrieval) or indexing. Only current versions of documents that
   * are not deleted are returned, so a soft-deleted document disappears from results at once even before the index
   * cleanup has run.
   */
  async getChunks(tenantId: string, chunkIds: readonly string[]): Promise<{ chunks: ChunkView[]; documents: DocumentView[] }> {
    // Ids come from the indexes, but a malformed one must read as "not found", not fail the cast below.
    const ids = [...new Set(chunkIds)].filter((id) => UUID.test(id));
    if (ids.length === 0 || !UUID.test(tenantId)) return { chunks: [], documents: [] };
    // Every query pays for this call, so it is one statement: chunk, document and current version joined, and only the
    // columns a result shows (never the whole document's content ciphertext).
    const [keys, rows] = await Promise.all([
      this.deps.keyring.get(tenantId),
      this.prisma.$queryRawUnsafe<HydrationRow[]>(HYDRATION_SQL, tenantId, ids),
    ]);
    const documents = new Map<string, DocumentView>();
    const chunks = rows.map((r) => {
      if (!documents.has(r.documentId)) {
        documents.set(r.documentId, this.toView(keys, { ...r, id: r.documentId, createdAt: r.documentCreatedAt }, r, false));
      }
      return this.toChunkView(keys, { ...r, id: r.chunkId, createdAt: r.chunkCreatedAt }, true);
    });
    return { chunks, documents: [...documents.values()] };
  }

  /**
   * Document versions with all their chunks, decrypted, for the retrieval service's embed and index steps: one entry
   * per requested version, in order, null where the version is no longer current or the document was deleted.
   */
  async getForIndexing(
    versions: readonly { tenantId: string; documentId: string; version: number }[],
  ): Promise<({ document: DocumentView; chunks: ChunkView[] } | null)[]> {
    const valid = versions.filter((v) => UUID.test(v.tenantId) && UUID.test(v.documentId) && Number.isInteger(v.version));
    if (valid.length === 0) return versions.map(() => null);
    // Each step asks once per batch, so one statement for the whole batch.
    const tenants = [...new Set(valid.map((v) => v.tenantId))];
    const [keyrings, rows] = await Promise.all([
      Promise.all(tenants.map((t) => this.deps.keyring.get(t))),
      this.prisma.$queryRawUnsafe<Array<Omit<HydrationRow, 'chunkId'> & { chunkId: string | null }>>(
        FOR_INDEXING_SQL,
        valid.map((v) => v.tenantId),
        valid.map((v) => v.documentId),
        valid.map((v) => v.version),
      ),
    ]);
    const keysOf = new Map(tenants.map((t, i) => [t, keyrings[i]!]));
    const found = new Map<string, { document: DocumentView; chunks: ChunkView[] }>();
    const keyOf = (v: { tenantId: string; documentId: string; version: number }) =>
      `${v.tenantId}\u0000${v.documentId}\u0000${v.version}`;
    for (const r of rows) {
      const keys = keysOf.get(r.tenantId)!;
      const at = keyOf(r);
      let entry = found.get(at);
      if (!entry) {
        entry = { document: this.toView(keys, { ...r, id: r.documentId, createdAt: r.documentCreatedAt }, r, false), chunks: [] };
        found.set(at, entry);
      }
      if (r.chunkId !== null) entry.chunks.push(this.toChunkView(keys, { ...r, id: r.chunkId, createdAt: r.chunkCreatedAt }, true));
    }
    return versions.map((v) => found.get(keyOf(v)) ?? null);
  }

  async update(
    caller: Caller,
    documentId: string,
    change: { content?: string; title?: string },
  ): Promise<{ jobId: string; documentId: string; namespaceId: string; version: number; message: string }> {
    const doc = await this.readableDocument(caller, documentId);
    this.assertWritable(caller, doc.namespaceId);
    await this.assertNotFenced(caller.tenantId);
    const keys = await this.deps.keyring.get(caller.tenantId);
    const now = this.deps.clock.now();
    const jobId = randomUUID();

    const version = await this.prisma.$transaction(async (tx) => {
      // Re-read inside the transaction and bump with a compare-and-set so concurrent updates get distinct versions.
      const fresh = await tx.document.findUniqueOrThrow({ where: { id: documentId } });
      const previous = await tx.documentVersion.findUniqueOrThrow({
        where: { documentId_version: { documentId, version: fresh.currentVersion } },
      });
      const next = fresh.currentVersion + 1;
      const content =
        change.content ?? keys.decryptText(asBuffer(previous.contentCt), aad.content(documentId, previous.version));
      const title =
        change.title ??
        (previous.titleCt ? keys.decryptText(asBuffer(previous.titleCt), aad.title(documentId, previous.version)) : undefined);
      const metadata = previous.metadataCt
        ? keys.decryptJson(asBuffer(previous.metadataCt), aad.metadata(documentId, previous.version))
        : { metadata: {} };
      const updated = await tx.document.updateMany({
        where: { id: documentId, currentVersion: fresh.currentVersion, deletedAt: null },
        data: {
          currentVersion: next,
          status: 'queued',
          // The new content is unclassified: unknown sensitivity reads as the most restrictive until the classifier runs.
          sensitivity: null,
          titleCt: title !== undefined ? seal.text(keys, title, aad.currentTitle(documentId)) : null,
          updatedAt: now,
        },
      });
      if (updated.count !== 1) {
        throw new AppError('aborted', 'The document changed while it was being updated; retry the update.', {
          reason: 'concurrent_update',
        });
      }
      await tx.documentVersion.create({
        data: {
          documentId,
          tenantId: caller.tenantId,
          version: next,
          contentCt: seal.text(keys, content, aad.content(documentId, next)),
          titleCt: title !== undefined ? seal.text(keys, title, aad.title(documentId, next)) : null,
          metadataCt: seal.json(keys, metadata, aad.metadata(documentId, next)),
          contentHmac: keys.hmac(`content:${content}`),
          createdAt: now,
        },
      });
      await tx.ingestionJob.create({
        data: {
          id: jobId,
          tenantId: caller.tenantId,
          namespaceId: doc.namespaceId,
          documentId,
          version: next,
          kind: 'update',
          state: 'queued',
          createdByKeyId: caller.apiKeyId || null,
          requestId: caller.requestId,
          createdAt: now,
          updatedAt: now,
        },
      });
      return next;
    });

    await this.publishStep(TOPICS.classify, { tenantId: caller.tenantId, namespaceId: doc.namespaceId, documentId, version, jobId }, caller.requestId);
    return { jobId, documentId, namespaceId: doc.namespaceId, version, message: 'New version queued for ingestion.' };
  }

  async softDelete(caller: Caller, documentId: string): Promise<{ documentId: string; namespaceId: string; deletedAt: Date; purgeAfter: Date }> {
    const doc = await this.readableDocument(caller, documentId);
    this.assertWritable(caller, doc.namespaceId);
    await this.assertNotFenced(caller.tenantId);
    const deletedAt = this.deps.clock.now();
    const purgeAfter = new Date(deletedAt.getTime() + this.deleteGraceMs);
    await this.prisma.document.update({
      where: { id: documentId },
      data: { status: 'deleted', deletedAt, hardDeleteAfter: purgeAfter },
    });
    await this.deps.bus.publish(
      TOPICS.documentDeleted,
      { tenantId: caller.tenantId, namespaceId: doc.namespaceId, documentId },
      { key: documentId, headers: { requestId: caller.requestId, tenantId: caller.tenantId } },
    );
    this.deps.logger.info({ tenantId: caller.tenantId, documentId, requestId: caller.requestId }, 'document soft-deleted');
    return { documentId, namespaceId: doc.namespaceId, deletedAt, purgeAfter };
  }

  /** Re-runs chunking, embedding and indexing for the current version (the classification is redone too). */
  async reindex(caller: Caller, documentId: string): Promise<string[]> {
    const doc = await this.readableDocument(caller, documentId);
    this.assertWritable(caller, doc.namespaceId);
    await this.assertNotFenced(caller.tenantId);
    return [await this.enqueueJob(caller, doc.id, doc.namespaceId, doc.currentVersion, 'reindex')];
  }

  /** Queues chunking for documents whose current version has no chunks (e.g. ingested while a step kept failing). */
  async backfill(caller: Caller, limit: number): Promise<string[]> {
    await this.assertNotFenced(caller.tenantId);
    // One anti-join instead of a chunk count per document (Prisma cannot relate chunks to the *current* version).
    const { rows } = await this.deps.sql.query<{ id: string; namespace_id: string; current_version: number }>(UNCHUNKED_SQL, [
      caller.tenantId,
      [...caller.writableNamespaceIds],
      limit,
    ]);
    const jobIds: string[] = [];
    for (const doc of rows) jobIds.push(await this.enqueueJob(caller, doc.id, doc.namespace_id, doc.current_version, 'backfill'));
    return jobIds;
  }

  async getJob(caller: Caller, jobId: string): Promise<JobView> {
    const job = await this.prisma.ingestionJob.findFirst({ where: { id: jobId, tenantId: caller.tenantId }, include: { document: { select: { sensitivity: true } } } });
    if (!job || !job.namespaceId || !caller.readableNamespaceIds.includes(job.namespaceId)) {
      throw AppError.notFound('job_not_found', 'No such job.');
    }
    // A job reveals that its document exists: hide it from keys that may not see the document (unknown = most
    // restrictive), except from the key that created the job, which knows already.
    if (job.createdByKeyId !== caller.apiKeyId && job.document && !withinCap(job.document.sensitivity, caller.maxSensitivity)) {
      throw AppError.notFound('job_not_found', 'No such job.');
    }
    return {
      jobId: job.id,
      documentId: job.documentId ?? '',
      namespaceId: job.namespaceId,
      version: job.version,
      kind: job.kind,
      state: job.state,
      errorReason: job.errorKind ?? '',
      attempts: job.attempts,
      createdAt: job.createdAt,
      updatedAt: job.updatedAt,
      completedAt: job.completedAt,
    };
  }

  /**
   * Re-publishes the step a non-terminal job is waiting for. Covers a crash between a committed write and its publish;
   * steps are idempotent, so a duplicate message is harmless.
   */
  async recoverStalledJobs(updatedBefore: Date): Promise<number> {
    const jobs = await this.prisma.ingestionJob.findMany({
      where: { state: { in: ['queued', 'classifying', 'chunking'] }, updatedAt: { lt: updatedBefore } },
      take: 10_000,
    });
    for (const job of jobs) {
      if (!job.documentId || !job.namespaceId) continue;
      const topic = job.state === 'chunking' ? TOPICS.chunk : TOPICS.classify;
      await this.publishStep(topic, {
        tenantId: job.tenantId,
        namespaceId: job.namespaceId,
        documentId: job.documentId,
        version: job.version,
        jobId: job.id,
      }, job.requestId ?? 'recovery');
    }
    if (jobs.length) this.deps.logger.info({ jobs: jobs.length }, 'stalled jobs republished');
    return jobs.length;
  }

  // ---- helpers -------------------------------------------------------------------------------------------------

  private async enqueueJob(caller: Caller, documentId: string, namespaceId: string, version: number, kind: 'reindex' | 'backfill') {
    const now = this.deps.clock.now();
    const job = await this.prisma.ingestionJob.create({
      data: { tenantId: caller.tenantId, namespaceId, documentId, version, kind, state: 'queued', createdByKeyId: caller.apiKeyId || null, requestId: caller.requestId, createdAt: now, updatedAt: now },
    });
    await this.publishStep(TOPICS.classify, { tenantId: caller.tenantId, namespaceId, documentId, version, jobId: job.id }, caller.requestId);
    return job.id;
  }

  async publishStep(topic: string, event: PipelineEvent, requestId: string): Promise<void> {
    await this.deps.bus.publish(topic, event, {
      key: event.documentId,
      headers: { requestId, tenantId: event.tenantId },
    });
  }

  private assertWritable(caller: Caller, namespaceId: string): void {
    if (!caller.writableNamespaceIds.includes(namespaceId)) {
      throw AppError.forbidden('namespace_write_forbidden', 'This API key may not write to that namespace.');
    }
  }

  /**
   * The workspace's keys for a write. Signup creates them, so the usual path is the keyring's cache. Without a key, the
   * workspace must be active and unfenced before one is created: a missing, deleted (crypto-shredded) or fenced
   * workspace never gets a new key.
   */
  private async writeKeys(tenantId: string): Promise<TenantKeys> {
    try {
      return await this.deps.keyring.get(tenantId);
    } catch (err) {
      if (!(err instanceof AppError && err.reason === 'tenant_key_not_found')) throw err;
      await this.assertNotFenced(tenantId);
      return this.deps.keyring.getOrCreate(tenantId);
    }
  }

  private assertNotFenced(tenantId: string): Promise<void> {
    return assertTenantWritable(this.prisma, tenantId);
  }

  /** A document the caller may read; anything else is indistinguishable from a missing one. */
  private async readableDocument(caller: Caller, documentId: string) {
    const doc = await this.prisma.document.findFirst({ where: { id: documentId, tenantId: caller.tenantId, deletedAt: null } });
    if (!doc || !caller.readableNamespaceIds.includes(doc.namespaceId)) {
      throw AppError.notFound('document_not_found', 'No such document.');
    }
    // Until the classifier has run, a document's sensitivity is unknown: treat it as the most restrictive level, so a
    // capped key cannot read a personal document in the seconds before it is classified.
    if (!withinCap(doc.sensitivity, caller.maxSensitivity)) {
      throw AppError.notFound('document_not_found', 'No such document.');
    }
    return doc;
  }

  private requestFingerprint(keys: TenantKeys, input: IngestInput): string {
    const canonical = JSON.stringify([
      input.namespaceId,
      input.content,
      input.title ?? null,
      input.source ?? 'api',
      input.sourceId ?? null,
      input.sourcePath ?? null,
      input.mimeType ?? null,
      input.filename ?? null,
      input.metadata ?? null,
    ]);
    // Keyed, so the table cannot be used to confirm a guessed document.
    return keys.hmac(`idempotency:${createHash('sha256').update(canonical).digest('hex')}`);
  }

  private async findReplay(tenantId: string, key: string, requestHash: string, returnId: boolean): Promise<IngestResult | null> {
    const existing = await this.prisma.idempotencyKey.findUnique({ where: { tenantId_key: { tenantId, key } } });
    if (!existing || existing.expiresAt < this.deps.clock.now()) {
      if (existing) await this.prisma.idempotencyKey.delete({ where: { tenantId_key: { tenantId, key } } }).catch(() => undefined);
      return null;
    }
    if (existing.requestHash !== requestHash) {
      throw new AppError('already_exists', 'This Idempotency-Key was already used with a different request.', {
        reason: 'idempotency_key_reused',
      });
    }
    return {
      jobId: existing.jobId ?? '',
      documentId: returnId ? existing.documentId : null,
      message: QUEUED_MESSAGE,
      replayed: true,
    };
  }

  toView(keys: TenantKeys, doc: DocumentFields, version: VersionFields, includeContent: boolean): DocumentView {
    const dec = (ct: Uint8Array | null, a: string) => (ct ? keys.decryptText(asBuffer(ct), a) : '');
    const meta = version.metadataCt
      ? (keys.decryptJson(asBuffer(version.metadataCt), aad.metadata(doc.id, version.version)) as {
          metadata?: Record<string, unknown>;
          filename?: string | null;
        })
      : {};
    const metadata = meta.metadata ?? {};
    const classification: Classification | null = doc.category
      ? {
          category: doc.category,
          tags: version.tagsCt ? (keys.decryptJson(asBuffer(version.tagsCt), aad.tags(doc.id, version.version)) as string[]) : [],
          sensitivity: doc.sensitivity ?? 'personal',
          language: doc.language ?? 'und',
          summary: dec(version.summaryCt, aad.summary(doc.id, version.version)),
          sourceType: doc.sourceType ?? 'text',
          storageType: (doc.storageType ?? 'chunks') as StorageType,
          hasExtractableData: doc.hasExtractableData,
          extracted: version.extractedCt
            ? (keys.decryptJson(asBuffer(version.extractedCt), aad.extracted(doc.id, version.version)) as Record<string, unknown> | null)
            : null,
          classifierModel: doc.classifierModel ?? '',
          detectedPii: [],
        }
      : null;
    return {
      documentId: doc.id,
      tenantId: doc.tenantId,
      namespaceId: doc.namespaceId,
      title: dec(version.titleCt, aad.title(doc.id, version.version)),
      content: includeContent && version.contentCt ? dec(version.contentCt, aad.content(doc.id, version.version)) : '',
      source: doc.source,
      sourceId: typeof metadata.source_id === 'string' ? metadata.source_id : '',
      sourcePath: dec(doc.sourcePathCt, aad.sourcePath(doc.id)),
      mimeType: doc.mimeType ?? '',
      metadata,
      status: doc.status,
      version: version.version,
      classification,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
      deletedAt: doc.deletedAt,
    };
  }

  private toChunkView(keys: TenantKeys, c: ChunkFields, includeContent: boolean): ChunkView {
    const meta = c.metaCt
      ? (keys.decryptJson(asBuffer(c.metaCt), aad.chunkMeta(c.id)) as { headings?: string[]; start?: number; end?: number })
      : {};
    return {
      chunkId: c.id,
      documentId: c.documentId,
      namespaceId: c.namespaceId,
      version: c.version,
      chunkIndex: c.chunkIndex,
      ...(includeContent ? { content: keys.decryptText(asBuffer(c.textCt), aad.chunkText(c.id)) } : {}),
      tokenCount: c.tokenCount,
      headings: meta.headings ?? [],
      charStart: meta.start ?? 0,
      charEnd: meta.end ?? 0,
      treeNodeId: c.treeNodeId,
      createdAt: c.createdAt,
    };
  }
}

/** Within the caller's cap; a document not classified yet counts as the most sensitive level. */
function withinCap(sensitivity: Sensitivity | null, cap: Sensitivity): boolean {
  return sensitivityRank(sensitivity ?? 'personal') <= sensitivityRank(cap);
}

type DocumentRow = Awaited<ReturnType<PrismaClient['document']['findUniqueOrThrow']>>;
type VersionRow = Awaited<ReturnType<PrismaClient['documentVersion']['findUniqueOrThrow']>>;
type ChunkRow = Awaited<ReturnType<PrismaClient['chunk']['findUniqueOrThrow']>>;

/** The columns `toView` reads: a full row, or the hydration query's subset (no content). */
type DocumentFields = Pick<
  DocumentRow,
  | 'id' | 'tenantId' | 'namespaceId' | 'status' | 'source' | 'sourceType' | 'mimeType' | 'storageType' | 'category'
  | 'sensitivity' | 'language' | 'hasExtractableData' | 'classifierModel' | 'sourcePathCt' | 'createdAt' | 'updatedAt'
  | 'deletedAt'
>;
type VersionFields = Pick<VersionRow, 'version' | 'titleCt' | 'metadataCt' | 'summaryCt' | 'tagsCt' | 'extractedCt'> &
  Partial<Pick<VersionRow, 'contentCt'>>;
type ChunkFields = Pick<
  ChunkRow,
  'id' | 'documentId' | 'namespaceId' | 'version' | 'chunkIndex' | 'textCt' | 'metaCt' | 'tokenCount' | 'treeNodeId' | 'createdAt'
>;

type HydrationRow = Omit<DocumentFields, 'id' | 'createdAt'> &
  Omit<VersionFields, 'contentCt'> &
  Omit<ChunkFields, 'id' | 'createdAt'> & { chunkId: string; chunkCreatedAt: Date; documentCreatedAt: Date };

/**
 * Hydration of result chunks: only current versions of documents that are not deleted, so a soft-deleted or superseded
 * document disappears from results at once, before the index cleanup has run. $1 tenant id, $2 chunk ids.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Columns of a chunk (c) with its document (d) and the document's version (v), named as the row types expect. */
const CHUNK_VIEW_COLUMNS = `
  c.id AS "chunkId", d.id AS "documentId", d.namespace_id AS "namespaceId", d.current_version AS version,
  c.chunk_index AS "chunkIndex", c.text_ct AS "textCt", c.meta_ct AS "metaCt", c.token_count AS "tokenCount",
  c.tree_node_id AS "treeNodeId", c.created_at AS "chunkCreatedAt",
  d.tenant_id AS "tenantId", d.status::text AS status, d.source::text AS source, d.source_type AS "sourceType",
  d.mime_type AS "mimeType", d.storage_type::text AS "storageType", d.category, d.sensitivity::text AS sensitivity,
  d.language, d.has_extractable_data AS "hasExtractableData", d.classifier_model AS "classifierModel",
  d.source_path_ct AS "sourcePathCt", d.created_at AS "documentCreatedAt", d.updated_at AS "updatedAt",
  d.deleted_at AS "deletedAt",
  v.title_ct AS "titleCt", v.metadata_ct AS "metadataCt", v.summary_ct AS "summaryCt", v.tags_ct AS "tagsCt",
  v.extracted_ct AS "extractedCt"`;

const HYDRATION_SQL = `
  SELECT ${CHUNK_VIEW_COLUMNS}
  FROM chunks c
  JOIN documents d ON d.id = c.document_id AND d.current_version = c.version AND d.deleted_at IS NULL
  JOIN document_versions v ON v.document_id = d.id AND v.version = d.current_version
  WHERE c.tenant_id = $1::uuid AND c.id = ANY($2::uuid[])`;

/**
 * Document versions and all their chunks for the embed and index steps, in one statement: no row for a version whose
 * document is deleted or no longer at that version; one row with null chunk columns for a version without chunks.
 * $1 tenant ids, $2 document ids, $3 versions (one element per requested version).
 */
/** Live, processed documents of the writable namespaces whose current version has no chunks, oldest first. */
const UNCHUNKED_SQL = `
  SELECT d.id, d.namespace_id, d.current_version
  FROM documents d
  WHERE d.tenant_id = $1::uuid AND d.namespace_id = ANY($2::uuid[]) AND d.deleted_at IS NULL
    AND d.status IN ('indexed', 'failed')
    AND NOT EXISTS (SELECT 1 FROM chunks c WHERE c.document_id = d.id AND c.version = d.current_version)
  ORDER BY d.created_at
  LIMIT $3`;

const FOR_INDEXING_SQL = `
  SELECT ${CHUNK_VIEW_COLUMNS}
  FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS e(tenant_id, document_id, version)
  JOIN documents d ON d.tenant_id = e.tenant_id AND d.id = e.document_id AND d.current_version = e.version
    AND d.deleted_at IS NULL
  JOIN document_versions v ON v.document_id = d.id AND v.version = d.current_version
  LEFT JOIN chunks c ON c.document_id = d.id AND c.version = d.current_version
  ORDER BY c.chunk_index`;

