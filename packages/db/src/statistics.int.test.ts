import { createPgliteDatabase } from './sql';
import { analyzeStaleTables, keepStatisticsCurrent } from './statistics';

const tuplesOf = async (db: Awaited<ReturnType<typeof createPgliteDatabase>>, table: string) =>
  Number((await db.query<{ n: number }>(`SELECT reltuples AS n FROM pg_class WHERE relname = $1`, [table])).rows[0]!.n);

describe('planner statistics on PGlite (no autovacuum)', () => {
  it('analyzes tables never analyzed or grown since, and leaves the others alone', async () => {
    const db = await createPgliteDatabase();
    try {
      await db.exec(`CREATE TABLE items (id int PRIMARY KEY, tenant int, body text); CREATE INDEX items_tenant ON items (tenant);
                     CREATE TABLE "odd""name" (id int)`);
      await db.query(`INSERT INTO items SELECT g, g % 50, repeat('x', 100) FROM generate_series(1, 20000) g`);
      expect(await tuplesOf(db, 'items')).toBeLessThan(0); // never analyzed

      const analyzed: string[] = [];
      expect((await analyzeStaleTables(db, (t) => analyzed.push(t))).sort()).toEqual(['items', 'odd"name']);
      expect(analyzed.sort()).toEqual(['items', 'odd"name']);
      expect(await tuplesOf(db, 'items')).toBe(20000);
      // The planner now knows: one id is a primary-key lookup, not a scan.
      const plan = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT * FROM items WHERE id = 7`)).rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index Scan using items_pkey/);

      expect(await analyzeStaleTables(db)).toEqual([]); // nothing changed

      await db.query(`INSERT INTO items SELECT g, g % 50, repeat('x', 100) FROM generate_series(20001, 30000) g`);
      expect(await analyzeStaleTables(db)).toEqual(['items']); // grew by half
      expect(await tuplesOf(db, 'items')).toBe(30000);
    } finally {
      await db.close();
    }
  });

  it('keeps them current in the background until stopped', async () => {
    const db = await createPgliteDatabase();
    try {
      await db.exec(`CREATE TABLE items (id int PRIMARY KEY)`);
      await db.query(`INSERT INTO items SELECT generate_series(1, 5000)`);
      const seen: string[] = [];
      const keeper = keepStatisticsCurrent(db, { firstCheckMs: 0, intervalMs: 20, onAnalyzed: (t) => seen.push(t) });
      for (let i = 0; i < 200 && (await tuplesOf(db, 'items')) !== 5000; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await tuplesOf(db, 'items')).toBe(5000);
      await keeper.stop();
      expect(seen).toEqual(['items']);
    } finally {
      await db.close();
    }
  });
});
