// Environment of the memory service in the distributed profile: stateless today, so only where to listen.
import { logEnv, parseEnv, z } from '@engram/config';

export const memoryEnvSchema = z.object({
  ...logEnv,
  /** Interface the gRPC and ops ports listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** gRPC port of the MemoryService. */
  GRPC_PORT: z.coerce.number().int().min(0).max(65535).default(50051),
  /** HTTP port for /healthz, /readyz (probes) and /metrics (Prometheus). */
  OPS_PORT: z.coerce.number().int().min(0).max(65535).default(9090),
  /** Seconds in-flight calls get to finish on shutdown. */
  ENGRAM_SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
});

export interface MemoryConfig {
  grpc: { host: string; port: number };
  ops: { host: string; port: number };
  shutdownGraceMs: number;
  log: { level: string };
}

export function loadMemoryConfig(env: NodeJS.ProcessEnv = process.env): MemoryConfig {
  const e = parseEnv(memoryEnvSchema, env);
  return {
    grpc: { host: e.HOST, port: e.GRPC_PORT },
    ops: { host: e.HOST, port: e.OPS_PORT },
    shutdownGraceMs: e.ENGRAM_SHUTDOWN_GRACE_SECONDS * 1000,
    log: { level: e.LOG_LEVEL },
  };
}
