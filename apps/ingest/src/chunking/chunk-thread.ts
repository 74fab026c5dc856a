// What the chunk step runs in its worker thread (OffThread of @engram/runtime) for large documents: the chunks and the
// section tree, both pure functions of the text.
import type { ChunkDraft } from '@engram/core';
import { chunkDocument, type ChunkOptions } from './chunker';
import { buildSectionTree, type SectionNode } from './section-tree';

export function chunkWithSections(content: string, options: ChunkOptions): { drafts: ChunkDraft[]; sections: SectionNode[] } {
  const drafts = chunkDocument(content, options);
  return { drafts, sections: buildSectionTree(content, drafts, options.sourceType) };
}
