// Fast-mode retrieval: the semantic and keyword legs run in parallel inside the caller's scope (namespaces, maximum
// sensitivity, filters), are merged by the configured fusion (weighted RRF by default), and the winning chunks are hydrated (decrypted)
// through the ingest service's contract and grouped into result documents (spec 2.3, 2.4, 4.2).
import type { JsonObject, MessageInitShape } from '@bufbuild/protobuf';
import { AppError, isSensitivity, type Embedder } from '@engram/core';
import type { TenantKeyring } from '@engram/crypto';
import type { ServiceClient, commonv1, ingestv1, retrievalv1 } from '@engram/proto';
import type { Logger, Metrics } from '@engram/telemetry';
import { analyzeQuery } from './analysis';
import { indexFilter } from './attributes';
import { absoluteScores, fuse, type FusionConfig } from './fusion';
import type { KeywordIndex, VectorIndex } from './index/ports';

export type { FusionConfig };

export interface RetrievalServiceDeps {
  vectors: VectorIndex;
  keywords: KeywordIndex;
  embedder: Embedder;
  keyring: TenantKeyring;
  ingest: Pick<ServiceClient<typeof ingestv1.IngestService>, 'getChunks'>;
  fusion: FusionConfig;
  logger: Logger;
  metrics?: Metrics;
  /** Languages the keyword leg analyses queries with (the query's own language is unknown). */
  queryLanguages?: string[];
  /** Most chunks of one document shown in a result. */
  maxChunksPerDocument?: number;
}

type QueryResponseInit = MessageInitShape<typeof retrievalv1.QueryResponseSchema>;

export class RetrievalService {
  constructor(private readonly deps: RetrievalServiceDeps) {}

  async query(req: retrievalv1.QueryRequest): Promise<QueryResponseInit> {
    const started = performance.now();
    const caller = req.caller;
    if (!caller?.tenantId) throw AppError.unauthenticated('missing_caller', 'No caller context.');
    const mode = req.mode || 'fast';
    if (mode !== 'fast' && mode !== 'rich') throw AppError.invalid('invalid_mode', 'mode must be fast or rich.');
    const maxResults = req.maxResults ?? 10;
    const results = await this.search(caller, req.query, maxResults, req.namespaceIds, req.filters);
    return {
      mode,
      query: req.query,
      results,
      totalChunks: results.reduce((n, d) => n + (d.chunks?.length ?? 0), 0),
      latencyMs: round(performance.now() - started),
      // Rich mode needs a language model for expansion, reranking and synthesis; none is configured in this build, so
      // rich requests get the fast results (the spec's budget fallback) and an honest synthesis_unavailable.
      synthesisUnavailable: mode === 'rich' && req.synthesize,
      sources: [],
      // The memory layer is not part of this build: facts are null (spec 2.4: "null when the memory layer is disabled").
      factCount: 0,
    };
  }

  async searchRpc(req: retrievalv1.SearchRequest): Promise<MessageInitShape<typeof retrievalv1.SearchResponseSchema>> {
    const started = performance.now();
    if (!req.caller?.tenantId) throw AppError.unauthenticated('missing_caller', 'No caller context.');
    const results = await this.search(req.caller, req.q, req.limit ?? 10, req.namespaceIds, undefined);
    return {
      mode: 'fast',
      query: req.q,
      results,
      totalChunks: results.reduce((n, d) => n + (d.chunks?.length ?? 0), 0),
      latencyMs: round(performance.now() - started),
    } as MessageInitShape<typeof retrievalv1.SearchResponseSchema>;
  }

  private async search(
    caller: commonv1.CallerContext,
    text: string,
    maxResults: number,
    requestedNamespaceIds: readonly string[],
    filters: commonv1.Filters | undefined,
  ): Promise<MessageInitShape<typeof commonv1.ResultDocumentSchema>[]> {
    const { metrics } = this.deps;
    // Scope is the intersection of what was asked for and what the key may read; the gateway already resolved keys.
    const readable = new Set(caller.readableNamespaceIds);
    const namespaceIds = requestedNamespaceIds.length
      ? requestedNamespaceIds.filter((id) => readable.has(id))
      : [...readable];
    if (namespaceIds.length === 0) return [];
    if (!isSensitivity(caller.maxSensitivity)) throw AppError.invalid('invalid_caller', 'Caller has no sensitivity cap.');

    const keys = await this.deps.keyring.get(caller.tenantId);
    const filter = indexFilter(keys, { tenantId: caller.tenantId, namespaceIds, maxSensitivity: caller.maxSensitivity }, filters);
    if (filter.sensitivityRanks && !filter.sensitivityRanks.some((r) => r <= filter.maxSensitivityRank)) return [];

    // Candidates deep enough that grouping by document still fills max_results documents.
    const depth = Math.min(300, Math.max(50, maxResults * 5));
    const terms = keys.termHashes(analyzeQuery(text, this.deps.queryLanguages ?? ['en']));
    const { semanticWeight, keywordWeight } = this.deps.fusion;

    const timed = async <T>(leg: string, fn: () => Promise<T>): Promise<T> => {
      const end = metrics?.queryDuration.startTimer({ mode: 'fast', leg });
      try {
        return await fn();
      } finally {
        end?.();
      }
    };
    const [semantic, keyword] = await Promise.all([
      semanticWeight > 0
        ? timed('semantic', async () => {
            const [vector] = await timed('embed', () => this.deps.embedder.embed([text], 'query'));
            return this.deps.vectors.search(vector!, filter, depth);
          })
        : Promise.resolve([]),
      keywordWeight > 0 && terms.length ? timed('keyword', () => this.deps.keywords.search(terms, filter, depth)) : Promise.resolve([]),
    ]);
    // Fusion decides the order; the score shown is each hit's own absolute relevance (fusion/relevance.ts).
    const fused = absoluteScores(fuse({ semantic, keyword }, this.deps.fusion), { semantic, keyword }, this.deps.fusion);

    // Group by document in fused order; take a few spare documents in case some were deleted since indexing.
    const perDoc = this.deps.maxChunksPerDocument ?? 3;
    const groups = new Map<string, typeof fused>();
    for (const hit of fused) {
      const g = groups.get(hit.documentId);
      if (g) {
        if (g.length < perDoc) g.push(hit);
      } else if (groups.size < maxResults + 5) groups.set(hit.documentId, [hit]);
    }
    // Hydrate the first max_results documents; the spares only if some of those are gone (deleted or superseded since
    // they were indexed), which is rare, so a query usually decrypts no more than it returns.
    const ordered = [...groups.values()];
    const chunkById = new Map<string, commonv1.Chunk>();
    const docById = new Map<string, commonv1.Document>();
    const hydrate = async (batch: typeof ordered) => {
      if (batch.length === 0) return;
      const hydrated = await timed('hydrate', () =>
        this.deps.ingest.getChunks({ tenantId: caller.tenantId, chunkIds: batch.flat().map((h) => h.chunkId) }),
      );
      for (const c of hydrated.chunks) chunkById.set(c.chunkId, c);
      for (const d of hydrated.documents) docById.set(d.documentId, d);
    };
    await hydrate(ordered.slice(0, maxResults));
    const missing = ordered.slice(0, maxResults).filter((hits) => !docById.has(hits[0]!.documentId)).length;
    if (missing > 0) await hydrate(ordered.slice(maxResults, maxResults + missing + 5));

    const results: MessageInitShape<typeof commonv1.ResultDocumentSchema>[] = [];
    for (const [documentId, hits] of groups) {
      const doc = docById.get(documentId);
      if (!doc) continue; // deleted or superseded since it was indexed
      const chunks = hits.flatMap((h) => {
        const c = chunkById.get(h.chunkId);
        if (!c) return [];
        const metadata: Record<string, unknown> = { chunk_index: c.chunkIndex };
        if (c.headings.length) metadata.headings = c.headings;
        const treeNodeId = (c.metadata as Record<string, unknown> | undefined)?.tree_node_id;
        if (typeof treeNodeId === 'string') {
          metadata.tree_node_id = treeNodeId;
          metadata.tree_has_node_text = false;
        }
        return [{ chunkId: c.chunkId, documentId, content: c.content ?? '', score: round(h.score, 6), metadata: metadata as JsonObject }];
      });
      if (!chunks.length) continue;
      const cl = doc.classification;
      results.push({
        documentId,
        title: doc.title,
        source: doc.source,
        sourceType: cl?.sourceType ?? '',
        storageType: cl?.storageType ?? '',
        hasExtractableData: cl?.hasExtractableData ?? false,
        category: cl?.category ?? '',
        tags: cl?.tags ?? [],
        sensitivity: cl?.sensitivity ?? '',
        language: cl?.language ?? '',
        summary: cl?.summary ?? '',
        chunks,
        ...(cl?.extracted ? { extracted: cl.extracted } : {}),
      });
      if (results.length === maxResults) break;
    }
    return results;
  }
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
