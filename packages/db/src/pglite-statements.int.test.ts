import { PGlite } from '@electric-sql/pglite';
import { PgliteStatements } from './pglite-statements';

/** Names of the statements prepared in the backend session. */
async function preparedNames(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name');
  return rows.map((r) => r.name);
}

describe('PgliteStatements', () => {
  let pglite: PGlite;
  beforeEach(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`CREATE TABLE t (id int PRIMARY KEY, label text, tags text[], at timestamptz, doc jsonb, raw bytea)`);
  });
  afterEach(() => pglite.close());

  it('returns what PGlite.query returns, in object and array row modes', async () => {
    const statements = new PgliteStatements(pglite);
    const params = [1, 'one', ['a', 'b'], new Date('2026-01-02T03:04:05Z'), JSON.stringify({ k: [1] }), new Uint8Array([0, 255])];
    const insert = 'INSERT INTO t VALUES ($1, $2, $3, $4, $5, $6) RETURNING *';
    const ours = await statements.query(insert, params);
    await pglite.query('DELETE FROM t');
    const theirs = await pglite.query(insert, params);
    expect(ours).toEqual(theirs);
    expect(ours.rows[0]).toEqual({
      id: 1,
      label: 'one',
      tags: ['a', 'b'],
      at: new Date('2026-01-02T03:04:05Z'),
      doc: { k: [1] },
      raw: new Uint8Array([0, 255]),
    });

    const select = 'SELECT id, label, doc FROM t WHERE id = $1 AND label IS DISTINCT FROM $2';
    expect(await statements.query(select, [1, null], { rowMode: 'array' })).toEqual(
      await pglite.query(select, [1, null], { rowMode: 'array' }),
    );
    // Prisma's adapter passes its own parsers with every call.
    const parsers = { 23: (v: string) => `int:${v}`, 3802: (v: string) => v.length };
    expect(await statements.query(select, [1, 'x'], { rowMode: 'array', parsers })).toEqual(
      await pglite.query(select, [1, 'x'], { rowMode: 'array', parsers }),
    );
    expect((await statements.query(select, [1, 'x'], { rowMode: 'array', parsers })).rows).toEqual([['int:1', 'one', 10]]);
    expect((await statements.query(select, [1, 'x'])).rows).toEqual([{ id: 1, label: 'one', doc: { k: [1] } }]);
    const update = await statements.query('UPDATE t SET label = $2 WHERE id = $1', [1, 'uno']);
    expect(update).toMatchObject({ rows: [], affectedRows: 1 });
  });

  it('sends byte arrays in binary format, so any type with a binary input takes them', async () => {
    const statements = new PgliteStatements(pglite);
    await statements.query('INSERT INTO t (id, raw) VALUES ($1, $2)', [1, Buffer.from([1, 2, 3])]);
    // int4's binary input: four big-endian bytes.
    const { rows } = await statements.query<{ id: number; raw: Uint8Array }>('SELECT id, raw FROM t WHERE id = $1', [
      Buffer.from([0, 0, 0, 1]),
    ]);
    expect(rows).toEqual([{ id: 1, raw: new Uint8Array([1, 2, 3]) }]);
  });

  it('prepares each SQL text once and reuses it', async () => {
    const statements = new PgliteStatements(pglite);
    for (let i = 0; i < 5; i++) await statements.query('INSERT INTO t (id) VALUES ($1)', [i]);
    expect(statements.size).toBe(1);
    expect(await preparedNames(pglite)).toEqual(['engram_1']);
    expect((await statements.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 5 }]);
  });

  it('keeps at most `capacity` statements, closing the least recently used', async () => {
    const statements = new PgliteStatements(pglite, 2);
    const a = 'SELECT 1 AS a';
    const b = 'SELECT 2 AS b';
    await statements.query(a);
    await statements.query(b);
    await statements.query(a); // a is now the most recently used
    await statements.query('SELECT 3 AS c'); // evicts b
    expect(statements.size).toBe(2);
    // The evicted statement is closed with the next message sent to the backend.
    await statements.query(a);
    expect(await preparedNames(pglite)).toEqual(['engram_1', 'engram_3']);
    // b is prepared again, under a new name, and c (least recently used now) makes room for it.
    expect((await statements.query(b)).rows).toEqual([{ b: 2 }]);
    expect(await preparedNames(pglite)).toEqual(['engram_1', 'engram_4']);
  });

  it('fails a bad statement with PostgreSQL error and keeps working', async () => {
    const statements = new PgliteStatements(pglite);
    await expect(statements.query('SELEC 1')).rejects.toMatchObject({ code: '42601', query: 'SELEC 1' });
    await statements.query('INSERT INTO t (id) VALUES ($1)', [1]);
    await expect(statements.query('INSERT INTO t (id) VALUES ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    expect((await statements.query<{ id: number }>('SELECT id FROM t')).rows).toEqual([{ id: 1 }]);
  });

  it('runs transaction statements in the transaction and rolls them back with it', async () => {
    const statements = new PgliteStatements(pglite);
    await expect(
      statements.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES ($1)', [1]);
        expect((await tx.query('SELECT id FROM t')).rows).toEqual([{ id: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await statements.query('SELECT id FROM t')).rows).toEqual([]);

    // A failed statement aborts the transaction, as on a server connection.
    await expect(
      statements.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES ($1)', [2]);
        await tx.query('INSERT INTO t (id) VALUES ($1)', [2]).catch(() => undefined);
        await tx.query('SELECT 1');
      }),
    ).rejects.toMatchObject({ code: '25P02' });

    await statements.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES ($1)', [3]);
    });
    expect((await statements.query('SELECT id FROM t')).rows).toEqual([{ id: 3 }]);
  });

  it('queues a query behind an open transaction, as PGlite.query does', async () => {
    const statements = new PgliteStatements(pglite);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = statements.transaction(async (t) => {
      await t.query('INSERT INTO t (id) VALUES ($1)', [1]);
      await held;
      order.push('tx');
    });
    const outside = statements.query<{ n: number }>('SELECT count(*)::int AS n FROM t').then((r) => {
      order.push('query');
      return r.rows[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await tx;
    expect(await outside).toBe(1);
    expect(order).toEqual(['tx', 'query']);
  });

  it('prepares afresh after a schema change invalidates a statement', async () => {
    const statements = new PgliteStatements(pglite);
    const select = 'SELECT * FROM t';
    await statements.query(select);
    await pglite.exec('ALTER TABLE t ADD COLUMN extra int');
    // PostgreSQL refuses a cached plan whose result type changed; the statement is dropped and the next call works.
    await expect(statements.query(select)).rejects.toMatchObject({ code: '0A000' });
    expect((await statements.query(select)).fields.map((f) => f.name)).toContain('extra');
  });
});
