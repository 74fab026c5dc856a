// KeyProvider for self-hosted installs: one 32-byte master key, given inline (environment) or kept in a 0600 file that
// is created on first start, wraps every tenant's data key with AES-256-GCM.
import { createCipheriv, createDecipheriv, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { link, mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { AppError } from '@engram/core';
import type { KeyProvider } from '@engram/core';

export interface LocalKeyProviderOptions {
  /** Path of the master key file; created (mode 0600) on first start if absent. */
  masterKeyFile?: string;
  /** The master key itself, base64 of 32 bytes (typically from the environment). */
  masterKeyBase64?: string;
}

export interface LocalKeyProvider extends KeyProvider {
  readonly kind: 'local';
  /** `local:<8 hex>`: a fingerprint of the master key, stored beside every wrapped data key. */
  readonly keyRef: string;
}

const MASTER_KEY_BYTES = 32;
const WRAP_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const WRAPPED_BYTES = 1 + IV_BYTES + TAG_BYTES + 32;

function invalidMasterKey(message: string): AppError {
  return new AppError('failed_precondition', message, { reason: 'master_key_invalid' });
}

/** Accepts the file as base64 text (what we write) or as 32 raw bytes (`head -c 32 /dev/urandom > key`). */
function parseMasterKey(content: Buffer, where: string): Buffer {
  if (content.length === MASTER_KEY_BYTES) return content;
  const text = content.toString('utf8').trim();
  const key = Buffer.from(text, 'base64');
  // Buffer.from ignores junk in base64 input; re-encoding catches anything that was not clean base64.
  if (key.length !== MASTER_KEY_BYTES || key.toString('base64') !== text) {
    throw invalidMasterKey(`${where} must hold exactly 32 bytes, as base64 text or raw`);
  }
  return key;
}

async function readKeyFile(file: string): Promise<Buffer> {
  const info = await stat(file);
  if (!info.isFile()) throw invalidMasterKey(`master key file ${file} is not a regular file`);
  // A key readable by group or others is as good as leaked; refuse rather than silently tighten it.
  if ((info.mode & 0o077) !== 0) {
    throw new AppError(
      'failed_precondition',
      `master key file ${file} has mode ${(info.mode & 0o777).toString(8)}; it must be 0600 or stricter`,
      { reason: 'master_key_file_insecure' },
    );
  }
  return parseMasterKey(await readFile(file), `master key file ${file}`);
}

/**
 * Creates the key file without ever replacing an existing one: the key goes to a private temp file first, then
 * link(2) publishes it atomically and fails with EEXIST if another process got there first (its key then wins).
 */
async function createKeyFile(file: string): Promise<void> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = join(dir, `.${basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_EXCL, 0o600);
  try {
    await handle.writeFile(`${randomBytes(MASTER_KEY_BYTES).toString('base64')}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await unlink(temp);
  }
}

async function loadOrCreateKeyFile(file: string): Promise<Buffer> {
  try {
    return await readKeyFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await createKeyFile(file);
  return readKeyFile(file);
}

function fingerprint(masterKey: KeyObject): string {
  // A keyed hash of a fixed label rather than a hash of the key: identifies the key without exposing bits of it.
  return createHmac('sha256', masterKey).update('engram:master-key-fingerprint:v1').digest('hex').slice(0, 8);
}

/** The tenant id is authenticated with every wrapped key, so a wrapped key copied to another tenant does not open. */
function wrapAad(tenantId: string): Buffer {
  return Buffer.from(`engram:data-key:v1:${tenantId}`, 'utf8');
}

export async function createLocalKeyProvider(options: LocalKeyProviderOptions): Promise<LocalKeyProvider> {
  const { masterKeyFile, masterKeyBase64 } = options;
  if (masterKeyFile !== undefined && masterKeyBase64 !== undefined) {
    // Two sources could disagree and silently split tenants across master keys; make the operator pick one.
    throw AppError.invalid('master_key_ambiguous', 'give either masterKeyFile or masterKeyBase64, not both');
  }
  let raw: Buffer;
  if (masterKeyBase64 !== undefined) raw = parseMasterKey(Buffer.from(masterKeyBase64, 'utf8'), 'the master key');
  else if (masterKeyFile !== undefined) raw = await loadOrCreateKeyFile(masterKeyFile);
  else throw AppError.invalid('master_key_missing', 'a master key (masterKeyFile or masterKeyBase64) is required');

  const masterKey = createSecretKey(raw);
  raw.fill(0);
  const keyRef = `local:${fingerprint(masterKey)}`;

  return {
    kind: 'local',
    keyRef,

    async generateDataKey(tenantId) {
      const plaintext = randomBytes(32);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
      cipher.setAAD(wrapAad(tenantId));
      const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      const wrapped = Buffer.concat([Buffer.from([WRAP_VERSION]), iv, cipher.getAuthTag(), body]);
      return { plaintext, wrapped, keyRef };
    },

    async unwrapDataKey(tenantId, wrapped, wrappedKeyRef) {
      if (wrappedKeyRef !== keyRef) {
        throw new AppError(
          'failed_precondition',
          `data key of tenant ${tenantId} was wrapped by master key ${wrappedKeyRef}, but this server holds ${keyRef}`,
          { reason: 'master_key_mismatch', details: { expectedKeyRef: wrappedKeyRef, actualKeyRef: keyRef } },
        );
      }
      if (wrapped.length !== WRAPPED_BYTES || wrapped[0] !== WRAP_VERSION) throw unwrapFailed(tenantId);
      try {
        const decipher = createDecipheriv('aes-256-gcm', masterKey, wrapped.subarray(1, 1 + IV_BYTES), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(wrapAad(tenantId));
        decipher.setAuthTag(wrapped.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(wrapped.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
      } catch (err) {
        throw unwrapFailed(tenantId, err);
      }
    },
  };
}

function unwrapFailed(tenantId: string, cause?: unknown): AppError {
  return new AppError('internal', `data key of tenant ${tenantId} could not be unwrapped (corrupt or not this tenant's)`, {
    reason: 'data_key_unwrap_failed',
    cause,
  });
}
