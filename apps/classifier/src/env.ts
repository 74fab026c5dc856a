// Environment of the classifier service in the distributed profile: stateless, so only where to listen, which is the
// environment every stateless service shares (HOST, GRPC_PORT, OPS_PORT, LOG_LEVEL, ENGRAM_SHUTDOWN_GRACE_SECONDS).
// Variables of its own join here when it needs some.
import { loadStatelessServiceConfig, type StatelessServiceConfig } from '@engram/config';

export type ClassifierConfig = StatelessServiceConfig;

export const loadClassifierConfig: (env?: NodeJS.ProcessEnv) => ClassifierConfig = loadStatelessServiceConfig;
