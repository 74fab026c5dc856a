// Ingest of many documents at once: bounded concurrency, a progress bar on a terminal, an idempotency key per file so a
// re-run creates nothing, and a tally of what was new and what Engram already had.
import { SingleBar, Presets } from 'cli-progress';
import { EngramError, type EngramClient, type IngestRequest, type Job } from '@engram/client';
import { idempotencyKey } from './idempotency';

export interface IngestItem {
  /** Shown to the user and used for the key: relative path, file name, or `-` for text. */
  label: string;
  /** Reads the content (lazily, so a large folder is not held in memory at once). */
  load(): Promise<{ ok: true; content: string } | { ok: false; reason: string }>;
  body: Omit<IngestRequest, 'content'>;
}

export type DocumentOutcome = 'new' | 'unchanged';

export interface IngestedDocument {
  path: string;
  document_id: string | null;
  job_id: string;
  status: DocumentOutcome;
  /** The job's state when last seen (`completed` / `failed` after --wait). */
  state: string;
  error?: string | null;
}

export interface FailedDocument {
  path: string;
  code: string;
  detail: string;
}

export interface IngestReport {
  new: number;
  unchanged: number;
  failed: number;
  documents: IngestedDocument[];
  skipped: Array<{ path: string; reason: string }>;
  failures: FailedDocument[];
  /** Files not tried because an error that every file would meet (auth, network, namespace) stopped the run. */
  not_attempted: number;
}

export interface IngestRunOptions {
  concurrency: number;
  wait: boolean;
  waitTimeoutMs: number;
  /** Where the progress bar goes; undefined for none. */
  progress?: NodeJS.WriteStream | undefined;
}

/** Errors tied to one file's content; any other error (auth, network, namespace, fence) would hit every file. */
function isPerFileError(err: unknown): boolean {
  return (
    err instanceof EngramError && (err.status === 400 || err.status === 413 || err.code === 'idempotency_key_reused')
  );
}

export async function runIngest(
  client: EngramClient,
  items: IngestItem[],
  options: IngestRunOptions,
): Promise<IngestReport> {
  const report: IngestReport = {
    new: 0,
    unchanged: 0,
    failed: 0,
    documents: [],
    skipped: [],
    failures: [],
    not_attempted: 0,
  };
  const bar = options.progress
    ? new SingleBar(
        {
          stream: options.progress,
          format: 'ingest [{bar}] {value}/{total} | {new} new, {unchanged} unchanged, {failed} failed',
          hideCursor: true,
          barsize: 30,
          etaBuffer: 50,
        },
        Presets.shades_classic,
      )
    : undefined;
  bar?.start(items.length, 0, { new: 0, unchanged: 0, failed: 0 });
  let fatal: unknown;

  const one = async (item: IngestItem): Promise<void> => {
    const read = await item.load();
    if (!read.ok) {
      report.skipped.push({ path: item.label, reason: read.reason });
      return;
    }
    const body: IngestRequest = { ...item.body, content: read.content, return_id: true };
    const key = idempotencyKey({
      path: item.label,
      content: read.content,
      options: { namespace: body.namespace, title: body.title, metadata: body.metadata, source: body.source ?? 'api' },
    });
    try {
      const accepted = await client.ingest(body, { idempotencyKey: key });
      const job: Job = options.wait
        ? await client.waitForJob(accepted.job_id, { timeoutMs: options.waitTimeoutMs })
        : await client.getJob(accepted.job_id);
      // Engram says whether it already had this write (Idempotent-Replayed): then the file is unchanged.
      const status: DocumentOutcome = accepted.replayed ? 'unchanged' : 'new';
      report[status] += 1;
      report.documents.push({
        path: item.label,
        document_id: accepted.document_id,
        job_id: accepted.job_id,
        status,
        state: job.state,
        ...(job.state === 'failed' ? { error: job.error } : {}),
      });
    } catch (err) {
      if (!isPerFileError(err)) {
        fatal ??= err;
        return;
      }
      const e = err as EngramError;
      report.failed += 1;
      report.failures.push({ path: item.label, code: e.code, detail: e.detail });
    }
  };

  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && fatal === undefined) {
      const item = items[next++]!;
      await one(item);
      bar?.increment(1, { new: report.new, unchanged: report.unchanged, failed: report.failed });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, items.length)) }, worker));
  bar?.stop();
  if (fatal !== undefined) {
    report.not_attempted = items.length - next;
    throw Object.assign(fatal as Error, { report });
  }
  const order = new Map(items.map((item, i) => [item.label, i]));
  const byInput = (a: { path: string }, b: { path: string }) => order.get(a.path)! - order.get(b.path)!;
  report.documents.sort(byInput);
  report.failures.sort(byInput);
  report.skipped.sort(byInput);
  return report;
}
