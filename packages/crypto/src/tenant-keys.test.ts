import { randomBytes } from 'node:crypto';
import { AppError } from '@engram/core';
import { TenantKeys } from './tenant-keys';

const AAD = 'document:42:content';

function keysFor(tenantId: string, dataKey = randomBytes(32)): TenantKeys {
  return new TenantKeys(tenantId, dataKey);
}

function decryptError(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('expected decryption to fail');
}

function expectDecryptionFailed(fn: () => unknown): void {
  const err = decryptError(fn);
  expect(err.code).toBe('internal');
  expect(err.reason).toBe('decryption_failed');
  expect(err.message).toBe('decryption failed');
}

describe('encryption', () => {
  const keys = keysFor('tenant-a');

  test('text, bytes, JSON and empty values round-trip', () => {
    expect(keys.decryptText(keys.encryptText('Grüße, 東京 🚀', AAD), AAD)).toBe('Grüße, 東京 🚀');
    const bytes = randomBytes(1000);
    expect(keys.decrypt(keys.encrypt(bytes, AAD), AAD)).toEqual(bytes);
    const value = { project: 'engram', tags: ['a', 'b'], nested: { n: 1, ok: true, none: null } };
    expect(keys.decryptJson(keys.encryptJson(value, AAD), AAD)).toEqual(value);
    expect(keys.decryptText(keys.encrypt('', AAD), AAD)).toBe('');
  });

  test('ciphertext has the documented layout and hides the plaintext', () => {
    const plaintext = 'the same secret sentence';
    const a = keys.encrypt(plaintext, AAD);
    const b = keys.encrypt(plaintext, AAD);

    expect(a[0]).toBe(1);
    expect(a).toHaveLength(1 + 12 + 16 + Buffer.byteLength(plaintext));
    expect(a.includes(Buffer.from('secret'))).toBe(false);
    // Random IVs: equal plaintexts do not give equal ciphertexts.
    expect(a.subarray(1, 13).equals(b.subarray(1, 13))).toBe(false);
    expect(a.equals(b)).toBe(false);
  });

  test('a ciphertext cannot be opened under another AAD (moved to another row or field)', () => {
    const ct = keys.encryptText('body of document 42', 'document:42:content');
    expectDecryptionFailed(() => keys.decrypt(ct, 'document:43:content'));
    expectDecryptionFailed(() => keys.decrypt(ct, 'document:42:title'));
  });

  test.each([
    ['version byte', 0],
    ['iv', 5],
    ['tag', 20],
    ['ciphertext body', 35],
  ])('flipping a bit in the %s is detected', (_part, index) => {
    const ct = keys.encryptText('an untouched sentence', AAD);
    const tampered = Buffer.from(ct);
    tampered[index]! ^= 0x01;
    expectDecryptionFailed(() => keys.decrypt(tampered, AAD));
  });

  test('truncated, extended and empty ciphertexts are refused', () => {
    const ct = keys.encryptText('some words', AAD);
    expectDecryptionFailed(() => keys.decrypt(ct.subarray(0, ct.length - 1), AAD));
    expectDecryptionFailed(() => keys.decrypt(Buffer.concat([ct, Buffer.from([0])]), AAD));
    expectDecryptionFailed(() => keys.decrypt(ct.subarray(0, 10), AAD));
    expectDecryptionFailed(() => keys.decrypt(Buffer.alloc(0), AAD));
  });

  test("another tenant's key cannot decrypt", () => {
    const ct = keys.encryptText('tenant a only', AAD);
    expectDecryptionFailed(() => keysFor('tenant-b').decrypt(ct, AAD));
  });

  test('the same data key under another tenant id derives different keys', () => {
    const dataKey = randomBytes(32);
    const a = keysFor('tenant-a', Buffer.from(dataKey));
    const b = keysFor('tenant-b', Buffer.from(dataKey));
    expectDecryptionFailed(() => b.decrypt(a.encryptText('x', AAD), AAD));
    expect(a.termHash('x')).not.toBe(b.termHash('x'));
  });

  test('keys rebuilt from the same data key decrypt earlier ciphertexts', () => {
    const dataKey = randomBytes(32);
    const ct = keysFor('tenant-a', Buffer.from(dataKey)).encryptText('persisted', AAD);
    expect(keysFor('tenant-a', Buffer.from(dataKey)).decryptText(ct, AAD)).toBe('persisted');
  });

  test('the error reveals nothing about the plaintext or the key', () => {
    const ct = keys.encryptText('confidential salary 120000', AAD);
    const err = decryptError(() => keys.decrypt(ct, 'wrong'));
    expect(JSON.stringify({ message: err.message, details: err.details })).not.toMatch(/salary|120000/);
  });

  test('a data key of the wrong length is refused', () => {
    expect(() => new TenantKeys('tenant-a', randomBytes(16))).toThrow(AppError);
  });
});

describe('keyed hashes', () => {
  const dataKey = randomBytes(32);
  const a = keysFor('tenant-a', Buffer.from(dataKey));
  const aAgain = keysFor('tenant-a', Buffer.from(dataKey));
  const b = keysFor('tenant-b');

  test('lookup hashes are deterministic per tenant, full length, and differ across tenants', () => {
    expect(a.hmac('alice@example.com')).toBe(aAgain.hmac('alice@example.com'));
    expect(a.hmac('alice@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.hmac('alice@example.com')).not.toBe(b.hmac('alice@example.com'));
    expect(a.hmac('alice@example.com')).not.toBe(a.hmac('Alice@example.com'));
  });

  test('term hashes are 11 base64url characters, deterministic per tenant, and differ across tenants', () => {
    expect(a.termHash('encryption')).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(a.termHash('encryption')).toBe(aAgain.termHash('encryption'));
    expect(a.termHash('encryption')).not.toBe(b.termHash('encryption'));
    expect(a.termHash('encryption')).not.toBe(a.termHash('encryptions'));
  });

  test('term hashes and lookup hashes use separate keys', () => {
    // Under one key the first 60 bits (10 base64url characters) of both would be equal.
    expect(a.hmac('engram').slice(0, 10)).not.toBe(a.termHash('engram').slice(0, 10));
  });

  test('termHashes keeps order and repeats so term frequencies survive', () => {
    const tokens = ['the', 'cat', 'saw', 'the', 'dog'];
    const hashes = a.termHashes(tokens);
    expect(hashes).toEqual(tokens.map((t) => a.termHash(t)));
    expect(hashes[0]).toBe(hashes[3]);
    expect(new Set(hashes).size).toBe(4);
  });

  test('distinct terms of a realistic vocabulary get distinct term hashes', () => {
    const vocabulary = Array.from({ length: 50_000 }, (_, i) => `term${i}`);
    expect(new Set(a.termHashes(vocabulary)).size).toBe(vocabulary.length);
  });
});
