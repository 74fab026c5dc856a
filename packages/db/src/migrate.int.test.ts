import { cp, mkdir, mkdtemp, rm, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '@engram/core';
import { DEFAULT_MIGRATIONS_DIR, migrate, readMigrationFiles } from './migrate';
import { createPgliteDatabase, type PgliteDatabase } from './sql';

describe('migrate on PGlite', () => {
  let db: PgliteDatabase;
  let dir: string;

  beforeEach(async () => {
    db = await createPgliteDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'engram-migrations-'));
    await cp(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
  });
  afterEach(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function tableExists(name: string): Promise<boolean> {
    const { rows } = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [name]);
    return rows[0]?.found != null;
  }

  it('applies every migration in order and records its sha256 checksum', async () => {
    const files = readMigrationFiles();
    expect(files.map((f) => f.name)[0]).toBe('0001_init');

    const { applied } = await migrate(db);

    expect(applied).toEqual(files.map((f) => f.name));
    expect(await tableExists('documents')).toBe(true);
    const { rows } = await db.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM _engram_migrations ORDER BY name',
    );
    expect(rows).toEqual(files.map((f) => ({ name: f.name, checksum: f.checksum })));
    expect(rows[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('applies nothing when run a second time', async () => {
    await migrate(db);
    expect(await migrate(db)).toEqual({ applied: [] });
  });

  it('refuses to start when an applied migration was edited', async () => {
    await migrate(db, { migrationsDir: dir });
    await appendFile(path.join(dir, '0001_init', 'migration.sql'), '\n-- edited after it ran\n');

    const attempt = migrate(db, { migrationsDir: dir });

    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      code: 'failed_precondition',
      reason: 'migration_checksum_mismatch',
      details: { migration: '0001_init' },
    });
  });

  it('applies only the migration added since the last run', async () => {
    await migrate(db, { migrationsDir: dir });
    await mkdir(path.join(dir, '0002_notes'));
    await writeFile(path.join(dir, '0002_notes', 'migration.sql'), 'CREATE TABLE notes (id int PRIMARY KEY);\n');

    expect(await migrate(db, { migrationsDir: dir })).toEqual({ applied: ['0002_notes'] });
    expect(await tableExists('notes')).toBe(true);
  });

  it('leaves nothing behind when a migration fails half-way', async () => {
    await migrate(db, { migrationsDir: dir });
    await mkdir(path.join(dir, '0002_broken'));
    await writeFile(
      path.join(dir, '0002_broken', 'migration.sql'),
      'CREATE TABLE half_done (id int);\nALTER TABLE no_such_table ADD COLUMN x int;\n',
    );

    await expect(migrate(db, { migrationsDir: dir })).rejects.toThrow(/no_such_table/);

    expect(await tableExists('half_done')).toBe(false);
    const { rows } = await db.query("SELECT 1 FROM _engram_migrations WHERE name = '0002_broken'");
    expect(rows).toHaveLength(0);
  });

  it('logs each applied migration by name only', async () => {
    const lines: Array<{ fields: Record<string, unknown>; msg: string }> = [];
    const logger = {
      info: (fields: Record<string, unknown>, msg: string) => lines.push({ fields, msg }),
      warn: (fields: Record<string, unknown>, msg: string) => lines.push({ fields, msg }),
    };
    await migrate(db, { logger });
    expect(lines).toEqual(readMigrationFiles().map((f) => ({ fields: { migration: f.name }, msg: 'migration applied' })));
  });
});
