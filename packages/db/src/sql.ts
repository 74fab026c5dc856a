// SqlDatabase adapters: embedded PGlite (with pgvector) and node-postgres. Both speak $1-style parameters.
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { Pool, type PoolClient } from 'pg';
import type { SqlClient, SqlDatabase } from '@engram/core';
import { PgliteStatements, type PgliteClient } from './pglite-statements';
import { WorkerPglite } from './pglite-worker/engine';

/** A transaction that can also run several statements at once (migrations, DDL). */
export interface SqlTransaction extends SqlClient {
  exec(sql: string): Promise<void>;
}

export interface PgliteOptions {
  /** Directory for the database files; omitted means in-memory. */
  dataDir?: string;
  /** Run the engine in a worker thread, so its statements never block the main thread. Default false. */
  worker?: boolean;
  /** The worker thread's nice value (Linux, 0-19; default 0). */
  workerNice?: number;
}

export interface PgliteDatabase extends SqlDatabase {
  readonly dialect: 'pglite';
  /**
   * The underlying engine, for adapters that need more than SQL (LISTEN/NOTIFY). Absent when it runs in a worker
   * thread: those adapters fall back (the bus wakes its own subscriptions and polls).
   */
  readonly pglite?: PGlite;
  /** PGlite's query surface with every SQL text prepared once (see pglite-statements.ts); Prisma's adapter drives it. */
  readonly client: PgliteClient;
  transaction<T>(fn: (tx: SqlTransaction) => Promise<T>): Promise<T>;
}

export async function createPgliteDatabase(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  // In a worker thread the engine's statements run off the main thread (see pglite-worker/engine.ts).
  const inWorker = options.worker ?? false;
  const pglite = inWorker ? undefined : await PGlite.create({ dataDir: options.dataDir, extensions: { vector } });
  const engine =
    pglite ??
    (await WorkerPglite.create({
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      ...(options.workerNice === undefined ? {} : { nice: options.workerNice }),
    }));
  if (pglite) await pglite.exec('CREATE EXTENSION IF NOT EXISTS vector;');
  const client = new PgliteStatements(engine);
  return {
    dialect: 'pglite',
    ...(pglite ? { pglite } : {}),
    client,
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<R>(sql, params as unknown[]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
    async transaction<T>(fn: (tx: SqlTransaction) => Promise<T>): Promise<T> {
      return client.transaction(async (tx) =>
        fn({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            const result = await tx.query<R>(sql, params as unknown[]);
            return { rows: result.rows };
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      if (!engine.closed) await engine.close();
    },
  };
}

export interface PostgresDatabase extends SqlDatabase {
  readonly dialect: 'postgres';
  readonly pool: Pool;
  transaction<T>(fn: (tx: SqlTransaction) => Promise<T>): Promise<T>;
}

export interface PostgresOptions {
  /** Pool size. */
  max?: number;
  /**
   * Called when an idle pooled connection fails (server restart, admin termination). The pool has already dropped
   * the connection and the next query opens a new one; without a listener node-postgres would crash the process.
   */
  onIdleError?: (err: Error) => void;
}

export function createPostgresDatabase(connectionString: string, options: PostgresOptions = {}): PostgresDatabase {
  const pool = new Pool({ connectionString, max: options.max ?? 10 });
  pool.on('error', options.onIdleError ?? (() => undefined));
  const wrap = (client: Pool | PoolClient): SqlClient => ({
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as R[] };
    },
  });
  return {
    dialect: 'postgres',
    pool,
    ...wrap(pool),
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: SqlTransaction) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          ...wrap(client),
          // Without parameters node-postgres uses the simple protocol, which accepts several statements.
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
