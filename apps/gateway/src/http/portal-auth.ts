// Who makes a management call: a portal token (Authorization: Bearer) for one workspace, named by X-Tenant-Id (or
// implied when the token names exactly one). docs/api-decisions.md "Portal tokens".
import type { Request, Response } from 'express';
import { AppError } from '@engram/core';
import type { PortalClaims, PortalTokens } from '../identity/portal-tokens';
import type { ManagementActor, TenancyService } from '../identity/tenancy.service';
import { requestIdOf } from './caller';
import { parseOrThrow, uuidSchema } from './validation';

export interface PortalAuth {
  /** The token's holder; 401 without a valid token. */
  actor(req: Request, res: Response): ManagementActor;
  /** The holder and the workspace it administers here (canonical id); `fromBody` must agree with X-Tenant-Id. */
  tenantFor(req: Request, res: Response, fromBody?: string): Promise<{ actor: ManagementActor; tenantId: string }>;
}

export function portalAuth(tenancy: TenancyService, tokens: PortalTokens): PortalAuth {
  const bearer = (req: Request): string | undefined => {
    const h = req.header('authorization');
    if (!h) return undefined;
    const m = /^Bearer\s+(\S+)$/i.exec(h);
    if (!m) throw AppError.unauthenticated('portal_token_invalid', 'Authorization must be `Bearer <portal token>`.');
    return m[1];
  };

  const actor = (req: Request, res: Response): ManagementActor => {
    const token = bearer(req);
    if (!token) {
      if (req.header('x-api-key')) {
        throw AppError.unauthenticated('portal_token_required', 'Management calls take a portal token (Authorization: Bearer), not an API key.');
      }
      throw AppError.unauthenticated('portal_token_missing', 'Send a portal token: Authorization: Bearer <token>.');
    }
    const claims: PortalClaims = tokens.verify(token);
    return { claims, requestId: requestIdOf(res) };
  };

  return {
    actor,
    async tenantFor(req, res, fromBody) {
      const a = actor(req, res);
      const rawHeader = req.header('x-tenant-id');
      const header = rawHeader === undefined ? undefined : parseOrThrow(uuidSchema, rawHeader.trim(), 'tenant_id');
      if (header && fromBody && header !== fromBody) {
        throw AppError.invalid('tenant_id_mismatch', 'X-Tenant-Id and tenant_id name different workspaces.');
      }
      return { actor: a, tenantId: await tenancy.authorize(a, header ?? fromBody ?? singleTenant(a.claims)) };
    },
  };
}

/** A token for exactly one workspace needs no X-Tenant-Id. */
function singleTenant(claims: PortalClaims): string | undefined {
  return claims.tenants.length === 1 ? claims.tenants[0]!.tenant_id : undefined;
}
