export { memoryHandlers } from './grpc-handlers';
export { MemoryService, type MemoryServiceDeps } from './memory.service';
export { MemorySteps, DEFAULT_EXTRACT_MAX_CHARS, type ExtractStepDeps } from './extract-step';
export { createEntityNormalizer, type EntityNormalizer } from './extraction/entity-normalizer';
export type { Extractor, ExtractedFact, ExtractionInput } from './extraction/types';
export { createExtractor } from './extractor-factory';
