// Fusion sweep on recorded legs (training data only): `tsx retrieval/tune.ts <recording.json>...`. Each configuration
// is replayed through the real RetrievalService (its fusion, grouping and ordering), with the indexes replaced by what
// they returned when the harness recorded the run, so a sweep of hundreds of settings takes seconds.
import { randomBytes } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import type { Embedder } from '@engram/core';
import { TenantKeyring, createLocalKeyProvider, memoryTenantKeyStore } from '@engram/crypto';
import { commonv1, ingestv1, retrievalv1 } from '@engram/proto';
import { RetrievalService, type FusionConfig, type IndexHit, type KeywordIndex, type VectorIndex } from '@engram/retrieval';
import { createLogger } from '@engram/telemetry';
import { readFileSync } from 'node:fs';
import { meanScores, scoreQuery, type QueryScores } from './metrics';

type RecordedHit = [chunkId: string, documentId: string, score: number];

export interface Recording {
  dataset: string;
  queries: Array<{ id: string; text: string; relevant: Array<[string, number]>; semantic: RecordedHit[]; keyword: RecordedHit[] }>;
}

const TENANT = '00000000-0000-4000-8000-000000000001';
const NAMESPACE = '00000000-0000-4000-8000-000000000002';

/** Evaluates fusion configurations on one recording through RetrievalService. */
export async function replayer(recording: Recording): Promise<(fusion: FusionConfig) => Promise<QueryScores>> {
  const keyring = new TenantKeyring({
    provider: await createLocalKeyProvider({ masterKeyBase64: randomBytes(32).toString('base64') }),
    store: memoryTenantKeyStore(),
  });
  await keyring.getOrCreate(TENANT);
  let current: Recording['queries'][number] | undefined;
  const asHits = (list: RecordedHit[], k: number): IndexHit[] => list.slice(0, k).map(([chunkId, documentId, score]) => ({ chunkId, documentId, score }));
  const refuse = async (): Promise<never> => {
    throw new Error('replayed index is read-only');
  };
  const base = { upsert: refuse, deleteDocument: refuse, deleteTenant: refuse, count: refuse };
  const vectors: VectorIndex = { ...base, search: async (_v, _f, k) => asHits(current?.semantic ?? [], k) };
  const keywords: KeywordIndex = { ...base, search: async (_t, _f, k) => asHits(current?.keyword ?? [], k) };
  // The semantic leg is replayed, so the query vector is never used.
  const embedder: Embedder = { model: 'replay', dimensions: 1, embed: async (texts) => texts.map(() => new Float32Array(1)), close: async () => {} };
  const docOf = new Map<string, string>();
  for (const q of recording.queries) for (const [c, d] of [...q.semantic, ...q.keyword]) docOf.set(c, d);
  const ingest = {
    getChunks: async (req: { chunkIds?: string[] }) => {
      const chunks = (req.chunkIds ?? []).map((chunkId) => create(commonv1.ChunkSchema, { chunkId, documentId: docOf.get(chunkId)!, content: '' }));
      const documents = [...new Set(chunks.map((c) => c.documentId))].map((documentId) => create(commonv1.DocumentSchema, { documentId }));
      return create(ingestv1.GetChunksResponseSchema, { chunks, documents });
    },
  };
  const logger = createLogger({ service: 'tune', level: 'warn' });
  return async (fusion) => {
    const service = new RetrievalService({ vectors, keywords, embedder, keyring, ingest, fusion, logger });
    const scores: QueryScores[] = [];
    for (const q of recording.queries) {
      current = q;
      const res = await service.query(
        create(retrievalv1.QueryRequestSchema, {
          caller: { tenantId: TENANT, readableNamespaceIds: [NAMESPACE], maxSensitivity: 'personal' },
          query: q.text,
          maxResults: 100,
        }),
      );
      scores.push(scoreQuery((res.results ?? []).map((r) => r.documentId!), new Map(q.relevant)));
    }
    return meanScores(scores);
  };
}

async function main(): Promise<void> {
  const files = process.argv.slice(2).filter((a) => a !== '--');
  const runs = await Promise.all(
    files.map(async (f) => {
      const rec = JSON.parse(readFileSync(f, 'utf8')) as Recording;
      return { name: rec.dataset, evaluate: await replayer(rec) };
    }),
  );
  const grid: FusionConfig[] = [];
  for (const w of [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.7, 1]) {
    for (const k of [10, 60]) grid.push({ method: 'rrf', semanticWeight: w, keywordWeight: 1 - w, rankConstant: k });
    grid.push({ method: 'convex', semanticWeight: w, keywordWeight: 1 - w, rankConstant: 60 });
  }
  console.log(['method', 'semantic', 'keyword', 'k', ...runs.flatMap((r) => [`${r.name} nDCG@10`, `${r.name} R@10`])].join('\t'));
  for (const fusion of grid) {
    const cells: string[] = [];
    for (const r of runs) {
      const s = await r.evaluate(fusion);
      cells.push(s.ndcg10.toFixed(4), s.recall10.toFixed(4));
    }
    console.log([fusion.method, fusion.semanticWeight.toFixed(2), fusion.keywordWeight.toFixed(2), fusion.rankConstant, ...cells].join('\t'));
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
