// The shared tenant cache of the embedded indexes on real PGlite tables: a toy index (tenant items and a deletion log)
// written by two "processes" (two caches on one database), so every sync rule is seen from the reader's side.
import { createPgliteDatabase } from '@engram/db';
import type { SqlDatabase } from '@engram/core';
import { SyncedTenantCache, type SyncedSource, type SyncedTenantCacheOptions } from './synced-tenant-cache';

type Items = Map<string, string>;

const SCHEMA = `
  CREATE TABLE toy_sync (tenant_id text PRIMARY KEY, epoch uuid NOT NULL DEFAULT gen_random_uuid(), seq bigint NOT NULL,
    pruned_seq bigint NOT NULL DEFAULT 0);
  CREATE TABLE toy_items (tenant_id text, id text, value text, seq bigint, PRIMARY KEY (tenant_id, id));
  CREATE TABLE toy_deletions (tenant_id text, seq bigint, id text, deleted_at timestamptz NOT NULL DEFAULT now());`;

/** A toy index over the tables above, as PgKeywordIndex and PgVectorIndex are over theirs. */
class ToyIndex {
  readonly cache: SyncedTenantCache<Items>;
  readonly sourceCalls: string[] = [];

  constructor(
    private readonly db: SqlDatabase,
    options: Partial<SyncedTenantCacheOptions<Items>> = {},
  ) {
    this.cache = new SyncedTenantCache(db, this.source(), { syncTable: 'toy_sync', maxParts: 8, ...options });
  }

  /** A write; `writeThrough` also applies it to the cached part (as the real indexes do), unless told to hold it. */
  async put(tenantId: string, id: string, value: string, options: { writeThrough?: boolean } = {}): Promise<() => void> {
    const seq = await this.db.transaction(async (tx) => {
      const seq = await this.cache.bumpSeq(tx, tenantId);
      await tx.query(
        `INSERT INTO toy_items VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant_id, id) DO UPDATE SET value = EXCLUDED.value, seq = EXCLUDED.seq`,
        [tenantId, id, value, seq],
      );
      return seq;
    });
    const apply = () => this.cache.applyCommitted(tenantId, '', seq, (items) => void items.set(id, value));
    this.cache.wrote(tenantId);
    if (options.writeThrough) apply();
    return apply;
  }

  async remove(tenantId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const seq = await this.cache.bumpSeq(tx, tenantId);
      await tx.query('DELETE FROM toy_items WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
      await tx.query('INSERT INTO toy_deletions (tenant_id, seq, id) VALUES ($1, $2, $3)', [tenantId, seq, id]);
    });
    this.cache.wrote(tenantId);
  }

  async dropTenant(tenantId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM toy_items WHERE tenant_id = $1', [tenantId]);
      await tx.query('DELETE FROM toy_deletions WHERE tenant_id = $1', [tenantId]);
      await tx.query('DELETE FROM toy_sync WHERE tenant_id = $1', [tenantId]);
    });
    this.cache.forget(tenantId);
    this.cache.wrote(tenantId);
  }

  async read(tenantId: string, part = ''): Promise<Record<string, string> | null> {
    const items = await this.cache.get(tenantId, part);
    return items && Object.fromEntries([...items].sort());
  }

  private source(): SyncedSource<Items> {
    return {
      load: async (tenantId, part) => {
        this.sourceCalls.push(`load ${tenantId}/${part}`);
        const { rows } = await this.db.query<{ id: string; value: string }>(
          'SELECT id, value FROM toy_items WHERE tenant_id = $1',
          [tenantId],
        );
        return new Map(rows.map((r) => [r.id, r.value]));
      },
      catchUp: async (tenantId, part, items, from) => {
        this.sourceCalls.push(`catch up ${tenantId}/${part} from ${from}`);
        const deleted = await this.db.query<{ id: string }>('SELECT id FROM toy_deletions WHERE tenant_id = $1 AND seq > $2', [
          tenantId,
          from,
        ]);
        for (const d of deleted.rows) items.delete(d.id);
        const changed = await this.db.query<{ id: string; value: string }>(
          'SELECT id, value FROM toy_items WHERE tenant_id = $1 AND seq > $2',
          [tenantId, from],
        );
        for (const r of changed.rows) items.set(r.id, r.value);
      },
    };
  }
}

describe('SyncedTenantCache', () => {
  let db: SqlDatabase & { close(): Promise<void> };
  beforeEach(async () => {
    db = await createPgliteDatabase();
    await db.exec(SCHEMA);
  });
  afterEach(async () => {
    await db.close();
  });

  it('a tenant without a sync row reads as null', async () => {
    await expect(new ToyIndex(db).read('t-none')).resolves.toBeNull();
  });

  it('loads a tenant once, then applies only what was written after the cached sequence', async () => {
    const index = new ToyIndex(db);
    await index.put('t1', 'a', '1');
    await index.put('t1', 'b', '2');
    expect(await index.read('t1')).toEqual({ a: '1', b: '2' });
    await index.put('t1', 'a', '1b');
    await index.remove('t1', 'b');
    expect(await index.read('t1')).toEqual({ a: '1b' });
    expect(index.sourceCalls).toEqual(['load t1/', 'catch up t1/ from 2']);
  });

  it("sees another process's writes and deletions on the next read", async () => {
    const reader = new ToyIndex(db);
    const writer = new ToyIndex(db);
    await writer.put('t1', 'a', '1');
    expect(await reader.read('t1')).toEqual({ a: '1' });
    await writer.put('t1', 'c', '3');
    await writer.remove('t1', 'a');
    expect(await reader.read('t1')).toEqual({ c: '3' });
  });

  it('reloads in full when the tenant was deleted and written again (a new epoch)', async () => {
    const reader = new ToyIndex(db);
    const writer = new ToyIndex(db);
    await writer.put('t1', 'old', 'x');
    expect(await reader.read('t1')).toEqual({ old: 'x' });
    await writer.dropTenant('t1');
    expect(await reader.read('t1')).toBeNull();
    await writer.put('t1', 'new', 'y');
    expect(await reader.read('t1')).toEqual({ new: 'y' });

    // The same, without a read in between: the sequence starts again at 1, below the cached one; only the epoch tells.
    const other = new ToyIndex(db);
    await writer.put('t2', 'old', 'x');
    await writer.put('t2', 'old2', 'x');
    expect(await other.read('t2')).toEqual({ old: 'x', old2: 'x' });
    await writer.dropTenant('t2');
    await writer.put('t2', 'new', 'y');
    expect(await other.read('t2')).toEqual({ new: 'y' });
  });

  it('reloads in full when the deletion log was pruned past the cached sequence', async () => {
    const reader = new ToyIndex(db);
    const writer = new ToyIndex(db);
    await writer.put('t1', 'a', '1');
    await writer.put('t1', 'b', '2');
    expect(await reader.read('t1')).toEqual({ a: '1', b: '2' });
    await writer.remove('t1', 'a');
    // The deletion of "a" leaves the log before the reader saw it: replaying the log would keep "a".
    expect(await writer.cache.pruneDeletionLog('toy_deletions', new Date(Date.now() + 60_000))).toBe(1);
    expect(await reader.read('t1')).toEqual({ b: '2' });
    expect(reader.sourceCalls).toEqual(['load t1/', 'load t1/']);
  });

  it('with an exclusive writer, answers from memory until its own next write, which the next read sees', async () => {
    let unreachable = false;
    const guarded = Object.assign(Object.create(db) as SqlDatabase, {
      query: (sql: string, params?: readonly unknown[]) =>
        unreachable ? Promise.reject(new Error('database unreachable')) : db.query(sql, params),
    });
    const index = new ToyIndex(guarded, { exclusiveWriter: true });
    await index.put('t1', 'a', '1');
    expect(await index.read('t1')).toEqual({ a: '1' });
    unreachable = true;
    for (let i = 0; i < 3; i++) expect(await index.read('t1')).toEqual({ a: '1' });
    unreachable = false;
    await index.put('t1', 'b', '2');
    expect(await index.read('t1')).toEqual({ a: '1', b: '2' });

    // Without the exclusive-writer promise, each read asks the database.
    const shared = new ToyIndex(guarded);
    expect(await shared.read('t1')).toEqual({ a: '1', b: '2' });
    unreachable = true;
    await expect(shared.read('t1')).rejects.toThrow('database unreachable');
    unreachable = false;
  });

  it('with an exclusive writer, a write applied to the cache is searched without a database read', async () => {
    let unreachable = false;
    const guarded = Object.assign(Object.create(db) as SqlDatabase, {
      query: (sql: string, params?: readonly unknown[]) =>
        unreachable ? Promise.reject(new Error('database unreachable')) : db.query(sql, params),
      transaction: db.transaction.bind(db),
    });
    const index = new ToyIndex(guarded, { exclusiveWriter: true });
    await index.put('t1', 'a', '1');
    expect(await index.read('t1')).toEqual({ a: '1' });
    await index.put('t1', 'b', '2', { writeThrough: true });
    unreachable = true;
    expect(await index.read('t1')).toEqual({ a: '1', b: '2' });
    unreachable = false;
    expect(index.sourceCalls).toEqual(['load t1/']);
  });

  it('applies a write only when it is the next one: two commits applied out of order leave the part to a refresh', async () => {
    const index = new ToyIndex(db, { exclusiveWriter: true });
    await index.put('t1', 'x', 'old');
    expect(await index.read('t1')).toEqual({ x: 'old' });
    const first = await index.put('t1', 'x', 'first');
    const second = await index.put('t1', 'x', 'second');
    second(); // its continuation ran first: not applied (the part has not seen the first)
    first(); // not applied either: another write of this process is still unseen
    expect(await index.read('t1')).toEqual({ x: 'second' });
    expect(index.sourceCalls).toEqual(['load t1/', 'catch up t1/ from 1']);
  });

  it('a read that starts after a write completed sees it, even with a refresh of the same tenant in flight', async () => {
    const index = new ToyIndex(db);
    await index.put('t1', 'a', '1');
    const before = index.read('t1'); // in flight while the write below commits
    await index.put('t1', 'b', '2');
    const after = await index.read('t1');
    await before;
    expect(after).toEqual({ a: '1', b: '2' });
  });

  it('keeps at most maxParts parts and maxWeight weight, dropping the least recently used, never the one just read', async () => {
    const index = new ToyIndex(db, { maxParts: 2, maxWeight: 3, weight: (items) => items.size });
    for (const t of ['t1', 't2', 't3']) await index.put(t, 'a', t);
    await index.read('t1');
    await index.read('t2');
    await index.read('t1'); // t1 is now the most recent
    await index.read('t3'); // over two parts: t2 goes
    expect(index.cache.memories().map((m) => m.get('a'))).toEqual(['t1', 't3']);

    for (const id of ['b', 'c', 'd']) await index.put('t4', id, 'x');
    await index.read('t4'); // its three items fill the weight bound: everything else goes
    expect(index.cache.memories().map((m) => m.size)).toEqual([3]);
    await index.put('t4', 'e', 'x');
    await index.read('t4'); // four items exceed it alone: t4 stays all the same
    expect(index.cache.memories().map((m) => m.size)).toEqual([4]);

    // Parts of one tenant are cached apart, and forget drops them all.
    await index.read('t1', 'p1');
    expect(index.cache.memories()).toHaveLength(1);
    index.cache.forget('t1');
    expect(index.cache.memories()).toHaveLength(0);
  });
});
