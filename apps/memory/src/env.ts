// Environment of the memory service in the distributed profile: stateless today, so only where to listen, which is the
// environment every stateless service shares (HOST, GRPC_PORT, OPS_PORT, LOG_LEVEL, ENGRAM_SHUTDOWN_GRACE_SECONDS).
// Variables of its own join here when it needs some.
import { loadStatelessServiceConfig, type StatelessServiceConfig } from '@engram/config';

export type MemoryConfig = StatelessServiceConfig;

export const loadMemoryConfig: (env?: NodeJS.ProcessEnv) => MemoryConfig = loadStatelessServiceConfig;
