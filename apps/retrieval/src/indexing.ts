// Retrieval's pipeline steps: embed (passage vectors for a document version, staged) and index (vectors and keyword
// postings written together), plus cleanup when a document is soft-deleted. Idempotent: replays rewrite the same
// entries; work for a superseded or deleted version is dropped because ingest no longer serves it.
import {
  GROUPS,
  TOPICS,
  forEachYielding,
  pipelineStep,
  type DocumentDeletedEvent,
  type Embedder,
  type EventBus,
  type MessageHandler,
  type PipelineEvent,
  type PipelineProgress,
} from '@engram/core';
import type { TenantKeyring } from '@engram/crypto';
import type { ServiceClient, commonv1, ingestv1 } from '@engram/proto';
import type { Logger, Metrics } from '@engram/telemetry';
import { analyzeDocument } from './analysis';
import { chunkAttributes } from './attributes';
import type { KeywordIndex, VectorIndex } from './index/ports';
import { stagedKey, type VectorStaging } from './staging';

export interface IndexingDeps {
  bus: EventBus;
  ingest: Pick<ServiceClient<typeof ingestv1.IngestService>, 'getDocumentsForIndexing'>;
  embedder: Embedder;
  vectors: VectorIndex;
  keywords: KeywordIndex;
  staging: VectorStaging;
  keyring: TenantKeyring;
  logger: Logger;
  metrics?: Metrics;
  maxAttempts?: number;
  /**
   * Most documents in one embed batch (default 8). Two batches are out at once, so the encoder's workers have the next
   * one queued while the previous one's vectors are being staged.
   */
  embedConcurrency?: number;
  /**
   * Most documents the index step writes in one batch: documents whose vectors arrive while a batch is being written
   * leave together as the next one, so each index write costs its round trips once per batch. Default 16.
   */
  indexBatch?: number;
  /**
   * Most milliseconds the embed step may spend on one document version (the long part of a large document's
   * processing); past it the job fails with `processing_timeout`. Checked between slices of a large version. Default
   * one hour.
   */
  maxProcessingMs?: number;
}

/**
 * A version with more chunks than this is embedded on its own, slice by slice, each slice its own encoder request: the
 * encoder pool's turns then interleave other documents between its slices, and the time limit is checked in between.
 */
export const EMBED_SLICE = 256;
/** Chunks analyzed and keyed between two turns of the event loop in the index step (a few tens of milliseconds). */
const ANALYZE_SLICE = 64;
export const DEFAULT_MAX_PROCESSING_MS = 3_600_000;

/** What the encoder sees for a passage: the document title and heading path give a short chunk its context. */
export function passageText(doc: commonv1.Document, chunk: commonv1.Chunk): string {
  const context = [doc.title, ...chunk.headings].filter(Boolean).join(' > ');
  return context ? `${context}\n${chunk.content ?? ''}` : (chunk.content ?? '');
}

/** Embed-step deliveries kept for tenants with fewer than this many in the step (SubscribeOptions.reservedSlots). */
const EMBED_RESERVED_SLOTS = 2;

export class IndexingSteps {
  private readonly maxAttempts: number;

  constructor(private readonly deps: IndexingDeps) {
    this.maxAttempts = deps.maxAttempts ?? 5;
  }

  async start(): Promise<void> {
    const { bus } = this.deps;
    // Two batches out at once: while one waits on the encoder's workers, the next is loaded and queued behind it, so
    // the workers never wait for the database. Beyond those, EMBED_RESERVED_SLOTS messages only a tenant running
    // fewer than that many may take: when one tenant's backlog fills both batches, another tenant's new document is
    // still delivered at once, and starts in an extra lane (pipelineStep) instead of waiting for a batch to end.
    const embedBatch = this.deps.embedConcurrency ?? 8;
    await bus.subscribe<PipelineEvent>(
      TOPICS.embed,
      this.step({ name: 'embed', maxBatch: embedBatch, parallel: 2 }, (events) => this.embedAll(events)),
      {
        group: GROUPS.embed,
        concurrency: embedBatch * 2 + EMBED_RESERVED_SLOTS,
        reservedSlots: EMBED_RESERVED_SLOTS,
        maxAttempts: this.maxAttempts,
      },
    );
    const indexBatch = this.deps.indexBatch ?? 16;
    await bus.subscribe<PipelineEvent>(
      TOPICS.index,
      this.step({ name: 'index', maxBatch: indexBatch }, (events) => this.indexAll(events)),
      { group: GROUPS.index, concurrency: indexBatch, maxAttempts: this.maxAttempts },
    );
    await bus.subscribe<DocumentDeletedEvent>(TOPICS.documentDeleted, (m) => this.removeDocument(m.payload), {
      group: GROUPS.cleanup,
      concurrency: 2,
      maxAttempts: this.maxAttempts,
    });
  }

  /** A step as a bus handler (`pipelineStep` of @engram/core): batches, metrics, and the job failed on the last try. */
  private step(
    shape: { name: string; maxBatch: number; parallel?: number },
    run: (events: PipelineEvent[]) => Promise<void>,
  ): MessageHandler<PipelineEvent> {
    const { logger, metrics } = this.deps;
    return pipelineStep(
      {
        ...shape,
        maxAttempts: this.maxAttempts,
        logger,
        ...(metrics ? { metrics } : {}),
        giveUp: (e, errorKind) => this.report({ ...e, stage: 'failed', errorKind }),
      },
      run,
    );
  }

  /** The events' document versions with their chunks, in one call; `loaded` is null for superseded or deleted ones. */
  private async loadAll(events: PipelineEvent[]) {
    const res = await this.deps.ingest.getDocumentsForIndexing({
      versions: events.map((e) => ({ tenantId: e.tenantId, documentId: e.documentId, version: e.version })),
    });
    return events.map((e, i) => {
      const found = res.versions[i];
      return { e, loaded: found?.document ? { document: found.document, chunks: found.chunks } : null };
    });
  }

  /** Embeds one version (the batch of one). */
  async embed(e: PipelineEvent): Promise<void> {
    await this.embedAll([e]);
  }

  /**
   * Computes the passage vectors of a batch of versions in one embedder call, stages them in one transaction, and
   * hands the versions to the index step. Superseded or deleted versions are dropped. A large version is embedded after
   * the others have gone on (slice by slice, see EMBED_SLICE), so the small documents of its batch do not wait for it.
   */
  async embedAll(events: PipelineEvent[]): Promise<void> {
    const all = (await this.loadAll(events)).flatMap((l) => (l.loaded ? [{ e: l.e, ...l.loaded }] : []));
    const small = all.filter((l) => l.chunks.length <= EMBED_SLICE);
    const passages = small.flatMap(({ document, chunks }) => chunks.map((c) => passageText(document, c)));
    await this.handOn(small, passages.length ? await this.deps.embedder.embed(passages, 'passage') : []);
    for (const large of all.filter((l) => l.chunks.length > EMBED_SLICE)) {
      const vectors = await this.embedLarge(large.e, large.document, large.chunks);
      if (vectors) await this.handOn([large], vectors);
    }
  }

  /** Stages the versions' vectors (in their chunks' order) and hands the versions to the index step. */
  private async handOn(loaded: ReadonlyArray<{ e: PipelineEvent; chunks: readonly commonv1.Chunk[] }>, vectors: Float32Array[]): Promise<void> {
    if (loaded.length === 0) return;
    let next = 0;
    await this.deps.staging.putAll(
      loaded.map(({ e, chunks }) => ({
        tenantId: e.tenantId,
        documentId: e.documentId,
        version: e.version,
        vectors: new Map(chunks.map((c) => [c.chunkId, vectors[next++]!])),
      })),
    );
    const options = (e: PipelineEvent) => ({ key: e.documentId, headers: { tenantId: e.tenantId } });
    await this.deps.bus.publishAll(
      TOPICS.progress,
      loaded.map(({ e, chunks }) => ({
        payload: { ...e, stage: 'embedded', chunks: chunks.length } satisfies PipelineProgress,
        options: options(e),
      })),
    );
    await this.deps.bus.publishAll(
      TOPICS.index,
      loaded.map(({ e }) => ({ payload: e, options: options(e) })),
    );
  }

  /**
   * A large version's vectors, slice by slice, within the time limit; null when it ran out (the job is then failed with
   * `processing_timeout` and the version goes no further).
   */
  private async embedLarge(e: PipelineEvent, document: commonv1.Document, chunks: readonly commonv1.Chunk[]): Promise<Float32Array[] | null> {
    const limit = this.deps.maxProcessingMs ?? DEFAULT_MAX_PROCESSING_MS;
    const started = performance.now();
    const vectors: Float32Array[] = [];
    for (let at = 0; at < chunks.length; at += EMBED_SLICE) {
      if (performance.now() - started > limit) {
        this.deps.logger.warn({ documentId: e.documentId, jobId: e.jobId, chunks: chunks.length, embedded: at, limitMs: limit }, 'document over the processing time limit');
        await this.report({ ...e, stage: 'failed', errorKind: 'processing_timeout' });
        return null;
      }
      const slice = chunks.slice(at, at + EMBED_SLICE).map((c) => passageText(document, c));
      vectors.push(...(await this.deps.embedder.embed(slice, 'passage')));
    }
    return vectors;
  }

  /** Indexes one version (the batch of one). */
  async index(e: PipelineEvent): Promise<void> {
    await this.indexAll([e]);
  }

  /**
   * Writes the staged vectors and the keyword postings of a batch of versions, replacing each document's previous
   * entries, then reports them indexed. Versions whose chunks changed after embedding go back to the embed step.
   */
  async indexAll(events: PipelineEvent[]): Promise<void> {
    const loaded = await this.loadAll(events);
    // Superseded or deleted versions: drop what they staged.
    await this.deps.staging.clearAll(loaded.filter((l) => !l.loaded).map((l) => l.e));
    const current = loaded.flatMap((l) => (l.loaded ? [{ e: l.e, ...l.loaded }] : []));
    const ready: Array<{ e: PipelineEvent; document: commonv1.Document; chunks: commonv1.Chunk[]; staged: Map<string, Float32Array> }> = [];
    const reembed: PipelineEvent[] = [];
    const stagedAll = await this.deps.staging.getAll(current.map((c) => c.e));
    for (const c of current) {
      const staged = stagedAll.get(stagedKey(c.e.documentId, c.e.version)) ?? new Map<string, Float32Array>();
      // Chunks were replaced after embedding (a redelivered chunk step): embed again rather than index stale vectors.
      if (c.chunks.some((chunk) => !staged.has(chunk.chunkId))) reembed.push(c.e);
      else ready.push({ ...c, staged });
    }
    await this.deps.bus.publishAll(
      TOPICS.embed,
      reembed.map((e) => ({ payload: e, options: { key: e.documentId, headers: { tenantId: e.tenantId } } })),
    );
    const vectorEntries: Array<{ attrs: ReturnType<typeof chunkAttributes>; vector: Float32Array }> = [];
    const keywordEntries: Parameters<KeywordIndex['upsert']>[0] = [];
    for (const { e, document, chunks, staged } of ready) {
      const keys = await this.deps.keyring.get(e.tenantId);
      // The classifier's guess; unknown ('und') and wrong guesses still get the English terms queries are made of.
      const language = document.classification?.language;
      // A large document's tens of thousands of chunks are analyzed in slices, with event-loop turns between them.
      await forEachYielding(
        chunks,
        (chunk) => {
          const attrs = chunkAttributes(keys, document, chunk);
          vectorEntries.push({ attrs, vector: staged.get(chunk.chunkId)! });
          keywordEntries.push({
            attrs,
            fields: {
              title: keys.termHashes(analyzeDocument([document.title, ...chunk.headings].filter(Boolean).join('\n'), language)),
              body: keys.termHashes(analyzeDocument(chunk.content ?? '', language)),
            },
          });
        },
        ANALYZE_SLICE,
      );
      // Replace the document's previous entries (older versions, or a half-finished earlier attempt) with these.
      await this.deps.vectors.deleteDocument(e.tenantId, e.documentId);
      await this.deps.keywords.deleteDocument(e.tenantId, e.documentId);
    }
    if (vectorEntries.length) {
      await this.deps.vectors.upsert(vectorEntries);
      await this.deps.keywords.upsert(keywordEntries);
    }
    await this.deps.staging.clearAll(ready.map((r) => r.e));
    await this.deps.bus.publishAll(
      TOPICS.progress,
      ready.map(({ e, chunks }) => ({
        payload: { ...e, stage: 'indexed', chunks: chunks.length } satisfies PipelineProgress,
        options: { key: e.documentId, headers: { tenantId: e.tenantId } },
      })),
    );
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
