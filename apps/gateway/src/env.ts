// Environment of the gateway in the distributed profile: the public REST edge, identity on PostgreSQL, and gRPC clients
// to the ingest, retrieval, memory and lifecycle services.
import { keyProviderEnv, logEnv, parseEnv, z } from '@engram/config';

export const gatewayEnvSchema = z
  .object({
    ...keyProviderEnv,
    ...logEnv,
    /** PostgreSQL URL holding workspaces, namespaces and API keys (migrated on start). */
    DATABASE_URL: z.url(),
    /** Pool size of this process's PostgreSQL connections. */
    ENGRAM_DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** REST port. */
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Interface to listen on. */
    HOST: z.string().default('0.0.0.0'),
    /** gRPC address (`host:port`) of the ingest service. */
    ENGRAM_INGEST_ADDR: z.string().min(1),
    /** gRPC address of the retrieval service. */
    ENGRAM_RETRIEVAL_ADDR: z.string().min(1),
    /** gRPC address of the memory service. */
    ENGRAM_MEMORY_ADDR: z.string().min(1),
    /** gRPC address of the lifecycle service. */
    ENGRAM_LIFECYCLE_ADDR: z.string().min(1),
    /** Base64 secret (32+ bytes) for portal tokens and portal identities; every gateway replica needs the same one. */
    ENGRAM_AUTH_SECRET: z.string().min(1),
    /** Lifetime of a portal token in seconds. */
    ENGRAM_PORTAL_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    /** Data-plane requests per API key per second, and the burst on top of it (counted per gateway replica). */
    ENGRAM_RATE_LIMIT_PER_SECOND: z.coerce.number().positive().default(100),
    ENGRAM_RATE_LIMIT_BURST: z.coerce.number().int().positive().default(200),
    /** Signups and logins per client address per minute (counted per gateway replica). */
    ENGRAM_PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** Deadline of a gateway-to-service call that sets none itself. */
    ENGRAM_RPC_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
    /** Seconds in-flight requests get to finish on shutdown. */
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

export interface GatewayConfig {
  http: { port: number; host: string };
  database: { kind: 'postgres'; url: string; maxConnections: number };
  keys: KeysConfig;
  auth: { secretBase64: string; portalTokenTtlSeconds: number };
  rateLimits: { perKeyPerSecond: number; perKeyBurst: number; publicPerMinute: number };
  services: { ingest: string; retrieval: string; memory: string; lifecycle: string };
  rpcTimeoutMs: number;
  shutdownGraceMs: number;
  log: { level: string };
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const e = parseEnv(gatewayEnvSchema, env);
  return {
    http: { port: e.PORT, host: e.HOST },
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
    auth: { secretBase64: e.ENGRAM_AUTH_SECRET, portalTokenTtlSeconds: e.ENGRAM_PORTAL_TOKEN_TTL_SECONDS },
    rateLimits: {
      perKeyPerSecond: e.ENGRAM_RATE_LIMIT_PER_SECOND,
      perKeyBurst: e.ENGRAM_RATE_LIMIT_BURST,
      publicPerMinute: e.ENGRAM_PUBLIC_RATE_LIMIT_PER_MINUTE,
    },
    services: {
      ingest: e.ENGRAM_INGEST_ADDR,
      retrieval: e.ENGRAM_RETRIEVAL_ADDR,
      memory: e.ENGRAM_MEMORY_ADDR,
      lifecycle: e.ENGRAM_LIFECYCLE_ADDR,
    },
    rpcTimeoutMs: e.ENGRAM_RPC_TIMEOUT_SECONDS * 1000,
    shutdownGraceMs: e.ENGRAM_SHUTDOWN_GRACE_SECONDS * 1000,
    log: { level: e.LOG_LEVEL },
  };
}
