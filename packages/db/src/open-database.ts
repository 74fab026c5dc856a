// One call for a process's composition root: connect, migrate, and hand back both access paths.
import { assertNever } from '@engram/core';
import type { PrismaClient } from './generated/prisma/client';
import { migrate, type MigrationLogger } from './migrate';
import { createPrismaClient } from './prisma';
import { createPgliteDatabase, createPostgresDatabase, type PgliteDatabase, type PostgresDatabase } from './sql';

export type DatabaseConfig =
  | {
      kind: 'pglite';
      /** Omitted means in-memory. */ dataDir?: string;
      /** Engine in a worker thread. */ worker?: boolean;
      /** That thread's nice value (Linux, 0-19). */ workerNice?: number;
    }
  | { kind: 'postgres'; url: string; /** Pool size. */ maxConnections?: number };

export interface OpenedDatabase {
  /** Raw SQL for adapters that own their tables (vector and keyword indexes, event queue). */
  sql: PgliteDatabase | PostgresDatabase;
  prisma: PrismaClient;
  /** Migrations applied by this call (empty when the database was already current). */
  applied: string[];
  close(): Promise<void>;
}

export async function openDatabase(
  config: DatabaseConfig,
  options: { logger?: MigrationLogger } = {},
): Promise<OpenedDatabase> {
  let sql: PgliteDatabase | PostgresDatabase;
  switch (config.kind) {
    case 'pglite':
      sql = await createPgliteDatabase({
        ...(config.dataDir === undefined ? {} : { dataDir: config.dataDir }),
        ...(config.worker === undefined ? {} : { worker: config.worker }),
        ...(config.workerNice === undefined ? {} : { workerNice: config.workerNice }),
      });
      break;
    case 'postgres':
      sql = createPostgresDatabase(config.url, {
        ...(config.maxConnections === undefined ? {} : { max: config.maxConnections }),
        // The message of a connection-level error carries no row data.
        onIdleError: (err) => options.logger?.warn({ error: err.message }, 'idle database connection failed'),
      });
      break;
    default:
      return assertNever(config, 'database kind');
  }
  try {
    const { applied } = await migrate(sql, options);
    const prisma = createPrismaClient(sql);
    return {
      sql,
      prisma,
      applied,
      async close() {
        await prisma.$disconnect();
        await sql.close();
      },
    };
  } catch (err) {
    await sql.close();
    throw err;
  }
}
