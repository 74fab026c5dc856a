import { pointId, toQdrantFilter } from './qdrant-vector-index';

describe('toQdrantFilter', () => {
  it('always scopes to tenant, namespaces and the sensitivity ceiling', () => {
    expect(toQdrantFilter({ tenantId: 't1', namespaceIds: ['a', 'b'], maxSensitivityRank: 1 })).toEqual({
      must: [
        { key: 'tenant_id', match: { value: 't1' } },
        { key: 'namespace_id', match: { any: ['a', 'b'] } },
        { key: 'sensitivity_rank', range: { lte: 1 } },
      ],
    });
  });

  it('requires every tag of tags-all, any tag of tags-any, and inclusive date bounds', () => {
    const { must } = toQdrantFilter({
      tenantId: 't1', namespaceIds: ['a'], maxSensitivityRank: 3,
      tagHashesAny: ['x', 'y'], tagHashesAll: ['p', 'q'], tagPrefixHash: 'pre',
      createdFrom: new Date(1000), createdTo: new Date(2000), hasExtractableData: false, categories: [],
    });
    expect(must).toEqual(expect.arrayContaining([
      { key: 'tag_hashes', match: { any: ['x', 'y'] } },
      { key: 'tag_hashes', match: { value: 'p' } },
      { key: 'tag_hashes', match: { value: 'q' } },
      { key: 'tag_prefix_hashes', match: { value: 'pre' } },
      { key: 'created_at_ms', range: { gte: 1000, lte: 2000 } },
      { key: 'has_extractable_data', match: { value: false } },
    ]));
    expect(must.some((c) => c.key === 'category')).toBe(false);
  });
});

describe('pointId', () => {
  it('is a stable UUID that differs between tenants for the same chunk id', () => {
    const a = pointId({ tenantId: 't1', chunkId: 'c1' });
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(pointId({ tenantId: 't1', chunkId: 'c1' })).toBe(a);
    expect(pointId({ tenantId: 't2', chunkId: 'c1' })).not.toBe(a);
  });
});
