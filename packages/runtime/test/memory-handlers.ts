// Handlers of a contract for tests of the service starters: the memory service's, each answering an empty message.
import type { memoryv1, ServiceHandlers } from '@engram/proto';

export const emptyMemoryHandlers: ServiceHandlers<typeof memoryv1.MemoryService> = {
  listEntities: async () => ({}),
  getEntityFacts: async () => ({}),
  queryFacts: async () => ({}),
  listFacts: async () => ({}),
  reviewFact: async () => ({}),
  eraseTenant: async () => ({}),
};
