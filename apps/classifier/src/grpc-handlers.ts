// The classifier service's gRPC face: one stateless call over the configured ContentClassifier.
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { Classification } from '@engram/core';
import type { ServiceHandlers, classifierv1, commonv1 } from '@engram/proto';
import type { ContentClassifier } from './domain';

export function classificationToProto(c: Classification): MessageInitShape<typeof commonv1.ClassificationSchema> {
  return { ...c, extracted: (c.extracted ?? undefined) as never };
}

export function classifierHandlers(classifier: ContentClassifier): ServiceHandlers<typeof classifierv1.ClassifierService> {
  return {
    async classify(req) {
      const c = await classifier.classify({
        content: req.content,
        ...(req.title ? { title: req.title } : {}),
        ...(req.mimeType ? { mimeType: req.mimeType } : {}),
        ...(req.sourcePath ? { sourcePath: req.sourcePath } : {}),
        ...(req.metadata ? { metadata: req.metadata as Record<string, unknown> } : {}),
      });
      return { classification: classificationToProto(c) };
    },
  };
}
