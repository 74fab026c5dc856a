// The checked-in migrations must build exactly the database the Prisma schema describes; otherwise someone edited
// schema.prisma without running `pnpm --filter @engram/db migration:create <name>`.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SCHEMA_PATH, diffMigrationsToSchema, openOfflineSchemaEngine } from '../scripts/schema-engine';

describe('schema and migrations', () => {
  it('the migrations produce exactly what schema.prisma describes', async () => {
    const engine = await openOfflineSchemaEngine();
    try {
      const diff = await diffMigrationsToSchema(engine);
      expect(diff.script).toContain('empty migration');
      expect(diff.changed).toBe(false);
    } finally {
      await engine.close();
    }
  });

  it('a schema change without a migration is detected', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'engram-schema-'));
    const changed = path.join(dir, 'schema.prisma');
    const original = await readFile(SCHEMA_PATH, 'utf8');
    await writeFile(changed, original.replace('model Org {\n', 'model Org {\n  motto String?\n'));
    const engine = await openOfflineSchemaEngine(changed);
    try {
      const diff = await diffMigrationsToSchema(engine);
      expect(diff.changed).toBe(true);
      expect(diff.script).toMatch(/ALTER TABLE "orgs" ADD COLUMN\s+"motto" TEXT/);
    } finally {
      await engine.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
