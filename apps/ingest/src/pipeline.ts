// The ingest service's pipeline steps, each a consumer of its own topic: classify (through the classifier service's
// contract), chunk (here), and progress reports from retrieval's embed and index steps. Every step is idempotent: a
// redelivered message redoes the same work and overwrites the same rows. Work for a superseded version is dropped.
import { randomUUID } from 'node:crypto';
import {
  GROUPS,
  TOPICS,
  isAppError,
  type BusMessage,
  type Classification,
  type Clock,
  type EventBus,
  type PipelineEvent,
  type PipelineProgress,
} from '@engram/core';
import type { PrismaClient } from '@engram/db';
import type { TenantKeyring } from '@engram/crypto';
import type { Logger, Metrics } from '@engram/telemetry';
import { aad, asBuffer, seal } from './crypto-aad';
import { buildSectionTree, chunkDocument } from './chunking';

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
  keyring: TenantKeyring;
  bus: EventBus;
  classifier: ClassifierPort;
  clock: Clock;
  logger: Logger;
  metrics?: Metrics;
  maxAttempts?: number;
  chunking?: { maxTokens?: number; overlapTokens?: number };
  concurrency?: { classify?: number; chunk?: number };
}

export class IngestPipeline {
  private readonly maxAttempts: number;

  constructor(private readonly deps: PipelineDeps) {
    this.maxAttempts = deps.maxAttempts ?? 5;
  }

  async start(): Promise<void> {
    const { bus } = this.deps;
    await bus.subscribe<PipelineEvent>(TOPICS.classify, (m) => this.step('classify', m, () => this.classify(m.payload)), {
      group: GROUPS.classify,
      concurrency: this.deps.concurrency?.classify ?? 4,
      maxAttempts: this.maxAttempts,
    });
    await bus.subscribe<PipelineEvent>(TOPICS.chunk, (m) => this.step('chunk', m, () => this.chunk(m.payload)), {
      group: GROUPS.chunk,
      concurrency: this.deps.concurrency?.chunk ?? 4,
      maxAttempts: this.maxAttempts,
    });
    await bus.subscribe<PipelineProgress>(TOPICS.progress, (m) => this.progress(m.payload), {
      group: GROUPS.progress,
      concurrency: 4,
      maxAttempts: this.maxAttempts,
    });
  }

  /** Runs one step with metrics; on the last attempt a failure marks the job failed before the message is dead-lettered. */
  private async step(name: string, message: BusMessage<PipelineEvent>, fn: () => Promise<void>): Promise<void> {
    const end = this.deps.metrics?.pipelineStepDuration.startTimer({ step: name });
    const gauge = this.deps.metrics?.jobsInFlight;
    gauge?.inc({ step: name });
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
      if (message.attempt >= this.maxAttempts) await this.failJob(message.payload, errorKind);
      throw err;
    } finally {
      gauge?.dec({ step: name });
    }
  }

  /**
   * The job and document still want this version. Otherwise the message is dropped, and a job left waiting for work
   * that will never happen (its version was superseded or its document deleted) is closed as failed with that reason,
   * so it neither hangs nor is republished at every start.
   */
  private async isCurrent(e: PipelineEvent): Promise<boolean> {
    const [doc, job] = await Promise.all([
      this.deps.prisma.document.findUnique({ where: { id: e.documentId }, select: { currentVersion: true, deletedAt: true } }),
      this.deps.prisma.ingestionJob.findUnique({ where: { id: e.jobId }, select: { state: true } }),
    ]);
    if (!job || job.state === 'completed' || job.state === 'failed') return false;
    if (!doc || doc.deletedAt || doc.currentVersion !== e.version) {
      const now = this.deps.clock.now();
      await this.deps.prisma.ingestionJob.updateMany({
        where: { id: e.jobId, state: { notIn: ['completed', 'failed'] } },
        data: { state: 'failed', errorKind: !doc || doc.deletedAt ? 'document_deleted' : 'superseded', updatedAt: now, completedAt: now },
      });
      return false;
    }
    return true;
  }

  async classify(e: PipelineEvent): Promise<void> {
    if (!(await this.isCurrent(e))) return;
    const { prisma, keyring } = this.deps;
    await this.setJobState(e, 'classifying', { status: 'processing' });
    const keys = await keyring.get(e.tenantId);
    const [doc, version] = await Promise.all([
      prisma.document.findUniqueOrThrow({ where: { id: e.documentId } }),
      prisma.documentVersion.findUniqueOrThrow({ where: { documentId_version: { documentId: e.documentId, version: e.version } } }),
    ]);
    const content = keys.decryptText(asBuffer(version.contentCt), aad.content(e.documentId, e.version));
    const title = version.titleCt ? keys.decryptText(asBuffer(version.titleCt), aad.title(e.documentId, e.version)) : undefined;
    const meta = version.metadataCt
      ? (keys.decryptJson(asBuffer(version.metadataCt), aad.metadata(e.documentId, e.version)) as { metadata?: Record<string, unknown>; filename?: string | null })
      : {};
    const sourcePath = doc.sourcePathCt ? keys.decryptText(asBuffer(doc.sourcePathCt), aad.sourcePath(e.documentId)) : undefined;
    const c = await this.deps.classifier.classify({
      tenantId: e.tenantId,
      content,
      ...(title !== undefined ? { title } : {}),
      ...(doc.mimeType ? { mimeType: doc.mimeType } : {}),
      ...(sourcePath ?? meta.filename ? { sourcePath: sourcePath ?? meta.filename ?? undefined } : {}),
      ...(meta.metadata ? { metadata: meta.metadata } : {}),
    });
    await prisma.$transaction(async (tx) => {
      await tx.document.update({
        where: { id: e.documentId },
        data: {
          category: c.category,
          sensitivity: c.sensitivity,
          language: c.language,
          sourceType: c.sourceType,
          storageType: c.storageType,
          hasExtractableData: c.hasExtractableData,
          classifierModel: c.classifierModel,
          tagHmacs: c.tags.map((t) => keys.hmac(`tag:${t}`)),
        },
      });
      await tx.documentVersion.update({
        where: { id: version.id },
        data: {
          summaryCt: seal.text(keys, c.summary, aad.summary(e.documentId, e.version)),
          tagsCt: seal.json(keys, c.tags, aad.tags(e.documentId, e.version)),
          extractedCt: c.extracted ? seal.json(keys, c.extracted, aad.extracted(e.documentId, e.version)) : null,
        },
      });
    });
    await this.advance(e, 'chunking', TOPICS.chunk);
  }

  async chunk(e: PipelineEvent): Promise<void> {
    if (!(await this.isCurrent(e))) return;
    const { prisma, keyring } = this.deps;
    const keys = await keyring.get(e.tenantId);
    const version = await prisma.documentVersion.findUniqueOrThrow({
      where: { documentId_version: { documentId: e.documentId, version: e.version } },
    });
    const doc = await prisma.document.findUniqueOrThrow({ where: { id: e.documentId }, select: { sourceType: true } });
    const content = keys.decryptText(asBuffer(version.contentCt), aad.content(e.documentId, e.version));
    const drafts = chunkDocument(content, { ...this.deps.chunking, ...(doc.sourceType ? { sourceType: doc.sourceType } : {}) });
    const sections = buildSectionTree(content, drafts, doc.sourceType ?? undefined);
    const now = this.deps.clock.now();

    await prisma.$transaction(
      async (tx) => {
        // Idempotent: a redelivery replaces this version's chunks and nodes wholesale.
        await tx.chunk.deleteMany({ where: { documentId: e.documentId, version: e.version } });
        await tx.treeNode.deleteMany({ where: { documentId: e.documentId, version: e.version } });
        const nodeRows: Array<{ id: string; parentId: string | null; level: number; ordinal: number; title: string; first: number; last: number }> = [];
        const walk = (nodes: typeof sections, parentId: string | null) => {
          nodes.forEach((n, ordinal) => {
            const id = randomUUID();
            // A section with no chunk of its own still anchors its children; it covers an empty range.
            nodeRows.push({ id, parentId, level: n.level, ordinal, title: n.title, first: n.chunks?.first ?? -1, last: n.chunks?.last ?? -2 });
            walk(n.children, id);
          });
        };
        walk(sections, null);
        if (nodeRows.length) {
          await tx.treeNode.createMany({
            data: nodeRows.map((n) => ({
              id: n.id,
              tenantId: e.tenantId,
              namespaceId: e.namespaceId,
              documentId: e.documentId,
              version: e.version,
              parentId: n.parentId,
              level: n.level,
              ordinal: n.ordinal,
              titleCt: seal.text(keys, n.title, `tree_node:${n.id}:title`),
              firstChunkIndex: n.first,
              lastChunkIndex: n.last,
              createdAt: now,
            })),
          });
        }
        // The deepest section containing a chunk is its tree node.
        const nodeFor = (index: number) =>
          nodeRows.filter((n) => n.first <= index && index <= n.last).sort((a, b) => b.level - a.level)[0]?.id ?? null;
        await tx.chunk.createMany({
          data: drafts.map((d) => {
            const id = randomUUID();
            return {
              id,
              tenantId: e.tenantId,
              namespaceId: e.namespaceId,
              documentId: e.documentId,
              version: e.version,
              chunkIndex: d.index,
              textCt: seal.text(keys, d.text, aad.chunkText(id)),
              metaCt: seal.json(keys, { headings: d.headings, start: d.start, end: d.end }, aad.chunkMeta(id)),
              tokenCount: d.tokenCount,
              treeNodeId: nodeFor(d.index),
              createdAt: now,
            };
          }),
        });
      },
      { timeout: 60_000 },
    );
    await this.advance(e, 'embedding', TOPICS.embed);
  }

  async progress(p: PipelineProgress): Promise<void> {
    const { prisma } = this.deps;
    switch (p.stage) {
      case 'embedded':
        await prisma.ingestionJob.updateMany({
          where: { id: p.jobId, state: { in: ['queued', 'classifying', 'chunking', 'embedding'] } },
          data: { state: 'indexing', updatedAt: this.deps.clock.now() },
        });
        return;
      case 'indexed': {
        const now = this.deps.clock.now();
        await prisma.$transaction([
          prisma.ingestionJob.updateMany({
            where: { id: p.jobId, state: { notIn: ['completed', 'failed'] } },
            data: { state: 'completed', completedAt: now, updatedAt: now },
          }),
          prisma.document.updateMany({
            where: { id: p.documentId, currentVersion: p.version, deletedAt: null },
            data: { status: 'indexed', updatedAt: now },
          }),
        ]);
        this.deps.logger.info({ documentId: p.documentId, jobId: p.jobId, chunks: p.chunks }, 'document indexed');
        return;
      }
      case 'failed':
        await this.failJob(p, p.errorKind ?? 'internal');
        return;
    }
  }

  private async setJobState(e: PipelineEvent, state: 'classifying' | 'chunking' | 'embedding', doc?: { status: 'processing' }) {
    const now = this.deps.clock.now();
    await this.deps.prisma.ingestionJob.update({
      where: { id: e.jobId },
      data: { state, updatedAt: now, attempts: { increment: state === 'classifying' ? 1 : 0 } },
    });
    if (doc) {
      await this.deps.prisma.document.updateMany({
        where: { id: e.documentId, currentVersion: e.version, deletedAt: null },
        data: { status: doc.status, updatedAt: now },
      });
    }
  }

  private async advance(e: PipelineEvent, state: 'chunking' | 'embedding', topic: string): Promise<void> {
    await this.setJobState(e, state);
    await this.deps.bus.publish(topic, e, { key: e.documentId, headers: { tenantId: e.tenantId } });
  }

  private async failJob(e: PipelineEvent, errorKind: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.prisma.ingestionJob.updateMany({
      where: { id: e.jobId, state: { notIn: ['completed'] } },
      data: { state: 'failed', errorKind, updatedAt: now, completedAt: now },
    });
    await this.deps.prisma.document.updateMany({
      where: { id: e.documentId, currentVersion: e.version, deletedAt: null },
      data: { status: 'failed', updatedAt: now },
    });
    this.deps.logger.error({ jobId: e.jobId, documentId: e.documentId, errorKind }, 'ingestion job failed');
  }
}
