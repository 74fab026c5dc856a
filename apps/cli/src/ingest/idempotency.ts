// Idempotency keys for ingest, derived from what is sent: the same file with the same content (and the same options)
// always gets the same key, so a re-run is answered by Engram with the document it already has instead of a copy.
import { createHash } from 'node:crypto';

export interface KeyParts {
  /** Relative path of a file within the folder given (or its name), or `-` for text from --text or stdin. */
  path: string;
  content: string;
  /**
   * The other fields that shape the body. Engram refuses a reused key with another body (409
   * idempotency_key_reused), so ingesting the same folder into another namespace or with other metadata must make
   * another key: a new document there, not an error.
   */
  options: { namespace?: string | undefined; title?: string | undefined; metadata?: unknown; source: string };
}

export function idempotencyKey(parts: KeyParts): string {
  const hash = createHash('sha256');
  // Length-prefixed fields, so no two different inputs concatenate to the same bytes.
  for (const field of [parts.path, parts.content, canonicalJson(parts.options)]) {
    hash.update(`${Buffer.byteLength(field)}:`);
    hash.update(field);
  }
  return `engram-cli-${hash.digest('hex')}`;
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` give one key. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
