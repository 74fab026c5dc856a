import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '@engram/core';
import { createLocalKeyProvider } from './local-key-provider';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engram-master-key-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('expected a rejection');
}

test('the master key file is created on first start with mode 0600 and no leftovers', async () => {
  const file = join(dir, 'keys', 'master.key');
  const provider = await createLocalKeyProvider({ masterKeyFile: file });

  expect((await stat(file)).mode & 0o777).toBe(0o600);
  const content = (await readFile(file, 'utf8')).trim();
  expect(Buffer.from(content, 'base64')).toHaveLength(32);
  expect(provider.keyRef).toMatch(/^local:[0-9a-f]{8}$/);
  expect(await readdir(join(dir, 'keys'))).toEqual(['master.key']);
});

test('a restart reuses the key file and unwraps data keys wrapped before', async () => {
  const file = join(dir, 'master.key');
  const first = await createLocalKeyProvider({ masterKeyFile: file });
  const before = await readFile(file);
  const { plaintext, wrapped, keyRef } = await first.generateDataKey('tenant-a');

  const second = await createLocalKeyProvider({ masterKeyFile: file });

  expect(await readFile(file)).toEqual(before);
  expect(second.keyRef).toBe(first.keyRef);
  expect(await second.unwrapDataKey('tenant-a', wrapped, keyRef)).toEqual(plaintext);
});

test('providers starting at the same moment agree on one master key', async () => {
  const file = join(dir, 'master.key');
  const providers = await Promise.all(
    Array.from({ length: 8 }, () => createLocalKeyProvider({ masterKeyFile: file })),
  );

  expect(new Set(providers.map((p) => p.keyRef)).size).toBe(1);
  expect(await readdir(dir)).toEqual(['master.key']);
});

test('the key given inline as base64 is the same key as in the file', async () => {
  const file = join(dir, 'master.key');
  const fromFile = await createLocalKeyProvider({ masterKeyFile: file });
  const inline = await createLocalKeyProvider({ masterKeyBase64: (await readFile(file, 'utf8')).trim() });
  const { plaintext, wrapped, keyRef } = await fromFile.generateDataKey('tenant-a');

  expect(inline.keyRef).toBe(fromFile.keyRef);
  expect(await inline.unwrapDataKey('tenant-a', wrapped, keyRef)).toEqual(plaintext);
});

test('a key file of 32 raw bytes is accepted', async () => {
  const file = join(dir, 'raw.key');
  const raw = randomBytes(32);
  await writeFile(file, raw, { mode: 0o600 });

  const fromFile = await createLocalKeyProvider({ masterKeyFile: file });
  const inline = await createLocalKeyProvider({ masterKeyBase64: raw.toString('base64') });
  expect(fromFile.keyRef).toBe(inline.keyRef);
});

test('a different master key cannot unwrap and says which key is needed', async () => {
  const first = await createLocalKeyProvider({ masterKeyBase64: randomBytes(32).toString('base64') });
  const other = await createLocalKeyProvider({ masterKeyBase64: randomBytes(32).toString('base64') });
  const { wrapped, keyRef } = await first.generateDataKey('tenant-a');

  const err = await rejection(other.unwrapDataKey('tenant-a', wrapped, keyRef));
  expect(err.code).toBe('failed_precondition');
  expect(err.reason).toBe('master_key_mismatch');
  expect(err.message).toContain(first.keyRef);
  expect(err.message).toContain(other.keyRef);
});

test("a data key wrapped for one tenant does not unwrap for another, nor when tampered", async () => {
  const provider = await createLocalKeyProvider({ masterKeyBase64: randomBytes(32).toString('base64') });
  const { wrapped, keyRef } = await provider.generateDataKey('tenant-a');

  expect((await rejection(provider.unwrapDataKey('tenant-b', wrapped, keyRef))).reason).toBe('data_key_unwrap_failed');
  const tampered = Buffer.from(wrapped);
  tampered[30]! ^= 0x80;
  expect((await rejection(provider.unwrapDataKey('tenant-a', tampered, keyRef))).reason).toBe('data_key_unwrap_failed');
});

test('a key file readable by group or others is refused and left untouched', async () => {
  const file = join(dir, 'master.key');
  await createLocalKeyProvider({ masterKeyFile: file });
  await chmod(file, 0o644);
  const before = await readFile(file);

  const err = await rejection(createLocalKeyProvider({ masterKeyFile: file }));
  expect(err.reason).toBe('master_key_file_insecure');
  expect(err.message).toContain('644');
  expect(await readFile(file)).toEqual(before);
});

test('a key file of the wrong length is refused, never replaced', async () => {
  const file = join(dir, 'master.key');
  await writeFile(file, `${randomBytes(16).toString('base64')}\n`, { mode: 0o600 });

  const err = await rejection(createLocalKeyProvider({ masterKeyFile: file }));
  expect(err.code).toBe('failed_precondition');
  expect(err.reason).toBe('master_key_invalid');
  expect((await readFile(file, 'utf8')).trim()).toHaveLength(24);
});

test('an inline key that is not 32 bytes of base64 is refused', async () => {
  for (const bad of [randomBytes(31).toString('base64'), 'not base64 at all!', '']) {
    expect((await rejection(createLocalKeyProvider({ masterKeyBase64: bad }))).reason).toBe('master_key_invalid');
  }
});

test('exactly one source of master key must be given', async () => {
  expect((await rejection(createLocalKeyProvider({}))).reason).toBe('master_key_missing');
  const both = createLocalKeyProvider({
    masterKeyFile: join(dir, 'master.key'),
    masterKeyBase64: randomBytes(32).toString('base64'),
  });
  expect((await rejection(both)).reason).toBe('master_key_ambiguous');
});
