// The memory layer (spec 2.5, 2.6, 4.7): entities and their facts, facts by themselves with their review (beyond the
// spec: spec 3 leaves provisional facts' transitions open; docs/api-decisions.md "Memory layer"). API key.
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { GatewayDeps } from '../gateway-deps';
import { authOf, callerContext, requestIdOf, rpcOptions } from '../http/caller';
import { presentEntity, presentFact } from '../http/present';
import { namespaceKey, parseOrThrow, uuidSchema } from '../http/validation';

const FACT_TYPES = ['fact', 'preference', 'episode', 'decision'] as const;
const ENTITY_TYPES = ['person', 'organization', 'project', 'place', 'product', 'concept'] as const;
const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
/** `namespaces=a,b` (or repeated): namespace keys, as the query endpoint takes them. */
const namespacesParam = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((k) => k.trim()).filter(Boolean))
  .pipe(z.array(z.union([namespaceKey, z.literal('*')])).max(100));

export const entityListParamsSchema = z.strictObject({
  type: z.enum(ENTITY_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  namespaces: namespacesParam.optional(),
});

export const entityFactsParamsSchema = z.strictObject({
  latest_only: boolParam.default(true),
  fact_type: z.enum(FACT_TYPES).optional(),
});

export const factListParamsSchema = z.strictObject({
  provisional: boolParam.optional(),
  fact_type: z.enum(FACT_TYPES).optional(),
  latest_only: boolParam.default(true),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  namespaces: namespacesParam.optional(),
});

export const reviewFactBodySchema = z.strictObject({
  decision: z.enum(['confirm', 'reject']).meta({
    description: '`confirm`: a provisional fact stays, no longer provisional. `reject`: the fact stops being latest (history kept).',
  }),
});

export function memoryRoutes(v1: Router, deps: GatewayDeps, mw: { json: RequestHandler }): void {
  const { identity, memory } = deps;
  const nsKey = (res: Parameters<typeof authOf>[0]) => (id: string) => identity.namespaceKey(authOf(res), id);

  v1.get('/entities', async (req, res) => {
    const p = parseOrThrow(entityListParamsSchema, req.query, 'query');
    const namespaceIds = await identity.resolveReadScope(authOf(res), p.namespaces);
    const r = await memory.listEntities(
      { caller: callerContext(res, namespaceIds), ...(p.type ? { type: p.type } : {}), limit: p.limit, offset: p.offset, namespaceIds },
      rpcOptions(res),
    );
    res.json({ entities: r.entities.map(presentEntity), total: r.total, limit: r.limit, offset: r.offset });
  });

  v1.get('/entities/:entityId/facts', async (req, res) => {
    const entityId = parseOrThrow(uuidSchema, req.params.entityId, 'entity_id');
    const p = parseOrThrow(entityFactsParamsSchema, req.query, 'query');
    const r = await memory.getEntityFacts(
      { caller: callerContext(res), entityId, latestOnly: p.latest_only, ...(p.fact_type ? { factType: p.fact_type } : {}) },
      rpcOptions(res),
    );
    const key = nsKey(res);
    res.json({ entity: presentEntity(r.entity!), facts: r.facts.map((f) => presentFact(f, key(f.namespaceId))), fact_count: r.factCount });
  });

  v1.get('/facts', async (req, res) => {
    const p = parseOrThrow(factListParamsSchema, req.query, 'query');
    const namespaceIds = await identity.resolveReadScope(authOf(res), p.namespaces);
    const r = await memory.listFacts(
      {
        caller: callerContext(res, namespaceIds),
        ...(p.provisional !== undefined ? { provisional: p.provisional } : {}),
        ...(p.fact_type ? { factType: p.fact_type } : {}),
        latestOnly: p.latest_only,
        limit: p.limit,
        offset: p.offset,
        namespaceIds,
      },
      rpcOptions(res),
    );
    const key = nsKey(res);
    res.json({ facts: r.facts.map((f) => presentFact(f, key(f.namespaceId))), total: r.total, limit: r.limit, offset: r.offset });
  });

  v1.post('/facts/:factId/review', mw.json, async (req, res) => {
    const factId = parseOrThrow(uuidSchema, req.params.factId, 'fact_id');
    const body = parseOrThrow(reviewFactBodySchema, req.body, 'body');
    const r = await memory.reviewFact({ caller: callerContext(res), factId, decision: body.decision }, rpcOptions(res));
    const auth = authOf(res);
    await deps.audit.record({
      tenantId: auth.tenantId,
      actorType: 'api_key',
      actorId: auth.apiKeyId,
      action: 'fact.review',
      targetType: 'fact',
      targetId: factId,
      namespaceId: r.fact!.namespaceId,
      requestId: requestIdOf(res),
      outcome: 'success',
      details: { decision: body.decision },
    });
    res.json({ fact: presentFact(r.fact!, identity.namespaceKey(auth, r.fact!.namespaceId)) });
  });
}
