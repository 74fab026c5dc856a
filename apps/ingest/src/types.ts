// The ingest service's contract in TypeScript: who calls, what goes in, what comes out (the gRPC handlers map these).
import type { Classification, Clock, DocumentStatus, EventBus, JobState, Sensitivity, SqlClient, Source } from '@engram/core';
import type { PrismaClient } from '@engram/db';
import type { TenantKeyring } from '@engram/crypto';
import type { Logger } from '@engram/telemetry';
import type { HydrationCache } from './hydration-cache';

export interface Caller {
  tenantId: string;
  apiKeyId: string;
  readableNamespaceIds: readonly string[];
  writableNamespaceIds: readonly string[];
  maxSensitivity: Sensitivity;
  requestId: string;
}

export interface IngestInput {
  namespaceId: string;
  content: string;
  title?: string;
  source?: Source;
  sourceId?: string;
  sourcePath?: string;
  mimeType?: string;
  filename?: string;
  metadata?: Record<string, unknown>;
  returnId: boolean;
  idempotencyKey?: string;
}

export interface IngestResult {
  jobId: string;
  documentId: string | null;
  message: string;
  replayed: boolean;
}

export interface DocumentView {
  documentId: string;
  tenantId: string;
  namespaceId: string;
  title: string;
  content: string;
  source: Source;
  sourceId: string;
  sourcePath: string;
  mimeType: string;
  metadata: Record<string, unknown>;
  status: DocumentStatus;
  version: number;
  classification: Classification | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export interface ChunkView {
  chunkId: string;
  documentId: string;
  namespaceId: string;
  version: number;
  chunkIndex: number;
  content?: string;
  tokenCount: number;
  headings: string[];
  charStart: number;
  charEnd: number;
  treeNodeId: string | null;
  createdAt: Date;
}

export interface JobView {
  jobId: string;
  /** The `extract_facts` job this job's indexing started, or ''. */
  extractJobId: string;
  /** For an `extract_facts` job started by indexing, the job that started it, or ''. */
  parentJobId: string;
  documentId: string;
  namespaceId: string;
  version: number;
  kind: string;
  state: JobState;
  errorReason: string;
  attempts: number;
  createdAt: Date;
  updatedAt: Date;
  /** When the job reached `completed` or `failed`. */
  completedAt: Date | null;
}


export interface IngestServiceDeps {
  prisma: PrismaClient;
  /** The same database as `prisma`: the ingest write is one raw statement (see INGEST_SQL). */
  sql: SqlClient;
  keyring: TenantKeyring;
  bus: EventBus;
  clock: Clock;
  logger: Logger;
  /** Soft-delete grace before the lifecycle worker hard-deletes (spec: 7 days). */
  deleteGraceMs?: number;
  /** How long an idempotency key is remembered. */
  idempotencyTtlMs?: number;
  /**
   * Query results' chunks in memory (hydration-cache.ts); only where this process is the only writer of documents (the
   * embedded profile), and then the same instance for the service and the pipeline, which both write documents.
   */
  hydrationCache?: HydrationCache;
}
