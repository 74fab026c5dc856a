// Environment of the memory service in the distributed profile: its extract and cleanup steps on Kafka, facts and
// entities on PostgreSQL (DATABASE_URL, with tenants' wrapped keys), an embedder for fact vectors, the ingest service
// over gRPC for document text, and the extractor (offline rules or an OpenAI-compatible chat model).
import {
  embedderConfigFrom,
  embedderEnv,
  kafkaConfigFrom,
  kafkaEnv,
  keyProviderEnv,
  logEnv,
  memoryConfigFrom,
  memoryEnv,
  parseEnv,
  postgresEnv,
  refineMemoryEnv,
  requireSharedMasterKey,
  serviceListenConfigFrom,
  serviceListenEnv,
  sharedKeysConfigFrom,
  z,
  type EmbedderConfig,
  type KafkaConfig,
  type MemoryExtractionConfig,
  type ServiceListenConfig,
  type SharedKeysConfig,
} from '@engram/config';

export const memoryEnvSchema = z
  .object({
    ...keyProviderEnv,
    ...embedderEnv,
    ...memoryEnv,
    ...logEnv,
    ...postgresEnv,
    /** GRPC_PORT serves the MemoryService. */
    ...serviceListenEnv,
    ...kafkaEnv('engram-memory'),
    /** gRPC address (`host:port`) of the ingest service. */
    ENGRAM_INGEST_ADDR: z.string().min(1),
    /** Deadline of a call to the ingest service. */
    ENGRAM_RPC_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
    /** Seconds in-flight calls and pipeline handlers get to finish on shutdown before their work is handed back. */
    ENGRAM_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  })
  .superRefine((env, ctx) => {
    requireSharedMasterKey(env, ctx);
    refineMemoryEnv(env, ctx);
    if (env.ENGRAM_EMBEDDER === 'openai' && (!env.ENGRAM_EMBEDDER_URL || !env.ENGRAM_EMBEDDER_MODEL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENGRAM_EMBEDDER_URL'],
        message: 'ENGRAM_EMBEDDER_URL and ENGRAM_EMBEDDER_MODEL are required with ENGRAM_EMBEDDER=openai',
      });
    }
  });

export interface MemoryConfig extends ServiceListenConfig {
  database: { kind: 'postgres'; url: string; maxConnections: number };
  keys: SharedKeysConfig;
  kafka: KafkaConfig;
  ingestAddress: string;
  rpcTimeoutMs: number;
  embedder: EmbedderConfig;
  memory: MemoryExtractionConfig;
  shutdownGraceMs: number;
  log: { level: string };
}

export function loadMemoryConfig(env: NodeJS.ProcessEnv = process.env): MemoryConfig {
  const e = parseEnv(memoryEnvSchema, env);
  return {
    ...serviceListenConfigFrom(e),
    database: { kind: 'postgres', url: e.DATABASE_URL, maxConnections: e.ENGRAM_DB_POOL_SIZE },
    keys: sharedKeysConfigFrom(e),
    kafka: kafkaConfigFrom(e),
    ingestAddress: e.ENGRAM_INGEST_ADDR,
    rpcTimeoutMs: e.ENGRAM_RPC_TIMEOUT_SECONDS * 1000,
    embedder: embedderConfigFrom(e),
    memory: memoryConfigFrom(e),
    shutdownGraceMs: e.ENGRAM_SHUTDOWN_GRACE_SECONDS * 1000,
    log: { level: e.LOG_LEVEL },
  };
}
