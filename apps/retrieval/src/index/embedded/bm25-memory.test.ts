import { chunkAttrs, baseFilter } from '../contract/fixtures';
import { DEFAULT_BM25, TenantKeywordMemory, toIndexedChunk } from './bm25-memory';

const T = 'tenant-1';
const chunk = (id: string, title: string[], body: string[]) => toIndexedChunk(chunkAttrs(T, id), title, body);
/** A chunk of a multi-chunk document. */
const part = (documentId: string, id: string, body: string[], overrides: Parameters<typeof chunkAttrs>[2] = {}) =>
  toIndexedChunk(chunkAttrs(T, id, { documentId, ...overrides }), [], body);

describe('TenantKeywordMemory', () => {
  it('scores with BM25F: k1 1.2, b 0.75, title weight 2, tenant-wide document frequencies', () => {
    const m = new TenantKeywordMemory();
    m.put(chunk('a', ['x'], ['y', 'z']));
    m.put(chunk('b', [], ['y', 'y', 'w']));
    const [hit] = m.search(['x'], baseFilter(T), 1);
    // N = 2, df(x) = 1, avg title length 0.5; tf~ = 2 * 1 / (0.25 + 0.75 * 1 / 0.5)
    const idf = Math.log(1 + (2 - 1 + 0.5) / (1 + 0.5));
    const tf = 2 / (0.25 + 0.75 * 2);
    expect(hit?.chunkId).toBe('a');
    expect(hit?.score).toBeCloseTo((idf * tf) / (1.2 + tf), 12);
  });

  it('stays correct after enough removals to compact its postings', () => {
    const m = new TenantKeywordMemory();
    for (let i = 0; i < 3000; i++) m.put(chunk(`c${i}`, [], i % 2 === 0 ? ['even', `n${i}`] : ['odd', `n${i}`]));
    for (let i = 0; i < 2500; i++) m.remove(`c${i}`);
    expect(m.size).toBe(500);
    const even = m.search(['even'], baseFilter(T), 1000).map((h) => h.chunkId);
    expect(even).toHaveLength(250);
    expect(even.every((id) => Number(id.slice(1)) >= 2500 && Number(id.slice(1)) % 2 === 0)).toBe(true);
    expect(m.search(['n10'], baseFilter(T), 10)).toEqual([]);
    m.put(chunk('c10', [], ['n10']));
    expect(m.search(['n10'], baseFilter(T), 10).map((h) => h.chunkId)).toEqual(['c10']);
  });

  it('orders equal scores by chunk id', () => {
    const m = new TenantKeywordMemory();
    for (const id of ['c', 'a', 'b']) m.put(chunk(id, [], ['same']));
    expect(m.search(['same'], baseFilter(T), 3).map((h) => h.chunkId)).toEqual(['a', 'b', 'c']);
  });

  describe('document-aware scoring', () => {
    // "aspirin" and "stroke" sit in different chunks of one abstract; another document has "aspirin" once in one
    // chunk with a closer length match. Scored alone, the single-chunk document's chunk would win.
    const corpus = (m: TenantKeywordMemory) => {
      m.put(part('abstract', 'abstract#0', ['aspirin', 'trial', 'patients', 'randomised', 'placebo', 'dose']));
      m.put(part('abstract', 'abstract#1', ['stroke', 'risk', 'reduced', 'follow', 'years', 'cohort']));
      m.put(part('other', 'other#0', ['aspirin', 'tablets', 'coated']));
      for (let i = 0; i < 20; i++) m.put(part(`filler-${i}`, `filler-${i}#0`, [`w${i}`, 'patients', 'years', 'trial']));
    };

    it('ranks a chunk whose document holds every query term above a chunk that holds one', () => {
      const m = new TenantKeywordMemory();
      corpus(m);
      const hits = m.search(['aspirin', 'stroke'], baseFilter(T), 10).map((h) => h.chunkId);
      expect(hits.slice(0, 2).sort()).toEqual(['abstract#0', 'abstract#1']);
      expect(hits[2]).toBe('other#0');
    });

    it('with document weight 0 ranks chunks alone', () => {
      const m = new TenantKeywordMemory({ ...DEFAULT_BM25, documentWeight: 0 });
      corpus(m);
      const hits = m.search(['aspirin', 'stroke'], baseFilter(T), 10).map((h) => h.chunkId);
      expect(hits[0]).toBe('other#0');
    });

    it('blends the chunk score and the document score by the document weight', () => {
      const alone = new TenantKeywordMemory({ ...DEFAULT_BM25, documentWeight: 0 });
      const whole = new TenantKeywordMemory({ ...DEFAULT_BM25, documentWeight: 1 });
      const blended = new TenantKeywordMemory({ ...DEFAULT_BM25, documentWeight: 0.7 });
      for (const m of [alone, whole, blended]) corpus(m);
      const score = (m: TenantKeywordMemory, id: string) =>
        m.search(['aspirin', 'stroke'], baseFilter(T), 30).find((h) => h.chunkId === id)!.score;
      // The document's score is the sum of each term's best chunk: here each term is in one chunk only.
      expect(score(whole, 'abstract#0')).toBeCloseTo(score(alone, 'abstract#0') + score(alone, 'abstract#1'), 12);
      expect(score(whole, 'abstract#1')).toBeCloseTo(score(whole, 'abstract#0'), 12);
      expect(score(blended, 'abstract#0')).toBeCloseTo(
        0.3 * score(alone, 'abstract#0') + 0.7 * score(whole, 'abstract#0'),
        12,
      );
      // A single-chunk document scores the same either way.
      expect(score(whole, 'other#0')).toBeCloseTo(score(alone, 'other#0'), 12);
    });

    it('a chunk the caller may not see lends its document no terms', () => {
      const m = new TenantKeywordMemory({ ...DEFAULT_BM25, documentWeight: 1 });
      m.put(part('doc', 'doc#0', ['aspirin', 'dose']));
      m.put(part('doc', 'doc#1', ['stroke', 'risk'], { sensitivityRank: 3 }));
      const open = m.search(['aspirin', 'stroke'], baseFilter(T), 10);
      const capped = m.search(['aspirin', 'stroke'], baseFilter(T, { maxSensitivityRank: 1 }), 10);
      expect(capped.map((h) => h.chunkId)).toEqual(['doc#0']);
      expect(capped[0]!.score).toBeLessThan(open.find((h) => h.chunkId === 'doc#0')!.score);
    });

    it('keeps documents apart after removals compact the index', () => {
      const m = new TenantKeywordMemory({ ...DEFAULT_BM25, documentWeight: 1 });
      for (let i = 0; i < 3000; i++) m.put(part(`d${i % 1500}`, `c${i}`, i < 1500 ? ['alpha', `n${i}`] : ['beta']));
      for (let i = 0; i < 1400; i++) {
        m.remove(`c${i}`);
        m.remove(`c${i + 1500}`);
      }
      expect(m.size).toBe(200);
      const hits = m.search(['alpha', 'beta'], baseFilter(T), 1000);
      expect(hits).toHaveLength(200);
      // Every surviving document has one alpha chunk and one beta chunk: all score the same, alpha + beta.
      const scores = new Set(hits.map((h) => h.score.toFixed(9)));
      expect(scores.size).toBe(1);
      m.put(part('d-new', 'c-new', ['alpha']));
      expect(m.search(['alpha', 'beta'], baseFilter(T), 1000).at(-1)!.chunkId).toBe('c-new');
    });
  });
});
