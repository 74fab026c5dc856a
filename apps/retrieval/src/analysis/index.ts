export { analyze, analyzeDocument, analyzeQuery, foldDiacritics } from './analyzer';
export { normalizeLanguageCode, STEMMED_LANGUAGES } from './languages';
