import fc from 'fast-check';
import { deepestNodes } from './pipeline';
import type { TreeNodeRow } from './pipeline-store';

// The rule as first written: every section containing the chunk, the deepest first, ties in tree order.
function slowDeepest(nodes: readonly TreeNodeRow[], index: number): string | null {
  return (
    nodes
      .filter((n) => n.firstChunkIndex <= index && index <= n.lastChunkIndex)
      .sort((a, b) => b.level - a.level)[0]?.id ?? null
  );
}

const node = (id: number, level: number, first: number, last: number): TreeNodeRow => ({
  id: `n${id}`,
  parentId: null,
  level,
  ordinal: 0,
  titleCt: Buffer.alloc(0),
  firstChunkIndex: first,
  lastChunkIndex: last,
});

test('each chunk gets the deepest section containing it, the first in tree order among equals, or null', () => {
  expect(deepestNodes([node(1, 1, 0, 3), node(2, 2, 1, 2), node(3, 2, 2, 2), node(4, 3, -1, -2)], 5)).toEqual([
    'n1',
    'n2',
    'n2',
    'n1',
    null,
  ]);
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 30 }),
      fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: -1, max: 30 }), fc.integer({ min: -2, max: 30 }))),
      (chunks, specs) => {
        const nodes = specs.map(([level, first, last], i) => node(i, level, first, last));
        const fast = deepestNodes(nodes, chunks);
        for (let i = 0; i < chunks; i++) expect(fast[i]).toBe(slowDeepest(nodes, i));
      },
    ),
    { numRuns: 500 },
  );
});
