// Applies prisma/migrations/*/migration.sql in name order at start-up, with no network and no Prisma CLI.
// Each file runs in its own transaction together with its bookkeeping row, so a failed migration leaves nothing
// half-applied. A transaction-scoped advisory lock serialises concurrent migrators (several replicas starting at
// once on one PostgreSQL); on PGlite the lock is trivially uncontended.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { AppError, type SqlClient, type SqlDatabase } from '@engram/core';

/** Resolved from this file, so tsx and jest find the SQL whatever the working directory. */
export const DEFAULT_MIGRATIONS_DIR = path.resolve(__dirname, '..', 'prisma', 'migrations');

const MIGRATIONS_TABLE = '_engram_migrations';
/** Arbitrary constant key for pg_advisory_xact_lock, shared by every Engram migrator. */
const MIGRATION_LOCK_KEY = 4_216_830_117;

/** The subset of a pino logger that migrations use. */
export interface MigrationLogger {
  info(fields: Record<string, unknown>, msg: string): void;
  warn(fields: Record<string, unknown>, msg: string): void;
}

export interface MigrateOptions {
  logger?: MigrationLogger;
  /** Directory holding one sub-directory per migration; defaults to this package's prisma/migrations. */
  migrationsDir?: string;
}

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrationFiles(migrationsDir: string = DEFAULT_MIGRATIONS_DIR): MigrationFile[] {
  if (!existsSync(migrationsDir)) {
    throw new AppError('failed_precondition', `migrations directory not found: ${migrationsDir}`, {
      reason: 'migrations_missing',
    });
  }
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(migrationsDir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

type ExecCapable = SqlClient & { exec?: (sql: string) => Promise<void> };

/** Runs a whole migration file. Both Engram adapters expose `exec` on transactions; plain query is the fallback. */
async function execScript(tx: ExecCapable, sql: string): Promise<void> {
  if (tx.exec) await tx.exec(sql);
  else await tx.query(sql);
}

async function lock(tx: SqlClient): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
}

async function appliedChecksums(tx: SqlClient): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ name: string; checksum: string }>(
    `SELECT name, checksum FROM ${MIGRATIONS_TABLE} ORDER BY name`,
  );
  return new Map(rows.map((row) => [row.name, row.checksum]));
}

/**
 * Brings the database up to the migrations on disk. Refuses to start (failed_precondition,
 * `migration_checksum_mismatch`) when a migration that was already applied has since been edited.
 */
export async function migrate(db: SqlDatabase, options: MigrateOptions = {}): Promise<{ applied: string[] }> {
  const { logger } = options;
  const files = readMigrationFiles(options.migrationsDir);

  const applied = await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (
         name text PRIMARY KEY,
         checksum text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    return appliedChecksums(tx);
  });

  const known = new Set(files.map((file) => file.name));
  for (const [name, checksum] of applied) {
    const file = files.find((f) => f.name === name);
    if (file && file.checksum !== checksum) {
      throw new AppError('failed_precondition', `applied migration ${name} was edited after it ran`, {
        reason: 'migration_checksum_mismatch',
        details: { migration: name },
      });
    }
    // A database ahead of this build (e.g. after a rollback of the deploy) keeps working; say so once.
    if (!known.has(name)) logger?.warn({ migration: name }, 'database has a migration this build does not know');
  }

  const newlyApplied: string[] = [];
  for (const file of files) {
    if (applied.has(file.name)) continue;
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      // Another migrator may have applied it while we waited for the lock.
      const { rows } = await tx.query<{ checksum: string }>(
        `SELECT checksum FROM ${MIGRATIONS_TABLE} WHERE name = $1`,
        [file.name],
      );
      const existing = rows[0];
      if (existing) {
        if (existing.checksum !== file.checksum) {
          throw new AppError('failed_precondition', `applied migration ${file.name} differs from this build`, {
            reason: 'migration_checksum_mismatch',
            details: { migration: file.name },
          });
        }
        return false;
      }
      await execScript(tx, file.sql);
      await tx.query(`INSERT INTO ${MIGRATIONS_TABLE} (name, checksum) VALUES ($1, $2)`, [file.name, file.checksum]);
      return true;
    });
    if (ran) {
      newlyApplied.push(file.name);
      logger?.info({ migration: file.name }, 'migration applied');
    }
  }
  return { applied: newlyApplied };
}
