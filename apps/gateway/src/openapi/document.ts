// Builds the OpenAPI 3.1 document from the operation table and the zod schemas (zod 4's own JSON Schema output, whose
// draft 2020-12 is what OpenAPI 3.1 uses). Request schemas are rendered as the input they accept, responses as the
// output they produce; schemas with a `.meta({ id })` become components.
import { z } from 'zod';
import { uuidSchema } from '../http/validation';
import { OPERATIONS, type Credential, type Operation } from './operations';
import { problemSchema } from './schemas';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
};

/** Status of every problem code a documented route may answer (derived `invalid_*` codes are 400). */
const CODE_STATUS: Record<string, number> = {
  // 400
  malformed_json: 400,
  unknown_field: 400,
  unsupported_encoding: 400,
  invalid_content_encoding: 400,
  invalid_path: 400,
  request_aborted: 400,
  bad_request: 400,
  query_empty: 400,
  query_too_long: 400,
  multipart_not_supported: 400,
  unsupported_media_type: 400,
  tenant_id_required: 400,
  tenant_id_mismatch: 400,
  default_namespace_not_writable: 400,
  // 401
  api_key_missing: 401,
  api_key_invalid: 401,
  api_key_revoked: 401,
  api_key_expired: 401,
  tenant_inactive: 401,
  portal_token_missing: 401,
  portal_token_required: 401,
  portal_token_invalid: 401,
  portal_token_expired: 401,
  invalid_credentials: 401,
  // 403
  tenant_forbidden: 403,
  namespace_forbidden: 403,
  namespace_write_forbidden: 403,
  admin_key_required: 403,
  // 404
  document_not_found: 404,
  job_not_found: 404,
  namespace_not_found: 404,
  api_key_not_found: 404,
  entity_not_found: 404,
  fact_not_found: 404,
  tenant_not_found: 404,
  // 409
  idempotency_key_reused: 409,
  tenant_write_fenced: 409,
  namespace_key_exists: 409,
  default_namespace_protected: 409,
  email_taken: 409,
  concurrent_update: 409,
  memory_disabled: 409,
  document_not_indexed: 409,
  // others
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  not_implemented: 501,
};

const CREDENTIAL_CODES: Record<Credential, string[]> = {
  apiKey: [
    'api_key_missing',
    'api_key_invalid',
    'api_key_revoked',
    'api_key_expired',
    'tenant_inactive',
    'rate_limited',
  ],
  portal: [
    'portal_token_missing',
    'portal_token_required',
    'portal_token_invalid',
    'portal_token_expired',
    'tenant_forbidden',
    'tenant_id_required',
    'invalid_tenant_id',
    'rate_limited',
  ],
  none: [],
};

/** What the JSON body parser and parseOrThrow answer for any route that takes a body. */
const BODY_CODES = [
  'invalid_body',
  'unknown_field',
  'malformed_json',
  'payload_too_large',
  'unsupported_encoding',
  'invalid_content_encoding',
  'request_aborted',
];

const SECURITY: Record<Credential, Record<string, string[]>> = {
  apiKey: { ApiKey: [] },
  portal: { PortalToken: [] },
  none: {},
};

const snake = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '_').toLowerCase();

/** Top-level field names of an object schema, looking through defaults, optionals and pipes. */
export function fieldsOf(schema: z.ZodType): string[] {
  const def = schema._zod.def as {
    type: string;
    shape?: Record<string, unknown>;
    in?: z.ZodType;
    innerType?: z.ZodType;
  };
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe' && def.in) return fieldsOf(def.in);
  if (def.innerType) return fieldsOf(def.innerType);
  return [];
}

/** Validation codes parseOrThrow gives for a field: `invalid_<field>`, and the query text's own two. */
function fieldCodes(field: string): string[] {
  return field === 'query' || field === 'q'
    ? ['query_empty', 'query_too_long', `invalid_${field}`]
    : [`invalid_${snake(field)}`];
}

/** Every problem code an operation can answer, with its HTTP status. */
export function problemCodes(op: Operation): Map<string, number> {
  const codes: string[] = ['internal'];
  for (const c of op.credentials) codes.push(...CREDENTIAL_CODES[c]);
  if (op.credentials.length > 1 && op.credentials.includes('apiKey')) codes.push('admin_key_required');
  for (const p of op.pathParams ?? []) codes.push(`invalid_${p}`, 'invalid_path');
  if (op.query) for (const f of fieldsOf(op.query)) codes.push(...fieldCodes(f));
  for (const h of op.headers ?? [])
    codes.push(h.name === 'X-Tenant-Id' ? 'invalid_tenant_id' : `invalid_${snake(h.name)}`);
  if (op.body) {
    codes.push(...BODY_CODES);
    for (const b of [op.body].flat()) for (const f of fieldsOf(b)) codes.push(...fieldCodes(f));
  }
  if (op.notBuilt) codes.push('not_implemented');
  codes.push(...op.codes);
  const out = new Map<string, number>();
  for (const entry of codes) {
    const [code, override] = entry.split(':') as [string, string | undefined];
    const status = override ? Number(override) : (CODE_STATUS[code] ?? (code.startsWith('invalid_') ? 400 : undefined));
    if (status === undefined)
      throw new Error(`openapi: no HTTP status known for problem code ${code} (${op.operationId})`);
    out.set(code, status);
  }
  return out;
}

interface Converter {
  input(schema: z.ZodType): JsonSchema;
  output(schema: z.ZodType): JsonSchema;
  components: Record<string, JsonSchema>;
}

/**
 * zod → JSON Schema with shared components: schemas carrying a `.meta({ id })` are emitted once under
 * components.schemas and referenced elsewhere. Input and output renderings of one id must agree (they do for the
 * response-only schemas that carry ids).
 */
function converter(): Converter {
  const components: Record<string, JsonSchema> = {};
  const convert = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const raw = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      reused: 'inline',
      cycles: 'ref',
      override: (ctx) => {
        // UUIDs are validated by a refinement (any case, canonicalised), which JSON Schema cannot see.
        if (ctx.zodSchema === uuidSchema || ctx.zodSchema === (uuidSchema._zod.def as { in?: unknown }).in) {
          ctx.jsonSchema.format = 'uuid';
        }
        // z.number().int() bounds itself to the safe integers; that says nothing to a reader.
        if (ctx.jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete ctx.jsonSchema.minimum;
        if (ctx.jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete ctx.jsonSchema.maximum;
      },
    }) as JsonSchema;
    // Local `#/$defs/X` references become component references.
    const json = JSON.parse(JSON.stringify(raw).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    delete json.$schema;
    for (const [id, def] of Object.entries(json.$defs ?? {})) components[id] = def;
    delete json.$defs;
    // A root schema with an id of its own is a component too, and referenced.
    const id = (z.globalRegistry.get(schema) as { id?: string } | undefined)?.id;
    if (id) {
      if (!json.$ref) {
        delete json.id;
        components[id] = json;
      }
      return { $ref: `#/components/schemas/${id}` };
    }
    return json;
  };
  return { input: (s) => convert(s, 'input'), output: (s) => convert(s, 'output'), components };
}

function operationObject(op: Operation, conv: Converter): Record<string, unknown> {
  const parameters: unknown[] = [];
  for (const name of op.pathParams ?? []) {
    parameters.push({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
  }
  if (op.query) {
    const json = conv.input(op.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      parameters.push({ name, in: 'query', required: json.required?.includes(name) ?? false, schema });
    }
  }
  for (const h of op.headers ?? []) {
    parameters.push({
      name: h.name,
      in: 'header',
      required: false,
      description: h.description,
      schema: conv.input(h.schema),
    });
  }

  const responses: Record<string, unknown> = {};
  const success: Record<string, unknown> = {
    description: op.success.description,
    headers: { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } },
  };
  if (op.success.schema) success.content = { 'application/json': { schema: conv.output(op.success.schema) } };
  else if (op.success.contentType) success.content = { [op.success.contentType]: { schema: { type: 'string' } } };
  responses[String(op.success.status)] = success;

  const byStatus = new Map<number, string[]>();
  for (const [code, status] of problemCodes(op)) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  for (const [status, codes] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    codes.sort();
    responses[String(status)] = {
      description: `Problem codes: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
      headers: {
        'X-Request-Id': { $ref: '#/components/headers/RequestId' },
        ...(status === 429 ? { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } : {}),
      },
      content: {
        'application/problem+json': {
          schema: {
            allOf: [
              { $ref: '#/components/schemas/Problem' },
              { type: 'object', properties: { code: { type: 'string', enum: codes } } },
            ],
          },
        },
      },
    };
  }

  const out: Record<string, unknown> = {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description || op.notBuilt
      ? {
          description: [
            op.description,
            op.notBuilt ? 'Specified but not built yet: answers 501 `not_implemented` in this build.' : undefined,
          ]
            .filter(Boolean)
            .join('\n\n'),
        }
      : {}),
    security: op.credentials.map((c) => SECURITY[c]),
    ...(parameters.length ? { parameters } : {}),
    responses,
  };
  if (op.body) {
    const bodies = [op.body].flat().map((b) => conv.input(b));
    out.requestBody = {
      required: true,
      content: { 'application/json': { schema: bodies.length === 1 ? bodies[0] : { anyOf: bodies } } },
    };
  }
  return out;
}

/** The OpenAPI 3.1 document of the gateway. `serverUrl` adds a `servers` entry. */
export function buildOpenApiDocument(
  options: { serverUrl?: string; operations?: readonly Operation[] } = {},
): OpenApiDocument {
  const conv = converter();
  conv.output(problemSchema);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of options.operations ?? OPERATIONS) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`openapi: ${op.method.toUpperCase()} ${op.path} is described twice`);
    item[op.method] = operationObject(op, conv);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Engram API',
      version: '1.0.0',
      description:
        'Multi-tenant, encrypted context memory. Data-plane calls take an API key in `X-API-Key`; management calls ' +
        '(namespaces, API keys, workspace) take a portal token (`Authorization: Bearer`, from POST /public/login or ' +
        'POST /v1/auth/token) and `X-Tenant-Id`. Every error is RFC 9457 `application/problem+json` with a stable ' +
        '`code`; every answer carries `X-Request-Id`. Over a rate limit: 429 `rate_limited` with `Retry-After` in seconds.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: [...new Set((options.operations ?? OPERATIONS).map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(conv.components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Data-plane API key (`egk_…`).' },
        PortalToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Portal token for the management plane; name the workspace with X-Tenant-Id.',
        },
      },
      headers: {
        RequestId: {
          description: "The request id (the caller's X-Request-Id when sane, else a fresh one).",
          schema: { type: 'string' },
        },
        RetryAfter: { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 1 } },
      },
    },
  };
}

/** Express `/v1/documents/:documentId` and OpenAPI `/v1/documents/{document_id}` both become `/v1/documents/{}`. */
export function pathShape(path: string): string {
  return path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '{}').replace(/\{[^}]+\}/g, '{}');
}
