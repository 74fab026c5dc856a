// Exact words through the real keyword path whatever language the classifier guessed: documents go through the
// indexing steps into PgKeywordIndex on PGlite, queries through RetrievalService with the keyword leg alone (a
// semantic leg would hide a keyword miss). Queries are analysed as English, documents in their detected language.
import { randomBytes, randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import type { Embedder, EventBus } from '@engram/core';
import { TenantKeyring, createLocalKeyProvider, memoryTenantKeyStore } from '@engram/crypto';
import { createPgliteDatabase } from '@engram/db';
import { commonv1, ingestv1, retrievalv1 } from '@engram/proto';
import { createLogger } from '@engram/telemetry';
import { openEmbeddedIndexes } from './index/embedded/open-embedded-indexes';
import { IndexingSteps } from './indexing';
import { RetrievalService } from './retrieval.service';

const tenantId = randomUUID();
const namespaceId = randomUUID();

/** The same English text under every label a detector might give it, plus a real German text and a distractor. */
const GARDENS = 'Notes from the allotment: the gardens flooded twice, so the raised beds moved uphill.';
const DOCUMENTS: Array<{ name: string; language: string; text: string }> = [
  { name: 'english, labelled en', language: 'en', text: GARDENS },
  { name: 'english, labelled de', language: 'de', text: GARDENS },
  { name: 'english, labelled fr', language: 'fr', text: GARDENS },
  { name: 'english, labelled und', language: 'und', text: GARDENS },
  { name: 'english, labelled pl (no stemmer)', language: 'pl', text: GARDENS },
  { name: 'english, no label', language: '', text: GARDENS },
  { name: 'german, labelled de', language: 'de', text: 'Die Gärten am Fluss wurden im Frühling überflutet.' },
  { name: 'distractor', language: 'en', text: 'Quarterly revenue grew and the office moved uphill.' },
];

/** Vectors are irrelevant here (the semantic leg is off) but the indexing step stores one per chunk. */
const embedder: Embedder = {
  model: 'constant',
  dimensions: 4,
  embed: async (texts) => texts.map(() => Float32Array.from([1, 0, 0, 0])),
  close: async () => {},
};

const documents = new Map<string, commonv1.Document>();
const chunksOf = new Map<string, commonv1.Chunk[]>();
const nameOf = new Map<string, string>();
let db: Awaited<ReturnType<typeof createPgliteDatabase>>;
let service: RetrievalService;

beforeAll(async () => {
  db = await createPgliteDatabase();
  const { vectors, keywords, staging } = await openEmbeddedIndexes({ sql: db });
  const keyring = new TenantKeyring({
    provider: await createLocalKeyProvider({ masterKeyBase64: randomBytes(32).toString('base64') }),
    store: memoryTenantKeyStore(),
  });
  await keyring.getOrCreate(tenantId);
  for (const d of DOCUMENTS) {
    const documentId = randomUUID();
    nameOf.set(documentId, d.name);
    documents.set(
      documentId,
      create(commonv1.DocumentSchema, {
        documentId,
        tenantId,
        namespaceId,
        title: '',
        version: 1,
        status: 'indexed',
        classification: { category: 'general', sensitivity: 'public', language: d.language, sourceType: 'text', storageType: 'chunks' },
      }),
    );
    chunksOf.set(documentId, [create(commonv1.ChunkSchema, { chunkId: randomUUID(), documentId, namespaceId, version: 1, chunkIndex: 0, content: d.text })]);
  }
  const logger = createLogger({ service: 'test', level: 'silent' });
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
    const event = { jobId: documentId, tenantId, namespaceId, documentId, version: 1 };
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
        const chunks = [...chunksOf.values()].flat().filter((c) => req.chunkIds?.includes(c.chunkId));
        return create(ingestv1.GetChunksResponseSchema, {
          chunks,
          documents: [...new Set(chunks.map((c) => c.documentId))].map((id) => documents.get(id)!),
        });
      },
    },
    fusion: { semanticWeight: 0, keywordWeight: 1, rankConstant: 60 },
    logger,
  });
}, 120_000);

afterAll(async () => {
  await db?.close();
});

async function found(query: string): Promise<string[]> {
  const res = await service.query(
    create(retrievalv1.QueryRequestSchema, { caller: { tenantId, readableNamespaceIds: [namespaceId], maxSensitivity: 'personal' }, query, maxResults: 20 }),
  );
  return (res.results ?? []).map((r) => nameOf.get(r.documentId!)!).sort();
}

const ENGLISH = DOCUMENTS.filter((d) => d.text === GARDENS).map((d) => d.name).sort();

test.each(['garden', 'gardens', 'Garden', 'flood', 'flooding', 'raised bed'])(
  'an English query for %p finds the English text under every language label',
  async (query) => {
    expect(await found(query)).toEqual(ENGLISH);
  },
);

test('a German document labelled German is found by its own words, stemmed or not', async () => {
  expect(await found('Gärten')).toEqual(['german, labelled de']);
  expect(await found('garten')).toEqual(['german, labelled de']);
  expect(await found('überflutet')).toEqual(['german, labelled de']);
});

test('the distractor stays out and its own words still find it', async () => {
  expect(await found('uphill')).toEqual([...ENGLISH, 'distractor'].sort());
  expect(await found('revenue')).toEqual(['distractor']);
});
