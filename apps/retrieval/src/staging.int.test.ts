// The embed -> index hand-off on PGlite: several versions staged, read and cleared in one statement each.
import { randomUUID } from 'node:crypto';
import { createPgliteDatabase, type PgliteDatabase } from '@engram/db';
import { VectorStaging, stagedKey } from './staging';

let db: PgliteDatabase;
let staging: VectorStaging;
beforeAll(async () => {
  db = await createPgliteDatabase();
  staging = new VectorStaging(db);
  await staging.ensureSchema();
});
afterAll(async () => {
  await db.close();
});

const vector = (x: number) => Float32Array.from([x, x + 0.5, -x]);

test('stages, reads back and clears several versions together', async () => {
  const tenantId = randomUUID();
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  const [a1, a2, b1] = [randomUUID(), randomUUID(), randomUUID()];
  await staging.putAll([
    { tenantId, documentId: a, version: 1, vectors: new Map([[a1, vector(1)], [a2, vector(2)]]) },
    { tenantId, documentId: b, version: 3, vectors: new Map([[b1, vector(3)]]) },
  ]);
  // Staging a version again replaces what it had.
  await staging.putAll([{ tenantId, documentId: a, version: 1, vectors: new Map([[a1, vector(4)]]) }]);

  const all = await staging.getAll([
    { documentId: a, version: 1 },
    { documentId: b, version: 3 },
    { documentId: c, version: 1 },
  ]);
  expect([...all.keys()].sort()).toEqual([stagedKey(a, 1), stagedKey(b, 3), stagedKey(c, 1)].sort());
  expect([...all.get(stagedKey(a, 1))!]).toEqual([[a1, vector(4)]]);
  expect([...all.get(stagedKey(b, 3))!]).toEqual([[b1, vector(3)]]);
  expect(all.get(stagedKey(c, 1))!.size).toBe(0);

  // Clearing version 4 of b also drops its older staged versions; a is untouched.
  await staging.clearAll([{ documentId: b, version: 4 }]);
  const after = await staging.getAll([
    { documentId: a, version: 1 },
    { documentId: b, version: 3 },
  ]);
  expect(after.get(stagedKey(a, 1))!.size).toBe(1);
  expect(after.get(stagedKey(b, 3))!.size).toBe(0);
});

test('a large version is staged in several transactions, all of it, and staging it again replaces it', async () => {
  const tenantId = randomUUID();
  const documentId = randomUUID();
  const chunkIds = Array.from({ length: 2_500 }, () => randomUUID());
  let transactions = 0;
  const counting = new VectorStaging({
    ...db,
    transaction: (fn) => {
      transactions++;
      return db.transaction(fn);
    },
  } as typeof db);
  await counting.putAll([{ tenantId, documentId, version: 1, vectors: new Map(chunkIds.map((id, i) => [id, vector(i)])) }]);
  expect(transactions).toBe(3);
  await counting.putAll([{ tenantId, documentId, version: 1, vectors: new Map(chunkIds.map((id, i) => [id, vector(-i)])) }]);
  const staged = (await staging.getAll([{ documentId, version: 1 }])).get(stagedKey(documentId, 1))!;
  expect(staged.size).toBe(2_500);
  expect(staged.get(chunkIds[2_499]!)).toEqual(vector(-2_499));
});
