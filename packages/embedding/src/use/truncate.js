'use strict';
// Token-budgeted encoding for the Universal Sentence Encoder lite (plain CommonJS: it runs inside worker threads,
// which load neither tsx nor SWC).
//
// The SentencePiece tokenizer shipped with @energetic-ai/embeddings copies the remaining input at every position,
// so its cost grows with the square of the text length (measured: ~15 ms per 1,500-character abstract, ~600 ms for
// 20,000 characters). The model only reads the first 128 tokens anyway, so we tokenize a prefix that is just long
// enough and cut the token list to the budget.

/** Starting guess of characters per token; English averages ~3.5 (SciFact), so 6 rarely needs a second pass. */
const CHARS_PER_TOKEN_GUESS = 6;
/** Extra tokens required after a cut inside a word, whose own pieces may differ from those of the whole word. */
const HARD_CUT_MARGIN = 8;

/**
 * Token ids of the first `maxTokens` tokens of `text`, identical to `tokenizer.encode(text).slice(0, maxTokens)`
 * whenever the prefix can be cut at a space.
 *
 * Why cutting at a space is exact: the tokenizer turns every space into the U+2581 separator and no vocabulary piece
 * contains that separator after its first character, so every space starts a new piece and the segmentation before
 * it cannot depend on what follows. Text with no space near the cut (a long URL, unsegmented scripts) is cut hard
 * inside a word, and a few extra tokens are required so that the word's changed pieces fall outside the budget.
 *
 * @param {{ encode(input: string): number[] }} tokenizer
 * @param {string} text
 * @param {number} maxTokens
 * @returns {number[]}
 */
function encodeTruncated(tokenizer, text, maxTokens) {
  let budget = Math.max(64, maxTokens * CHARS_PER_TOKEN_GUESS);
  for (;;) {
    if (budget >= text.length) return tokenizer.encode(text).slice(0, maxTokens);
    const space = text.lastIndexOf(' ', budget);
    // A space far back would stall the doubling (the same short prefix every pass), so fall back to a hard cut.
    const atSpace = space > budget / 2;
    const ids = tokenizer.encode(text.slice(0, atSpace ? space : budget));
    if (ids.length >= maxTokens + (atSpace ? 0 : HARD_CUT_MARGIN)) return ids.slice(0, maxTokens);
    budget *= 2;
  }
}

/**
 * Token ids of `text` cut into at most `maxWindows` windows of at most `windowTokens` tokens each, for a model that
 * reads only `windowTokens`: the windows cover the first `windowTokens * maxWindows` tokens and are balanced (sizes
 * differ by at most one), so no window is a short scrap that would weigh as much as a full one in a mean. A text that
 * fits one window gives exactly `encodeTruncated(tokenizer, text, windowTokens)`.
 *
 * @param {{ encode(input: string): number[] }} tokenizer
 * @param {string} text
 * @param {number} windowTokens
 * @param {number} maxWindows
 * @returns {number[][]}
 */
function encodeWindows(tokenizer, text, windowTokens, maxWindows) {
  const ids = encodeTruncated(tokenizer, text, windowTokens * maxWindows);
  const count = Math.max(1, Math.ceil(ids.length / windowTokens));
  const windows = [];
  for (let w = 0; w < count; w++) {
    windows.push(ids.slice(Math.round((w * ids.length) / count), Math.round(((w + 1) * ids.length) / count)));
  }
  return windows;
}

module.exports = { encodeTruncated, encodeWindows };
