import { AppError } from '@engram/core';
import { createAwsKmsKeyProvider, TenantKeyring } from '../src';
import type { AwsKmsKeyProvider, StoredTenantKey, TenantKeyStore } from '../src';
import { startKmsTestServer } from './kms-test-server';
import type { KmsTestServer } from './kms-test-server';

let kms: KmsTestServer;
const providers: AwsKmsKeyProvider[] = [];

function provider(overrides: Partial<Parameters<typeof createAwsKmsKeyProvider>[0]> = {}): AwsKmsKeyProvider {
  const p = createAwsKmsKeyProvider({
    keyId: kms.aliasName,
    region: kms.region,
    endpoint: kms.endpoint,
    credentials: kms.credentials,
    ...overrides,
  });
  providers.push(p);
  return p;
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

beforeAll(async () => {
  kms = await startKmsTestServer();
});

afterAll(async () => {
  for (const p of providers) p.close();
  await kms.close();
});

test('a data key generated through KMS unwraps to the same 32 bytes for its tenant', async () => {
  const p = provider();
  const { plaintext, wrapped, keyRef } = await p.generateDataKey('tenant-a');

  expect(plaintext).toHaveLength(32);
  expect(wrapped.includes(plaintext)).toBe(false);
  expect(keyRef).toBe(`aws-kms:${kms.keyArn}`);
  expect(await p.unwrapDataKey('tenant-a', wrapped, keyRef)).toEqual(plaintext);
});

test('every KMS call carries the tenant as encryption context', async () => {
  const p = provider();
  const before = kms.calls.length;
  const { wrapped, keyRef } = await p.generateDataKey('tenant-ctx');
  await p.unwrapDataKey('tenant-ctx', wrapped, keyRef);

  expect(kms.calls.slice(before)).toEqual([
    { operation: 'GenerateDataKey', encryptionContext: { engram_tenant_id: 'tenant-ctx' } },
    { operation: 'Decrypt', encryptionContext: { engram_tenant_id: 'tenant-ctx' } },
  ]);
});

test("KMS refuses to unwrap one tenant's data key for another tenant", async () => {
  const p = provider();
  const { wrapped, keyRef } = await p.generateDataKey('tenant-a');

  const err = await rejection(p.unwrapDataKey('tenant-b', wrapped, keyRef));
  expect(err.code).toBe('internal');
  expect(err.reason).toBe('data_key_unwrap_failed');
  expect(err.details).toEqual({ kmsError: 'InvalidCiphertextException' });
});

test('a tampered wrapped key is refused', async () => {
  const p = provider();
  const { wrapped, keyRef } = await p.generateDataKey('tenant-a');
  const tampered = Buffer.from(wrapped);
  tampered[tampered.length - 1]! ^= 0x01;

  expect((await rejection(p.unwrapDataKey('tenant-a', tampered, keyRef))).reason).toBe('data_key_unwrap_failed');
});

test('requests signed with the wrong secret are rejected as a configuration problem', async () => {
  const p = provider({ credentials: { accessKeyId: kms.credentials.accessKeyId, secretAccessKey: 'not-the-secret' } });

  const err = await rejection(p.generateDataKey('tenant-a'));
  expect(err.code).toBe('failed_precondition');
  expect(err.reason).toBe('key_provider_rejected');
  expect(err.details).toEqual({ kmsError: 'InvalidSignatureException' });
});

test('an unknown KMS key is rejected as a configuration problem', async () => {
  const err = await rejection(provider({ keyId: 'alias/does-not-exist' }).generateDataKey('tenant-a'));
  expect(err.reason).toBe('key_provider_rejected');
  expect(err.details).toEqual({ kmsError: 'NotFoundException' });
});

test('a data key wrapped by the local provider is not sent to KMS', async () => {
  const err = await rejection(provider().unwrapDataKey('tenant-a', Buffer.alloc(61), 'local:0123abcd'));
  expect(err.reason).toBe('master_key_mismatch');
});

test('an unreachable KMS endpoint reports the key provider as unavailable', async () => {
  const closed = await startKmsTestServer();
  const endpoint = closed.endpoint;
  await closed.close();

  const err = await rejection(provider({ endpoint }).generateDataKey('tenant-a'));
  expect(err.code).toBe('unavailable');
  expect(err.reason).toBe('key_provider_unavailable');
});

test('a keyring over KMS encrypts with keys that survive a restart', async () => {
  const rows = new Map<string, StoredTenantKey>();
  const store: TenantKeyStore = {
    load: async (tenantId) => rows.get(tenantId) ?? null,
    save: async (tenantId, wrapped, keyRef) => {
      if (!rows.has(tenantId)) rows.set(tenantId, { wrapped, keyRef });
    },
  };
  const first = await new TenantKeyring({ provider: provider(), store }).getOrCreate('tenant-k');
  const ciphertext = first.encryptText('quarterly numbers', 'document:1:content');

  const afterRestart = await new TenantKeyring({ provider: provider(), store }).get('tenant-k');
  expect(afterRestart.decryptText(ciphertext, 'document:1:content')).toBe('quarterly numbers');
});
