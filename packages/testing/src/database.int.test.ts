// The Engram database on both engines, through the test kit: migrations, Prisma and raw SQL on one database.
import { appendFile, cp } from 'node:fs/promises';
import path from 'node:path';
import { createPostgresDatabase, DEFAULT_MIGRATIONS_DIR, migrate, readMigrationFiles, type PostgresDatabase } from '@engram/db';
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from './database';
import { newTenantFactory } from './factories';
import { startEmbeddedPostgres } from './embedded-postgres';
import { tempDir } from './temp-dir';

describe.each(TEST_DATABASE_KINDS)('Engram database on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('opens with every migration applied, and migrating again applies nothing', async () => {
    expect(db.applied).toEqual(readMigrationFiles().map((f) => f.name));
    expect(await migrate(db.sql)).toEqual({ applied: [] });
  });

  it('refuses an applied migration that was edited', async () => {
    const dir = await tempDir();
    try {
      await cp(DEFAULT_MIGRATIONS_DIR, dir.path, { recursive: true });
      await appendFile(path.join(dir.path, '0001_init', 'migration.sql'), '\n-- edited\n');
      await expect(migrate(db.sql, { migrationsDir: dir.path })).rejects.toMatchObject({
        code: 'failed_precondition',
        reason: 'migration_checksum_mismatch',
      });
    } finally {
      await dir.remove();
    }
  });

  it('round-trips a tenant, namespace, document with ciphertext and tag hashes, and a chunk', async () => {
    const { tenant, defaultNamespace } = await newTenantFactory(db.prisma)();
    const titleCt = Buffer.from([0, 1, 2, 250, 255]);
    const document = await db.prisma.document.create({
      data: {
        tenantId: tenant.id,
        namespaceId: defaultNamespace.id,
        titleCt,
        sensitivity: 'internal',
        tagHmacs: ['hmac-a', 'hmac-b'],
        versions: { create: { tenantId: tenant.id, version: 1, contentCt: Buffer.from('ct'), contentHmac: 'h1' } },
        chunks: {
          create: {
            tenantId: tenant.id,
            namespaceId: defaultNamespace.id,
            version: 1,
            chunkIndex: 0,
            textCt: Buffer.from([9, 8, 7]),
            tokenCount: 3,
          },
        },
      },
    });

    const found = await db.prisma.document.findFirstOrThrow({
      where: { tenantId: tenant.id, tagHmacs: { has: 'hmac-b' } },
      include: { chunks: true, versions: true },
    });
    expect(found.id).toBe(document.id);
    expect(Buffer.from(found.titleCt ?? [])).toEqual(titleCt);
    expect(found.tagHmacs).toEqual(['hmac-a', 'hmac-b']);
    expect(found.status).toBe('queued');
    expect(found.versions.map((v) => v.version)).toEqual([1]);
    expect(found.chunks).toHaveLength(1);
    expect(Buffer.from(found.chunks[0]!.textCt)).toEqual(Buffer.from([9, 8, 7]));

    await expect(
      db.prisma.namespace.create({ data: { tenantId: tenant.id, key: 'default', name: 'again' } }),
    ).rejects.toMatchObject({ code: 'P2002' });

    const updated = await db.prisma.document.update({
      where: { id: document.id },
      data: { tagHmacs: { push: 'hmac-c' }, status: 'indexed' },
    });
    expect(updated.tagHmacs).toEqual(['hmac-a', 'hmac-b', 'hmac-c']);
  });

  it('commits an interactive transaction as a whole and rolls it back as a whole', async () => {
    const { tenant } = await newTenantFactory(db.prisma)();

    await db.prisma.$transaction(async (tx) => {
      await tx.namespace.create({ data: { tenantId: tenant.id, key: 'work', name: 'Work' } });
      await tx.tenant.update({ where: { id: tenant.id }, data: { memoryEnabled: false } });
    });
    await expect(
      db.prisma.$transaction(async (tx) => {
        await tx.namespace.create({ data: { tenantId: tenant.id, key: 'team.alpha', name: 'Alpha' } });
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');

    const keys = (await db.prisma.namespace.findMany({ where: { tenantId: tenant.id }, orderBy: { key: 'asc' } })).map(
      (n) => n.key,
    );
    expect(keys).toEqual(['default', 'work']);
    expect((await db.prisma.tenant.findUniqueOrThrow({ where: { id: tenant.id } })).memoryEnabled).toBe(false);
  });

  it('shares one database between Prisma and raw SQL', async () => {
    const { tenant } = await newTenantFactory(db.prisma)();
    const { rows } = await db.sql.query<{ name: string }>('SELECT name FROM tenants WHERE id = $1', [tenant.id]);
    expect(rows).toEqual([{ name: tenant.name }]);

    await db.sql.query("UPDATE tenants SET write_fence_reason = 'dsar_erasure', write_fenced_at = now() WHERE id = $1", [
      tenant.id,
    ]);
    const fenced = await db.prisma.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(fenced.writeFenceReason).toBe('dsar_erasure');
    expect(fenced.writeFencedAt).toBeInstanceOf(Date);
  });
});

describe('concurrent migrators on PostgreSQL', () => {
  it('apply each migration exactly once', async () => {
    const server = await startEmbeddedPostgres();
    const pools: PostgresDatabase[] = [];
    try {
      const [a, b, c] = [0, 1, 2].map(() => createPostgresDatabase(server.url, { max: 2 }));
      pools.push(a!, b!, c!);
      const results = await Promise.all(pools.map((p) => migrate(p)));

      const all = results.flatMap((r) => r.applied).sort();
      expect(all).toEqual(readMigrationFiles().map((f) => f.name));
      const { rows } = await pools[0]!.query<{ n: string }>('SELECT count(*)::text AS n FROM _engram_migrations');
      expect(rows[0]?.n).toBe(String(readMigrationFiles().length));
    } finally {
      await Promise.all(pools.map((p) => p.close()));
      await server.stop();
    }
  });
});
