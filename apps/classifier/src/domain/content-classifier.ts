// The classifier port: ingest asks it for a document's Classification; adapters decide how (rules offline, a model later).
import type { Classification } from '@engram/core';

export interface ClassifyInput {
  content: string;
  title?: string;
  mimeType?: string;
  sourcePath?: string;
  metadata?: Record<string, unknown>;
}

export interface ContentClassifier {
  /** Identifier stored as `classifier_model` with every classification it produced. */
  readonly model: string;
  classify(input: ClassifyInput): Promise<Classification>;
  /** Releases what the classifier holds (a worker thread); optional. */
  close?(): Promise<void>;
}
