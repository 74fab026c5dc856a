// KeywordIndex on PostgreSQL/PGlite (no extension needed). The SQL tables are the source of truth; queries run on a
// per-tenant in-memory BM25F index (bm25-memory.ts) loaded on first use and kept in sync with the tables through the
// per-tenant write sequence of synced-tenant-cache.ts (sync row: `search_keyword_tenants`; deletion log:
// `search_keyword_deletions`), so several processes can share one database.
//
// Why in memory: SQL postings cannot prune and PGlite is single-threaded WASM; a common term's postings (tens of
// thousands of rows) cost far more to aggregate in SQL than to score in JS. See bench/ for the numbers.
import { AppError, type SqlDatabase } from '@engram/core';
import { assertValidFilter, assertValidK } from '../filter';
import type { ChunkAttributes, IndexFilter, IndexHit, KeywordFields, KeywordIndex } from '../ports';
import { DEFAULT_BM25, TenantKeywordMemory, toIndexedChunk, type Bm25Params, type IndexedChunk } from './bm25-memory';
import { SyncedTenantCache, type SyncedSource } from './synced-tenant-cache';
import { ATTRIBUTE_COLUMNS, ATTRIBUTE_COLUMNS_DDL, attributeValues, rowToAttributes, type AttributeRow } from './sql-filter';

export interface PgKeywordIndexOptions {
  bm25?: Partial<Bm25Params>;
  /** Tenants kept in memory at once (least recently searched are dropped). Default 64. */
  maxCachedTenants?: number;
  /**
   * This instance is the only writer of the tables (the embedded profile: PGlite is opened by one process, which has
   * one index). A search then trusts its cache until this instance writes to the tenant, instead of asking the
   * database for the tenant's write sequence on every search. Default false: other processes may write.
   */
  exclusiveWriter?: boolean;
}

interface ChunkRow extends AttributeRow {
  title_len: number;
  body_len: number;
  terms: string;
}

const BATCH = 200;
const SELECT_CHUNK = `SELECT ${ATTRIBUTE_COLUMNS.join(', ')}, title_len, body_len, terms FROM search_keyword_chunks`;

export class PgKeywordIndex implements KeywordIndex {
  private readonly bm25: Bm25Params;
  private readonly cache: SyncedTenantCache<TenantKeywordMemory>;

  constructor(
    private readonly db: SqlDatabase,
    options: PgKeywordIndexOptions = {},
  ) {
    this.bm25 = { ...DEFAULT_BM25, ...options.bm25 };
    this.cache = new SyncedTenantCache(db, this.source(), {
      syncTable: 'search_keyword_tenants',
      maxParts: options.maxCachedTenants ?? 64,
      exclusiveWriter: options.exclusiveWriter ?? false,
    });
  }

  async ensureSchema(): Promise<void> {
    await this.db.exec(`
      CREATE TABLE IF NOT EXISTS search_keyword_tenants (
        tenant_id text PRIMARY KEY,
        epoch uuid NOT NULL DEFAULT gen_random_uuid(),
        seq bigint NOT NULL,
        pruned_seq bigint NOT NULL DEFAULT 0);
      CREATE TABLE IF NOT EXISTS search_keyword_chunks (${ATTRIBUTE_COLUMNS_DDL},
        seq bigint NOT NULL,
        title_len integer NOT NULL,
        body_len integer NOT NULL,
        -- "term titleTf bodyTf term titleTf bodyTf ...": hashed terms only, never words.
        terms text NOT NULL,
        PRIMARY KEY (tenant_id, chunk_id));
      CREATE INDEX IF NOT EXISTS search_keyword_chunks_seq ON search_keyword_chunks (tenant_id, seq);
      CREATE INDEX IF NOT EXISTS search_keyword_chunks_document ON search_keyword_chunks (tenant_id, document_id);
      CREATE TABLE IF NOT EXISTS search_keyword_deletions (
        tenant_id text NOT NULL,
        seq bigint NOT NULL,
        chunk_id text NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, seq, chunk_id));`);
  }

  async upsert(entries: Array<{ attrs: ChunkAttributes; fields: KeywordFields }>): Promise<void> {
    const byTenant = new Map<string, IndexedChunk[]>();
    for (const { attrs, fields } of entries) {
      for (const t of [...fields.title, ...fields.body]) {
        if (t.length === 0 || /\s/.test(t)) throw AppError.invalid('invalid_term', 'index terms must be non-empty and contain no whitespace');
      }
      const list = byTenant.get(attrs.tenantId) ?? [];
      list.push(toIndexedChunk(attrs, fields.title, fields.body));
      byTenant.set(attrs.tenantId, list);
    }
    for (const [tenantId, chunks] of byTenant) {
      for (let i = 0; i < chunks.length; i += BATCH) {
        const batch = [...new Map(chunks.slice(i, i + BATCH).map((c) => [c.attrs.chunkId, c])).values()];
        const seq = await this.db.transaction(async (tx) => {
          const seq = await this.cache.bumpSeq(tx, tenantId);
          const cols = [...ATTRIBUTE_COLUMNS, 'seq', 'title_len', 'body_len', 'terms'];
          const params: unknown[] = [];
          const tuples = batch.map((c) => {
            const values = [...attributeValues(c.attrs), seq, c.titleLength, c.bodyLength, encodeTerms(c)];
            const start = params.length;
            params.push(...values);
            return `(${values.map((_, j) => `$${start + j + 1}`).join(', ')})`;
          });
          const updates = cols.filter((c) => c !== 'tenant_id' && c !== 'chunk_id').map((c) => `${c} = EXCLUDED.${c}`);
          await tx.query(
            `INSERT INTO search_keyword_chunks (${cols.join(', ')}) VALUES ${tuples.join(', ')}
             ON CONFLICT (tenant_id, chunk_id) DO UPDATE SET ${updates.join(', ')}`,
            params,
          );
          return seq;
        });
        this.cache.wrote(tenantId);
        this.cache.applyCommitted(tenantId, '', seq, (memory) => {
          for (const c of batch) memory.put(c);
        });
      }
    }
  }

  async search(queryTerms: string[], filter: IndexFilter, k: number): Promise<IndexHit[]> {
    assertValidFilter(filter);
    assertValidK(k);
    if (queryTerms.length === 0) return [];
    const memory = await this.cache.get(filter.tenantId);
    return memory === null ? [] : memory.search(queryTerms, filter, k);
  }

  /** Loads a tenant into memory ahead of its first query (e.g. at start for the busiest tenants). */
  async warm(tenantId: string): Promise<void> {
    await this.cache.get(tenantId);
  }

  async deleteDocument(tenantId: string, documentId: string): Promise<number> {
    const removed = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ chunk_id: string }>(
        'DELETE FROM search_keyword_chunks WHERE tenant_id = $1 AND document_id = $2 RETURNING chunk_id',
        [tenantId, documentId],
      );
      if (rows.length === 0) return null;
      const seq = await this.cache.bumpSeq(tx, tenantId);
      await tx.query(
        `INSERT INTO search_keyword_deletions (tenant_id, seq, chunk_id)
         SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
        [tenantId, seq, rows.map((r) => r.chunk_id)],
      );
      return { seq, chunkIds: rows.map((r) => r.chunk_id) };
    });
    if (removed === null) return 0;
    this.cache.wrote(tenantId);
    this.cache.applyCommitted(tenantId, '', removed.seq, (memory) => {
      for (const id of removed.chunkIds) memory.remove(id);
    });
    return removed.chunkIds.length;
  }

  async deleteTenant(tenantId: string): Promise<number> {
    const removed = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query('DELETE FROM search_keyword_chunks WHERE tenant_id = $1 RETURNING 1', [tenantId]);
      await tx.query('DELETE FROM search_keyword_deletions WHERE tenant_id = $1', [tenantId]);
      // A later write creates a new epoch, which tells other processes' caches to reload from scratch.
      await tx.query('DELETE FROM search_keyword_tenants WHERE tenant_id = $1', [tenantId]);
      return rows.length;
    });
    this.cache.forget(tenantId);
    this.cache.wrote(tenantId);
    return removed;
  }

  async count(tenantId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM search_keyword_chunks WHERE tenant_id = $1',
      [tenantId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Drops deletion-log entries older than `before`. A cache that has not caught up past them reloads the tenant
   * in full instead of replaying the log.
   */
  async pruneDeletionLog(before: Date): Promise<number> {
    return this.cache.pruneDeletionLog('search_keyword_deletions', before);
  }

  /** How the cache reads this index's tables. */
  private source(): SyncedSource<TenantKeywordMemory> {
    return {
      load: async (tenantId) => {
        const memory = new TenantKeywordMemory(this.bm25);
        const loaded = await this.db.query<ChunkRow>(`${SELECT_CHUNK} WHERE tenant_id = $1`, [tenantId]);
        for (const r of loaded.rows) putRow(memory, r);
        return memory;
      },
      catchUp: async (tenantId, _part, memory, from) => {
        const deletions = await this.db.query<{ chunk_id: string }>(
          'SELECT chunk_id FROM search_keyword_deletions WHERE tenant_id = $1 AND seq > $2',
          [tenantId, from],
        );
        for (const d of deletions.rows) memory.remove(d.chunk_id);
        const changed = await this.db.query<ChunkRow>(`${SELECT_CHUNK} WHERE tenant_id = $1 AND seq > $2`, [tenantId, from]);
        for (const r of changed.rows) putRow(memory, r);
      },
    };
  }
}

function encodeTerms(c: IndexedChunk): string {
  const parts: string[] = [];
  for (const [term, [tt, bt]] of c.terms) parts.push(term, String(tt), String(bt));
  return parts.join(' ');
}

function putRow(memory: TenantKeywordMemory, r: ChunkRow): void {
  const flat = r.terms.length > 0 ? r.terms.split(' ') : [];
  memory.putFlat(rowToAttributes(r), flat, Number(r.title_len), Number(r.body_len));
}
