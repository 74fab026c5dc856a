// LanguageModel over any OpenAI-compatible `/v1/chat/completions` endpoint (OpenAI, vLLM, Ollama, llama.cpp server)
// with `response_format: json_schema` structured output.
//
// Plain fetch rather than the `openai` client: the embedder already speaks this protocol with fetch, so both adapters
// share one retry policy (Retry-After honoured, full-jitter backoff, bounded attempts) and one error type; the client
// would add its own retry loop and error classes to translate, and its stainless headers, for one POST.
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, backoffDelayMs } from '@engram/core';
import { LanguageModelError } from '../errors';
import type { ChatMessage, CompletionOptions, LanguageModel, StructuredOutput } from '../language-model';

export interface OpenAiChatModelOptions {
  /** Server root (`http://localhost:11434`) or API base ending in `/v1`; requests go to `<root>/v1/chat/completions`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; local servers usually need none. */
  apiKey?: string;
  model: string;
  /** Per attempt, including reading the answer. A call may override it. */
  timeoutMs?: number;
  /** Further attempts after a 408/429/5xx or a network error. Timeouts and invalid answers are not retried. */
  maxRetries?: number;
  /** First backoff step; doubles per attempt, with full jitter. `Retry-After` takes precedence. */
  retryBaseDelayMs?: number;
  /** Upper bound on any wait between attempts, Retry-After included. */
  maxRetryDelayMs?: number;
}

interface ChatCompletionResponse {
  choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
}

export function createOpenAiChatModel(options: OpenAiChatModelOptions): LanguageModel {
  const url = chatCompletionsUrl(options.baseUrl);
  const defaultTimeoutMs = positiveInt(options.timeoutMs ?? 60_000, 'timeoutMs');
  const maxRetries = nonNegativeInt(options.maxRetries ?? 2, 'maxRetries');
  const retryBaseDelayMs = options.retryBaseDelayMs ?? 500;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
  const closer = new AbortController();
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  async function completeJson<T>(
    messages: readonly ChatMessage[],
    output: StructuredOutput<T>,
    call: CompletionOptions = {},
  ): Promise<T> {
    const timeoutMs = positiveInt(call.timeoutMs ?? defaultTimeoutMs, 'timeoutMs');
    const body = JSON.stringify({
      model: options.model,
      messages,
      temperature: call.temperature ?? 0,
      ...(call.maxTokens !== undefined ? { max_tokens: call.maxTokens } : {}),
      response_format: { type: 'json_schema', json_schema: { name: output.name, schema: output.jsonSchema, strict: true } },
    });
    const stopped = (): LanguageModelError | undefined =>
      closer.signal.aborted
        ? new LanguageModelError('closed', 'language model is closed')
        : call.signal?.aborted
          ? new LanguageModelError('aborted', 'language model call was aborted')
          : undefined;

    for (let attempt = 0; ; attempt++) {
      const halt = stopped();
      if (halt) throw halt;
      let status: number | undefined;
      let retryAfterMs: number | undefined;
      let cause: unknown;
      try {
        const signals = [closer.signal, AbortSignal.timeout(timeoutMs)];
        if (call.signal) signals.push(call.signal);
        const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.any(signals) });
        if (response.ok) return decode(await response.text(), output);
        // Drain so the connection is reused; the body may quote the prompt, so it is not kept.
        await response.arrayBuffer().catch(() => undefined);
        status = response.status;
        retryAfterMs = parseRetryAfter(response.headers, maxRetryDelayMs);
        const retryable = status === 408 || status === 429 || status >= 500;
        if (!retryable || attempt >= maxRetries) {
          throw new LanguageModelError('unavailable', `language model answered HTTP ${status}`, {
            details: { status, attempts: attempt + 1 },
            retryAfterSeconds: retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000),
          });
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        const halted = stopped();
        if (halted) throw halted;
        if (err instanceof DOMException && err.name === 'TimeoutError') {
          throw new LanguageModelError('timeout', `language model did not answer within ${timeoutMs} ms`, {
            details: { attempts: attempt + 1, timeoutMs },
          });
        }
        cause = err;
        if (attempt >= maxRetries) {
          throw new LanguageModelError('unavailable', 'language model unreachable', {
            details: { attempts: attempt + 1 },
            cause,
          });
        }
      }
      const backoff = backoffDelayMs(
        { initialDelayMs: retryBaseDelayMs, maxDelayMs: maxRetryDelayMs, jitter: 'full' },
        attempt + 1,
      );
      const waits = [closer.signal, ...(call.signal ? [call.signal] : [])];
      await sleep(Math.min(maxRetryDelayMs, retryAfterMs ?? backoff), undefined, { signal: AbortSignal.any(waits) }).catch(
        () => undefined,
      );
    }
  }

  return {
    model: options.model,
    completeJson,
    close: async () => {
      closer.abort();
    },
  };
}

function decode<T>(text: string, output: StructuredOutput<T>): T {
  const invalid = (why: string, cause?: unknown) =>
    new LanguageModelError('invalid_output', `language model returned an invalid answer: ${why}`, { cause });
  let response: ChatCompletionResponse | null;
  try {
    response = JSON.parse(text) as ChatCompletionResponse | null;
  } catch {
    throw invalid('response is not JSON');
  }
  const choice = response?.choices?.[0];
  if (!choice?.message) throw invalid('no choices');
  if (typeof choice.message.refusal === 'string' && choice.message.refusal) throw invalid('the model refused');
  if (choice.finish_reason === 'length') throw invalid('cut off at the token limit');
  const content = choice.message.content;
  if (typeof content !== 'string') throw invalid('no content');
  let value: unknown;
  try {
    value = JSON.parse(stripFence(content));
  } catch {
    throw invalid('content is not JSON');
  }
  try {
    return output.parse(value);
  } catch (err) {
    throw invalid(err instanceof Error ? err.message : 'does not match the schema', err);
  }
}

/** Some local servers wrap JSON in a Markdown fence even under a schema; the fence carries no data. */
function stripFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/.exec(content);
  return fenced ? fenced[1]! : content;
}

/** `<root>/v1/chat/completions` from either a server root or an API base that already ends in `/v1`. */
export function chatCompletionsUrl(baseUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw AppError.invalid('invalid_language_model_url', 'language model baseUrl is not a URL');
  }
  const root = parsed.href.replace(/\/+$/, '');
  return root.endsWith('/v1') ? `${root}/chat/completions` : `${root}/v1/chat/completions`;
}

/** `retry-after-ms` (OpenAI) or `Retry-After` in seconds or as an HTTP date. */
function parseRetryAfter(headers: Headers, cap: number): number | undefined {
  const ms = Number(headers.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(ms)) return Math.min(cap, Math.max(0, ms));
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  const wait = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(wait) ? Math.min(cap, Math.max(0, wait)) : undefined;
}

function positiveInt(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1)
    throw AppError.invalid('invalid_language_model_option', `${name} must be a positive integer`);
  return value;
}
function nonNegativeInt(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0)
    throw AppError.invalid('invalid_language_model_option', `${name} must be a non-negative integer`);
  return value;
}
