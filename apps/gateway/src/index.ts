export { createGatewayApp, DEFAULT_RATE_LIMITS, type GatewayDeps, type RateLimits } from './app';
export { IdentityService, type AuthContext } from './identity/identity.service';
export { createIdentityModule, loadAuthSecret, type IdentityModule } from './identity/identity-module';
export { TenancyService } from './identity/tenancy.service';
export { PortalTokens, type PortalClaims } from './identity/portal-tokens';
export { AuditLog } from './identity/audit-log';
export { rateLimitEnv, rateLimitsFrom, type RateLimitConfig } from './env';
export { routeTable, type RouteEntry } from './http/route-table';
export { buildOpenApiDocument, type OpenApiDocument } from './openapi/document';
