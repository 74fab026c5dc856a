// Smoke run of the retrieval harness on ~200 SciFact documents and their train queries, so the harness cannot rot:
// the pipeline's classifier, the real indexing path, RetrievalService, the peer engine and the metrics all run. Quality bounds are loose
// (a broken ranking lands far below them); no timing is asserted.
import { runHarness, type HarnessResult } from './harness';

let result: HarnessResult;
beforeAll(async () => {
  result = await runHarness({ dataset: 'scifact', limit: 200 });
}, 900_000);
afterAll(async () => {
  await result?.workspace.close();
});

test('indexes the sample and scores every judged query', () => {
  expect(result.documents).toBeGreaterThanOrEqual(190);
  expect(result.chunks).toBeGreaterThanOrEqual(result.documents);
  expect(result.queries).toBeGreaterThan(50);
});

test('classifies every document as the pipeline does, and calls the English abstracts English', () => {
  expect(Object.values(result.languages).reduce((a, b) => a + b, 0)).toBe(result.documents);
  // tinyld alone called about one abstract in seven something else (und, el, ga, de, ...).
  expect(result.nonEnglish).toBeLessThanOrEqual(Math.floor(result.documents / 100));
  expect(result.languages.en).toBe(result.documents - result.nonEnglish);
});

test('reports every system with metrics in range', () => {
  expect(result.systems.map((s) => s.system)).toEqual([
    'BM25 (Engram keyword leg)',
    'Dense (Engram semantic leg, USE lite)',
    'Engram fast mode',
    'Orama 3.1 full-text (BM25)',
    'Orama 3.1 hybrid (same vectors)',
  ]);
  for (const s of result.systems) {
    for (const v of Object.values(s.scores)) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
    expect(s.scores.recall100).toBeGreaterThanOrEqual(s.scores.recall10);
    expect(s.latency.n).toBe(result.queries);
  }
});

test('finds the judged abstracts: keyword and fast mode rank them near the top', () => {
  const by = new Map(result.systems.map((s) => [s.system, s.scores]));
  // On this small sample BM25 scores about 0.84 and fast mode about as much; a broken leg or fusion falls far below.
  expect(by.get('BM25 (Engram keyword leg)')!.ndcg10).toBeGreaterThan(0.6);
  expect(by.get('Engram fast mode')!.ndcg10).toBeGreaterThan(0.6);
  expect(by.get('Dense (Engram semantic leg, USE lite)')!.recall100).toBeGreaterThan(0.5);
});
