// Exact words through the real keyword path whatever language the classifier guessed: documents go through the
// embedded profile's write path and pipeline (test-support/embedded-pipeline) with a classifier port that labels each
// as the test says, queries through RetrievalService with the keyword leg alone (a semantic leg would hide a keyword
// miss). Queries are analysed as English, documents in their detected language.
import { create } from '@bufbuild/protobuf';
import type { Embedder } from '@engram/core';
import type { Caller } from '@engram/ingest';
import { retrievalv1 } from '@engram/proto';
import { BASE_CLASSIFICATION, startEmbeddedPipeline, type EmbeddedPipeline } from './test-support/embedded-pipeline';


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

const nameOf = new Map<string, string>();
let pipeline: EmbeddedPipeline;
let caller: Caller;

beforeAll(async () => {
  pipeline = await startEmbeddedPipeline({
    embedder,
    classifier: {
      classify: async (input) => ({ ...BASE_CLASSIFICATION, language: DOCUMENTS[Number(input.metadata?.fixture)]!.language }),
    },
    fusion: { semanticWeight: 0, keywordWeight: 1, rankConstant: 60 },
  });
  caller = await pipeline.workspace();
  const ids = await pipeline.ingestIndexed(
    caller,
    DOCUMENTS.map((d, i) => ({ namespaceId: caller.writableNamespaceIds[0]!, content: d.text, metadata: { fixture: String(i) } })),
  );
  ids.forEach((id, i) => nameOf.set(id, DOCUMENTS[i]!.name));
}, 120_000);

afterAll(async () => {
  await pipeline?.close();
});

async function found(query: string): Promise<string[]> {
  const res = await pipeline.retrieval.query(
    create(retrievalv1.QueryRequestSchema, { caller: { tenantId: caller.tenantId, readableNamespaceIds: [...caller.readableNamespaceIds], maxSensitivity: 'personal' }, query, maxResults: 20 }),
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
