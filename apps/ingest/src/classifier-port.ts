// The pipeline's classify step answered by the classifier service's client (gRPC or in-process): the one adapter both
// composition roots use. The proto carries sensitivity and storage type as strings; they are checked, not cast.
import { AppError, STORAGE_TYPES, isSensitivity, type StorageType } from '@engram/core';
import type { ServiceClient, classifierv1 } from '@engram/proto';
import type { ClassifierPort } from './pipeline';

export function classifierPort(client: ServiceClient<typeof classifierv1.ClassifierService>): ClassifierPort {
  return {
    async classify(input) {
      const r = await client.classify({
        tenantId: input.tenantId,
        content: input.content,
        title: input.title ?? '',
        mimeType: input.mimeType ?? '',
        sourcePath: input.sourcePath ?? '',
        ...(input.metadata ? { metadata: input.metadata as never } : {}),
      });
      const c = r.classification;
      if (!c) throw invalid('classifier answered without a classification');
      if (!isSensitivity(c.sensitivity)) throw invalid(`classifier answered an unknown sensitivity '${c.sensitivity}'`);
      if (!(STORAGE_TYPES as readonly string[]).includes(c.storageType)) {
        throw invalid(`classifier answered an unknown storage type '${c.storageType}'`);
      }
      return {
        category: c.category,
        tags: c.tags,
        sensitivity: c.sensitivity,
        language: c.language,
        summary: c.summary,
        sourceType: c.sourceType,
        storageType: c.storageType as StorageType,
        hasExtractableData: c.hasExtractableData,
        extracted: (c.extracted as Record<string, unknown> | undefined) ?? null,
        classifierModel: c.classifierModel,
        detectedPii: c.detectedPii,
      };
    },
  };
}

function invalid(message: string): AppError {
  return new AppError('internal', message, { reason: 'classifier_invalid_response' });
}
