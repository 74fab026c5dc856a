export { RetrievalService, type FusionConfig } from './retrieval.service';
export { IndexingSteps, passageText } from './indexing';
export { VectorStaging } from './staging';
export { retrievalHandlers } from './grpc-handlers';
export type { VectorIndex, KeywordIndex, IndexFilter, ChunkAttributes, IndexHit } from './index/ports';
export { PgVectorIndex, type PgVectorIndexOptions } from './index/embedded/pg-vector-index';
export { PgKeywordIndex, type PgKeywordIndexOptions } from './index/embedded/pg-keyword-index';
export { QdrantVectorIndex, type QdrantVectorIndexOptions } from './index/qdrant/qdrant-vector-index';
export { OpenSearchKeywordIndex, type OpenSearchKeywordIndexOptions } from './index/opensearch/opensearch-keyword-index';
