// Embedders for Engram: the in-process Universal Sentence Encoder pool (embedded profile), any OpenAI-compatible
// HTTP endpoint (real models elsewhere), and the query-embedding cache that wraps either.
export { createUseEmbedder, USE_MAX_INPUT_TOKENS, USE_MODEL_NAME } from './use/use-embedder';
export type { UseEmbedder, UseEmbedderOptions } from './use/use-embedder';
export { createOpenAiEmbedder } from './openai/openai-embedder';
export type { OpenAiEmbedderOptions } from './openai/openai-embedder';
export { createCachedEmbedder } from './cached-embedder';
export type { CachedEmbedder, CachedEmbedderOptions, CachedEmbedderStats } from './cached-embedder';
export { measureThroughput } from './throughput';
export type { ThroughputResult } from './throughput';
export type { WorkerPoolStats } from './worker-pool';
export { dot, normalizeInPlace } from './vector';
export { createEmbedder, type EmbedderChoice } from './from-config';
export { instantiateVectorKernel, WASM_PAGE, type VectorKernel } from './kernel/vector-kernel';
