// Behaviour every VectorIndex adapter must show. Each test works in its own fresh tenant.
import type { VectorIndex } from '../ports';
import { baseFilter, chunkAttrs, filterCorpus, newTenantId } from './fixtures';

export interface VectorContractSubject {
  index: VectorIndex;
  settle?: () => Promise<void>;
  close(): Promise<void>;
}

/** Deterministic unit vector near `axis` (small, seeded noise on the other axes). */
export function unitVector(dims: number, axis: number, noise = 0, seed = 1): Float32Array {
  const v = new Float32Array(dims);
  let s = seed * 9301 + 49297;
  for (let i = 0; i < dims; i++) {
    s = (s * 9301 + 49297) % 233280;
    v[i] = noise * (s / 233280 - 0.5);
  }
  v[axis % dims] = (v[axis % dims] as number) + 1;
  const norm = Math.hypot(...v);
  for (let i = 0; i < dims; i++) v[i] = (v[i] as number) / norm;
  return v;
}

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * (b[i] as number), 0);

export function describeVectorIndexContract(name: string, setup: () => Promise<VectorContractSubject>, dims = 16): void {
  describe(`VectorIndex contract: ${name}`, () => {
    let subject: VectorContractSubject;
    let index: VectorIndex;
    const settle = () => subject.settle?.() ?? Promise.resolve();
    beforeAll(async () => {
      subject = await setup();
      index = subject.index;
    });
    afterAll(async () => {
      await subject?.close();
    });

    const ids = async (tenantId: string, v: Float32Array, k = 10, filter = baseFilter(tenantId)) =>
      (await index.search(v, filter, k)).map((h) => h.chunkId);

    it('returns the nearest chunks first, scored by cosine similarity', async () => {
      const t = newTenantId();
      const vectors = { same: unitVector(dims, 0, 0.1, 1), near: unitVector(dims, 0, 0.8, 2), far: unitVector(dims, 5, 0.1, 3) };
      await index.upsert(Object.entries(vectors).map(([id, vector]) => ({ attrs: chunkAttrs(t, id), vector })));
      await settle();
      const q = unitVector(dims, 0, 0.1, 1);
      const hits = await index.search(q, baseFilter(t), 3);
      expect(hits.map((h) => h.chunkId)).toEqual(['same', 'near', 'far']);
      expect(hits[0]!.score).toBeCloseTo(1, 4);
      expect(hits[2]!.score).toBeCloseTo(cosine(q, vectors.far), 4);
      expect(hits[0]!.documentId).toBe('doc-same');
      expect(await ids(t, q, 2)).toHaveLength(2);
    });

    describe('filters', () => {
      const t = newTenantId();
      const corpus = filterCorpus(t);
      beforeAll(async () => {
        await index.upsert(corpus.chunks.map((attrs, i) => ({ attrs, vector: unitVector(dims, 0, 0.5, i + 1) })));
        await settle();
      });
      it.each(corpus.cases)('$name', async ({ filter, expected }) => {
        expect((await ids(t, unitVector(dims, 0), 100, baseFilter(t, filter))).sort()).toEqual([...expected].sort());
      });
    });

    it('never returns another tenant\'s chunks, even in the same namespace', async () => {
      const t1 = newTenantId();
      const t2 = newTenantId();
      await index.upsert([
        { attrs: chunkAttrs(t1, 'mine'), vector: unitVector(dims, 3, 0.5, 1) },
        { attrs: chunkAttrs(t2, 'theirs'), vector: unitVector(dims, 0) },
      ]);
      await settle();
      expect(await ids(t1, unitVector(dims, 0))).toEqual(['mine']);
    });

    it('returns the k best allowed chunks when nearer chunks are filtered out', async () => {
      const t = newTenantId();
      const blocked = Array.from({ length: 60 }, (_, i) => ({
        attrs: chunkAttrs(t, `blocked-${i}`, { namespaceId: 'ns-private' }),
        vector: unitVector(dims, 0, 0.05, i + 1),
      }));
      const allowed = [
        { attrs: chunkAttrs(t, 'allowed-near'), vector: unitVector(dims, 0, 1.5, 101) },
        { attrs: chunkAttrs(t, 'allowed-far'), vector: unitVector(dims, 7, 0.2, 102) },
      ];
      await index.upsert([...blocked, ...allowed]);
      await settle();
      expect(await ids(t, unitVector(dims, 0), 2)).toEqual(['allowed-near', 'allowed-far']);
    });

    it('re-upserting a chunk replaces its vector and attributes', async () => {
      const t = newTenantId();
      await index.upsert([{ attrs: chunkAttrs(t, 'c1', { category: 'draft' }), vector: unitVector(dims, 0) }]);
      await index.upsert([
        { attrs: chunkAttrs(t, 'c1', { category: 'final' }), vector: unitVector(dims, 4) },
        { attrs: chunkAttrs(t, 'c2'), vector: unitVector(dims, 0, 0.9, 5) },
      ]);
      await settle();
      const hits = await index.search(unitVector(dims, 4), baseFilter(t), 2);
      expect(hits[0]?.chunkId).toBe('c1');
      expect(hits[0]?.score).toBeCloseTo(1, 4);
      expect(await ids(t, unitVector(dims, 4), 10, baseFilter(t, { categories: ['draft'] }))).toEqual([]);
      expect(await index.count(t)).toBe(2);
    });

    it('deleteDocument and deleteTenant remove exactly their entries', async () => {
      const t = newTenantId();
      const other = newTenantId();
      await index.upsert([
        { attrs: chunkAttrs(t, 'd1-a', { documentId: 'd1' }), vector: unitVector(dims, 0) },
        { attrs: chunkAttrs(t, 'd1-b', { documentId: 'd1' }), vector: unitVector(dims, 1) },
        { attrs: chunkAttrs(t, 'd2-a', { documentId: 'd2' }), vector: unitVector(dims, 2) },
        { attrs: chunkAttrs(other, 'o', { documentId: 'd1' }), vector: unitVector(dims, 0) },
      ]);
      await settle();
      expect(await index.deleteDocument(t, 'd1')).toBe(2);
      await settle();
      expect(await ids(t, unitVector(dims, 0))).toEqual(['d2-a']);
      expect(await index.count(t)).toBe(1);
      expect(await index.deleteTenant(t)).toBe(1);
      await settle();
      expect(await ids(t, unitVector(dims, 0))).toEqual([]);
      expect(await index.count(t)).toBe(0);
      expect(await ids(other, unitVector(dims, 0))).toEqual(['o']);
    });
  });
}
