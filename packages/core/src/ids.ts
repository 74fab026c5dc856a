// Ids are UUIDs. PostgreSQL compares them case-insensitively, JavaScript compares strings exactly, so every id is put in
// one canonical form (lower case) where it enters a process, and every map, cache key, log line and AAD uses that form.

/** Any RFC 9562 UUID layout, any case: 8-4-4-4-12 hex digits. */
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** The canonical (lower-case) form of a UUID, or undefined when `value` is not one. */
export function canonicalUuid(value: unknown): string | undefined {
  return isUuid(value) ? value.toLowerCase() : undefined;
}
