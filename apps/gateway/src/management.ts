// The management plane (spec 4.8, 4.9, 4.10 tenants, 5): portal JWTs, not API keys. Also the portal-token endpoints
// and the audit trail, which the spec leaves open (docs/api-decisions.md).
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { AppError, SENSITIVITIES } from '@engram/core';
import { z } from 'zod';
import type { AuditLog } from './identity/audit-log';
import type { PortalClaims, PortalTokens } from './identity/portal-tokens';
import type { ManagementActor, TenancyService } from './identity/tenancy.service';
import { nameSchema, namespaceKey, parseOrThrow, uuidSchema } from './http/validation';

type Handler = (req: Request, res: Response) => Promise<void>;
const route = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => {
  fn(req, res).catch(next);
};

const scopesSchema = z
  .array(z.strictObject({ namespace_id: uuidSchema, permissions: z.array(z.enum(['read', 'write'])).min(1).max(2) }))
  .max(1000);
const createKeySchema = z.strictObject({
  name: nameSchema,
  max_sensitivity: z.enum(SENSITIVITIES),
  tenant_id: uuidSchema.optional(),
  default_namespace_id: uuidSchema.optional(),
  scopes: scopesSchema.optional(),
});
const adminKeyFormSchema = z.strictObject({ name: nameSchema, max_sensitivity: z.enum(SENSITIVITIES) });
const updateScopesSchema = z.strictObject({ default_namespace_id: uuidSchema.optional(), scopes: scopesSchema });
const createNamespaceSchema = z.strictObject({ key: namespaceKey, name: nameSchema });
const updateNamespaceSchema = z
  .strictObject({ name: nameSchema.optional(), status: z.enum(['active', 'archived']).optional() })
  .refine((b) => b.name !== undefined || b.status !== undefined, 'name or status is required');
const auditParamsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export function createManagementRouter(deps: {
  tenancy: TenancyService;
  tokens: PortalTokens;
  audit: AuditLog;
  json: express.RequestHandler;
  /** Rate limit of every management call, and the stricter one of admin-token minting (both per client address). */
  throttle: express.RequestHandler;
  throttleTokenMinting: express.RequestHandler;
  /** Tenant deletion belongs to the lifecycle service. */
  deleteTenant: (tenantId: string, hardDelete: boolean, requestId: string) => Promise<unknown>;
}): Router {
  const { tenancy, tokens, json, throttle } = deps;
  const router = express.Router();

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
    return { claims, requestId: res.locals.requestId as string };
  };

  const tenantFor = async (req: Request, res: Response, fromBody?: string) => {
    const a = actor(req, res);
    const rawHeader = req.header('x-tenant-id');
    const header = rawHeader === undefined ? undefined : parseOrThrow(uuidSchema, rawHeader.trim(), 'tenant_id');
    if (header && fromBody && header !== fromBody) {
      throw AppError.invalid('tenant_id_mismatch', 'X-Tenant-Id and tenant_id name different workspaces.');
    }
    return { actor: a, tenantId: await tenancy.authorize(a, header ?? fromBody ?? singleTenant(a.claims)) };
  };

  // ---- tokens ----------------------------------------------------------------------------------------------------
  router.post(
    '/auth/token',
    deps.throttleTokenMinting,
    route(async (req, res) => {
      const r = await tenancy.tokenForAdminKey(req.header('x-api-key'));
      res.json({ access_token: r.token, token_type: 'Bearer', expires_in: r.expiresIn, tenants: r.claims.tenants });
    }),
  );

  // ---- namespaces ------------------------------------------------------------------------------------------------
  router.get(
    '/namespaces',
    throttle,
    route(async (req, res) => {
      const { tenantId } = await tenantFor(req, res);
      res.json({ namespaces: await tenancy.listNamespaces(tenantId) });
    }),
  );
  router.post(
    '/namespaces',
    throttle,
    json,
    route(async (req, res) => {
      const { actor: a, tenantId } = await tenantFor(req, res);
      const body = parseOrThrow(createNamespaceSchema, req.body, 'body');
      res.status(201).json(await tenancy.createNamespace(a, tenantId, body.key, body.name));
    }),
  );
  router.patch(
    '/namespaces/:namespaceId',
    throttle,
    json,
    route(async (req, res) => {
      const { actor: a, tenantId } = await tenantFor(req, res);
      const id = parseOrThrow(uuidSchema, req.params.namespaceId, 'namespace_id');
      const body = parseOrThrow(updateNamespaceSchema, req.body, 'body');
      res.json(await tenancy.updateNamespace(a, tenantId, id, body));
    }),
  );
  router.post(
    '/namespaces/:namespaceId/restore',
    throttle,
    route(async (req, res) => {
      const { actor: a, tenantId } = await tenantFor(req, res);
      const id = parseOrThrow(uuidSchema, req.params.namespaceId, 'namespace_id');
      res.json(await tenancy.updateNamespace(a, tenantId, id, { status: 'active' }));
    }),
  );

  // ---- API keys --------------------------------------------------------------------------------------------------
  router.post(
    '/auth/api-keys',
    throttle,
    json,
    route(async (req, res) => {
      // The admin-key form (spec 4.9): X-API-Key of an admin key, body name and max_sensitivity.
      if (!req.header('authorization') && req.header('x-api-key')) {
        const body = parseOrThrow(adminKeyFormSchema, req.body, 'body');
        const auth = await tenancy.adminKeyContext(req.header('x-api-key'));
        const created = await tenancy.createApiKey({ apiKeyId: auth.apiKeyId, requestId: res.locals.requestId as string }, auth.tenantId, {
          name: body.name,
          maxSensitivity: body.max_sensitivity,
        });
        res.status(201).json(created);
        return;
      }
      const body = parseOrThrow(createKeySchema, req.body, 'body');
      const { actor: a, tenantId } = await tenantFor(req, res, body.tenant_id);
      const created = await tenancy.createApiKey(a, tenantId, {
        name: body.name,
        maxSensitivity: body.max_sensitivity,
        ...(body.default_namespace_id ? { defaultNamespaceId: body.default_namespace_id } : {}),
        ...(body.scopes ? { scopes: body.scopes } : {}),
      });
      res.status(201).json(created);
    }),
  );
  router.get(
    '/auth/api-keys',
    throttle,
    route(async (req, res) => {
      const { tenantId } = await tenantFor(req, res);
      res.json({ api_keys: await tenancy.listApiKeys(tenantId) });
    }),
  );
  router.get(
    '/auth/api-keys/:keyId',
    throttle,
    route(async (req, res) => {
      const { tenantId } = await tenantFor(req, res);
      res.json(await tenancy.getApiKey(tenantId, parseOrThrow(uuidSchema, req.params.keyId, 'key_id')));
    }),
  );
  router.patch(
    '/auth/api-keys/:keyId/scopes',
    throttle,
    json,
    route(async (req, res) => {
      const { actor: a, tenantId } = await tenantFor(req, res);
      const body = parseOrThrow(updateScopesSchema, req.body, 'body');
      const id = parseOrThrow(uuidSchema, req.params.keyId, 'key_id');
      res.json(
        await tenancy.updateScopes(a, tenantId, id, {
          scopes: body.scopes,
          ...(body.default_namespace_id ? { defaultNamespaceId: body.default_namespace_id } : {}),
        }),
      );
    }),
  );
  router.post(
    '/auth/api-keys/:keyId/rotate',
    throttle,
    route(async (req, res) => {
      const { actor: a, tenantId } = await tenantFor(req, res);
      res.json(await tenancy.rotateApiKey(a, tenantId, parseOrThrow(uuidSchema, req.params.keyId, 'key_id')));
    }),
  );
  router.delete(
    '/auth/api-keys/:keyId',
    throttle,
    route(async (req, res) => {
      const { actor: a, tenantId } = await tenantFor(req, res);
      res.json(await tenancy.revokeApiKey(a, tenantId, parseOrThrow(uuidSchema, req.params.keyId, 'key_id')));
    }),
  );

  // ---- audit and tenants -----------------------------------------------------------------------------------------
  router.get(
    '/audit',
    throttle,
    route(async (req, res) => {
      const { tenantId } = await tenantFor(req, res);
      const p = parseOrThrow(auditParamsSchema, req.query, 'query');
      const { records, total } = await deps.audit.list(tenantId, p);
      res.json({
        records: records.map((r) => ({
          id: r.id,
          namespace_id: r.namespaceId,
          actor_type: r.actorType,
          actor_id: r.actorId,
          action: r.action,
          target_type: r.targetType,
          target_id: r.targetId,
          outcome: r.outcome,
          request_id: r.requestId,
          details: r.details,
          created_at: r.createdAt.toISOString(),
        })),
        total,
        limit: p.limit,
        offset: p.offset,
      });
    }),
  );
  router.delete(
    '/tenants/:tenantId',
    throttle,
    route(async (req, res) => {
      const id = parseOrThrow(uuidSchema, req.params.tenantId, 'tenant_id');
      const { tenantId } = await tenantFor(req, res, id);
      if (tenantId !== id) throw AppError.forbidden('tenant_forbidden', 'This portal token has no admin role on that workspace.');
      res.json(await deps.deleteTenant(id, req.query.hard_delete === 'true', res.locals.requestId as string));
    }),
  );

  return router;
}

/** A token for exactly one workspace needs no X-Tenant-Id. */
function singleTenant(claims: PortalClaims): string | undefined {
  return claims.tenants.length === 1 ? claims.tenants[0]!.tenant_id : undefined;
}
