// Retrieval's pipeline steps: embed (passage vectors for a document version, staged) and index (vectors and keyword
// postings written together), plus cleanup when a document is soft-deleted. Idempotent: replays rewrite the same
// entries; work for a superseded or deleted version is dropped because ingest no longer serves it.
import {
  GROUPS,
  TOPICS,
  isAppError,
  type BusMessage,
  type DocumentDeletedEvent,
  type Embedder,
  type EventBus,
  type PipelineEvent,
  type PipelineProgress,
} from '@engram/core';
import type { TenantKeyring } from '@engram/crypto';
import type { ServiceClient, commonv1, ingestv1 } from '@engram/proto';
import type { Logger, Metrics } from '@engram/telemetry';
import { analyze } from './analysis';
import { chunkAttributes } from './attributes';
import type { KeywordIndex, VectorIndex } from './index/ports';
import type { VectorStaging } from './staging';

export interface IndexingDeps {
  bus: EventBus;
  ingest: Pick<ServiceClient<typeof ingestv1.IngestService>, 'getDocumentForIndexing'>;
  embedder: Embedder;
  vectors: VectorIndex;
  keywords: KeywordIndex;
  staging: VectorStaging;
  keyring: TenantKeyring;
  logger: Logger;
  metrics?: Metrics;
  maxAttempts?: number;
  /** Documents embedded at once; enough to keep every embedder worker busy while other steps run. */
  embedConcurrency?: number;
}

/** What the encoder sees for a passage: the document title and heading path give a short chunk its context. */
export function passageText(doc: commonv1.Document, chunk: commonv1.Chunk): string {
  const context = [doc.title, ...chunk.headings].filter(Boolean).join(' > ');
  return context ? `${context}\n${chunk.content ?? ''}` : (chunk.content ?? '');
}

export class IndexingSteps {
  private readonly maxAttempts: number;

  constructor(private readonly deps: IndexingDeps) {
    this.maxAttempts = deps.maxAttempts ?? 5;
  }

  async start(): Promise<void> {
    const { bus } = this.deps;
    await bus.subscribe<PipelineEvent>(TOPICS.embed, (m) => this.step('embed', m, () => this.embed(m.payload)), {
      group: GROUPS.embed,
      concurrency: this.deps.embedConcurrency ?? 8,
      maxAttempts: this.maxAttempts,
    });
    await bus.subscribe<PipelineEvent>(TOPICS.index, (m) => this.step('index', m, () => this.index(m.payload)), {
      group: GROUPS.index,
      concurrency: 2,
      maxAttempts: this.maxAttempts,
    });
    await bus.subscribe<DocumentDeletedEvent>(TOPICS.documentDeleted, (m) => this.removeDocument(m.payload), {
      group: GROUPS.cleanup,
      concurrency: 2,
      maxAttempts: this.maxAttempts,
    });
  }

  private async step(name: string, message: BusMessage<PipelineEvent>, fn: () => Promise<void>): Promise<void> {
    const end = this.deps.metrics?.pipelineStepDuration.startTimer({ step: name });
    this.deps.metrics?.jobsInFlight.inc({ step: name });
    try {
      await fn();
      end?.({ outcome: 'ok' });
    } catch (err) {
      end?.({ outcome: 'error' });
      const errorKind = isAppError(err) ? err.reason : 'internal';
      this.deps.logger.warn(
        { step: name, jobId: message.payload.jobId, documentId: message.payload.documentId, attempt: message.attempt, errorKind, err: isAppError(err) ? undefined : err },
        'pipeline step failed',
      );
      if (message.attempt >= this.maxAttempts) await this.report({ ...message.payload, stage: 'failed', errorKind });
      throw err;
    } finally {
      this.deps.metrics?.jobsInFlight.dec({ step: name });
    }
  }

  private async load(e: PipelineEvent) {
    const res = await this.deps.ingest.getDocumentForIndexing({ tenantId: e.tenantId, documentId: e.documentId, version: e.version });
    return res.document ? { document: res.document, chunks: res.chunks } : null;
  }

  async embed(e: PipelineEvent): Promise<void> {
    const loaded = await this.load(e);
    if (!loaded) return; // superseded or deleted
    const { document, chunks } = loaded;
    const vectors = chunks.length
      ? await this.deps.embedder.embed(chunks.map((c) => passageText(document, c)), 'passage')
      : [];
    await this.deps.staging.put(e.tenantId, e.documentId, e.version, new Map(chunks.map((c, i) => [c.chunkId, vectors[i]!])));
    await this.report({ ...e, stage: 'embedded', chunks: chunks.length });
    await this.deps.bus.publish(TOPICS.index, e, { key: e.documentId, headers: { tenantId: e.tenantId } });
  }

  async index(e: PipelineEvent): Promise<void> {
    const loaded = await this.load(e);
    if (!loaded) {
      await this.deps.staging.clear(e.documentId, e.version);
      return;
    }
    const { document, chunks } = loaded;
    const staged = await this.deps.staging.get(e.documentId, e.version);
    const missing = chunks.filter((c) => !staged.has(c.chunkId));
    if (missing.length) {
      // Chunks were replaced after embedding (a redelivered chunk step): embed again rather than index stale vectors.
      await this.deps.bus.publish(TOPICS.embed, e, { key: e.documentId, headers: { tenantId: e.tenantId } });
      return;
    }
    const keys = await this.deps.keyring.get(e.tenantId);
    const language = document.classification?.language || 'en';
    const entries = chunks.map((c) => ({ chunk: c, attrs: chunkAttributes(keys, document, c) }));
    // Replace the document's previous entries (older versions, or a half-finished earlier attempt) with these.
    await this.deps.vectors.deleteDocument(e.tenantId, e.documentId);
    await this.deps.keywords.deleteDocument(e.tenantId, e.documentId);
    if (entries.length) {
      await this.deps.vectors.upsert(entries.map(({ chunk, attrs }) => ({ attrs, vector: staged.get(chunk.chunkId)! })));
      await this.deps.keywords.upsert(
        entries.map(({ chunk, attrs }) => ({
          attrs,
          fields: {
            title: keys.termHashes(analyze([document.title, ...chunk.headings].filter(Boolean).join('\n'), language)),
            body: keys.termHashes(analyze(chunk.content ?? '', language)),
          },
        })),
      );
    }
    await this.deps.staging.clear(e.documentId, e.version);
    await this.report({ ...e, stage: 'indexed', chunks: chunks.length });
  }

  async removeDocument(e: DocumentDeletedEvent): Promise<void> {
    const vectors = await this.deps.vectors.deleteDocument(e.tenantId, e.documentId);
    const postings = await this.deps.keywords.deleteDocument(e.tenantId, e.documentId);
    await this.deps.staging.clear(e.documentId);
    this.deps.logger.info({ documentId: e.documentId, vectors, postings }, 'deleted document removed from indexes');
  }

  private async report(p: PipelineProgress): Promise<void> {
    await this.deps.bus.publish(TOPICS.progress, p, { key: p.documentId, headers: { tenantId: p.tenantId } });
  }
}
