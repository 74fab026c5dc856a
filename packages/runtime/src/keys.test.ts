import { existsSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { tempDir, type TempDir } from '@engram/testing';
import { createKeyProvider } from './keys';

describe('createKeyProvider', () => {
  let dir: TempDir;
  beforeEach(async () => {
    dir = await tempDir('engram-runtime-keys-');
  });
  afterEach(async () => {
    await dir.remove();
  });

  it('a service of the distributed profile refuses a key file that does not exist instead of creating one', async () => {
    const file = path.join(dir.path, 'master.key');
    await expect(createKeyProvider({ provider: 'local', masterKeyFile: file })).rejects.toMatchObject({
      code: 'failed_precondition',
      reason: 'master_key_missing',
      message: `master key file ${file} does not exist`,
    });
    expect(existsSync(file)).toBe(false);
  });

  it('the embedded profile creates its key file on first start and reads the same key afterwards', async () => {
    const file = path.join(dir.path, 'master.key');
    const first = await createKeyProvider({ provider: 'local', masterKeyFile: file }, { createMissingKeyFile: true });
    expect(existsSync(file)).toBe(true);
    const dataKey = await first.generateDataKey('tenant-1');

    const again = await createKeyProvider({ provider: 'local', masterKeyFile: file });
    await expect(again.unwrapDataKey('tenant-1', dataKey.wrapped, dataKey.keyRef)).resolves.toEqual(dataKey.plaintext);
  });

  it('processes given the same base64 master key unwrap each other’s data keys', async () => {
    const masterKeyBase64 = randomBytes(32).toString('base64');
    const a = await createKeyProvider({ provider: 'local', masterKeyBase64 });
    const b = await createKeyProvider({ provider: 'local', masterKeyBase64 });
    expect(a.kind).toBe('local');
    const dataKey = await a.generateDataKey('tenant-1');
    await expect(b.unwrapDataKey('tenant-1', dataKey.wrapped, dataKey.keyRef)).resolves.toEqual(dataKey.plaintext);
  });

  it('a key file that exists is used as it is', async () => {
    const file = path.join(dir.path, 'shared.key');
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    const a = await createKeyProvider({ provider: 'local', masterKeyFile: file });
    const b = await createKeyProvider({ provider: 'local', masterKeyFile: file });
    const dataKey = await a.generateDataKey('tenant-2');
    await expect(b.unwrapDataKey('tenant-2', dataKey.wrapped, dataKey.keyRef)).resolves.toEqual(dataKey.plaintext);
  });

  it('a local provider with neither a key nor a file is refused', async () => {
    await expect(createKeyProvider({ provider: 'local' })).rejects.toMatchObject({ reason: 'master_key_missing' });
  });

  it('aws-kms builds a KMS provider without calling KMS', async () => {
    const provider = await createKeyProvider({
      provider: 'aws-kms',
      keyId: 'alias/engram',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:1',
    });
    expect(provider.kind).toBe('aws-kms');
  });
});
