// Ingest benchmark: (a) raw throughput of the embedder the server uses, on exactly the passages the pipeline embeds,
// and (b) end to end through the embedded server over HTTP (classify, chunk, embed, index, and with the memory layer
// on, as a workspace has it by default, fact extraction), with their ratio. Two end-to-end figures: until every
// document is indexed (searchable), and until every document's facts are extracted too.
// Both sides are warmed with the same documents before they are timed (BENCH_WARMUP_DOCS, default 100, taken after the
// measured ones): throughput is a steady-state figure, and a fresh process spends its first minute compiling (the
// encoder's graph; PGlite's WebAssembly and the server's JavaScript, which V8 optimises on helper threads as they get
// hot). BENCH_WARMUP_DOCS=0 measures from a cold process instead.
// Usage: pnpm bench:ingest   (env BENCH_DOCS=300, BENCH_WARMUP_DOCS=100, BENCH_CONCURRENCY=8, BENCH_WINDOW=<unset: bulk>,
//                             BENCH_CORPUS=<corpus.jsonl>, BENCH_TIMELINE_S=<unset: off; a diagnostic>)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createUseEmbedder, measureThroughput } from '@engram/embedding';
import { dataPaths, readCorpus } from './src/corpus';
import { ApiClient, countChunks, ingest, ingestWindowed, signup, waitForJobs } from './src/http';
import { pipelinePassages } from './src/passages';
import { meanMsBetween, scrapeHistogram, type HistogramTotals } from './src/metrics';
import pMap from 'p-map';
import { machine, mib, writeResult } from './src/report';
import { benchServerConfig, startBenchServer } from './src/server';
import { round, summarize } from './src/stats';
import { cpuBetween, readThreadCpu, type ThreadCpu } from './src/thread-cpu';

const N = Number(process.env.BENCH_DOCS ?? 300);
const WARMUP_DOCS = Number(process.env.BENCH_WARMUP_DOCS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WINDOW = process.env.BENCH_WINDOW ? Number(process.env.BENCH_WINDOW) : undefined;
const STEP_HISTOGRAM = 'engram_pipeline_step_duration_seconds';
/** Diagnostic: every this many seconds, documents through each step and each thread group's CPU share (0: off). */
const TIMELINE_S = Number(process.env.BENCH_TIMELINE_S ?? 0);

/**
 * Samples the run every `everyS` seconds: documents that finished each step so far (from the step histogram) and the
 * share of one core each thread group used in the interval. Shows where a pipeline leaves the encoder idle.
 */
function startTimeline(baseUrl: string, before: HistogramTotals, workers: number, everyS: number) {
  const rows: Array<Record<string, number>> = [];
  const t0 = performance.now();
  let cpuPrev = readThreadCpu();
  let prevAt = t0;
  const sample = async () => {
    const steps = await scrapeHistogram(baseUrl, STEP_HISTOGRAM, 'step');
    const now = performance.now();
    const cpuNow = readThreadCpu();
    const cpu = cpuBetween(cpuPrev, cpuNow, workers);
    const span = now - prevAt;
    const row: Record<string, number> = { s: round((now - t0) / 1000, 0) };
    for (const step of ['classify', 'embed', 'index', 'extract']) row[step] = (steps.get(step)?.count ?? 0) - (before.get(step)?.count ?? 0);
    if (cpu) Object.assign(row, { 'main %': round((cpu.mainMs / span) * 100, 0), 'encoder %': round((cpu.busiestMs / span) * 100, 0), 'rest %': round((cpu.restMs / span) * 100, 0) });
    rows.push(row);
    cpuPrev = cpuNow;
    prevAt = now;
  };
  const timer = setInterval(() => void sample(), everyS * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      return rows;
    },
  };
}

/** Waits for the extract_facts job each indexed document started; returns the last one's completion time. */
async function waitForExtraction(client: ApiClient, acks: ReadonlyArray<{ jobId: string }>): Promise<number> {
  const extractIds = await pMap(
    acks,
    async (a) => (await client.expect<{ extract_job_id: string | null }>(200, 'GET', `/v1/jobs/${a.jobId}`)).body.extract_job_id,
    { concurrency: 4 },
  );
  if (extractIds.some((id) => !id)) throw new Error('a document has no extract_facts job: is the memory layer off?');
  return (await waitForJobs(client, extractIds as string[])).lastCompletedAt;
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const paths = dataPaths();
  const corpus = readCorpus(paths.corpus);
  const needed = N + Math.max(1, WARMUP_DOCS);
  if (corpus.length < needed) throw new Error(`corpus has ${corpus.length} documents; the settings need ${needed}`);
  const toDoc = (d: (typeof corpus)[number]) => ({ title: d.title, content: d.text });
  const docs = corpus.slice(0, N).map(toDoc);
  // Not counted: warm each side up (at least one document, which compiles the encoder's graph).
  const warmup = corpus.slice(N, needed).map(toDoc);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'engram-bench-ingest-'));
  const config = benchServerConfig(dataDir);
  if (config.embedder.kind !== 'use')
    throw new Error('the ingest benchmark measures the bundled encoder; unset ENGRAM_EMBEDDER');
  const chunking = { maxTokens: config.pipeline.chunkMaxTokens, overlapTokens: config.pipeline.chunkOverlapTokens };
  const embedderOptions = config.embedder.workers ? { workers: config.embedder.workers } : {};

  // (a) Raw: the same worker pool the server builds, fed every passage in one call.
  const passages = docs.map((d) => pipelinePassages(d, chunking));
  const chunkCount = passages.reduce((n, p) => n + p.length, 0);
  const embedder = await createUseEmbedder(embedderOptions);
  const workers = embedder.stats().workers;
  await embedder.embed(
    warmup.flatMap((d) => pipelinePassages(d, chunking)),
    'passage',
  );
  const rawCpuBefore = readThreadCpu();
  const raw = await measureThroughput(embedder, passages.flat());
  const rawCpu = cpuBetween(rawCpuBefore, readThreadCpu(), workers);
  await embedder.close();
  const rawDocsPerSecond = N / raw.seconds;

  // (b) End to end: a fresh server, documents posted with bounded concurrency, timed until the last job completes.
  const server = await startBenchServer(config);
  let e2e: {
    seconds: number;
    /** Until the last extract_facts job completed (memory layer on). */
    factsSeconds: number;
    ackMs: number[];
    serverChunks: number;
    stepMeansMs: Record<string, number>;
    cpu: ThreadCpu | null;
  };
  try {
    const client = new ApiClient(server.url, await signup(server.url, 'Ingest benchmark'));
    const warm = await pMap(warmup, (doc) => ingest(client, doc), { concurrency: CONCURRENCY });
    await waitForJobs(
      client,
      warm.map((a) => a.jobId),
    );
    // The warm-up's facts too: otherwise their extraction runs into the timed window.
    await waitForExtraction(client, warm);

    const stepsBefore = await scrapeHistogram(server.url, STEP_HISTOGRAM, 'step');
    const cpuBefore = readThreadCpu();
    const timeline = TIMELINE_S > 0 ? startTimeline(server.url, stepsBefore, workers, TIMELINE_S) : undefined;
    const startedAt = Date.now();
    const started = performance.now();
    // Bulk (default): every document posted at once, CONCURRENCY requests in flight, then wait for all jobs. Timed
    // until the last job's completed_at (the server runs in this process, on this clock), so how often the client
    // polls does not change the figure; CPU is read when the newest job is seen completed, before the sweep that
    // confirms the older ones.
    // Windowed (BENCH_WINDOW=n): at most n documents unfinished in the pipeline at any time.
    let cpuAfter: ReturnType<typeof readThreadCpu> | undefined;
    let seconds: number;
    let acks;
    if (WINDOW) {
      acks = await ingestWindowed(client, docs, { window: WINDOW, pollMs: 100 });
      seconds = (performance.now() - started) / 1000;
    } else {
      acks = await pMap(docs, (doc) => ingest(client, doc), { concurrency: CONCURRENCY });
      const { lastCompletedAt } = await waitForJobs(
        client,
        acks.map((a) => a.jobId),
        { onNewestCompleted: () => (cpuAfter = readThreadCpu()) },
      );
      seconds = (lastCompletedAt - startedAt) / 1000;
    }
    const cpu = cpuBetween(cpuBefore, cpuAfter ?? readThreadCpu(), workers);
    // Each indexed document started an extract_facts job: wait for those too (polled after the indexing figure).
    const lastExtractedAt = await waitForExtraction(client, acks);
    const factsSeconds = (lastExtractedAt - startedAt) / 1000;
    if (timeline) console.table(await timeline.stop());
    const stepMeansMs = meanMsBetween(stepsBefore, await scrapeHistogram(server.url, STEP_HISTOGRAM, 'step'));
    // Outside the timed window: the chunks the server actually indexed, to check both runs embedded the same work.
    const perDoc = await pMap(acks, (a) => countChunks(client, a.documentId), { concurrency: 4 });
    e2e = { seconds, factsSeconds, ackMs: acks.map((a) => a.ms), serverChunks: perDoc.reduce((a, b) => a + b, 0), stepMeansMs, cpu };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const e2eDocsPerSecond = N / e2e.seconds;
  const ack = summarize(e2e.ackMs);
  const ratio = e2eDocsPerSecond / rawDocsPerSecond;
  const factsRatio = N / e2e.factsSeconds / rawDocsPerSecond;
  const rows = {
    'raw embedder': {
      docs: N,
      chunks: chunkCount,
      seconds: round(raw.seconds, 2),
      'docs/s': round(rawDocsPerSecond),
      'chunks/s': round(raw.perSecond),
    },
    [WINDOW ? `end to end (window ${WINDOW})` : 'end to end (bulk)']: {
      docs: N,
      chunks: e2e.serverChunks,
      seconds: round(e2e.seconds, 2),
      'docs/s': round(e2eDocsPerSecond),
      'chunks/s': round(e2e.serverChunks / e2e.seconds),
    },
    'end to end, facts extracted too': {
      docs: N,
      chunks: e2e.serverChunks,
      seconds: round(e2e.factsSeconds, 2),
      'docs/s': round(N / e2e.factsSeconds),
      'chunks/s': round(e2e.serverChunks / e2e.factsSeconds),
    },
  };
  console.table(rows);
  console.table({
    'e2e / raw (indexed)': { value: `${(ratio * 100).toFixed(1)} %`, target: '>= 80 %', met: ratio >= 0.8 },
    'e2e / raw (facts extracted)': { value: `${(factsRatio * 100).toFixed(1)} %`, target: '>= 80 %', met: factsRatio >= 0.8 },
    'ingest ack p50 (ms)': { value: round(ack.p50), target: '', met: '' },
    'ingest ack p95 (ms)': { value: round(ack.p95), target: '', met: '' },
  });
  console.log('server-side mean time per document and pipeline step (ms):');
  console.table([e2e.stepMeansMs]);
  const cpuPerDoc = (ms: number) => round(ms / N);
  if (rawCpu && e2e.cpu) {
    // Both runs share the machine's cores: e2e reaches 80 % of raw only if the main thread (server and this client)
    // needs at most a quarter of the CPU the encoder threads need for the same documents.
    console.log('CPU per document (ms), from /proc: the main thread runs the server and this benchmark client');
    const row = (c: ThreadCpu) => ({
      'main thread': cpuPerDoc(c.mainMs),
      [`encoder (${workers} busiest other threads)`]: cpuPerDoc(c.busiestMs),
      'other threads (V8 helpers, libuv)': cpuPerDoc(c.restMs),
    });
    console.table({ 'raw embedder': row(rawCpu), 'end to end': row(e2e.cpu) });
  }
  if (e2e.serverChunks !== chunkCount)
    console.warn(`server indexed ${e2e.serverChunks} chunks, the local chunker predicted ${chunkCount}`);

  const file = writeResult('ingest', {
    machine: machine(),
    loadAverageBefore: loadBefore,
    loadAverageAfter: os.loadavg(),
    settings: {
      docs: N,
      warmupDocs: warmup.length,
      httpConcurrency: CONCURRENCY,
      window: WINDOW ?? null,
      workers,
      chunking,
      embedConcurrency: config.pipeline.embedConcurrency,
      corpus: paths.corpus,
    },
    raw: { chunks: chunkCount, seconds: raw.seconds, docsPerSecond: rawDocsPerSecond, chunksPerSecond: raw.perSecond },
    endToEnd: {
      chunks: e2e.serverChunks,
      seconds: e2e.seconds,
      docsPerSecond: e2eDocsPerSecond,
      chunksPerSecond: e2e.serverChunks / e2e.seconds,
      factsSeconds: e2e.factsSeconds,
    },
    ratio,
    factsRatio,
    ackLatencyMs: ack,
    stepMeansMs: e2e.stepMeansMs,
    cpuMsPerDocument: {
      raw: rawCpu && { main: rawCpu.mainMs / N, encoder: rawCpu.busiestMs / N, rest: rawCpu.restMs / N },
      endToEnd: e2e.cpu && { main: e2e.cpu.mainMs / N, encoder: e2e.cpu.busiestMs / N, rest: e2e.cpu.restMs / N },
    },
    rssMiB: mib(process.memoryUsage().rss),
  });
  console.log(`results written to ${path.relative(process.cwd(), file)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
