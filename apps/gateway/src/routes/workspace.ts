// The workspace as a whole: its audit trail (beyond the spec) and its deletion (spec 4.10). Portal token.
import type { RequestHandler, Router } from 'express';
import { AppError } from '@engram/core';
import { z } from 'zod';
import type { GatewayDeps } from '../gateway-deps';
import { requestIdOf } from '../http/caller';
import type { PortalAuth } from '../http/portal-auth';
import { parseOrThrow, uuidSchema } from '../http/validation';

export const auditParamsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const workspaceSettingsBodySchema = z.strictObject({
  memory_enabled: z.boolean().optional().meta({
    description: 'The memory layer: facts and entities extracted from documents, and facts in query responses. Default true.',
  }),
});

export function workspaceRoutes(v1: Router, deps: GatewayDeps, mw: { json: RequestHandler; limit: RequestHandler; portal: PortalAuth }): void {
  const { portal } = mw;

  v1.get('/audit', mw.limit, async (req, res) => {
    const { tenantId } = await portal.tenantFor(req, res);
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
  });

  // Workspace settings (beyond the spec): the memory layer switch (docs/api-decisions.md "Memory layer").
  v1.get('/tenants/:tenantId', mw.limit, async (req, res) => {
    const id = parseOrThrow(uuidSchema, req.params.tenantId, 'tenant_id');
    const { tenantId } = await portal.tenantFor(req, res, id);
    if (tenantId !== id) throw AppError.forbidden('tenant_forbidden', 'This portal token has no admin role on that workspace.');
    res.json(await deps.tenancy.getSettings(id));
  });

  v1.patch('/tenants/:tenantId', mw.json, mw.limit, async (req, res) => {
    const id = parseOrThrow(uuidSchema, req.params.tenantId, 'tenant_id');
    const body = parseOrThrow(workspaceSettingsBodySchema, req.body, 'body');
    const { actor, tenantId } = await portal.tenantFor(req, res, id);
    if (tenantId !== id) throw AppError.forbidden('tenant_forbidden', 'This portal token has no admin role on that workspace.');
    res.json(await deps.tenancy.updateSettings(actor, id, body));
  });

  // Tenant deletion belongs to the lifecycle service.
  v1.delete('/tenants/:tenantId', mw.limit, async (req, res) => {
    const id = parseOrThrow(uuidSchema, req.params.tenantId, 'tenant_id');
    const { tenantId } = await portal.tenantFor(req, res, id);
    if (tenantId !== id) throw AppError.forbidden('tenant_forbidden', 'This portal token has no admin role on that workspace.');
    res.json(await deps.lifecycle.deleteTenant({ tenantId: id, hardDelete: req.query.hard_delete === 'true' }, { requestId: requestIdOf(res) }));
  });
}
