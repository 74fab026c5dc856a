// Rows grouped by token length for the encoder's model calls (length-groups.js).
import fc from 'fast-check';
import { groupByLength } from './length-groups';

test('rows are grouped shortest first, each group within the padding ratio', () => {
  expect(groupByLength([120, 20, 118, 25, 60, 22], { maxPaddingRatio: 1.25, slackTokens: 0 })).toEqual([
    [1, 5, 3],
    [4],
    [2, 0],
  ]);
});

test('the slack keeps very short rows together', () => {
  expect(groupByLength([1, 3, 6, 9], { maxPaddingRatio: 1.25, slackTokens: 8 })).toEqual([[0, 1, 2, 3]]);
  expect(groupByLength([1, 3, 6, 9], { maxPaddingRatio: 1.25, slackTokens: 0 })).toEqual([[0], [1], [2], [3]]);
});

test('every row is in exactly one group, and no group pads beyond its bound', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: 128 }), { maxLength: 200 }), (lengths) => {
      const groups = groupByLength(lengths);
      expect(groups.flat().sort((a, b) => a - b)).toEqual(lengths.map((_, i) => i));
      for (const group of groups) {
        const sizes = group.map((r) => lengths[r]!);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(Math.min(...sizes) * 1.25 + 8);
      }
    }),
  );
});
