export { RetrievalService, type FusionConfig } from './retrieval.service';
export { IndexingSteps, passageText } from './indexing';
export { VectorStaging } from './staging';
export { retrievalHandlers } from './grpc-handlers';
export type { VectorIndex, KeywordIndex, IndexFilter, ChunkAttributes, IndexHit } from './index/ports';
