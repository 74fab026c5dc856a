// Spec 4.3 filters end to end: documents go through the indexing steps into the real PGlite indexes, queries through
// RetrievalService and its filter translation (attributes.ts). For every filter, the document that wins without the
// filter is excluded by it, and the query still returns the best document the filter allows.
import { randomBytes, randomUUID } from 'node:crypto';
import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { Embedder, EventBus } from '@engram/core';
import { TenantKeyring, createLocalKeyProvider, memoryTenantKeyStore } from '@engram/crypto';
import { createPgliteDatabase } from '@engram/db';
import { createUseEmbedder } from '@engram/embedding';
import { commonv1, ingestv1, retrievalv1 } from '@engram/proto';
import { createLogger } from '@engram/telemetry';
import { openEmbeddedIndexes } from './index/embedded/open-embedded-indexes';
import { IndexingSteps } from './indexing';
import { RetrievalService } from './retrieval.service';

type DocumentInit = MessageInitShape<typeof commonv1.DocumentSchema>;
type ClassificationInit = MessageInitShape<typeof commonv1.ClassificationSchema>;
type FiltersInit = MessageInitShape<typeof commonv1.FiltersSchema>;

const tenantId = randomUUID();
const BEST_TEXT =
  'Zorblax quarterly revenue report: zorblax revenue grew in the quarter and the zorblax revenue targets were met.';
const ALLOWED_TEXT = 'Zorblax team notes: hiring plans, the office move and the revenue of the cafeteria.';
const QUERY = 'zorblax quarterly revenue report';

interface Case {
  filter: string;
  filters: FiltersInit;
  /** Differences of the document that wins unfiltered (and that the filter excludes). */
  best: { classification?: ClassificationInit; metadata?: Record<string, string>; createdAt?: string };
  allowed: { classification?: ClassificationInit; metadata?: Record<string, string>; createdAt?: string };
  maxSensitivity?: string;
}

const cases: Case[] = [
  { filter: 'categories', filters: { categories: ['finance'] }, best: { classification: { category: 'legal' } }, allowed: { classification: { category: 'finance' } } },
  { filter: 'tags_any', filters: { tagsAny: ['team:alpha', 'team:gamma'] }, best: { classification: { tags: ['team:beta'] } }, allowed: { classification: { tags: ['team:alpha'] } } },
  {
    filter: 'tags_all',
    filters: { tagsAll: ['team:alpha', 'year:2025'] },
    best: { classification: { tags: ['team:alpha'] } },
    allowed: { classification: { tags: ['team:alpha', 'year:2025', 'extra'] } },
  },
  { filter: 'tags_prefix', filters: { tagsPrefix: 'Team:Al' }, best: { classification: { tags: ['team:beta'] } }, allowed: { classification: { tags: ['team:alpha'] } } },
  { filter: 'checkpoint_project', filters: { checkpointProject: ['apollo'] }, best: { metadata: { project: 'gemini' } }, allowed: { metadata: { project: 'apollo' } } },
  { filter: 'checkpoint_session', filters: { checkpointSession: ['s-1'] }, best: { metadata: { session_id: 's-2' } }, allowed: { metadata: { session_id: 's-1' } } },
  { filter: 'checkpoint_kinds', filters: { checkpointKinds: ['decision'] }, best: { metadata: { checkpoint_kind: 'note' } }, allowed: { metadata: { checkpoint_kind: 'Decision' } } },
  { filter: 'sensitivity', filters: { sensitivity: ['internal'] }, best: { classification: { sensitivity: 'public' } }, allowed: { classification: { sensitivity: 'internal' } } },
  { filter: 'source_types', filters: { sourceTypes: ['email'] }, best: { classification: { sourceType: 'text' } }, allowed: { classification: { sourceType: 'email' } } },
  { filter: 'storage_types', filters: { storageTypes: ['both'] }, best: { classification: { storageType: 'chunks' } }, allowed: { classification: { storageType: 'both' } } },
  { filter: 'languages', filters: { languages: ['de'] }, best: { classification: { language: 'en' } }, allowed: { classification: { language: 'de' } } },
  {
    filter: 'date_from',
    filters: { dateFrom: timestampFromDate(new Date('2025-01-01T00:00:00Z')) },
    best: { createdAt: '2024-06-01T00:00:00Z' },
    allowed: { createdAt: '2025-01-01T00:00:00Z' },
  },
  {
    filter: 'date_to',
    filters: { dateTo: timestampFromDate(new Date('2024-12-31T23:59:59Z')) },
    best: { createdAt: '2025-01-01T00:00:00Z' },
    allowed: { createdAt: '2024-12-31T23:59:59Z' },
  },
  { filter: 'has_extractable_data', filters: { hasExtractableData: true }, best: { classification: { hasExtractableData: false } }, allowed: { classification: { hasExtractableData: true } } },
  { filter: 'classifier_models', filters: { classifierModels: ['model-b'] }, best: { classification: { classifierModel: 'model-a' } }, allowed: { classification: { classifierModel: 'model-b' } } },
  // The caller's own ceiling narrows like a filter: a key capped at internal never sees a confidential document.
  { filter: 'max_sensitivity (API key cap)', filters: {}, maxSensitivity: 'internal', best: { classification: { sensitivity: 'confidential' } }, allowed: { classification: { sensitivity: 'internal' } } },
];

const documents = new Map<string, commonv1.Document>();
const chunksOf = new Map<string, commonv1.Chunk[]>();
const namespaceOf = new Map<string, string>();
let db: Awaited<ReturnType<typeof createPgliteDatabase>>;
let embedder: Embedder;
let service: RetrievalService;

function addDocument(namespaceId: string, text: string, variant: Case['best']): string {
  const documentId = randomUUID();
  const init: DocumentInit = {
    documentId,
    tenantId,
    namespaceId,
    title: '',
    version: 1,
    status: 'indexed',
    createdAt: timestampFromDate(new Date(variant.createdAt ?? '2025-03-01T00:00:00Z')),
    metadata: variant.metadata ?? {},
    classification: {
      category: 'general',
      tags: [],
      sensitivity: 'public',
      language: 'en',
      sourceType: 'text',
      storageType: 'chunks',
      hasExtractableData: false,
      classifierModel: 'model-a',
      ...variant.classification,
    },
  };
  documents.set(documentId, create(commonv1.DocumentSchema, init));
  chunksOf.set(documentId, [create(commonv1.ChunkSchema, { chunkId: randomUUID(), documentId, namespaceId, version: 1, chunkIndex: 0, content: text })]);
  return documentId;
}

const ids = new Map<string, { namespaceId: string; best: string; allowed: string }>();
/** Documents the ingest stub no longer returns, as if deleted after they were indexed. */
const deletedSinceIndexing = new Set<string>();
/** Chunk ids asked for in each hydration call. */
/** Documents whose chunks the service asked to decrypt, in order. */
const hydrated: string[] = [];

beforeAll(async () => {
  db = await createPgliteDatabase();
  const { vectors, keywords, staging } = await openEmbeddedIndexes({ sql: db });
  const keyring = new TenantKeyring({
    provider: await createLocalKeyProvider({ masterKeyBase64: randomBytes(32).toString('base64') }),
    store: memoryTenantKeyStore(),
  });
  await keyring.getOrCreate(tenantId);
  embedder = await createUseEmbedder({ workers: 1 });
  const logger = createLogger({ service: 'test', level: 'silent' });
  // A third, unrelated document per namespace, so the filtered query has something besides the allowed match to rank.
  for (const c of cases) {
    const namespaceId = randomUUID();
    ids.set(c.filter, { namespaceId, best: addDocument(namespaceId, BEST_TEXT, c.best), allowed: addDocument(namespaceId, ALLOWED_TEXT, c.allowed) });
    addDocument(namespaceId, 'Minutes of the gardening club: tomatoes, compost and a new shed.', {});
  }
  for (const [documentId, doc] of documents) namespaceOf.set(documentId, doc.namespaceId);

  const bus: EventBus = { publish: async () => {}, publishAll: async () => {}, subscribe: async () => {}, close: async () => {} };
  const steps = new IndexingSteps({
    bus,
    ingest: {
      getDocumentsForIndexing: async (req) =>
        create(ingestv1.GetDocumentsForIndexingResponseSchema, {
          versions: (req.versions ?? []).map((v) => ({ document: documents.get(v.documentId!)!, chunks: chunksOf.get(v.documentId!) ?? [] })),
        }),
    },
    embedder,
    vectors,
    keywords,
    staging,
    keyring,
    logger,
  });
  for (const documentId of documents.keys()) {
    const event = { jobId: documentId, tenantId, namespaceId: namespaceOf.get(documentId)!, documentId, version: 1 };
    await steps.embed(event);
    await steps.index(event);
  }
  service = new RetrievalService({
    vectors,
    keywords,
    embedder,
    keyring,
    ingest: {
      getChunks: async (req) => {
        const asked = new Set(req.chunkIds ?? []);
        for (const c of [...chunksOf.values()].flat()) if (asked.has(c.chunkId) && !hydrated.includes(c.documentId)) hydrated.push(c.documentId);
        const chunks = [...chunksOf.values()]
          .flat()
          .filter((c) => req.chunkIds?.includes(c.chunkId) && !deletedSinceIndexing.has(c.documentId));
        return create(ingestv1.GetChunksResponseSchema, {
          chunks,
          documents: [...new Set(chunks.map((c) => c.documentId))].map((id) => documents.get(id)!),
        });
      },
    },
    fusion: { semanticWeight: 0.5, keywordWeight: 0.5, rankConstant: 60 },
    logger,
  });
}, 180_000);

afterAll(async () => {
  await embedder?.close();
  await db?.close();
});

async function query(namespaceId: string, filters: FiltersInit | undefined, maxSensitivity = 'personal'): Promise<string[]> {
  const res = await service.query(
    create(retrievalv1.QueryRequestSchema, {
      caller: { tenantId, readableNamespaceIds: [namespaceId], maxSensitivity },
      query: QUERY,
      maxResults: 10,
      ...(filters ? { filters } : {}),
    }),
  );
  return (res.results ?? []).map((r) => r.documentId!);
}

describe.each(cases)('filter $filter', (c) => {
  it('excludes the best unfiltered match and returns the best allowed match first', async () => {
    const { namespaceId, best, allowed } = ids.get(c.filter)!;
    const unfiltered = await query(namespaceId, undefined);
    expect(unfiltered[0]).toBe(best);
    expect(unfiltered[1]).toBe(allowed);

    const filtered = await query(namespaceId, c.filters, c.maxSensitivity);
    expect(filtered[0]).toBe(allowed);
    expect(filtered).not.toContain(best);
  });
});

describe('result hydration', () => {
  async function top(namespaceId: string, maxResults: number): Promise<string[]> {
    const res = await service.query(
      create(retrievalv1.QueryRequestSchema, {
        caller: { tenantId, readableNamespaceIds: [namespaceId], maxSensitivity: 'personal' },
        query: QUERY,
        maxResults,
      }),
    );
    return (res.results ?? []).map((r) => r.documentId!);
  }

  it('hydrates only the documents it returns, and fills from the spares when one was deleted since indexing', async () => {
    const { namespaceId, best, allowed } = ids.get(cases[0]!.filter)!;
    hydrated.length = 0;
    expect(await top(namespaceId, 1)).toEqual([best]);
    expect(hydrated).toEqual([best]); // nothing decrypted beyond what is returned

    deletedSinceIndexing.add(best);
    try {
      hydrated.length = 0;
      expect(await top(namespaceId, 1)).toEqual([allowed]);
      // The deleted one was asked for first, then the spares that replace it.
      expect(hydrated[0]).toBe(best);
      expect(hydrated).toContain(allowed);
    } finally {
      deletedSinceIndexing.delete(best);
    }
  });
});
