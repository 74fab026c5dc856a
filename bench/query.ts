// Query benchmark: fast queries over HTTP against a workspace of BENCH_CHUNKS chunks (default 10,000) built through
// the real pipeline, memory layer on (every document's facts extracted; queries return facts beside the chunks). The built data directory (database, master key) and its API key are cached under
// bench/.cache/<corpus>-<chunks>/ and reused, because embedding 10,000 chunks takes minutes.
// Usage: pnpm bench:query   (env BENCH_CHUNKS=10000, BENCH_QUERIES_PER_SET=200, BENCH_CORPUS=<corpus.jsonl>,
//                             BENCH_OTHER_WORKSPACES=0: with N > 0 the measured server also holds N other small
//                             workspaces, one short document each, added to a copy of the cached data directory)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { dataPaths, readCorpus, readQueries, type BenchQuery } from './src/corpus';
import { ApiClient, countChunks, ingestWindowed, signup, waitForJobs } from './src/http';
import { meanMsBetween, scrapeHistogram } from './src/metrics';
import pMap from 'p-map';
import { machine, mib, writeResult } from './src/report';
import { benchServerConfig, startBenchServer } from './src/server';
import { round, summarize, type LatencySummary } from './src/stats';
import { memoisePassages, type PassageMemo } from './src/passage-memo';
import { planWorkspace } from './src/workspace';

const TARGET_CHUNKS = Number(process.env.BENCH_CHUNKS ?? 10_000);
const PER_SET = Number(process.env.BENCH_QUERIES_PER_SET ?? 200);
const WARMUP = 20;
const OTHER_WORKSPACES = Number(process.env.BENCH_OTHER_WORKSPACES ?? 0);
const MAX_RESULTS = 10;

interface WorkspaceMeta {
  apiKey: string;
  documents: number;
  chunks: number;
  buildSeconds: number;
  builtAt: string;
  chunking: { maxTokens: number; overlapTokens: number };
  /** Facts the memory layer extracted from the workspace (latest ones). */
  facts: number;
}

/** Builds the workspace in a scratch directory and renames it into place only when complete. */
async function buildWorkspace(dir: string, corpusFile: string): Promise<WorkspaceMeta> {
  const scratch = `${dir}.building`;
  rmSync(scratch, { recursive: true, force: true }); // an interrupted earlier build
  mkdirSync(scratch, { recursive: true });
  const config = benchServerConfig(scratch);
  const chunking = { maxTokens: config.pipeline.chunkMaxTokens, overlapTokens: config.pipeline.chunkOverlapTokens };
  const plan = planWorkspace(readCorpus(corpusFile), TARGET_CHUNKS, chunking);
  console.log(
    `building ${path.basename(dir)}: ${plan.documents.length} documents, ${plan.chunks} chunks expected (cached for later runs)`,
  );

  let memo: PassageMemo | undefined;
  const server = await startBenchServer(config, { wrapEmbedder: (inner) => (memo = memoisePassages(inner)) });
  try {
    const apiKey = await signup(server.url, 'Query benchmark');
    const client = new ApiClient(server.url, apiKey);
    const started = performance.now();
    const acks = await ingestWindowed(client, plan.documents, {
      window: 32,
      onCompleted: (done) => {
        if (done % 250 === 0) {
          console.log(
            `  ${done}/${plan.documents.length} documents indexed, ${Math.round((performance.now() - started) / 1000)} s`,
          );
        }
      },
    });
    // Each indexed document started an extract_facts job: the workspace is complete when its facts are in too.
    const extractIds = await pMap(
      acks,
      async (a) => (await client.expect<{ extract_job_id: string | null }>(200, 'GET', `/v1/jobs/${a.jobId}`)).body.extract_job_id,
      { concurrency: 4 },
    );
    await waitForJobs(client, extractIds.filter((id): id is string => id !== null));
    const buildSeconds = (performance.now() - started) / 1000;
    const perDoc = await pMap(acks, (a) => countChunks(client, a.documentId), { concurrency: 4 });
    const facts = (await client.expect<{ total: number }>(200, 'GET', '/v1/facts?limit=1')).body.total;
    const meta: WorkspaceMeta = {
      apiKey,
      documents: acks.length,
      chunks: perDoc.reduce((a, b) => a + b, 0),
      buildSeconds,
      builtAt: new Date().toISOString(),
      chunking,
      facts,
    };
    writeFileSync(path.join(scratch, 'bench-workspace.json'), `${JSON.stringify(meta, null, 2)}\n`, { mode: 0o600 });
    await server.stop();
    renameSync(scratch, dir);
    const reuse = memo?.stats();
    console.log(
      `built in ${Math.round(buildSeconds)} s: ${meta.chunks} chunks indexed` +
        (reuse ? `; passages embedded ${reuse.computed}, repeated texts reused ${reuse.reused}` : ''),
    );
    return meta;
  } catch (err) {
    await server.stop();
    throw err;
  }
}

interface QueryPhase {
  phase: string;
  clients: number;
  cache: 'miss' | 'hit';
  client: LatencySummary;
  server: LatencySummary;
  queriesPerSecond: number;
  emptyResults: number;
  rssMiB: number;
  /** Server-side mean per leg (embed, semantic, keyword, hydrate) from its own histogram. */
  legMeansMs: Record<string, number>;
  /** Mean facts per response (the memory layer's facts for the query). */
  factsPerQuery: number;
}

const QUERY_HISTOGRAM = 'engram_query_duration_seconds';

async function runPhase(
  client: ApiClient,
  phase: string,
  cache: 'miss' | 'hit',
  queries: readonly BenchQuery[],
  clients: number,
): Promise<QueryPhase> {
  const legsBefore = await scrapeHistogram(client.baseUrl, QUERY_HISTOGRAM, 'leg');
  const started = performance.now();
  const samples = await pMap(
    queries,
    async (q) => {
      const r = await client.expect<{ latency_ms: number; results: unknown[]; fact_count: number }>(200, 'POST', '/v1/query', {
        query: q.text,
        max_results: MAX_RESULTS,
      });
      return { client: r.ms, server: r.body.latency_ms, empty: r.body.results.length === 0, facts: r.body.fact_count };
    },
    { concurrency: clients },
  );
  const seconds = (performance.now() - started) / 1000;
  const legMeansMs = meanMsBetween(legsBefore, await scrapeHistogram(client.baseUrl, QUERY_HISTOGRAM, 'leg'));
  return {
    phase,
    clients,
    cache,
    client: summarize(samples.map((s) => s.client)),
    server: summarize(samples.map((s) => s.server)),
    queriesPerSecond: queries.length / seconds,
    emptyResults: samples.filter((s) => s.empty).length,
    rssMiB: mib(process.memoryUsage().rss),
    legMeansMs,
    factsPerQuery: samples.reduce((n, s) => n + s.facts, 0) / samples.length,
  };
}

const times = <T>(items: readonly T[], n: number): T[] => Array.from({ length: n }, () => items).flat();

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const paths = dataPaths();
  // `-memory`: built with the memory layer on (facts extracted); older caches without facts are not reused.
  const dir = path.resolve(__dirname, '.cache', `${paths.name}-${TARGET_CHUNKS}-memory`);
  const meta: WorkspaceMeta = existsSync(path.join(dir, 'bench-workspace.json'))
    ? (JSON.parse(readFileSync(path.join(dir, 'bench-workspace.json'), 'utf8')) as WorkspaceMeta)
    : await buildWorkspace(dir, paths.corpus);

  const queries = readQueries(paths.queries);
  if (queries.length < WARMUP + 2 * PER_SET)
    throw new Error(`need ${WARMUP + 2 * PER_SET} distinct queries, found ${queries.length}`);
  // Disjoint sets: warm-up texts are never measured, so each measured text's first occurrence is a cache miss.
  const warmup = queries.slice(0, WARMUP);
  const setA = queries.slice(WARMUP, WARMUP + PER_SET);
  const setB = queries.slice(WARMUP + PER_SET, WARMUP + 2 * PER_SET);

  // Many tenants (issue 13): other small workspaces beside the measured one, in a copy of the cached directory.
  let runDir = dir;
  if (OTHER_WORKSPACES > 0) {
    runDir = mkdtempSync(path.join(os.tmpdir(), 'engram-bench-tenants-'));
    cpSync(dir, runDir, { recursive: true });
    await addOtherWorkspaces(runDir, OTHER_WORKSPACES);
  }
  // A fresh process, so the 30-minute query-embedding cache starts empty.
  const server = await startBenchServer(benchServerConfig(runDir));
  const rssAtStart = mib(process.memoryUsage().rss);
  const phases: QueryPhase[] = [];
  const client = new ApiClient(server.url, meta.apiKey);
  try {
    await runPhase(client, 'warm-up', 'miss', times(warmup, 3), 1);
    phases.push(await runPhase(client, 'first occurrence', 'miss', setA, 1));
    phases.push(await runPhase(client, 'repeated', 'hit', times(setA, 2), 1));
    phases.push(await runPhase(client, 'first occurrence', 'miss', setB, 8));
    phases.push(await runPhase(client, 'repeated', 'hit', times(setB, 3), 8));
  } finally {
    await server.stop();
    if (runDir !== dir) rmSync(runDir, { recursive: true, force: true });
  }

  if (OTHER_WORKSPACES > 0) console.log(`the server also held ${OTHER_WORKSPACES} other workspaces (one short document each)`);
  console.log(
    `${meta.chunks} chunks in ${meta.documents} documents, ${meta.facts} facts; max_results ${MAX_RESULTS}; latencies in ms (facts included)`,
  );
  console.table(
    phases.map((p) => ({
      clients: p.clients,
      cache: p.cache,
      queries: p.client.n,
      p50: round(p.client.p50),
      p95: round(p.client.p95),
      p99: round(p.client.p99),
      'server p50': round(p.server.p50),
      'server p95': round(p.server.p95),
      'server p99': round(p.server.p99),
      'q/s': round(p.queriesPerSecond),
      'facts/query': round(p.factsPerQuery),
      'RSS MiB': p.rssMiB,
    })),
  );
  console.log('server-side mean per leg (ms):');
  console.table(phases.map((p) => ({ clients: p.clients, cache: p.cache, ...p.legMeansMs })));
  // Targets (issues #2 and #4): p95 < 100 ms at 10,000 chunks, < 50 ms at 100,000 with one client, cache hits.
  const target = meta.chunks >= 100_000 ? 50 : 100;
  for (const clients of [1, 8]) {
    const p95 = phases.find((p) => p.cache === 'hit' && p.clients === clients)?.client.p95 ?? NaN;
    console.log(
      `fast-query p95, embedding cached, ${clients} client(s): ${round(p95)} ms (target < ${target} ms): ${p95 < target ? 'met' : 'not met'}`,
    );
  }
  // Issue 14: with facts, at 10,000 chunks and their facts, one client: p95 < 50 ms.
  const oneClient = phases.find((p) => p.cache === 'hit' && p.clients === 1)?.client.p95 ?? NaN;
  if (meta.chunks < 100_000) {
    console.log(`query with facts, one client, cached: p95 ${round(oneClient)} ms (target < 50 ms): ${oneClient < 50 ? 'met' : 'not met'}`);
  }
  if (client.rateLimited > 0) console.warn(`${client.rateLimited} requests were rate limited and retried`);
  const empty = phases.reduce((n, p) => n + p.emptyResults, 0);
  if (empty) console.warn(`${empty} queries returned no results`);

  const file = writeResult(`query-${paths.name}-${TARGET_CHUNKS}`, {
    machine: machine(),
    loadAverageBefore: loadBefore,
    loadAverageAfter: os.loadavg(),
    workspace: {
      documents: meta.documents,
      chunks: meta.chunks,
      buildSeconds: meta.buildSeconds,
      builtAt: meta.builtAt,
      chunking: meta.chunking,
    },
    settings: {
      otherWorkspaces: OTHER_WORKSPACES,
      maxResults: MAX_RESULTS,
      queriesPerSet: PER_SET,
      warmup: WARMUP,
      corpus: paths.corpus,
      queries: paths.queries,
    },
    rssMiB: { afterStart: rssAtStart, peakSeen: Math.max(rssAtStart, ...phases.map((p) => p.rssMiB)) },
    phases,
  });
  console.log(`results written to ${path.relative(process.cwd(), file)}`);
}

/** Signs up `n` workspaces on a server over `dataDir`, each ingesting one short document, and waits for them. */
async function addOtherWorkspaces(dataDir: string, n: number): Promise<void> {
  const started = performance.now();
  const server = await startBenchServer(benchServerConfig(dataDir, { ...process.env, ENGRAM_PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' }));
  try {
    const jobs = await pMap(
      Array.from({ length: n }, (_, i) => i),
      async (i) => {
        const tenant = new ApiClient(server.url, await signup(server.url, `Other workspace ${i}`));
        const r = await tenant.expect<{ job_id: string }>(202, 'POST', '/v1/documents/ingest', {
          title: `Note ${i}`,
          content: `Team ${i} met on Tuesday. Priya: I moved the standup to ten o'clock. The kiln in room ${i} needs a new thermocouple.`,
        });
        return { tenant, jobId: r.body.job_id };
      },
      { concurrency: 8 },
    );
    await pMap(jobs, ({ tenant, jobId }) => waitForJobs(tenant, [jobId]), { concurrency: 8 });
    console.log(`added ${n} other workspaces in ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
