// The ambient types of snowball-stemmers must reach every program that compiles this file, not only this package.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./snowball-stemmers.d.ts" />
// Per-language analysis resources: a Snowball stemmer and the Snowball-style stopword list of the same language.
// Stopword lists come from @orama/stopwords (Snowball/NLTK-sized lists). stopwords-iso was tried and rejected: its
// English list has ~1,300 entries including content words ("affected", "added", "10"), which hurts BM25 recall.
import { newStemmer, type Stemmer } from 'snowball-stemmers';

export interface LanguageResources {
  /** ISO 639-1 code this entry answers to. */
  code: string;
  stemmer: Stemmer;
  stopwords: ReadonlySet<string>;
}

interface LanguageSpec {
  snowball: string;
  load: () => string[];
  /** Stopwords the list lacks but that carry no meaning in the language's running text. */
  extra?: string[];
}

 
const SPECS: Record<string, LanguageSpec> = {
  en: { snowball: 'english', load: () => require('@orama/stopwords/english').stopwords, extra: ['a'] },
  de: { snowball: 'german', load: () => require('@orama/stopwords/german').stopwords },
  fr: { snowball: 'french', load: () => require('@orama/stopwords/french').stopwords },
  es: { snowball: 'spanish', load: () => require('@orama/stopwords/spanish').stopwords },
  it: { snowball: 'italian', load: () => require('@orama/stopwords/italian').stopwords },
  pt: { snowball: 'portuguese', load: () => require('@orama/stopwords/portuguese').stopwords },
  nl: { snowball: 'dutch', load: () => require('@orama/stopwords/dutch').stopwords },
  da: { snowball: 'danish', load: () => require('@orama/stopwords/danish').stopwords },
  sv: { snowball: 'swedish', load: () => require('@orama/stopwords/swedish').stopwords },
  no: { snowball: 'norwegian', load: () => require('@orama/stopwords/norwegian').stopwords },
  fi: { snowball: 'finnish', load: () => require('@orama/stopwords/finnish').stopwords },
  ru: { snowball: 'russian', load: () => require('@orama/stopwords/russian').stopwords },
  ro: { snowball: 'romanian', load: () => require('@orama/stopwords/romanian').stopwords },
  hu: { snowball: 'hungarian', load: () => require('@orama/stopwords/hungarian').stopwords },
  tr: { snowball: 'turkish', load: () => require('@orama/stopwords/turkish').stopwords },
};
 

/** Codes that detectors return for a language we know under another code. */
const ALIASES: Record<string, string> = { nb: 'no', nn: 'no' };

export const STEMMED_LANGUAGES: readonly string[] = Object.keys(SPECS);

const cache = new Map<string, LanguageResources | null>();

/** Distinct words a language's stemmer remembers before it starts over (a few MB at most). */
const STEM_MEMO_SIZE = 50_000;

/**
 * Snowball stemming is a pure function of the word and most running text repeats a small vocabulary, so each
 * language's stems are remembered; the memo is dropped whole when full, which costs one re-stem per word.
 */
function memoized(stemmer: Stemmer): Stemmer {
  const memo = new Map<string, string>();
  return {
    stem(word: string): string {
      let stem = memo.get(word);
      if (stem === undefined) {
        if (memo.size >= STEM_MEMO_SIZE) memo.clear();
        stem = stemmer.stem(word);
        memo.set(word, stem);
      }
      return stem;
    },
  };
}

/** `en`, `en-US`, `EN_gb` -> `en`. */
export function normalizeLanguageCode(language: string): string {
  const base = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return ALIASES[base] ?? base;
}

/** Resources for a language, or null when it has none (the caller then uses language-neutral analysis). */
export function languageResources(language: string, fold: (s: string) => string): LanguageResources | null {
  const code = normalizeLanguageCode(language);
  const cached = cache.get(code);
  if (cached !== undefined) return cached;
  const spec = SPECS[code];
  let resources: LanguageResources | null = null;
  if (spec) {
    const words = new Set<string>();
    for (const w of [...spec.load(), ...(spec.extra ?? [])]) {
      const lower = w.normalize('NFKC').toLowerCase().replace(/’/g, "'");
      words.add(lower);
      // Users often type without diacritics ("uber" for "über"): drop those spellings too.
      words.add(fold(lower));
    }
    resources = { code, stemmer: memoized(newStemmer(spec.snowball)), stopwords: words };
  }
  cache.set(code, resources);
  return resources;
}
