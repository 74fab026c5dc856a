import { chunkDocument } from './chunker';
import { buildSectionTree } from './section-tree';

describe('buildSectionTree', () => {
  it('nests headings by level and gives each node the chunk range it covers, descendants included', () => {
    const text = 'Preamble.\n\n# One\n\nAlpha.\n\n## One.A\n\nBeta.\n\n## One.B\n\nGamma.\n\n# Two\n\nDelta.\n';
    const chunks = chunkDocument(text);
    const tree = buildSectionTree(text, chunks);
    const shape = (nodes: typeof tree): unknown =>
      nodes.map((n) => ({ title: n.title, level: n.level, chunks: n.chunks, children: shape(n.children) }));
    expect(shape(tree)).toEqual([
      {
        title: 'One',
        level: 1,
        chunks: { first: 1, last: 3 },
        children: [
          { title: 'One.A', level: 2, chunks: { first: 2, last: 2 }, children: [] },
          { title: 'One.B', level: 2, chunks: { first: 3, last: 3 }, children: [] },
        ],
      },
      { title: 'Two', level: 1, chunks: { first: 4, last: 4 }, children: [] },
    ]);
    expect(tree[0]!.children[1]!.path).toEqual(['One', 'One.B']);
    expect(text.slice(tree[1]!.start, tree[1]!.end)).toBe('# Two\n\nDelta.\n');
  });

  it('handles skipped levels and documents without headings', () => {
    const text = '### Deep first\n\nText.\n\n# Top\n\nMore.';
    const tree = buildSectionTree(text, chunkDocument(text));
    expect(tree.map((n) => n.title)).toEqual(['Deep first', 'Top']);
    expect(buildSectionTree('No headings here.', chunkDocument('No headings here.'))).toEqual([]);
  });
});
