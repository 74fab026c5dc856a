// Environment of the classifier service in the distributed profile: stateless, so only where to listen.
import {
  logEnv,
  parseEnv,
  serviceListenConfigFrom,
  serviceListenEnv,
  z,
  type ServiceListenConfig,
} from '@engram/config';

export const classifierEnvSchema = z.object({
  ...logEnv,
  /** GRPC_PORT serves the ClassifierService. */
  ...serviceListenEnv,
  /** Seconds in-flight calls get to finish on shutdown. */
  ENGRAM_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
});

export interface ClassifierConfig extends ServiceListenConfig {
  shutdownGraceMs: number;
  log: { level: string };
}

export function loadClassifierConfig(env: NodeJS.ProcessEnv = process.env): ClassifierConfig {
  const e = parseEnv(classifierEnvSchema, env);
  return {
    ...serviceListenConfigFrom(e),
    shutdownGraceMs: e.ENGRAM_SHUTDOWN_GRACE_SECONDS * 1000,
    log: { level: e.LOG_LEVEL },
  };
}
