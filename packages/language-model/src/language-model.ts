// The LanguageModel port: one structured JSON completion. Fact extraction uses it today; rich query mode (query
// variants, rerank, synthesis) will reuse it, so it knows nothing about facts.
import { z } from 'zod';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What the answer must look like: a JSON schema the server constrains decoding with, and a parser that checks it. */
export interface StructuredOutput<T> {
  /** Schema name sent to the server (`[a-zA-Z0-9_-]`, at most 64 characters). */
  name: string;
  /** JSON schema of the answer, in the subset OpenAI's strict mode accepts (every property required, no extras). */
  jsonSchema: Record<string, unknown>;
  /** Checks the decoded JSON; throws (anything) when it does not conform. */
  parse(value: unknown): T;
}

export interface CompletionOptions {
  /** Per attempt; the adapter's configured timeout when absent. */
  timeoutMs?: number;
  /** Cancels the call, retries included. */
  signal?: AbortSignal;
  /** 0 unless said otherwise: extraction wants the same answer twice. */
  temperature?: number;
  maxTokens?: number;
}

export interface LanguageModel {
  readonly model: string;
  /**
   * Sends `messages` and returns the answer decoded as JSON and checked by `output.parse`. Throws a
   * `LanguageModelError` (an `AppError`) when the model cannot answer or answers something else.
   */
  completeJson<T>(messages: readonly ChatMessage[], output: StructuredOutput<T>, options?: CompletionOptions): Promise<T>;
  close(): Promise<void>;
}

/**
 * A StructuredOutput from a zod schema: its JSON schema for the server, its safeParse for the answer. Use nullable
 * fields instead of optional ones, since strict mode requires every property.
 */
export function zodOutput<S extends z.ZodType>(name: string, schema: S): StructuredOutput<z.output<S>> {
  // `$schema` is dropped: some servers reject unknown top-level keywords in strict mode.
  const { $schema: _drop, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-2020-12' }) as Record<string, unknown>;
  return {
    name,
    jsonSchema,
    parse(value) {
      const result = schema.safeParse(value);
      if (!result.success) {
        // Only paths and issue codes: the messages may quote the model's output, which may quote the input.
        const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.code}`);
        throw new Error(`answer does not match the schema (${issues.join('; ')})`);
      }
      return result.data;
    },
  };
}
