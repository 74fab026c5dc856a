// Environment of the classifier service in the distributed profile: stateless, so where to listen, which is the
// environment every stateless service shares (HOST, GRPC_PORT, OPS_PORT, LOG_LEVEL, ENGRAM_SHUTDOWN_GRACE_SECONDS), and
// from how many characters a document is classified in a worker thread.
import { loadStatelessServiceConfig, parseEnv, z, type StatelessServiceConfig } from '@engram/config';
import { DEFAULT_OFF_THREAD_MIN_CHARS } from '@engram/core';

const classifierEnvSchema = z.object({
  /** Documents of at least this many characters are classified in a worker thread (0: all of them). */
  ENGRAM_PIPELINE_OFF_THREAD_MIN_CHARS: z.coerce.number().int().min(0).default(DEFAULT_OFF_THREAD_MIN_CHARS),
});

export interface ClassifierConfig extends StatelessServiceConfig {
  offThreadMinChars: number;
}

export function loadClassifierConfig(env: NodeJS.ProcessEnv = process.env): ClassifierConfig {
  const e = parseEnv(classifierEnvSchema, env);
  return { ...loadStatelessServiceConfig(env), offThreadMinChars: e.ENGRAM_PIPELINE_OFF_THREAD_MIN_CHARS };
}
