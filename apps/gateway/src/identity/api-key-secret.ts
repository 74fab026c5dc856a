// API key format: `egk_<12 hex prefix>_<43 char base64url secret>`. The prefix is a public lookup id; only a SHA-256
// of the secret is stored (the secret has 256 bits of entropy, so a slow hash adds nothing), compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX_LEN = 12;
const KEY_PATTERN = /^egk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export interface NewApiKeySecret {
  /** The full key, shown to the user once. */
  key: string;
  prefix: string;
  secretHash: string;
}

export function generateApiKeySecret(): NewApiKeySecret {
  const prefix = randomBytes(PREFIX_LEN / 2).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { key: `egk_${prefix}_${secret}`, prefix, secretHash: hashSecret(secret) };
}

export function parseApiKey(key: string): { prefix: string; secret: string } | null {
  const m = KEY_PATTERN.exec(key);
  return m ? { prefix: m[1]!, secret: m[2]! } : null;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
