// Composition root of the lifecycle service in the distributed profile (retention, export, erasure and tenant
// deletion) behind its gRPC contract. Its handlers answer UNIMPLEMENTED until the service is built; it is deployed and
// wired so the gateway's routes reach it. Probes and metrics are on a small HTTP port (OPS_PORT).
import { lifecyclev1 } from '@engram/proto';
import { runMain, startStatelessService, type RunningService } from '@engram/runtime';
import type { Logger } from '@engram/telemetry';
import { lifecycleHandlers } from './grpc-handlers';
import { loadLifecycleConfig, type LifecycleConfig } from './env';

export function start(config: LifecycleConfig, logger: Logger): Promise<RunningService> {
  return startStatelessService({
    name: 'lifecycle',
    service: lifecyclev1.LifecycleService,
    handlers: lifecycleHandlers(),
    config,
    logger,
  });
}

if (require.main === module) runMain(loadLifecycleConfig, start, { service: 'lifecycle' });
