// KeywordIndex on OpenSearch. The hashed terms are stored as whitespace-separated tokens in `title` and `body`
// text fields with the whitespace analyzer, so OpenSearch's own BM25 (k1 1.2, b 0.75) ranks them; the title field
// is boosted. Filters are bool `filter` clauses (unscored, applied before ranking). Documents are routed by tenant.
import { Client } from '@opensearch-project/opensearch';
import { AppError } from '@engram/core';
import { assertValidFilter, assertValidK } from '../filter';
import type { ChunkAttributes, IndexFilter, IndexHit, KeywordFields, KeywordIndex } from '../ports';

export interface OpenSearchKeywordIndexOptions {
  node: string;
  /** Index name. Default `engram-chunks`. */
  index?: string;
  /** Title boost relative to body. Default 2. */
  titleBoost?: number;
  /** Refresh after writes (`wait_for` makes writes visible before returning; tests use it). Default false. */
  refresh?: boolean | 'wait_for';
  /** Pass an existing client instead of `node` (auth, TLS). */
  client?: Client;
}

type Query = Record<string, unknown>;

const KEYWORD = { type: 'keyword' } as const;

export class OpenSearchKeywordIndex implements KeywordIndex {
  private readonly client: Client;
  private readonly index: string;
  private readonly titleBoost: number;
  private readonly refresh: boolean | 'wait_for';

  constructor(options: OpenSearchKeywordIndexOptions) {
    this.client = options.client ?? new Client({ node: options.node });
    this.index = options.index ?? 'engram-chunks';
    this.titleBoost = options.titleBoost ?? 2;
    this.refresh = options.refresh ?? false;
  }

  async ensureSchema(): Promise<void> {
    const { body: exists } = await this.client.indices.exists({ index: this.index });
    if (exists) return;
    await this.client.indices.create({
      index: this.index,
      body: {
        // No similarity settings: OpenSearch's default is BM25 with k1 = 1.2, b = 0.75, as the embedded index.
        mappings: {
          dynamic: 'strict',
          properties: {
            title: { type: 'text', analyzer: 'whitespace', norms: true },
            body: { type: 'text', analyzer: 'whitespace', norms: true },
            tenant_id: KEYWORD, namespace_id: KEYWORD, document_id: KEYWORD, chunk_id: KEYWORD,
            sensitivity_rank: { type: 'short' }, category: KEYWORD, language: KEYWORD, source_type: KEYWORD,
            storage_type: KEYWORD, has_extractable_data: { type: 'boolean' }, classifier_model: KEYWORD,
            created_at: { type: 'date', format: 'epoch_millis' }, tag_hashes: KEYWORD, tag_prefix_hashes: KEYWORD,
            checkpoint_project_hash: KEYWORD, checkpoint_session_hash: KEYWORD, checkpoint_kind: KEYWORD,
          },
        },
      },
    });
  }

  async upsert(entries: Array<{ attrs: ChunkAttributes; fields: KeywordFields }>): Promise<void> {
    if (entries.length === 0) return;
    const body: Query[] = [];
    for (const { attrs, fields } of entries) {
      for (const t of [...fields.title, ...fields.body]) {
        if (t.length === 0 || /\s/.test(t)) throw AppError.invalid('invalid_term', 'index terms must be non-empty and contain no whitespace');
      }
      body.push({ index: { _index: this.index, _id: docId(attrs), routing: attrs.tenantId } });
      body.push({ ...toSource(attrs), title: fields.title.join(' '), body: fields.body.join(' ') });
    }
    const { body: result } = await this.client.bulk({ body, refresh: this.refresh });
    if (result.errors) {
      throw new AppError('unavailable', 'OpenSearch rejected part of a bulk index request', { reason: 'keyword_index_write_failed' });
    }
  }

  async search(queryTerms: string[], filter: IndexFilter, k: number): Promise<IndexHit[]> {
    assertValidFilter(filter);
    assertValidK(k);
    if (queryTerms.length === 0) return [];
    const text = queryTerms.join(' ');
    const { body } = await this.client.search({
      index: this.index,
      routing: filter.tenantId,
      body: {
        size: k,
        _source: ['chunk_id', 'document_id'],
        track_total_hits: false,
        track_scores: true,
        query: {
          bool: {
            filter: toOpenSearchFilter(filter),
            should: [
              { match: { title: { query: text, boost: this.titleBoost } } },
              { match: { body: { query: text } } },
            ],
            minimum_should_match: 1,
          },
        },
        sort: [{ _score: 'desc' }, { chunk_id: 'asc' }],
      },
    });
    const hits = (body.hits.hits ?? []) as Array<{ _score?: number | null; sort?: unknown[]; _source?: { chunk_id: string; document_id: string } }>;
    return hits.map((h) => ({
      chunkId: String(h._source?.chunk_id),
      documentId: String(h._source?.document_id),
      score: Number(h._score ?? h.sort?.[0] ?? 0),
    }));
  }

  async deleteDocument(tenantId: string, documentId: string): Promise<number> {
    return this.deleteByQuery(tenantId, [{ term: { tenant_id: tenantId } }, { term: { document_id: documentId } }]);
  }

  async deleteTenant(tenantId: string): Promise<number> {
    return this.deleteByQuery(tenantId, [{ term: { tenant_id: tenantId } }]);
  }

  async count(tenantId: string): Promise<number> {
    const { body } = await this.client.count({
      index: this.index,
      routing: tenantId,
      body: { query: { bool: { filter: [{ term: { tenant_id: tenantId } }] } } },
    });
    return body.count;
  }

  private async deleteByQuery(tenantId: string, filter: Query[]): Promise<number> {
    const { body } = await this.client.deleteByQuery({
      index: this.index,
      routing: tenantId,
      refresh: this.refresh !== false,
      conflicts: 'proceed',
      body: { query: { bool: { filter } } },
    });
    return 'deleted' in body ? Number(body.deleted ?? 0) : 0;
  }
}

function docId(a: ChunkAttributes): string {
  return `${a.tenantId}:${a.chunkId}`;
}

function toSource(a: ChunkAttributes): Record<string, unknown> {
  return {
    tenant_id: a.tenantId, namespace_id: a.namespaceId, document_id: a.documentId, chunk_id: a.chunkId,
    sensitivity_rank: a.sensitivityRank, category: a.category, language: a.language, source_type: a.sourceType,
    storage_type: a.storageType, has_extractable_data: a.hasExtractableData, classifier_model: a.classifierModel,
    created_at: a.createdAt.getTime(), tag_hashes: a.tagHashes, tag_prefix_hashes: a.tagPrefixHashes,
    ...(a.checkpointProjectHash !== undefined ? { checkpoint_project_hash: a.checkpointProjectHash } : {}),
    ...(a.checkpointSessionHash !== undefined ? { checkpoint_session_hash: a.checkpointSessionHash } : {}),
    ...(a.checkpointKind !== undefined ? { checkpoint_kind: a.checkpointKind } : {}),
  };
}

/** IndexFilter -> bool filter clauses. Empty lists constrain nothing. */
export function toOpenSearchFilter(f: IndexFilter): Query[] {
  const clauses: Query[] = [
    { term: { tenant_id: f.tenantId } },
    { terms: { namespace_id: f.namespaceIds } },
    { range: { sensitivity_rank: { lte: f.maxSensitivityRank } } },
  ];
  const terms = (field: string, values: unknown[] | undefined) => {
    if (values !== undefined && values.length > 0) clauses.push({ terms: { [field]: values } });
  };
  terms('sensitivity_rank', f.sensitivityRanks);
  terms('category', f.categories);
  terms('language', f.languages);
  terms('source_type', f.sourceTypes);
  terms('storage_type', f.storageTypes);
  terms('classifier_model', f.classifierModels);
  terms('tag_hashes', f.tagHashesAny);
  terms('checkpoint_project_hash', f.checkpointProjectHashes);
  terms('checkpoint_session_hash', f.checkpointSessionHashes);
  terms('checkpoint_kind', f.checkpointKinds);
  if (f.hasExtractableData !== undefined) clauses.push({ term: { has_extractable_data: f.hasExtractableData } });
  for (const t of f.tagHashesAll ?? []) clauses.push({ term: { tag_hashes: t } });
  if (f.tagPrefixHash !== undefined) clauses.push({ term: { tag_prefix_hashes: f.tagPrefixHash } });
  if (f.createdFrom !== undefined || f.createdTo !== undefined) {
    clauses.push({
      range: {
        created_at: {
          ...(f.createdFrom !== undefined ? { gte: f.createdFrom.getTime() } : {}),
          ...(f.createdTo !== undefined ? { lte: f.createdTo.getTime() } : {}),
          format: 'epoch_millis',
        },
      },
    });
  }
  return clauses;
}
