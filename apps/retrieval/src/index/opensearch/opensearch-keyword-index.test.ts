import { toOpenSearchFilter } from './opensearch-keyword-index';

describe('toOpenSearchFilter', () => {
  it('always scopes to tenant, namespaces and the sensitivity ceiling', () => {
    expect(toOpenSearchFilter({ tenantId: 't1', namespaceIds: ['a'], maxSensitivityRank: 2 })).toEqual([
      { term: { tenant_id: 't1' } },
      { terms: { namespace_id: ['a'] } },
      { range: { sensitivity_rank: { lte: 2 } } },
    ]);
  });

  it('turns tags-all into one term clause per tag and dates into an inclusive range', () => {
    const clauses = toOpenSearchFilter({
      tenantId: 't1', namespaceIds: ['a'], maxSensitivityRank: 3,
      tagHashesAll: ['p', 'q'], checkpointKinds: ['final'], createdFrom: new Date(1000), storageTypes: [],
    });
    expect(clauses).toEqual(expect.arrayContaining([
      { term: { tag_hashes: 'p' } },
      { term: { tag_hashes: 'q' } },
      { terms: { checkpoint_kind: ['final'] } },
      { range: { created_at: { gte: 1000, format: 'epoch_millis' } } },
    ]));
    expect(clauses).toHaveLength(7);
  });
});
