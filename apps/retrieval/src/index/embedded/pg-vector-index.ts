// VectorIndex on PostgreSQL/PGlite with pgvector: one table per vector size (an HNSW index needs a fixed size),
// cosine HNSW index, filters inside the search.
//
// Search plan (measured in bench/, PGlite 0.5 / pgvector 0.8.7, 512-d): an exact scan costs ~8 us per candidate row,
// so it is used when the tenant is small or the filter lets few rows through (<= exactScanMaxEntries, checked with a
// capped count); otherwise the HNSW index is walked with pgvector's iterative scan (relaxed order, re-sorted) and the
// filter evaluated during the walk. If the walk still gives up before k allowed rows, the query is repeated exactly,
// so a filtered search always returns the k best allowed chunks rather than a post-filtered remainder.
import { AppError, type SqlClient, type SqlDatabase } from '@engram/core';
import { assertValidFilter, assertValidK } from '../filter';
import type { ChunkAttributes, IndexFilter, IndexHit, VectorIndex } from '../ports';
import { ATTRIBUTE_COLUMNS, ATTRIBUTE_COLUMNS_DDL, attributeValues, filterToSql } from './sql-filter';

export interface PgVectorIndexOptions {
  /** Tenants with at most this many vectors (of the query's size) are searched exactly. Default 2000. */
  exactScanMaxEntries?: number;
  /** hnsw.ef_search floor (raised to k when k is larger). Default 64. */
  efSearch?: number;
  /** hnsw.max_scan_tuples: how far an iterative scan may walk before giving up. Default 20000. */
  maxScanTuples?: number;
  /** HNSW build parameters for newly created tables. Defaults m = 16, ef_construction = 64 (pgvector's). */
  hnswM?: number;
  hnswEfConstruction?: number;
}

const MAX_VECTOR_DIMS = 2000; // pgvector's HNSW limit for `vector`
const MAX_HALFVEC_DIMS = 4000; // and for `halfvec`, used above 2000 dimensions
const BATCH = 200;

export class PgVectorIndex implements VectorIndex {
  private readonly spaces = new Set<number>();
  private readonly exactMax: number;
  private readonly efSearch: number;
  private readonly maxScanTuples: number;

  constructor(
    private readonly db: SqlDatabase,
    private readonly options: PgVectorIndexOptions = {},
  ) {
    this.exactMax = options.exactScanMaxEntries ?? 2000;
    this.efSearch = options.efSearch ?? 64;
    this.maxScanTuples = options.maxScanTuples ?? 20000;
  }

  /** Creates the registry tables; per-size tables are created on the first vector of that size. */
  async ensureSchema(): Promise<void> {
    await this.db.exec(`
      CREATE EXTENSION IF NOT EXISTS vector;
      CREATE TABLE IF NOT EXISTS search_vector_spaces (dims integer PRIMARY KEY);
      CREATE TABLE IF NOT EXISTS search_vector_tenants (
        tenant_id text NOT NULL, dims integer NOT NULL, entries bigint NOT NULL, PRIMARY KEY (tenant_id, dims));`);
    const { rows } = await this.db.query<{ dims: number }>('SELECT dims FROM search_vector_spaces');
    for (const r of rows) this.spaces.add(Number(r.dims));
  }

  async upsert(entries: Array<{ attrs: ChunkAttributes; vector: Float32Array }>): Promise<void> {
    const byDims = new Map<number, typeof entries>();
    for (const e of entries) {
      const list = byDims.get(e.vector.length) ?? [];
      list.push(e);
      byDims.set(e.vector.length, list);
    }
    for (const [dims, group] of byDims) {
      await this.ensureSpace(dims);
      for (let i = 0; i < group.length; i += BATCH) await this.upsertBatch(dims, group.slice(i, i + BATCH));
    }
  }

  async search(vector: Float32Array, filter: IndexFilter, k: number): Promise<IndexHit[]> {
    assertValidFilter(filter);
    assertValidK(k);
    const dims = vector.length;
    if (!this.spaces.has(dims)) await this.refreshSpaces();
    if (!this.spaces.has(dims)) return [];
    const { rows } = await this.db.query<{ entries: string }>(
      'SELECT entries FROM search_vector_tenants WHERE tenant_id = $1 AND dims = $2',
      [filter.tenantId, dims],
    );
    const entries = Number(rows[0]?.entries ?? 0);
    if (entries === 0) return [];
    if (entries > this.exactMax && !(await this.allowsAtMost(filter, vector.length, this.exactMax))) {
      const approximate = await this.searchHnsw(vector, filter, k);
      if (approximate.length === k) return approximate;
    }
    return this.searchExact(vector, filter, k);
  }

  async deleteDocument(tenantId: string, documentId: string): Promise<number> {
    return this.deleteWhere(tenantId, 'document_id = $2', [documentId]);
  }

  async deleteTenant(tenantId: string): Promise<number> {
    return this.deleteWhere(tenantId, 'true', []);
  }

  async count(tenantId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string | null }>(
      'SELECT sum(entries)::text AS n FROM search_vector_tenants WHERE tenant_id = $1',
      [tenantId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Whether at most `limit` rows pass the filter, counting no further than limit + 1 (cheap for broad filters, which
   * hit the cap quickly; indexed for selective ones). A selective filter makes the HNSW walk visit many rejected
   * nodes before giving up, so such queries go straight to the exact scan.
   */
  private async allowsAtMost(filter: IndexFilter, dims: number, limit: number): Promise<boolean> {
    const params: unknown[] = [];
    const where = filterToSql(filter, params);
    params.push(limit + 1);
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${tableName(dims)} WHERE ${where} LIMIT $${params.length}) allowed`,
      params,
    );
    return Number(rows[0]?.n ?? 0) <= limit;
  }

  private async searchHnsw(vector: Float32Array, filter: IndexFilter, k: number): Promise<IndexHit[]> {
    const table = tableName(vector.length);
    return this.db.transaction(async (tx) => {
      // Iterative scan keeps walking the graph until k rows pass the filter (or max_scan_tuples is reached).
      // Seq scans and sorts are priced out so the planner cannot trade the HNSW walk for a full exact scan.
      await tx.query(`SET LOCAL hnsw.iterative_scan = relaxed_order`);
      await tx.query(`SET LOCAL hnsw.ef_search = ${Math.max(this.efSearch, k)}`);
      await tx.query(`SET LOCAL hnsw.max_scan_tuples = ${this.maxScanTuples}`);
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query('SET LOCAL enable_sort = off');
      const params: unknown[] = [vectorLiteral(vector)];
      const where = filterToSql(filter, params);
      params.push(k);
      // relaxed_order may return rows slightly out of order: materialise, then sort the k rows exactly.
      const { rows } = await tx.query<{ chunk_id: string; document_id: string; d: number }>(
        `WITH c AS MATERIALIZED (
           SELECT chunk_id, document_id, embedding <=> $1::${columnType(vector.length)} AS d FROM ${table}
           WHERE ${where} ORDER BY embedding <=> $1::${columnType(vector.length)} LIMIT $${params.length})
         SELECT chunk_id, document_id, d FROM c ORDER BY d, chunk_id`,
        params,
      );
      return rows.map(toHit);
    });
  }

  private async searchExact(vector: Float32Array, filter: IndexFilter, k: number): Promise<IndexHit[]> {
    const table = tableName(vector.length);
    return this.db.transaction(async (tx) => {
      // Without index scans the filter uses bitmap scans on the btree indexes, and distances are computed only for
      // allowed rows.
      await tx.query('SET LOCAL enable_indexscan = off');
      const params: unknown[] = [vectorLiteral(vector)];
      const where = filterToSql(filter, params);
      params.push(k);
      const { rows } = await tx.query<{ chunk_id: string; document_id: string; d: number }>(
        `SELECT chunk_id, document_id, embedding <=> $1::${columnType(vector.length)} AS d FROM ${table}
         WHERE ${where} ORDER BY d, chunk_id LIMIT $${params.length}`,
        params,
      );
      return rows.map(toHit);
    });
  }

  private async upsertBatch(dims: number, batch: Array<{ attrs: ChunkAttributes; vector: Float32Array }>): Promise<void> {
    // The last entry for a chunk wins, as if upserted one by one (ON CONFLICT cannot touch a row twice).
    const unique = [...new Map(batch.map((e) => [`${e.attrs.tenantId}\u0000${e.attrs.chunkId}`, e])).values()];
    const table = tableName(dims);
    const cols = [...ATTRIBUTE_COLUMNS, 'embedding'];
    const params: unknown[] = [];
    const tuples = unique.map((e) => {
      const values = [...attributeValues(e.attrs), vectorLiteral(e.vector)];
      const start = params.length;
      params.push(...values);
      return `(${values.map((_, j) => `$${start + j + 1}`).join(', ')})`;
    });
    const updates = cols.filter((c) => c !== 'tenant_id' && c !== 'chunk_id').map((c) => `${c} = EXCLUDED.${c}`);
    await this.db.transaction(async (tx) => {
      // A chunk re-embedded with another model moves between size tables: drop it from the others first.
      for (const other of this.spaces) {
        if (other === dims) continue;
        const { rows } = await tx.query<{ tenant_id: string }>(
          `DELETE FROM ${tableName(other)} t USING unnest($1::text[], $2::text[]) AS u(tenant_id, chunk_id)
           WHERE t.tenant_id = u.tenant_id AND t.chunk_id = u.chunk_id RETURNING t.tenant_id`,
          [unique.map((e) => e.attrs.tenantId), unique.map((e) => e.attrs.chunkId)],
        );
        for (const r of rows) await adjustCount(tx, r.tenant_id, other, -1);
      }
      const { rows } = await tx.query<{ tenant_id: string; inserted: boolean }>(
        `INSERT INTO ${table} (${cols.join(', ')}) VALUES ${tuples.join(', ')}
         ON CONFLICT (tenant_id, chunk_id) DO UPDATE SET ${updates.join(', ')}
         RETURNING tenant_id, (xmax = 0) AS inserted`,
        params,
      );
      const added = new Map<string, number>();
      for (const r of rows) if (r.inserted) added.set(r.tenant_id, (added.get(r.tenant_id) ?? 0) + 1);
      for (const [tenantId, n] of added) await adjustCount(tx, tenantId, dims, n);
    });
  }

  private async deleteWhere(tenantId: string, condition: string, extra: unknown[]): Promise<number> {
    await this.refreshSpaces();
    let total = 0;
    await this.db.transaction(async (tx) => {
      for (const dims of this.spaces) {
        const { rows } = await tx.query(
          `DELETE FROM ${tableName(dims)} WHERE tenant_id = $1 AND ${condition} RETURNING 1`,
          [tenantId, ...extra],
        );
        total += rows.length;
        if (rows.length > 0) await adjustCount(tx, tenantId, dims, -rows.length);
      }
      if (condition === 'true') await tx.query('DELETE FROM search_vector_tenants WHERE tenant_id = $1', [tenantId]);
    });
    return total;
  }

  private async ensureSpace(dims: number): Promise<void> {
    if (this.spaces.has(dims)) return;
    if (!Number.isInteger(dims) || dims < 1 || dims > MAX_HALFVEC_DIMS) {
      throw AppError.invalid('vector_size_unsupported', `vectors of ${dims} dimensions cannot be indexed`, {
        max: MAX_HALFVEC_DIMS,
      });
    }
    const table = tableName(dims);
    const ops = dims > MAX_VECTOR_DIMS ? 'halfvec_cosine_ops' : 'vector_cosine_ops';
    const m = this.options.hnswM ?? 16;
    const efc = this.options.hnswEfConstruction ?? 64;
    await this.db.exec(`
      CREATE TABLE IF NOT EXISTS ${table} (${ATTRIBUTE_COLUMNS_DDL},
        embedding ${columnType(dims)} NOT NULL,
        PRIMARY KEY (tenant_id, chunk_id));
      CREATE INDEX IF NOT EXISTS ${table}_document ON ${table} (tenant_id, document_id);
      CREATE INDEX IF NOT EXISTS ${table}_scope ON ${table} (tenant_id, namespace_id, sensitivity_rank);
      CREATE INDEX IF NOT EXISTS ${table}_tags ON ${table} USING gin (tag_hashes);
      CREATE INDEX IF NOT EXISTS ${table}_tag_prefixes ON ${table} USING gin (tag_prefix_hashes);
      CREATE INDEX IF NOT EXISTS ${table}_hnsw ON ${table}
        USING hnsw (embedding ${ops}) WITH (m = ${m}, ef_construction = ${efc});
      INSERT INTO search_vector_spaces (dims) VALUES (${dims}) ON CONFLICT DO NOTHING;`);
    this.spaces.add(dims);
  }

  private async refreshSpaces(): Promise<void> {
    const { rows } = await this.db.query<{ dims: number }>('SELECT dims FROM search_vector_spaces');
    for (const r of rows) this.spaces.add(Number(r.dims));
  }
}

async function adjustCount(tx: SqlClient, tenantId: string, dims: number, delta: number): Promise<void> {
  await tx.query(
    `INSERT INTO search_vector_tenants (tenant_id, dims, entries) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, dims) DO UPDATE SET entries = search_vector_tenants.entries + EXCLUDED.entries`,
    [tenantId, dims, delta],
  );
}

function tableName(dims: number): string {
  return `search_vectors_${dims}`;
}

function columnType(dims: number): string {
  return dims > MAX_VECTOR_DIMS ? `halfvec(${dims})` : `vector(${dims})`;
}

function vectorLiteral(v: Float32Array): string {
  return `[${Array.from(v).join(',')}]`;
}

function toHit(r: { chunk_id: string; document_id: string; d: number }): IndexHit {
  return { chunkId: r.chunk_id, documentId: r.document_id, score: 1 - Number(r.d) };
}
