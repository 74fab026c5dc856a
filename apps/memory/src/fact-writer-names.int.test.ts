// FactWriter's reading of a first name alone, a shorter name and a title and surname as the one full name the workspace
// knows ("Hi Ingrid" in one letter, "To: Ingrid Halvorsen" in another; "Dear Mr Nair"), on PGlite: the keyed first-name
// and surname columns, the lookups and the supersession they allow.
import { randomBytes } from 'node:crypto';
import { TenantKeys } from '@engram/crypto';
import { createTestDatabase, newTenantFactory, type TestDatabase } from '@engram/testing';
import { createEntityNormalizer } from './extraction/entity-normalizer';
import type { ExtractedFact } from './extraction/types';
import { FactWriter, factAad } from './fact-writer';

jest.setTimeout(120_000);

let db: TestDatabase;
let namespaceId: string;
let tenantId: string;
let keys: TenantKeys;
const normalizer = createEntityNormalizer();

beforeAll(async () => {
  db = await createTestDatabase('pglite');
});

beforeEach(async () => {
  const { tenant, defaultNamespace } = await newTenantFactory(db.prisma)();
  tenantId = tenant.id;
  namespaceId = defaultNamespace.id;
  keys = new TenantKeys(tenantId, randomBytes(32));
});

afterAll(async () => {
  await db?.close();
});

const livesIn = (name: string, city: string, year: number): ExtractedFact => ({
  content: `${name} lives in ${city}.`,
  factType: 'fact',
  confidence: 0.9,
  subject: { name, type: 'person' },
  attribute: 'lives_in',
  value: city.toLowerCase(),
  negated: false,
  exclusive: true,
  validFrom: new Date(Date.UTC(year, 0, 1)),
  entities: [{ name, type: 'person' }],
  derivedFrom: [],
});

async function write(f: ExtractedFact): Promise<void> {
  const document = await db.prisma.document.create({ data: { tenantId, namespaceId } });
  const scope = { tenantId, namespaceId, documentId: document.id, version: 1, sensitivity: 'internal' as const, referenceTime: f.validFrom };
  await db.sql.transaction((tx) => new FactWriter(tx, keys, normalizer, scope).write([{ fact: f, embedding: null, termHmacs: [] }]));
}

/** Latest or not, by city (each test's facts are one per city), and the `updates` links between them. */
async function stored() {
  const { rows } = await db.sql.query<{ id: string; content_ct: Uint8Array; is_latest: boolean; given_hmac: string | null; family_hmac: string | null }>(
    `SELECT id, content_ct, is_latest, given_hmac, family_hmac FROM facts WHERE tenant_id = $1 ORDER BY valid_from`,
    [tenantId],
  );
  const { rows: rels } = await db.sql.query<{ from_fact_id: string; to_fact_id: string }>(
    `SELECT from_fact_id, to_fact_id FROM fact_relationships WHERE tenant_id = $1 AND rel_type = 'updates'`,
    [tenantId],
  );
  const city = (id: string) => / in (\w+)\.$/.exec(keys.decryptText(Buffer.from(rows.find((r) => r.id === id)!.content_ct), factAad.content(id)))?.[1];
  return {
    latest: Object.fromEntries(rows.map((r) => [city(r.id), r.is_latest])),
    updates: rels.map((r) => `${city(r.from_fact_id)}->${city(r.to_fact_id)}`),
    given: rows.map((r) => r.given_hmac),
    family: rows.map((r) => r.family_hmac),
  };
}

test('a first name alone after the full name is that person: the new home retires the old one', async () => {
  await write(livesIn('Ingrid Halvorsen', 'Oslo', 2024));
  await write(livesIn('Ingrid', 'Trondheim', 2025));
  const { latest, updates, given } = await stored();
  expect(latest).toEqual({ Oslo: false, Trondheim: true });
  expect(updates).toEqual(['Trondheim->Oslo']);
  // Both rows carry the same keyed first name, and no plaintext.
  expect(new Set(given).size).toBe(1);
  expect(given[0]).toMatch(/^[0-9a-f]{20,}$|^[A-Za-z0-9_-]{20,}$/);
});

test('a full name after facts of the first name alone: they are that person\'s', async () => {
  await write(livesIn('Ingrid', 'Oslo', 2024));
  await write(livesIn('Ingrid Halvorsen', 'Trondheim', 2025));
  const { latest, updates } = await stored();
  expect(latest).toEqual({ Oslo: false, Trondheim: true });
  expect(updates).toEqual(['Trondheim->Oslo']);
});

test('with two people of that first name, the first name alone is neither', async () => {
  await write(livesIn('Ingrid Halvorsen', 'Oslo', 2023));
  await write(livesIn('Ingrid Berg', 'Bergen', 2024));
  await write(livesIn('Ingrid', 'Trondheim', 2025));
  const { latest, updates } = await stored();
  expect(latest).toEqual({ Oslo: true, Bergen: true, Trondheim: true });
  expect(updates).toEqual([]);
});

test('a full name that one longer name starts with is that person, in either order', async () => {
  await write(livesIn('Tomás Ruiz Delgado', 'Madrid', 2022));
  await write(livesIn('Tomás Ruiz', 'Getafe', 2024));
  await write(livesIn('Tomás Ruiz Delgado', 'Toledo', 2025));
  const { latest, updates } = await stored();
  expect(latest).toEqual({ Madrid: false, Getafe: false, Toledo: true });
  expect(updates).toEqual(expect.arrayContaining(['Getafe->Madrid', 'Toledo->Getafe']));
  // With the longer name known, the first name alone is that person too.
  await write(livesIn('Tomás', 'Sevilla', 2026));
  expect((await stored()).latest).toEqual({ Madrid: false, Getafe: false, Toledo: false, Sevilla: true });
});

test('a name that two longer names start with is neither', async () => {
  await write(livesIn('Ana Silva Costa', 'Porto', 2022));
  await write(livesIn('Ana Silva Pereira', 'Braga', 2023));
  await write(livesIn('Ana Silva', 'Faro', 2024));
  const { latest, updates } = await stored();
  expect(latest).toEqual({ Porto: true, Braga: true, Faro: true });
  expect(updates).toEqual([]);
});

test('a surname written as its initial is the one full name that spells it out', async () => {
  await write(livesIn('Tomasz Wojcik', 'Glasgow', 2023));
  await write(livesIn('Tomasz W', 'Paisley', 2024));
  const { latest, updates } = await stored();
  expect(latest).toEqual({ Glasgow: false, Paisley: true });
  expect(updates).toEqual(['Paisley->Glasgow']);
});

test('a title and a surname alone is the one full name of the workspace with that surname (and initial)', async () => {
  await write(livesIn('Tunde Bakare', 'Abuja', 2023));
  await write(livesIn('Mr T. Bakare', 'Hague', 2024));
  // Another initial is someone else.
  await write(livesIn('Mr K. Bakare', 'Lagos', 2024));
  const { latest, updates, family } = await stored();
  expect(latest).toEqual({ Abuja: false, Hague: true, Lagos: true });
  expect(updates).toEqual(['Hague->Abuja']);
  // The full name's row carries its keyed surname, and no plaintext.
  expect(family[0]).toMatch(/^[0-9a-f]{20,}$|^[A-Za-z0-9_-]{20,}$/);
});

test('a title and a surname two people of the workspace share is neither', async () => {
  await write(livesIn('Arjun Nair', 'Munich', 2022));
  await write(livesIn('Priya Nair', 'Kochi', 2023));
  await write(livesIn('Mr Nair', 'Garching', 2024));
  const { latest, updates } = await stored();
  expect(latest).toEqual({ Munich: true, Kochi: true, Garching: true });
  expect(updates).toEqual([]);
});
