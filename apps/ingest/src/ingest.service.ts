// The ingest service owns documents, their versions, chunks, section-tree nodes, ingestion jobs and idempotency keys.
// Writes are acknowledged only after the document, its version and its job are committed and the first pipeline event
// is durably published; everything sensitive is encrypted under the tenant's data key before it reaches the database.
// One class per concern, each beside this file: writes.ts (ingest, idempotency), versions.ts (update, delete, reindex,
// backfill), reads.ts (documents, chunks, hydration, indexing), jobs.ts; context.ts holds what they share.
import { DocumentReads } from './reads';
import { IngestJobs } from './jobs';
import type { IngestServiceDeps } from './types';
import { DocumentVersions } from './versions';
import { DocumentWrites } from './writes';

export type { Caller, ChunkView, DocumentView, IngestInput, IngestResult, IngestServiceDeps, JobView } from './types';

export class IngestService {
  private readonly writes: DocumentWrites;
  private readonly versions: DocumentVersions;
  private readonly reads: DocumentReads;
  private readonly jobs: IngestJobs;

  constructor(deps: IngestServiceDeps) {
    this.writes = new DocumentWrites(deps);
    this.versions = new DocumentVersions(deps);
    this.reads = new DocumentReads(deps);
    this.jobs = new IngestJobs(deps);
  }

  readonly ingest: DocumentWrites['ingest'] = (caller, input) => this.writes.ingest(caller, input);
  readonly getDocument: DocumentReads['getDocument'] = (caller, id) => this.reads.getDocument(caller, id);
  readonly listChunks: DocumentReads['listChunks'] = (caller, id, includeContent, limit) =>
    this.reads.listChunks(caller, id, includeContent, limit);
  readonly getChunks: DocumentReads['getChunks'] = (tenantId, chunkIds) => this.reads.getChunks(tenantId, chunkIds);
  readonly getForIndexing: DocumentReads['getForIndexing'] = (versions) => this.reads.getForIndexing(versions);
  readonly update: DocumentVersions['update'] = (caller, id, change) => this.versions.update(caller, id, change);
  readonly softDelete: DocumentVersions['softDelete'] = (caller, id) => this.versions.softDelete(caller, id);
  readonly reindex: DocumentVersions['reindex'] = (caller, id) => this.versions.reindex(caller, id);
  readonly extractFacts: DocumentVersions['extractFacts'] = (caller, id) => this.versions.extractFacts(caller, id);
  readonly backfill: DocumentVersions['backfill'] = (caller, limit) => this.versions.backfill(caller, limit);
  readonly getJob: IngestJobs['getJob'] = (caller, jobId) => this.jobs.getJob(caller, jobId);
  readonly recoverStalledJobs: IngestJobs['recoverStalledJobs'] = (before) => this.jobs.recoverStalledJobs(before);
}
