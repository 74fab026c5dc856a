// Environment fragments shared by several processes (database, key provider, embedder, bus, search engines).
import { z } from 'zod';
import { envBoolean } from './parse-env';

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
};

export const logEnv = {
  /** pino level: fatal, error, warn, info, debug, trace, silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Pretty logs are for humans; production keeps JSON. */
  ENGRAM_LOG_PRETTY: envBoolean(false),
};
