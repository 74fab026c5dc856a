// The embedder a composition root's configuration chooses, behind the query cache: one place for that wiring.
import type { Embedder } from '@engram/core';
import { createCachedEmbedder, type CachedEmbedder } from './cached-embedder';
import { createOpenAiEmbedder } from './openai/openai-embedder';
import { createUseEmbedder } from './use/use-embedder';

/** What ENGRAM_EMBEDDER and its companions select (the shape of @engram/config's EmbedderConfig). */
export type EmbedderChoice =
  | { kind: 'use'; workers?: number; queryWorkers?: number; passageNice?: number }
  | { kind: 'openai'; url: string; model: string; apiKey?: string; dimensions?: number };

/**
 * Starts the chosen embedder (the bundled encoder's workers are loaded when this resolves) and wraps it in the query
 * cache. `wrap` sees the configured embedder before the cache (harnesses that observe or reuse embeddings).
 */
export async function createEmbedder(choice: EmbedderChoice, options: { wrap?: (inner: Embedder) => Embedder } = {}): Promise<CachedEmbedder> {
  const configured: Embedder =
    choice.kind === 'openai'
      ? await createOpenAiEmbedder({
          baseUrl: choice.url,
          model: choice.model,
          ...(choice.apiKey ? { apiKey: choice.apiKey } : {}),
          ...(choice.dimensions ? { dimensions: choice.dimensions } : {}),
        })
      : await createUseEmbedder({
          ...(choice.workers ? { workers: choice.workers } : {}),
          ...(choice.queryWorkers !== undefined ? { queryWorkers: choice.queryWorkers } : {}),
          ...(choice.passageNice !== undefined ? { passageNice: choice.passageNice } : {}),
        });
  return createCachedEmbedder(options.wrap ? options.wrap(configured) : configured);
}
