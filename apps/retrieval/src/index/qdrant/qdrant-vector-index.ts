// VectorIndex on Qdrant: one collection per vector size (`<prefix>_<dims>`), cosine distance, the tenant id as a
// tenant-optimised payload index, and IndexFilter translated into a payload filter that Qdrant applies during the
// HNSW search (filterable HNSW), so filtered queries return the k best allowed points.
import { createHash } from 'node:crypto';
import { QdrantClient } from '@qdrant/js-client-rest';
import { assertValidFilter, assertValidK } from '../filter';
import type { ChunkAttributes, IndexFilter, IndexHit, VectorIndex } from '../ports';

export interface QdrantVectorIndexOptions {
  url: string;
  apiKey?: string;
  /** Collection name prefix. Default `engram_chunks`. */
  collectionPrefix?: string;
}

type Condition = Record<string, unknown>;
type Payload = Record<string, unknown>;

const KEYWORD_FIELDS = [
  'namespace_id', 'document_id', 'chunk_id', 'category', 'language', 'source_type', 'storage_type', 'classifier_model',
  'tag_hashes', 'tag_prefix_hashes', 'checkpoint_project_hash', 'checkpoint_session_hash', 'checkpoint_kind',
] as const;
const BATCH = 256;

export class QdrantVectorIndex implements VectorIndex {
  private readonly client: QdrantClient;
  private readonly prefix: string;
  private readonly known = new Set<string>();

  constructor(options: QdrantVectorIndexOptions) {
    this.client = new QdrantClient({ url: options.url, ...(options.apiKey ? { apiKey: options.apiKey } : {}) });
    this.prefix = options.collectionPrefix ?? 'engram_chunks';
  }

  async upsert(entries: Array<{ attrs: ChunkAttributes; vector: Float32Array }>): Promise<void> {
    const byDims = new Map<number, typeof entries>();
    for (const e of entries) byDims.set(e.vector.length, [...(byDims.get(e.vector.length) ?? []), e]);
    for (const [dims, group] of byDims) {
      const collection = await this.ensureCollection(dims);
      // A chunk re-embedded with another size must not linger in the other collections.
      for (const other of await this.collections()) {
        if (other === collection) continue;
        await this.client.delete(other, { wait: true, points: group.map((e) => pointId(e.attrs)) });
      }
      for (let i = 0; i < group.length; i += BATCH) {
        await this.client.upsert(collection, {
          wait: true,
          points: group.slice(i, i + BATCH).map((e) => ({ id: pointId(e.attrs), vector: Array.from(e.vector), payload: toPayload(e.attrs) })),
        });
      }
    }
  }

  async search(vector: Float32Array, filter: IndexFilter, k: number): Promise<IndexHit[]> {
    assertValidFilter(filter);
    assertValidK(k);
    const collection = this.collectionName(vector.length);
    if (!(await this.exists(collection))) return [];
    const response = await this.client.query(collection, {
      query: Array.from(vector),
      filter: toQdrantFilter(filter),
      limit: k,
      with_payload: ['chunk_id', 'document_id'],
    });
    return response.points
      .map((p) => ({ chunkId: String(p.payload?.chunk_id), documentId: String(p.payload?.document_id), score: p.score }))
      .sort((a, b) => b.score - a.score || (a.chunkId < b.chunkId ? -1 : a.chunkId > b.chunkId ? 1 : 0));
  }

  async deleteDocument(tenantId: string, documentId: string): Promise<number> {
    return this.deleteMatching({ must: [match('tenant_id', tenantId), match('document_id', documentId)] });
  }

  async deleteTenant(tenantId: string): Promise<number> {
    return this.deleteMatching({ must: [match('tenant_id', tenantId)] });
  }

  async count(tenantId: string): Promise<number> {
    let total = 0;
    for (const c of await this.collections()) {
      total += (await this.client.count(c, { filter: { must: [match('tenant_id', tenantId)] }, exact: true })).count;
    }
    return total;
  }

  private async deleteMatching(filter: { must: Condition[] }): Promise<number> {
    let total = 0;
    for (const c of await this.collections()) {
      const { count } = await this.client.count(c, { filter, exact: true });
      if (count === 0) continue;
      await this.client.delete(c, { wait: true, filter });
      total += count;
    }
    return total;
  }

  private collectionName(dims: number): string {
    return `${this.prefix}_${dims}`;
  }

  private async collections(): Promise<string[]> {
    const { collections } = await this.client.getCollections();
    return collections.map((c) => c.name).filter((n) => new RegExp(`^${this.prefix}_\\d+$`).test(n));
  }

  private async exists(collection: string): Promise<boolean> {
    if (this.known.has(collection)) return true;
    const { exists } = await this.client.collectionExists(collection);
    if (exists) this.known.add(collection);
    return exists;
  }

  private async ensureCollection(dims: number): Promise<string> {
    const name = this.collectionName(dims);
    if (await this.exists(name)) return name;
    try {
      await this.client.createCollection(name, { vectors: { size: dims, distance: 'Cosine' } });
    } catch (err) {
      // Another process may have created it between our check and our create.
      if (!(await this.client.collectionExists(name)).exists) throw err;
    }
    await this.client.createPayloadIndex(name, {
      wait: true,
      field_name: 'tenant_id',
      field_schema: { type: 'keyword', is_tenant: true },
    });
    for (const field of KEYWORD_FIELDS) {
      await this.client.createPayloadIndex(name, { wait: true, field_name: field, field_schema: 'keyword' });
    }
    await this.client.createPayloadIndex(name, { wait: true, field_name: 'sensitivity_rank', field_schema: 'integer' });
    await this.client.createPayloadIndex(name, { wait: true, field_name: 'created_at_ms', field_schema: 'integer' });
    await this.client.createPayloadIndex(name, { wait: true, field_name: 'has_extractable_data', field_schema: 'bool' });
    this.known.add(name);
    return name;
  }
}

/** Qdrant point ids must be integers or UUIDs: derive a stable UUID from tenant and chunk id. */
export function pointId(a: Pick<ChunkAttributes, 'tenantId' | 'chunkId'>): string {
  const h = createHash('sha256').update(`${a.tenantId}\u0000${a.chunkId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

function toPayload(a: ChunkAttributes): Payload {
  return {
    tenant_id: a.tenantId, namespace_id: a.namespaceId, document_id: a.documentId, chunk_id: a.chunkId,
    sensitivity_rank: a.sensitivityRank, category: a.category, language: a.language, source_type: a.sourceType,
    storage_type: a.storageType, has_extractable_data: a.hasExtractableData, classifier_model: a.classifierModel,
    created_at_ms: a.createdAt.getTime(), tag_hashes: a.tagHashes, tag_prefix_hashes: a.tagPrefixHashes,
    ...(a.checkpointProjectHash !== undefined ? { checkpoint_project_hash: a.checkpointProjectHash } : {}),
    ...(a.checkpointSessionHash !== undefined ? { checkpoint_session_hash: a.checkpointSessionHash } : {}),
    ...(a.checkpointKind !== undefined ? { checkpoint_kind: a.checkpointKind } : {}),
  };
}

const match = (key: string, value: string | number | boolean): Condition => ({ key, match: { value } });
const matchAny = (key: string, any: string[] | number[]): Condition => ({ key, match: { any } });

/** IndexFilter -> Qdrant filter (all conditions in `must`). Empty lists constrain nothing. */
export function toQdrantFilter(f: IndexFilter): { must: Condition[] } {
  const must: Condition[] = [
    match('tenant_id', f.tenantId),
    matchAny('namespace_id', f.namespaceIds),
    { key: 'sensitivity_rank', range: { lte: f.maxSensitivityRank } },
  ];
  const any = (key: string, values: string[] | number[] | undefined) => {
    if (values !== undefined && values.length > 0) must.push(matchAny(key, values));
  };
  any('sensitivity_rank', f.sensitivityRanks);
  any('category', f.categories);
  any('language', f.languages);
  any('source_type', f.sourceTypes);
  any('storage_type', f.storageTypes);
  any('classifier_model', f.classifierModels);
  any('tag_hashes', f.tagHashesAny);
  any('checkpoint_project_hash', f.checkpointProjectHashes);
  any('checkpoint_session_hash', f.checkpointSessionHashes);
  any('checkpoint_kind', f.checkpointKinds);
  if (f.hasExtractableData !== undefined) must.push(match('has_extractable_data', f.hasExtractableData));
  // An array payload matches a value condition when any element does, so "all" is one condition per tag.
  for (const t of f.tagHashesAll ?? []) must.push(match('tag_hashes', t));
  if (f.tagPrefixHash !== undefined) must.push(match('tag_prefix_hashes', f.tagPrefixHash));
  if (f.createdFrom !== undefined || f.createdTo !== undefined) {
    must.push({
      key: 'created_at_ms',
      range: {
        ...(f.createdFrom !== undefined ? { gte: f.createdFrom.getTime() } : {}),
        ...(f.createdTo !== undefined ? { lte: f.createdTo.getTime() } : {}),
      },
    });
  }
  return { must };
}
