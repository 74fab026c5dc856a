// FactWriter on real PostgreSQL, where transactions of one workspace can run at the same time (parallel extract lanes,
// several memory replicas): supersession must still see every committed value, so exactly one stays latest.
import { randomBytes } from 'node:crypto';
import { TenantKeys } from '@engram/crypto';
import { createTestDatabase, type TestDatabase } from '@engram/testing';
import { createEntityNormalizer } from './extraction/entity-normalizer';
import type { ExtractedFact } from './extraction/types';
import { FactWriter } from './fact-writer';

jest.setTimeout(120_000);

let db: TestDatabase;
let tenantId: string;
let namespaceId: string;

beforeAll(async () => {
  db = await createTestDatabase('postgres');
  const org = await db.prisma.org.create({ data: { name: 'org' } });
  tenantId = (await db.prisma.tenant.create({ data: { orgId: org.id, name: 'w' } })).id;
  namespaceId = (await db.prisma.namespace.create({ data: { tenantId, key: 'default', name: 'Default' } })).id;
});

afterAll(async () => {
  await db?.close();
});

function livesIn(city: string, validFrom: Date): ExtractedFact {
  return {
    content: `Omar lives in ${city}.`,
    factType: 'fact',
    confidence: 0.9,
    subject: { name: 'Omar', type: 'person' },
    attribute: 'lives_in',
    value: city.toLowerCase(),
    negated: false,
    exclusive: true,
    validFrom,
    entities: [{ name: 'Omar', type: 'person' }],
    derivedFrom: [],
  };
}

test('eight documents of one workspace written at once leave one latest value, the newest in event time', async () => {
  const keys = new TenantKeys(tenantId, randomBytes(32));
  const normalizer = createEntityNormalizer();
  const cities = ['Lyon', 'Porto', 'Oslo', 'Riga', 'Lima', 'Kyiv', 'Quito', 'Dakar'];
  const documents = await Promise.all(cities.map(() => db.prisma.document.create({ data: { tenantId, namespaceId } })));
  await Promise.all(
    cities.map((city, i) => {
      const validFrom = new Date(Date.UTC(2025, i, 1));
      const scope = { tenantId, namespaceId, documentId: documents[i]!.id, version: 1, sensitivity: 'internal' as const, referenceTime: validFrom };
      return db.sql.transaction((tx) =>
        new FactWriter(tx, keys, normalizer, scope).write([{ fact: livesIn(city, validFrom), embedding: null, termHmacs: [] }]),
      );
    }),
  );
  const { rows } = await db.sql.query<{ is_latest: boolean; valid_until: Date | null }>(
    `SELECT is_latest, valid_until FROM facts WHERE tenant_id = $1 ORDER BY valid_from`,
    [tenantId],
  );
  expect(rows).toHaveLength(cities.length);
  expect(rows.map((r) => r.is_latest)).toEqual(cities.map((_, i) => i === cities.length - 1));
  expect(rows.slice(0, -1).every((r) => r.valid_until !== null)).toBe(true);
});
