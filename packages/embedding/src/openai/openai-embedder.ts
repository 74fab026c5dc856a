// Embedder for any OpenAI-compatible `/v1/embeddings` endpoint: OpenAI, vLLM, Ollama, llama.cpp server,
// text-embeddings-inference. This is how deployments with real models bring them; nothing here is model-specific.
import { setTimeout as sleep } from 'node:timers/promises';
import pMap from 'p-map';
import { AppError, backoffDelayMs, type Embedder } from '@engram/core';
import { isBlank, normalizeInPlace } from '../vector';
import { blankText, embedderClosed, embedderUnavailable } from '../errors';

export interface OpenAiEmbedderOptions {
  /**
   * Server root (`http://localhost:11434`) or API base ending in `/v1` (`https://api.openai.com/v1`);
   * requests go to `<root>/v1/embeddings` either way.
   */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; local servers usually need none. */
  apiKey?: string;
  model: string;
  /**
   * Expected vector width; every response is checked against it. When omitted, one request is made at creation to
   * learn it (so creation fails early if the endpoint is unreachable).
   */
  dimensions?: number;
  /**
   * Also send `dimensions` in the request, for models that can shorten their output (OpenAI text-embedding-3).
   * Off by default: servers such as vLLM reject the field for models that cannot.
   */
  requestDimensions?: boolean;
  /** Inputs per request. 32 is the default client batch limit of text-embeddings-inference. */
  batchSize?: number;
  /** Requests in flight at once for one `embed` call. */
  concurrency?: number;
  /** Per attempt, including reading the response. */
  timeoutMs?: number;
  /** Further attempts after a 408/429/5xx, a network error or a timeout. */
  maxRetries?: number;
  /** First backoff step; doubles per attempt, with full jitter. A `Retry-After` header takes precedence. */
  retryBaseDelayMs?: number;
  /** Instruction prefixes for asymmetric models, e.g. `query: ` / `passage: ` for E5, `search_query: ` for nomic. */
  queryPrefix?: string;
  passagePrefix?: string;
}

const MAX_RETRY_DELAY_MS = 30_000;

interface EmbeddingsResponse {
  data?: { embedding?: unknown; index?: unknown }[];
}

/** Creates the embedder; when `dimensions` is not given, asks the endpoint once to learn it. */
export async function createOpenAiEmbedder(options: OpenAiEmbedderOptions): Promise<Embedder> {
  const url = embeddingsUrl(options.baseUrl);
  const batchSize = positiveInt(options.batchSize ?? 32, 'batchSize');
  const concurrency = positiveInt(options.concurrency ?? 4, 'concurrency');
  const timeoutMs = positiveInt(options.timeoutMs ?? 30_000, 'timeoutMs');
  const maxRetries = options.maxRetries ?? 3;
  const retryBaseDelayMs = options.retryBaseDelayMs ?? 250;
  if (options.dimensions !== undefined) positiveInt(options.dimensions, 'dimensions');
  const closer = new AbortController();

  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  /** One request for one batch, retried on transient failures. Returns unit vectors in input order. */
  async function request(inputs: string[], dimensions: number | undefined): Promise<Float32Array[]> {
    const body = JSON.stringify({
      model: options.model,
      input: inputs,
      encoding_format: 'float',
      ...(options.requestDimensions && dimensions !== undefined ? { dimensions } : {}),
    });
    for (let attempt = 0; ; attempt++) {
      if (closer.signal.aborted) throw embedderClosed();
      let retryAfterMs: number | undefined;
      let failure: { message: string; status?: number; cause?: unknown; retryable: boolean };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.any([closer.signal, AbortSignal.timeout(timeoutMs)]),
        });
        if (response.ok) return parseResponse(await response.text(), inputs.length, dimensions);
        // Drain the body so the connection can be reused; its text may quote the input, so it is not kept.
        await response.arrayBuffer().catch(() => undefined);
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
        failure = {
          message: `embedding service answered HTTP ${response.status}`,
          status: response.status,
          retryable: response.status === 408 || response.status === 429 || response.status >= 500,
        };
      } catch (err) {
        if (closer.signal.aborted) throw embedderClosed();
        if (err instanceof AppError) throw err;
        const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
        failure = {
          message: timedOut
            ? `embedding service did not answer within ${timeoutMs} ms`
            : 'embedding service unreachable',
          cause: err,
          retryable: true,
        };
      }
      if (!failure.retryable || attempt >= maxRetries) {
        throw embedderUnavailable(failure.message, {
          details: { status: failure.status, attempts: attempt + 1 },
          cause: failure.cause,
          retryAfterSeconds: retryAfterMs === undefined ? undefined : Math.ceil(retryAfterMs / 1000),
        });
      }
      const backoff = backoffDelayMs(
        { initialDelayMs: retryBaseDelayMs, maxDelayMs: MAX_RETRY_DELAY_MS, jitter: 'full' },
        attempt + 1,
      );
      await sleep(Math.min(MAX_RETRY_DELAY_MS, retryAfterMs ?? backoff), undefined, { signal: closer.signal }).catch(
        () => undefined,
      );
    }
  }

  async function embedAll(texts: readonly string[], kind: 'query' | 'passage' | 'background', dimensions: number | undefined) {
    if (closer.signal.aborted) throw embedderClosed();
    const blank = texts.findIndex(isBlank);
    if (blank >= 0) throw blankText(blank);
    const prefix = (kind === 'query' ? options.queryPrefix : options.passagePrefix) ?? '';
    const inputs = texts.map((t) => prefix + t);
    const batches: string[][] = [];
    for (let i = 0; i < inputs.length; i += batchSize) batches.push(inputs.slice(i, i + batchSize));
    // Up to `concurrency` requests at once; results keep batch order, and the first failure fails the call without
    // sending the batches not yet started.
    const results = await pMap(batches, (batch) => request(batch, dimensions), { concurrency, stopOnError: true });
    return results.flat();
  }

  const dimensions = options.dimensions ?? (await embedAll(['dimension probe'], 'passage', undefined))[0]!.length;

  return {
    model: options.model,
    dimensions,
    embed: (texts, kind) => embedAll(texts, kind, dimensions),
    close: async () => {
      closer.abort();
    },
  };
}

function parseResponse(text: string, count: number, dimensions: number | undefined): Float32Array[] {
  const invalid = (why: string) => embedderUnavailable(`embedding service returned an invalid response: ${why}`);
  let json: EmbeddingsResponse | null;
  try {
    json = JSON.parse(text) as EmbeddingsResponse | null;
  } catch {
    throw invalid('not JSON');
  }
  const data = json?.data;
  if (!Array.isArray(data) || data.length !== count) {
    throw invalid(`expected ${count} embeddings, got ${Array.isArray(data) ? data.length : 'none'}`);
  }
  const vectors = new Array<Float32Array>(count);
  data.forEach((item, position) => {
    // `index` is authoritative where given (the API does not promise response order).
    const index = typeof item.index === 'number' ? item.index : position;
    const embedding = item.embedding;
    if (!Number.isInteger(index) || index < 0 || index >= count || vectors[index])
      throw invalid('bad or repeated index');
    if (!Array.isArray(embedding) || !embedding.every((x) => typeof x === 'number' && Number.isFinite(x))) {
      throw invalid('embedding is not a list of numbers (is encoding_format honoured?)');
    }
    if (dimensions !== undefined && embedding.length !== dimensions) {
      throw invalid(`expected ${dimensions} dimensions, got ${embedding.length}`);
    }
    const vector = Float32Array.from(embedding as number[]);
    if (vector.length === 0 || !normalizeInPlace(vector)) throw invalid('zero vector');
    vectors[index] = vector;
  });
  return vectors;
}

/** `<root>/v1/embeddings` from either a server root or an API base that already ends in `/v1`. */
export function embeddingsUrl(baseUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw AppError.invalid('invalid_embedder_url', 'embedder baseUrl is not a URL');
  }
  const root = parsed.href.replace(/\/+$/, '');
  return root.endsWith('/v1') ? `${root}/embeddings` : `${root}/v1/embeddings`;
}

/** Retry-After is either seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.min(MAX_RETRY_DELAY_MS, Math.max(0, ms)) : undefined;
}

function positiveInt(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1)
    throw AppError.invalid('invalid_embedder_option', `${name} must be a positive integer`);
  return value;
}
