// The memory layer's extraction engine: extractors behind one interface, entity-name normalization for keyed-hash
// matching, and the pure decision of how a new fact relates to stored ones.
export * from './types';
export { createOfflineExtractor } from './offline-extractor';
export { createLlmExtractor, EXTRACTION_PROMPT, type LlmExtractorOptions } from './llm-extractor';
export {
  createEntityNormalizer,
  entityFamily,
  entityKey,
  normalizeEntityName,
  type EntityAlias,
  type EntityFamily,
  type EntityNormalizer,
} from './entity-normalizer';
export {
  isMultiValued,
  relate,
  type ExistingFact,
  type FactRelation,
  type NewFact,
  type RelatableFact,
  type RelationType,
} from './relate';
