// Portal tokens for admin keys, and API keys with their scopes (spec 2.8, 4.9; docs/api-decisions.md "API keys").
import type { RequestHandler, Router } from 'express';
import { SENSITIVITIES } from '@engram/core';
import { z } from 'zod';
import type { GatewayDeps } from '../gateway-deps';
import { requestIdOf } from '../http/caller';
import type { PortalAuth } from '../http/portal-auth';
import { nameSchema, parseOrThrow, uuidSchema } from '../http/validation';

export const scopesSchema = z
  .array(z.strictObject({ namespace_id: uuidSchema, permissions: z.array(z.enum(['read', 'write'])).min(1).max(2) }))
  .max(1000);
export const createKeySchema = z.strictObject({
  name: nameSchema,
  max_sensitivity: z.enum(SENSITIVITIES),
  tenant_id: uuidSchema.optional(),
  default_namespace_id: uuidSchema.optional(),
  scopes: scopesSchema.optional(),
});
export const adminKeyFormSchema = z.strictObject({ name: nameSchema, max_sensitivity: z.enum(SENSITIVITIES) });
export const updateScopesSchema = z.strictObject({ default_namespace_id: uuidSchema.optional(), scopes: scopesSchema });

export function apiKeyRoutes(
  v1: Router,
  deps: GatewayDeps,
  mw: { json: RequestHandler; limit: RequestHandler; tokenMintingLimit: RequestHandler; portal: PortalAuth },
): void {
  const { tenancy } = deps;
  const { portal } = mw;
  const keyId = (raw: unknown) => parseOrThrow(uuidSchema, raw, 'key_id');

  v1.post('/auth/token', mw.tokenMintingLimit, async (req, res) => {
    const r = await tenancy.tokenForAdminKey(req.header('x-api-key'));
    res.json({ access_token: r.token, token_type: 'Bearer', expires_in: r.expiresIn, tenants: r.claims.tenants });
  });

  v1.post('/auth/api-keys', mw.limit, mw.json, async (req, res) => {
    // The admin-key form (spec 4.9): X-API-Key of an admin key, body name and max_sensitivity.
    if (!req.header('authorization') && req.header('x-api-key')) {
      const body = parseOrThrow(adminKeyFormSchema, req.body, 'body');
      const auth = await tenancy.adminKeyContext(req.header('x-api-key'));
      const created = await tenancy.createApiKey({ apiKeyId: auth.apiKeyId, requestId: requestIdOf(res) }, auth.tenantId, {
        name: body.name,
        maxSensitivity: body.max_sensitivity,
      });
      res.status(201).json(created);
      return;
    }
    const body = parseOrThrow(createKeySchema, req.body, 'body');
    const { actor, tenantId } = await portal.tenantFor(req, res, body.tenant_id);
    const created = await tenancy.createApiKey(actor, tenantId, {
      name: body.name,
      maxSensitivity: body.max_sensitivity,
      ...(body.default_namespace_id ? { defaultNamespaceId: body.default_namespace_id } : {}),
      ...(body.scopes ? { scopes: body.scopes } : {}),
    });
    res.status(201).json(created);
  });

  v1.get('/auth/api-keys', mw.limit, async (req, res) => {
    const { tenantId } = await portal.tenantFor(req, res);
    res.json({ api_keys: await tenancy.listApiKeys(tenantId) });
  });

  v1.get('/auth/api-keys/:keyId', mw.limit, async (req, res) => {
    const { tenantId } = await portal.tenantFor(req, res);
    res.json(await tenancy.getApiKey(tenantId, keyId(req.params.keyId)));
  });

  v1.patch('/auth/api-keys/:keyId/scopes', mw.limit, mw.json, async (req, res) => {
    const { actor, tenantId } = await portal.tenantFor(req, res);
    const body = parseOrThrow(updateScopesSchema, req.body, 'body');
    const id = keyId(req.params.keyId);
    res.json(
      await tenancy.updateScopes(actor, tenantId, id, {
        scopes: body.scopes,
        ...(body.default_namespace_id ? { defaultNamespaceId: body.default_namespace_id } : {}),
      }),
    );
  });

  v1.post('/auth/api-keys/:keyId/rotate', mw.limit, async (req, res) => {
    const { actor, tenantId } = await portal.tenantFor(req, res);
    res.json(await tenancy.rotateApiKey(actor, tenantId, keyId(req.params.keyId)));
  });

  v1.delete('/auth/api-keys/:keyId', mw.limit, async (req, res) => {
    const { actor, tenantId } = await portal.tenantFor(req, res);
    res.json(await tenancy.revokeApiKey(actor, tenantId, keyId(req.params.keyId)));
  });
}
