import { randomBytes } from 'node:crypto';
import { AppError } from '@engram/core';
import type { Clock, KeyProvider } from '@engram/core';
import { createLocalKeyProvider } from './local-key-provider';
import { TenantKeyring, memoryTenantKeyStore } from './tenant-keyring';
import type { StoredTenantKey, TenantKeyStore } from './tenant-keyring';

/** The store contract in memory: insert-if-absent, like the tenants-table implementation. */
class MemoryKeyStore implements TenantKeyStore {
  readonly rows = new Map<string, StoredTenantKey>();
  saves = 0;
  async load(tenantId: string): Promise<StoredTenantKey | null> {
    return this.rows.get(tenantId) ?? null;
  }
  async save(tenantId: string, wrapped: Buffer, keyRef: string): Promise<void> {
    this.saves += 1;
    if (!this.rows.has(tenantId)) this.rows.set(tenantId, { wrapped, keyRef });
  }
  shred(tenantId: string): void {
    this.rows.delete(tenantId);
  }
}

/** Counts the calls reaching a real provider, to see what the cache and single flight save. */
function counted(provider: KeyProvider): KeyProvider & { generated: number; unwrapped: number } {
  const counter = {
    kind: provider.kind,
    generated: 0,
    unwrapped: 0,
    async generateDataKey(tenantId: string) {
      counter.generated += 1;
      return provider.generateDataKey(tenantId);
    },
    async unwrapDataKey(tenantId: string, wrapped: Buffer, keyRef: string) {
      counter.unwrapped += 1;
      return provider.unwrapDataKey(tenantId, wrapped, keyRef);
    },
  };
  return counter;
}

const masterKeyBase64 = randomBytes(32).toString('base64');

async function setup(options: { cacheTtlMs?: number; maxCached?: number; clock?: Clock } = {}) {
  const provider = counted(await createLocalKeyProvider({ masterKeyBase64 }));
  const store = new MemoryKeyStore();
  const keyring = new TenantKeyring({ provider, store, ...options });
  return { provider, store, keyring };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('expected a rejection');
}

test('concurrent first calls for one tenant create exactly one data key', async () => {
  const { provider, store, keyring } = await setup();

  const all = await Promise.all(Array.from({ length: 20 }, () => keyring.getOrCreate('tenant-a')));

  expect(provider.generated).toBe(1);
  expect(store.saves).toBe(1);
  const ct = all[0]!.encryptText('hello', 'x');
  for (const keys of all) expect(keys.decryptText(ct, 'x')).toBe('hello');
});

test('two processes creating the same tenant key at once converge on the stored one', async () => {
  const store = new MemoryKeyStore();
  const a = new TenantKeyring({ provider: await createLocalKeyProvider({ masterKeyBase64 }), store });
  const b = new TenantKeyring({ provider: await createLocalKeyProvider({ masterKeyBase64 }), store });

  const [ka, kb] = await Promise.all([a.getOrCreate('tenant-a'), b.getOrCreate('tenant-a')]);

  expect(store.saves).toBe(2);
  expect(kb.decryptText(ka.encryptText('shared', 'x'), 'x')).toBe('shared');
  expect(ka.termHash('word')).toBe(kb.termHash('word'));
});

test('unwrapped keys are cached: the provider is asked once per tenant', async () => {
  const { provider, store, keyring } = await setup();
  await keyring.getOrCreate('tenant-a');
  const restarted = new TenantKeyring({ provider, store });

  await Promise.all([restarted.get('tenant-a'), restarted.get('tenant-a')]);
  await restarted.get('tenant-a');
  await restarted.getOrCreate('tenant-a');

  expect(provider.unwrapped).toBe(1);
});

test('a restarted keyring decrypts what the previous one encrypted', async () => {
  const { store, keyring } = await setup();
  const ct = (await keyring.getOrCreate('tenant-a')).encryptJson({ a: 1 }, 'document:1:metadata');

  const afterRestart = new TenantKeyring({ provider: await createLocalKeyProvider({ masterKeyBase64 }), store });
  expect((await afterRestart.get('tenant-a')).decryptJson(ct, 'document:1:metadata')).toEqual({ a: 1 });
});

test('tenants get different keys', async () => {
  const { keyring } = await setup();
  const a = await keyring.getOrCreate('tenant-a');
  const b = await keyring.getOrCreate('tenant-b');

  expect(a.termHash('invoice')).not.toBe(b.termHash('invoice'));
  expect(() => b.decrypt(a.encryptText('a only', 'x'), 'x')).toThrow(AppError);
});

test('get does not create a key for an unknown tenant', async () => {
  const { provider, store, keyring } = await setup();

  const err = await rejection(keyring.get('tenant-new'));
  expect(err.code).toBe('not_found');
  expect(err.reason).toBe('tenant_key_not_found');
  expect(provider.generated).toBe(0);
  expect(store.rows.size).toBe(0);
});

test('crypto-shredding: after the stored key is destroyed and forgotten, old ciphertext is unrecoverable', async () => {
  const { store, keyring } = await setup();
  const ct = (await keyring.getOrCreate('tenant-a')).encryptText('erase me', 'document:1:content');

  store.shred('tenant-a');
  keyring.forget('tenant-a');

  expect((await rejection(keyring.get('tenant-a'))).reason).toBe('tenant_key_not_found');
  const fresh = await keyring.getOrCreate('tenant-a');
  expect(() => fresh.decrypt(ct, 'document:1:content')).toThrow(AppError);
});

test('a load under way when the tenant is forgotten is not cached', async () => {
  const { provider, store, keyring } = await setup();
  await keyring.getOrCreate('tenant-a');
  const restarted = new TenantKeyring({ provider, store });

  const loading = restarted.get('tenant-a');
  store.shred('tenant-a');
  restarted.forget('tenant-a');
  await loading.catch(() => undefined);

  expect((await rejection(restarted.get('tenant-a'))).reason).toBe('tenant_key_not_found');
});

test('cached keys expire after the TTL and are unwrapped again', async () => {
  let now = 1_000_000;
  const clock: Clock = { now: () => new Date(now) };
  const { provider, store, keyring } = await setup({ cacheTtlMs: 60_000, clock });
  await keyring.getOrCreate('tenant-a');
  store.shred('tenant-a');

  now += 59_000;
  await keyring.get('tenant-a');
  expect(provider.unwrapped).toBe(0);

  // Another process shredded the key: this one notices once its cached copy expires.
  now += 2_000;
  expect((await rejection(keyring.get('tenant-a'))).reason).toBe('tenant_key_not_found');
});

test('the least recently used tenant is evicted beyond maxCached', async () => {
  const { provider, keyring } = await setup({ maxCached: 2 });
  await keyring.getOrCreate('tenant-a');
  await keyring.getOrCreate('tenant-b');
  await keyring.get('tenant-a');
  await keyring.getOrCreate('tenant-c');

  await keyring.get('tenant-a');
  expect(provider.unwrapped).toBe(0);
  await keyring.get('tenant-b');
  expect(provider.unwrapped).toBe(1);
});

test('a failed unwrap is reported and not cached', async () => {
  const { store, keyring } = await setup();
  await keyring.getOrCreate('tenant-a');
  const otherMaster = await createLocalKeyProvider({ masterKeyBase64: randomBytes(32).toString('base64') });
  const wrongServer = new TenantKeyring({ provider: otherMaster, store });

  expect((await rejection(wrongServer.get('tenant-a'))).reason).toBe('master_key_mismatch');
  expect((await rejection(wrongServer.get('tenant-a'))).reason).toBe('master_key_mismatch');
});

describe('memoryTenantKeyStore', () => {
  it('keeps the first key saved for a tenant, as the tenants table does', async () => {
    const store = memoryTenantKeyStore();
    expect(await store.load('t')).toBeNull();
    await store.save('t', Buffer.from('first'), 'ref-1');
    await store.save('t', Buffer.from('second'), 'ref-2');
    expect(await store.load('t')).toEqual({ wrapped: Buffer.from('first'), keyRef: 'ref-1' });
  });
});
