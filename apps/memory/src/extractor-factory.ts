// Chooses the fact extractor once, in a composition root, from config: the offline rules (default) or a chat model
// behind the LanguageModel port with the offline rules as its fallback.
import type { MemoryExtractionConfig } from '@engram/config';
import type { Logger } from '@engram/telemetry';
import { createOfflineExtractor } from './extraction/offline-extractor';
import type { Extractor } from './extraction/types';

export function createExtractor(config: MemoryExtractionConfig['extractor'], logger: Logger): Extractor {
  switch (config.kind) {
    case 'offline':
      return createOfflineExtractor();
    case 'llm':
      logger.warn('ENGRAM_MEMORY_EXTRACTOR=llm is not wired yet; using the offline extractor');
      return createOfflineExtractor();
  }
}
