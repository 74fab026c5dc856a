// Spec 4.3 filters end to end on the embedded profile's real write path and pipeline (test-support/embedded-pipeline):
// documents are ingested through IngestService, labelled by a classifier port that gives each the labels under test,
// chunked, embedded by the real encoder and indexed into the PGlite indexes; queries go through RetrievalService and
// its filter translation (attributes.ts), and results are hydrated by the real ingest service. For every filter, the
// document that wins without the filter is excluded by it, and the query still returns the best document it allows.
import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { Classification, Embedder } from '@engram/core';
import { createUseEmbedder } from '@engram/embedding';
import type { Caller } from '@engram/ingest';
import { commonv1, retrievalv1 } from '@engram/proto';
import { BASE_CLASSIFICATION, startEmbeddedPipeline, type EmbeddedPipeline } from './test-support/embedded-pipeline';

type FiltersInit = MessageInitShape<typeof commonv1.FiltersSchema>;

const BEST_TEXT =
  'Zorblax quarterly revenue report: zorblax revenue grew in the quarter and the zorblax revenue targets were met.';
const ALLOWED_TEXT = 'Zorblax team notes: hiring plans, the office move and the revenue of the cafeteria.';
const QUERY = 'zorblax quarterly revenue report';

interface Case {
  filter: string;
  filters: FiltersInit;
  /** Differences of the document that wins unfiltered (and that the filter excludes). */
  best: { classification?: Partial<Classification>; metadata?: Record<string, string>; createdAt?: string };
  allowed: { classification?: Partial<Classification>; metadata?: Record<string, string>; createdAt?: string };
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
  { filter: 'checkpoint_kinds', filters: { checkpointKinds: ['milestone'] }, best: { metadata: { checkpoint_kind: 'interval' } }, allowed: { metadata: { checkpoint_kind: 'Milestone' } } },
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

/** Labels by fixture: the classifier port answers each document with the labels its case gives it. */
const labels = new Map<string, Partial<Classification>>();
const ids = new Map<string, { namespaceId: string; best: string; allowed: string }>();
let pipeline: EmbeddedPipeline;
let embedder: Embedder;
let caller: Caller;

async function addDocument(namespaceId: string, text: string, variant: Case['best']): Promise<string> {
  const fixture = `fixture-${labels.size}`;
  labels.set(fixture, variant.classification ?? {});
  pipeline.clock.set(new Date(variant.createdAt ?? '2025-03-01T00:00:00Z'));
  try {
    const [id] = await pipeline.ingestIndexed(caller, [{ namespaceId, content: text, metadata: { ...variant.metadata, fixture } }]);
    return id!;
  } finally {
    pipeline.clock.set(undefined);
  }
}

beforeAll(async () => {
  embedder = await createUseEmbedder({ workers: 1 });
  pipeline = await startEmbeddedPipeline({
    embedder,
    classifier: {
      classify: async (input) => ({ ...BASE_CLASSIFICATION, ...labels.get(String(input.metadata?.fixture)) }),
    },
    fusion: { semanticWeight: 0.5, keywordWeight: 0.5, rankConstant: 60 },
  });
  caller = await pipeline.workspace();
  // A third, unrelated document per namespace, so the filtered query has something besides the allowed match to rank.
  for (const c of cases) {
    const namespaceId = await pipeline.addNamespace(caller);
    const best = await addDocument(namespaceId, BEST_TEXT, c.best);
    const allowed = await addDocument(namespaceId, ALLOWED_TEXT, c.allowed);
    await addDocument(namespaceId, 'Minutes of the gardening club: tomatoes, compost and a new shed.', {});
    ids.set(c.filter, { namespaceId, best, allowed });
  }
}, 300_000);

afterAll(async () => {
  await pipeline?.close();
  await embedder?.close();
});

async function query(namespaceId: string, filters: FiltersInit | undefined, maxSensitivity = 'personal', maxResults = 10, who = caller): Promise<string[]> {
  const res = await pipeline.retrieval.query(
    create(retrievalv1.QueryRequestSchema, {
      caller: { tenantId: who.tenantId, readableNamespaceIds: [namespaceId], maxSensitivity },
      query: QUERY,
      maxResults,
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
  it('decrypts only the documents it returns, and fills from the spares when one was deleted since indexing', async () => {
    const { namespaceId, best, allowed } = ids.get(cases[0]!.filter)!;
    pipeline.hydrations.length = 0;
    expect(await query(namespaceId, undefined, 'personal', 1)).toEqual([best]);
    expect(pipeline.hydrations.flatMap((h) => h.returned)).toEqual([best]); // nothing decrypted beyond what is returned

    const chunksOfBest = (await pipeline.ingest.listChunks(caller, best, false, 100)).map((c) => c.chunkId);
    // Deleted in the database, while the index has not yet processed the deletion event.
    await pipeline.db.sql.query('UPDATE documents SET deleted_at = now() WHERE id = $1', [best]);
    try {
      pipeline.hydrations.length = 0;
      expect(await query(namespaceId, undefined, 'personal', 1)).toEqual([allowed]);
      // The deleted one was asked for first and not returned, then the spares that replace it.
      expect(pipeline.hydrations[0]!.asked).toEqual(expect.arrayContaining(chunksOfBest));
      expect(pipeline.hydrations.flatMap((h) => h.returned)).not.toContain(best);
      expect(pipeline.hydrations.flatMap((h) => h.returned)).toContain(allowed);
    } finally {
      await pipeline.db.sql.query('UPDATE documents SET deleted_at = NULL WHERE id = $1', [best]);
    }
  });

  it("another workspace's identical documents never surface, and its own query finds only its own", async () => {
    const other = await pipeline.workspace();
    const otherNamespace = other.readableNamespaceIds[0]!;
    const [theirs] = await pipeline.ingestIndexed(other, [{ namespaceId: otherNamespace, content: BEST_TEXT }]);
    const { namespaceId, best } = ids.get(cases[0]!.filter)!;
    expect(await query(namespaceId, undefined)).not.toContain(theirs);
    expect(await query(namespaceId, undefined)).toContain(best);
    expect(await query(otherNamespace, undefined, 'personal', 10, other)).toEqual([theirs]);
    // Asking for the other workspace's namespace as this caller finds nothing of it.
    expect(await query(otherNamespace, undefined)).toEqual([]);
  });
});
