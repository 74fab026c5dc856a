// Environment of the lifecycle service in the distributed profile: stateless today, so only where to listen, which is the
// environment every stateless service shares (HOST, GRPC_PORT, OPS_PORT, LOG_LEVEL, ENGRAM_SHUTDOWN_GRACE_SECONDS).
// Variables of its own join here when it needs some.
import { loadStatelessServiceConfig, type StatelessServiceConfig } from '@engram/config';

export type LifecycleConfig = StatelessServiceConfig;

export const loadLifecycleConfig: (env?: NodeJS.ProcessEnv) => LifecycleConfig = loadStatelessServiceConfig;
