// Claim queries per delivered message on PGlite, with and without the in-process hand-off: a publish to an idle
// subscription of the same bus inserts the row already claimed (no claim), one from another bus is claimed after NOTIFY.
// Usage: pnpm bench:bus [messages]
// Prints a table and writes bench/results/bus-hand-off.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SqlDatabase } from '@engram/core';
import { createPgliteDatabase } from '@engram/db';
import { createPostgresEventBus } from '@engram/bus';

const messages = Number(process.argv[2] ?? 200);

interface Scenario {
  name: string;
  /** Publish from the consuming bus itself (hand-off possible) or from a second bus on the same database. */
  publisher: 'same bus' | 'other bus';
  /** When the next publish goes out: once the previous message's handler ran, or once its delivery has finished. */
  next: 'handler ran' | 'delivery finished';
}

const scenarios: Scenario[] = [
  { name: 'same bus, subscription idle', publisher: 'same bus', next: 'delivery finished' },
  { name: 'same bus, back to back', publisher: 'same bus', next: 'handler ran' },
  { name: 'other bus, subscription idle', publisher: 'other bus', next: 'delivery finished' },
];

/** The same database, counting the claim statements sent through it. */
function countingClaims(db: SqlDatabase): { db: SqlDatabase; claims: () => number } {
  let claims = 0;
  const counting: SqlDatabase = Object.assign(Object.create(db) as SqlDatabase, {
    query: (sql: string, params?: unknown[]) => {
      if (sql.includes('FOR UPDATE SKIP LOCKED')) claims++;
      return db.query(sql, params);
    },
  });
  return { db: counting, claims: () => claims };
}

/** Publishes one message at a time, each after the previous one, and counts the consumer's claim queries. */
async function run(db: SqlDatabase, scenario: Scenario): Promise<Record<string, string | number>> {
  const { db: counted, claims } = countingClaims(db);
  let settled = 0;
  let progress = () => {};
  // The poll is slowed down so that only publishes wake the subscription. 'delivered' is reported after the handler
  // resolved and its row was queued for deletion; one turn of the event loop later its slot is free again.
  const consumer = await createPostgresEventBus(counted, {
    pollIntervalMs: 3_600_000,
    onMetric: (event) => {
      if (event === 'delivered') setImmediate(() => (settled++, progress()));
    },
  });
  const publisher =
    scenario.publisher === 'same bus' ? consumer : await createPostgresEventBus(db, { pollIntervalMs: 3_600_000 });
  const topic = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  let handled = 0;
  await consumer.subscribe(
    topic,
    async () => {
      handled++;
      progress();
    },
    { group: 'g', concurrency: 4 },
  );
  const deliver = async (n: number) => {
    const reached = () => (scenario.next === 'handler ran' ? handled : settled) > n;
    const done = new Promise<void>((resolve) => (progress = () => reached() && resolve()));
    await publisher.publish(topic, n, { key: 'k' });
    await done;
  };

  // The first publish may race the subscription's own first claim; count from the second on.
  await deliver(0);
  const claimsBefore = claims();
  const started = performance.now();
  for (let i = 1; i <= messages; i++) await deliver(i);
  const ms = performance.now() - started;
  const claimQueries = claims() - claimsBefore;
  if (publisher !== consumer) await publisher.close();
  await consumer.close();
  return {
    scenario: scenario.name,
    messages,
    claimQueries,
    claimsPerMessage: +(claimQueries / messages).toFixed(2),
    msPerMessage: +(ms / messages).toFixed(2),
  };
}

async function main(): Promise<void> {
  const db = await createPgliteDatabase();
  const rows: Record<string, string | number>[] = [];
  for (const scenario of scenarios) rows.push(await run(db, scenario));
  await db.close();
  console.table(rows);
  const outDir = path.join(__dirname, 'results');
  mkdirSync(outDir, { recursive: true });
  const result = { at: new Date().toISOString(), node: process.version, rows };
  writeFileSync(path.join(outDir, 'bus-hand-off.json'), `${JSON.stringify(result, null, 2)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
