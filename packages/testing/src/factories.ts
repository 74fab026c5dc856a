// Small builders for test data. Only plaintext-safe defaults: tests that need real ciphertext or keyed hashes
// produce them with @engram/crypto and pass them in.
import { randomUUID } from 'node:crypto';
import type { Namespace, Org, PrismaClient, Tenant } from '@engram/db';

export interface NewTenant {
  org: Org;
  tenant: Tenant;
  /** Every workspace has a namespace with key `default`. */
  defaultNamespace: Namespace;
}

export interface NewTenantOverrides {
  name?: string;
  orgId?: string;
  wrappedDataKey?: Uint8Array<ArrayBuffer>;
  keyRef?: string;
  keyProvider?: string;
  memoryEnabled?: boolean;
}

/** Returns a function creating an org (unless `orgId` is given), a tenant and its `default` namespace. */
export function newTenantFactory(prisma: PrismaClient) {
  return async (overrides: NewTenantOverrides = {}): Promise<NewTenant> =>
    prisma.$transaction(async (tx) => {
      const suffix = randomUUID().slice(0, 8);
      const org = overrides.orgId
        ? await tx.org.findUniqueOrThrow({ where: { id: overrides.orgId } })
        : await tx.org.create({ data: { name: `org-${suffix}` } });
      const tenant = await tx.tenant.create({
        data: {
          orgId: org.id,
          name: overrides.name ?? `workspace-${suffix}`,
          wrappedDataKey: overrides.wrappedDataKey ?? null,
          keyRef: overrides.keyRef ?? null,
          keyProvider: overrides.keyProvider ?? null,
          memoryEnabled: overrides.memoryEnabled ?? true,
        },
      });
      const defaultNamespace = await tx.namespace.create({
        data: { tenantId: tenant.id, key: 'default', name: 'Default' },
      });
      return { org, tenant, defaultNamespace };
    });
}
