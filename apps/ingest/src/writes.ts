// The ingest write and its idempotency. Raw SQL (INGEST_SQL) because the whole write (fence check, document, version,
// job, idempotency key) must be one atomic statement and one round trip; Prisma would need an interactive transaction.
import { createHash, randomUUID } from 'node:crypto';
import { AppError, CHECKPOINT_KINDS, TOPICS, normalizeCheckpointValue } from '@engram/core';
import { isUniqueViolation, tenantWriteFencedError } from '@engram/db';
import type { TenantKeys } from '@engram/crypto';
import { IngestContext } from './context';
import { aad } from './crypto-aad';
import type { Caller, IngestInput, IngestResult } from './types';

export const QUEUED_MESSAGE = 'Document queued for ingestion.';

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


/** Metadata keys normalised for checkpoint filtering (spec 2.1). */
function checkpointFields(metadata: Record<string, unknown> | undefined) {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const kind = str(metadata?.checkpoint_kind)?.toLowerCase();
  // The gateway validates it too; this keeps any other caller of the contract from reaching the database's enum.
  if (kind !== undefined && !(CHECKPOINT_KINDS as readonly string[]).includes(kind)) {
    throw AppError.invalid('invalid_checkpoint_kind', `metadata.checkpoint_kind must be one of ${CHECKPOINT_KINDS.join(', ')}`);
  }
  const normalized = (v: unknown) => {
    const s = str(v);
    return s === undefined ? undefined : normalizeCheckpointValue(s);
  };
  return { project: normalized(metadata?.project), session: normalized(metadata?.session_id), kind };
}

export class DocumentWrites extends IngestContext {
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

}
