// Token counting for chunk bounds: a fast, dependency-free approximation of a sub-word tokenizer.
//
// Pieces are runs of letters/digits ("words"), single punctuation or symbol characters, and single CJK characters
// (those scripts are written without spaces and tokenizers spend about one token per character on them).
// A word costs one token per started CHARS_PER_WORD_TOKEN characters: common words are one token, long identifiers
// and hashes cost more, as they do in BPE vocabularies. Whitespace is free.
// The count is additive over any split at whitespace or at piece boundaries, which the chunker relies on.

export const CHARS_PER_WORD_TOKEN = 8;

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const PIECE_SOURCE = `[${CJK}]|(?:(?![${CJK}])[\\p{L}\\p{N}\\p{M}_])+|[^\\s\\p{L}\\p{N}\\p{M}_]`;
const PIECE = new RegExp(PIECE_SOURCE, 'gu');

export function countTokens(text: string): number {
  let n = 0;
  for (const m of text.matchAll(PIECE)) {
    n += Math.ceil(m[0].length / CHARS_PER_WORD_TOKEN);
  }
  return n;
}

/** Offsets [start, end) of every token piece in text[from, to). */
export function tokenPieces(text: string, from: number, to: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = new RegExp(PIECE_SOURCE, 'gu');
  re.lastIndex = from;
  for (let m = re.exec(text); m !== null && m.index < to; m = re.exec(text)) {
    out.push([m.index, Math.min(m.index + m[0].length, to)]);
  }
  return out;
}
