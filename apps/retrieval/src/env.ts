// Environment of the retrieval service in the distributed profile: the embed and index steps on Kafka, an embedder, the
// vector and keyword indexes (Qdrant + OpenSearch, or embedded stores for clusters without them), and the ingest
// service over gRPC for chunk text.
import path from 'node:path';
import {
  dataDirEnv,
  embedderConfigFrom,
  embedderEnv,
  fusionConfigFrom,
  keywordIndexConfigFrom,
  fusionEnv,
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
  type EmbedderConfig,
  type KafkaConfig,
  type ServiceListenConfig,
  type SharedKeysConfig,
} from '@engram/config';

export const retrievalEnvSchema = z
  .object({
    ...keyProviderEnv,
    ...embedderEnv,
    ...fusionEnv,
    ...logEnv,
    /** Where the embedded search backend keeps its vector store (ENGRAM_SEARCH_BACKEND=embedded only). */
    ...dataDirEnv,
    /** DATABASE_URL holds staged vectors (and keyword postings with the embedded backend); tenants' wrapped keys are read there. */
    ...postgresEnv,
    /** GRPC_PORT serves the RetrievalService. */
    ...serviceListenEnv,
    ...kafkaEnv('engram-retrieval'),
    /** gRPC address (`host:port`) of the ingest service. */
    ENGRAM_INGEST_ADDR: z.string().min(1),
    /** Deadline of a call to the ingest service. */
    ENGRAM_RPC_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
    /**
     * `external`: vectors in Qdrant (QDRANT_URL) and keyword postings in OpenSearch (OPENSEARCH_URL). `embedded`: vectors
     * in a PGlite store under ENGRAM_DATA_DIR and keyword postings on DATABASE_URL, for clusters without those engines
     * (one replica, since the vector store is a local directory).
     */
    ENGRAM_SEARCH_BACKEND: z.enum(['external', 'embedded']).default('external'),
    /** Qdrant REST URL, e.g. http://qdrant:6333. */
    QDRANT_URL: z.url().optional(),
    /** Qdrant API key, when the cluster requires one. */
    QDRANT_API_KEY: z.string().optional(),
    /** OpenSearch URL, credentials in the URL when needed (https://user:pass@host:9200). */
    OPENSEARCH_URL: z.url().optional(),
    /** Documents embedded concurrently by the embed step. */
    ENGRAM_EMBED_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
    /** Most seconds the embed step may spend on one document version; past it the job fails with `processing_timeout`. */
    ENGRAM_MAX_PROCESSING_SECONDS: z.coerce.number().positive().max(86_400).default(3600),
    /** Seconds in-flight calls and pipeline handlers get to finish on shutdown before their work is handed back. */
    ENGRAM_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  })
  .superRefine((env, ctx) => {
    requireSharedMasterKey(env, ctx);
    if (env.ENGRAM_EMBEDDER === 'openai' && (!env.ENGRAM_EMBEDDER_URL || !env.ENGRAM_EMBEDDER_MODEL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENGRAM_EMBEDDER_URL'],
        message: 'ENGRAM_EMBEDDER_URL and ENGRAM_EMBEDDER_MODEL are required with ENGRAM_EMBEDDER=openai',
      });
    }
    if (env.ENGRAM_SEARCH_BACKEND === 'external') {
      for (const name of ['QDRANT_URL', 'OPENSEARCH_URL'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required with ENGRAM_SEARCH_BACKEND=external (or set it to embedded)',
          });
      }
    }
  });

export interface RetrievalConfig extends ServiceListenConfig {
  database: { kind: 'postgres'; url: string; maxConnections: number };
  keys: SharedKeysConfig;
  kafka: KafkaConfig;
  ingestAddress: string;
  rpcTimeoutMs: number;
  search:
    | { backend: 'external'; qdrant: { url: string; apiKey?: string }; opensearch: { url: string } }
    | { backend: 'embedded'; vectorDataDir: string };
  embedder: EmbedderConfig;
  fusion: { method: 'rrf' | 'convex'; semanticWeight: number; keywordWeight: number; rankConstant: number };
  /** Embedded keyword index (BM25) settings; unset ones keep its defaults. */
  keywordIndex: { documentWeight?: number };
  embedConcurrency: number;
  maxProcessingMs: number;
  shutdownGraceMs: number;
  log: { level: string };
}


export function loadRetrievalConfig(env: NodeJS.ProcessEnv = process.env): RetrievalConfig {
  const e = parseEnv(retrievalEnvSchema, env);
  return {
    ...serviceListenConfigFrom(e),
    database: { kind: 'postgres', url: e.DATABASE_URL, maxConnections: e.ENGRAM_DB_POOL_SIZE },
    keys: sharedKeysConfigFrom(e),
    kafka: kafkaConfigFrom(e),
    ingestAddress: e.ENGRAM_INGEST_ADDR,
    rpcTimeoutMs: e.ENGRAM_RPC_TIMEOUT_SECONDS * 1000,
    search:
      e.ENGRAM_SEARCH_BACKEND === 'external'
        ? {
            backend: 'external',
            qdrant: { url: e.QDRANT_URL!, ...(e.QDRANT_API_KEY ? { apiKey: e.QDRANT_API_KEY } : {}) },
            opensearch: { url: e.OPENSEARCH_URL! },
          }
        : { backend: 'embedded', vectorDataDir: path.join(path.resolve(e.ENGRAM_DATA_DIR), 'search') },
    embedder: embedderConfigFrom(e),
    fusion: fusionConfigFrom(e),
    keywordIndex: keywordIndexConfigFrom(e),
    embedConcurrency: e.ENGRAM_EMBED_CONCURRENCY,
    maxProcessingMs: Math.round(e.ENGRAM_MAX_PROCESSING_SECONDS * 1000),
    shutdownGraceMs: e.ENGRAM_SHUTDOWN_GRACE_SECONDS * 1000,
    log: { level: e.LOG_LEVEL },
  };
}
