// Extractive summary: the most central sentences of the document, in their original order. Nothing is generated.
import sbd from 'sbd';
import { contentWords } from './text';

export const MAX_SUMMARY_CHARS = 400;
const MAX_SENTENCES = 3;
/** Sentences considered; centrality is quadratic in their number. */
const MAX_CANDIDATES = 300;
const MIN_SENTENCE_WORDS = 4;
const MAX_INPUT_CHARS = 60_000;

/** Options of sbd: blocks are already split at paragraph breaks, and the text is not HTML. */
const SBD_OPTIONS = { newline_boundaries: false, sanitize: false } as const;

/**
 * Splits blocks into sentences with sbd, which knows common abbreviations ("Dr.", "e.g.", "U.S.") and initials
 * ("S. pneumoniae"). sentence-splitter, used before, builds a full syntax tree and took ~25 times as long.
 */
export function sentences(blocks: readonly string[], limit = Infinity): string[] {
  const out: string[] = [];
  for (const block of blocks) {
    if (out.length >= limit) break;
    for (const sentence of sbd.sentences(block, SBD_OPTIONS)) {
      const s = sentence.replace(/\s+/g, ' ').trim();
      if (s !== '') out.push(s);
    }
  }
  return out;
}

/**
 * Picks up to three sentences by TF-IDF centrality (sum of cosine similarities to every other sentence, a
 * degree-centrality LexRank), keeps them in document order and stays within MAX_SUMMARY_CHARS. A single sentence
 * longer than the limit is cut at a word boundary and marked with an ellipsis.
 */
export function extractiveSummary(blocks: readonly string[], language: string): string {
  const split = sentences(boundedBlocks(blocks), MAX_CANDIDATES * 2);
  // Fragments (list items, labels) make poor summaries; use them only when there is nothing else.
  const full = split.filter((s) => s.split(' ').length >= MIN_SENTENCE_WORDS);
  const all = (full.length > 0 ? full : split).slice(0, MAX_CANDIDATES);
  if (all.length === 0) return '';
  const total = all.reduce((n, s) => n + s.length + 1, -1);
  if (all.length <= MAX_SENTENCES && total <= MAX_SUMMARY_CHARS) return all.join(' ');

  const scores = centrality(all.map((s) => contentWords(s, language)));
  const ranked = all.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const chosen: number[] = [];
  let length = -1;
  for (const i of ranked) {
    if (chosen.length === MAX_SENTENCES) break;
    const next = length + 1 + all[i]!.length;
    if (next > MAX_SUMMARY_CHARS) continue;
    chosen.push(i);
    length = next;
  }
  if (chosen.length === 0) return truncateAtWord(all[ranked[0]!]!, MAX_SUMMARY_CHARS);
  return chosen
    .sort((a, b) => a - b)
    .map((i) => all[i])
    .join(' ');
}

/** The first MAX_INPUT_CHARS of prose: sentence splitting is the costly step, and 300 candidates fit well within. */
function boundedBlocks(blocks: readonly string[]): string[] {
  const out: string[] = [];
  let budget = MAX_INPUT_CHARS;
  for (const b of blocks) {
    if (budget <= 0) break;
    out.push(b.length <= budget ? b : b.slice(0, b.lastIndexOf(' ', budget) > 0 ? b.lastIndexOf(' ', budget) : budget));
    budget -= b.length;
  }
  return out;
}

function centrality(docs: string[][]): number[] {
  const df = new Map<string, number>();
  for (const terms of docs) for (const t of new Set(terms)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;
  const vectors = docs.map((terms) => {
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    const v = new Map<string, number>();
    for (const [t, f] of tf) v.set(t, f * Math.log(1 + n / df.get(t)!));
    const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
    if (norm > 0) for (const [t, x] of v) v.set(t, x / norm);
    return v;
  });
  return vectors.map((a, i) => {
    let score = 0;
    vectors.forEach((b, j) => {
      if (i === j) return;
      const [small, large] = a.size <= b.size ? [a, b] : [b, a];
      for (const [t, x] of small) score += x * (large.get(t) ?? 0);
    });
    return score;
  });
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * For code and data: the opening lines, which usually say what the file is, up to ~200 characters (`maxLines` 1 for
 * tables, whose first line is the header and later lines are records).
 */
export function leadSummary(text: string, maxLines = Infinity): string {
  let out = '';
  let lines = 0;
  for (const line of text.split('\n')) {
    const l = line.trim();
    if (l === '') continue;
    if (lines++ === maxLines) break;
    if (out.length + l.length + 1 > MAX_SUMMARY_CHARS / 2) break;
    out = out === '' ? l : `${out} ${l}`;
  }
  return out !== '' ? out : truncateAtWord(text.trim().replace(/\s+/g, ' '), MAX_SUMMARY_CHARS / 2);
}
