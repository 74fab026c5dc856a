// Request schemas for the data plane, straight from the spec (sections 2.1, 4.2-4.7, 8). Every rule violation becomes a
// 400 problem with a stable code; unknown fields are refused so that a misspelt filter never silently widens a query.
import { z } from 'zod';
import { AppError, CHECKPOINT_KINDS, SENSITIVITIES, SOURCES, STORAGE_TYPES, isUuid } from '@engram/core';

export const LIMITS = {
  queryMaxChars: 2000,
  maxResults: 100,
  contentMaxBytes: 10 * 1024 * 1024,
  titleMaxChars: 1000,
  metadataMaxBytes: 64 * 1024,
  metadataMaxDepth: 32,
  namespaceKeyMaxChars: 64,
  filterListMax: 100,
} as const;

/** Namespace keys look like `work` or `team.alpha`: lowercase letters, digits, `.`, `-`, `_`, starting with a letter. */
export const NAMESPACE_KEY = /^[a-z][a-z0-9_-]*(\.[a-z0-9][a-z0-9_-]*)*$/;
export const namespaceKey = z
  .string()
  .max(LIMITS.namespaceKeyMaxChars)
  .regex(NAMESPACE_KEY, 'must look like `work` or `team.alpha`');

/**
 * A human-readable name stored as text (workspace, namespace, API key): trimmed, 1-200 characters, no control
 * characters (PostgreSQL text cannot hold NUL, and the others only hide what a name says).
 */
export const nameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((s) => !/\p{Cc}/u.test(s), 'must not contain control characters');

const shortString = z.string().min(1).max(200);
const stringList = z.array(shortString).max(LIMITS.filterListMax);
const isoDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: 'must be an ISO 8601 date or date-time',
});

export const filtersSchema = z
  .strictObject({
    categories: stringList.optional(),
    tags_any: stringList.optional(),
    tags_all: stringList.optional(),
    tags_prefix: shortString.optional(),
    checkpoint_project: stringList.optional(),
    checkpoint_session: stringList.optional(),
    checkpoint_kinds: z.array(z.enum(CHECKPOINT_KINDS)).max(4).optional(),
    sensitivity: z.array(z.enum(SENSITIVITIES)).max(4).optional(),
    source_types: stringList.optional(),
    storage_types: z.array(z.enum(STORAGE_TYPES)).max(3).optional(),
    languages: z.array(z.string().regex(/^([a-z]{2}|und)$/, 'must be an ISO 639-1 code')).max(200).optional(),
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
    has_extractable_data: z.boolean().optional(),
    classifier_models: stringList.optional(),
  })
  .superRefine((f, ctx) => {
    if (f.date_from && f.date_to && dateBound(f.date_from, 'from') > dateBound(f.date_to, 'to')) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'must not be before date_from' });
    }
  });
export type Filters = z.infer<typeof filtersSchema>;

/** A bare date is a whole day: `from` starts at its first millisecond, `to` ends at its last (both inclusive). */
export function dateBound(value: string, side: 'from' | 'to'): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(side === 'from' ? `${value}T00:00:00.000Z` : `${value}T23:59:59.999Z`);
  }
  return new Date(value);
}

const queryText = z
  .string({ error: 'is required and must be a string' })
  .min(1, 'must not be empty')
  .max(LIMITS.queryMaxChars, `must be at most ${LIMITS.queryMaxChars} characters`)
  .refine((q) => q.trim().length > 0, 'must contain more than white space');

export const queryBodySchema = z.strictObject({
  query: queryText,
  mode: z.enum(['fast', 'rich']).default('fast'),
  synthesize: z.boolean().default(false),
  max_results: z.number().int().min(1).max(LIMITS.maxResults).default(10),
  namespaces: z.array(z.union([namespaceKey, z.literal('*')])).min(1).max(100).optional(),
  filters: filtersSchema.default({}),
  include_facts: z.boolean().optional(),
  entity: z.string().min(1).max(500).optional(),
  facts_only_latest: z.boolean().default(true),
});
export type QueryBody = z.infer<typeof queryBodySchema>;

export const searchParamsSchema = z.object({
  q: queryText,
  limit: z.coerce.number().int().min(1).max(LIMITS.maxResults).default(10),
  namespaces: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? undefined
        : v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .pipe(z.array(z.union([namespaceKey, z.literal('*')])).min(1).max(100).optional()),
});

/** Deepest nesting of arrays and objects in a parsed JSON value, counted without recursion (input is untrusted). */
export function jsonDepth(value: unknown, stopAbove = Infinity): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const d = depth + 1;
    if (d > deepest) deepest = d;
    if (deepest > stopAbove) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d]);
  }
  return deepest;
}

const metadataSchema = z
  .record(z.string().max(200), z.unknown())
  // Checked first: everything after (the size check, protobuf Struct conversion, encryption) walks the value recursively.
  .refine((m) => jsonDepth(m, LIMITS.metadataMaxDepth) <= LIMITS.metadataMaxDepth, {
    message: `must nest at most ${LIMITS.metadataMaxDepth} levels of objects and arrays`,
    abort: true,
  })
  .refine((m) => Buffer.byteLength(JSON.stringify(m)) <= LIMITS.metadataMaxBytes, {
    message: `must be at most ${LIMITS.metadataMaxBytes} bytes as JSON`,
    abort: true,
  })
  .superRefine((m, ctx) => {
    for (const key of ['project', 'session_id'] as const) {
      if (m[key] !== undefined && (typeof m[key] !== 'string' || m[key].length === 0 || m[key].length > 200)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be a non-empty string of at most 200 characters' });
      }
    }
    const kind = m.checkpoint_kind;
    if (kind !== undefined) {
      const normalised = typeof kind === 'string' ? kind.trim().toLowerCase() : kind;
      if (!(CHECKPOINT_KINDS as readonly unknown[]).includes(normalised)) {
        ctx.addIssue({ code: 'custom', path: ['checkpoint_kind'], message: `must be one of ${CHECKPOINT_KINDS.join(', ')}` });
      }
    }
  });

export const ingestBodySchema = z.strictObject({
  content: z
    .string({ error: 'is required and must be a string' })
    .min(1, 'must not be empty')
    .refine((c) => Buffer.byteLength(c) <= LIMITS.contentMaxBytes, `must be at most ${LIMITS.contentMaxBytes} bytes`),
  title: z.string().max(LIMITS.titleMaxChars).optional(),
  source: z.enum(SOURCES).default('api'),
  namespace: namespaceKey.optional(),
  source_id: z.string().min(1).max(512).optional(),
  source_path: z.string().min(1).max(4096).optional(),
  mime_type: z
    .string()
    .max(255)
    .regex(/^[\w.+-]+\/[\w.+-]+$/, 'must look like type/subtype')
    .optional(),
  metadata: metadataSchema.optional(),
  return_id: z.boolean().default(false),
});
export type IngestBody = z.infer<typeof ingestBodySchema>;

export const updateBodySchema = z
  .strictObject({
    content: ingestBodySchema.shape.content.optional(),
    title: z.string().max(LIMITS.titleMaxChars).optional(),
  })
  .refine((b) => b.content !== undefined || b.title !== undefined, 'content or title is required');

export const chunksParamsSchema = z.object({
  include_content: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const idempotencyKeySchema = z.string().min(1).max(255).regex(/^[\x21-\x7e]+$/, 'must be printable ASCII');

/** Any UUID in any case, handed on in its canonical lower-case form (caches and AAD compare ids as text). */
export const uuidSchema = z
  .string({ error: 'must be a UUID' })
  .refine(isUuid, 'must be a UUID')
  .transform((id) => id.toLowerCase());

/** Parses `input` or throws a 400 AppError whose code names the first offending field (`invalid_<field>`). */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    field: i.path.length ? i.path.map(String).join('.') : what,
    message: i.message,
    ...(i.code === 'unrecognized_keys' ? { fields: (i as { keys?: string[] }).keys } : {}),
  }));
  const first = result.error.issues[0]!;
  const field = first.path[0] !== undefined ? String(first.path[0]) : what;
  // Stable codes are snake_case whatever the field is called (`Idempotency-Key` -> `invalid_idempotency_key`).
  let reason = `invalid_${field.replace(/[^A-Za-z0-9]+/g, '_').toLowerCase()}`;
  if (first.code === 'unrecognized_keys') reason = 'unknown_field';
  else if (field === 'query' || field === 'q') {
    if (first.code === 'too_big') reason = 'query_too_long';
    else if (first.code === 'too_small' || first.code === 'custom') reason = 'query_empty';
  } else if (first.code === 'invalid_type' && first.path.length === 0) reason = `invalid_${what}`;
  const detail = issues.map((i) => `${i.field}: ${i.message}`).join('; ');
  throw new AppError('invalid_argument', detail, { reason, details: { errors: issues } });
}
