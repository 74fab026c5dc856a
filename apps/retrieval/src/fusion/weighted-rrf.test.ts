import { weightedRrf } from './weighted-rrf';
import type { IndexHit } from '../index/ports';

const hits = (...ids: string[]): IndexHit[] => ids.map((id, i) => ({ chunkId: id, documentId: `doc-${id}`, score: 1 - i / 10 }));

describe('weightedRrf', () => {
  it('gives a chunk ranked first in every leg the score 1', () => {
    const fused = weightedRrf([{ hits: hits('a', 'b'), weight: 0.7 }, { hits: hits('a', 'c'), weight: 0.3 }], 60);
    expect(fused[0]).toEqual({ chunkId: 'a', documentId: 'doc-a', score: 1, legRanks: [1, 1] });
  });

  it('computes weighted reciprocal ranks normalised by the best achievable score', () => {
    const fused = weightedRrf([{ hits: hits('a', 'b'), weight: 0.7 }, { hits: hits('c', 'b'), weight: 0.3 }], 60);
    const best = 1 / 61;
    const byId = new Map(fused.map((h) => [h.chunkId, h]));
    expect(byId.get('b')?.score).toBeCloseTo((0.7 / 62 + 0.3 / 62) / best, 12);
    expect(byId.get('a')?.score).toBeCloseTo(0.7 / 61 / best, 12);
    expect(byId.get('c')?.score).toBeCloseTo(0.3 / 61 / best, 12);
    expect(byId.get('c')?.legRanks).toEqual([null, 1]);
    expect(fused.map((h) => h.chunkId)).toEqual(['b', 'a', 'c']);
  });

  it('lets the heavier leg win when two chunks are each first in one leg', () => {
    const fused = weightedRrf([{ hits: hits('semantic'), weight: 0.7 }, { hits: hits('keyword'), weight: 0.3 }], 60);
    expect(fused.map((h) => h.chunkId)).toEqual(['semantic', 'keyword']);
  });

  it('breaks equal scores by best leg rank, then by chunk id', () => {
    // x: ranks 1 and 3 in equal-weight legs; y: ranks 2 and 2 -> different sums, so use symmetric cases instead.
    const tieByRank = weightedRrf([{ hits: hits('p', 'q'), weight: 1 }, { hits: hits('q', 'p'), weight: 1 }], 0);
    expect(tieByRank[0]?.score).toBe(tieByRank[1]?.score);
    expect(tieByRank.map((h) => h.chunkId)).toEqual(['p', 'q']);
    const tieById = weightedRrf([{ hits: hits('zeta'), weight: 1 }, { hits: hits('alpha'), weight: 1 }], 60);
    expect(tieById.map((h) => h.chunkId)).toEqual(['alpha', 'zeta']);
  });

  it('counts a chunk repeated within one leg only at its best rank', () => {
    const fused = weightedRrf([{ hits: hits('a', 'a', 'b'), weight: 1 }], 60);
    expect(fused.find((h) => h.chunkId === 'a')?.score).toBeCloseTo(1, 12);
    expect(fused.find((h) => h.chunkId === 'a')?.legRanks).toEqual([1]);
  });

  it('returns nothing for empty legs and rejects negative weights', () => {
    expect(weightedRrf([{ hits: [], weight: 1 }], 60)).toEqual([]);
    expect(() => weightedRrf([{ hits: hits('a'), weight: -1 }], 60)).toThrow('weights');
  });
});
