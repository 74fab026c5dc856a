export type { ClassifyInput, ContentClassifier } from './content-classifier';
export { createRuleBasedClassifier, RULE_BASED_MODEL, type RuleBasedClassifierOptions } from './rule-based-classifier';
export { detectPii, piiKinds, redactPii, PII_KINDS, type PiiFinding, type PiiKind } from './pii';
export { detectLanguage, languageOrNull, UNDETERMINED } from './language';
export { detectSourceType, SOURCE_TYPES, type SourceType } from './source-type';
export { normaliseTag, normaliseTags, MAX_TAG_LENGTH } from './tags';
export { CATEGORIES, type Category } from './category';
