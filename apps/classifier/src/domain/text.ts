// Small text helpers shared by the keyword, summary and category heuristics.

const EXTRA_FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lowercases and strips diacritics (é -> e, ß -> ss); characters without an ASCII form are kept as they are. */
export function foldToAscii(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/g, (c) => EXTRA_FOLDS[c] ?? c);
}

/** Lowercase word tokens: letters or digits, inner apostrophes and hyphens allowed ("don't", "e-mail"). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

 
// Snowball-sized lists from @orama/stopwords, the same source the retrieval analyzers use: short lists that remove
// function words only (longer lists such as stopwords-iso drop content words like "index" or "added").
const STOPWORD_LISTS: Record<string, () => string[]> = {
  en: () => require('@orama/stopwords/english').stopwords,
  de: () => require('@orama/stopwords/german').stopwords,
  fr: () => require('@orama/stopwords/french').stopwords,
  es: () => require('@orama/stopwords/spanish').stopwords,
  it: () => require('@orama/stopwords/italian').stopwords,
  pt: () => require('@orama/stopwords/portuguese').stopwords,
  nl: () => require('@orama/stopwords/dutch').stopwords,
  da: () => require('@orama/stopwords/danish').stopwords,
  sv: () => require('@orama/stopwords/swedish').stopwords,
  no: () => require('@orama/stopwords/norwegian').stopwords,
  fi: () => require('@orama/stopwords/finnish').stopwords,
  ru: () => require('@orama/stopwords/russian').stopwords,
  uk: () => require('@orama/stopwords/ukrainian').stopwords,
  tr: () => require('@orama/stopwords/turkish').stopwords,
  ro: () => require('@orama/stopwords/romanian').stopwords,
  hu: () => require('@orama/stopwords/hungarian').stopwords,
  el: () => require('@orama/stopwords/greek').stopwords,
  id: () => require('@orama/stopwords/indonesian').stopwords,
};
 

const stopwordCache = new Map<string, Set<string>>();

/** Stop words of `language` plus English (technical text mixes English into every language). */
export function stopwordsFor(language: string): Set<string> {
  let set = stopwordCache.get(language);
  if (!set) {
    set = new Set([...STOPWORD_LISTS.en!(), ...(STOPWORD_LISTS[language]?.() ?? [])]);
    stopwordCache.set(language, set);
  }
  return set;
}

/** Words that carry meaning: not stop words, not numbers, at least three characters. */
export function contentWords(text: string, language: string): string[] {
  const stop = stopwordsFor(language);
  return words(text).filter((w) => w.length >= 3 && !/^[\p{N}'’-]+$/u.test(w) && !stop.has(w));
}
