// Ingestion jobs: what a caller may see of them, and handing stalled ones back to the pipeline after a crash.
import { AppError, TOPICS } from '@engram/core';
import { IngestContext, withinCap } from './context';
import type { Caller, JobView } from './types';

export class IngestJobs extends IngestContext {
  async getJob(caller: Caller, jobId: string): Promise<JobView> {
    const job = await this.prisma.ingestionJob.findFirst({ where: { id: jobId, tenantId: caller.tenantId }, include: { document: { select: { sensitivity: true } } } });
    if (!job || !job.namespaceId || !caller.readableNamespaceIds.includes(job.namespaceId)) {
      throw AppError.notFound('job_not_found', 'No such job.');
    }
    // A job reveals that its document exists: hide it from keys that may not see the document (unknown = most
    // restrictive), except from the key that created the job, which knows already.
    if (job.createdByKeyId !== caller.apiKeyId && job.document && !withinCap(job.document.sensitivity, caller.maxSensitivity)) {
      throw AppError.notFound('job_not_found', 'No such job.');
    }
    const extractJob =
      job.kind === 'extract_facts'
        ? null
        : await this.prisma.ingestionJob.findFirst({ where: { parentJobId: job.id, tenantId: caller.tenantId }, select: { id: true } });
    return {
      jobId: job.id,
      extractJobId: extractJob?.id ?? '',
      parentJobId: job.parentJobId ?? '',
      documentId: job.documentId ?? '',
      namespaceId: job.namespaceId,
      version: job.version,
      kind: job.kind,
      state: job.state,
      errorReason: job.errorKind ?? '',
      attempts: job.attempts,
      createdAt: job.createdAt,
      updatedAt: job.updatedAt,
      completedAt: job.completedAt,
    };
  }

  /**
   * Re-publishes the step a non-terminal job is waiting for. Covers a crash between a committed write and its publish;
   * steps are idempotent, so a duplicate message is harmless.
   */
  async recoverStalledJobs(updatedBefore: Date): Promise<number> {
    const jobs = await this.prisma.ingestionJob.findMany({
      where: { state: { in: ['queued', 'classifying', 'chunking'] }, updatedAt: { lt: updatedBefore } },
      take: 10_000,
    });
    for (const job of jobs) {
      if (!job.documentId || !job.namespaceId) continue;
      const topic = job.kind === 'extract_facts' ? TOPICS.extract : job.state === 'chunking' ? TOPICS.chunk : TOPICS.classify;
      await this.publishStep(topic, {
        tenantId: job.tenantId,
        namespaceId: job.namespaceId,
        documentId: job.documentId,
        version: job.version,
        jobId: job.id,
      }, job.requestId ?? 'recovery');
    }
    if (jobs.length) this.deps.logger.info({ jobs: jobs.length }, 'stalled jobs republished');
    return jobs.length;
  }

}
