// `pnpm --filter @engram/db migration:create <name>`: diffs prisma/schema.prisma against the existing migrations
// (replayed on an in-memory shadow PGlite) and writes prisma/migrations/NNNN_<name>/migration.sql.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, diffMigrationsToSchema, openOfflineSchemaEngine, readMigrationList } from './schema-engine';

async function main(): Promise<number> {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    process.stderr.write('usage: migration:create <name>   (lower-case letters, digits and underscores)\n');
    return 2;
  }
  // The engine reads the provider from the lock file before it will replay the history.
  mkdirSync(MIGRATIONS_DIR, { recursive: true });
  const lockPath = path.join(MIGRATIONS_DIR, 'migration_lock.toml');
  if (!existsSync(lockPath)) {
    writeFileSync(lockPath, '# Read by the Prisma schema engine to pick the connector. Do not edit.\nprovider = "postgresql"\n');
  }
  const handle = await openOfflineSchemaEngine();
  try {
    // `prisma migrate diff --from-migrations --to-schema --script`: replays the history on a shadow database.
    // (The engine's createMigration refuses to run without a native shadow-database setup.)
    const diff = await diffMigrationsToSchema(handle);
    if (!diff.changed) {
      process.stdout.write('schema and migrations already agree: nothing to write\n');
      return 0;
    }
    // Sequence-numbered directories (0001_init, 0002_...) sort in apply order and read better than timestamps.
    const next = readMigrationList().migrationDirectories.length + 1;
    const dirName = `${String(next).padStart(4, '0')}_${name}`;
    const dir = path.join(MIGRATIONS_DIR, dirName);
    if (existsSync(dir)) throw new Error(`${dirName} already exists`);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'migration.sql'), diff.script);
    process.stdout.write(`wrote ${path.relative(process.cwd(), path.join(dir, 'migration.sql'))}\n`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
