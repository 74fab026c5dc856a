import { mrrAt, ndcgAt, recallAt } from './metrics';

const rel = new Map([
  ['a', 1],
  ['b', 2],
]);

test('nDCG is 1 for the ideal order and lower when the best document comes second', () => {
  expect(ndcgAt(['b', 'a', 'x'], rel, 10)).toBeCloseTo(1, 12);
  const ideal = 2 + 1 / Math.log2(3);
  expect(ndcgAt(['a', 'b'], rel, 10)).toBeCloseTo((1 + 2 / Math.log2(3)) / ideal, 12);
  expect(ndcgAt(['x', 'y'], rel, 10)).toBe(0);
});

test('recall counts relevant documents inside the cut-off only', () => {
  expect(recallAt(['x', 'a', 'y', 'b'], rel, 2)).toBe(0.5);
  expect(recallAt(['x', 'a', 'y', 'b'], rel, 4)).toBe(1);
});

test('MRR is the reciprocal rank of the first relevant document within k', () => {
  expect(mrrAt(['x', 'y', 'a'], rel, 10)).toBeCloseTo(1 / 3, 12);
  expect(mrrAt(['x', 'y', 'a'], rel, 2)).toBe(0);
});
