// Where wrapped tenant data keys live: on the tenant row. Insert-if-absent, so two processes creating a workspace's key
// at once end up with one key (the keyring re-reads after saving).
import type { PrismaClient } from '@engram/db';
import type { TenantKeyStore } from '@engram/crypto';

export function prismaTenantKeyStore(prisma: PrismaClient, providerKind: string): TenantKeyStore {
  return {
    async load(tenantId) {
      const t = await prisma.tenant.findUnique({ where: { id: tenantId }, select: { wrappedDataKey: true, keyRef: true } });
      if (!t?.wrappedDataKey || !t.keyRef) return null;
      return { wrapped: Buffer.from(t.wrappedDataKey), keyRef: t.keyRef };
    },
    async save(tenantId, wrapped, keyRef) {
      await prisma.tenant.updateMany({
        where: { id: tenantId, wrappedDataKey: null },
        data: { wrappedDataKey: new Uint8Array(wrapped), keyRef, keyProvider: providerKind },
      });
    },
  };
}
