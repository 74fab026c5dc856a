// Small text helpers shared by the keyword, summary and category heuristics.
// stopwords-iso's long lists (it flags words like "added") suit keyword and summary scoring, where recall is not at stake.
import stopwordsIso from 'stopwords-iso/stopwords-iso.json';

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

const stopwordCache = new Map<string, Set<string>>();

/** Stop words of `language` plus English (technical text mixes English into every language). */
export function stopwordsFor(language: string): Set<string> {
  let set = stopwordCache.get(language);
  if (!set) {
    const lists = stopwordsIso as unknown as Record<string, string[] | undefined>;
    set = new Set([...(lists.en ?? []), ...(lists[language] ?? [])]);
    stopwordCache.set(language, set);
  }
  return set;
}

/** Words that carry meaning: not stop words, not numbers, at least three characters. */
export function contentWords(text: string, language: string): string[] {
  const stop = stopwordsFor(language);
  return words(text).filter((w) => w.length >= 3 && !/^[\p{N}'’-]+$/u.test(w) && !stop.has(w));
}
