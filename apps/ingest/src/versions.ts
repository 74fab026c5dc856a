// New versions of a document and what re-runs its pipeline: update, soft delete, reindex, backfill. The backfill's
// search is raw SQL (UNCHUNKED_SQL): an anti-join on the current version that Prisma cannot express in one query.
import { randomUUID } from 'node:crypto';
import { AppError, TOPICS } from '@engram/core';
import { IngestContext } from './context';
import { aad, asBuffer, seal } from './crypto-aad';
import type { Caller } from './types';

export class DocumentVersions extends IngestContext {
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
    this.deps.hydrationCache?.invalidate(caller.tenantId, [documentId]);

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
    this.deps.hydrationCache?.invalidate(caller.tenantId, [documentId]);
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

  /**
   * Re-extracts facts and entities from the current version (spec 4.6). The version must be indexed: extraction of a
   * version still in the pipeline starts by itself when its indexing completes.
   */
  async extractFacts(caller: Caller, documentId: string): Promise<string> {
    const doc = await this.readableDocument(caller, documentId);
    this.assertWritable(caller, doc.namespaceId);
    await this.assertNotFenced(caller.tenantId);
    const tenant = await this.prisma.tenant.findUnique({ where: { id: caller.tenantId }, select: { memoryEnabled: true } });
    if (!tenant?.memoryEnabled) {
      throw new AppError('failed_precondition', 'The memory layer is off for this workspace; turn it on to extract facts.', {
        reason: 'memory_disabled',
      });
    }
    if (doc.status !== 'indexed') {
      throw new AppError(
        'failed_precondition',
        `Facts are extracted from indexed documents; this one is ${doc.status} (extraction starts by itself once it is indexed).`,
        { reason: 'document_not_indexed' },
      );
    }
    return this.enqueueJob(caller, doc.id, doc.namespaceId, doc.currentVersion, 'extract_facts');
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


  private async enqueueJob(caller: Caller, documentId: string, namespaceId: string, version: number, kind: 'reindex' | 'backfill' | 'extract_facts') {
    const now = this.deps.clock.now();
    const job = await this.prisma.ingestionJob.create({
      data: { tenantId: caller.tenantId, namespaceId, documentId, version, kind, state: 'queued', createdByKeyId: caller.apiKeyId || null, requestId: caller.requestId, createdAt: now, updatedAt: now },
    });
    const topic = kind === 'extract_facts' ? TOPICS.extract : TOPICS.classify;
    await this.publishStep(topic, { tenantId: caller.tenantId, namespaceId, documentId, version, jobId: job.id }, caller.requestId);
    return job.id;
  }

}

/** Live, processed documents of the writable namespaces whose current version has no chunks, oldest first. */
const UNCHUNKED_SQL = `
  SELECT d.id, d.namespace_id, d.current_version
  FROM documents d
  WHERE d.tenant_id = $1::uuid AND d.namespace_id = ANY($2::uuid[]) AND d.deleted_at IS NULL
    AND d.status IN ('indexed', 'failed')
    AND NOT EXISTS (SELECT 1 FROM chunks c WHERE c.document_id = d.id AND c.version = d.current_version)
  ORDER BY d.created_at
  LIMIT $3`;
