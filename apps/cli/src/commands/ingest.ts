// engram ingest: text (--text or stdin), files, or whole folders, with a progress bar, bounded concurrency and
// idempotency keys from path and content, so running it again over the same folder creates nothing.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import type { IngestRequest } from '@engram/client';
import type { Context, RunEnvironment } from '../context';
import { EXIT, CliError, usage } from '../errors';
import { decodeText, findFiles, mimeTypeOf, readTextFile } from '../ingest/files';
import { runIngest, type IngestItem, type IngestReport } from '../ingest/run-ingest';
import { action, intIn, jsonObject, readStdin } from './common';

interface IngestOptions {
  text?: string;
  namespace?: string;
  title?: string;
  metadata?: Record<string, unknown>;
  sourceId?: string;
  wait?: boolean;
  timeout: number;
  concurrency: number;
}

async function itemsFor(
  ctx: Context,
  paths: string[],
  o: IngestOptions,
): Promise<{ items: IngestItem[]; skipped: IngestReport['skipped'] }> {
  const common: Omit<IngestRequest, 'content'> = {
    ...(o.namespace ? { namespace: o.namespace } : {}),
    ...(o.metadata ? { metadata: o.metadata } : {}),
    ...(o.sourceId ? { source_id: o.sourceId } : {}),
  };
  if (o.text !== undefined || paths.length === 0 || (paths.length === 1 && paths[0] === '-')) {
    if (paths.length > 0 && o.text !== undefined)
      throw usage('input_ambiguous', 'Pass either --text or paths, not both.');
    const text = o.text ?? (await readStdin(ctx.run.stdin, 'text (use --text, a path, or pipe text on stdin)'));
    const decoded = decodeText(Buffer.from(text, 'utf8'));
    if (!decoded.ok) throw usage('input_empty', `Nothing to ingest: the text is ${decoded.reason}.`);
    return {
      items: [
        {
          label: '-',
          load: async () => decoded,
          body: { ...common, source: 'api', ...(o.title ? { title: o.title } : {}) },
        },
      ],
      skipped: [],
    };
  }
  const items: IngestItem[] = [];
  const skipped: IngestReport['skipped'] = [];
  let folders = 0;
  for (const given of paths) {
    const absolute = ctx.resolvePath(given);
    const info = await stat(absolute).catch(() => undefined);
    if (!info) throw usage('path_not_found', `No such file or folder: ${given}`);
    if (info.isDirectory()) {
      folders += 1;
      // Paths are relative to the folder's parent, so `notes/a.md` stays `notes/a.md` wherever it is run from.
      const base = path.basename(absolute);
      const found = await findFiles(absolute);
      for (const f of found.files) {
        const label = `${base}/${f.relative}`;
        items.push({
          label,
          load: () => readTextFile(f.absolute),
          body: { ...common, source: 'folder_sync', title: label, source_path: label, ...mime(f.absolute) },
        });
      }
      skipped.push(...found.skipped.map((s) => ({ path: `${base}/${s.path}`, reason: s.reason })));
    } else {
      const label = path.basename(absolute);
      items.push({
        label,
        load: () => readTextFile(absolute),
        body: { ...common, source: 'api', title: o.title ?? label, source_path: label, ...mime(absolute) },
      });
    }
  }
  if (o.title && (folders > 0 || items.length > 1))
    throw usage('title_ambiguous', '--title names one document; with folders or several files each title is its path.');
  return { items, skipped };
}

function mime(file: string): { mime_type?: string } {
  const type = mimeTypeOf(file);
  return type ? { mime_type: type } : {};
}

export function registerIngest(program: Command, run: RunEnvironment): void {
  program
    .command('ingest [paths...]')
    .description(
      'Ingest text (--text or stdin), files, or folders (recursively: text-like files only); re-runs create nothing',
    )
    .option('--text <text>', 'ingest this text')
    .option('-n, --namespace <key>', "target namespace (default: the API key's default namespace)")
    .option('--title <title>', 'title (one document only; files default to their path)')
    .option('--metadata <json>', 'metadata as a JSON object, on every document', jsonObject)
    .option('--source-id <id>', 'correlation id stored in metadata')
    .option('-w, --wait', 'wait until each document is indexed')
    .option('--timeout <seconds>', 'with --wait: give up on a job after this long', intIn(1, 86_400), 300)
    .option('-c, --concurrency <n>', 'documents sent at once', intIn(1, 64), 4)
    .action(
      action<IngestOptions>(run, async (ctx, o, ...paths) => {
        const { items, skipped } = await itemsFor(ctx, paths, o);
        const client = ctx.client();
        let report: IngestReport;
        try {
          report = await runIngest(client, items, {
            concurrency: o.concurrency,
            wait: o.wait === true,
            waitTimeoutMs: o.timeout * 1000,
            // The bar only where someone watches it: never into a pipe or a log file.
            progress: ctx.out.stderrIsTTY && items.length > 1 ? ctx.out.stderr : undefined,
          });
        } catch (err) {
          const partial = (err as { report?: IngestReport }).report;
          if (partial && partial.documents.length > 0) {
            ctx.out.note(
              `${partial.new} new, ${partial.unchanged} unchanged before the run stopped; ${partial.not_attempted} not attempted.`,
            );
          }
          throw err;
        }
        report.skipped.push(...skipped);
        const jobsFailed = report.documents.filter((d) => d.state === 'failed');
        ctx.out.result(report, (r) => {
          if (items.length === 1 && r.documents.length === 1) {
            const d = r.documents[0]!;
            ctx.out.fields([
              ['document', d.document_id],
              ['job', d.job_id],
              ['status', d.status === 'new' ? 'new' : 'unchanged (Engram already had it)'],
              ['state', d.error ? `${d.state} (${d.error})` : d.state],
            ]);
          } else {
            ctx.out.table(
              r.documents,
              [
                { header: 'path', value: (d) => d.path },
                { header: 'document', value: (d) => d.document_id },
                { header: 'status', value: (d) => d.status },
                { header: 'state', value: (d) => (d.error ? `${d.state} (${d.error})` : d.state) },
              ],
              'No documents ingested.',
            );
          }
          for (const f of r.failures) ctx.out.error(`${f.path}: ${f.code}: ${f.detail}`);
          const parts = [`${r.new} new`, `${r.unchanged} unchanged`];
          if (r.skipped.length) parts.push(`${r.skipped.length} skipped`);
          if (r.failed) parts.push(`${r.failed} failed`);
          ctx.out.line(parts.join(', '));
          if (r.skipped.length) ctx.out.note(`skipped: ${r.skipped.map((s) => `${s.path} (${s.reason})`).join(', ')}`);
        });
        if (report.failed > 0 || jobsFailed.length > 0) {
          const first = report.failures[0];
          throw new CliError(
            first ? first.code : 'job_failed',
            first
              ? `${report.failed} document(s) refused; first: ${first.path}: ${first.detail}`
              : `${jobsFailed.length} job(s) failed; first: ${jobsFailed[0]!.path}: ${jobsFailed[0]!.error ?? 'failed'}`,
            EXIT.api,
          );
        }
        if (items.length === 0) ctx.out.note('No text files found to ingest.');
      }),
    );
}
