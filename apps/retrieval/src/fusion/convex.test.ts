import { convexCombination } from './convex';
import { fuse } from './fuse';
import type { IndexHit } from '../index/ports';

const hits = (...pairs: Array<[string, number]>): IndexHit[] => pairs.map(([id, score]) => ({ chunkId: id, documentId: `doc-${id}`, score }));

describe('convexCombination', () => {
  it('min-max normalises each leg and weights it, so a chunk first in every leg scores 1', () => {
    const fused = convexCombination([
      { hits: hits(['a', 0.9], ['b', 0.5], ['c', 0.1]), weight: 0.2 },
      { hits: hits(['a', 12], ['c', 7], ['b', 2]), weight: 0.8 },
    ]);
    const byId = new Map(fused.map((h) => [h.chunkId, h]));
    expect(byId.get('a')?.score).toBe(1);
    expect(byId.get('b')?.score).toBeCloseTo(0.2 * 0.5 + 0.8 * 0, 12);
    expect(byId.get('c')?.score).toBeCloseTo(0.2 * 0 + 0.8 * 0.5, 12);
    expect(fused.map((h) => h.chunkId)).toEqual(['a', 'c', 'b']);
    expect(byId.get('c')?.legRanks).toEqual([3, 2]);
  });

  it('keeps a decisive keyword winner on top when the semantic leg barely separates its hits', () => {
    // Semantic cosines within 0.01 of each other still span 0..1 after min-max, which is why its weight must be small
    // for a weak encoder; with 0.2 the keyword leg's clear winner stays first.
    const fused = convexCombination([
      { hits: hits(['x', 0.51], ['k', 0.5]), weight: 0.2 },
      { hits: hits(['k', 20], ['x', 2]), weight: 0.8 },
    ]);
    expect(fused[0]?.chunkId).toBe('k');
  });

  it('gives 1 to every hit of a leg whose scores are all equal, and 0 from a leg that missed the chunk', () => {
    const fused = convexCombination([
      { hits: hits(['a', 3], ['b', 3]), weight: 1 },
      { hits: [], weight: 1 },
    ]);
    expect(fused.map((h) => [h.chunkId, h.score])).toEqual([
      ['a', 0.5],
      ['b', 0.5],
    ]);
  });

  it('breaks equal scores by best leg rank, then chunk id', () => {
    const fused = convexCombination([
      { hits: hits(['p', 1], ['q', 0]), weight: 1 },
      { hits: hits(['q', 1], ['p', 0]), weight: 1 },
    ]);
    expect(fused.map((h) => h.chunkId)).toEqual(['p', 'q']);
  });

  it('rejects negative weights', () => {
    expect(() => convexCombination([{ hits: hits(['a', 1]), weight: -0.1 }])).toThrow('weights');
  });
});

describe('fuse', () => {
  const semantic = hits(['s', 0.9], ['both', 0.8]);
  const keyword = hits(['k', 9], ['both', 8]);

  it('uses weighted RRF unless told otherwise', () => {
    const fused = fuse({ semantic, keyword }, { semanticWeight: 0.5, keywordWeight: 0.5, rankConstant: 60 });
    expect(fused[0]?.chunkId).toBe('both');
  });

  it('uses the convex combination when configured', () => {
    const fused = fuse({ semantic, keyword }, { method: 'convex', semanticWeight: 0.3, keywordWeight: 0.7, rankConstant: 60 });
    // k: 0.7 * 1; both: 0.3 * 0 + 0.7 * 0 (last in each leg after min-max); s: 0.3.
    expect(fused.map((h) => h.chunkId)).toEqual(['k', 's', 'both']);
    expect(fused[0]?.score).toBeCloseTo(0.7, 12);
  });

  it('refuses an unknown method', () => {
    expect(() => fuse({ semantic, keyword }, { method: 'max' as never, semanticWeight: 1, keywordWeight: 1, rankConstant: 60 })).toThrow(
      'unknown fusion method',
    );
  });
});
