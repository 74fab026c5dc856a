// Test data builders shared by the index contract suites.
import { createHmac, randomUUID } from 'node:crypto';
import type { ChunkAttributes, IndexFilter } from '../ports';

/** Stand-in for the tenant's keyed term hash: deterministic per tenant, opaque, no whitespace. */
export function hashTerm(tenantId: string, term: string): string {
  return createHmac('sha256', `test-key-${tenantId}`).update(term).digest('base64url').slice(0, 12);
}

export const hashTerms = (tenantId: string, text: string): string[] =>
  text.split(/\s+/).filter(Boolean).map((t) => hashTerm(tenantId, t));

export function newTenantId(): string {
  return `tenant-${randomUUID()}`;
}

export function chunkAttrs(tenantId: string, chunkId: string, overrides: Partial<ChunkAttributes> = {}): ChunkAttributes {
  return {
    tenantId,
    namespaceId: 'ns-default',
    documentId: `doc-${chunkId}`,
    chunkId,
    sensitivityRank: 0,
    category: 'notes',
    language: 'en',
    sourceType: 'text',
    storageType: 'chunks',
    hasExtractableData: false,
    classifierModel: 'rules-v1',
    createdAt: new Date('2024-06-01T12:00:00.000Z'),
    tagHashes: [],
    tagPrefixHashes: [],
    ...overrides,
  };
}

export function baseFilter(tenantId: string, overrides: Partial<IndexFilter> = {}): IndexFilter {
  return { tenantId, namespaceIds: ['ns-default'], maxSensitivityRank: 3, ...overrides };
}

/** Tags as the service would hash them: each full tag, and every prefix of every tag. */
export function tagAttributes(tenantId: string, tags: string[]): Pick<ChunkAttributes, 'tagHashes' | 'tagPrefixHashes'> {
  const prefixes = new Set<string>();
  for (const tag of tags) for (let i = 1; i <= tag.length; i++) prefixes.add(hashTerm(tenantId, `prefix:${tag.slice(0, i)}`));
  return { tagHashes: tags.map((t) => hashTerm(tenantId, `tag:${t}`)), tagPrefixHashes: [...prefixes] };
}

/**
 * One corpus, many filters: each chunk differs from `plain` in one attribute, and each case names the chunks a
 * filter must return. Every chunk matches the query equally well, so only the filter decides.
 */
export function filterCorpus(tenantId: string): {
  chunks: ChunkAttributes[];
  cases: Array<{ name: string; filter: Partial<IndexFilter>; expected: string[] }>;
} {
  const t = (tags: string[]) => tagAttributes(tenantId, tags);
  const a = (id: string, o: Partial<ChunkAttributes>) => chunkAttrs(tenantId, id, o);
  const chunks = [
    a('plain', {}),
    a('other-namespace', { namespaceId: 'ns-other' }),
    a('internal', { sensitivityRank: 1 }),
    a('personal', { sensitivityRank: 3 }),
    a('category-email', { category: 'email' }),
    a('german', { language: 'de' }),
    a('pdf', { sourceType: 'pdf' }),
    a('structured', { storageType: 'structured' }),
    a('model-b', { classifierModel: 'llm-v2' }),
    a('extractable', { hasExtractableData: true }),
    a('tags-project-alpha', t(['project/alpha', 'urgent'])),
    a('tags-project-beta', t(['project/beta'])),
    a('checkpoint', {
      checkpointProjectHash: hashTerm(tenantId, 'proj:engram'),
      checkpointSessionHash: hashTerm(tenantId, 'sess:42'),
      checkpointKind: 'milestone',
    }),
    a('early', { createdAt: new Date('2024-01-01T00:00:00.000Z') }),
    a('late', { createdAt: new Date('2024-12-31T23:59:59.000Z') }),
  ];
  const all = chunks.map((c) => c.chunkId);
  const h = (s: string) => hashTerm(tenantId, s);
  const cases = [
    { name: 'namespaces restrict to the listed namespaces', filter: { namespaceIds: ['ns-other'] }, expected: ['other-namespace'] },
    { name: 'several namespaces are a union', filter: { namespaceIds: ['ns-default', 'ns-other'] }, expected: all },
    {
      name: 'max sensitivity hides more sensitive chunks',
      filter: { maxSensitivityRank: 0 },
      expected: all.filter((id) => !['internal', 'personal', 'other-namespace'].includes(id)),
    },
    { name: 'sensitivity list narrows within the ceiling', filter: { sensitivityRanks: [1, 3], maxSensitivityRank: 2 }, expected: ['internal'] },
    { name: 'categories', filter: { categories: ['email'] }, expected: ['category-email'] },
    { name: 'languages', filter: { languages: ['de'] }, expected: ['german'] },
    { name: 'source types', filter: { sourceTypes: ['pdf'] }, expected: ['pdf'] },
    { name: 'storage types', filter: { storageTypes: ['structured'] }, expected: ['structured'] },
    { name: 'classifier models', filter: { classifierModels: ['llm-v2'] }, expected: ['model-b'] },
    { name: 'has extractable data', filter: { hasExtractableData: true }, expected: ['extractable'] },
    {
      name: 'has no extractable data',
      filter: { hasExtractableData: false },
      expected: all.filter((id) => id !== 'extractable' && id !== 'other-namespace'),
    },
    { name: 'tags any', filter: { tagHashesAny: [h('tag:urgent'), h('tag:project/beta')] }, expected: ['tags-project-alpha', 'tags-project-beta'] },
    { name: 'tags all', filter: { tagHashesAll: [h('tag:urgent'), h('tag:project/alpha')] }, expected: ['tags-project-alpha'] },
    { name: 'tags all with one missing tag matches nothing', filter: { tagHashesAll: [h('tag:urgent'), h('tag:project/beta')] }, expected: [] },
    { name: 'tag prefix', filter: { tagPrefixHash: h('prefix:project/') }, expected: ['tags-project-alpha', 'tags-project-beta'] },
    { name: 'checkpoint project', filter: { checkpointProjectHashes: [h('proj:engram')] }, expected: ['checkpoint'] },
    { name: 'checkpoint session', filter: { checkpointSessionHashes: [h('sess:42')] }, expected: ['checkpoint'] },
    { name: 'checkpoint kinds', filter: { checkpointKinds: ['milestone'] }, expected: ['checkpoint'] },
    { name: 'checkpoint kind absent matches nothing', filter: { checkpointKinds: ['final'] }, expected: [] },
    {
      name: 'date bounds are inclusive',
      filter: { createdFrom: new Date('2024-01-01T00:00:00.000Z'), createdTo: new Date('2024-06-01T12:00:00.000Z') },
      expected: all.filter((id) => id !== 'late' && id !== 'other-namespace'),
    },
    { name: 'date from alone', filter: { createdFrom: new Date('2024-12-31T23:59:59.000Z') }, expected: ['late'] },
    { name: 'date to alone', filter: { createdTo: new Date('2024-01-01T00:00:00.000Z') }, expected: ['early'] },
    {
      name: 'filters combine with AND',
      filter: { categories: ['notes'], languages: ['en'], maxSensitivityRank: 0, sourceTypes: ['text'], storageTypes: ['chunks'] },
      expected: ['plain', 'model-b', 'extractable', 'tags-project-alpha', 'tags-project-beta', 'checkpoint', 'early', 'late'],
    },
    { name: 'an empty list constrains nothing', filter: { categories: [] }, expected: all.filter((id) => id !== 'other-namespace') },
  ];
  return { chunks, cases };
}
