import { createPgliteDatabase } from './sql';

describe('PGlite SqlDatabase', () => {
  it('runs parameterised queries, transactions and pgvector', async () => {
    const db = await createPgliteDatabase();
    await db.exec('CREATE TABLE t (id int primary key, v vector(3))');
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES ($1, $2)', [1, '[1,0,0]']);
      await tx.query('INSERT INTO t VALUES ($1, $2)', [2, '[0,1,0]']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES ($1, $2)', [3, '[0,0,1]']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const { rows } = await db.query<{ id: number }>("SELECT id FROM t ORDER BY v <=> '[0.9,0.1,0]' LIMIT 2");
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    await db.close();
  });
});
