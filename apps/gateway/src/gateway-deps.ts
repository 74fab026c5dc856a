// What the gateway is built from: its own identity module, the services' clients, and the process's telemetry.
import type { ServiceClient, ingestv1, lifecyclev1, memoryv1, retrievalv1 } from '@engram/proto';
import type { Logger, Metrics } from '@engram/telemetry';
import type { RateLimitConfig } from './env';
import type { AuditLog } from './identity/audit-log';
import type { IdentityService } from './identity/identity.service';
import type { PortalTokens } from './identity/portal-tokens';
import type { TenancyService } from './identity/tenancy.service';

export interface GatewayDeps {
  identity: IdentityService;
  tenancy: TenancyService;
  tokens: PortalTokens;
  audit: AuditLog;
  rateLimits?: RateLimitConfig;
  ingest: ServiceClient<typeof ingestv1.IngestService>;
  retrieval: ServiceClient<typeof retrievalv1.RetrievalService>;
  memory: ServiceClient<typeof memoryv1.MemoryService>;
  lifecycle: ServiceClient<typeof lifecyclev1.LifecycleService>;
  logger: Logger;
  metrics: Metrics;
  /** Readiness, as /readyz reports it. */
  ready: () => Promise<boolean>;
}
