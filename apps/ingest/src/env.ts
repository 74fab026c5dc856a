// Environment of the ingest service in the distributed profile: documents, versions and jobs on PostgreSQL, the
// pipeline's classify and chunk steps on Kafka, the classifier service over gRPC.
import { envBoolean, envList, keyProviderEnv, logEnv, parseEnv, z } from '@engram/config';

export const ingestEnvSchema = z
  .object({
    ...keyProviderEnv,
    ...logEnv,
    /** PostgreSQL URL holding documents, versions, chunks and jobs (migrated on start). */
    DATABASE_URL: z.url(),
    /** Pool size of this process's PostgreSQL connections. */
    ENGRAM_DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Interface the gRPC and ops ports listen on. */
    HOST: z.string().default('0.0.0.0'),
    /** gRPC port of the IngestService. */
    GRPC_PORT: z.coerce.number().int().min(0).max(65535).default(50051),
    /** HTTP port for /healthz, /readyz (probes) and /metrics (Prometheus). */
    OPS_PORT: z.coerce.number().int().min(0).max(65535).default(9090),
    /** Kafka bootstrap brokers, comma-separated `host:port`. */
    KAFKA_BROKERS: envList().pipe(z.array(z.string()).min(1, 'at least one broker is required')),
    /** Kafka client id (shows in broker logs and quotas). */
    KAFKA_CLIENT_ID: z.string().default('engram-ingest'),
    /** A consumer silent this long leaves its group (kafkajs default 30000). */
    KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
    /** Consumer heartbeat interval, well under the session timeout (kafkajs default 3000). */
    KAFKA_HEARTBEAT_INTERVAL_MS: z.coerce.number().int().positive().optional(),
    /** Longest a fetch waits for new data (kafkajs default 5000; brokers answer early when data arrives). */
    KAFKA_MAX_WAIT_MS: z.coerce.number().int().positive().optional(),
    /** gRPC address (`host:port`) of the classifier service. */
    ENGRAM_CLASSIFIER_ADDR: z.string().min(1),
    /** Deadline of a call to the classifier. */
    ENGRAM_RPC_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
    /** Chunk size bound in tokens, and the overlap carried between neighbouring chunks. */
    ENGRAM_CHUNK_MAX_TOKENS: z.coerce.number().int().min(16).max(2048).default(160),
    ENGRAM_CHUNK_OVERLAP_TOKENS: z.coerce.number().int().min(0).max(512).default(24),
    /** Run the classify and chunk consumers in this process (off for an API-only replica). */
    ENGRAM_PIPELINE_ENABLED: envBoolean(true),
    /** Seconds in-flight calls and pipeline handlers get to finish on shutdown before their work is handed back. */
    ENGRAM_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  })
  .superRefine((env, ctx) => {
    // Every process of the distributed profile must hold the same master key, so none may create one.
    if (env.ENGRAM_KEY_PROVIDER === 'aws-kms' && !env.ENGRAM_KMS_KEY_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENGRAM_KMS_KEY_ID'],
        message: 'is required with ENGRAM_KEY_PROVIDER=aws-kms',
      });
    }
    if (env.ENGRAM_KEY_PROVIDER === 'local' && !env.ENGRAM_MASTER_KEY === !env.ENGRAM_MASTER_KEY_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENGRAM_MASTER_KEY'],
        message: 'set exactly one of ENGRAM_MASTER_KEY or ENGRAM_MASTER_KEY_FILE (shared by every service)',
      });
    }
  });

export type KeysConfig =
  | { provider: 'local'; masterKeyBase64: string }
  | { provider: 'local'; masterKeyFile: string }
  | { provider: 'aws-kms'; keyId: string; region?: string; endpoint?: string };

export interface IngestConfig {
  grpc: { host: string; port: number };
  ops: { host: string; port: number };
  database: { kind: 'postgres'; url: string; maxConnections: number };
  keys: KeysConfig;
  kafka: {
    brokers: string[];
    clientId: string;
    consumer: { sessionTimeoutMs?: number; heartbeatIntervalMs?: number; maxWaitTimeMs?: number };
  };
  classifierAddress: string;
  rpcTimeoutMs: number;
  pipeline: { enabled: boolean; chunkMaxTokens: number; chunkOverlapTokens: number };
  shutdownGraceMs: number;
  log: { level: string };
}

export function loadIngestConfig(env: NodeJS.ProcessEnv = process.env): IngestConfig {
  const e = parseEnv(ingestEnvSchema, env);
  return {
    grpc: { host: e.HOST, port: e.GRPC_PORT },
    ops: { host: e.HOST, port: e.OPS_PORT },
    database: { kind: 'postgres', url: e.DATABASE_URL, maxConnections: e.ENGRAM_DB_POOL_SIZE },
    keys:
      e.ENGRAM_KEY_PROVIDER === 'aws-kms'
        ? {
            provider: 'aws-kms',
            keyId: e.ENGRAM_KMS_KEY_ID!,
            ...(e.AWS_REGION ? { region: e.AWS_REGION } : {}),
            ...(e.ENGRAM_KMS_ENDPOINT ? { endpoint: e.ENGRAM_KMS_ENDPOINT } : {}),
          }
        : e.ENGRAM_MASTER_KEY
          ? { provider: 'local', masterKeyBase64: e.ENGRAM_MASTER_KEY }
          : { provider: 'local', masterKeyFile: e.ENGRAM_MASTER_KEY_FILE! },
    kafka: {
      brokers: e.KAFKA_BROKERS,
      clientId: e.KAFKA_CLIENT_ID,
      consumer: {
        ...(e.KAFKA_SESSION_TIMEOUT_MS ? { sessionTimeoutMs: e.KAFKA_SESSION_TIMEOUT_MS } : {}),
        ...(e.KAFKA_HEARTBEAT_INTERVAL_MS ? { heartbeatIntervalMs: e.KAFKA_HEARTBEAT_INTERVAL_MS } : {}),
        ...(e.KAFKA_MAX_WAIT_MS ? { maxWaitTimeMs: e.KAFKA_MAX_WAIT_MS } : {}),
      },
    },
    classifierAddress: e.ENGRAM_CLASSIFIER_ADDR,
    rpcTimeoutMs: e.ENGRAM_RPC_TIMEOUT_SECONDS * 1000,
    pipeline: {
      enabled: e.ENGRAM_PIPELINE_ENABLED,
      chunkMaxTokens: e.ENGRAM_CHUNK_MAX_TOKENS,
      chunkOverlapTokens: e.ENGRAM_CHUNK_OVERLAP_TOKENS,
    },
    shutdownGraceMs: e.ENGRAM_SHUTDOWN_GRACE_SECONDS * 1000,
    log: { level: e.LOG_LEVEL },
  };
}
