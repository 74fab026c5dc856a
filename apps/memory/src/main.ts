// Composition root of the memory service in the distributed profile (facts, entities, supersession) behind its gRPC
// contract. Its handlers answer UNIMPLEMENTED until the service is built; it is deployed and wired so the gateway's
// routes reach it. Probes and metrics are on a small HTTP port (OPS_PORT).
import { memoryv1 } from '@engram/proto';
import { runMain, startStatelessService, type RunningService } from '@engram/runtime';
import type { Logger } from '@engram/telemetry';
import { memoryHandlers } from './grpc-handlers';
import { loadMemoryConfig, type MemoryConfig } from './env';

export function start(config: MemoryConfig, logger: Logger): Promise<RunningService> {
  return startStatelessService({
    name: 'memory',
    service: memoryv1.MemoryService,
    handlers: memoryHandlers(),
    config,
    logger,
  });
}

if (require.main === module) runMain(loadMemoryConfig, start, { service: 'memory' });
