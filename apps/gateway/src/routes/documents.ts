// Documents and their jobs (spec 4.5, 4.6; docs/api-decisions.md "Ingest", "Documents"). Each route validates, calls
// the ingest (or memory) service and presents the answer; writes are audited.
import type { Request, RequestHandler, Router } from 'express';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { AppError } from '@engram/core';
import type { GatewayDeps } from '../gateway-deps';
import { audited } from '../http/audited';
import { authOf, callerContext, rpcOptions } from '../http/caller';
import { presentChunk, presentDocument, presentJob } from '../http/present';
import {
  chunksParamsSchema,
  idempotencyKeySchema,
  ingestBodySchema,
  parseOrThrow,
  updateBodySchema,
  uuidSchema,
} from '../http/validation';

const documentId = (req: Request) => parseOrThrow(uuidSchema, req.params.documentId, 'document_id');

export function documentRoutes(v1: Router, deps: GatewayDeps, mw: { json: RequestHandler }): void {
  const { identity, ingest, metrics } = deps;

  v1.post(
    '/documents/ingest',
    mw.json,
    audited(deps.audit, 'document.ingest', async (req, res) => {
      if (req.is('multipart/form-data')) {
        throw new AppError('invalid_argument', 'Multipart upload is not available in this build yet; send JSON.', {
          reason: 'multipart_not_supported',
        });
      }
      if (!req.is('application/json')) throw AppError.invalid('unsupported_media_type', 'Send the document as application/json.');
      const body = parseOrThrow(ingestBodySchema, req.body, 'body');
      const rawKey = req.header('idempotency-key');
      const idempotencyKey = rawKey === undefined ? undefined : parseOrThrow(idempotencyKeySchema, rawKey, 'idempotency_key');
      const namespaceId = await identity.resolveWriteTarget(authOf(res), body.namespace);
      const r = await ingest.ingestDocument(
        {
          caller: callerContext(res),
          namespaceId,
          content: body.content,
          ...(body.title !== undefined ? { title: body.title } : {}),
          source: body.source,
          ...(body.source_id !== undefined ? { sourceId: body.source_id } : {}),
          ...(body.source_path !== undefined ? { sourcePath: body.source_path } : {}),
          ...(body.mime_type !== undefined ? { mimeType: body.mime_type } : {}),
          ...(body.metadata !== undefined ? { metadata: body.metadata as never } : {}),
          returnId: body.return_id,
          ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
        },
        rpcOptions(res),
      );
      metrics.ingestAccepted.inc({ outcome: r.replayed ? 'replayed' : 'accepted' });
      // Whether this answer replays an earlier write with the same Idempotency-Key (the convention Stripe's API uses).
      res.setHeader('Idempotent-Replayed', String(r.replayed));
      res.status(202).json({ job_id: r.jobId, message: r.message, document_id: r.documentId ?? null });
      return { namespaceId, documentId: r.documentId ?? null };
    }),
  );

  v1.get('/documents/:documentId', async (req, res) => {
    const r = await ingest.getDocument({ caller: callerContext(res), documentId: documentId(req) }, rpcOptions(res));
    const d = r.document!;
    res.json(presentDocument(d, identity.namespaceKey(authOf(res), d.namespaceId)));
  });

  v1.get('/documents/:documentId/chunks', async (req, res) => {
    const p = parseOrThrow(chunksParamsSchema, req.query, 'query');
    const id = documentId(req);
    const r = await ingest.listChunks(
      { caller: callerContext(res), documentId: id, includeContent: p.include_content, limit: p.limit },
      rpcOptions(res),
    );
    res.json({ document_id: id, chunks: r.chunks.map(presentChunk), count: r.chunks.length });
  });

  v1.post(
    '/documents/:documentId/update',
    mw.json,
    audited(deps.audit, 'document.update', async (req, res) => {
      const body = parseOrThrow(updateBodySchema, req.body, 'body');
      const r = await ingest.updateDocument(
        {
          caller: callerContext(res),
          documentId: documentId(req),
          content: body.content ?? '',
          ...(body.title !== undefined ? { title: body.title } : {}),
        },
        rpcOptions(res),
      );
      res.status(202).json({ job_id: r.jobId, document_id: r.documentId, version: r.version, message: r.message });
      return { namespaceId: r.namespaceId, documentId: r.documentId };
    }),
  );

  v1.delete(
    '/documents/:documentId',
    audited(deps.audit, 'document.delete', async (req, res) => {
      const r = await ingest.deleteDocument({ caller: callerContext(res), documentId: documentId(req) }, rpcOptions(res));
      res.json({
        document_id: r.documentId,
        status: 'deleted',
        deleted_at: r.deletedAt ? timestampDate(r.deletedAt).toISOString() : null,
        hard_delete_after: r.purgeAfter ? timestampDate(r.purgeAfter).toISOString() : null,
      });
      return { namespaceId: r.namespaceId, documentId: r.documentId };
    }),
  );

  v1.post(
    '/documents/backfill-chunks',
    audited(deps.audit, 'document.backfill', async (_req, res) => {
      const r = await ingest.backfillChunks({ caller: callerContext(res), limit: 1000 }, rpcOptions(res));
      res.status(202).json({ job_ids: r.jobIds });
      return {};
    }),
  );

  v1.post(
    '/documents/:documentId/reindex-chunks',
    audited(deps.audit, 'document.reindex', async (req, res) => {
      const id = documentId(req);
      const r = await ingest.reindexChunks({ caller: callerContext(res), documentId: id }, rpcOptions(res));
      res.status(202).json({ job_ids: r.jobIds });
      return { documentId: id };
    }),
  );

  v1.post(
    '/documents/:documentId/extract-facts',
    audited(deps.audit, 'document.extract_facts', async (req, res) => {
      const id = documentId(req);
      const r = await ingest.extractFacts({ caller: callerContext(res), documentId: id }, rpcOptions(res));
      res.status(202).json({ document_id: r.documentId, job_id: r.jobId, status: r.status });
      return { documentId: id };
    }),
  );

  // Not in the spec, but users of an asynchronous ingest expect to poll the job they were given.
  v1.get('/jobs/:jobId', async (req, res) => {
    const jobId = parseOrThrow(uuidSchema, req.params.jobId, 'job_id');
    const r = await ingest.getJob({ caller: callerContext(res), jobId }, rpcOptions(res));
    res.json(presentJob(r.job!, identity.namespaceKey(authOf(res), r.job!.namespaceId)));
  });
}
