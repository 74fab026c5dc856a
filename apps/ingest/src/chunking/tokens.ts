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

/**
 * Token counts of any ranges of one text, each in O(log n): the text is cut into pieces once, and a range's count is
 * the sum of the pieces inside it (prefix sums) plus the parts of at most two pieces cut by its ends. Equal to
 * `countTokens(text.slice(start, end))` for every range, including ends inside a piece (a cut word is counted as the
 * slice would be). The chunker counts many overlapping ranges of the same text; re-scanning each slice made chunking
 * a 10 MiB document take seconds.
 */
export class TokenCounter {
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  /** prefix[i] = tokens of pieces 0..i-1. */
  private readonly prefix: Float64Array;

  constructor(private readonly text: string) {
    const starts: number[] = [];
    const ends: number[] = [];
    for (const m of text.matchAll(PIECE)) {
      starts.push(m.index);
      ends.push(m.index + m[0].length);
    }
    this.starts = Int32Array.from(starts);
    this.ends = Int32Array.from(ends);
    this.prefix = new Float64Array(starts.length + 1);
    for (let i = 0; i < starts.length; i++) {
      this.prefix[i + 1] = this.prefix[i]! + Math.ceil((ends[i]! - starts[i]!) / CHARS_PER_WORD_TOKEN);
    }
  }

  /** Tokens of text[start, end). */
  count(start: number, end: number): number {
    if (end <= start) return 0;
    // First piece ending after start, and first piece starting at or after end.
    const first = this.firstEndingAfter(start);
    const last = this.firstStartingAtOrAfter(end);
    if (first >= last) return 0;
    let n = 0;
    let from = first;
    let to = last;
    if (this.starts[first]! < start) {
      // The range begins inside a piece: count that part as its own slice.
      n += countTokens(this.text.slice(start, Math.min(this.ends[first]!, end)));
      from = first + 1;
    }
    if (to > from && this.ends[to - 1]! > end) {
      n += countTokens(this.text.slice(this.starts[to - 1]!, end));
      to -= 1;
    }
    if (to > from) n += this.prefix[to]! - this.prefix[from]!;
    return n;
  }

  private firstEndingAfter(position: number): number {
    return firstIndex(this.ends, (end) => end > position);
  }

  private firstStartingAtOrAfter(position: number): number {
    return firstIndex(this.starts, (start) => start >= position);
  }
}

/** The first index of a sorted array whose value passes `test` (monotone: false then true); the length if none does. */
function firstIndex(values: Int32Array, test: (value: number) => boolean): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (test(values[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
