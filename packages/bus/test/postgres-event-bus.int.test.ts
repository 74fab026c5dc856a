// The Postgres bus on PGlite (the embedded profile): the shared contract, then what only a database-backed queue
// promises: durability across restarts, the transactional outbox and recovery after a crash.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BusMessage, SqlDatabase } from '@engram/core';
import { createPgliteDatabase } from '@engram/db';
import { createPostgresEventBus, type PostgresEventBusOptions } from '../src';
import { TEST_RETRY, describeEventBusContract, expectFairClaims, expectReservedSlots, uniqueTopic, waitUntil } from './event-bus.contract';

const fast: PostgresEventBusOptions = { retry: TEST_RETRY, pollIntervalMs: 50 };

describe('Postgres event bus on PGlite', () => {
  let db: SqlDatabase;
  beforeAll(async () => {
    db = await createPgliteDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  describeEventBusContract('postgres (PGlite)', () => ({
    open: (options) => createPostgresEventBus(db, { ...fast, ...options }),
  }));

  it('is unhealthy while its claims fail, and healthy again once one works', async () => {
    let unreachable = false;
    const flaky = Object.assign(Object.create(db) as SqlDatabase, {
      query: (sql: string, params?: readonly unknown[]) =>
        unreachable ? Promise.reject(new Error('database unreachable')) : db.query(sql, params),
    });
    const bus = await createPostgresEventBus(flaky, fast);
    try {
      await bus.subscribe<string>(uniqueTopic('health'), async () => {}, { group: 'indexer' });
      await waitUntil(() => bus.healthy(), 'a first claim');
      unreachable = true;
      await waitUntil(() => !bus.healthy(), 'a failed claim');
      unreachable = false;
      await waitUntil(() => bus.healthy(), 'a claim that works again');
    } finally {
      unreachable = false;
      await bus.close();
    }
  });

  it("claims fairly across tenants: one tenant's backlog does not hold back another's message, and each keeps its order", () =>
    expectFairClaims(() => createPostgresEventBus(db, fast)));

  it("keeps the reserved slots for a tenant that arrives while another's backlog holds every other slot", () =>
    expectReservedSlots(() => createPostgresEventBus(db, fast)));

  it('enqueues with publishInTransaction only when the transaction commits', async () => {
    const bus = await createPostgresEventBus(db, fast);
    const topic = uniqueTopic('outbox');
    const received: string[] = [];
    await bus.subscribe<string>(topic, async (m) => void received.push(m.payload), { group: 'indexer' });

    await expect(
      db.transaction(async (tx) => {
        await bus.publishInTransaction(tx, topic, 'rolled back', { key: 'tenant-a' });
        throw new Error('request failed');
      }),
    ).rejects.toThrow('request failed');
    await db.transaction((tx) => bus.publishInTransaction(tx, topic, 'committed', { key: 'tenant-a' }));

    await waitUntil(() => received.includes('committed'), 'the committed message');
    expect(received).toEqual(['committed']);
    await bus.close();
  });

  it('hands its own publishes to an idle subscription at once, each delivered once and in order', async () => {
    // Neither the poll nor an expired lock can deliver within the test: a message handed to the subscription in this
    // process (inserted already claimed by it) arrives through the hand-off or not at all. How many claim queries the
    // hand-off saves is measured by bench/hand-off.ts.
    const bus = await createPostgresEventBus(db, {
      ...fast,
      pollIntervalMs: 3_600_000,
      visibilityTimeoutMs: 3_600_000,
    });
    const topic = uniqueTopic('handoff');
    const received: BusMessage<number>[] = [];
    await bus.subscribe<number>(topic, async (m) => void received.push(m), { group: 'g', concurrency: 4 });
    const delivered = () => received.map((m) => m.payload);

    // One at a time: each publish finds the subscription idle.
    for (let i = 0; i < 20; i++) {
      await bus.publish(topic, i, { key: 'k' });
      await waitUntil(() => received.length === i + 1, `message ${i}`, 10_000);
    }
    // More than its free slots at once: four are handed over, the rest wait in the table for a claim, behind them.
    await bus.publishAll(
      topic,
      Array.from({ length: 10 }, (_, i) => ({ payload: 20 + i, options: { key: 'k' } })),
    );
    await waitUntil(() => received.length >= 30, 'the batch', 10_000);
    await bus.close();

    expect(delivered()).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(received.every((m) => m.attempt === 1)).toBe(true);
    // Handled messages are deleted (one DELETE per turn of the event loop); none is left behind.
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bus_messages WHERE topic = $1', [
      topic,
    ]);
    expect(rows[0]!.n).toBe(0);
  });

  it('vacuums its queue table as messages finish, since PGlite has no autovacuum', async () => {
    const vacuums: string[] = [];
    const watching: SqlDatabase = Object.assign(Object.create(db) as SqlDatabase, {
      exec: (sql: string) => {
        if (sql.startsWith('VACUUM')) vacuums.push(sql);
        return db.exec(sql);
      },
    });
    const bus = await createPostgresEventBus(watching, { ...fast, vacuumEvery: 10 });
    const topic = uniqueTopic('vacuum');
    const received: number[] = [];
    await bus.subscribe<number>(topic, async (m) => void received.push(m.payload), { group: 'g', concurrency: 4 });
    for (let i = 0; i < 25; i++) await bus.publish(topic, i, { key: 'k' });
    await waitUntil(() => received.length === 25, 'all messages');
    await bus.close();
    // One per 10 finished messages, except that a vacuum still running is not started again.
    expect(vacuums.length).toBeGreaterThanOrEqual(1);
    expect(new Set(vacuums)).toEqual(new Set(['VACUUM bus_messages']));
    expect([...received].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });

  it('gives a topic’s first group the messages published before anyone subscribed', async () => {
    const bus = await createPostgresEventBus(db, fast);
    const topic = uniqueTopic('early');
    await bus.publish(topic, 'before any consumer', { key: 'tenant-a' });

    const received: string[] = [];
    await bus.subscribe<string>(topic, async (m) => void received.push(m.payload), { group: 'indexer' });

    await waitUntil(() => received.length === 1, 'the early message');
    expect(received).toEqual(['before any consumer']);
    await bus.close();
  });
});

describe('Postgres event bus across restarts (PGlite on disk)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'engram-bus-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers to every known group a message published while their consumers were down, after a restart', async () => {
    const topic = uniqueTopic('durable');
    {
      const db = await createPgliteDatabase({ dataDir });
      const consumers = await createPostgresEventBus(db, fast);
      await consumers.subscribe(topic, async () => {}, { group: 'indexer' });
      await consumers.subscribe(topic, async () => {}, { group: 'auditor' });
      await consumers.close();
      const publisher = await createPostgresEventBus(db, fast);
      await publisher.publish(topic, { documentId: 'doc-1' }, { key: 'tenant-a', headers: { requestId: 'req-1' } });
      await publisher.close();
      await db.close();
    }

    const db = await createPgliteDatabase({ dataDir });
    const bus = await createPostgresEventBus(db, fast);
    const received: Array<[string, BusMessage]> = [];
    await bus.subscribe(topic, async (m) => void received.push(['indexer', m]), { group: 'indexer' });
    await bus.subscribe(topic, async (m) => void received.push(['auditor', m]), { group: 'auditor' });

    await waitUntil(() => received.length === 2, 'both groups');
    expect(received.map(([group]) => group).sort()).toEqual(['auditor', 'indexer']);
    for (const [, message] of received) {
      expect(message.payload).toEqual({ documentId: 'doc-1' });
      expect(message.headers).toEqual({ requestId: 'req-1' });
    }
    await bus.close();
    await db.close();
  });

  it('reclaims the locks of a crashed instance on start and delivers its unfinished message', async () => {
    const topic = uniqueTopic('crash');
    // A separate process claims the message and is killed mid-handler, leaving its lock behind (PGlite allows one
    // process per data directory, so the survivor opens it only after the crash).
    const fixture = path.join(__dirname, 'fixtures', 'crashing-consumer.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir, topic], {
      stdio: ['ignore', 'pipe', 'inherit'],
      cwd: path.join(__dirname, '..'),
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await waitUntil(() => stdout.includes('claimed'), 'the child to claim the message', 120_000);
    child.kill('SIGKILL');
    await exited;

    const db = await createPgliteDatabase({ dataDir });
    const { rows: locked } = await db.query<{ locked_by: string | null }>(
      'SELECT locked_by FROM bus_messages WHERE topic = $1',
      [topic],
    );
    expect(locked).toEqual([{ locked_by: 'crashed-instance' }]);

    const bus = await createPostgresEventBus(db, { ...fast, reclaimOnStart: true, visibilityTimeoutMs: 3_600_000 });
    const received: BusMessage<string>[] = [];
    await bus.subscribe<string>(topic, async (m) => void received.push(m), { group: 'indexer' });

    await waitUntil(() => received.length === 1, 'the reclaimed message');
    expect(received[0]!.payload).toBe('unfinished work');
    expect(received[0]!.attempt).toBe(2);
    await bus.close();
    await db.close();
  });
});
