export { memoryHandlers } from './grpc-handlers';
export { MemoryService, type MemoryServiceDeps } from './memory.service';
export { FactIndex, type FactIndexOptions } from './fact-index';
export { MemorySteps, DEFAULT_EXTRACT_MAX_CHARS, type ExtractStepDeps } from './extract-step';
export { createEntityNormalizer, type EntityNormalizer } from './extraction/entity-normalizer';
export type { Extractor, ExtractedFact, ExtractionInput } from './extraction/types';
export { createExtractor } from './extractor-factory';
export { KNOWN_ALIASES } from './known-aliases';
export {
  createOfflineExtractor,
  createLlmExtractor,
  EXTRACTION_PROMPT,
  entityFamily,
  entityKey,
  normalizeEntityName,
  isMultiValued,
  relate,
  ENTITY_TYPES,
  FACT_TYPES,
  type LlmExtractorOptions,
  type EntityAlias,
  type EntityFamily,
  type EntityRef,
  type EntityType,
  type FactType,
  type ExistingFact,
  type FactRelation,
  type NewFact,
  type RelatableFact,
  type RelationType,
} from './extraction';
