// The heading hierarchy of a document, each node knowing which chunks it covers (rich mode retrieves whole sections).
import type { ChunkDraft } from '@engram/core';
import { parseBlocks } from './blocks';

export interface SectionNode {
  title: string;
  /** Heading level, 1-6. */
  level: number;
  /** Titles from the outermost ancestor down to this node. */
  path: string[];
  /** Character range of the section in the source text: from its heading to the next heading of the same or a higher level. */
  start: number;
  end: number;
  /** Inclusive range of chunk indexes that start inside the section (descendants included); null when none do. */
  chunks: { first: number; last: number } | null;
  children: SectionNode[];
}

/**
 * Builds the tree from the text's headings (parsed as the chunker parses them) and assigns each chunk to the sections
 * containing its start offset. Text before the first heading belongs to no node.
 */
export function buildSectionTree(text: string, chunks: readonly ChunkDraft[], sourceType?: string): SectionNode[] {
  const roots: SectionNode[] = [];
  const stack: SectionNode[] = [];
  for (const block of parseBlocks(text, sourceType)) {
    if (block.kind !== 'heading' || block.level === undefined) continue;
    while (stack.length > 0 && stack[stack.length - 1]!.level >= block.level) stack.pop()!.end = block.start;
    const node: SectionNode = {
      title: block.headings[block.headings.length - 1] ?? '',
      level: block.level,
      path: block.headings,
      start: block.start,
      end: text.length,
      chunks: null,
      children: [],
    };
    (stack[stack.length - 1]?.children ?? roots).push(node);
    stack.push(node);
  }
  const assign = (node: SectionNode) => {
    for (const chunk of chunks) {
      if (chunk.start < node.start || chunk.start >= node.end) continue;
      node.chunks = node.chunks
        ? { first: Math.min(node.chunks.first, chunk.index), last: Math.max(node.chunks.last, chunk.index) }
        : { first: chunk.index, last: chunk.index };
    }
    node.children.forEach(assign);
  };
  roots.forEach(assign);
  return roots;
}
