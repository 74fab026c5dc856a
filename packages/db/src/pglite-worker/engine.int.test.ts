// PGlite in a worker thread, driven the way the embedded profile drives it: PgliteStatements (our SqlDatabase and
// Prisma's adapter), transactions, PostgreSQL's errors, a data directory, and the main thread left free meanwhile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, protocol } from '@electric-sql/pglite';
import { runAsBackground, threadNiceValues } from '@engram/core';
import { openDatabase } from '../open-database';
import { isUniqueViolation } from '../guards';
import { PgliteStatements } from '../pglite-statements';
import { createPgliteDatabase } from '../sql';
import { WorkerPglite } from './engine';

describe('WorkerPglite', () => {
  let engine: WorkerPglite;
  let statements: PgliteStatements;
  beforeEach(async () => {
    engine = await WorkerPglite.create();
    statements = new PgliteStatements(engine);
    await statements.exec(`CREATE TABLE t (id int PRIMARY KEY, label text, tags text[], at timestamptz, doc jsonb, raw bytea)`);
  });
  afterEach(() => engine.close());

  it('returns rows typed as PGlite does, in object and array modes, with per-call parsers', async () => {
    const params = [1, 'one', ['a', 'b'], new Date('2026-01-02T03:04:05Z'), JSON.stringify({ k: [1] }), Buffer.from([0, 255])];
    const inserted = await statements.query('INSERT INTO t VALUES ($1, $2, $3, $4, $5, $6) RETURNING *', params);
    expect(inserted.rows).toEqual([
      { id: 1, label: 'one', tags: ['a', 'b'], at: new Date('2026-01-02T03:04:05Z'), doc: { k: [1] }, raw: new Uint8Array([0, 255]) },
    ]);
    expect(inserted.affectedRows).toBe(1);
    // Prisma's adapter passes its own parsers (functions, which never cross to the worker) with every call.
    const parsers = { 23: (v: string) => `int:${v}`, 3802: (v: string) => v.length };
    const select = 'SELECT id, label, doc FROM t WHERE id = $1';
    expect((await statements.query(select, [1], { rowMode: 'array', parsers })).rows).toEqual([['int:1', 'one', 10]]);
    expect((await statements.query(select, [1])).rows).toEqual([{ id: 1, label: 'one', doc: { k: [1] } }]);
  });

  it("fails with PostgreSQL's error (class, code, constraint) and keeps working", async () => {
    await expect(statements.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    await statements.query('INSERT INTO t (id) VALUES ($1)', [1]);
    const duplicate = await statements.query('INSERT INTO t (id) VALUES ($1)', [1]).catch((err: unknown) => err);
    expect(duplicate).toBeInstanceOf(messages.DatabaseError); // what Prisma's adapter checks
    expect(duplicate).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(isUniqueViolation(duplicate)).toBe(true);
    await expect(statements.exec('CREATE TABLE t (id int)')).rejects.toMatchObject({ code: '42P07' });
    expect((await statements.query('SELECT id FROM t')).rows).toEqual([{ id: 1 }]);
  });

  it('commits, rolls back on a throw, aborts on a failed statement, and queues other queries behind it', async () => {
    await expect(
      statements.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES ($1)', [1]);
        expect((await tx.query('SELECT id FROM t')).rows).toEqual([{ id: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await statements.query('SELECT id FROM t')).rows).toEqual([]);

    await expect(
      statements.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES ($1)', [2]);
        await tx.query('INSERT INTO t (id) VALUES ($1)', [2]).catch(() => undefined);
        await tx.query('SELECT 1');
      }),
    ).rejects.toMatchObject({ code: '25P02' });

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const tx = statements.transaction(async (t) => {
      await t.query('INSERT INTO t (id) VALUES ($1)', [3]);
      await t.exec('UPDATE t SET label = $$three$$');
      await held;
      order.push('tx');
    });
    const outside = statements.query<{ label: string }>('SELECT label FROM t').then((r) => (order.push('query'), r.rows));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await tx;
    expect(await outside).toEqual([{ label: 'three' }]);
    expect(order).toEqual(['tx', 'query']);
  });

  it('releases the locks once a standalone statement is sent, and still returns results in order', async () => {
    const order: string[] = [];
    const long = statements
      .query<{ n: string }>('SELECT count(*)::text AS n FROM generate_series(1, 2000000)')
      .then((r) => (order.push('long statement'), r.rows));
    await new Promise((resolve) => setImmediate(resolve)); // sent by now; it runs for a good while in the worker
    // Held until the result is back, the lock would let the next holder in only after it.
    const next = engine._runExclusiveTransaction(async () => {
      order.push('next lock holder');
    });
    const after = statements.query<{ n: number }>('SELECT 1 AS n').then((r) => (order.push('statement sent after'), r.rows));
    await Promise.all([long, next, after]);
    expect(await long).toEqual([{ n: '2000000' }]);
    expect(await after).toEqual([{ n: 1 }]);
    expect(order).toEqual(['next lock holder', 'long statement', 'statement sent after']);
  });

  it("runs a request's standalone statement before background ones sent earlier, never one that must keep its place", async () => {
    const order: string[] = [];
    const slow = protocol.serialize.query('SELECT count(*) FROM generate_series(1, 1000000)');
    const quick = protocol.serialize.query('SELECT 1');
    const post = (name: string, message: Uint8Array, options: { background: boolean; reorderable: boolean }) => {
      const send = () => engine.postStandalone(message, options.reorderable).then(() => order.push(name));
      return options.background ? runAsBackground(send) : send();
    };
    // Sent together; the first may already be running when the others arrive, the rest wait in the worker's queue.
    await Promise.all([
      post('background 1', slow, { background: true, reorderable: true }),
      post('background 2', slow, { background: true, reorderable: true }),
      post('background 3', slow, { background: true, reorderable: true }),
      post('request', quick, { background: false, reorderable: true }),
    ]);
    expect(order.indexOf('request')).toBeLessThan(order.indexOf('background 2'));
    expect(order.filter((name) => name !== 'request')).toEqual(['background 1', 'background 2', 'background 3']);

    order.length = 0;
    await Promise.all([
      post('background 1', slow, { background: true, reorderable: true }),
      post('background that closes a statement', slow, { background: true, reorderable: false }),
      post('request that closes a statement', quick, { background: false, reorderable: false }),
      post('request', quick, { background: false, reorderable: true }),
    ]);
    expect(order).toEqual(['background 1', 'background that closes a statement', 'request that closes a statement', 'request']);
  });

  it('leaves the main thread free while a long statement runs', async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      turns++;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    const { rows } = await statements.query<{ n: string }>('SELECT count(*)::text AS n FROM generate_series(1, 2000000)');
    running = false;
    expect(rows).toEqual([{ n: '2000000' }]);
    // In-process PGlite runs the statement synchronously on this thread: the loop would not turn until it is done.
    expect(turns).toBeGreaterThan(5);
  });
});

describe('WorkerPglite thread priority', () => {
  const atNice7 = () => threadNiceValues()?.filter((n) => n === 7).length;
  (atNice7() === undefined ? it.skip : it)('runs its worker thread at the nice value asked for, and refuses one outside 0-19', async () => {
    const before = atNice7()!;
    const engine = await WorkerPglite.create({ nice: 7 });
    try {
      expect(atNice7()).toBe(before + 1);
    } finally {
      await engine.close();
    }
    await expect(WorkerPglite.create({ nice: 20 })).rejects.toThrow('from 0 to 19');
  });
});

describe('openDatabase with the PGlite engine in a worker', () => {
  it('migrates, serves Prisma (interactive transactions too) and raw SQL, and keeps its data directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'engram-pglite-worker-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: dir, worker: true });
      expect(first.applied.length).toBeGreaterThan(0);
      expect(first.sql.dialect).toBe('pglite');
      const org = await first.prisma.$transaction(async (tx) => tx.org.create({ data: { name: 'Acme' } }));
      await expect(
        first.prisma.$transaction(async (tx) => {
          await tx.org.create({ data: { name: 'Rolled back' } });
          throw new Error('no');
        }),
      ).rejects.toThrow('no');
      const names = (await first.sql.query<{ name: string }>('SELECT name FROM orgs ORDER BY name')).rows.map((r) => r.name);
      expect(names).toEqual(['Acme']);
      await first.close();

      const again = await openDatabase({ kind: 'pglite', dataDir: dir, worker: true });
      expect(again.applied).toEqual([]);
      await expect(again.prisma.org.findUniqueOrThrow({ where: { id: org.id } })).resolves.toMatchObject({ name: 'Acme' });
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('runs pgvector in the worker', async () => {
    const db = await createPgliteDatabase({ worker: true });
    try {
      await db.exec('CREATE TABLE v (id int, e vector(3))');
      await db.query('INSERT INTO v VALUES (1, $1), (2, $2)', ['[1,0,0]', '[0,1,0]']);
      const { rows } = await db.query<{ id: number }>("SELECT id FROM v ORDER BY e <=> '[0.9,0.1,0]' LIMIT 1");
      expect(rows).toEqual([{ id: 1 }]);
    } finally {
      await db.close();
    }
  });
});
