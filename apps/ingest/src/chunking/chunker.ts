// Structure-aware chunking: blocks (headings, paragraphs, list items, tables, fenced code) are the units; a unit larger
// than the bound is split (code and tables by lines, prose by sentences, then words, then characters); units are then
// packed greedily into chunks of at most `maxTokens`, each new chunk in a section repeating up to `overlapTokens` of
// the previous chunk's tail. Chunks never span a heading, and every chunk is a verbatim slice of the input.
import { AppError, type ChunkDraft } from '@engram/core';
import { parseBlocks, trimSpan, type Block, type BlockKind } from './blocks';
import { CHARS_PER_WORD_TOKEN, TokenCounter, tokenPieces } from './tokens';

export interface ChunkOptions {
  /** Upper bound on a chunk's tokens (see countTokens). Default 200. */
  maxTokens?: number;
  /** Tokens of trailing context repeated at the start of the next chunk of the same section. Default 30. */
  overlapTokens?: number;
  /** Classifier source type; code and data files are not parsed as Markdown. */
  sourceType?: string;
}

export const DEFAULT_MAX_TOKENS = 200;
export const DEFAULT_OVERLAP_TOKENS = 30;

/** A piece of a block that fits the bound on its own. */
interface Atom {
  start: number;
  end: number;
  headings: string[];
  /** True for the first atom of a section (a heading): packing and overlap stop there. */
  sectionStart: boolean;
}

export function chunkDocument(text: string, options: ChunkOptions = {}): ChunkDraft[] {
  const maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  const overlapTokens = options.overlapTokens ?? DEFAULT_OVERLAP_TOKENS;
  if (!Number.isInteger(maxTokens) || maxTokens < 1) {
    throw AppError.invalid('invalid_chunk_options', 'maxTokens must be a positive integer');
  }
  if (!Number.isInteger(overlapTokens) || overlapTokens < 0 || overlapTokens >= maxTokens) {
    throw AppError.invalid('invalid_chunk_options', 'overlapTokens must be an integer in [0, maxTokens)');
  }

  const tokens = new TokenCounter(text);
  const atoms = parseBlocks(text, options.sourceType).flatMap((block) => atomize(text, tokens, block, maxTokens));
  return pack(text, tokens, atoms, maxTokens, overlapTokens);
}

function atomize(text: string, tokens: TokenCounter, block: Block, maxTokens: number): Atom[] {
  const spans = fit(text, tokens, block.start, block.end, maxTokens, levelsFor(block.kind));
  return spans.map(([start, end], i) => ({
    start,
    end,
    headings: block.headings,
    sectionStart: block.kind === 'heading' && i === 0,
  }));
}

type Level = 'lines' | 'sentences' | 'words' | 'pieces';

function levelsFor(kind: BlockKind): Level[] {
  return kind === 'code' || kind === 'table' ? ['lines', 'words', 'pieces'] : ['sentences', 'words', 'pieces'];
}

/** Splits [start, end) at the coarsest level whose parts fit, recursing into parts that still do not. */
function fit(
  text: string,
  tokens: TokenCounter,
  start: number,
  end: number,
  maxTokens: number,
  levels: Level[],
): Array<[number, number]> {
  if (tokens.count(start, end) <= maxTokens) return [[start, end]];
  const [level, ...finer] = levels;
  if (level === undefined) return [[start, end]]; // unreachable: single pieces always fit (see splitAt 'pieces')
  return splitAt(text, start, end, level, maxTokens).flatMap(([s, e]) => fit(text, tokens, s, e, maxTokens, finer));
}

// End of a sentence: terminal punctuation, optional closing quotes or brackets, then whitespace.
// The lookbehind starts a match only at the first mark of a run, keeping long runs ("......") linear.
const SENTENCE_END = /(?<![.!?\u3002\uff01\uff1f])[.!?\u3002\uff01\uff1f]+["'\u201d\u2019)\]]*(?=\s)/g;

function splitAt(text: string, start: number, end: number, level: Level, maxTokens: number): Array<[number, number]> {
  const cuts: number[] = [];
  const slice = text.slice(start, end);
  switch (level) {
    case 'lines':
      for (const m of slice.matchAll(/\n/g)) cuts.push(start + m.index + 1);
      break;
    case 'sentences':
      for (const m of slice.matchAll(SENTENCE_END)) cuts.push(start + m.index + m[0].length);
      break;
    case 'words':
      for (const m of slice.matchAll(/\s+/g)) cuts.push(start + m.index + m[0].length);
      break;
    case 'pieces':
      // Every token piece on its own; a word longer than the bound is cut every maxTokens * CHARS_PER_WORD_TOKEN
      // characters, which keeps the token count additive across the cut.
      for (const [s, e] of tokenPieces(text, start, end)) {
        cuts.push(s);
        for (let c = s + maxTokens * CHARS_PER_WORD_TOKEN; c < e; c += maxTokens * CHARS_PER_WORD_TOKEN) {
          // Never cut between the two halves of a surrogate pair (astral characters): a lone half would count as an
          // extra token and is not valid text on its own.
          if (isHighSurrogate(text.charCodeAt(c - 1))) c -= 1;
          cuts.push(c);
        }
      }
      break;
  }
  const bounds = [start, ...cuts.filter((c) => c > start && c < end), end];
  const parts: Array<[number, number]> = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const span = trimSpan(text, bounds[i]!, bounds[i + 1]!);
    if (span) parts.push(span);
  }
  return parts;
}

function pack(text: string, tokens: TokenCounter, atoms: Atom[], maxTokens: number, overlapTokens: number): ChunkDraft[] {
  const chunks: ChunkDraft[] = [];
  let open: { start: number; end: number; headings: string[] } | undefined;

  const emit = () => {
    if (!open) return;
    chunks.push({
      index: chunks.length,
      text: text.slice(open.start, open.end),
      headings: open.headings,
      tokenCount: tokens.count(open.start, open.end),
      start: open.start,
      end: open.end,
    });
  };

  for (const atom of atoms) {
    if (open && !atom.sectionStart && tokens.count(open.start, atom.end) <= maxTokens) {
      open.end = atom.end;
      continue;
    }
    const previous = open;
    emit();
    // Same section: carry the previous chunk's tail. After a heading, start clean.
    const start =
      previous && !atom.sectionStart ? overlapStart(text, tokens, previous, atom.end, maxTokens, overlapTokens) : atom.start;
    open = { start, end: atom.end, headings: atom.headings };
  }
  emit();
  return chunks;
}

/**
 * The earliest word start inside the previous chunk whose tail holds at most `overlapTokens` tokens and still lets
 * the new chunk (tail + next atom) fit; the next atom's own start when no such tail exists.
 */
function overlapStart(
  text: string,
  tokens: TokenCounter,
  previous: { start: number; end: number },
  atomEnd: number,
  maxTokens: number,
  overlapTokens: number,
): number {
  let best = -1;
  for (let i = previous.end - 1; i > previous.start; i--) {
    if (/\s/.test(text[i]!) || !/\s/.test(text[i - 1]!)) continue; // only word starts
    if (tokens.count(i, previous.end) > overlapTokens) break;
    if (tokens.count(i, atomEnd) > maxTokens) break;
    best = i;
  }
  if (best !== -1) return best;
  // No usable tail: begin at the first non-whitespace character after the previous chunk.
  return trimSpan(text, previous.end, atomEnd)![0];
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
