// Lucene-like text analysis shared by indexing and querying, so both sides produce the same terms.
//
// Pipeline per token: NFKC -> tokenise -> split compounds -> lower-case -> stopwords -> Snowball stem -> fold
// diacritics. Stemming runs before folding because the Snowball stemmers expect the language's own letters
// (the French stemmer treats "é" differently from "e").
//
// Decisions:
// - Compounds joined by "-", "_", "." or camelCase ("covid-19", "user_id", "node.js", "getUserName") produce their
//   parts (analysed normally, single letters dropped) and the joined form ("covid19", "userid", "nodejs",
//   "getusername"), so "covid-19", "covid 19" and "COVID19" all meet. Letter/digit boundaries are not split ("h264").
// - Dotted or comma'd numbers stay whole ("3.14", "1,000").
// - Apostrophes: English drops the possessive "'s"; other languages drop a short elided prefix ("l'homme" -> homme).
//   Contractions in a stopword list ("don't") are removed as stopwords.
// - Han, Hiragana and Katakana runs (no spaces between words) are indexed as overlapping bigrams, like Lucene's CJK
//   analyzer. Other scripts use whitespace/punctuation tokenisation.
// - Unknown languages get the language-neutral path: everything above except stopwords and stemming.
// - Documents (analyzeDocument) are indexed under their detected language's terms and, beside them, the English terms
//   of the same words, because queries are analysed as English (their language is unknown) and a detector's wrong
//   guess must not make "gardens" unfindable by "garden". A document of unknown language is analysed as English.
import { languageResources, normalizeLanguageCode, type LanguageResources } from './languages';

/** Tokens longer than this are identifiers, hashes or base64 noise rather than words. */
const MAX_TOKEN_LENGTH = 64;

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
const WORD_CHAR = `(?:(?![${CJK}])[\\p{L}\\p{N}\\p{M}])`;
const TOKEN_RE = new RegExp(`([${CJK}]+)|(${WORD_CHAR}+(?:['\\-_.,]${WORD_CHAR}+)*)`, 'gu');
const NUMBER_RE = /^\p{N}+(?:[.,]\p{N}+)*$/u;
const SEPARATOR_RE = /[-_.,]+/;
// lower->Upper ("getUser") and Upper->UpperLower ("HTMLParser") boundaries.
const CAMEL_RE = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** Letters NFD does not decompose into base + mark. */
const EXTRA_FOLDS: Record<string, string> = {
  ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h',
};
const EXTRA_FOLD_RE = new RegExp(`[${Object.keys(EXTRA_FOLDS).join('')}]`, 'g');

/** Removes diacritics: "über" -> "uber", "ñ" -> "n", "ß" -> "ss". Input must be lower-case. */
export function foldDiacritics(s: string): string {
  // eslint-disable-next-line no-control-regex -- fast path for plain ASCII, which is most text
  if (/^[\u0000-\u007f]*$/.test(s)) return s;
  return s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .replace(EXTRA_FOLD_RE, (c) => EXTRA_FOLDS[c] ?? c);
}

/**
 * Analyses text into index terms, in order, repeats kept (BM25 needs term frequencies).
 * `language` is an ISO 639-1 code (region suffixes are ignored); unknown codes get language-neutral analysis.
 */
export function analyze(text: string, language: string): string[] {
  return analyzeWith(text, languageResources(language, foldDiacritics), undefined);
}

/** Codes that say "no language detected" rather than name one. */
const UNKNOWN_LANGUAGES = new Set(['', 'und', 'mul', 'zxx']);

/**
 * Index terms of a document's text: the terms of its detected `language` and, for each word whose English analysis
 * differs, the English terms too (a word the detected language drops as a stopword adds nothing). English and
 * unknown-language documents get plain English analysis, so their terms are those of `analyze(text, 'en')`.
 */
export function analyzeDocument(text: string, language: string | null | undefined): string[] {
  const code = normalizeLanguageCode(language ?? '');
  if (code === 'en' || UNKNOWN_LANGUAGES.has(code)) return analyze(text, 'en');
  return analyzeWith(text, languageResources(code, foldDiacritics), languageResources('en', foldDiacritics));
}

function analyzeWith(text: string, lang: LanguageResources | null, also: LanguageResources | null | undefined): string[] {
  const out: string[] = [];
  const normalized = text.normalize('NFKC').replace(/[’‘`]/g, "'");
  const own: string[] = [];
  const extra: string[] = [];
  for (const match of normalized.matchAll(TOKEN_RE)) {
    if (match[1] !== undefined) {
      pushCjkBigrams(match[1], out);
      continue;
    }
    const raw = match[2];
    if (raw === undefined || raw.length > MAX_TOKEN_LENGTH) continue;
    if (also === undefined) {
      analyzeWord(raw, lang, out);
      continue;
    }
    own.length = 0;
    extra.length = 0;
    analyzeWord(raw, lang, own);
    if (own.length === 0) continue; // a stopword of the document's language
    analyzeWord(raw, also, extra);
    out.push(...own);
    for (const term of extra) if (!own.includes(term)) out.push(term);
  }
  return out;
}

/**
 * Analyses a query. The query's language is usually unknown, so the caller passes the languages to try (the
 * workspace's dominant language first, then e.g. English); terms from later languages are added only when new, so a
 * query word analysed the same way in both languages does not count twice.
 */
export function analyzeQuery(text: string, languages: readonly string[] = ['en']): string[] {
  const codes = [...new Set((languages.length > 0 ? languages : ['en']).map(normalizeLanguageCode))];
  const first = analyze(text, codes[0] ?? 'en');
  const seen = new Set(first);
  for (const code of codes.slice(1)) {
    for (const term of analyze(text, code)) {
      if (!seen.has(term)) {
        seen.add(term);
        first.push(term);
      }
    }
  }
  return first;
}

function analyzeWord(raw: string, lang: LanguageResources | null, out: string[]): void {
  if (NUMBER_RE.test(raw)) {
    out.push(raw);
    return;
  }
  let word = raw;
  if (word.includes("'")) {
    const lower = word.toLowerCase();
    if (lang?.stopwords.has(lower)) return;
    word = stripApostrophes(word, lang?.code);
  }
  const parts = word.split(SEPARATOR_RE).flatMap((p) => p.split(CAMEL_RE)).filter((p) => p.length > 0);
  if (parts.length <= 1) {
    pushTerm(word.toLowerCase(), lang, out);
    return;
  }
  for (const part of parts) {
    if (part.length > 1 || /\p{N}/u.test(part)) pushTerm(part.toLowerCase(), lang, out);
  }
  out.push(foldDiacritics(parts.join('').toLowerCase()));
}

function stripApostrophes(word: string, code: string | undefined): string {
  if (code === 'en' || code === undefined) {
    return word.replace(/'s$/i, '').replace(/'/g, '');
  }
  const at = word.indexOf("'");
  // Elision ("l'", "d'", "qu'", "dell'", "nell'"): the prefix is a clitic, the rest is the word.
  if (at > 0 && at <= 5) word = word.slice(at + 1);
  return word.replace(/'/g, '');
}

function pushTerm(lower: string, lang: LanguageResources | null, out: string[]): void {
  if (lower.length === 0) return;
  if (lang === null) {
    out.push(foldDiacritics(lower));
    return;
  }
  if (lang.stopwords.has(lower)) return;
  const folded = foldDiacritics(lower);
  if (folded !== lower && lang.stopwords.has(folded)) return;
  const stem = foldDiacritics(lang.stemmer.stem(lower));
  out.push(stem.length > 0 ? stem : folded);
}

function pushCjkBigrams(run: string, out: string[]): void {
  const chars = [...run];
  if (chars.length === 1) {
    out.push(run);
    return;
  }
  for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
}
