// Environment of the embedded all-in-one server. With nothing set it runs the embedded profile: PGlite, the local key
// file and the bundled encoder, all under ./.engram, serving REST on port 8080.
import {
  dataDirEnv,
  databaseEnv,
  embedderConfigFrom,
  embedderEnv,
  envBoolean,
  fusionConfigFrom,
  keywordIndexConfigFrom,
  fusionEnv,
  keyProviderEnv,
  logEnv,
  memoryConfigFrom,
  memoryEnv,
  parseEnv,
  refineMemoryEnv,
  z,
  type MemoryExtractionConfig,
} from '@engram/config';
import { DEFAULT_OFF_THREAD_MIN_CHARS } from '@engram/core';
import { rateLimitEnv, rateLimitsFrom, type RateLimitConfig } from '@engram/gateway';

export const serverEnvSchema = z
  .object({
    ...dataDirEnv,
    ...databaseEnv,
    ...keyProviderEnv,
    ...embedderEnv,
    ...fusionEnv,
    ...logEnv,
    /** REST port. */
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Interface to listen on. */
    HOST: z.string().default('0.0.0.0'),
    /**
     * How the gateway reaches the services inside this process: `in-process` (direct calls through the generated
     * contracts) or `grpc` (each service on its own loopback gRPC port, exactly as in the distributed profile).
     */
    ENGRAM_TRANSPORT: z.enum(['in-process', 'grpc']).default('in-process'),
    /** Documents embedded concurrently by the pipeline. */
    ENGRAM_EMBED_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
    /** Chunk size bound in tokens, and the overlap carried between neighbouring chunks. */
    ENGRAM_CHUNK_MAX_TOKENS: z.coerce.number().int().min(16).max(2048).default(160),
    ENGRAM_CHUNK_OVERLAP_TOKENS: z.coerce.number().int().min(0).max(512).default(24),
    /** Most chunks one document version may have; a longer one fails its job with `too_many_chunks`. */
    ENGRAM_MAX_CHUNKS_PER_DOCUMENT: z.coerce.number().int().min(1).max(1_000_000).default(50_000),
    // Documents of at least this many characters are classified and chunked in worker threads (0: all of them).
    ENGRAM_PIPELINE_OFF_THREAD_MIN_CHARS: z.coerce.number().int().min(0).default(DEFAULT_OFF_THREAD_MIN_CHARS),
    /** Most seconds the embed step may spend on one document version; past it the job fails with `processing_timeout`. */
    ENGRAM_MAX_PROCESSING_SECONDS: z.coerce.number().positive().max(86_400).default(3600),
    /** Run the ingestion pipeline consumers in this process (turn off for a query-only replica). */
    ENGRAM_PIPELINE_ENABLED: envBoolean(true),
    /** Run the embedded database (PGlite) in a worker thread, so its statements never block HTTP and queries. */
    ENGRAM_PGLITE_WORKER: envBoolean(true),
    ENGRAM_PGLITE_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(5),
    /** Base64 secret (32+ bytes) for portal tokens and portal identities; unset means <data dir>/auth.key (0600). */
    ENGRAM_AUTH_SECRET: z.string().optional(),
    /** Lifetime of a portal token in seconds. */
    ENGRAM_PORTAL_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    ...rateLimitEnv,
    ...memoryEnv,
    /** Seconds to wait for in-flight pipeline work on shutdown before handing it back to the queue. */
    ENGRAM_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  })
  .superRefine((env, ctx) => {
    refineMemoryEnv(env, ctx);
    if (env.ENGRAM_KEY_PROVIDER === 'aws-kms' && !env.ENGRAM_KMS_KEY_ID) {
      ctx.addIssue({ code: 'custom', path: ['ENGRAM_KMS_KEY_ID'], message: 'is required with ENGRAM_KEY_PROVIDER=aws-kms' });
    }
    if (env.ENGRAM_EMBEDDER === 'openai' && (!env.ENGRAM_EMBEDDER_URL || !env.ENGRAM_EMBEDDER_MODEL)) {
      ctx.addIssue({ code: 'custom', path: ['ENGRAM_EMBEDDER_URL'], message: 'ENGRAM_EMBEDDER_URL and ENGRAM_EMBEDDER_MODEL are required with ENGRAM_EMBEDDER=openai' });
    }
    if (env.ENGRAM_MASTER_KEY && env.ENGRAM_MASTER_KEY_FILE) {
      ctx.addIssue({ code: 'custom', path: ['ENGRAM_MASTER_KEY'], message: 'set ENGRAM_MASTER_KEY or ENGRAM_MASTER_KEY_FILE, not both' });
    }
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export interface ServerConfig {
  http: { port: number; host: string };
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string; worker: boolean; workerNice: number } | { kind: 'postgres'; url: string };
  keys:
    | { provider: 'local'; masterKeyBase64?: string; masterKeyFile?: string }
    | { provider: 'aws-kms'; keyId: string; region?: string; endpoint?: string };
  embedder:
    | { kind: 'use'; workers?: number; queryWorkers?: number; passageNice?: number }
    | { kind: 'openai'; url: string; model: string; apiKey?: string; dimensions?: number };
  fusion: { method: 'rrf' | 'convex'; semanticWeight: number; keywordWeight: number; rankConstant: number };
  /** Keyword index (BM25) settings; unset ones keep its defaults. */
  keywordIndex: { documentWeight?: number };
  transport: 'in-process' | 'grpc';
  pipeline: { enabled: boolean; embedConcurrency: number; chunkMaxTokens: number; chunkOverlapTokens: number; maxChunksPerDocument: number; maxProcessingMs: number; offThreadMinChars: number };
  shutdownGraceMs: number;
  log: { level: string };
  auth: { secretBase64?: string; portalTokenTtlSeconds: number };
  rateLimits: RateLimitConfig;
  memory: MemoryExtractionConfig;
}

export { fusionDefaults } from '@engram/config';

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const e = parseEnv(serverEnvSchema, env);
  const path = require('node:path') as typeof import('node:path');
  const dataDir = path.resolve(e.ENGRAM_DATA_DIR);
  return {
    http: { port: e.PORT, host: e.HOST },
    dataDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'db'), worker: e.ENGRAM_PGLITE_WORKER, workerNice: e.ENGRAM_PGLITE_WORKER_NICE },
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
          : { provider: 'local', masterKeyFile: e.ENGRAM_MASTER_KEY_FILE ?? path.join(dataDir, 'master.key') },
    embedder: embedderConfigFrom(e),
    fusion: fusionConfigFrom(e),
    keywordIndex: keywordIndexConfigFrom(e),
    transport: e.ENGRAM_TRANSPORT,
    pipeline: {
      enabled: e.ENGRAM_PIPELINE_ENABLED,
      embedConcurrency: e.ENGRAM_EMBED_CONCURRENCY,
      chunkMaxTokens: e.ENGRAM_CHUNK_MAX_TOKENS,
      chunkOverlapTokens: e.ENGRAM_CHUNK_OVERLAP_TOKENS,
      maxChunksPerDocument: e.ENGRAM_MAX_CHUNKS_PER_DOCUMENT,
      offThreadMinChars: e.ENGRAM_PIPELINE_OFF_THREAD_MIN_CHARS,
      maxProcessingMs: Math.round(e.ENGRAM_MAX_PROCESSING_SECONDS * 1000),
    },
    shutdownGraceMs: e.ENGRAM_SHUTDOWN_GRACE_SECONDS * 1000,
    log: { level: e.LOG_LEVEL },
    auth: { ...(e.ENGRAM_AUTH_SECRET ? { secretBase64: e.ENGRAM_AUTH_SECRET } : {}), portalTokenTtlSeconds: e.ENGRAM_PORTAL_TOKEN_TTL_SECONDS },
    rateLimits: rateLimitsFrom(e),
    memory: memoryConfigFrom(e),
  };
}
