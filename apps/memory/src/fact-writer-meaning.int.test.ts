// FactWriter's by-meaning step (a change worded so that no subject, attribute or topic rule links it) and its reading of
// a name the workspace knows as a person, on PGlite with the bundled encoder: the pool query, the cosine and the stored
// relationship, as the extract step prepares facts.
import { randomBytes } from 'node:crypto';
import type { Embedder } from '@engram/core';
import { TenantKeys } from '@engram/crypto';
import { createUseEmbedder } from '@engram/embedding';
import { createTestDatabase, newTenantFactory, type TestDatabase } from '@engram/testing';
import { createEntityNormalizer } from './extraction/entity-normalizer';
import type { ExtractedFact } from './extraction/types';
import { factTerms } from './extract-step';
import { FactWriter, factAad, type PreparedFact } from './fact-writer';
import { createOfflineExtractor } from './extraction';

jest.setTimeout(120_000);

let db: TestDatabase;
let embedder: Embedder & { close(): Promise<void> | void };
let namespaceId: string;
let tenantId: string;
let keys: TenantKeys;
const normalizer = createEntityNormalizer();

beforeAll(async () => {
  [db, embedder] = await Promise.all([createTestDatabase('pglite'), createUseEmbedder({ workers: 1 })]);
});

beforeEach(async () => {
  const { tenant, defaultNamespace } = await newTenantFactory(db.prisma)();
  tenantId = tenant.id;
  namespaceId = defaultNamespace.id;
  keys = new TenantKeys(tenantId, randomBytes(32));
});

afterAll(async () => {
  await Promise.all([db?.close(), embedder?.close()]);
});

type Claim = Pick<ExtractedFact, 'content' | 'subject' | 'attribute' | 'value'> & Partial<ExtractedFact>;
const fact = (c: Claim, validFrom: Date): ExtractedFact => ({
  factType: 'fact',
  confidence: 0.9,
  negated: false,
  exclusive: true,
  entities: [{ name: c.subject.name, type: c.subject.type }],
  derivedFrom: [],
  validFrom,
  ...c,
});

/** As the extract step prepares a fact: its sentence vector and its terms. */
async function prepare(f: ExtractedFact): Promise<PreparedFact> {
  const [embedding] = await embedder.embed([f.content], 'background');
  return { fact: f, embedding: embedding ?? null, ...factTerms(keys, f) };
}

async function write(f: ExtractedFact): Promise<void> {
  const document = await db.prisma.document.create({ data: { tenantId, namespaceId } });
  const scope = { tenantId, namespaceId, documentId: document.id, version: 1, sensitivity: 'internal' as const, referenceTime: f.validFrom };
  const prepared = await prepare(f);
  await db.sql.transaction((tx) => new FactWriter(tx, keys, normalizer, scope).write([prepared]));
}

async function stored() {
  const { rows } = await db.sql.query<{ id: string; is_latest: boolean; valid_until: Date | null; valid_from: Date }>(
    `SELECT id, is_latest, valid_until, valid_from FROM facts WHERE tenant_id = $1 ORDER BY valid_from`,
    [tenantId],
  );
  const { rows: rels } = await db.sql.query<{ from_fact_id: string; to_fact_id: string; rel_type: string }>(
    `SELECT from_fact_id, to_fact_id, rel_type::text AS rel_type FROM fact_relationships WHERE tenant_id = $1`,
    [tenantId],
  );
  return { rows, rels };
}

const rateLimit = { content: 'The rate limit is 100 requests per minute.', subject: { name: 'rate limit', type: 'concept' as const }, attribute: 'level', value: '100 requests per minute' };
const raised = {
  content: 'The rate limit was raised to 500 requests per minute.',
  subject: { name: 'rate limit', type: 'concept' as const },
  attribute: 'has:request',
  value: '500',
  marksChange: true,
};

test('a marked change updates the stored claim closest in meaning that no rule links it to', async () => {
  await write(fact(rateLimit, new Date('2023-01-01T00:00:00Z')));
  await write(fact(raised, new Date('2023-06-01T00:00:00Z')));
  const { rows, rels } = await stored();
  expect(rows.map((r) => r.is_latest)).toEqual([false, true]);
  expect(rows[0]!.valid_until).toEqual(rows[1]!.valid_from);
  expect(rels).toEqual([{ from_fact_id: rows[1]!.id, to_fact_id: rows[0]!.id, rel_type: 'updates' }]);
});

test('arriving late, the older claim enters history under the marked change', async () => {
  await write(fact(raised, new Date('2023-06-01T00:00:00Z')));
  await write(fact(rateLimit, new Date('2023-01-01T00:00:00Z')));
  const { rows, rels } = await stored();
  expect(rows.map((r) => r.is_latest)).toEqual([false, true]);
  expect(rels).toEqual([{ from_fact_id: rows[1]!.id, to_fact_id: rows[0]!.id, rel_type: 'updates' }]);
});

test('an unrelated claim of the workspace is left alone, and so is one person by another', async () => {
  await write(fact({ content: 'The worker node has 32 GB of RAM.', subject: { name: 'worker node', type: 'concept' }, attribute: 'has:gb', value: '32' }, new Date('2023-01-01T00:00:00Z')));
  await write(fact({ content: 'Mateo now drives a Volvo XC60.', subject: { name: 'Mateo', type: 'person' }, attribute: 'v:drive', value: 'volvo xc60' }, new Date('2023-01-02T00:00:00Z')));
  await write(fact(raised, new Date('2023-06-01T00:00:00Z')));
  await write(fact({ content: 'Sofia now drives a Kia Niro.', subject: { name: 'Sofia', type: 'person' }, attribute: 'v:drive', value: 'kia niro', marksChange: true }, new Date('2023-07-01T00:00:00Z')));
  const { rows, rels } = await stored();
  expect(rows.every((r) => r.is_latest)).toBe(true);
  expect(rels).toEqual([]);
});

test('a name read as a concept is the person the workspace already knows by it', async () => {
  await write(fact({ content: 'Jonas writes code in Sublime Text.', subject: { name: 'Jonas', type: 'person' }, attribute: 'uses', value: 'sublime text', exclusive: false }, new Date('2023-01-01T00:00:00Z')));
  await write(fact({ content: 'Jonas codes in Neovim now.', subject: { name: 'Jonas', type: 'concept' }, attribute: 'uses', value: 'neovim', marksChange: true }, new Date('2023-06-01T00:00:00Z')));
  const { rows, rels } = await stored();
  expect(rows.map((r) => r.is_latest)).toEqual([false, true]);
  expect(rels.map((r) => r.rel_type)).toEqual(['updates']);
  const { rows: entities } = await db.sql.query<{ type: string }>(`SELECT entity_type AS type FROM entities WHERE tenant_id = $1`, [tenantId]);
  expect(entities.map((e) => e.type)).toEqual(['person']);
});

test('what was said of a name read as a concept is the person later said to be of that name', async () => {
  await write(fact({ content: 'Jonas writes code in Sublime Text.', subject: { name: 'Jonas', type: 'concept' }, attribute: 'uses', value: 'sublime text' }, new Date('2023-01-01T00:00:00Z')));
  // No change is marked, so the by-meaning step stays out of it: the one subject alone makes the update.
  await write(fact({ content: 'Jonas codes in Neovim.', subject: { name: 'Jonas', type: 'person' }, attribute: 'uses', value: 'neovim' }, new Date('2023-06-01T00:00:00Z')));
  const { rows, rels } = await stored();
  expect(rows.map((r) => r.is_latest)).toEqual([false, true]);
  expect(rels.map((r) => r.rel_type)).toEqual(['updates']);
});

test('a company read as a concept is not a person of that name', async () => {
  await write(fact({ content: 'Acme Inc uses Sublime Text.', subject: { name: 'Acme Inc', type: 'concept' }, attribute: 'uses', value: 'sublime text' }, new Date('2023-01-01T00:00:00Z')));
  await write(fact({ content: 'Acme Inc uses Neovim.', subject: { name: 'Acme Inc', type: 'person' }, attribute: 'uses', value: 'neovim' }, new Date('2023-06-01T00:00:00Z')));
  const { rows, rels } = await stored();
  expect(rows.every((r) => r.is_latest)).toBe(true);
  expect(rels).toEqual([]);
});

describe('supersession across sensitivities', () => {
  async function writeAs(f: ExtractedFact, sensitivity: 'public' | 'internal' | 'confidential'): Promise<void> {
    const document = await db.prisma.document.create({ data: { tenantId, namespaceId } });
    const scope = { tenantId, namespaceId, documentId: document.id, version: 1, sensitivity, referenceTime: f.validFrom };
    const prepared = await prepare(f);
    await db.sql.transaction((tx) => new FactWriter(tx, keys, normalizer, scope).write([prepared]));
  }
  const worksAt = (org: string, validFrom: Date) =>
    fact({ content: `Pedro works at ${org}.`, subject: { name: 'Pedro', type: 'person' }, attribute: 'works_at', value: org.toLowerCase() }, validFrom);

  test('a later fact no more sensitive than the one it replaces retires it, in either order of arrival', async () => {
    await writeAs(worksAt('Atlassian', new Date('2023-01-01T10:00:00Z')), 'internal');
    await writeAs(worksAt('Canva', new Date('2023-09-01T10:00:00Z')), 'public');
    const { rows, rels } = await stored();
    expect(rows.map((r) => r.is_latest)).toEqual([false, true]);
    expect(rels).toEqual([{ from_fact_id: rows[1]!.id, to_fact_id: rows[0]!.id, rel_type: 'updates' }]);
  });

  test('an older confidential fact arriving late is stored retired by a newer public one', async () => {
    await writeAs(worksAt('Canva', new Date('2023-09-01T10:00:00Z')), 'public');
    await writeAs(worksAt('Atlassian', new Date('2023-01-01T10:00:00Z')), 'confidential');
    expect((await stored()).rows.map((r) => r.is_latest)).toEqual([false, true]);
  });

  test('a more sensitive fact never retires a less sensitive one (a capped key would see it change)', async () => {
    await writeAs(worksAt('Atlassian', new Date('2023-01-01T10:00:00Z')), 'public');
    await writeAs(worksAt('Canva', new Date('2023-09-01T10:00:00Z')), 'internal');
    const { rows, rels } = await stored();
    expect(rows.map((r) => r.is_latest)).toEqual([true, true]);
    expect(rels).toEqual([]);
  });
});

describe("a group's leader, said of the person and of the group", () => {
  const extractor = createOfflineExtractor();
  async function writeText(text: string, at: string): Promise<void> {
    const facts = await extractor.extract({ text, referenceTime: new Date(at) });
    const document = await db.prisma.document.create({ data: { tenantId, namespaceId } });
    const scope = { tenantId, namespaceId, documentId: document.id, version: 1, sensitivity: 'internal' as const, referenceTime: new Date(at) };
    const prepared = await Promise.all(facts.map((f) => prepare(f)));
    await db.sql.transaction((tx) => new FactWriter(tx, keys, normalizer, scope).write(prepared));
  }
  async function latest(): Promise<string[]> {
    const { rows } = await db.sql.query<{ content_ct: Uint8Array; id: string }>(`SELECT id, content_ct FROM facts WHERE tenant_id = $1 AND is_latest`, [tenantId]);
    return rows.map((r) => keys.decryptText(Buffer.from(r.content_ct), factAad.content(r.id))).sort();
  }

  test('a new leader of the group retires the old leader\'s own claim too', async () => {
    await writeText('Org update: Oliver Brown manages the data team.', '2023-01-01T10:00:00Z');
    await writeText('Org update: Maya Singh now manages the data team.', '2024-01-01T10:00:00Z');
    expect(await latest()).toEqual(['Maya Singh now manages the data team.', 'The data team is now led by Maya Singh.']);
  });

  test('the leader moving to another group retires what was said of the old group', async () => {
    await writeText('Team notes: Jorge leads the mobile team.', '2023-01-01T10:00:00Z');
    await writeText('Team notes: Jorge now leads the platform team.', '2024-01-01T10:00:00Z');
    expect(await latest()).toEqual(['Jorge now leads the platform team.', 'The platform team is now led by Jorge.']);
  });
});

test('one old value said of one thing named two ways retires with it: both claims updated by the marked change', async () => {
  // "Hana and Luis are getting married on 14 June 2025" (read as each one's wedding), later "the wedding is now on 20 September 2025".
  const hana = fact({ content: "Hana's wedding is on 14 June 2025.", subject: { name: "Hana's wedding", type: 'concept' }, attribute: 'scheduled_for', value: '2025-06-14' }, new Date('2023-09-01T00:00:00Z'));
  const luis = fact({ content: "Luis's wedding is on 14 June 2025.", subject: { name: "Luis's wedding", type: 'concept' }, attribute: 'scheduled_for', value: '2025-06-14' }, new Date('2023-09-01T00:00:00Z'));
  const document = await db.prisma.document.create({ data: { tenantId, namespaceId } });
  const scope = { tenantId, namespaceId, documentId: document.id, version: 1, sensitivity: 'internal' as const, referenceTime: hana.validFrom };
  const both = await Promise.all([prepare(hana), prepare(luis)]);
  await db.sql.transaction((tx) => new FactWriter(tx, keys, normalizer, scope).write(both));
  await write(fact({ content: 'The wedding is now on 20 September 2025.', subject: { name: 'wedding', type: 'concept' }, attribute: 'scheduled_for', value: '2025-09-20', marksChange: true }, new Date('2024-02-11T00:00:00Z')));
  const { rows, rels } = await stored();
  const latest = rows.filter((r) => r.is_latest);
  expect(latest).toHaveLength(1);
  expect(rows.filter((r) => !r.is_latest).every((r) => r.valid_until?.toISOString() === '2024-02-11T00:00:00.000Z')).toBe(true);
  expect(rels.filter((r) => r.rel_type === 'updates' && r.from_fact_id === latest[0]!.id)).toHaveLength(2);
});
