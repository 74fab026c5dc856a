// The retrieval service's gRPC face.
import { AppError } from '@engram/core';
import type { ServiceHandlers } from '@engram/proto';
import type { retrievalv1 } from '@engram/proto';
import type { IndexingSteps } from './indexing';
import type { RetrievalService } from './retrieval.service';

export function retrievalHandlers(
  service: RetrievalService,
  steps: IndexingSteps,
): ServiceHandlers<typeof retrievalv1.RetrievalService> {
  return {
    query: (req) => service.query(req),
    search: (req) => service.searchRpc(req),
    async indexDocument() {
      // Indexing runs through the pipeline topics (embed, index); a synchronous RPC path is not offered yet.
      throw new AppError('unimplemented', 'Synchronous indexing is not available; ingest queues it.', { reason: 'not_implemented' });
    },
    async removeDocument(req) {
      await steps.removeDocument({ tenantId: req.tenantId, namespaceId: '', documentId: req.documentId });
      return {};
    },
    async eraseTenant() {
      throw new AppError('unimplemented', 'Tenant erasure is not available in this build yet.', { reason: 'not_implemented' });
    },
  };
}
