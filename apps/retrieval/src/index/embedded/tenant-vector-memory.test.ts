import { chunkAttrs } from '../contract/fixtures';
import type { IndexFilter } from '../ports';
import { TenantVectorMemory } from './tenant-vector-memory';

const T = 'tenant-a';
const filter = (o: Partial<IndexFilter> = {}): IndexFilter => ({
  tenantId: T,
  namespaceIds: ['ns-default'],
  maxSensitivityRank: 3,
  ...o,
});

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Clustered vectors (as real embeddings are): a few centres plus noise, so near neighbours have close scores. */
function corpus(n: number, dims: number, seed = 7): Float32Array[] {
  const random = seeded(seed);
  const centres = Array.from({ length: 8 }, () => Float32Array.from({ length: dims }, () => random() - 0.5));
  return Array.from({ length: n }, (_, i) => {
    const c = centres[i % centres.length] as Float32Array;
    return Float32Array.from(c, (x) => x + 0.3 * (random() - 0.5));
  });
}

/** Reference: float64 cosine over every allowed vector. */
function bruteForce(vectors: Float32Array[], allowed: (i: number) => boolean, q: Float32Array, k: number): string[] {
  const norm = (v: Float32Array) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  const scored = vectors
    .map((v, i) => ({ id: `c${i}`, s: v.reduce((s, x, j) => s + x * (q[j] as number), 0) / (norm(v) * norm(q)), i }))
    .filter((e) => allowed(e.i));
  scored.sort((a, b) => b.s - a.s || (a.id < b.id ? -1 : 1));
  return scored.slice(0, k).map((e) => e.id);
}

describe('TenantVectorMemory', () => {
  it.each([
    { name: 'int8 scan with exact rescoring (large allowed set)', n: 6000, dims: 40 },
    { name: 'direct float32 scan (small allowed set)', n: 900, dims: 512 },
  ])('returns exactly the brute-force top k: $name', ({ n, dims }) => {
    const vectors = corpus(n, dims);
    const memory = new TenantVectorMemory(dims);
    vectors.forEach((v, i) =>
      memory.put(
        chunkAttrs(T, `c${i}`, { namespaceId: i % 3 === 0 ? 'ns-other' : 'ns-default', sensitivityRank: i % 4 }),
        v,
      ),
    );
    const queries = corpus(20, dims, 99);
    for (const q of queries) {
      const hits = memory.search(q, filter(), 25);
      expect(hits.map((h) => h.chunkId)).toEqual(bruteForce(vectors, (i) => i % 3 !== 0, q, 25));
      for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
    }
  });

  it('scores are cosine similarities of unnormalised vectors', () => {
    const memory = new TenantVectorMemory(3);
    memory.put(chunkAttrs(T, 'a'), [3, 0, 0]);
    memory.put(chunkAttrs(T, 'b'), [1, 1, 0]);
    memory.put(chunkAttrs(T, 'zero'), [0, 0, 0]);
    const hits = memory.search(new Float32Array([2, 0, 0]), filter(), 3);
    expect(hits.map((h) => h.chunkId)).toEqual(['a', 'b', 'zero']);
    expect(hits[0]!.score).toBeCloseTo(1, 6);
    expect(hits[1]!.score).toBeCloseTo(Math.SQRT1_2, 6);
    expect(hits[2]!.score).toBe(0);
  });

  it('removal moves the last slot into the hole without losing or confusing chunks, across growth', () => {
    const dims = 24;
    const vectors = corpus(3000, dims, 3); // grows past the initial capacity several times
    const memory = new TenantVectorMemory(dims);
    vectors.forEach((v, i) => memory.put(chunkAttrs(T, `c${i}`), v));
    const q = corpus(1, dims, 11)[0]!;
    memory.search(q, filter(), 10); // caches filter verdicts, which removal must keep aligned with slots
    const removed = new Set<number>();
    for (let i = 0; i < 3000; i += 3) {
      expect(memory.remove(`c${i}`)).toBe(true);
      removed.add(i);
    }
    expect(memory.remove('c0')).toBe(false);
    expect(memory.size).toBe(2000);
    expect(memory.search(q, filter(), 50).map((h) => h.chunkId)).toEqual(
      bruteForce(vectors, (i) => !removed.has(i), q, 50),
    );
  });

  it('re-putting a chunk replaces its vector and attributes, and cached filter verdicts follow', () => {
    const memory = new TenantVectorMemory(4);
    memory.put(chunkAttrs(T, 'x', { category: 'draft' }), [1, 0, 0, 0]);
    memory.put(chunkAttrs(T, 'y'), [0, 1, 0, 0]);
    expect(memory.search([1, 0, 0, 0], filter({ categories: ['draft'] }), 5).map((h) => h.chunkId)).toEqual(['x']);
    memory.put(chunkAttrs(T, 'x', { category: 'final' }), [0, 0, 1, 0]);
    expect(memory.search([1, 0, 0, 0], filter({ categories: ['draft'] }), 5)).toEqual([]);
    const [top] = memory.search([0, 0, 1, 0], filter(), 1);
    expect(top).toEqual({ chunkId: 'x', documentId: 'doc-x', score: expect.closeTo(1, 6) as number });
    expect(memory.size).toBe(2);
    memory.put(chunkAttrs(T, 'x', { namespaceId: 'ns-other', sensitivityRank: 2 }), [0, 0, 1, 0]); // moves partition
    expect(memory.search([0, 0, 1, 0], filter(), 5).map((h) => h.chunkId)).toEqual(['y']);
    expect(memory.search([0, 0, 1, 0], filter({ namespaceIds: ['ns-other'], maxSensitivityRank: 1 }), 5)).toEqual([]);
    expect(memory.search([0, 0, 1, 0], filter({ namespaceIds: ['ns-other'] }), 5).map((h) => h.chunkId)).toEqual(['x']);
    expect(memory.size).toBe(2);
    expect(memory.remove('x')).toBe(true);
    expect(memory.search([0, 0, 1, 0], filter({ namespaceIds: ['ns-other'] }), 5)).toEqual([]);
  });

  it('a selective filter still yields k allowed chunks when the nearest are rejected', () => {
    const dims = 32;
    const vectors = corpus(5000, dims, 5);
    const memory = new TenantVectorMemory(dims);
    vectors.forEach((v, i) => memory.put(chunkAttrs(T, `c${i}`, { sensitivityRank: i % 50 === 0 ? 0 : 3 }), v));
    const q = vectors[1]!; // its nearest neighbours are mostly rank 3
    const hits = memory.search(q, filter({ maxSensitivityRank: 0 }), 10);
    expect(hits.map((h) => h.chunkId)).toEqual(bruteForce(vectors, (i) => i % 50 === 0, q, 10));
    expect(hits).toHaveLength(10);
  });
});
