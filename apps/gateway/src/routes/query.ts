// Fast and rich query, and the GET search shorthand (spec 4.2, 4.3, 4.4; docs/api-decisions.md "Query").
import type { RequestHandler, Router } from 'express';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { Sensitivity } from '@engram/core';
import type { commonv1 } from '@engram/proto';
import type { GatewayDeps } from '../gateway-deps';
import { authOf, callerContext, rpcOptions } from '../http/caller';
import { presentFact, presentQueryResponse } from '../http/present';
import { dateBound, parseOrThrow, queryBodySchema, searchParamsSchema, type Filters } from '../http/validation';

export function queryRoutes(v1: Router, deps: GatewayDeps, mw: { json: RequestHandler }): void {
  const { identity, retrieval } = deps;

  v1.post('/query', mw.json, async (req, res) => {
    const body = parseOrThrow(queryBodySchema, req.body, 'body');
    const namespaceIds = await identity.resolveReadScope(authOf(res), body.namespaces);
    // Facts come from the memory service, beside the chunks: include_facts defaults to the workspace's memory setting,
    // and the memory service answers `enabled: false` (facts null) when the layer is off.
    const factsCall =
      body.include_facts === false
        ? null
        : deps.memory.queryFacts(
            {
              caller: callerContext(res, namespaceIds),
              query: body.query,
              ...(body.entity !== undefined ? { entity: body.entity } : {}),
              onlyLatest: body.facts_only_latest,
              limit: body.max_results,
              namespaceIds,
            },
            rpcOptions(res),
          );
    const r = await retrieval.query(
      {
        caller: callerContext(res, namespaceIds),
        query: body.query,
        mode: body.mode,
        synthesize: body.synthesize,
        maxResults: body.max_results,
        namespaceIds,
        filters: toFilters(body.filters),
        ...(body.include_facts !== undefined ? { includeFacts: body.include_facts } : {}),
        ...(body.entity !== undefined ? { entity: body.entity } : {}),
        factsOnlyLatest: body.facts_only_latest,
      },
      rpcOptions(res),
    );
    const f = factsCall ? await factsCall : null;
    const facts = f?.enabled ? f.facts.map((x) => presentFact(x, identity.namespaceKey(authOf(res), x.namespaceId))) : null;
    res.json(presentQueryResponse(r, facts));
  });

  v1.get('/search', async (req, res) => {
    const p = parseOrThrow(searchParamsSchema, req.query, 'query');
    const namespaceIds = await identity.resolveReadScope(authOf(res), p.namespaces);
    const r = await retrieval.search({ caller: callerContext(res, namespaceIds), q: p.q, limit: p.limit, namespaceIds }, rpcOptions(res));
    res.json(presentQueryResponse({ ...r, mode: 'fast', sources: [], synthesisUnavailable: false, factCount: 0 } as never));
  });
}

function toFilters(f: Filters): commonv1.Filters {
  return {
    $typeName: 'engram.common.v1.Filters',
    categories: f.categories ?? [],
    tagsAny: f.tags_any ?? [],
    tagsAll: f.tags_all ?? [],
    ...(f.tags_prefix !== undefined ? { tagsPrefix: f.tags_prefix } : {}),
    checkpointProject: f.checkpoint_project ?? [],
    checkpointSession: f.checkpoint_session ?? [],
    checkpointKinds: f.checkpoint_kinds ?? [],
    sensitivity: (f.sensitivity ?? []) as Sensitivity[],
    sourceTypes: f.source_types ?? [],
    storageTypes: f.storage_types ?? [],
    languages: f.languages ?? [],
    ...(f.date_from ? { dateFrom: timestampFromDate(dateBound(f.date_from, 'from')) } : {}),
    ...(f.date_to ? { dateTo: timestampFromDate(dateBound(f.date_to, 'to')) } : {}),
    ...(f.has_extractable_data !== undefined ? { hasExtractableData: f.has_extractable_data } : {}),
    classifierModels: f.classifier_models ?? [],
  };
}
