export { chunkDocument, DEFAULT_MAX_TOKENS, DEFAULT_OVERLAP_TOKENS, type ChunkOptions } from './chunker';
export { buildSectionTree, type SectionNode } from './section-tree';
export { countTokens } from './tokens';
