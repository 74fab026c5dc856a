// Environment fragments shared by several processes (database, key provider, embedder, bus, search engines).
import { z } from 'zod';
import { envBoolean, envList, parseEnv } from './parse-env';

export const databaseEnv = {
  /** PostgreSQL URL for the distributed profile; unset means embedded PGlite under ENGRAM_DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
};

export const dataDirEnv = {
  /** Where the embedded profile keeps all state (database, master key, uploaded files). */
  ENGRAM_DATA_DIR: z.string().default('./.engram'),
};

export const keyProviderEnv = {
  /** `local` (master key file or ENGRAM_MASTER_KEY) or `aws-kms`. */
  ENGRAM_KEY_PROVIDER: z.enum(['local', 'aws-kms']).default('local'),
  /** Base64 32-byte master key for the local provider; unset means a 0600 key file in the data directory. */
  ENGRAM_MASTER_KEY: z.string().optional(),
  /** Path of the local master key file (default: <data dir>/master.key). */
  ENGRAM_MASTER_KEY_FILE: z.string().optional(),
  /** KMS key id or ARN for the aws-kms provider. */
  ENGRAM_KMS_KEY_ID: z.string().optional(),
  /** AWS region for KMS. */
  AWS_REGION: z.string().optional(),
  /** KMS endpoint override (e.g. a VPC endpoint). */
  ENGRAM_KMS_ENDPOINT: z.string().url().optional(),
};

export const embedderEnv = {
  /** `use` = bundled Universal Sentence Encoder lite; `openai` = any OpenAI-compatible /v1/embeddings endpoint. */
  ENGRAM_EMBEDDER: z.enum(['use', 'openai']).default('use'),
  /** Worker threads for the bundled encoder (default: one per core). */
  ENGRAM_EMBEDDER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Extra encoder workers that embed only queries, so a search never waits behind passages being embedded. */
  ENGRAM_EMBEDDER_QUERY_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  /**
   * Nice value (0-19) of the bundled encoder's passage workers (Linux): they yield the CPU to query work whenever both
   * want it, so ingest cannot slow searches down much; 0 treats them like everything else.
   */
  ENGRAM_EMBEDDER_PASSAGE_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** Base URL of the OpenAI-compatible embedding endpoint. */
  ENGRAM_EMBEDDER_URL: z.string().url().optional(),
  /** Model name sent to the OpenAI-compatible endpoint. */
  ENGRAM_EMBEDDER_MODEL: z.string().optional(),
  /** Bearer token for the OpenAI-compatible endpoint. */
  ENGRAM_EMBEDDER_API_KEY: z.string().optional(),
  /** Expected vector size of the external embedder. */
  ENGRAM_EMBEDDER_DIMENSIONS: z.coerce.number().int().positive().optional(),
};

export const fusionEnv = {
  /** Weight of the semantic leg in reciprocal-rank fusion (spec default 0.7 with an external embedder). */
  ENGRAM_RRF_SEMANTIC_WEIGHT: z.coerce.number().min(0).max(1).optional(),
  /** Weight of the keyword leg in reciprocal-rank fusion (spec default 0.3 with an external embedder). */
  ENGRAM_RRF_KEYWORD_WEIGHT: z.coerce.number().min(0).max(1).optional(),
  /** RRF rank constant k (spec default 60). */
  ENGRAM_RRF_K: z.coerce.number().int().min(1).max(1000).default(60),
  /** `rrf` (the spec's) or `convex` (min-max normalised scores); default depends on the embedder (docs/retrieval.md). */
  ENGRAM_FUSION_METHOD: z.enum(['rrf', 'convex']).optional(),
  /**
   * Embedded keyword index: share of a chunk's BM25 score taken from its document's (0 ranks chunks alone; default 0.7,
   * docs/retrieval.md). The OpenSearch backend ranks chunks alone.
   */
  ENGRAM_KEYWORD_DOCUMENT_WEIGHT: z.coerce.number().min(0).max(1).optional(),
};

/**
 * Fusion defaults: the spec's RRF 0.7 semantic / 0.3 keyword with an external embedder; with the bundled encoder, which
 * is weak on retrieval, a convex combination 0.2 / 0.8 chosen on training data (docs/retrieval.md).
 */
export function fusionDefaults(embedder: 'use' | 'openai'): { method: 'rrf' | 'convex'; semanticWeight: number; keywordWeight: number } {
  return embedder === 'openai'
    ? { method: 'rrf', semanticWeight: 0.7, keywordWeight: 0.3 }
    : { method: 'convex', semanticWeight: 0.2, keywordWeight: 0.8 };
}

/** The fusion settings from the environment, defaults by embedder. */
export function fusionConfigFrom(e: {
  ENGRAM_EMBEDDER: 'use' | 'openai';
  ENGRAM_FUSION_METHOD?: 'rrf' | 'convex' | undefined;
  ENGRAM_RRF_SEMANTIC_WEIGHT?: number | undefined;
  ENGRAM_RRF_KEYWORD_WEIGHT?: number | undefined;
  ENGRAM_RRF_K: number;
}): { method: 'rrf' | 'convex'; semanticWeight: number; keywordWeight: number; rankConstant: number } {
  const d = fusionDefaults(e.ENGRAM_EMBEDDER);
  return {
    method: e.ENGRAM_FUSION_METHOD ?? d.method,
    semanticWeight: e.ENGRAM_RRF_SEMANTIC_WEIGHT ?? d.semanticWeight,
    keywordWeight: e.ENGRAM_RRF_KEYWORD_WEIGHT ?? d.keywordWeight,
    rankConstant: e.ENGRAM_RRF_K,
  };
}

/** Keyword index settings from the environment; unset ones keep the index's defaults. */
export function keywordIndexConfigFrom(e: { ENGRAM_KEYWORD_DOCUMENT_WEIGHT?: number | undefined }): { documentWeight?: number } {
  return e.ENGRAM_KEYWORD_DOCUMENT_WEIGHT === undefined ? {} : { documentWeight: e.ENGRAM_KEYWORD_DOCUMENT_WEIGHT };
}

export const logEnv = {
  /** pino level: fatal, error, warn, info, debug, trace, silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Pretty logs are for humans; production keeps JSON. */
  ENGRAM_LOG_PRETTY: envBoolean(false),
};

// ---- The distributed profile: one process per service. ----

/** Where a service of the distributed profile listens: its gRPC contract, and a small HTTP port for probes. */
export const serviceListenEnv = {
  /** Interface the gRPC and ops ports listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** gRPC port of the service's contract. */
  GRPC_PORT: z.coerce.number().int().min(0).max(65535).default(50051),
  /** HTTP port for /healthz, /readyz (probes) and /metrics (Prometheus). */
  OPS_PORT: z.coerce.number().int().min(0).max(65535).default(9090),
};

export interface ServiceListenConfig {
  grpc: { host: string; port: number };
  ops: { host: string; port: number };
}

export function serviceListenConfigFrom(e: { HOST: string; GRPC_PORT: number; OPS_PORT: number }): ServiceListenConfig {
  return { grpc: { host: e.HOST, port: e.GRPC_PORT }, ops: { host: e.HOST, port: e.OPS_PORT } };
}

/**
 * The whole environment of a service with no state of its own (the classifier; memory and lifecycle until they are
 * built): where it listens, its log level, and its shutdown grace.
 */
export const statelessServiceEnvSchema = z.object({
  ...logEnv,
  ...serviceListenEnv,
  /** Seconds in-flight calls get to finish on shutdown. */
  ENGRAM_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
});

export interface StatelessServiceConfig extends ServiceListenConfig {
  shutdownGraceMs: number;
  log: { level: string };
}

export function loadStatelessServiceConfig(env: NodeJS.ProcessEnv = process.env): StatelessServiceConfig {
  const e = parseEnv(statelessServiceEnvSchema, env);
  return {
    ...serviceListenConfigFrom(e),
    shutdownGraceMs: e.ENGRAM_SHUTDOWN_GRACE_SECONDS * 1000,
    log: { level: e.LOG_LEVEL },
  };
}

/** A service's PostgreSQL in the distributed profile, where there is no embedded fallback. Migrated on start. */
export const postgresEnv = {
  /** PostgreSQL URL (what it holds is the service's own data; see its env.ts). */
  DATABASE_URL: z.url(),
  /** Pool size of this process's PostgreSQL connections. */
  ENGRAM_DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
};

/** Kafka, for the services whose pipeline steps consume it. */
export const kafkaEnv = (defaultClientId: string) => ({
  /** Kafka bootstrap brokers, comma-separated `host:port`. */
  KAFKA_BROKERS: envList().pipe(z.array(z.string()).min(1, 'at least one broker is required')),
  /** Kafka client id (shows in broker logs and quotas). */
  KAFKA_CLIENT_ID: z.string().default(defaultClientId),
  /** A consumer silent this long leaves its group (kafkajs default 30000). */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /** Consumer heartbeat interval, well under the session timeout (kafkajs default 3000). */
  KAFKA_HEARTBEAT_INTERVAL_MS: z.coerce.number().int().positive().optional(),
  /** Longest a fetch waits for new data (kafkajs default 5000; brokers answer early when data arrives). */
  KAFKA_MAX_WAIT_MS: z.coerce.number().int().positive().optional(),
});

export interface KafkaConfig {
  brokers: string[];
  clientId: string;
  consumer: { sessionTimeoutMs?: number; heartbeatIntervalMs?: number; maxWaitTimeMs?: number };
}

export function kafkaConfigFrom(e: {
  KAFKA_BROKERS: string[];
  KAFKA_CLIENT_ID: string;
  KAFKA_SESSION_TIMEOUT_MS?: number | undefined;
  KAFKA_HEARTBEAT_INTERVAL_MS?: number | undefined;
  KAFKA_MAX_WAIT_MS?: number | undefined;
}): KafkaConfig {
  return {
    brokers: e.KAFKA_BROKERS,
    clientId: e.KAFKA_CLIENT_ID,
    consumer: {
      ...(e.KAFKA_SESSION_TIMEOUT_MS ? { sessionTimeoutMs: e.KAFKA_SESSION_TIMEOUT_MS } : {}),
      ...(e.KAFKA_HEARTBEAT_INTERVAL_MS ? { heartbeatIntervalMs: e.KAFKA_HEARTBEAT_INTERVAL_MS } : {}),
      ...(e.KAFKA_MAX_WAIT_MS ? { maxWaitTimeMs: e.KAFKA_MAX_WAIT_MS } : {}),
    },
  };
}

/** The parsed `keyProviderEnv` variables. */
export interface KeyProviderEnv {
  ENGRAM_KEY_PROVIDER: 'local' | 'aws-kms';
  ENGRAM_MASTER_KEY?: string | undefined;
  ENGRAM_MASTER_KEY_FILE?: string | undefined;
  ENGRAM_KMS_KEY_ID?: string | undefined;
  AWS_REGION?: string | undefined;
  ENGRAM_KMS_ENDPOINT?: string | undefined;
}

/** A master key every process of the distributed profile shares: given, never created by one of them. */
export type SharedKeysConfig =
  | { provider: 'local'; masterKeyBase64: string }
  | { provider: 'local'; masterKeyFile: string }
  | { provider: 'aws-kms'; keyId: string; region?: string; endpoint?: string };

/**
 * `superRefine` rule of the distributed profile: every process must hold the same master key, so none may create one.
 * A KMS key id with aws-kms; exactly one of the key or its file with the local provider.
 */
export function requireSharedMasterKey(env: KeyProviderEnv, ctx: z.RefinementCtx): void {
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
}

/** The keys config of an environment that passed `requireSharedMasterKey`. */
export function sharedKeysConfigFrom(e: KeyProviderEnv): SharedKeysConfig {
  if (e.ENGRAM_KEY_PROVIDER === 'aws-kms') {
    return {
      provider: 'aws-kms',
      keyId: e.ENGRAM_KMS_KEY_ID!,
      ...(e.AWS_REGION ? { region: e.AWS_REGION } : {}),
      ...(e.ENGRAM_KMS_ENDPOINT ? { endpoint: e.ENGRAM_KMS_ENDPOINT } : {}),
    };
  }
  return e.ENGRAM_MASTER_KEY
    ? { provider: 'local', masterKeyBase64: e.ENGRAM_MASTER_KEY }
    : { provider: 'local', masterKeyFile: e.ENGRAM_MASTER_KEY_FILE! };
}

export type EmbedderConfig =
  | { kind: 'use'; workers?: number; queryWorkers?: number; passageNice?: number }
  | { kind: 'openai'; url: string; model: string; apiKey?: string; dimensions?: number };

/** The embedder config of an environment whose `superRefine` requires the URL and model with `openai`. */
export function embedderConfigFrom(e: {
  ENGRAM_EMBEDDER: 'use' | 'openai';
  ENGRAM_EMBEDDER_WORKERS?: number | undefined;
  ENGRAM_EMBEDDER_QUERY_WORKERS?: number | undefined;
  ENGRAM_EMBEDDER_PASSAGE_NICE?: number | undefined;
  ENGRAM_EMBEDDER_URL?: string | undefined;
  ENGRAM_EMBEDDER_MODEL?: string | undefined;
  ENGRAM_EMBEDDER_API_KEY?: string | undefined;
  ENGRAM_EMBEDDER_DIMENSIONS?: number | undefined;
}): EmbedderConfig {
  return e.ENGRAM_EMBEDDER === 'openai'
    ? {
        kind: 'openai',
        url: e.ENGRAM_EMBEDDER_URL!,
        model: e.ENGRAM_EMBEDDER_MODEL!,
        ...(e.ENGRAM_EMBEDDER_API_KEY ? { apiKey: e.ENGRAM_EMBEDDER_API_KEY } : {}),
        ...(e.ENGRAM_EMBEDDER_DIMENSIONS ? { dimensions: e.ENGRAM_EMBEDDER_DIMENSIONS } : {}),
      }
    : {
        kind: 'use',
        ...(e.ENGRAM_EMBEDDER_WORKERS ? { workers: e.ENGRAM_EMBEDDER_WORKERS } : {}),
        ...(e.ENGRAM_EMBEDDER_QUERY_WORKERS !== undefined ? { queryWorkers: e.ENGRAM_EMBEDDER_QUERY_WORKERS } : {}),
        ...(e.ENGRAM_EMBEDDER_PASSAGE_NICE !== undefined ? { passageNice: e.ENGRAM_EMBEDDER_PASSAGE_NICE } : {}),
      };
}

/** The memory layer's extraction (embedded server and the memory service). */
export const memoryEnv = {
  /**
   * `offline`: rule-based English extraction with the bundled NLP models (no network). `llm`: an OpenAI-compatible
   * chat model (`/v1/chat/completions` of OpenAI, vLLM, Ollama, llama.cpp) with JSON-schema output, falling back to
   * the offline extractor when the model fails or answers out of schema.
   */
  ENGRAM_MEMORY_EXTRACTOR: z.enum(['offline', 'llm']).default('offline'),
  /** Base URL of the chat model server, e.g. `http://localhost:11434/v1` (required with `llm`). */
  ENGRAM_LLM_URL: z.string().url().optional(),
  /** Model name the server knows (required with `llm`). */
  ENGRAM_LLM_MODEL: z.string().optional(),
  ENGRAM_LLM_API_KEY: z.string().optional(),
  /** Per-call timeout of the chat model in milliseconds. */
  ENGRAM_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Most characters of one document that extraction reads (the rest is indexed, not mined for facts). */
  ENGRAM_MEMORY_MAX_EXTRACT_CHARS: z.coerce.number().int().min(1000).max(10_485_760).default(200_000),
};

export type MemoryExtractionConfig = {
  maxChars: number;
  extractor: { kind: 'offline' } | { kind: 'llm'; url: string; model: string; apiKey?: string; timeoutMs: number };
};

/** The extraction config of an environment parsed with `memoryEnv` (refined with `refineMemoryEnv`). */
export function memoryConfigFrom(e: {
  ENGRAM_MEMORY_EXTRACTOR: 'offline' | 'llm';
  ENGRAM_LLM_URL?: string | undefined;
  ENGRAM_LLM_MODEL?: string | undefined;
  ENGRAM_LLM_API_KEY?: string | undefined;
  ENGRAM_LLM_TIMEOUT_MS: number;
  ENGRAM_MEMORY_MAX_EXTRACT_CHARS: number;
}): MemoryExtractionConfig {
  return {
    maxChars: e.ENGRAM_MEMORY_MAX_EXTRACT_CHARS,
    extractor:
      e.ENGRAM_MEMORY_EXTRACTOR === 'llm'
        ? { kind: 'llm', url: e.ENGRAM_LLM_URL!, model: e.ENGRAM_LLM_MODEL!, ...(e.ENGRAM_LLM_API_KEY ? { apiKey: e.ENGRAM_LLM_API_KEY } : {}), timeoutMs: e.ENGRAM_LLM_TIMEOUT_MS }
        : { kind: 'offline' },
  };
}

/** Cross-field rule of `memoryEnv`, for an environment schema's `superRefine`. */
export function refineMemoryEnv(
  env: { ENGRAM_MEMORY_EXTRACTOR: 'offline' | 'llm'; ENGRAM_LLM_URL?: string | undefined; ENGRAM_LLM_MODEL?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (env.ENGRAM_MEMORY_EXTRACTOR === 'llm' && (!env.ENGRAM_LLM_URL || !env.ENGRAM_LLM_MODEL)) {
    ctx.addIssue({ code: 'custom', path: ['ENGRAM_LLM_URL'], message: 'ENGRAM_LLM_URL and ENGRAM_LLM_MODEL are required with ENGRAM_MEMORY_EXTRACTOR=llm' });
  }
}
