// Over 400 lines: one table per vector size (moves between sizes, their DDL) and pgvector's binary forms live here.
// VectorIndex on PostgreSQL/PGlite with pgvector. The SQL tables (one per vector size) are the source of truth;
// queries run on a per-tenant, per-size in-memory exact index (tenant-vector-memory.ts) loaded on first use and kept in
// sync with the tables through the per-tenant write sequence of synced-tenant-cache.ts (sync row: `search_vector_sync`;
// deletion log: `search_vector_deletions`), so several processes can share one database.
//
// Why not search in SQL: in PGlite (single-threaded WASM) a 512-d cosine costs ~8 us, so an exact scan of 100k rows
// takes most of a second and pgvector's HNSW walk with filters took 44 ms p50 / 76-125 ms p95; the graph also cost
// ~100 s to build per 20k vectors. The in-memory scan (int8 SIMD, then exact float32 rescoring) takes a few ms, and is
// exact, so a filtered search always returns the k best allowed chunks. Numbers: bench/index-bench.ts (pnpm bench:index).
import { AppError, type SqlClient, type SqlDatabase } from '@engram/core';
import { assertValidFilter, assertValidK } from '../filter';
import type { ChunkAttributes, IndexFilter, IndexHit, VectorIndex } from '../ports';
import {
  ATTRIBUTE_COLUMNS,
  ATTRIBUTE_COLUMNS_DDL,
  attributeValues,
  rowToAttributes,
  type AttributeRow,
} from './sql-filter';
import { SyncedTenantCache, type SyncedSource } from './synced-tenant-cache';
import { TenantVectorMemory } from './tenant-vector-memory';

export interface PgVectorIndexOptions {
  /** (Tenant, vector size) pairs kept in memory at once; the least recently searched are dropped. Default 16. */
  maxCachedTenants?: number;
  /**
   * Vectors kept in memory across all cached tenants (~2.6 kB each at 512-d); least recently searched tenants are
   * dropped beyond it, never the one being searched. Default 2,000,000.
   */
  maxCachedVectors?: number;
  /**
   * This instance is the only writer of the tables (the embedded profile: PGlite is opened by one process, which has
   * one index). A search then trusts its cache until this instance writes to the tenant, instead of asking the
   * database for the tenant's write sequence on every search. Default false: other processes may write.
   */
  exclusiveWriter?: boolean;
}

interface VectorRow extends AttributeRow {
  /** pgvector's binary form (vector_send), base64: PGlite returns text far faster than it decodes bytea. */
  v: string;
}

const MAX_VECTOR_DIMS = 2000; // above this the column is `halfvec` (the table layout predates the in-memory search)
const MAX_HALFVEC_DIMS = 4000;
const BATCH = 200;
const LOAD_PAGE = 5000;
const selectRow = (t: string) =>
  `SELECT ${ATTRIBUTE_COLUMNS.map((c) => `${t}.${c}`).join(', ')}, encode(vector_send(${t}.embedding::vector), 'base64') AS v`;

export class PgVectorIndex implements VectorIndex {
  private readonly spaces = new Set<number>();
  private readonly maxCached: number;
  private readonly maxVectors: number;
  private readonly cache: SyncedTenantCache<TenantVectorMemory>;
  private readonly exclusiveWriter: boolean;
  private spacesRead = false;

  constructor(
    private readonly db: SqlDatabase,
    options: PgVectorIndexOptions = {},
  ) {
    this.maxCached = options.maxCachedTenants ?? 16;
    this.maxVectors = options.maxCachedVectors ?? 2_000_000;
    this.exclusiveWriter = options.exclusiveWriter ?? false;
    this.cache = new SyncedTenantCache(db, this.source(), {
      syncTable: 'search_vector_sync',
      maxParts: this.maxCached,
      maxWeight: this.maxVectors,
      weight: (memory) => memory.size,
      exclusiveWriter: this.exclusiveWriter,
    });
  }

  /** Creates the registry tables and brings existing per-size tables up to date. */
  async ensureSchema(): Promise<void> {
    await this.db.exec(`
      CREATE EXTENSION IF NOT EXISTS vector;
      CREATE TABLE IF NOT EXISTS search_vector_spaces (dims integer PRIMARY KEY);
      CREATE TABLE IF NOT EXISTS search_vector_tenants (
        tenant_id text NOT NULL, dims integer NOT NULL, entries bigint NOT NULL, PRIMARY KEY (tenant_id, dims));
      CREATE TABLE IF NOT EXISTS search_vector_sync (
        tenant_id text PRIMARY KEY,
        epoch uuid NOT NULL DEFAULT gen_random_uuid(),
        seq bigint NOT NULL,
        pruned_seq bigint NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS search_vector_deletions (
        tenant_id text NOT NULL,
        seq bigint NOT NULL,
        dims integer NOT NULL,
        chunk_id text NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, seq, dims, chunk_id));
      -- Tenants written before the sync table existed: give them a sequence so their caches load.
      INSERT INTO search_vector_sync (tenant_id, seq)
        SELECT DISTINCT tenant_id, 0 FROM search_vector_tenants ON CONFLICT DO NOTHING;`);
    await this.refreshSpaces();
    for (const dims of this.spaces) await this.db.exec(this.spaceDdl(dims));
  }

  async upsert(entries: Array<{ attrs: ChunkAttributes; vector: Float32Array }>): Promise<void> {
    const byTenant = new Map<string, Map<number, typeof entries>>();
    for (const e of entries) {
      const dims = e.vector.length;
      if (!Number.isInteger(dims) || dims < 1 || dims > MAX_HALFVEC_DIMS) {
        throw AppError.invalid('vector_size_unsupported', `vectors of ${dims} dimensions cannot be indexed`, {
          max: MAX_HALFVEC_DIMS,
        });
      }
      const byDims = byTenant.get(e.attrs.tenantId) ?? new Map<number, typeof entries>();
      byTenant.set(e.attrs.tenantId, byDims);
      const list = byDims.get(dims) ?? [];
      list.push(e);
      byDims.set(dims, list);
    }
    // Another process may have created a size table since: a chunk moving between sizes must leave it too.
    if (entries.length > 0) await this.refreshSpaces();
    for (const [tenantId, byDims] of byTenant) {
      for (const [dims, group] of byDims) {
        await this.ensureSpace(dims);
        for (let i = 0; i < group.length; i += BATCH) {
          const batch = group.slice(i, i + BATCH);
          const { seq, movedFrom } = await this.upsertBatch(tenantId, dims, batch);
          this.cache.wrote(tenantId);
          // Chunks that left another size's table: that part refreshes from the database on its next search.
          if (movedFrom.length > 0) continue;
          this.cache.applyCommitted(tenantId, String(dims), seq, (memory) => {
            for (const e of batch) memory.put(e.attrs, e.vector);
          });
        }
      }
    }
  }

  async search(vector: Float32Array, filter: IndexFilter, k: number): Promise<IndexHit[]> {
    assertValidFilter(filter);
    assertValidK(k);
    const dims = vector.length;
    if (!this.spaces.has(dims)) await this.refreshSpaces();
    if (!this.spaces.has(dims)) return [];
    const memory = await this.cache.get(filter.tenantId, String(dims));
    return memory === null ? [] : memory.search(vector, filter, k);
  }

  /** Loads a tenant's vectors into memory ahead of its first query (e.g. at start for the busiest tenants). */
  async warm(tenantId: string): Promise<void> {
    const { rows } = await this.db.query<{ dims: number }>(
      'SELECT dims FROM search_vector_tenants WHERE tenant_id = $1 AND entries > 0',
      [tenantId],
    );
    if (rows.length > 0) await this.refreshSpaces();
    for (const r of rows) await this.cache.get(tenantId, String(Number(r.dims)));
  }

  /**
   * Warms the largest tenants, as many as the cache keeps (e.g. at process start, so the first queries do not pay
   * the load). Returns how many tenants were loaded.
   */
  async warmLargest(): Promise<number> {
    const { rows } = await this.db.query<{ tenant_id: string }>(
      `SELECT tenant_id FROM search_vector_tenants WHERE entries > 0
       GROUP BY tenant_id ORDER BY sum(entries) DESC LIMIT $1`,
      [this.maxCached],
    );
    let warmed = 0;
    for (const r of rows) {
      await this.warm(r.tenant_id);
      warmed++;
      if (this.cacheUsage().vectors >= this.maxVectors) break;
    }
    return warmed;
  }

  async deleteDocument(tenantId: string, documentId: string): Promise<number> {
    await this.refreshSpaces();
    const removedBySize = new Map<number, string[]>();
    let seq: number | undefined;
    const removed = await this.db.transaction(async (tx) => {
      let total = 0;
      for (const dims of this.spaces) {
        const { rows } = await tx.query<{ chunk_id: string }>(
          `DELETE FROM ${tableName(dims)} WHERE tenant_id = $1 AND document_id = $2 RETURNING chunk_id`,
          [tenantId, documentId],
        );
        if (rows.length === 0) continue;
        seq ??= await this.cache.bumpSeq(tx, tenantId);
        await logDeletions(
          tx,
          tenantId,
          seq,
          dims,
          rows.map((r) => r.chunk_id),
        );
        await adjustCount(tx, tenantId, dims, -rows.length);
        removedBySize.set(
          dims,
          rows.map((r) => r.chunk_id),
        );
        total += rows.length;
      }
      return total;
    });
    if (removed > 0 && seq !== undefined) {
      this.cache.wrote(tenantId);
      for (const [dims, chunkIds] of removedBySize) {
        this.cache.applyCommitted(tenantId, String(dims), seq, (memory) => {
          for (const id of chunkIds) memory.remove(id);
        });
      }
    }
    return removed;
  }

  async deleteTenant(tenantId: string): Promise<number> {
    await this.refreshSpaces();
    const removed = await this.db.transaction(async (tx) => {
      let total = 0;
      for (const dims of this.spaces) {
        const { rows } = await tx.query(`DELETE FROM ${tableName(dims)} WHERE tenant_id = $1 RETURNING 1`, [tenantId]);
        total += rows.length;
      }
      await tx.query('DELETE FROM search_vector_tenants WHERE tenant_id = $1', [tenantId]);
      await tx.query('DELETE FROM search_vector_deletions WHERE tenant_id = $1', [tenantId]);
      // A later write creates a new epoch, which tells other processes' caches to reload from scratch.
      await tx.query('DELETE FROM search_vector_sync WHERE tenant_id = $1', [tenantId]);
      return total;
    });
    this.cache.forget(tenantId);
    this.cache.wrote(tenantId);
    return removed;
  }

  async count(tenantId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string | null }>(
      'SELECT sum(entries)::text AS n FROM search_vector_tenants WHERE tenant_id = $1',
      [tenantId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** What the in-memory caches hold: vectors and bytes (vector copies, scratch and per-slot arrays). */
  cacheUsage(): { tenants: number; vectors: number; bytes: number } {
    let vectors = 0;
    let bytes = 0;
    const memories = this.cache.memories();
    for (const m of memories) {
      vectors += m.size;
      bytes += m.bytes;
    }
    return { tenants: memories.length, vectors, bytes };
  }

  /**
   * Drops deletion-log entries older than `before`. A cache that has not caught up past them reloads the tenant
   * in full instead of replaying the log.
   */
  async pruneDeletionLog(before: Date): Promise<number> {
    return this.cache.pruneDeletionLog('search_vector_deletions', before);
  }

  private async upsertBatch(
    tenantId: string,
    dims: number,
    batch: Array<{ attrs: ChunkAttributes; vector: Float32Array }>,
  ): Promise<{ seq: number; movedFrom: number[] }> {
    // The last entry for a chunk wins, as if upserted one by one (ON CONFLICT cannot touch a row twice).
    const unique = [...new Map(batch.map((e) => [e.attrs.chunkId, e])).values()];
    const cols = [...ATTRIBUTE_COLUMNS, 'seq', 'embedding'];
    const updates = cols.filter((c) => c !== 'tenant_id' && c !== 'chunk_id').map((c) => `${c} = EXCLUDED.${c}`);
    return this.db.transaction(async (tx) => {
      const seq = await this.cache.bumpSeq(tx, tenantId);
      const movedFrom: number[] = [];
      // A chunk re-embedded with another model moves between size tables: drop it from the others first.
      for (const other of this.spaces) {
        if (other === dims) continue;
        const { rows } = await tx.query<{ chunk_id: string }>(
          `DELETE FROM ${tableName(other)} WHERE tenant_id = $1 AND chunk_id = ANY($2::text[]) RETURNING chunk_id`,
          [tenantId, unique.map((e) => e.attrs.chunkId)],
        );
        if (rows.length === 0) continue;
        movedFrom.push(other);
        await logDeletions(
          tx,
          tenantId,
          seq,
          other,
          rows.map((r) => r.chunk_id),
        );
        await adjustCount(tx, tenantId, other, -rows.length);
      }
      const params: unknown[] = [];
      const tuples = unique.map((e) => {
        const values = [...attributeValues(e.attrs), seq, vectorParam(e.vector)];
        const start = params.length;
        params.push(...values);
        return `(${values.map((_, j) => `$${start + j + 1}`).join(', ')})`;
      });
      const { rows } = await tx.query<{ inserted: boolean }>(
        `INSERT INTO ${tableName(dims)} (${cols.join(', ')}) VALUES ${tuples.join(', ')}
         ON CONFLICT (tenant_id, chunk_id) DO UPDATE SET ${updates.join(', ')}
         RETURNING (xmax = 0) AS inserted`,
        params,
      );
      const added = rows.filter((r) => r.inserted).length;
      if (added > 0) await adjustCount(tx, tenantId, dims, added);
      return { seq, movedFrom };
    });
  }

  /** How the cache reads this index's tables: one part per (tenant, vector size). */
  private source(): SyncedSource<TenantVectorMemory> {
    return {
      load: async (tenantId, part) => {
        const dims = Number(part);
        const table = tableName(dims);
        const memory = new TenantVectorMemory(dims);
        const scratch = new Float32Array(dims);
        for (let after = ''; ;) {
          // The page's keys first: otherwise the planner encodes every remaining row before sorting and limiting,
          // which made loading 100k vectors quadratic (145 s).
          const page = await this.db.query<VectorRow>(
            `WITH page AS MATERIALIZED (
               SELECT chunk_id FROM ${table} WHERE tenant_id = $1 AND chunk_id > $2 ORDER BY chunk_id LIMIT ${LOAD_PAGE})
             ${selectRow('t')} FROM ${table} t JOIN page p ON p.chunk_id = t.chunk_id
             WHERE t.tenant_id = $1 ORDER BY t.chunk_id`,
            [tenantId, after],
          );
          for (const r of page.rows) memory.put(rowToAttributes(r), decodeVector(r.v, scratch));
          const last = page.rows[page.rows.length - 1];
          if (last === undefined || page.rows.length < LOAD_PAGE) break;
          after = last.chunk_id;
        }
        return memory;
      },
      catchUp: async (tenantId, part, memory, from) => {
        const dims = Number(part);
        const deletions = await this.db.query<{ chunk_id: string }>(
          'SELECT chunk_id FROM search_vector_deletions WHERE tenant_id = $1 AND dims = $2 AND seq > $3',
          [tenantId, dims, from],
        );
        for (const d of deletions.rows) memory.remove(d.chunk_id);
        const changed = await this.db.query<VectorRow>(
          `${selectRow('t')} FROM ${tableName(dims)} t WHERE t.tenant_id = $1 AND t.seq > $2`,
          [tenantId, from],
        );
        const scratch = new Float32Array(dims);
        for (const r of changed.rows) memory.put(rowToAttributes(r), decodeVector(r.v, scratch));
      },
    };
  }

  private async ensureSpace(dims: number): Promise<void> {
    if (this.spaces.has(dims)) return;
    await this.db.exec(`${this.spaceDdl(dims)}
      INSERT INTO search_vector_spaces (dims) VALUES (${dims}) ON CONFLICT DO NOTHING;`);
    this.spaces.add(dims);
  }

  private spaceDdl(dims: number): string {
    const table = tableName(dims);
    // No ANN index: searches run in memory, and maintaining an HNSW graph made every insert slow. `seq` stamps each
    // row with the write that last touched it (added to tables created before the in-memory search).
    return `
      CREATE TABLE IF NOT EXISTS ${table} (${ATTRIBUTE_COLUMNS_DDL},
        seq bigint NOT NULL DEFAULT 0,
        embedding ${columnType(dims)} NOT NULL,
        PRIMARY KEY (tenant_id, chunk_id));
      ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS seq bigint NOT NULL DEFAULT 0;
      DROP INDEX IF EXISTS ${table}_hnsw;
      DROP INDEX IF EXISTS ${table}_scope;
      DROP INDEX IF EXISTS ${table}_tags;
      DROP INDEX IF EXISTS ${table}_tag_prefixes;
      CREATE INDEX IF NOT EXISTS ${table}_document ON ${table} (tenant_id, document_id);
      CREATE INDEX IF NOT EXISTS ${table}_seq ON ${table} (tenant_id, seq);`;
  }

  /** Learns size tables other processes created. An exclusive writer creates every one itself: one read suffices. */
  private async refreshSpaces(): Promise<void> {
    if (this.exclusiveWriter && this.spacesRead) return;
    const { rows } = await this.db.query<{ dims: number }>('SELECT dims FROM search_vector_spaces');
    for (const r of rows) this.spaces.add(Number(r.dims));
    this.spacesRead = true;
  }
}

async function logDeletions(
  tx: SqlClient,
  tenantId: string,
  seq: number,
  dims: number,
  chunkIds: string[],
): Promise<void> {
  await tx.query(
    `INSERT INTO search_vector_deletions (tenant_id, seq, dims, chunk_id)
     SELECT $1, $2, $3, unnest($4::text[]) ON CONFLICT DO NOTHING`,
    [tenantId, seq, dims, chunkIds],
  );
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

/**
 * A vector as a statement parameter. `vector` columns get pgvector's binary input (vector_recv: int16 dims, int16
 * unused, big-endian float32 values), which the SQL adapters send in binary format: parsing 512 floats from text costs
 * PostgreSQL ~0.7 ms in PGlite. `halfvec` (above 2,000 dimensions) takes the text form.
 */
function vectorParam(v: Float32Array): Buffer | string {
  if (v.length > MAX_VECTOR_DIMS) return `[${Array.from(v).join(',')}]`;
  const bytes = Buffer.allocUnsafe(4 + 4 * v.length);
  bytes.writeInt16BE(v.length, 0);
  bytes.writeInt16BE(0, 2);
  for (let i = 0; i < v.length; i++) bytes.writeFloatBE(v[i]!, 4 + 4 * i);
  return bytes;
}

/** pgvector's binary form: int16 dims, int16 unused, then big-endian float32 values. */
function decodeVector(base64: string, into: Float32Array): Float32Array {
  const bytes = Buffer.from(base64, 'base64');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < into.length; i++) into[i] = view.getFloat32(4 + i * 4, false);
  return into;
}
