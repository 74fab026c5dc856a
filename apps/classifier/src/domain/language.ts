// Natural-language detection with tinyld (pure JS n-gram model, CommonJS build, no network or native code).
import { detectAll } from 'tinyld/heavy';

export const UNDETERMINED = 'und';

/** Below this many letters, n-gram statistics are noise (and "Ok thanks" is not worth a guess). */
const MIN_LETTERS = 20;
/** Enough text to decide; longer inputs only cost time. */
const MAX_SAMPLE = 4000;

/**
 * ISO 639-1 code of the dominant language, or `und` when the text is too short or the model is unsure.
 * tinyld reports accuracy 1 when one language clearly dominates; otherwise small relative scores, where we
 * accept the leader only with a clear margin over the runner-up.
 */
export function detectLanguage(text: string): string {
  const sample = text
    .slice(0, MAX_SAMPLE * 4) // bounded work on huge inputs; what the cleaning removes is rarely most of it
    .replace(/```[\s\S]*?```/g, ' ') // code blocks are not natural language
    // URLs, addresses, redaction placeholders; the lookbehind anchors at token starts to keep this linear
    .replace(/https?:\/\/\S+|(?<!\S)\S+@\S+|\[[a-z_]+\]/g, ' ')
    .replace(/\s+/g, ' ')
    .slice(0, MAX_SAMPLE);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return UNDETERMINED;
  const [first, second] = detectAll(sample);
  if (!first || !/^[a-z]{2}$/.test(first.lang)) return UNDETERMINED; // tinyld also knows 3-letter-only languages
  if (first.accuracy >= 0.5) return first.lang;
  return first.accuracy >= 0.05 && first.accuracy >= 1.3 * (second?.accuracy ?? 0) ? first.lang : UNDETERMINED;
}
