// Topic keywords: the most frequent content words, title words counting extra. Deterministic: ties go to the word
// seen first.
import { contentWords } from './text';

const MAX_TOPICS = 5;
const TITLE_WEIGHT = 2;
/** A word must be this strong (two mentions, or once in the title) to be a topic. */
const MIN_SCORE = 2;

/** Redaction placeholders ("[email]") are not topics of the document. */
const PLACEHOLDER = /\[[a-z_]+\]/g;

export function topKeywords(title: string, prose: string, language: string): string[] {
  const scores = new Map<string, number>();
  title = title.replace(PLACEHOLDER, ' ');
  prose = prose.replace(PLACEHOLDER, ' ');
  for (const w of contentWords(title, language)) scores.set(w, (scores.get(w) ?? 0) + TITLE_WEIGHT);
  for (const w of contentWords(prose, language)) scores.set(w, (scores.get(w) ?? 0) + 1);
  return [...scores]
    .filter(([, score]) => score >= MIN_SCORE)
    .sort((a, b) => b[1] - a[1]) // stable sort keeps first-seen order among equals
    .slice(0, MAX_TOPICS)
    .map(([w]) => w);
}
