import { chunkAttrs, baseFilter } from '../contract/fixtures';
import { TenantKeywordMemory, toIndexedChunk } from './bm25-memory';

const T = 'tenant-1';
const chunk = (id: string, title: string[], body: string[]) => toIndexedChunk(chunkAttrs(T, id), title, body);

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
});
