// One tenant's working keys, derived once from its data key. Everything that touches plaintext at rest goes through
// here: authenticated encryption of fields, keyed hashes for exact-match lookups, and short keyed hashes for the
// keyword index.
import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { AppError } from '@engram/core';

/** Leading byte of every ciphertext, so the format can change later without guessing. */
const FORMAT_V1 = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;
/** Bytes of HMAC-SHA256 kept for a search term: 64 bits, 11 base64url characters. */
const TERM_HASH_BYTES = 8;

/** Fixed HKDF salt: the data key is already uniformly random, the salt only separates this scheme from others. */
const HKDF_SALT = Buffer.from('engram/tenant-keys/v1', 'utf8');

type Purpose = 'aead' | 'lookup-hmac' | 'term-hash';

function deriveKey(dataKey: Buffer, tenantId: string, purpose: Purpose): KeyObject {
  // The tenant id in `info` ties subkeys to their tenant even if a data key were ever copied to another tenant row.
  const info = Buffer.from(`engram:${purpose}:v1:${tenantId}`, 'utf8');
  const raw = Buffer.from(hkdfSync('sha256', dataKey, HKDF_SALT, info, 32));
  const key = createSecretKey(raw);
  raw.fill(0);
  return key;
}

function decryptionFailed(cause?: unknown): AppError {
  // One message for every failure mode (short input, unknown version, bad tag, wrong key, wrong AAD): the caller
  // learns nothing about which check failed.
  return new AppError('internal', 'decryption failed', { reason: 'decryption_failed', cause });
}

export class TenantKeys {
  readonly tenantId: string;
  // KeyObjects are created once per tenant and reused; OpenSSL keeps the key schedule ready for every call.
  readonly #aeadKey: KeyObject;
  readonly #lookupKey: KeyObject;
  readonly #termKey: KeyObject;

  /**
   * Derives the per-purpose subkeys from a tenant's 32-byte data key. The caller may zero `dataKey` afterwards;
   * nothing here keeps a reference to it.
   */
  constructor(tenantId: string, dataKey: Buffer) {
    if (dataKey.length !== 32) {
      throw new AppError('internal', 'tenant data key must be 32 bytes', { reason: 'invalid_data_key' });
    }
    this.tenantId = tenantId;
    this.#aeadKey = deriveKey(dataKey, tenantId, 'aead');
    this.#lookupKey = deriveKey(dataKey, tenantId, 'lookup-hmac');
    this.#termKey = deriveKey(dataKey, tenantId, 'term-hash');
  }

  /**
   * AES-256-GCM with a random 96-bit IV. Output: `version(1) | iv(12) | tag(16) | ciphertext`.
   * `aad` names the ciphertext's place (e.g. `document:<id>:content`) so it cannot be moved to another row or field.
   */
  encrypt(plaintext: string | Buffer, aad: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#aeadKey, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const data = typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext;
    const body = Buffer.concat([cipher.update(data), cipher.final()]);
    return Buffer.concat([Buffer.from([FORMAT_V1]), iv, cipher.getAuthTag(), body]);
  }

  /** Reverses `encrypt`. Throws AppError(`internal`, reason `decryption_failed`) on any tampering or mismatch. */
  decrypt(ciphertext: Buffer, aad: string): Buffer {
    if (ciphertext.length < HEADER_BYTES || ciphertext[0] !== FORMAT_V1) throw decryptionFailed();
    const iv = ciphertext.subarray(1, 1 + IV_BYTES);
    const tag = ciphertext.subarray(1 + IV_BYTES, HEADER_BYTES);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#aeadKey, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext.subarray(HEADER_BYTES)), decipher.final()]);
    } catch (err) {
      throw decryptionFailed(err);
    }
  }

  encryptText(plaintext: string, aad: string): Buffer {
    return this.encrypt(plaintext, aad);
  }

  decryptText(ciphertext: Buffer, aad: string): string {
    return this.decrypt(ciphertext, aad).toString('utf8');
  }

  /** JSON-serialises `value` (must be JSON-representable) and encrypts it. */
  encryptJson(value: unknown, aad: string): Buffer {
    return this.encrypt(JSON.stringify(value), aad);
  }

  /** Decrypts and parses; the type parameter is the caller's claim about what was stored under `aad`. */
  decryptJson<T = unknown>(ciphertext: Buffer, aad: string): T {
    return JSON.parse(this.decryptText(ciphertext, aad)) as T;
  }

  /**
   * Full HMAC-SHA256 (43 base64url characters) for exact-match lookups of encrypted values: entity names, tags,
   * emails. Hashes the string exactly as given; callers normalise (case, whitespace) first when matching should.
   */
  hmac(value: string): string {
    return createHmac('sha256', this.#lookupKey).update(value, 'utf8').digest('base64url');
  }

  /**
   * Short keyed hash of one search-index term: the first 8 bytes of HMAC-SHA256 under a dedicated subkey, as
   * 11 base64url characters. Equal terms map to equal hashes within a tenant (so postings and BM25 statistics work),
   * but the index holds no plaintext word and a hash means nothing in another tenant. Hashes the term as given.
   */
  termHash(term: string): string {
    return createHmac('sha256', this.#termKey)
      .update(term, 'utf8')
      .digest()
      .subarray(0, TERM_HASH_BYTES)
      .toString('base64url');
  }

  /** `termHash` over a token stream, position for position (repeats kept, since term frequency matters). */
  termHashes(terms: readonly string[]): string[] {
    // Natural text repeats many of its tokens; hashing each distinct one once roughly halves the HMAC work.
    const seen = new Map<string, string>();
    return terms.map((term) => {
      let hash = seen.get(term);
      if (hash === undefined) {
        hash = this.termHash(term);
        seen.set(term, hash);
      }
      return hash;
    });
  }
}
