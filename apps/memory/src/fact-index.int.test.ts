// FactIndex on a real (in-memory PGlite) database: the candidates it proposes are the ones the SQL path of the
// distributed profile selects (the newest facts holding a query term, and the newest facts), kept right as facts are
// written, changed and removed.
import { randomUUID } from 'node:crypto';
import { openDatabase, type OpenedDatabase } from '@engram/db';
import { createLogger } from '@engram/telemetry';
import { FactIndex, toVector, type FactCandidates } from './fact-index';

let db: OpenedDatabase;
let tenantId: string;
let namespaceId: string;
const scope = () => ({ namespaceIds: [namespaceId], sensitivities: ['public', 'internal', 'personal'] as const, onlyLatest: true });

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
  const org = await db.prisma.org.create({ data: { name: 'org' } });
  const tenant = await db.prisma.tenant.create({ data: { orgId: org.id, name: 'w' } });
  tenantId = tenant.id;
  namespaceId = (await db.prisma.namespace.create({ data: { tenantId, key: 'default', name: 'Default' } })).id;
}, 60_000);

afterAll(async () => {
  await db.close();
});

interface Row {
  id: string;
  validFrom: number;
  terms: string[];
  latest: boolean;
}

async function insert(rows: Row[]): Promise<void> {
  for (const r of rows) {
    const vector = Buffer.from(new Float32Array([3, 4]).buffer);
    await db.sql.query(
      `INSERT INTO facts (id, tenant_id, namespace_id, content_ct, content_hmac, fact_type, confidence, term_hmacs, embedding,
                          is_latest, valid_from)
       VALUES ($1, $2, $3, $4, $5, 'fact', 0.9, $6::text[], $7, $8, to_timestamp($9::float8 / 1000))`,
      [r.id, tenantId, namespaceId, Buffer.from('x'), r.id, r.terms, vector, r.latest, r.validFrom],
    );
  }
}

/** What the candidates must be: the same rule written plainly. */
function expected(all: Row[], terms: string[], keywordMax: number, recentMax: number): string[] {
  const order = (a: Row, b: Row) => b.validFrom - a.validFrom || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const live = all.filter((r) => r.latest);
  const keyword = live.filter((r) => r.terms.some((t) => terms.includes(t))).sort(order).slice(0, keywordMax);
  const recent = [...live].sort(order).slice(0, recentMax);
  return [...new Set([...keyword, ...recent].map((r) => r.id))].sort();
}

const ids = (candidates: FactCandidates) => candidates.facts.map((f) => f.id).sort();

test('candidates are the newest facts holding a term and the newest facts, after inserts, changes and removals', async () => {
  const index = new FactIndex(db.sql, createLogger({ level: 'silent', service: 'test' }));
  // Many facts share the common term, with ties in time: with a keyword limit of 20 its 240 postings take the walk down
  // the newest-first list (over 4x the limit), with 70 the partial selection of the postings' union (over 2x).
  const rows: Row[] = Array.from({ length: 240 }, (_, i) => ({
    id: randomUUID(),
    validFrom: Date.UTC(2026, 0, 1) + (i % 90) * 86_400_000,
    terms: i % 7 === 0 ? ['common', 'rare'] : ['common'],
    latest: i % 11 !== 0,
  }));
  await insert(rows);
  expect(ids(await index.candidates(tenantId, scope(), ['rare'], 5, 10))).toEqual(expected(rows, ['rare'], 5, 10));
  expect(ids(await index.candidates(tenantId, scope(), ['common'], 20, 10))).toEqual(expected(rows, ['common'], 20, 10));
  expect(ids(await index.candidates(tenantId, scope(), ['common'], 70, 10))).toEqual(expected(rows, ['common'], 70, 10));

  // Newer facts arrive, one older fact stops being latest, and one is deleted; the index hears of it by sync/remove.
  const later: Row[] = Array.from({ length: 30 }, (_, i) => ({
    id: randomUUID(),
    validFrom: Date.UTC(2026, 2, 1) + i * 3_600_000,
    terms: i % 2 ? ['common'] : ['other'],
    latest: true,
  }));
  await insert(later);
  const retired = rows.find((r) => r.latest && r.terms.includes('rare'))!;
  retired.latest = false;
  await db.sql.query(`UPDATE facts SET is_latest = false, updated_at = now() WHERE id = $1`, [retired.id]);
  const removed = later[29]!;
  await db.sql.query(`DELETE FROM facts WHERE id = $1`, [removed.id]);
  await index.sync(tenantId);
  index.remove(tenantId, [removed.id]);
  const now = [...rows, ...later.slice(0, 29)];
  for (const [terms, k, r] of [[['rare'], 5, 10], [['common'], 20, 40], [['other', 'rare'], 50, 100]] as const) {
    expect(ids(await index.candidates(tenantId, scope(), terms, k, r))).toEqual(expected(now, [...terms], k, r));
  }
});

test('candidates score against the query with their stored vectors, and a fact deleted meanwhile scores 0', async () => {
  const index = new FactIndex(db.sql, createLogger({ level: 'silent', service: 'test' }));
  // Its other facts (first test) hold neither 't' nor 'u' and have 2-d vectors: a workspace may hold vectors of two
  // embedders, each scored against a query of its own size. No recent candidates are asked for.
  const tenant = tenantId;
  const vectors = [
    [1, 0, 0],
    [0, 3, 4],
    [2, 2, 1],
  ];
  const rows = vectors.map((v, i) => ({ id: randomUUID(), v, validFrom: Date.UTC(2026, 0, 1 + i) }));
  for (const r of rows) {
    await db.sql.query(
      `INSERT INTO facts (id, tenant_id, namespace_id, content_ct, content_hmac, fact_type, confidence, term_hmacs, embedding,
                          is_latest, valid_from)
       VALUES ($1, $2, $3, $4, $5, 'fact', 0.9, ARRAY['t'], $6, true, to_timestamp($7::float8 / 1000))`,
      [r.id, tenant, namespaceId, Buffer.from('x'), r.id, Buffer.from(new Float32Array(r.v).buffer), r.validFrom],
    );
  }
  const candidates = await index.candidates(tenant, scope(), ['t'], 10, 0);
  const query = toVector(new Uint8Array(new Float32Array([1, 1, 0]).buffer))!;
  const unit = (v: number[]) => v.map((x) => x / Math.hypot(...v));
  const expectedOf = (id: string) => {
    const v = unit(rows.find((r) => r.id === id)!.v);
    return v[0]! * query[0]! + v[1]! * query[1]! + v[2]! * query[2]!;
  };
  const scores = candidates.similarities(query);
  candidates.facts.forEach((f, i) => expect(scores[i]).toBeCloseTo(expectedOf(f.id), 5));
  expect(Array.from(candidates.similarities(new Float32Array(4)))).toEqual([0, 0, 0]); // no vector of that size

  // Deleted after the candidates were chosen, and its slot reused by a new fact: it scores 0, not the newcomer's.
  const gone = candidates.facts[0]!;
  await db.sql.query(`DELETE FROM facts WHERE id = $1`, [gone.id]);
  index.remove(tenant, [gone.id]);
  await db.sql.query(
    `INSERT INTO facts (id, tenant_id, namespace_id, content_ct, content_hmac, fact_type, confidence, term_hmacs, embedding,
                        is_latest, valid_from)
     VALUES ($1, $2, $3, $4, $5, 'fact', 0.9, ARRAY['u'], $6, true, now())`,
    [randomUUID(), tenant, namespaceId, Buffer.from('x'), 'new', Buffer.from(new Float32Array([1, 1, 0]).buffer)],
  );
  await index.sync(tenant);
  const after = candidates.similarities(query);
  expect(after[0]).toBe(0);
  candidates.facts.slice(1).forEach((f, i) => expect(after[i + 1]).toBeCloseTo(expectedOf(f.id), 5));
});

test('vectors are held at unit length, and a zero vector holds none', () => {
  const v = toVector(new Uint8Array(new Float32Array([3, 4]).buffer))!;
  expect([...v]).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
  expect(toVector(new Uint8Array(new Float32Array([0, 0]).buffer))).toBeNull();
});
