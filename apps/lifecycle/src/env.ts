// Environment of the lifecycle service in the distributed profile: stateless today, so only where to listen.
import {
  logEnv,
  parseEnv,
  serviceListenConfigFrom,
  serviceListenEnv,
  z,
  type ServiceListenConfig,
} from '@engram/config';

export const lifecycleEnvSchema = z.object({
  ...logEnv,
  /** GRPC_PORT serves the LifecycleService. */
  ...serviceListenEnv,
  /** Seconds in-flight calls get to finish on shutdown. */
  ENGRAM_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
});

export interface LifecycleConfig extends ServiceListenConfig {
  shutdownGraceMs: number;
  log: { level: string };
}

export function loadLifecycleConfig(env: NodeJS.ProcessEnv = process.env): LifecycleConfig {
  const e = parseEnv(lifecycleEnvSchema, env);
  return {
    ...serviceListenConfigFrom(e),
    shutdownGraceMs: e.ENGRAM_SHUTDOWN_GRACE_SECONDS * 1000,
    log: { level: e.LOG_LEVEL },
  };
}
