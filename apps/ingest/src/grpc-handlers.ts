// The ingest service's gRPC face: proto messages in, domain calls, proto messages out. No logic lives here.
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { AppError, canonicalUuid, isSensitivity, SOURCES, type Source } from '@engram/core';
import type { ServiceHandlers, commonv1 } from '@engram/proto';
import { ingestv1 } from '@engram/proto';
import type { Caller, ChunkView, DocumentView, IngestService } from './ingest.service';

/**
 * Ids arrive as text and are compared as text here (AAD, the bus, caches): only the canonical lower-case form goes on.
 * The gateway already sends that; this keeps any other client from decrypting against an id as typed.
 */
function id(value: string, field: string): string {
  const canonical = canonicalUuid(value);
  if (!canonical) throw AppError.invalid(`invalid_${field}`, `${field} must be a UUID.`);
  return canonical;
}

export function toCaller(c: commonv1.CallerContext | undefined, requestId: string): Caller {
  if (!c?.tenantId) throw AppError.unauthenticated('missing_caller', 'No caller context.');
  if (!isSensitivity(c.maxSensitivity)) throw AppError.invalid('invalid_caller', 'Caller has no sensitivity cap.');
  return {
    tenantId: id(c.tenantId, 'tenant_id'),
    apiKeyId: c.apiKeyId,
    readableNamespaceIds: c.readableNamespaceIds.map((n) => id(n, 'namespace_id')),
    writableNamespaceIds: c.writableNamespaceIds.map((n) => id(n, 'namespace_id')),
    maxSensitivity: c.maxSensitivity,
    requestId: c.requestId || requestId,
  };
}

export function documentToProto(d: DocumentView): MessageInitShape<typeof import('@engram/proto').commonv1.DocumentSchema> {
  return {
    documentId: d.documentId,
    tenantId: d.tenantId,
    namespaceId: d.namespaceId,
    title: d.title,
    content: d.content,
    source: d.source,
    sourceId: d.sourceId,
    sourcePath: d.sourcePath,
    mimeType: d.mimeType,
    metadata: d.metadata as never,
    status: d.status,
    version: d.version,
    ...(d.classification
      ? {
          classification: {
            ...d.classification,
            extracted: (d.classification.extracted ?? undefined) as never,
          },
        }
      : {}),
    createdAt: timestampFromDate(d.createdAt),
    updatedAt: timestampFromDate(d.updatedAt),
    ...(d.deletedAt ? { deletedAt: timestampFromDate(d.deletedAt) } : {}),
  };
}

export function chunkToProto(c: ChunkView): MessageInitShape<typeof import('@engram/proto').commonv1.ChunkSchema> {
  const metadata: Record<string, unknown> = { chunk_index: c.chunkIndex };
  if (c.treeNodeId) metadata.tree_node_id = c.treeNodeId;
  return {
    chunkId: c.chunkId,
    documentId: c.documentId,
    namespaceId: c.namespaceId,
    version: c.version,
    chunkIndex: c.chunkIndex,
    ...(c.content !== undefined ? { content: c.content } : {}),
    tokenCount: c.tokenCount,
    headings: c.headings,
    charStart: c.charStart,
    charEnd: c.charEnd,
    metadata: metadata as never,
    createdAt: timestampFromDate(c.createdAt),
  };
}

const unimplemented = (what: string) => async (): Promise<never> => {
  throw new AppError('unimplemented', `${what} is not available in this build yet.`, { reason: 'not_implemented' });
};

export function ingestHandlers(service: IngestService): ServiceHandlers<typeof ingestv1.IngestService> {
  return {
    async ingestDocument(req, ctx) {
      const caller = toCaller(req.caller, ctx.requestId);
      const source = req.source ?? 'api';
      if (!(SOURCES as readonly string[]).includes(source)) throw AppError.invalid('invalid_source', `source must be one of ${SOURCES.join(', ')}.`);
      const content = req.file?.length ? Buffer.from(req.file).toString('utf8') : req.content;
      const result = await service.ingest(caller, {
        namespaceId: id(req.namespaceId, 'namespace_id'),
        content,
        ...(req.title !== undefined ? { title: req.title } : {}),
        source: source as Source,
        ...(req.sourceId !== undefined ? { sourceId: req.sourceId } : {}),
        ...(req.sourcePath !== undefined ? { sourcePath: req.sourcePath } : {}),
        ...(req.mimeType !== undefined ? { mimeType: req.mimeType } : {}),
        ...(req.filename ? { filename: req.filename } : {}),
        ...(req.metadata ? { metadata: req.metadata as Record<string, unknown> } : {}),
        returnId: req.returnId,
        ...(req.idempotencyKey !== undefined ? { idempotencyKey: req.idempotencyKey } : {}),
      });
      return { jobId: result.jobId, ...(result.documentId ? { documentId: result.documentId } : {}), message: result.message, replayed: result.replayed };
    },
    async getDocument(req, ctx) {
      return { document: documentToProto(await service.getDocument(toCaller(req.caller, ctx.requestId), id(req.documentId, 'document_id'))) };
    },
    async listChunks(req, ctx) {
      const chunks = await service.listChunks(toCaller(req.caller, ctx.requestId), id(req.documentId, 'document_id'), req.includeContent, req.limit ?? 100);
      return { chunks: chunks.map(chunkToProto) };
    },
    async getChunks(req) {
      const { chunks, documents } = await service.getChunks(req.tenantId, req.chunkIds);
      return { chunks: chunks.map(chunkToProto), documents: documents.map(documentToProto) };
    },
    async getDocumentsForIndexing(req) {
      const found = await service.getForIndexing(req.versions);
      return {
        versions: found.map((f) => (f ? { document: documentToProto(f.document), chunks: f.chunks.map(chunkToProto) } : {})),
      };
    },
    async updateDocument(req, ctx) {
      return service.update(toCaller(req.caller, ctx.requestId), id(req.documentId, 'document_id'), {
        ...(req.content ? { content: req.content } : {}),
        ...(req.title !== undefined ? { title: req.title } : {}),
      });
    },
    async deleteDocument(req, ctx) {
      const r = await service.softDelete(toCaller(req.caller, ctx.requestId), id(req.documentId, 'document_id'));
      return { documentId: r.documentId, namespaceId: r.namespaceId, deletedAt: timestampFromDate(r.deletedAt), purgeAfter: timestampFromDate(r.purgeAfter) };
    },
    async backfillChunks(req, ctx) {
      return { jobIds: await service.backfill(toCaller(req.caller, ctx.requestId), req.limit ?? 100) };
    },
    async reindexChunks(req, ctx) {
      return { jobIds: await service.reindex(toCaller(req.caller, ctx.requestId), id(req.documentId, 'document_id')) };
    },
    async extractFacts(req, ctx) {
      const documentId = id(req.documentId, 'document_id');
      const jobId = await service.extractFacts(toCaller(req.caller, ctx.requestId), documentId);
      return { documentId, jobId, status: 'queued' };
    },
    async getJob(req, ctx) {
      const j = await service.getJob(toCaller(req.caller, ctx.requestId), id(req.jobId, 'job_id'));
      return {
        job: {
          jobId: j.jobId,
          documentId: j.documentId,
          namespaceId: j.namespaceId,
          version: j.version,
          kind: j.kind,
          state: j.state,
          errorReason: j.errorReason,
          attempts: j.attempts,
          extractJobId: j.extractJobId,
          parentJobId: j.parentJobId,
          createdAt: timestampFromDate(j.createdAt),
          updatedAt: timestampFromDate(j.updatedAt),
          ...(j.completedAt ? { completedAt: timestampFromDate(j.completedAt) } : {}),
        },
      };
    },
    purgeDeletedDocuments: unimplemented('Hard deletion of soft-deleted documents'),
    // eslint-disable-next-line require-yield
    async *exportDocuments() {
      throw new AppError('unimplemented', 'Export is not available in this build yet.', { reason: 'not_implemented' });
    },
    eraseTenant: unimplemented('Tenant erasure'),
  };
}
