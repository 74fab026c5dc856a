// The retrieval evaluation: ingest a dataset through Engram's classifier and indexing path, then run every query through BM25 alone,
// dense alone and fast mode (all three through RetrievalService, the legs alone by zero weights) and through a peer
// engine on the same chunks and vectors; score nDCG@10, Recall@5/10/100, MRR@10 and time each query.
import os from 'node:os';
import type { Embedder } from '@engram/core';
import { createUseEmbedder, USE_MODEL_NAME } from '@engram/embedding';
import { DEFAULT_BM25, type FusionConfig, type PgKeywordIndexOptions, type RetrievalService } from '@engram/retrieval';
import { loadServerConfig } from '@engram/server';
import { summarize, type LatencySummary } from '../src/stats';
import { loadLocomo, loadSciFact, type EvalDataset } from './datasets';
import { createDiskCachedEmbedder } from './embedding-cache';
import { EngramWorkspace, LegRecorder } from './engram';
import { meanScores, scoreQuery, type QueryScores } from './metrics';
import { createOramaPeer } from './orama';

export interface HarnessOptions {
  dataset: 'scifact' | 'locomo';
  /** SciFact judgments file (default: the train split). */
  qrels?: string;
  /** SciFact: about this many documents; LoCoMo: the first N conversations. */
  limit?: number;
  /** Fast-mode fusion; default: what the embedded server configures for the bundled encoder. */
  fusion?: FusionConfig;
  /** Also run the peer engine (Orama). Default true. */
  peers?: boolean;
  /** Record each leg's hits per query for fusion sweeps (tune.ts). */
  record?: boolean;
  /** Also score BM25 alone and fast mode with each of these keyword-index parameter sets (same stored postings). */
  bm25Sweep?: Array<NonNullable<PgKeywordIndexOptions['bm25']>>;
  /** Embedder to use; default the bundled encoder behind the disk cache. */
  embedder?: Embedder;
  /** Windows of 128 tokens the bundled encoder reads per text (createUseEmbedder's maxWindows); default 1. */
  encoderWindows?: number;
  log?: (line: string) => void;
}

export interface SystemResult {
  system: string;
  scores: QueryScores;
  latency: LatencySummary;
}

export interface HarnessResult {
  dataset: string;
  documents: number;
  chunks: number;
  queries: number;
  fusion: FusionConfig;
  /** Documents per language the pipeline's classifier gave them ('und': it could not tell), most first. */
  languages: Record<string, number>;
  /** Documents the classifier labelled anything but English (unknown included). */
  nonEnglish: number;
  ingestSeconds: number;
  systems: SystemResult[];
  /** Present with `record`: per query key, what each leg returned. */
  recorder?: LegRecorder;
  workspace: EngramWorkspace;
  dataset_: EvalDataset;
}

/**
 * The bundled encoder behind the on-disk cache; the model loads only if some text is not cached yet. Vectors made with
 * several windows per text are cached apart (`-w<N>`): they differ from the first window's.
 */
export function cachedUseEmbedder(windows = 1): Embedder & { stats(): { hits: number; misses: number } } {
  return createDiskCachedEmbedder({
    model: windows === 1 ? USE_MODEL_NAME : `${USE_MODEL_NAME}-w${windows}`,
    dimensions: 512,
    load: () => createUseEmbedder({ workers: Math.max(1, Math.min(2, os.availableParallelism())), maxWindows: windows }),
  });
}

/** The embedded server's configuration for the bundled encoder, from the same loader `pnpm start` uses. */
export function serverDefaults() {
  const config = loadServerConfig({ ...process.env, ENGRAM_EMBEDDER: 'use', ENGRAM_DATA_DIR: os.tmpdir() });
  return { fusion: config.fusion, chunking: { maxTokens: config.pipeline.chunkMaxTokens, overlapTokens: config.pipeline.chunkOverlapTokens } };
}

export async function runHarness(options: HarnessOptions): Promise<HarnessResult> {
  const log = options.log ?? (() => {});
  const dataset =
    options.dataset === 'scifact'
      ? loadSciFact({ ...(options.qrels ? { qrels: options.qrels } : {}), ...(options.limit ? { limit: options.limit } : {}) })
      : loadLocomo(options.limit ? { limit: options.limit } : {});
  const defaults = serverDefaults();
  const fusion = options.fusion ?? defaults.fusion;
  const embedder = options.embedder ?? cachedUseEmbedder(options.encoderWindows);
  const workspace = await EngramWorkspace.open(embedder, defaults.chunking);

  const documents = [...dataset.namespaces.values()].reduce((n, d) => n + d.length, 0);
  log(`${dataset.name}: ingesting ${documents} documents in ${dataset.namespaces.size} namespace(s)`);
  const ingestStarted = performance.now();
  for (const [ns, docs] of dataset.namespaces) await workspace.ingest(ns, docs);
  const ingestSeconds = (performance.now() - ingestStarted) / 1000;
  const passages = await workspace.passages();
  log(`${dataset.name}: ${passages.length} chunks indexed in ${ingestSeconds.toFixed(0)} s; ${dataset.queries.length} queries`);
  const languages = Object.fromEntries([...workspace.languages].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
  const nonEnglish = documents - (languages.en ?? 0);
  log(`${dataset.name}: classifier languages ${JSON.stringify(languages)} (${nonEnglish} not English)`);

  const maxResults = 100;
  type Runner = (q: EvalDataset['queries'][number]) => Promise<string[]>;
  const viaService = (service: RetrievalService): Runner => (q) => workspace.search(service, q.namespace, q.text, maxResults);
  const systems: Array<{ system: string; run: Runner }> = [
    { system: 'BM25 (Engram keyword leg)', run: viaService(workspace.service({ ...fusion, semanticWeight: 0, keywordWeight: 1 })) },
    { system: 'Dense (Engram semantic leg, USE lite)', run: viaService(workspace.service({ ...fusion, semanticWeight: 1, keywordWeight: 0 })) },
    { system: 'Engram fast mode', run: viaService(workspace.service(fusion)) },
  ];
  for (const bm25 of options.bm25Sweep ?? []) {
    const keywords = workspace.keywordIndex({ bm25 });
    const label = `k1=${bm25.k1 ?? 1.2} b=${bm25.b ?? 0.75} title=${bm25.titleWeight ?? 2} doc=${bm25.documentWeight ?? DEFAULT_BM25.documentWeight}`;
    systems.push({ system: `BM25 ${label}`, run: viaService(workspace.service({ ...fusion, semanticWeight: 0, keywordWeight: 1 }, { keywords })) });
    systems.push({ system: `fast mode, BM25 ${label}`, run: viaService(workspace.service(fusion, { keywords })) });
  }
  if (options.peers ?? true) {
    const orama = await createOramaPeer(passages, embedder.dimensions);
    systems.push({ system: 'Orama 3.1 full-text (BM25)', run: (q) => orama.fullText(workspace.namespaceId(q.namespace), q.text, maxResults) });
    systems.push({
      system: 'Orama 3.1 hybrid (same vectors)',
      run: async (q) => {
        const [vector] = await embedder.embed([q.text], 'query');
        return orama.hybrid(workspace.namespaceId(q.namespace), q.text, vector!, maxResults);
      },
    });
  }

  const perSystem = systems.map(() => ({ scores: [] as QueryScores[], ms: [] as number[] }));
  // Warm-up: the first query of each system loads caches (keyword index, vector tables) that later queries reuse.
  const first = dataset.queries[0];
  if (first) for (const s of systems) await s.run(first);
  for (const q of dataset.queries) {
    for (const [i, s] of systems.entries()) {
      const started = performance.now();
      const ranked = await s.run(q);
      perSystem[i]!.ms.push(performance.now() - started);
      perSystem[i]!.scores.push(scoreQuery(ranked, q.relevant));
    }
  }

  let recorder: LegRecorder | undefined;
  if (options.record) {
    recorder = new LegRecorder();
    const recording = workspace.service({ ...fusion, semanticWeight: 0.5, keywordWeight: 0.5 }, recorder.recording(workspace.vectors, workspace.keywords));
    for (const q of dataset.queries) {
      recorder.current = q.id;
      await workspace.search(recording, q.namespace, q.text, maxResults);
    }
  }

  return {
    dataset: dataset.name,
    documents,
    chunks: passages.length,
    queries: dataset.queries.length,
    fusion,
    languages,
    nonEnglish,
    ingestSeconds,
    systems: systems.map((s, i) => ({ system: s.system, scores: meanScores(perSystem[i]!.scores), latency: summarize(perSystem[i]!.ms) })),
    ...(recorder ? { recorder } : {}),
    workspace,
    dataset_: dataset,
  };
}
