// Environment of the memory service in the distributed profile: stateless today, so only where to listen.
import {
  logEnv,
  parseEnv,
  serviceListenConfigFrom,
  serviceListenEnv,
  z,
  type ServiceListenConfig,
} from '@engram/config';

export const memoryEnvSchema = z.object({
  ...logEnv,
  /** GRPC_PORT serves the MemoryService. */
  ...serviceListenEnv,
  /** Seconds in-flight calls get to finish on shutdown. */
  ENGRAM_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
});

export interface MemoryConfig extends ServiceListenConfig {
  shutdownGraceMs: number;
  log: { level: string };
}

export function loadMemoryConfig(env: NodeJS.ProcessEnv = process.env): MemoryConfig {
  const e = parseEnv(memoryEnvSchema, env);
  return {
    ...serviceListenConfigFrom(e),
    shutdownGraceMs: e.ENGRAM_SHUTDOWN_GRACE_SECONDS * 1000,
    log: { level: e.LOG_LEVEL },
  };
}
