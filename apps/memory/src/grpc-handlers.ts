// The memory service (facts, entities, supersession) is specified in proto/engram/memory/v1 but not built yet: every
// call answers UNIMPLEMENTED with reason `not_implemented`, which the gateway returns as a 501 problem. Queries report
// facts as null, the spec's value for a disabled memory layer.
import { AppError } from '@engram/core';
import type { ServiceHandlers, memoryv1 } from '@engram/proto';

const notBuilt = async (): Promise<never> => {
  throw new AppError('unimplemented', 'The memory layer (facts and entities) is not available in this build yet.', {
    reason: 'not_implemented',
  });
};

export function memoryHandlers(): ServiceHandlers<typeof memoryv1.MemoryService> {
  return {
    extractFacts: notBuilt,
    listEntities: notBuilt,
    getEntityFacts: notBuilt,
    queryFacts: notBuilt,
    eraseTenant: notBuilt,
  };
}
