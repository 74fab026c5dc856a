// Event contracts between services. Payloads carry ids and versions only: never content, titles or metadata, because
// the event log (Kafka or the embedded queue table) is storage at rest too.

export const TOPICS = {
  /** Ingest -> ingest's classify step: a document version needs classifying. */
  classify: 'engram.pipeline.classify',
  /** Classified; ingest's chunk step splits and stores chunks. */
  chunk: 'engram.pipeline.chunk',
  /** Chunks stored; retrieval's embed step computes passage vectors. */
  embed: 'engram.pipeline.embed',
  /** Vectors staged; retrieval's index step writes the vector and keyword indexes. */
  index: 'engram.pipeline.index',
  /** Progress reports back to the job owner (ingest): `embedded`, `indexed`, `failed`. */
  progress: 'engram.pipeline.progress',
  /** Indexed with the memory layer on: memory's extract step finds the version's facts and entities (own job). */
  extract: 'engram.memory.extract',
  /** A document was soft-deleted: indexes, caches and files are cleaned up asynchronously. */
  documentDeleted: 'engram.document.deleted',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/** The unit of pipeline work: one version of one document, tracked by one job. */
export interface PipelineEvent {
  tenantId: string;
  namespaceId: string;
  documentId: string;
  version: number;
  jobId: string;
}

export type PipelineProgress = PipelineEvent & {
  /** `extracted` closes an `extract_facts` job; the others belong to the document's own job. */
  stage: 'embedded' | 'indexed' | 'extracted' | 'failed';
  /** Redacted error kind for `failed` (an AppError reason), never a message. */
  errorKind?: string;
  chunks?: number;
  /** Facts extracted (stage `extracted`). */
  facts?: number;
};

export interface DocumentDeletedEvent {
  tenantId: string;
  namespaceId: string;
  documentId: string;
}

/** Consumer groups: one per step, so each step scales and retries independently. */
export const GROUPS = {
  classify: 'ingest.classify',
  chunk: 'ingest.chunk',
  progress: 'ingest.progress',
  embed: 'retrieval.embed',
  index: 'retrieval.index',
  cleanup: 'retrieval.cleanup',
  extract: 'memory.extract',
  memoryCleanup: 'memory.cleanup',
} as const;
