// Load benchmark (issue 13): fast queries and health probes while the server ingests, measured from outside. The
// server runs as its own process (`node apps/server/src/main.ts`, as `pnpm start` runs it) on a copy of the cached
// query workspace (bench:query builds it: BENCH_CHUNKS chunks of SciFact), so this process is only the clients.
//
// Phases, each BENCH_LOAD_SECONDS long (default 60):
//   idle       1 query client (every text seen once before: cache hits), /healthz probe
//   ingest     2 ingest clients at full speed (a new document as soon as the previous one is acknowledged)
//   queries    8 query clients (alternating a cached text and a new one), no ingest: what the queries alone need
//   mixed      the same 8 query clients + the 2 ingest clients + /healthz probe
// Ingest clients at full speed are acknowledged far faster than the pipeline indexes, so a backlog builds in the first
// seconds and both ingest phases measure the saturated pipeline. The server is stopped (SIGTERM) with that backlog.
// Reported: query p50/p95/p99 (hits and misses apart), /healthz p50/p99, documents indexed per second in the window (the
// server's own count of index-step completions), errors. Targets (issue 13): mixed p95 < 100 ms and p99 < 200 ms,
// /healthz p99 < 50 ms, indexing under load >= 70 % of indexing alone, 0 errors. Also the server's CPU per phase (cores in
// use: all its threads, and its main thread), which says how much of the machine each kind of work takes.
// Usage: pnpm bench:load   (env BENCH_CHUNKS=10000, BENCH_LOAD_SECONDS=60)
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { dataPaths, readCorpus, readQueries } from './src/corpus';
import { ApiClient } from './src/http';
import { meanMsBetween, scrapeHistogram } from './src/metrics';
import { machine, writeResult } from './src/report';
import { startServerProcess } from './src/server-process';
import { round, summarize, type LatencySummary } from './src/stats';
import { readProcessCpu } from './src/thread-cpu';

const TARGET_CHUNKS = Number(process.env.BENCH_CHUNKS ?? 10_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const QUERY_CLIENTS = 8;
const INGEST_CLIENTS = 2;
const STEP_HISTOGRAM = 'engram_pipeline_step_duration_seconds';
const QUERY_HISTOGRAM = 'engram_query_duration_seconds';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tally {
  hits: number[];
  misses: number[];
  healthz: number[];
  errors: string[];
  ingested: number;
}

const newTally = (): Tally => ({ hits: [], misses: [], healthz: [], errors: [], ingested: 0 });

async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  return { status: res.status, ms: performance.now() - started, body };
}

function recordError(tally: Tally, what: string, err: unknown): void {
  if (tally.errors.length < 20) tally.errors.push(`${what}: ${String((err as Error).message ?? err)}`);
  else tally.errors.push(what);
}

/** Closed-loop query client: alternates a text seen before (cache hit) and a new one (miss), until `until`. */
async function queryClient(
  client: ApiClient,
  texts: { cached: readonly string[]; fresh: () => string | undefined },
  until: number,
  tally: Tally,
  missEvery: number,
): Promise<void> {
  for (let i = 0; performance.now() < until; i++) {
    const fresh = missEvery > 0 && i % missEvery === missEvery - 1 ? texts.fresh() : undefined;
    const text = fresh ?? texts.cached[Math.floor(Math.random() * texts.cached.length)]!;
    try {
      const r = await client.request<{ results?: unknown[] }>('POST', '/v1/query', { query: text, max_results: 10 });
      if (r.status !== 200) throw new Error(`status ${r.status}`);
      (fresh ? tally.misses : tally.hits).push(r.ms);
    } catch (err) {
      recordError(tally, 'query', err);
    }
  }
}

/** Closed-loop ingest client: the next document as soon as the previous one is acknowledged. */
async function ingestClient(
  client: ApiClient,
  next: () => { title: string; content: string } | undefined,
  until: number,
  tally: Tally,
): Promise<void> {
  while (performance.now() < until) {
    const doc = next();
    if (!doc) return;
    try {
      const r = await client.request('POST', '/v1/documents/ingest', { ...doc, metadata: { bench_load: true } });
      if (r.status !== 202) throw new Error(`status ${r.status}`);
      tally.ingested++;
    } catch (err) {
      recordError(tally, 'ingest', err);
    }
  }
}

async function healthProbe(url: string, until: number, tally: Tally): Promise<void> {
  while (performance.now() < until) {
    try {
      const r = await timed(`${url}/healthz`);
      if (r.status !== 200) throw new Error(`status ${r.status}`);
      tally.healthz.push(r.ms);
    } catch (err) {
      recordError(tally, 'healthz', err);
    }
    await sleep(50);
  }
}

async function indexedCount(url: string): Promise<number> {
  return (await scrapeHistogram(url, STEP_HISTOGRAM, 'step')).get('index')?.count ?? 0;
}

interface PhaseResult {
  phase: string;
  seconds: number;
  hits: LatencySummary;
  misses: LatencySummary;
  healthz: LatencySummary;
  acknowledged: number;
  indexedPerSecond: number;
  /** The server's mean per query leg (embed, semantic, keyword, hydrate) over the phase. */
  legMeansMs: Record<string, number>;
  /** Cores the server used on average over the phase (all threads; main thread alone); null off Linux. */
  serverCores: { total: number; main: number } | null;
  errors: string[];
}

async function main(): Promise<void> {
  const paths = dataPaths();
  const cached = path.resolve(__dirname, '.cache', `${paths.name}-${TARGET_CHUNKS}-memory`);
  const metaFile = path.join(cached, 'bench-workspace.json');
  if (!existsSync(metaFile))
    throw new Error(`no cached workspace at ${cached}: run BENCH_CHUNKS=${TARGET_CHUNKS} pnpm bench:query first`);
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as { apiKey: string; documents: number; chunks: number };

  // Documents the workspace does not hold yet (the corpus past the ones it was built from), one list per phase.
  const whole = readCorpus(paths.corpus);
  const corpus = whole.slice(meta.documents % whole.length);
  let nextDoc = 0;
  const takeDoc = () => {
    const d = corpus[nextDoc++ % corpus.length];
    return d && { title: d.title, content: d.text };
  };
  const queries = readQueries(paths.queries).map((q) => q.text);
  const cachedTexts = queries.slice(0, 50);
  // A text the server has not embedded yet: the queries past the cached ones, then again with a round number appended
  // (a new text to the embedding cache), so a long or fast phase never runs out of misses.
  let freshCount = 0;
  const fresh = () => {
    const pool = queries.length - cachedTexts.length;
    const round = Math.floor(freshCount / pool);
    const text = queries[cachedTexts.length + (freshCount++ % pool)]!;
    return round === 0 ? text : `${text} ${round}`;
  };

  const dir = mkdtempSync(path.join(os.tmpdir(), 'engram-load-'));
  cpSync(cached, dir, { recursive: true });
  const server = await startServerProcess(dir);
  const client = new ApiClient(server.url, meta.apiKey);
  const results: PhaseResult[] = [];
  try {
    // Warm-up: the cached texts embedded once (so they are hits from now on), the code paths compiled.
    for (const text of cachedTexts) await client.expect(200, 'POST', '/v1/query', { query: text, max_results: 10 });
    for (let i = 0; i < 4; i++)
      await client.expect(202, 'POST', '/v1/documents/ingest', { ...takeDoc()!, metadata: { bench_load: 'warm-up' } });
    await sleep(5_000);

    const run = async (
      phase: string,
      shape: { queryClients: number; ingestClients: number; missEvery: number },
    ): Promise<PhaseResult> => {
      const tally = newTally();
      const before = await indexedCount(server.url);
      const legsBefore = await scrapeHistogram(server.url, QUERY_HISTOGRAM, 'leg');
      const cpuBefore = readProcessCpu(server.child.pid!);
      const started = performance.now();
      const until = started + SECONDS * 1000;
      await Promise.all([
        healthProbe(server.url, until, tally),
        ...Array.from({ length: shape.queryClients }, () =>
          queryClient(client, { cached: cachedTexts, fresh }, until, tally, shape.missEvery),
        ),
        ...Array.from({ length: shape.ingestClients }, () => ingestClient(client, takeDoc, until, tally)),
      ]);
      const seconds = (performance.now() - started) / 1000;
      const cpuAfter = readProcessCpu(server.child.pid!);
      const serverCores =
        cpuBefore && cpuAfter
          ? {
              total: (cpuAfter.totalMs - cpuBefore.totalMs) / 1000 / seconds,
              main: (cpuAfter.mainMs - cpuBefore.mainMs) / 1000 / seconds,
            }
          : null;
      const indexed = (await indexedCount(server.url)) - before;
      const legMeansMs = meanMsBetween(legsBefore, await scrapeHistogram(server.url, QUERY_HISTOGRAM, 'leg'));
      return {
        phase,
        seconds,
        hits: summarize(tally.hits),
        misses: summarize(tally.misses),
        healthz: summarize(tally.healthz),
        acknowledged: tally.ingested,
        indexedPerSecond: indexed / seconds,
        legMeansMs,
        serverCores,
        errors: tally.errors,
      };
    };

    results.push(await run('idle', { queryClients: 1, ingestClients: 0, missEvery: 0 }));
    // The query load of the mixed phase without ingest: its latency is the floor the mixed phase can reach, and its CPU
    // is what the queries alone need of the machine.
    results.push(await run('queries alone', { queryClients: QUERY_CLIENTS, ingestClients: 0, missEvery: 2 }));
    results.push(await run('ingest alone', { queryClients: 0, ingestClients: INGEST_CLIENTS, missEvery: 0 }));
    // No drain in between: clients at full speed are acknowledged far faster than the pipeline indexes, so both phases
    // measure indexing with a backlog waiting (the pipeline saturated), which is what "throughput under load" compares.
    results.push(await run('mixed', { queryClients: QUERY_CLIENTS, ingestClients: INGEST_CLIENTS, missEvery: 2 }));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(`${meta.chunks} chunks in ${meta.documents} documents; ${SECONDS} s per phase; latencies in ms`);
  console.table(
    results.map((r) => ({
      phase: r.phase,
      'hit n': r.hits.n,
      'hit p50': round(r.hits.p50),
      'hit p95': round(r.hits.p95),
      'hit p99': round(r.hits.p99),
      'miss n': r.misses.n,
      'miss p95': round(r.misses.p95),
      'miss p99': round(r.misses.p99),
      'healthz p50': round(r.healthz.p50),
      'healthz p99': round(r.healthz.p99),
      'acked docs': r.acknowledged,
      'indexed docs/s': round(r.indexedPerSecond, 2),
      'server cores (main)': r.serverCores
        ? `${round(r.serverCores.total, 2)} (${round(r.serverCores.main, 2)})`
        : 'n/a',
      errors: r.errors.length,
    })),
  );
  console.log('server-side mean per query leg (ms):');
  console.table(results.filter((r) => r.hits.n + r.misses.n > 0).map((r) => ({ phase: r.phase, ...r.legMeansMs })));
  const alone = results.find((r) => r.phase === 'ingest alone')!;
  const mixed = results.find((r) => r.phase === 'mixed')!;
  const ratio = mixed.indexedPerSecond / alone.indexedPerSecond;
  const all = [mixed.hits, mixed.misses].filter((s) => s.n > 0);
  const p95 = Math.max(...all.map((s) => s.p95));
  const p99 = Math.max(...all.map((s) => s.p99));
  const verdict = (ok: boolean) => (ok ? 'met' : 'not met');
  console.log(`mixed fast-query p95 ${round(p95)} ms (target < 100): ${verdict(p95 < 100)}`);
  console.log(`mixed fast-query p99 ${round(p99)} ms (target < 200): ${verdict(p99 < 200)}`);
  console.log(`mixed /healthz p99 ${round(mixed.healthz.p99)} ms (target < 50): ${verdict(mixed.healthz.p99 < 50)}`);
  console.log(`indexing under load / alone ${round(ratio * 100)} % (target >= 70 %): ${verdict(ratio >= 0.7)}`);
  const errors = results.flatMap((r) => r.errors);
  console.log(`errors: ${errors.length}${errors.length ? ` (${errors.slice(0, 5).join('; ')})` : ''}`);
  const file = writeResult(`load-${paths.name}-${TARGET_CHUNKS}`, { machine: machine(), seconds: SECONDS, results });
  console.log(`results written to ${path.relative(process.cwd(), file)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
