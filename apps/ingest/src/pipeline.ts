// The ingest service's pipeline steps, each a consumer of its own topic: classify (through the classifier service's
// contract), chunk (here), and progress reports from retrieval's embed and index steps. Every step is idempotent: a
// redelivered message redoes the same work and overwrites the same rows. Work for a superseded version is dropped, and
// its job closed as failed with the reason. Steps take batches (see `batch`): each database statement covers every
// document of the batch.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  GROUPS,
  DEFAULT_OFF_THREAD_MIN_CHARS,
  TOPICS,
  batchingHandler,
  mapYielding,
  pipelineStep,
  type ChunkDraft,
  type Classification,
  type Clock,
  type EventBus,
  type MessageHandler,
  type PipelineEvent,
  type PipelineProgress,
  type SqlDatabase,
} from '@engram/core';
import type { PrismaClient } from '@engram/db';
import { OffThread } from '@engram/runtime';
import type { TenantKeyring, TenantKeys } from '@engram/crypto';
import type { Logger, Metrics } from '@engram/telemetry';
import type { HydrationCache } from './hydration-cache';
import { aad, asBuffer } from './crypto-aad';
import type { ChunkOptions, SectionNode } from './chunking';
import { chunkWithSections } from './chunking/chunk-thread';
import {
  PipelineStore,
  type ChunkRow,
  type ChunkedVersion,
  type ClassifiedVersion,
  type TreeNodeRow,
} from './pipeline-store';

/** What the classify step needs from the classifier service (satisfied by its gRPC client). */
export interface ClassifierPort {
  classify(input: {
    tenantId: string;
    content: string;
    title?: string;
    mimeType?: string;
    sourcePath?: string;
    metadata?: Record<string, unknown>;
  }): Promise<Classification>;
}

export interface PipelineDeps {
  prisma: PrismaClient;
  /** The same database as `prisma`, for the steps' set-based statements (see pipeline-store.ts). */
  sql: SqlDatabase;
  keyring: TenantKeyring;
  bus: EventBus;
  classifier: ClassifierPort;
  clock: Clock;
  logger: Logger;
  metrics?: Metrics;
  maxAttempts?: number;
  /** Chunk size and overlap in tokens, and the most chunks one version may have (default 50,000). */
  chunking?: { maxTokens?: number; overlapTokens?: number; maxChunksPerDocument?: number };
  /**
   * Most documents a step handles in one batch (its bus subscription lets that many wait). Documents that arrive while
   * a batch runs leave together as the next one, so under load each step pays its database round trips once per
   * batch; alone, a document goes through at once.
   */
  batch?: { classify?: number; chunk?: number; progress?: number };
  /** The service's hydration cache, told of the pipeline's writes to documents (embedded profile). */
  hydrationCache?: HydrationCache;
  /**
   * Documents of at least this many characters are chunked in a worker thread (with their section tree), so the event
   * loop stays free: a 10 MiB document takes seconds. Default 65,536; `Infinity` chunks everything on this thread.
   */
  chunkOffThreadMinChars?: number;
}

const DEFAULT_BATCH = 16;
const DEFAULT_MAX_CHUNKS = 50_000;
/** Classify and chunk deliveries kept for tenants with fewer than this many in the step (SubscribeOptions.reservedSlots). */
const RESERVED_SLOTS = 2;

export class IngestPipeline {
  private readonly maxAttempts: number;
  private readonly store: PipelineStore;
  private chunkThread: OffThread | undefined;

  constructor(private readonly deps: PipelineDeps) {
    this.maxAttempts = deps.maxAttempts ?? 5;
    this.store = new PipelineStore(deps.sql, deps.hydrationCache);
  }

  async start(): Promise<void> {
    const { bus } = this.deps;
    const batch = { classify: DEFAULT_BATCH, chunk: DEFAULT_BATCH, progress: DEFAULT_BATCH, ...this.deps.batch };
    // Beyond a batch, RESERVED_SLOTS deliveries only a tenant running fewer than that many may take: while one tenant's
    // backlog (or its large document in the worker thread) fills the batch, another tenant's new document is still
    // delivered at once and starts in an extra lane of pipelineStep instead of waiting for the batch to end.
    await bus.subscribe<PipelineEvent>(
      TOPICS.classify,
      this.batched('classify', batch.classify, (es) => this.classify(es)),
      {
        group: GROUPS.classify,
        concurrency: batch.classify + RESERVED_SLOTS,
        reservedSlots: RESERVED_SLOTS,
        maxAttempts: this.maxAttempts,
      },
    );
    await bus.subscribe<PipelineEvent>(
      TOPICS.chunk,
      this.batched('chunk', batch.chunk, (es) => this.chunk(es)),
      {
        group: GROUPS.chunk,
        concurrency: batch.chunk + RESERVED_SLOTS,
        reservedSlots: RESERVED_SLOTS,
        maxAttempts: this.maxAttempts,
      },
    );
    await bus.subscribe<PipelineProgress>(
      TOPICS.progress,
      batchingHandler<PipelineProgress>((ms) => this.progress(ms.map((m) => m.payload)), { maxBatch: batch.progress }),
      { group: GROUPS.progress, concurrency: batch.progress, maxAttempts: this.maxAttempts },
    );
  }

  /** A step as a bus handler (`pipelineStep` of @engram/core): batches, metrics, and the job failed on the last try. */
  private batched(
    name: string,
    maxBatch: number,
    fn: (events: PipelineEvent[]) => Promise<void>,
  ): MessageHandler<PipelineEvent> {
    const { logger, metrics } = this.deps;
    return pipelineStep(
      {
        name,
        maxBatch,
        maxAttempts: this.maxAttempts,
        logger,
        ...(metrics ? { metrics } : {}),
        giveUp: (e, kind) => this.failJob(e, kind),
      },
      fn,
    );
  }

  async classify(events: PipelineEvent[]): Promise<void> {
    const { keyring, clock } = this.deps;
    const inputs = await this.store.startClassify(events, clock.now());
    const stale: Array<{ jobId: string; reason: string }> = [];
    const done: ClassifiedVersion[] = [];
    // Large documents (classified in the worker thread, seconds each) go after the batch's others have gone on.
    const large: Array<() => Promise<ClassifiedVersion>> = [];
    for (const input of inputs) {
      const e = input.event;
      if (!input.jobOpen) continue; // completed or failed meanwhile: nothing to do
      if (input.stale || !input.versionId || !input.contentCt) {
        stale.push({ jobId: e.jobId, reason: input.stale ?? 'document_deleted' });
        continue;
      }
      const keys = await keyring.get(e.tenantId);
      const content = keys.decryptText(asBuffer(input.contentCt), aad.content(e.documentId, e.version));
      const title = input.titleCt
        ? keys.decryptText(asBuffer(input.titleCt), aad.title(e.documentId, e.version))
        : undefined;
      const meta = input.metadataCt
        ? (keys.decryptJson(asBuffer(input.metadataCt), aad.metadata(e.documentId, e.version)) as {
            metadata?: Record<string, unknown>;
            filename?: string | null;
          })
        : {};
      const sourcePath = input.sourcePathCt
        ? keys.decryptText(asBuffer(input.sourcePathCt), aad.sourcePath(e.documentId))
        : undefined;
      const versionId = input.versionId;
      const classifyOne = async (): Promise<ClassifiedVersion> => {
        const c = await this.deps.classifier.classify({
          tenantId: e.tenantId,
          content,
          ...(title !== undefined ? { title } : {}),
          ...(input.mimeType ? { mimeType: input.mimeType } : {}),
          ...((sourcePath ?? meta.filename) ? { sourcePath: sourcePath ?? meta.filename ?? undefined } : {}),
          ...(meta.metadata ? { metadata: meta.metadata } : {}),
        });
        return {
          event: e,
          versionId,
          classification: c,
          tagHmacs: c.tags.map((t) => keys.hmac(`tag:${t}`)),
          summaryCt: keys.encryptText(c.summary, aad.summary(e.documentId, e.version)),
          tagsCt: keys.encryptJson(c.tags, aad.tags(e.documentId, e.version)),
          extractedCt: c.extracted ? keys.encryptJson(c.extracted, aad.extracted(e.documentId, e.version)) : null,
        };
      };
      if (this.isLarge(content)) large.push(classifyOne);
      else done.push(await classifyOne());
    }
    await this.store.closeStaleJobs(stale, clock.now());
    await this.saveClassified(done);
    for (const classifyOne of large) await this.saveClassified([await classifyOne()]);
  }

  private async saveClassified(done: ClassifiedVersion[]): Promise<void> {
    if (done.length === 0) return;
    await this.store.saveClassifications(done, this.deps.clock.now());
    await this.publishAll(
      TOPICS.chunk,
      done.map((d) => d.event),
    );
  }

  /** Whether a document's steps run in the worker thread (see `chunkOffThreadMinChars`); it then goes last. */
  private isLarge(content: string): boolean {
    return content.length >= (this.deps.chunkOffThreadMinChars ?? DEFAULT_OFF_THREAD_MIN_CHARS);
  }

  /** Chunks and section tree of a document; a large one in the worker thread (see `chunkOffThreadMinChars`). */
  private chunkWithSections(
    content: string,
    options: ChunkOptions,
  ): Promise<{ drafts: ChunkDraft[]; sections: SectionNode[] }> {
    if (!this.isLarge(content)) return Promise.resolve(chunkWithSections(content, options));
    this.chunkThread ??= new OffThread({ module: path.join(__dirname, 'chunking', 'chunk-thread.ts') });
    return this.chunkThread.run('chunkWithSections', [content, options]);
  }

  /** Stops the chunk step's worker thread, if one was started. */
  async close(): Promise<void> {
    await this.chunkThread?.close();
    this.chunkThread = undefined;
  }

  async chunk(events: PipelineEvent[]): Promise<void> {
    const { keyring, clock } = this.deps;
    const inputs = await this.store.loadForChunking(events);
    const stale: Array<{ jobId: string; reason: string }> = [];
    const tooLarge: PipelineEvent[] = [];
    const done: ChunkedVersion[] = [];
    // Large documents (chunked in the worker thread, seconds each) go after the batch's others have gone on.
    const large: Array<{ e: PipelineEvent; chunkOne: () => Promise<ChunkedVersion | null> }> = [];
    for (const input of inputs) {
      const e = input.event;
      if (!input.jobOpen) continue;
      if (input.stale || !input.contentCt) {
        stale.push({ jobId: e.jobId, reason: input.stale ?? 'document_deleted' });
        continue;
      }
      const keys = await keyring.get(e.tenantId);
      const content = keys.decryptText(asBuffer(input.contentCt), aad.content(e.documentId, e.version));
      const sourceType = input.sourceType ?? undefined;
      const chunkOne = () => this.chunkVersion(e, keys, content, sourceType);
      if (this.isLarge(content)) {
        large.push({ e, chunkOne });
        continue;
      }
      const chunked = await chunkOne();
      if (chunked) done.push(chunked);
      else tooLarge.push(e);
    }
    await this.store.closeStaleJobs(stale, clock.now());
    for (const e of tooLarge) await this.failJob(e, 'too_many_chunks');
    await this.saveChunked(done);
    for (const { e, chunkOne } of large) {
      const chunked = await chunkOne();
      if (chunked) await this.saveChunked([chunked]);
      else await this.failJob(e, 'too_many_chunks');
    }
  }

  /** A version's chunks and tree nodes, encrypted; null when it has more chunks than the configured limit. */
  private async chunkVersion(
    e: PipelineEvent,
    keys: TenantKeys,
    content: string,
    sourceType: string | undefined,
  ): Promise<ChunkedVersion | null> {
    const { maxChunksPerDocument = DEFAULT_MAX_CHUNKS, ...chunking } = this.deps.chunking ?? {};
    const { drafts, sections } = await this.chunkWithSections(content, {
      ...chunking,
      ...(sourceType ? { sourceType } : {}),
    });
    // Configured limit (ENGRAM_MAX_CHUNKS_PER_DOCUMENT): the job fails with a reason the caller can act on.
    if (drafts.length > maxChunksPerDocument) return null;
    const sectionRows: Array<Omit<TreeNodeRow, 'titleCt'> & { title: string }> = [];
    const walk = (level: typeof sections, parentId: string | null) => {
      level.forEach((n, ordinal) => {
        const id = randomUUID();
        // A section with no chunk of its own still anchors its children; it covers an empty range.
        sectionRows.push({
          id,
          parentId,
          level: n.level,
          ordinal,
          title: n.title,
          firstChunkIndex: n.chunks?.first ?? -1,
          lastChunkIndex: n.chunks?.last ?? -2,
        });
        walk(n.children, id);
      });
    };
    walk(sections, null);
    // A large document has thousands of sections and tens of thousands of chunks: encrypted in slices (mapYielding).
    const nodes: TreeNodeRow[] = await mapYielding(sectionRows, ({ title, ...n }) => ({
      ...n,
      titleCt: keys.encryptText(title, `tree_node:${n.id}:title`),
    }));
    const nodeOf = deepestNodes(nodes, drafts.length);
    const chunks: ChunkRow[] = await mapYielding(drafts, (d) => {
      const id = randomUUID();
      return {
        id,
        chunkIndex: d.index,
        textCt: keys.encryptText(d.text, aad.chunkText(id)),
        metaCt: keys.encryptJson({ headings: d.headings, start: d.start, end: d.end }, aad.chunkMeta(id)),
        tokenCount: d.tokenCount,
        treeNodeId: nodeOf[d.index] ?? null,
      };
    });
    return { event: e, nodes, chunks };
  }

  private async saveChunked(done: ChunkedVersion[]): Promise<void> {
    if (done.length === 0) return;
    await this.store.saveChunks(done, this.deps.clock.now());
    await this.publishAll(
      TOPICS.embed,
      done.map((d) => d.event),
    );
  }

  async progress(reports: PipelineProgress[]): Promise<void> {
    const now = this.deps.clock.now();
    await this.store.markEmbedded(
      reports.filter((p) => p.stage === 'embedded').map((p) => p.jobId),
      now,
    );
    const indexed = reports.filter((p) => p.stage === 'indexed');
    const extractions = await this.store.markIndexed(indexed, now);
    for (const p of indexed) {
      this.deps.logger.info({ documentId: p.documentId, jobId: p.jobId, chunks: p.chunks }, 'document indexed');
    }
    await this.publishAll(TOPICS.extract, extractions);
    const extracted = reports.filter((p) => p.stage === 'extracted');
    await this.store.markExtracted(
      extracted.map((p) => p.jobId),
      now,
    );
    for (const p of extracted) {
      this.deps.logger.info({ documentId: p.documentId, jobId: p.jobId, facts: p.facts }, 'facts extracted');
    }
    for (const p of reports) if (p.stage === 'failed') await this.failJob(p, p.errorKind ?? 'internal');
  }

  private async publishAll(topic: string, events: readonly PipelineEvent[]): Promise<void> {
    await this.deps.bus.publishAll(
      topic,
      events.map((e) => ({ payload: e, options: { key: e.documentId, headers: { tenantId: e.tenantId } } })),
    );
  }

  private async failJob(e: PipelineEvent, errorKind: string): Promise<void> {
    const now = this.deps.clock.now();
    const job = await this.deps.prisma.ingestionJob.findUnique({ where: { id: e.jobId }, select: { kind: true } });
    const failJob = this.deps.prisma.ingestionJob.updateMany({
      where: { id: e.jobId, state: { notIn: ['completed'] } },
      data: { state: 'failed', errorKind, updatedAt: now, completedAt: now },
    });
    // A failed extraction leaves the document as it is: indexed and searchable, only without (new) facts.
    if (job?.kind === 'extract_facts') {
      await failJob;
      this.deps.logger.warn({ jobId: e.jobId, documentId: e.documentId, errorKind }, 'fact extraction failed');
      return;
    }
    // The document first, in the job's transaction: whoever sees the job failed sees the document failed too.
    await this.deps.prisma.$transaction([
      this.deps.prisma.document.updateMany({
        where: { id: e.documentId, currentVersion: e.version, deletedAt: null },
        data: { status: 'failed', updatedAt: now },
      }),
      failJob,
    ]);
    this.deps.hydrationCache?.invalidate(e.tenantId, [e.documentId]);
    this.deps.logger.error({ jobId: e.jobId, documentId: e.documentId, errorKind }, 'ingestion job failed');
  }
}

/**
 * Each chunk's tree node: the deepest section containing it, the first of equally deep ones in tree order; null when
 * none does. One pass over the sections' ranges (a 10 MiB document has thousands of sections and tens of thousands of
 * chunks; searching every section for every chunk took over a second).
 */
export function deepestNodes(nodes: readonly TreeNodeRow[], chunkCount: number): (string | null)[] {
  const owner: (TreeNodeRow | undefined)[] = new Array(chunkCount);
  for (const node of nodes) {
    const last = Math.min(node.lastChunkIndex, chunkCount - 1);
    for (let i = Math.max(0, node.firstChunkIndex); i <= last; i++) {
      const current = owner[i];
      if (!current || node.level > current.level) owner[i] = node;
    }
  }
  return Array.from(owner, (node) => node?.id ?? null);
}
