// Environment of the ingest service in the distributed profile: documents, versions and jobs on PostgreSQL, the
// pipeline's classify and chunk steps on Kafka, the classifier service over gRPC.
import {
  envBoolean,
  kafkaConfigFrom,
  kafkaEnv,
  keyProviderEnv,
  logEnv,
  parseEnv,
  postgresEnv,
  requireSharedMasterKey,
  serviceListenConfigFrom,
  serviceListenEnv,
  sharedKeysConfigFrom,
  z,
  type KafkaConfig,
  type ServiceListenConfig,
  type SharedKeysConfig,
} from '@engram/config';
import { DEFAULT_OFF_THREAD_MIN_CHARS } from '@engram/core';

export const ingestEnvSchema = z
  .object({
    ...keyProviderEnv,
    ...logEnv,
    /** DATABASE_URL holds documents, versions, chunks and jobs. */
    ...postgresEnv,
    /** GRPC_PORT serves the IngestService. */
    ...serviceListenEnv,
    ...kafkaEnv('engram-ingest'),
    /** gRPC address (`host:port`) of the classifier service. */
    ENGRAM_CLASSIFIER_ADDR: z.string().min(1),
    /** Deadline of a call to the classifier. */
    ENGRAM_RPC_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
    /** Chunk size bound in tokens, and the overlap carried between neighbouring chunks. */
    ENGRAM_CHUNK_MAX_TOKENS: z.coerce.number().int().min(16).max(2048).default(160),
    /** Most chunks one document version may have; a longer one fails its job with `too_many_chunks`. */
    ENGRAM_MAX_CHUNKS_PER_DOCUMENT: z.coerce.number().int().min(1).max(1_000_000).default(50_000),
    ENGRAM_CHUNK_OVERLAP_TOKENS: z.coerce.number().int().min(0).max(512).default(24),
    /** Documents of at least this many characters are chunked in a worker thread (0: all of them). */
    ENGRAM_PIPELINE_OFF_THREAD_MIN_CHARS: z.coerce.number().int().min(0).default(DEFAULT_OFF_THREAD_MIN_CHARS),
    /** Run the classify and chunk consumers in this process (off for an API-only replica). */
    ENGRAM_PIPELINE_ENABLED: envBoolean(true),
    /** Seconds in-flight calls and pipeline handlers get to finish on shutdown before their work is handed back. */
    ENGRAM_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  })
  .superRefine(requireSharedMasterKey);

export interface IngestConfig extends ServiceListenConfig {
  database: { kind: 'postgres'; url: string; maxConnections: number };
  keys: SharedKeysConfig;
  kafka: KafkaConfig;
  classifierAddress: string;
  rpcTimeoutMs: number;
  pipeline: {
    enabled: boolean;
    chunkMaxTokens: number;
    chunkOverlapTokens: number;
    maxChunksPerDocument: number;
    offThreadMinChars: number;
  };
  shutdownGraceMs: number;
  log: { level: string };
}

export function loadIngestConfig(env: NodeJS.ProcessEnv = process.env): IngestConfig {
  const e = parseEnv(ingestEnvSchema, env);
  return {
    ...serviceListenConfigFrom(e),
    database: { kind: 'postgres', url: e.DATABASE_URL, maxConnections: e.ENGRAM_DB_POOL_SIZE },
    keys: sharedKeysConfigFrom(e),
    kafka: kafkaConfigFrom(e),
    classifierAddress: e.ENGRAM_CLASSIFIER_ADDR,
    rpcTimeoutMs: e.ENGRAM_RPC_TIMEOUT_SECONDS * 1000,
    pipeline: {
      enabled: e.ENGRAM_PIPELINE_ENABLED,
      chunkMaxTokens: e.ENGRAM_CHUNK_MAX_TOKENS,
      maxChunksPerDocument: e.ENGRAM_MAX_CHUNKS_PER_DOCUMENT,
      chunkOverlapTokens: e.ENGRAM_CHUNK_OVERLAP_TOKENS,
      offThreadMinChars: e.ENGRAM_PIPELINE_OFF_THREAD_MIN_CHARS,
    },
    shutdownGraceMs: e.ENGRAM_SHUTDOWN_GRACE_SECONDS * 1000,
    log: { level: e.LOG_LEVEL },
  };
}
