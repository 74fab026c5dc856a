// The Prisma tenant key store on a real (in-memory PGlite) Engram database.
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

  it('the first saved key wins when two processes create one at once', async () => {
    const { tenant } = await newTenantFactory(db.prisma)();
    const store = prismaTenantKeyStore(db.prisma, 'local');
    await store.save(tenant.id, Buffer.from('first'), 'ref-first');
    await store.save(tenant.id, Buffer.from('second'), 'ref-second');

    await expect(store.load(tenant.id)).resolves.toEqual({ wrapped: Buffer.from('first'), keyRef: 'ref-first' });
  });
});
