// The Prisma tenant key store on a real Engram database: in-memory PGlite for the store's own rules, and a real
// PostgreSQL server for two processes (two connection pools, two keyrings) creating one workspace's key at once.
import { randomBytes } from 'node:crypto';
import { openDatabase, type OpenedDatabase } from '@engram/db';
import { TenantKeyring, createLocalKeyProvider } from '@engram/crypto';
import { createTestDatabase, newTenantFactory, type TestDatabase } from '@engram/testing';
import { prismaTenantKeyStore } from './keys';

describe('prismaTenantKeyStore', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await db.close();
  });

  it('a workspace without a data key loads as none', async () => {
    const { tenant } = await newTenantFactory(db.prisma)();
    await expect(prismaTenantKeyStore(db.prisma, 'local').load(tenant.id)).resolves.toBeNull();
  });

  it('saves a wrapped key with its provider and loads it back', async () => {
    const { tenant } = await newTenantFactory(db.prisma)();
    const store = prismaTenantKeyStore(db.prisma, 'aws-kms');
    await store.save(tenant.id, Buffer.from('wrapped-1'), 'ref-1');

    await expect(store.load(tenant.id)).resolves.toEqual({ wrapped: Buffer.from('wrapped-1'), keyRef: 'ref-1' });
    const row = await db.prisma.tenant.findUniqueOrThrow({ where: { id: tenant.id } });
    expect(row.keyProvider).toBe('aws-kms');
  });

  it('a second save never replaces a stored key', async () => {
    const { tenant } = await newTenantFactory(db.prisma)();
    const store = prismaTenantKeyStore(db.prisma, 'local');
    await store.save(tenant.id, Buffer.from('first'), 'ref-first');
    await store.save(tenant.id, Buffer.from('second'), 'ref-second');

    await expect(store.load(tenant.id)).resolves.toEqual({ wrapped: Buffer.from('first'), keyRef: 'ref-first' });
  });
});

describe('two processes creating one workspace key at once (PostgreSQL)', () => {
  let server: TestDatabase;
  let other: OpenedDatabase;
  beforeAll(async () => {
    server = await createTestDatabase('postgres');
    // A second, independent connection pool and Prisma client on the same server: the other process.
    other = await openDatabase({ kind: 'postgres', url: server.url! });
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  it('both end up encrypting with the same data key', async () => {
    const masterKeyBase64 = randomBytes(32).toString('base64');
    const provider = await createLocalKeyProvider({ masterKeyBase64 });
    const keyringOf = (opened: OpenedDatabase) =>
      new TenantKeyring({ provider, store: prismaTenantKeyStore(opened.prisma, 'local') });
    const newTenant = newTenantFactory(server.prisma);

    // Many races, so that the two creations interleave in every order at least once.
    for (let round = 0; round < 20; round++) {
      const { tenant } = await newTenant();
      const [a, b] = await Promise.all([
        keyringOf(server).getOrCreate(tenant.id),
        keyringOf(other).getOrCreate(tenant.id),
      ]);
      const sealed = a.encryptText(`round ${round}`, tenant.id);
      expect(b.decrypt(sealed, tenant.id).toString('utf8')).toBe(`round ${round}`);
    }
  }, 60_000);
});
