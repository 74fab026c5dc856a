// Behaviour every KeywordIndex adapter must show. Each test works in its own fresh tenant, so one engine can serve
// the whole suite.
import type { KeywordIndex } from '../ports';
import { baseFilter, chunkAttrs, filterCorpus, hashTerms, newTenantId } from './fixtures';

export interface KeywordContractSubject {
  index: KeywordIndex;
  /** Called after writes, for engines whose searches see writes only after a refresh. */
  settle?: () => Promise<void>;
  close(): Promise<void>;
}

export function describeKeywordIndexContract(name: string, setup: () => Promise<KeywordContractSubject>): void {
  describe(`KeywordIndex contract: ${name}`, () => {
    let subject: KeywordContractSubject;
    let index: KeywordIndex;
    const settle = () => subject.settle?.() ?? Promise.resolve();
    beforeAll(async () => {
      subject = await setup();
      index = subject.index;
    });
    afterAll(async () => {
      await subject?.close();
    });

    const put = async (tenantId: string, docs: Array<{ id: string; title?: string; body: string; attrs?: Parameters<typeof chunkAttrs>[2] }>) => {
      await index.upsert(
        docs.map((d) => ({
          attrs: chunkAttrs(tenantId, d.id, d.attrs),
          fields: { title: hashTerms(tenantId, d.title ?? ''), body: hashTerms(tenantId, d.body) },
        })),
      );
      await settle();
    };
    const ids = async (tenantId: string, query: string, k = 10, filter = baseFilter(tenantId)) =>
      (await index.search(hashTerms(tenantId, query), filter, k)).map((h) => h.chunkId);

    it('ranks a chunk matching a rare term above one matching only a common term', async () => {
      const t = newTenantId();
      await put(t, [
        { id: 'rare', body: 'zebra filler filler filler' },
        { id: 'common-1', body: 'apple filler filler filler' },
        { id: 'common-2', body: 'apple other other other' },
        { id: 'common-3', body: 'apple more more more' },
        { id: 'common-4', body: 'apple words words words' },
      ]);
      const hits = await index.search(hashTerms(t, 'apple zebra'), baseFilter(t), 10);
      expect(hits[0]?.chunkId).toBe('rare');
      expect(hits).toHaveLength(5);
      for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
    });

    it('ranks a title match above the same match in the body', async () => {
      const t = newTenantId();
      await put(t, [
        { id: 'in-body', title: 'meeting notes', body: 'budget review for next quarter' },
        { id: 'in-title', title: 'budget notes', body: 'meeting review for next quarter' },
      ]);
      expect(await ids(t, 'budget')).toEqual(['in-title', 'in-body']);
    });

    it('returns only chunks that contain a query term, at most k', async () => {
      const t = newTenantId();
      await put(t, [
        { id: 'a', body: 'kiwi one' },
        { id: 'b', body: 'kiwi two' },
        { id: 'c', body: 'kiwi three' },
        { id: 'd', body: 'mango' },
      ]);
      expect(await ids(t, 'kiwi', 2)).toHaveLength(2);
      expect((await ids(t, 'kiwi', 10)).sort()).toEqual(['a', 'b', 'c']);
      expect(await ids(t, 'papaya')).toEqual([]);
    });

    describe('filters', () => {
      const t = newTenantId();
      const corpus = filterCorpus(t);
      beforeAll(async () => {
        await index.upsert(corpus.chunks.map((attrs) => ({ attrs, fields: { title: [], body: hashTerms(t, 'shared words') } })));
        await settle();
      });
      it.each(corpus.cases)('$name', async ({ filter, expected }) => {
        expect((await ids(t, 'shared', 100, baseFilter(t, filter))).sort()).toEqual([...expected].sort());
      });
    });

    it('never returns another tenant\'s chunks, even with the same namespace and terms', async () => {
      const t1 = newTenantId();
      const t2 = newTenantId();
      await put(t1, [{ id: 'mine', body: 'secret plan' }]);
      // Same hashing key on purpose: isolation must come from the tenant id, not from different hashes.
      await index.upsert([{ attrs: chunkAttrs(t2, 'theirs'), fields: { title: [], body: hashTerms(t1, 'secret plan') } }]);
      await settle();
      expect(await ids(t1, 'secret')).toEqual(['mine']);
    });

    it('returns the best allowed chunk when better chunks are filtered out', async () => {
      const t = newTenantId();
      const blocked = Array.from({ length: 30 }, (_, i) => ({
        id: `blocked-${i}`,
        title: 'orchid orchid',
        body: 'orchid orchid orchid',
        attrs: { sensitivityRank: 3 },
      }));
      await put(t, [...blocked, { id: 'allowed', body: 'orchid and many other words in a longer text' }]);
      expect(await ids(t, 'orchid', 1, baseFilter(t, { maxSensitivityRank: 1 }))).toEqual(['allowed']);
    });

    it('re-upserting a chunk replaces its terms and attributes', async () => {
      const t = newTenantId();
      await put(t, [{ id: 'c1', body: 'first version', attrs: { category: 'draft' } }]);
      await put(t, [{ id: 'c1', body: 'second edition', attrs: { category: 'final' } }]);
      expect(await ids(t, 'first')).toEqual([]);
      expect(await ids(t, 'second')).toEqual(['c1']);
      expect(await ids(t, 'second', 10, baseFilter(t, { categories: ['draft'] }))).toEqual([]);
      expect(await index.count(t)).toBe(1);
    });

    it('deleteDocument removes exactly that document\'s chunks', async () => {
      const t = newTenantId();
      await put(t, [
        { id: 'd1-a', body: 'lemon', attrs: { documentId: 'd1' } },
        { id: 'd1-b', body: 'lemon', attrs: { documentId: 'd1' } },
        { id: 'd2-a', body: 'lemon', attrs: { documentId: 'd2' } },
      ]);
      expect(await index.deleteDocument(t, 'd1')).toBe(2);
      await settle();
      expect(await ids(t, 'lemon')).toEqual(['d2-a']);
      expect(await index.deleteDocument(t, 'd1')).toBe(0);
      expect(await index.count(t)).toBe(1);
    });

    it('deleteTenant removes every chunk of the tenant and nothing else', async () => {
      const t = newTenantId();
      const other = newTenantId();
      await put(t, [
        { id: 'x', body: 'cherry' },
        { id: 'y', body: 'cherry' },
      ]);
      await put(other, [{ id: 'z', body: 'cherry' }]);
      expect(await ids(t, 'cherry')).toHaveLength(2);
      expect(await index.deleteTenant(t)).toBe(2);
      await settle();
      expect(await ids(t, 'cherry')).toEqual([]);
      expect(await index.count(t)).toBe(0);
      expect(await ids(other, 'cherry')).toEqual(['z']);
      await put(t, [{ id: 'again', body: 'cherry' }]);
      expect(await ids(t, 'cherry')).toEqual(['again']);
    });

    it('rejects a search without namespaces', async () => {
      await expect(index.search(['x'], baseFilter(newTenantId(), { namespaceIds: [] }), 5)).rejects.toThrow('namespace');
    });
  });
}
