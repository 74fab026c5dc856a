// Namespaces of a workspace (spec 2.7, 4.8; docs/api-decisions.md "Namespaces"). Portal token.
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { GatewayDeps } from '../gateway-deps';
import type { PortalAuth } from '../http/portal-auth';
import { nameSchema, namespaceKey, parseOrThrow, uuidSchema } from '../http/validation';

export const createNamespaceSchema = z.strictObject({ key: namespaceKey, name: nameSchema });
export const updateNamespaceSchema = z
  .strictObject({ name: nameSchema.optional(), status: z.enum(['active', 'archived']).optional() })
  .refine((b) => b.name !== undefined || b.status !== undefined, 'name or status is required');

export function namespaceRoutes(v1: Router, deps: GatewayDeps, mw: { json: RequestHandler; limit: RequestHandler; portal: PortalAuth }): void {
  const { tenancy } = deps;
  const { portal } = mw;

  v1.get('/namespaces', mw.limit, async (req, res) => {
    const { tenantId } = await portal.tenantFor(req, res);
    res.json({ namespaces: await tenancy.listNamespaces(tenantId) });
  });

  v1.post('/namespaces', mw.limit, mw.json, async (req, res) => {
    const { actor, tenantId } = await portal.tenantFor(req, res);
    const body = parseOrThrow(createNamespaceSchema, req.body, 'body');
    res.status(201).json(await tenancy.createNamespace(actor, tenantId, body.key, body.name));
  });

  v1.patch('/namespaces/:namespaceId', mw.limit, mw.json, async (req, res) => {
    const { actor, tenantId } = await portal.tenantFor(req, res);
    const id = parseOrThrow(uuidSchema, req.params.namespaceId, 'namespace_id');
    const body = parseOrThrow(updateNamespaceSchema, req.body, 'body');
    res.json(await tenancy.updateNamespace(actor, tenantId, id, body));
  });

  v1.post('/namespaces/:namespaceId/restore', mw.limit, async (req, res) => {
    const { actor, tenantId } = await portal.tenantFor(req, res);
    const id = parseOrThrow(uuidSchema, req.params.namespaceId, 'namespace_id');
    res.json(await tenancy.updateNamespace(actor, tenantId, id, { status: 'active' }));
  });
}
