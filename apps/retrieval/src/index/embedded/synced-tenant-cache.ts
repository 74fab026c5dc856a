// The per-tenant in-memory caches of the embedded indexes (keyword: one part per tenant; vector: one part per vector
// size), kept in sync with their SQL tables, which stay the source of truth. Each index keeps a sync row per tenant
// (`epoch`, `seq`, `pruned_seq`): every write bumps `seq` under the tenant row lock (so sequence order is commit
// order), stamps the rows it writes with it and logs removed chunk ids with it. Before a search the cache compares
// sequences and applies only what changed, so several processes can share one database. A new epoch (the tenant was
// deleted and written again) or a deletion log pruned past the cached sequence means a full reload.
import type { SqlClient, SqlDatabase } from '@engram/core';

export interface SyncState {
  epoch: string;
  seq: number;
  prunedSeq: number;
}

/** How one index reads its tables into a part of a tenant's cache. */
export interface SyncedSource<M> {
  /** Everything of one part, read after the sync state (so it may already hold later writes: see catchUp). */
  load(tenantId: string, part: string): Promise<M>;
  /**
   * Applies the deletions logged and the rows stamped after `fromSeq`. Rows and deletions set state rather than change
   * it, so replaying one already applied is harmless.
   */
  catchUp(tenantId: string, part: string, memory: M, fromSeq: number): Promise<void>;
}

export interface SyncedTenantCacheOptions<M> {
  /** The sync table: tenant_id text PRIMARY KEY, epoch uuid, seq bigint, pruned_seq bigint. A constant, never input. */
  syncTable: string;
  /** Parts kept in memory at once; the least recently searched are dropped. */
  maxParts: number;
  /** A bound on the summed weight of the parts kept (e.g. vectors held); never drops the part being searched. */
  maxWeight?: number;
  weight?: (memory: M) => number;
  /**
   * This process is the only writer of the tables (the embedded profile: PGlite is opened by one process). A search
   * then trusts a cached part until this process writes to its tenant, instead of reading the sync row every time.
   */
  exclusiveWriter?: boolean;
}

interface Cached<M> {
  epoch: string;
  seq: number;
  memory: M;
  /** This process's write count for the tenant when the refresh began (see exclusiveWriter). */
  writesSeen: number;
}

export class SyncedTenantCache<M> {
  private readonly cache = new Map<string, Cached<M>>(); // Map order is recency order
  /** One refresh at a time per part; searches wait for it. */
  private readonly refreshing = new Map<string, Promise<Cached<M> | null>>();
  /** Writes this process committed, per tenant. */
  private readonly writes = new Map<string, number>();

  constructor(
    private readonly db: SqlDatabase,
    private readonly source: SyncedSource<M>,
    private readonly options: SyncedTenantCacheOptions<M>,
  ) {}

  /** A part's memory, current as of the last write committed before this call; null when the tenant has none. */
  async get(tenantId: string, part = ''): Promise<M | null> {
    const key = keyOf(tenantId, part);
    const trusted = this.trusted(key, tenantId);
    if (trusted) return trusted.memory;
    // Refreshes of one part run one after another (never two loads at once), and each search runs its own after the
    // pending one, so a search started after a write completed always sees that write.
    const previous = this.refreshing.get(key) ?? Promise.resolve(null);
    const run = previous.catch(() => null).then(() => this.refresh(key, tenantId, part));
    this.refreshing.set(key, run);
    try {
      return (await run)?.memory ?? null;
    } finally {
      if (this.refreshing.get(key) === run) this.refreshing.delete(key);
    }
  }

  /** Call after each committed write to a tenant's tables (including deletions and pruning). */
  wrote(tenantId: string): void {
    this.writes.set(tenantId, (this.writes.get(tenantId) ?? 0) + 1);
  }

  /**
   * With an exclusive writer: applies a write this process just committed (stamped `seq`; call after `wrote`) to the
   * cached part itself, so the next search needs no database read: under ingest, every search used to refresh from the
   * database and wait for the pipeline's transactions. Only when the part holds every earlier write (its sequence is
   * seq - 1 and no other write of this process is unseen) and no refresh runs; otherwise the next search refreshes.
   */
  applyCommitted(tenantId: string, part: string, seq: number, apply: (memory: M) => void): void {
    if (!this.options.exclusiveWriter) return;
    const key = keyOf(tenantId, part);
    const cached = this.cache.get(key);
    const writes = this.writes.get(tenantId) ?? 0;
    if (!cached || this.refreshing.has(key) || cached.seq !== seq - 1 || cached.writesSeen !== writes - 1) return;
    apply(cached.memory);
    cached.seq = seq;
    cached.writesSeen = writes;
  }

  /** Drops a tenant's parts (after the tenant's rows were deleted). */
  forget(tenantId: string): void {
    for (const key of [...this.cache.keys()]) if (key.startsWith(`${tenantId}\u0000`)) this.cache.delete(key);
  }

  /** The parts held now, least recently used first. */
  memories(): M[] {
    return [...this.cache.values()].map((c) => c.memory);
  }

  /** Bumps a tenant's sequence inside a write's transaction and returns it; the rows written are stamped with it. */
  async bumpSeq(tx: SqlClient, tenantId: string): Promise<number> {
    const table = this.options.syncTable;
    const { rows } = await tx.query<{ seq: string }>(
      `INSERT INTO ${table} (tenant_id, seq) VALUES ($1, 1)
       ON CONFLICT (tenant_id) DO UPDATE SET seq = ${table}.seq + 1 RETURNING seq::text AS seq`,
      [tenantId],
    );
    return Number(rows[0]?.seq);
  }

  /**
   * Drops deletion-log entries older than `before` from `deletionsTable` (tenant_id, seq, deleted_at, ...) and records
   * how far each tenant's log was pruned: a cache that has not caught up past that point reloads in full.
   */
  async pruneDeletionLog(deletionsTable: string, before: Date): Promise<number> {
    const pruned = new Map<string, number>();
    const removed = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ tenant_id: string; seq: string }>(
        `DELETE FROM ${deletionsTable} WHERE deleted_at < $1 RETURNING tenant_id, seq::text AS seq`,
        [before],
      );
      for (const r of rows) pruned.set(r.tenant_id, Math.max(pruned.get(r.tenant_id) ?? 0, Number(r.seq)));
      for (const [tenantId, seq] of pruned) {
        await tx.query(
          `UPDATE ${this.options.syncTable} SET pruned_seq = GREATEST(pruned_seq, $2) WHERE tenant_id = $1`,
          [tenantId, seq],
        );
      }
      return rows.length;
    });
    for (const tenantId of pruned.keys()) this.wrote(tenantId);
    return removed;
  }

  private trusted(key: string, tenantId: string): Cached<M> | undefined {
    if (!this.options.exclusiveWriter || this.refreshing.has(key)) return undefined;
    const cached = this.cache.get(key);
    if (cached === undefined || cached.writesSeen !== (this.writes.get(tenantId) ?? 0)) return undefined;
    this.remember(key, cached);
    return cached;
  }

  private async readState(tenantId: string): Promise<SyncState | null> {
    const { rows } = await this.db.query<{ epoch: string; seq: string; pruned_seq: string }>(
      `SELECT epoch::text AS epoch, seq::text AS seq, pruned_seq::text AS pruned_seq
       FROM ${this.options.syncTable} WHERE tenant_id = $1`,
      [tenantId],
    );
    const r = rows[0];
    return r ? { epoch: r.epoch, seq: Number(r.seq), prunedSeq: Number(r.pruned_seq) } : null;
  }

  private async refresh(key: string, tenantId: string, part: string): Promise<Cached<M> | null> {
    // Read before the sequence: a write that commits after this point bumps the count again and is seen next time.
    const writesSeen = this.writes.get(tenantId) ?? 0;
    const state = await this.readState(tenantId);
    if (state === null) {
      this.cache.delete(key);
      return null;
    }
    let cached = this.cache.get(key);
    if (cached && (cached.epoch !== state.epoch || cached.seq < state.prunedSeq)) cached = undefined;
    if (cached === undefined) {
      cached = { epoch: state.epoch, seq: state.seq, memory: await this.source.load(tenantId, part), writesSeen };
    } else if (cached.seq < state.seq) {
      await this.source.catchUp(tenantId, part, cached.memory, cached.seq);
      cached.seq = state.seq;
    }
    cached.writesSeen = writesSeen;
    this.remember(key, cached);
    return cached;
  }

  /** LRU by part count and by weight; never drops the part just used. */
  private remember(key: string, entry: Cached<M>): void {
    this.cache.delete(key);
    this.cache.set(key, entry);
    const { maxParts, maxWeight = Infinity, weight = () => 0 } = this.options;
    let total = 0;
    if (maxWeight !== Infinity) for (const c of this.cache.values()) total += weight(c.memory);
    for (const [oldest, c] of this.cache) {
      if (oldest === key || (this.cache.size <= maxParts && total <= maxWeight)) break;
      this.cache.delete(oldest);
      total -= weight(c.memory);
    }
  }
}

function keyOf(tenantId: string, part: string): string {
  return `${tenantId}\u0000${part}`;
}
