// The memory service's reads: facts for a query (hybrid of hashed keywords and vectors), entities and their facts,
// fact listing and review, and tenant erasure. Every read stays inside the caller's readable namespaces and below its
// maximum sensitivity; a relationship to a fact the caller cannot see is not shown.
import {
  AppError,
  SENSITIVITIES,
  sensitivityRank,
  type Embedder,
  type Sensitivity,
  type SqlDatabase,
} from '@engram/core';
import type { TenantKeyring, TenantKeys } from '@engram/crypto';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { LRUCache } from 'lru-cache';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { commonv1, memoryv1 } from '@engram/proto';
import { dot } from '@engram/embedding';
import { analyzeQuery, weightedRrf } from '@engram/retrieval';
import type { Logger } from '@engram/telemetry';
import type { EntityNormalizer } from './extraction/entity-normalizer';
import { ENTITY_TYPES, FACT_TYPES } from './extraction/types';
import { factAad } from './fact-writer';
import { toVector, type FactIndex } from './fact-index';

export interface MemoryServiceDeps {
  sql: SqlDatabase;
  keyring: TenantKeyring;
  embedder: Embedder;
  normalizer: EntityNormalizer;
  logger: Logger;
  /** The embedded profile's in-memory candidates (one process writes the database); absent: candidates from SQL. */
  factIndex?: FactIndex;
}

type FactInit = MessageInitShape<typeof commonv1.FactSchema>;
type EntityInit = MessageInitShape<typeof commonv1.EntitySchema>;

/**
 * A fact the caller may read ($2 namespaces, $3 sensitivities): its namespace and sensitivity are within the key's, and
 * its source document is live and within the key's cap too. The document's current sensitivity counts: when an update
 * raises it, the facts of the older version are hidden at once, not only after re-extraction; when the document is
 * deleted, its facts disappear with it, before the cleanup step has run.
 */
function visibleFact(f: string): string {
  return `${f}.namespace_id = ANY($2::uuid[]) AND ${f}.sensitivity::text = ANY($3::text[])
  AND EXISTS (SELECT 1 FROM documents d WHERE d.id = ${f}.source_document_id AND d.deleted_at IS NULL AND d.sensitivity::text = ANY($3::text[]))`;
}
const VISIBLE_FACT = visibleFact('f');

/** The cheap part of VISIBLE_FACT, for ranking candidates; hydration applies the whole rule before anything returns. */
const CANDIDATE_FACT = `f.namespace_id = ANY($2::uuid[]) AND f.sensitivity::text = ANY($3::text[])`;

/**
 * Facts a query ranks: up to 300 holding a query term and the 100 most recent. A fact older than those with none of
 * the query's words is found through its entity (`entity`) or not at all: the bundled encoder alone ranks poorly.
 */
const KEYWORD_CANDIDATES = 300;
const RECENT_CANDIDATES = 100;
/** Facts hydrated beyond the limit in the first round (for those hydration drops: source deleted, or not latest). */
const HYDRATION_MARGIN = 3;
/** A fact with no query term must be at least this close in meaning to be returned. */
const MIN_SEMANTIC_SIMILARITY = 0.3;
/** Facts a query returns at least (fewer only when fewer are visible), the nearest by meaning when none is closer. */
const NEAREST_FLOOR = 3;

interface Scope {
  tenantId: string;
  namespaceIds: string[];
  sensitivities: Sensitivity[];
}

/** A query's candidate facts (from the fact index or from SQL) and their similarity to the query vector. */
interface Candidates {
  facts: ReadonlyArray<{ id: string; terms: readonly string[] }>;
  /** In `facts`' order; 0 where a fact has no vector of the query's size. */
  similarities(query: Float32Array | undefined): ArrayLike<number>;
}

interface FactRow {
  id: string;
  namespace_id: string;
  source_document_id: string | null;
  content_ct: Uint8Array;
  fact_type: string;
  confidence: number;
  is_latest: boolean;
  is_provisional: boolean;
  valid_from: Date;
  valid_until: Date | null;
}

const FACT_COLUMNS = `f.id, f.namespace_id, f.source_document_id, f.content_ct, f.fact_type::text AS fact_type, f.confidence, f.is_latest,
  f.is_provisional, f.valid_from, f.valid_until`;

/** Marks a cached fact without a vector (the embedder failed when it was stored). */
const NO_VECTOR = new Float32Array(0);

export class MemoryService {
  /**
   * Fact vectors by fact id: immutable once stored, so the cache never goes stale (a deleted fact is simply never a
   * candidate again). 50,000 vectors of 512 dimensions are about 100 MiB.
   */
  private readonly vectorCache = new LRUCache<string, Float32Array>({ max: 50_000 });

  constructor(private readonly deps: MemoryServiceDeps) {}

  async queryFacts(req: memoryv1.QueryFactsRequest): Promise<MessageInitShape<typeof memoryv1.QueryFactsResponseSchema>> {
    const scope = scopeOf(req.caller, req.namespaceIds);
    const keys = await this.deps.keyring.get(scope.tenantId);
    const limit = clamp(req.limit ?? 10, 1, 100);
    const onlyLatest = req.onlyLatest ?? true;
    const terms = [...new Set(keys.termHashes(analyzeQuery(req.query)))];
    const entityHmacs = req.entity ? this.entityHmacs(keys, req.entity) : null;
    // The query vector (shared with the chunk query through the embedding cache) and the candidates at once.
    const [[vector], candidates] = await Promise.all([
      this.deps.embedder.embed([req.query], 'query'),
      this.deps.factIndex && !entityHmacs
        ? this.deps.factIndex.candidates(scope.tenantId, { ...scope, onlyLatest }, terms, KEYWORD_CANDIDATES, RECENT_CANDIDATES)
        : this.candidatesFromSql(scope, onlyLatest, terms, entityHmacs),
    ]);
    if (candidates === null) return { facts: [], factCount: 0, enabled: false };

    // Embedders return unit vectors and candidates' are held at unit length, so a dot product is their cosine; a fact
    // stored under an embedder of another size does not rank by meaning. A fact's term hashes are stored distinct (the
    // extract step writes a set), so counting its terms found among the query's is the overlap.
    const similarities = candidates.similarities(vector);
    const queryTerms = new Set(terms);
    const scored = candidates.facts.map((r, i) => {
      let overlap = 0;
      for (const t of r.terms) if (queryTerms.has(t)) overlap++;
      return { id: r.id, keyword: overlap / Math.sqrt(Math.max(1, r.terms.length)), overlap, semantic: similarities[i]! };
    });
    // With an entity named, its facts are the answer even when the query's words are elsewhere.
    const relevant = scored.filter((s) => entityHmacs || s.overlap > 0 || s.semantic >= MIN_SEMANTIC_SIMILARITY);
    // The bundled encoder scores a right answer in other words low ("Which sport do I play?" against "User plays
    // pickleball": 0.16), so a query with fewer relevant facts than NEAREST_FLOOR still gets the nearest by meaning.
    if (relevant.length < NEAREST_FLOOR) {
      const chosen = new Set(relevant);
      const nearest = scored.filter((s) => !chosen.has(s)).sort((a, b) => b.semantic - a.semantic);
      relevant.push(...nearest.slice(0, NEAREST_FLOOR - relevant.length));
    }
    // The chunk fusion of fast mode (spec 4.2: 0.7 semantic, 0.3 keyword, rank constant 60), over facts.
    const hit = (id: string, score: number) => ({ chunkId: id, documentId: id, score });
    const semanticRank = [...relevant].sort((a, b) => b.semantic - a.semantic).map((s) => hit(s.id, s.semantic));
    const keywordRank = relevant
      .filter((s) => s.overlap > 0)
      .sort((a, b) => b.keyword - a.keyword)
      .map((s) => hit(s.id, s.keyword));
    const fused = weightedRrf(
      [
        { hits: semanticRank, weight: 0.7 },
        { hits: keywordRank, weight: 0.3 },
      ],
      60,
    ).slice(0, limit * 3);
    // Hydration applies the full visibility rule (live source document within the cap), the latest-only rule and the
    // workspace's memory switch: a candidate it drops makes room for the next one.
    // Candidates are already in the caller's namespaces and cap, so few are dropped: the best `limit` and a margin
    // first (every hydrated fact costs the database work), the rest only when that fell short.
    const ids = fused.map((f) => f.chunkId);
    const first = limit + HYDRATION_MARGIN;
    const hydrated = await this.hydrateChecked(scope, keys, ids.slice(0, first), { onlyLatest, memorySwitch: true });
    if (!hydrated.enabled) return { facts: [], factCount: 0, enabled: false };
    let facts = hydrated.facts;
    if (facts.length < limit && ids.length > first) {
      facts = facts.concat((await this.hydrateChecked(scope, keys, ids.slice(first), { onlyLatest, memorySwitch: false })).facts);
    }
    facts = facts.slice(0, limit);
    return { facts, factCount: facts.length, enabled: true };
  }

  /**
   * The distributed profile's candidates (and any query naming an entity): facts holding a query term (the GIN index
   * on term hashes) and the most recent ones, in one statement with the workspace's memory switch; null when it is off.
   * Their vectors come from the cache (a fact's vector never changes) or one statement for the rest.
   */
  private async candidatesFromSql(
    scope: Scope,
    onlyLatest: boolean,
    terms: string[],
    entityHmacs: string[] | null,
  ): Promise<Candidates | null> {
    const entityFilter = entityHmacs
      ? `AND f.id IN (SELECT fe.fact_id FROM fact_entities fe JOIN entities e ON e.id = fe.entity_id
                      WHERE e.tenant_id = $1 AND e.name_hmac = ANY($6::text[]))`
      : '';
    const { rows: found } = await this.deps.sql.query<{ memory_enabled: boolean; id: string | null; term_hmacs: string[] | null }>(
      `SELECT DISTINCT ON (c.id) t.memory_enabled, c.id, c.term_hmacs
       FROM tenants t LEFT JOIN LATERAL (
         (SELECT f.id, f.term_hmacs FROM facts f
          WHERE f.tenant_id = $1 AND ${CANDIDATE_FACT} AND ($4 OR f.is_latest) AND f.term_hmacs && $5::text[] ${entityFilter}
          ORDER BY f.valid_from DESC LIMIT ${KEYWORD_CANDIDATES})
         UNION ALL
         (SELECT f.id, f.term_hmacs FROM facts f
          WHERE f.tenant_id = $1 AND ${CANDIDATE_FACT} AND ($4 OR f.is_latest) ${entityFilter}
          ORDER BY f.valid_from DESC LIMIT ${RECENT_CANDIDATES})
       ) c ON t.memory_enabled
       WHERE t.id = $1`,
      [scope.tenantId, scope.namespaceIds, scope.sensitivities, !onlyLatest, terms, ...(entityHmacs ? [entityHmacs] : [])],
    );
    if (!found[0]?.memory_enabled) return null;
    const rows = found.flatMap((r) => (r.id ? [{ id: r.id, terms: r.term_hmacs ?? [] }] : []));
    const vectors = await this.vectorsOf(
      scope.tenantId,
      rows.map((r) => r.id),
    );
    return {
      facts: rows,
      similarities: (query) =>
        Float32Array.from(rows, (r) => {
          const v = vectors.get(r.id);
          return query && v && v.length === query.length ? dot(query, v) : 0;
        }),
    };
  }

  async listEntities(req: memoryv1.ListEntitiesRequest): Promise<MessageInitShape<typeof memoryv1.ListEntitiesResponseSchema>> {
    const scope = scopeOf(req.caller, req.namespaceIds);
    const limit = clamp(req.limit ?? 50, 1, 200);
    const offset = Math.max(0, req.offset ?? 0);
    if (req.type !== undefined && !(ENTITY_TYPES as readonly string[]).includes(req.type)) {
      throw AppError.invalid('invalid_entity_type', `type must be one of ${ENTITY_TYPES.join(', ')}.`);
    }
    const keys = await this.deps.keyring.get(scope.tenantId);
    const { rows } = await this.deps.sql.query<EntityGroupRow & { total: string }>(
      `${ENTITY_GROUPS_SQL}
       ${req.type !== undefined ? 'HAVING (array_agg(e.entity_type ORDER BY e.first_seen, e.id))[1] = $4' : ''}
       ORDER BY last_mentioned DESC, id
       LIMIT ${limit} OFFSET ${offset}`,
      [scope.tenantId, scope.namespaceIds, scope.sensitivities, ...(req.type !== undefined ? [req.type] : [])],
    );
    return {
      entities: rows.map((r) => presentEntity(keys, r)),
      total: rows[0] ? Number(rows[0].total) : await this.countEntities(scope, req.type),
      limit,
      offset,
    };
  }

  async getEntityFacts(req: memoryv1.GetEntityFactsRequest): Promise<MessageInitShape<typeof memoryv1.GetEntityFactsResponseSchema>> {
    const scope = scopeOf(req.caller, []);
    if (req.factType !== undefined && !(FACT_TYPES as readonly string[]).includes(req.factType)) {
      throw AppError.invalid('invalid_fact_type', `fact_type must be one of ${FACT_TYPES.join(', ')}.`);
    }
    const keys = await this.deps.keyring.get(scope.tenantId);
    const { rows: own } = await this.deps.sql.query<{ name_hmac: string }>(`SELECT name_hmac FROM entities WHERE tenant_id = $1 AND id = $2`, [
      scope.tenantId,
      req.entityId,
    ]);
    const nameHmac = own[0]?.name_hmac;
    const { rows: groups } = nameHmac
      ? await this.deps.sql.query<EntityGroupRow & { total: string }>(`${ENTITY_GROUPS_SQL.replace('/*AND*/', 'AND e.name_hmac = $4')}`, [
          scope.tenantId,
          scope.namespaceIds,
          scope.sensitivities,
          nameHmac,
        ])
      : { rows: [] };
    const group = groups[0];
    // An entity no visible fact mentions does not exist for this caller.
    if (!group) throw AppError.notFound('entity_not_found', 'No such entity.');
    const latestOnly = req.latestOnly ?? true;
    const { rows } = await this.deps.sql.query<{ id: string }>(
      `SELECT f.id FROM facts f
       WHERE f.tenant_id = $1 AND ${VISIBLE_FACT} AND ($4 OR f.is_latest)
         AND ($5::text IS NULL OR f.fact_type::text = $5)
         AND f.id IN (SELECT fe.fact_id FROM fact_entities fe JOIN entities e ON e.id = fe.entity_id WHERE e.tenant_id = $1 AND e.name_hmac = $6)
       ORDER BY f.valid_from DESC, f.id
       LIMIT 500`,
      [scope.tenantId, scope.namespaceIds, scope.sensitivities, !latestOnly, req.factType ?? null, nameHmac],
    );
    const facts = await this.hydrate(scope, keys, rows.map((r) => r.id));
    return { entity: presentEntity(keys, group), facts, factCount: facts.length };
  }

  async listFacts(req: memoryv1.ListFactsRequest): Promise<MessageInitShape<typeof memoryv1.ListFactsResponseSchema>> {
    const scope = scopeOf(req.caller, req.namespaceIds);
    const limit = clamp(req.limit ?? 50, 1, 200);
    const offset = Math.max(0, req.offset ?? 0);
    if (req.factType !== undefined && !(FACT_TYPES as readonly string[]).includes(req.factType)) {
      throw AppError.invalid('invalid_fact_type', `fact_type must be one of ${FACT_TYPES.join(', ')}.`);
    }
    const keys = await this.deps.keyring.get(scope.tenantId);
    const where = `f.tenant_id = $1 AND ${VISIBLE_FACT} AND ($4 OR f.is_latest)
      AND ($5::text IS NULL OR f.fact_type::text = $5) AND ($6::boolean IS NULL OR f.is_provisional = $6)`;
    const params = [scope.tenantId, scope.namespaceIds, scope.sensitivities, !(req.latestOnly ?? true), req.factType ?? null, req.provisional ?? null];
    const [{ rows }, { rows: count }] = await Promise.all([
      this.deps.sql.query<{ id: string }>(`SELECT f.id FROM facts f WHERE ${where} ORDER BY f.valid_from DESC, f.id LIMIT ${limit} OFFSET ${offset}`, params),
      this.deps.sql.query<{ n: string }>(`SELECT count(*) AS n FROM facts f WHERE ${where}`, params),
    ]);
    return { facts: await this.hydrate(scope, keys, rows.map((r) => r.id)), total: Number(count[0]?.n ?? 0), limit, offset };
  }

  /** `confirm`: a provisional fact stays, reviewed. `reject`: the fact stops being latest (its history stays). */
  async reviewFact(req: memoryv1.ReviewFactRequest): Promise<MessageInitShape<typeof memoryv1.ReviewFactResponseSchema>> {
    const scope = scopeOf(req.caller, []);
    if (req.decision !== 'confirm' && req.decision !== 'reject') {
      throw AppError.invalid('invalid_review_decision', 'decision must be confirm or reject.');
    }
    const writable = req.caller?.writableNamespaceIds ?? [];
    const { rows } = await this.deps.sql.query<{ namespace_id: string }>(
      `SELECT f.namespace_id FROM facts f WHERE f.tenant_id = $1 AND ${VISIBLE_FACT} AND f.id = $4`,
      [scope.tenantId, scope.namespaceIds, scope.sensitivities, req.factId],
    );
    if (!rows[0]) throw AppError.notFound('fact_not_found', 'No such fact.');
    if (!writable.includes(rows[0].namespace_id)) throw AppError.forbidden('namespace_write_forbidden', 'This API key may not write to that namespace.');
    await this.deps.sql.query(
      req.decision === 'confirm'
        ? `UPDATE facts SET is_provisional = false, reviewed_at = now(), updated_at = now() WHERE id = $1`
        : `UPDATE facts SET is_provisional = false, is_latest = false, valid_until = COALESCE(valid_until, now()), reviewed_at = now(), updated_at = now() WHERE id = $1`,
      [req.factId],
    );
    await this.deps.factIndex?.sync(scope.tenantId);
    const keys = await this.deps.keyring.get(scope.tenantId);
    const [fact] = await this.hydrate(scope, keys, [req.factId]);
    return { fact: fact! };
  }

  /** Erases the classes this service owns (facts, their relationships and sources, entities) for a tenant. */
  async eraseTenant(req: memoryv1.EraseTenantRequest): Promise<MessageInitShape<typeof memoryv1.EraseTenantResponseSchema>> {
    const tenantId = req.tenantId;
    const counts = await this.deps.sql.transaction(async (tx) => {
      const rel = await tx.query(`DELETE FROM fact_relationships WHERE tenant_id = $1 RETURNING 1`, [tenantId]);
      await tx.query(`DELETE FROM fact_sources WHERE tenant_id = $1`, [tenantId]);
      const mentions = await tx.query(`DELETE FROM fact_entities WHERE entity_id IN (SELECT id FROM entities WHERE tenant_id = $1) RETURNING 1`, [tenantId]);
      const facts = await tx.query(`DELETE FROM facts WHERE tenant_id = $1 RETURNING 1`, [tenantId]);
      const entities = await tx.query(`DELETE FROM entities WHERE tenant_id = $1 RETURNING 1`, [tenantId]);
      return { facts: facts.rows.length, rel: rel.rows.length, mentions: mentions.rows.length, entities: entities.rows.length };
    });
    this.deps.factIndex?.forget(tenantId);
    const outcome = (className: string, n: number) => ({ className, outcome: 'erased', deletedCount: n, policy: '', errorKind: '', retainedCount: 0 });
    return {
      outcomes: [
        outcome('facts', counts.facts),
        outcome('fact_relationships', counts.rel),
        outcome('entities', counts.mentions),
        outcome('memory_entities', counts.entities),
      ],
    };
  }

  /** Fact vectors by id: from the cache, the rest in one statement (tenant-scoped). */
  private async vectorsOf(tenantId: string, ids: string[]): Promise<Map<string, Float32Array | null>> {
    const out = new Map<string, Float32Array | null>();
    const missing: string[] = [];
    for (const id of ids) {
      const cached = this.vectorCache.get(id);
      if (cached !== undefined) out.set(id, cached === NO_VECTOR ? null : cached);
      else missing.push(id);
    }
    if (missing.length) {
      const { rows } = await this.deps.sql.query<{ id: string; embedding: Uint8Array | null }>(
        `SELECT id, embedding FROM facts WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
        [tenantId, missing],
      );
      for (const r of rows) {
        const v = r.embedding ? toVector(r.embedding) : null;
        this.vectorCache.set(r.id, v ?? NO_VECTOR);
        out.set(r.id, v);
      }
    }
    return out;
  }

  private entityHmacs(keys: TenantKeys, name: string): string[] {
    return [...new Set(ENTITY_TYPES.map((t) => keys.hmac(`entity:${this.deps.normalizer.key(name, t)}`)))];
  }

  private async countEntities(scope: Scope, type: string | undefined): Promise<number> {
    const { rows } = await this.deps.sql.query<{ n: string }>(
      `SELECT count(*) AS n FROM (${ENTITY_GROUPS_SQL} ${type !== undefined ? 'HAVING (array_agg(e.entity_type ORDER BY e.first_seen, e.id))[1] = $4' : ''}) g`,
      [scope.tenantId, scope.namespaceIds, scope.sensitivities, ...(type !== undefined ? [type] : [])],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Facts by id, in that order, decrypted, with their entities and the relationships the caller may see. */
  private async hydrate(scope: Scope, keys: TenantKeys, ids: string[]): Promise<FactInit[]> {
    return (await this.hydrateChecked(scope, keys, ids, { onlyLatest: false, memorySwitch: false })).facts;
  }

  /**
   * Hydration in one statement (each statement queues on the embedded database's one session): the facts the caller
   * may read among `ids` (only latest ones if asked), their entities' names and their relationships, each end held to
   * the same visibility rule (a relationship to a fact the caller cannot read is left out); with `memorySwitch`, none
   * and `enabled: false` when the workspace's memory layer is off.
   */
  private async hydrateChecked(
    scope: Scope,
    keys: TenantKeys,
    ids: string[],
    options: { onlyLatest: boolean; memorySwitch: boolean },
  ): Promise<{ enabled: boolean; facts: FactInit[] }> {
    if (ids.length === 0 && !options.memorySwitch) return { enabled: true, facts: [] };
    const { rows } = await this.deps.sql.query<HydratedRow>(
      `SELECT t.memory_enabled, h.*
       FROM tenants t LEFT JOIN LATERAL (
         SELECT ${FACT_COLUMNS},
                ARRAY(SELECT e.id FROM fact_entities fe JOIN entities e ON e.id = fe.entity_id WHERE fe.fact_id = f.id ORDER BY e.id) AS entity_ids,
                ARRAY(SELECT e.name_ct FROM fact_entities fe JOIN entities e ON e.id = fe.entity_id WHERE fe.fact_id = f.id ORDER BY e.id) AS entity_names,
                rel.rel_other, rel.rel_content, rel.rel_type, rel.rel_confidence, rel.rel_direction
         FROM facts f
         LEFT JOIN LATERAL (
           SELECT array_agg(x.other ORDER BY x.created_at, x.other) AS rel_other,
                  array_agg(x.content_ct ORDER BY x.created_at, x.other) AS rel_content,
                  array_agg(x.rel_type ORDER BY x.created_at, x.other) AS rel_type,
                  array_agg(x.confidence ORDER BY x.created_at, x.other) AS rel_confidence,
                  array_agg(x.direction ORDER BY x.created_at, x.other) AS rel_direction
           FROM (
             SELECT o.id AS other, o.content_ct, r.rel_type::text AS rel_type, r.confidence::float8 AS confidence, 'outgoing' AS direction, r.created_at
             FROM fact_relationships r JOIN facts o ON o.id = r.to_fact_id
             WHERE r.tenant_id = $1 AND r.from_fact_id = f.id AND ${visibleFact('o')}
             UNION ALL
             SELECT o.id AS other, o.content_ct, r.rel_type::text AS rel_type, r.confidence::float8 AS confidence, 'incoming' AS direction, r.created_at
             FROM fact_relationships r JOIN facts o ON o.id = r.from_fact_id
             WHERE r.tenant_id = $1 AND r.to_fact_id = f.id AND ${visibleFact('o')}
           ) x
         ) rel ON true
         WHERE f.tenant_id = $1 AND ${VISIBLE_FACT} AND f.id = ANY($4::uuid[]) AND ($5 OR f.is_latest)
       ) h ON ($6 OR t.memory_enabled)
       WHERE t.id = $1`,
      [scope.tenantId, scope.namespaceIds, scope.sensitivities, ids, !options.onlyLatest, !options.memorySwitch],
    );
    if (options.memorySwitch && !rows[0]?.memory_enabled) return { enabled: false, facts: [] };
    const byId = new Map(rows.flatMap((r) => (r.id ? [[r.id, r] as const] : [])));
    const facts = ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const entityIds = r.entity_ids ?? [];
      const others = r.rel_other ?? [];
      return [
        {
          id,
          content: keys.decryptText(Buffer.from(r.content_ct), factAad.content(id)),
          factType: r.fact_type,
          confidence: r.confidence,
          isLatest: r.is_latest,
          isProvisional: r.is_provisional,
          validFrom: timestampFromDate(new Date(r.valid_from)),
          ...(r.valid_until ? { validUntil: timestampFromDate(new Date(r.valid_until)) } : {}),
          sourceDocumentId: r.source_document_id ?? '',
          entities: entityIds.map((entityId, i) => keys.decryptText(Buffer.from(r.entity_names![i]!), factAad.entityName(entityId))),
          relationships: others.map((other, i) => ({
            relType: r.rel_type![i]!,
            relatedFactId: other,
            relatedFactContent: keys.decryptText(Buffer.from(r.rel_content![i]!), factAad.content(other)),
            confidence: Number(r.rel_confidence![i]),
            direction: r.rel_direction![i] as 'outgoing' | 'incoming',
          })),
          namespaceId: r.namespace_id,
        } satisfies FactInit,
      ];
    });
    return { enabled: true, facts };
  }
}

interface HydratedRow extends Omit<FactRow, 'id'> {
  memory_enabled: boolean;
  id: string | null;
  entity_ids: string[] | null;
  entity_names: Uint8Array[] | null;
  rel_other: string[] | null;
  rel_content: Uint8Array[] | null;
  rel_type: string[] | null;
  rel_confidence: Array<number | string> | null;
  rel_direction: string[] | null;
}

interface EntityGroupRow {
  id: string;
  name_ct: Uint8Array;
  entity_type: string;
  mention_count: string;
  fact_count: string;
  first_seen: Date;
  last_mentioned: Date;
  namespace_id: string;
}

/**
 * Entities as a caller sees them: one per normalized name (mentions in several namespaces are one entity), counted
 * over the facts the caller may read; an entity no such fact mentions is not listed. $1 tenant, $2 namespaces,
 * $3 sensitivities.
 */
const ENTITY_GROUPS_SQL = `
  SELECT (array_agg(e.id ORDER BY e.first_seen, e.id))[1] AS id,
         (array_agg(e.name_ct ORDER BY e.first_seen, e.id))[1] AS name_ct,
         (array_agg(e.entity_type ORDER BY e.first_seen, e.id))[1] AS entity_type,
         (array_agg(e.namespace_id ORDER BY e.first_seen, e.id))[1] AS namespace_id,
         count(*) AS mention_count,
         count(*) FILTER (WHERE f.is_latest) AS fact_count,
         min(f.valid_from) AS first_seen,
         max(f.valid_from) AS last_mentioned,
         count(*) OVER () AS total
  FROM entities e
  JOIN fact_entities fe ON fe.entity_id = e.id
  JOIN facts f ON f.id = fe.fact_id AND ${VISIBLE_FACT}
  WHERE e.tenant_id = $1 /*AND*/
  GROUP BY e.name_hmac`;

function presentEntity(keys: TenantKeys, r: EntityGroupRow): EntityInit {
  return {
    id: r.id,
    name: keys.decryptText(Buffer.from(r.name_ct), factAad.entityName(r.id)),
    entityType: r.entity_type,
    mentionCount: Number(r.mention_count),
    factCount: Number(r.fact_count),
    firstSeen: timestampFromDate(new Date(r.first_seen)),
    lastMentioned: timestampFromDate(new Date(r.last_mentioned)),
    namespaceId: r.namespace_id,
  };
}

function scopeOf(caller: commonv1.CallerContext | undefined, requested: readonly string[]): Scope {
  if (!caller?.tenantId) throw AppError.unauthenticated('missing_caller', 'No caller context.');
  const readable = caller.readableNamespaceIds;
  const namespaceIds = requested.length ? requested.filter((n) => readable.includes(n)) : [...readable];
  const cap = (SENSITIVITIES as readonly string[]).includes(caller.maxSensitivity) ? (caller.maxSensitivity as Sensitivity) : 'public';
  return { tenantId: caller.tenantId, namespaceIds, sensitivities: SENSITIVITIES.filter((s) => sensitivityRank(s) <= sensitivityRank(cap)) };
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

