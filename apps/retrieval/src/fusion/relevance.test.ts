import { absoluteScores } from './relevance';

const hit = (chunkId: string, score: number, relevance?: number) => ({ chunkId, documentId: `d-${chunkId}`, score, ...(relevance !== undefined ? { relevance } : {}) });
const weights = { semanticWeight: 0.2, keywordWeight: 0.8 };

describe('absoluteScores', () => {
  it('scores a hit by its own match, not by its place in the list', () => {
    // A lone weak keyword hit is weak, and a lone strong one strong: neither is 1.0 or 0.2 for being alone.
    const weak = absoluteScores([hit('a', 0)], { semantic: [hit('a', 0.1)], keyword: [hit('a', 3.2, 0.25)] }, weights);
    expect(weak[0]!.score).toBeCloseTo(0.2 * 0.1 + 0.8 * 0.25, 10);
    const strong = absoluteScores([hit('a', 0)], { semantic: [hit('a', 0.6)], keyword: [hit('a', 9, 1)] }, weights);
    expect(strong[0]!.score).toBeCloseTo(0.2 * 0.6 + 0.8, 10);
  });

  it('the last hit keeps the score its own match earns (no min-max zero)', () => {
    const fused = [hit('a', 0), hit('b', 0), hit('c', 0)];
    const out = absoluteScores(fused, { semantic: [hit('a', 0.5), hit('b', 0.45), hit('c', 0.4)], keyword: [hit('a', 5, 0.9), hit('b', 4, 0.8), hit('c', 3, 0.7)] }, weights);
    expect(out.map((h) => h.score)).toEqual([0.2 * 0.5 + 0.8 * 0.9, 0.2 * 0.45 + 0.8 * 0.8, 0.2 * 0.4 + 0.8 * 0.7].map((x) => expect.closeTo(x, 10)));
    expect(out[2]!.score).toBeGreaterThan(0.5);
  });

  it('never rises down the fused order, so a threshold keeps a prefix', () => {
    const fused = [hit('a', 0), hit('b', 0), hit('c', 0)];
    const out = absoluteScores(fused, { semantic: [hit('a', 0.3)], keyword: [hit('b', 8, 1), hit('c', 1, 0.1)] }, weights);
    expect(out[0]!.score).toBeCloseTo(0.06, 10);
    expect(out[1]!.score).toBeCloseTo(0.06, 10); // its own 0.8 is capped by the hit ranked above it
    expect(out[2]!.score).toBeCloseTo(0.06, 10);
  });

  it('stays within 0..1 whatever the backends report', () => {
    const out = absoluteScores([hit('a', 0), hit('b', 0)], { semantic: [hit('a', 1.7), hit('b', -0.4)], keyword: [hit('a', 50), hit('b', 25)] }, weights);
    expect(out[0]!.score).toBe(1);
    expect(out[1]!.score).toBeCloseTo(0.8 * 0.5, 10);
  });
});
