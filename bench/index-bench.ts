// Latency benchmark of the embedded indexes on PGlite at realistic tenant sizes. Prints a table and writes
// bench/results/index-bench-<chunks>.json. Run: pnpm bench:index [--chunks 100000] [--dims 512] [--queries 300]
//   [--no-vector] [--no-keyword]
// A diagnostic of the index layer alone (no REST, no pipeline); what users get is bench:query.
//
// Corpus: synthetic but shaped like analysed text: Zipf-distributed hashed terms (50k vocabulary, stopwords removed), bodies of 60-180 terms,
// short titles, attributes spread over 4 namespaces, 4 sensitivities and 10 categories. Vectors are random unit
// vectors (the hardest case for a pruned scan: no cluster structure, so scores crowd together). The machine's load
// average is recorded with the results: other work on this 2-core machine moves the tails a lot.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPgliteDatabase } from '@engram/db';
import { PgKeywordIndex, PgVectorIndex, weightedRrf, type ChunkAttributes, type IndexFilter } from '@engram/retrieval';

const { values: flags } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    chunks: { type: 'string', default: '100000' },
    dims: { type: 'string', default: '512' },
    queries: { type: 'string', default: '300' },
    'no-vector': { type: 'boolean', default: false },
    'no-keyword': { type: 'boolean', default: false },
  },
});
const CHUNKS = Number(flags.chunks);
const DIMS = Number(flags.dims);
const QUERIES = Number(flags.queries);
const WITH_VECTOR = !flags['no-vector'];
const WITH_KEYWORD = !flags['no-keyword'];
const VOCAB = 50_000;
const TENANT = 'bench-tenant';

let seed = 42;
const random = () => {
  // mulberry32: reproducible runs
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
// Zipf(1) over ranks 1..VOCAB+STOPWORDS (continuous inverse CDF), minus the top STOPWORDS ranks: analysis removes
// stopwords, so indexed text is the tail of the Zipf curve (its most common term is in ~1.5% of tokens, not ~9%).
const STOPWORDS = 100;
const zipf = (): number => {
  for (;;) {
    const rank = Math.floor(Math.exp(random() * Math.log(VOCAB + STOPWORDS + 1)));
    if (rank > STOPWORDS) return rank - STOPWORDS;
  }
};
const term = (rank: number) => `t${rank.toString(36)}`;
const terms = (n: number) => Array.from({ length: n }, () => term(zipf()));

function attrs(i: number): ChunkAttributes {
  return {
    tenantId: TENANT,
    namespaceId: `ns-${i % 4}`,
    documentId: `doc-${Math.floor(i / 8)}`,
    chunkId: `chunk-${i}`,
    sensitivityRank: i % 4,
    category: `cat-${i % 10}`,
    language: i % 5 === 0 ? 'de' : 'en',
    sourceType: 'text',
    storageType: 'chunks',
    hasExtractableData: i % 7 === 0,
    classifierModel: 'rules-v1',
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
    tagHashes: [`tag-${i % 50}`],
    tagPrefixHashes: [`tp-${i % 5}`],
  };
}

function unit(dims: number): Float32Array {
  const v = new Float32Array(dims);
  let n = 0;
  for (let i = 0; i < dims; i++) {
    const x = random() - 0.5;
    v[i] = x;
    n += x * x;
  }
  n = Math.sqrt(n);
  for (let i = 0; i < dims; i++) v[i] = (v[i] as number) / n;
  return v;
}

const filters: Record<string, IndexFilter> = {
  'unfiltered (all namespaces, max sensitivity 3)': {
    tenantId: TENANT,
    namespaceIds: ['ns-0', 'ns-1', 'ns-2', 'ns-3'],
    maxSensitivityRank: 3,
  },
  'typical (2 of 4 namespaces, max sensitivity 2)': {
    tenantId: TENANT,
    namespaceIds: ['ns-0', 'ns-1'],
    maxSensitivityRank: 2,
  },
  'selective (one tag, ~2%)': {
    tenantId: TENANT,
    namespaceIds: ['ns-0', 'ns-1', 'ns-2', 'ns-3'],
    maxSensitivityRank: 3,
    tagHashesAny: ['tag-7'],
  },
};

async function timeIt<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { p50: +at(0.5).toFixed(2), p95: +at(0.95).toFixed(2), p99: +at(0.99).toFixed(2), max: +at(1).toFixed(2) };
}

async function main() {
  const db = await createPgliteDatabase();
  const rows: Array<Record<string, unknown>> = [];
  const keyword = new PgKeywordIndex(db);
  await keyword.ensureSchema();

  const loadAvg = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ');
  rows.push({ step: 'load average (1, 5, 15 min) at start', ms: null, note: loadAvg() });
  const queries = Array.from({ length: QUERIES }, () => terms(2 + Math.floor(random() * 5)));
  const cold = new PgKeywordIndex(db);
  if (WITH_KEYWORD) {
    const [, ingestMs] = await timeIt(async () => {
      for (let i = 0; i < CHUNKS; i += 500) {
        const batch = [];
        for (let j = i; j < Math.min(CHUNKS, i + 500); j++) {
          batch.push({
            attrs: attrs(j),
            fields: { title: terms(4 + Math.floor(random() * 6)), body: terms(60 + Math.floor(random() * 120)) },
          });
        }
        await keyword.upsert(batch);
      }
    });
    rows.push({ step: `keyword: ingest ${CHUNKS} chunks`, ms: Math.round(ingestMs) });

    const probe = filters['typical (2 of 4 namespaces, max sensitivity 2)'] as IndexFilter;
    const [, loadMs] = await timeIt(() => cold.search([term(100)], probe, 10));
    rows.push({ step: 'keyword: first query of a process (loads the tenant into memory)', ms: Math.round(loadMs) });
    const heapMb = Math.round(process.memoryUsage().heapUsed / 1e6);
    rows.push({ step: 'process heap after load', ms: null, note: `${heapMb} MB` });

    // Queries of 2-6 terms, drawn from the same distribution as the text (so common terms appear, as in real queries).
    for (const [name, filter] of Object.entries(filters)) {
      const samples: number[] = [];
      for (const q of queries) samples.push((await timeIt(() => cold.search(q, filter, 50)))[1]);
      rows.push({ step: `keyword: search k=50, ${name}`, ...stats(samples) });
    }
  }

  if (WITH_VECTOR) {
    const writer = new PgVectorIndex(db);
    await writer.ensureSchema();
    const [, vIngestMs] = await timeIt(async () => {
      for (let i = 0; i < CHUNKS; i += 500) {
        const batch = [];
        for (let j = i; j < Math.min(CHUNKS, i + 500); j++) batch.push({ attrs: attrs(j), vector: unit(DIMS) });
        await writer.upsert(batch);
      }
    });
    rows.push({
      step: `vector: insert ${CHUNKS} x ${DIMS}-d (durable table, no ANN index)`,
      ms: Math.round(vIngestMs),
    });

    // A new instance has an empty cache, as a freshly started process does.
    const vector = new PgVectorIndex(db);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const [, warmMs] = await timeIt(() => vector.warm(TENANT));
    rows.push({ step: 'vector: first load of the tenant into memory (warm)', ms: Math.round(warmMs) });
    global.gc?.();
    const usage = vector.cacheUsage();
    const rssMb = (process.memoryUsage().rss - rssBefore) / 1e6;
    rows.push({
      step: 'vector: memory held by the cache',
      ms: null,
      note: `${Math.round(usage.bytes / 1e6)} MB for ${usage.vectors} vectors (${Math.round(((usage.bytes / usage.vectors) * 100_000) / 1e6)} MB per 100k); RSS +${Math.round(rssMb)} MB`,
    });

    const qv = queries.map(() => unit(DIMS));
    await vector.search(
      qv[0] as Float32Array,
      filters['typical (2 of 4 namespaces, max sensitivity 2)'] as IndexFilter,
      50,
    );
    rows.push({ step: 'load average (1, 5, 15 min) before vector searches', ms: null, note: loadAvg() });
    for (const k of [10, 50]) {
      for (const [name, filter] of Object.entries(filters)) {
        const samples: number[] = [];
        for (const v of qv) samples.push((await timeIt(() => vector.search(v, filter, k)))[1]);
        rows.push({ step: `vector: search k=${k}, ${name}`, ...stats(samples) });
      }
    }
    if (WITH_KEYWORD) {
      for (const [name, filter] of Object.entries(filters)) {
        const samples: number[] = [];
        for (let i = 0; i < queries.length; i++) {
          const [, ms] = await timeIt(async () => {
            const [sem, kw] = await Promise.all([
              vector.search(qv[i] as Float32Array, filter, 50),
              cold.search(queries[i] as string[], filter, 50),
            ]);
            return weightedRrf(
              [
                { hits: sem, weight: 0.7 },
                { hits: kw, weight: 0.3 },
              ],
              60,
            );
          });
          samples.push(ms);
        }
        rows.push({ step: `both legs + fusion, ${name}`, ...stats(samples) });
      }
    }
    rows.push({ step: 'load average (1, 5, 15 min) at end', ms: null, note: loadAvg() });
  }

  console.table(rows);
  const out = path.join(__dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, `index-bench-${CHUNKS}.json`),
    JSON.stringify(
      { at: new Date().toISOString(), chunks: CHUNKS, dims: DIMS, queries: QUERIES, node: process.version, rows },
      null,
      2,
    ),
  );
  await db.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
