// Documents and jobs: get, chunks, update, delete, reindex, extract, jobs.
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import type { Job, UpdateDocumentRequest } from '@engram/client';
import type { Context, RunEnvironment } from '../context';
import { CliError, EXIT, usage } from '../errors';
import { decodeText } from '../ingest/files';
import { action, intIn, readStdin, shortDate } from './common';

function printJob(ctx: Context, job: Job): void {
  ctx.out.fields([
    ['job', job.job_id],
    ['kind', job.kind],
    ['state', job.error ? `${job.state} (${job.error})` : job.state],
    ['document', job.document_id],
    ['namespace', job.namespace],
    ['version', job.version],
    ['attempts', job.attempts],
    ['created', shortDate(job.created_at)],
    ['completed', shortDate(job.completed_at)],
    ...(job.extract_job_id ? ([['extract job', job.extract_job_id]] as Array<[string, unknown]>) : []),
  ]);
}

/** --wait on a job: waits, prints, and makes a failed job exit 1. */
async function finishJob(ctx: Context, jobId: string, wait: boolean, timeoutSeconds: number): Promise<Job> {
  const client = ctx.client();
  const job = wait ? await client.waitForJob(jobId, { timeoutMs: timeoutSeconds * 1000 }) : await client.getJob(jobId);
  return job;
}

function failIfFailed(job: Job): void {
  if (job.state === 'failed')
    throw new CliError('job_failed', `Job ${job.job_id} failed: ${job.error ?? 'no reason given'}.`, EXIT.api);
}

export function registerDocuments(program: Command, run: RunEnvironment): void {
  program
    .command('get <document-id>')
    .description('Show a document: classification, status, version and its decrypted content')
    .option('--no-content', 'leave the content out')
    .action(
      action<{ content: boolean }>(run, async (ctx, o, id) => {
        const doc = await ctx.client().getDocument(id!);
        const value = o.content ? doc : { ...doc, content: undefined };
        ctx.out.result(value, () => {
          ctx.out.fields([
            ['document', doc.document_id],
            ['title', doc.title],
            ['namespace', doc.namespace],
            ['status', doc.status],
            ['version', doc.version],
            ['source', doc.source_path ? `${doc.source} (${doc.source_path})` : doc.source],
            ['category', doc.category],
            ['tags', doc.tags],
            ['sensitivity', doc.sensitivity],
            ['language', doc.language],
            ['summary', doc.summary],
            ['created', shortDate(doc.created_at)],
            ['updated', shortDate(doc.updated_at)],
          ]);
          if (o.content) {
            ctx.out.line();
            ctx.out.line(doc.content);
          }
        });
      }),
    );

  program
    .command('chunks <document-id>')
    .description("A document's chunks, in order")
    .option('-l, --limit <n>', 'chunks to return (1-1000)', intIn(1, 1000), 100)
    .option('--no-content', 'leave chunk text out')
    .action(
      action<{ limit: number; content: boolean }>(run, async (ctx, o, id) => {
        const r = await ctx.client().getChunks(id!, { include_content: o.content ? 'true' : 'false', limit: o.limit });
        ctx.out.result(r, (v) =>
          ctx.out.table(
            v.chunks,
            [
              { header: '#', value: (c) => c.chunk_index },
              { header: 'chunk', value: (c) => c.chunk_id },
              { header: 'tokens', value: (c) => c.token_count },
              { header: 'chars', value: (c) => `${c.char_start}-${c.char_end}` },
              ...(o.content
                ? [{ header: 'content', value: (c: (typeof v.chunks)[number]) => c.content, max: 80 }]
                : []),
            ],
            'No chunks (yet): is the document still being indexed?',
          ),
        );
      }),
    );

  program
    .command('update <document-id>')
    .description('Write a new version (content from --text, --file or stdin; and/or a new --title)')
    .option('--text <text>', 'new content')
    .option('--file <path>', 'new content from a file')
    .option('--title <title>', 'new title')
    .option('-w, --wait', 'wait until the new version is indexed')
    .option('--timeout <seconds>', 'with --wait: give up after this long', intIn(1, 86_400), 300)
    .action(
      action<{ text?: string; file?: string; title?: string; wait?: boolean; timeout: number }>(
        run,
        async (ctx, o, id) => {
          if (o.text !== undefined && o.file !== undefined)
            throw usage('input_ambiguous', 'Pass either --text or --file, not both.');
          let content = o.text;
          if (o.file !== undefined) {
            const decoded = decodeText(
              await readFile(ctx.resolvePath(o.file)).catch(() => {
                throw usage('path_not_found', `Cannot read ${o.file}.`);
              }),
            );
            if (!decoded.ok) throw usage('input_invalid', `${o.file}: ${decoded.reason}.`);
            content = decoded.content;
          } else if (content === undefined && o.title === undefined) {
            content = await readStdin(ctx.run.stdin, 'content (use --text, --file or stdin; or --title alone)');
          }
          const body: UpdateDocumentRequest = {
            ...(content !== undefined ? { content } : {}),
            ...(o.title !== undefined ? { title: o.title } : {}),
          };
          const accepted = await ctx.client().updateDocument(id!, body);
          const job = await finishJob(ctx, accepted.job_id, o.wait === true, o.timeout);
          ctx.out.result({ ...accepted, state: job.state, error: job.error }, (v) =>
            ctx.out.fields([
              ['document', v.document_id],
              ['version', v.version],
              ['job', v.job_id],
              ['state', v.error ? `${v.state} (${v.error})` : v.state],
            ]),
          );
          failIfFailed(job);
        },
      ),
    );

  program
    .command('delete <document-id>')
    .description('Delete a document (hidden at once; purged after the grace period)')
    .action(
      action(run, async (ctx, _o, id) => {
        const r = await ctx.client().deleteDocument(id!);
        ctx.out.result(r, (v) =>
          ctx.out.line(`Deleted ${v.document_id}; purged after ${shortDate(v.hard_delete_after)}.`),
        );
      }),
    );

  program
    .command('reindex <document-id>')
    .description("Re-run chunking and indexing for the document's current version")
    .action(
      action(run, async (ctx, _o, id) => {
        const r = await ctx.client().reindex(id!);
        ctx.out.result(r, (v) => ctx.out.line(`Queued job(s): ${v.job_ids.join(', ')}`));
      }),
    );

  program
    .command('extract <document-id>')
    .description('Re-extract facts and entities from an indexed document (memory layer)')
    .option('-w, --wait', 'wait for the extraction job')
    .option('--timeout <seconds>', 'with --wait: give up after this long', intIn(1, 86_400), 300)
    .action(
      action<{ wait?: boolean; timeout: number }>(run, async (ctx, o, id) => {
        const accepted = await ctx.client().extractFacts(id!);
        const job = await finishJob(ctx, accepted.job_id, o.wait === true, o.timeout);
        ctx.out.result({ ...accepted, state: job.state, error: job.error }, (v) =>
          ctx.out.line(
            `Extraction job ${v.job_id} for ${v.document_id}: ${v.error ? `${v.state} (${v.error})` : v.state}`,
          ),
        );
        failIfFailed(job);
      }),
    );

  program
    .command('jobs <job-id>')
    .description('Show a job (ingest, update, extraction); --wait until it completes or fails')
    .option('-w, --wait', 'wait until the job is completed or failed')
    .option('--timeout <seconds>', 'with --wait: give up after this long', intIn(1, 86_400), 300)
    .action(
      action<{ wait?: boolean; timeout: number }>(run, async (ctx, o, id) => {
        const job = await finishJob(ctx, id!, o.wait === true, o.timeout);
        ctx.out.result(job, (v) => printJob(ctx, v));
        if (o.wait) failIfFailed(job);
      }),
    );
}
