// The master key provider and the store of tenants' wrapped data keys, as every process holding tenant data builds them.
import { existsSync } from 'node:fs';
import { AppError, type KeyProvider } from '@engram/core';
import { TenantKeyring, createAwsKmsKeyProvider, createLocalKeyProvider, type TenantKeyStore } from '@engram/crypto';
import { openDatabase, type DatabaseConfig, type OpenedDatabase, type PrismaClient } from '@engram/db';
import type { Logger } from '@engram/telemetry';
import type { Shutdown } from './shutdown';

/** Either local source may be set; the local provider refuses both at once and neither. */
export type KeyProviderConfig =
  | { provider: 'local'; masterKeyBase64?: string; masterKeyFile?: string }
  | { provider: 'aws-kms'; keyId: string; region?: string; endpoint?: string };

export interface KeyProviderOptions {
  /**
   * Create the local master key file when it is missing. Right for the embedded profile (one process owns the key);
   * wrong for the distributed one, where it would give this process a key no other service holds.
   */
  createMissingKeyFile?: boolean;
}

export async function createKeyProvider(
  keys: KeyProviderConfig,
  options: KeyProviderOptions = {},
): Promise<KeyProvider> {
  if (keys.provider === 'aws-kms') {
    return createAwsKmsKeyProvider({
      keyId: keys.keyId,
      ...(keys.region ? { region: keys.region } : {}),
      ...(keys.endpoint ? { endpoint: keys.endpoint } : {}),
    });
  }
  if (keys.masterKeyBase64) return createLocalKeyProvider({ masterKeyBase64: keys.masterKeyBase64 });
  if (keys.masterKeyFile && !options.createMissingKeyFile && !existsSync(keys.masterKeyFile)) {
    throw new AppError('failed_precondition', `master key file ${keys.masterKeyFile} does not exist`, {
      reason: 'master_key_missing',
    });
  }
  return createLocalKeyProvider(keys.masterKeyFile ? { masterKeyFile: keys.masterKeyFile } : {});
}

/**
 * Wrapped tenant data keys live on the tenant row. Insert-if-absent, so two processes creating a workspace's key at
 * once end up with one key (the keyring re-reads after saving).
 */
export function prismaTenantKeyStore(prisma: PrismaClient, providerKind: string): TenantKeyStore {
  return {
    async load(tenantId) {
      const t = await prisma.tenant.findUnique({
        where: { id: tenantId },
        select: { wrappedDataKey: true, keyRef: true },
      });
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

export interface TenantDatabase {
  db: OpenedDatabase;
  keyring: TenantKeyring;
}

/**
 * The master key, then the migrated database (closed by `shutdown`), then the keyring of tenants' data keys stored
 * there. Keys first: a missing or wrong key is a configuration error, cheaper to report than a database one.
 */
export async function openTenantDatabase(
  config: { keys: KeyProviderConfig; database: DatabaseConfig },
  options: { logger: Logger; shutdown: Shutdown; keyProvider?: KeyProviderOptions },
): Promise<TenantDatabase> {
  const keyProvider = await createKeyProvider(config.keys, options.keyProvider);
  const db = await openDatabase(config.database, { logger: options.logger });
  options.shutdown.add(() => db.close());
  const keyring = new TenantKeyring({
    provider: keyProvider,
    store: prismaTenantKeyStore(db.prisma, keyProvider.kind),
  });
  return { db, keyring };
}
