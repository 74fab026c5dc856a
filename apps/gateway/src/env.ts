// Environment of the gateway in the distributed profile: the public REST edge, identity on PostgreSQL, and gRPC clients
// to the ingest, retrieval, memory and lifecycle services.
import {
  keyProviderEnv,
  logEnv,
  parseEnv,
  postgresEnv,
  requireSharedMasterKey,
  sharedKeysConfigFrom,
  z,
  type SharedKeysConfig,
} from '@engram/config';

/** Rate limits of the REST edge (counted per gateway replica); the embedded server reads the same variables. */
export const rateLimitEnv = {
  /** Data-plane requests per API key per second, and the burst on top of it. */
  ENGRAM_RATE_LIMIT_PER_SECOND: z.coerce.number().positive().default(100),
  ENGRAM_RATE_LIMIT_BURST: z.coerce.number().int().positive().default(200),
  /**
   * Per client address per minute: signups, logins, admin-token minting, and failed API-key authentications (an
   * address that sent this many bad keys in a minute is refused before its next key is looked up).
   */
  ENGRAM_PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Management-plane calls (portal tokens: namespaces, API keys, audit, tenants) per client address per minute. */
  ENGRAM_MANAGEMENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
};

export interface RateLimitConfig {
  perKeyPerSecond: number;
  perKeyBurst: number;
  publicPerMinute: number;
  managementPerMinute: number;
}

export function rateLimitsFrom(e: z.infer<z.ZodObject<typeof rateLimitEnv>>): RateLimitConfig {
  return {
    perKeyPerSecond: e.ENGRAM_RATE_LIMIT_PER_SECOND,
    perKeyBurst: e.ENGRAM_RATE_LIMIT_BURST,
    publicPerMinute: e.ENGRAM_PUBLIC_RATE_LIMIT_PER_MINUTE,
    managementPerMinute: e.ENGRAM_MANAGEMENT_RATE_LIMIT_PER_MINUTE,
  };
}

export const gatewayEnvSchema = z
  .object({
    ...keyProviderEnv,
    ...logEnv,
    /** DATABASE_URL holds workspaces, namespaces and API keys. */
    ...postgresEnv,
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
    ...rateLimitEnv,
    /** Deadline of a gateway-to-service call that sets none itself. */
    ENGRAM_RPC_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
    /** Seconds in-flight requests get to finish on shutdown. */
    ENGRAM_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  })
  .superRefine(requireSharedMasterKey);

export interface GatewayConfig {
  http: { port: number; host: string };
  database: { kind: 'postgres'; url: string; maxConnections: number };
  keys: SharedKeysConfig;
  auth: { secretBase64: string; portalTokenTtlSeconds: number };
  rateLimits: RateLimitConfig;
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
    keys: sharedKeysConfigFrom(e),
    auth: { secretBase64: e.ENGRAM_AUTH_SECRET, portalTokenTtlSeconds: e.ENGRAM_PORTAL_TOKEN_TTL_SECONDS },
    rateLimits: rateLimitsFrom(e),
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
