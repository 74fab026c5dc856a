// What every part of the ingest service shares: its dependencies, the checks a caller passes (write grant, fence,
// readable document within the sensitivity cap), publishing a pipeline step, and the decrypting mappers from rows to
// the views the contract returns.
import { AppError, sensitivityRank, type Classification, type PipelineEvent, type Sensitivity, type StorageType } from '@engram/core';
import { assertTenantWritable, type PrismaClient } from '@engram/db';
import type { TenantKeys } from '@engram/crypto';
import { aad, asBuffer } from './crypto-aad';
import type { Caller, ChunkView, DocumentView, IngestServiceDeps } from './types';

export const DAY_MS = 24 * 60 * 60 * 1000;

export abstract class IngestContext {
  protected readonly prisma: PrismaClient;
  protected readonly deleteGraceMs: number;
  protected readonly idempotencyTtlMs: number;

  constructor(protected readonly deps: IngestServiceDeps) {
    this.prisma = deps.prisma;
    this.deleteGraceMs = deps.deleteGraceMs ?? 7 * DAY_MS;
    this.idempotencyTtlMs = deps.idempotencyTtlMs ?? DAY_MS;
  }

  async publishStep(topic: string, event: PipelineEvent, requestId: string): Promise<void> {
    await this.deps.bus.publish(topic, event, {
      key: event.documentId,
      headers: { requestId, tenantId: event.tenantId },
    });
  }

  protected assertWritable(caller: Caller, namespaceId: string): void {
    if (!caller.writableNamespaceIds.includes(namespaceId)) {
      throw AppError.forbidden('namespace_write_forbidden', 'This API key may not write to that namespace.');
    }
  }

  /**
   * The workspace's keys for a write. Signup creates them, so the usual path is the keyring's cache. Without a key, the
   * workspace must be active and unfenced before one is created: a missing, deleted (crypto-shredded) or fenced
   * workspace never gets a new key.
   */
  protected async writeKeys(tenantId: string): Promise<TenantKeys> {
    try {
      return await this.deps.keyring.get(tenantId);
    } catch (err) {
      if (!(err instanceof AppError && err.reason === 'tenant_key_not_found')) throw err;
      await this.assertNotFenced(tenantId);
      return this.deps.keyring.getOrCreate(tenantId);
    }
  }

  protected assertNotFenced(tenantId: string): Promise<void> {
    return assertTenantWritable(this.prisma, tenantId);
  }

  /** A document the caller may read; anything else is indistinguishable from a missing one. */
  protected async readableDocument(caller: Caller, documentId: string) {
    const doc = await this.prisma.document.findFirst({ where: { id: documentId, tenantId: caller.tenantId, deletedAt: null } });
    if (!doc || !caller.readableNamespaceIds.includes(doc.namespaceId)) {
      throw AppError.notFound('document_not_found', 'No such document.');
    }
    // Until the classifier has run, a document's sensitivity is unknown: treat it as the most restrictive level, so a
    // capped key cannot read a personal document in the seconds before it is classified.
    if (!withinCap(doc.sensitivity, caller.maxSensitivity)) {
      throw AppError.notFound('document_not_found', 'No such document.');
    }
    return doc;
  }


  toView(keys: TenantKeys, doc: DocumentFields, version: VersionFields, includeContent: boolean): DocumentView {
    const dec = (ct: Uint8Array | null, a: string) => (ct ? keys.decryptText(asBuffer(ct), a) : '');
    const meta = version.metadataCt
      ? (keys.decryptJson(asBuffer(version.metadataCt), aad.metadata(doc.id, version.version)) as {
          metadata?: Record<string, unknown>;
          filename?: string | null;
        })
      : {};
    const metadata = meta.metadata ?? {};
    const classification: Classification | null = doc.category
      ? {
          category: doc.category,
          tags: version.tagsCt ? (keys.decryptJson(asBuffer(version.tagsCt), aad.tags(doc.id, version.version)) as string[]) : [],
          sensitivity: doc.sensitivity ?? 'personal',
          language: doc.language ?? 'und',
          summary: dec(version.summaryCt, aad.summary(doc.id, version.version)),
          sourceType: doc.sourceType ?? 'text',
          storageType: (doc.storageType ?? 'chunks') as StorageType,
          hasExtractableData: doc.hasExtractableData,
          extracted: version.extractedCt
            ? (keys.decryptJson(asBuffer(version.extractedCt), aad.extracted(doc.id, version.version)) as Record<string, unknown> | null)
            : null,
          classifierModel: doc.classifierModel ?? '',
          detectedPii: [],
        }
      : null;
    return {
      documentId: doc.id,
      tenantId: doc.tenantId,
      namespaceId: doc.namespaceId,
      title: dec(version.titleCt, aad.title(doc.id, version.version)),
      content: includeContent && version.contentCt ? dec(version.contentCt, aad.content(doc.id, version.version)) : '',
      source: doc.source,
      sourceId: typeof metadata.source_id === 'string' ? metadata.source_id : '',
      sourcePath: dec(doc.sourcePathCt, aad.sourcePath(doc.id)),
      mimeType: doc.mimeType ?? '',
      metadata,
      status: doc.status,
      version: version.version,
      classification,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
      deletedAt: doc.deletedAt,
    };
  }

  protected toChunkView(keys: TenantKeys, c: ChunkFields, includeContent: boolean): ChunkView {
    const meta = c.metaCt
      ? (keys.decryptJson(asBuffer(c.metaCt), aad.chunkMeta(c.id)) as { headings?: string[]; start?: number; end?: number })
      : {};
    return {
      chunkId: c.id,
      documentId: c.documentId,
      namespaceId: c.namespaceId,
      version: c.version,
      chunkIndex: c.chunkIndex,
      ...(includeContent ? { content: keys.decryptText(asBuffer(c.textCt), aad.chunkText(c.id)) } : {}),
      tokenCount: c.tokenCount,
      headings: meta.headings ?? [],
      charStart: meta.start ?? 0,
      charEnd: meta.end ?? 0,
      treeNodeId: c.treeNodeId,
      createdAt: c.createdAt,
    };
  }
}

/** Within the caller's cap; a document not classified yet counts as the most sensitive level. */
export function withinCap(sensitivity: Sensitivity | null, cap: Sensitivity): boolean {
  return sensitivityRank(sensitivity ?? 'personal') <= sensitivityRank(cap);
}

export type DocumentRow = Awaited<ReturnType<PrismaClient['document']['findUniqueOrThrow']>>;
export type VersionRow = Awaited<ReturnType<PrismaClient['documentVersion']['findUniqueOrThrow']>>;
export type ChunkRow = Awaited<ReturnType<PrismaClient['chunk']['findUniqueOrThrow']>>;

/** The columns `toView` reads: a full row, or the hydration query's subset (no content). */
export type DocumentFields = Pick<
  DocumentRow,
  | 'id' | 'tenantId' | 'namespaceId' | 'status' | 'source' | 'sourceType' | 'mimeType' | 'storageType' | 'category'
  | 'sensitivity' | 'language' | 'hasExtractableData' | 'classifierModel' | 'sourcePathCt' | 'createdAt' | 'updatedAt'
  | 'deletedAt'
>;
export type VersionFields = Pick<VersionRow, 'version' | 'titleCt' | 'metadataCt' | 'summaryCt' | 'tagsCt' | 'extractedCt'> &
  Partial<Pick<VersionRow, 'contentCt'>>;
export type ChunkFields = Pick<
  ChunkRow,
  'id' | 'documentId' | 'namespaceId' | 'version' | 'chunkIndex' | 'textCt' | 'metaCt' | 'tokenCount' | 'treeNodeId' | 'createdAt'
>;

export type HydrationRow = Omit<DocumentFields, 'id' | 'createdAt'> &
  Omit<VersionFields, 'contentCt'> &
  Omit<ChunkFields, 'id' | 'createdAt'> & { chunkId: string; chunkCreatedAt: Date; documentCreatedAt: Date };
