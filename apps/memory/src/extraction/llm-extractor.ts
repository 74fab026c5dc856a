// Fact extraction by a language model behind the LanguageModel port, several documents per call. Whenever the model
// fails, times out or answers something unusable, the offline extractor answers instead: extraction never fails a
// document because a model endpoint is down.
import { z } from 'zod';
import type { Logger } from '@engram/telemetry';
import { isLanguageModelError, zodOutput, type ChatMessage, type LanguageModel } from '@engram/language-model';
import { TRANSITION, normalizeValue } from './english';
import { isMultiValued } from './relate';
import { ENTITY_TYPES, FACT_TYPES, type ExtractedFact, type ExtractionInput, type Extractor } from './types';

export interface LlmExtractorOptions {
  model: LanguageModel;
  /** Answers for documents the model could not: the offline extractor. */
  fallback: Extractor;
  logger: Pick<Logger, 'warn'>;
  /** Per call; a batch that takes longer falls back. */
  timeoutMs?: number;
  /** Documents (or chunks) per call. */
  maxDocumentsPerCall?: number;
  /** Text characters per call; a longer document goes alone. */
  maxCharsPerCall?: number;
}

const Entity = z.object({ name: z.string().min(1).max(200), type: z.enum(ENTITY_TYPES) });
const Fact = z.object({
  content: z.string().min(1).max(1000),
  fact_type: z.enum(FACT_TYPES),
  confidence: z.number().min(0).max(1),
  subject: Entity,
  attribute: z.string().min(1).max(100),
  value: z.string().max(300),
  negated: z.boolean(),
  valid_from: z.string().nullable(),
  entities: z.array(Entity),
  derived_from: z.array(z.number().int().min(0)),
});
const Answer = z.object({ documents: z.array(z.object({ id: z.string(), facts: z.array(Fact) })) });
const ANSWER = zodOutput('extracted_facts', Answer);

export const EXTRACTION_PROMPT = `You extract durable memory facts from documents and conversations.
For each document, return facts, each with:
- content: ONE self-contained sentence that names its subject. Never write "I", "me", "my", "we", "he", "she" or
  "they": "I" is the document's speaker; in a conversation each line "Name: text" is said by Name. Resolve relative
  dates ("last Saturday", "next month") against the document's reference_time and write them as absolute dates.
- fact_type: "preference" (likes, loves, prefers, hates, favorites), "decision" (decided, agreed, will, chose,
  dropped, switched to), "episode" (a dated event: went, visited, met, attended) or "fact" (lives in, works at, is,
  has, costs, runs, is scheduled for, ...).
- confidence 0..1: lower it for hedges (maybe, might, probably, I think, considering).
- subject {name, type}; attribute: a snake_case key such as lives_in, works_at, is, has:<thing>, costs, runs_on,
  scheduled_for, uses, visited, met, or preference:<thing> for preferences (value "likes" or "dislikes");
  value: the normalized value (for scheduled_for, the date as YYYY-MM-DD); negated: true for "no longer", "doesn't".
- valid_from: the ISO 8601 date the fact became true if the text states one, else null.
- entities: people, organizations, projects, places, products and concepts mentioned, each {name, type}.
- derived_from: indexes (within this document's facts) of facts this one is a consequence of
  ("I moved to Paris, so I commute by metro": the commute fact derives from the move).
Skip greetings, questions and opinions about nothing in particular. Return {"documents": [{"id", "facts"}]} with
every document id given.`;

type Batch = { index: number; input: ExtractionInput }[];

export function createLlmExtractor(options: LlmExtractorOptions): Extractor {
  const maxDocs = options.maxDocumentsPerCall ?? 4;
  const maxChars = options.maxCharsPerCall ?? 12_000;

  function batches(inputs: readonly ExtractionInput[]): Batch[] {
    const out: Batch[] = [];
    let current: Batch = [];
    let chars = 0;
    inputs.forEach((input, index) => {
      if (current.length > 0 && (current.length >= maxDocs || chars + input.text.length > maxChars)) {
        out.push(current);
        current = [];
        chars = 0;
      }
      current.push({ index, input });
      chars += input.text.length;
    });
    if (current.length > 0) out.push(current);
    return out;
  }

  async function runBatch(batch: Batch): Promise<(ExtractedFact[] | undefined)[]> {
    const documents = batch.map(({ input }, i) => ({
      id: `d${i}`,
      reference_time: input.referenceTime.toISOString(),
      speaker: input.speaker ?? null,
      title: input.title ?? null,
      text: input.text,
    }));
    const messages: ChatMessage[] = [
      { role: 'system', content: EXTRACTION_PROMPT },
      { role: 'user', content: JSON.stringify({ documents }) },
    ];
    let answer: z.output<typeof Answer>;
    try {
      answer = await options.model.completeJson(messages, ANSWER, { timeoutMs: options.timeoutMs });
    } catch (err) {
      options.logger.warn(
        {
          kind: isLanguageModelError(err) ? err.kind : 'unexpected',
          reason: isLanguageModelError(err) ? err.reason : undefined,
          documents: batch.length,
        },
        'language model extraction failed; offline extractor used',
      );
      return batch.map(() => undefined);
    }
    const byId = new Map(answer.documents.map((d) => [d.id, d.facts]));
    let invalid = 0;
    const results = batch.map(({ input }, i) => {
      const facts = byId.get(`d${i}`);
      const converted = facts && convert(facts, input.referenceTime);
      if (!converted) invalid++;
      return converted;
    });
    if (invalid > 0) {
      options.logger.warn(
        { kind: 'invalid_output', documents: batch.length, documentsFallenBack: invalid },
        'language model answer unusable for some documents; offline extractor used for them',
      );
    }
    return results;
  }

  async function extractMany(inputs: readonly ExtractionInput[]): Promise<ExtractedFact[][]> {
    const results: ExtractedFact[][] = new Array(inputs.length);
    // One batch at a time: a local model serves one request well, not several.
    for (const batch of batches(inputs)) {
      const answers = await runBatch(batch);
      const missing = batch.filter((_, i) => answers[i] === undefined);
      const offline = missing.length > 0 ? await options.fallback.extractMany(missing.map((m) => m.input)) : [];
      let next = 0;
      batch.forEach(({ index }, i) => {
        results[index] = answers[i] ?? offline[next++]!;
      });
    }
    return results;
  }

  return {
    kind: 'llm',
    extract: async (input) => (await extractMany([input]))[0]!,
    extractMany,
  };
}

const FIRST_PERSON = /\b(?:I|me|my|we|our)\b/;

/** The model's facts in the extractor's shape; undefined (fall back) when a date is unreadable. */
function convert(facts: z.output<typeof Fact>[], referenceTime: Date): ExtractedFact[] | undefined {
  const out: ExtractedFact[] = [];
  for (const [i, fact] of facts.entries()) {
    const validFrom = fact.valid_from === null ? referenceTime : new Date(fact.valid_from);
    if (Number.isNaN(validFrom.getTime())) return undefined;
    const attribute = fact.attribute.trim().toLowerCase().replace(/\s+/g, '_');
    out.push({
      content: fact.content.trim(),
      factType: fact.fact_type,
      confidence: fact.confidence,
      subject: fact.subject,
      attribute,
      value: attribute === 'scheduled_for' ? fact.value.trim() : normalizeValue(fact.value),
      negated: fact.negated,
      exclusive: !isMultiValued(attribute) || TRANSITION.test(fact.content),
      marksChange: TRANSITION.test(fact.content),
      validFrom,
      entities: fact.entities,
      derivedFrom: fact.derived_from.filter((j) => j !== i && j < facts.length),
    });
  }
  // A fact that still says "I" is not self-contained; it is dropped, and the links to it with it.
  const keep = out.map((f) => !FIRST_PERSON.test(f.content));
  const renumber = new Map<number, number>();
  keep.forEach((k, i) => k && renumber.set(i, renumber.size));
  return out
    .filter((_, i) => keep[i])
    .map((f) => ({ ...f, derivedFrom: f.derivedFrom.filter((j) => renumber.has(j)).map((j) => renumber.get(j)!) }));
}
