// Chooses the fact extractor once, in a composition root, from config: the offline rules (default) or a chat model
// behind the LanguageModel port with the offline rules as its fallback.
import type { MemoryExtractionConfig } from '@engram/config';
import { assertNever } from '@engram/core';
import { createOpenAiChatModel } from '@engram/language-model';
import type { Logger } from '@engram/telemetry';
import { createLlmExtractor } from './extraction/llm-extractor';
import { createOfflineExtractor } from './extraction/offline-extractor';
import type { Extractor } from './extraction/types';

export function createExtractor(config: MemoryExtractionConfig['extractor'], logger: Logger): Extractor {
  switch (config.kind) {
    case 'offline':
      return createOfflineExtractor();
    case 'llm':
      return createLlmExtractor({
        model: createOpenAiChatModel({
          baseUrl: config.url,
          model: config.model,
          ...(config.apiKey ? { apiKey: config.apiKey } : {}),
          timeoutMs: config.timeoutMs,
        }),
        fallback: createOfflineExtractor(),
        logger,
        timeoutMs: config.timeoutMs,
      });
    default:
      return assertNever(config, 'extractor');
  }
}
