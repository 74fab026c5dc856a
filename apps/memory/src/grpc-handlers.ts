// The memory service's gRPC edge: facts for queries, entities and their facts, fact listing and review, and tenant
// erasure (proto/engram/memory/v1). Extraction runs as a pipeline step (extract-step.ts), queued by ingest.
import type { ServiceHandlers, memoryv1 } from '@engram/proto';
import type { MemoryService } from './memory.service';

export function memoryHandlers(service: MemoryService): ServiceHandlers<typeof memoryv1.MemoryService> {
  return {
    queryFacts: (req) => service.queryFacts(req),
    listEntities: (req) => service.listEntities(req),
    getEntityFacts: (req) => service.getEntityFacts(req),
    listFacts: (req) => service.listFacts(req),
    reviewFact: (req) => service.reviewFact(req),
    eraseTenant: (req) => service.eraseTenant(req),
  };
}
