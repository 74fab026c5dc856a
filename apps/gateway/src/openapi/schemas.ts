// Response bodies of the REST API as zod schemas: the OpenAPI document is generated from them, and the presenters in
// http/present.ts take their return types from them (z.infer), so the document and the answers cannot drift apart.
// Request schemas are not here: they live where the gateway validates (http/validation.ts, routes/*.ts). The only
// request schemas below belong to routes that answer 501 today (entities, facts, DSAR); the routes that build them
// validate with these.
import { z } from 'zod';
import { FACT_TYPES, JOB_STATES, SENSITIVITIES } from '@engram/core';

const isoTimestamp = z.string().meta({ format: 'date-time', description: 'ISO 8601 timestamp (UTC).' });
const uuid = z.string().meta({ format: 'uuid' });
const jsonObject = z.record(z.string(), z.unknown());

export const problemSchema = z
  .object({
    type: z
      .string()
      .meta({ description: '`urn:engram:problem:<code>`.', examples: ['urn:engram:problem:namespace_forbidden'] }),
    title: z.string().meta({ description: 'The HTTP status text.', examples: ['Forbidden'] }),
    status: z.number().int(),
    detail: z.string().meta({ description: 'What went wrong, for a human. Never content or secrets.' }),
    code: z
      .string()
      .meta({
        description: 'Stable snake_case identifier; switch on this, not on `detail`.',
        examples: ['namespace_forbidden'],
      }),
    instance: z.string().optional().meta({ description: 'The request path.' }),
    request_id: z.string().optional().meta({ description: 'Also sent as the X-Request-Id header.' }),
    errors: z
      .array(z.object({ field: z.string(), message: z.string(), fields: z.array(z.string()).optional() }))
      .optional()
      .meta({ description: 'Validation errors, one per offending field.' }),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details (application/problem+json).' });

// --- Documents, chunks, jobs (spec 2.1, 2.2, 4.6; docs/api-decisions.md "Ingest", "Documents") ---

export const ingestAcceptedSchema = z
  .object({
    job_id: uuid,
    message: z.string(),
    document_id: uuid.nullable().meta({ description: 'Null unless `return_id` was true.' }),
  })
  .meta({ id: 'IngestAccepted' });

export const documentSchema = z
  .object({
    document_id: uuid,
    namespace: z.string().nullable().meta({ description: 'Namespace key, when the key can see it.' }),
    title: z.string().nullable(),
    content: z.string(),
    source: z.string().meta({ description: '`api`, `quick_capture`, `folder_sync` or `gmail`.' }),
    source_id: z.string().nullable(),
    source_path: z.string().nullable(),
    mime_type: z.string().nullable(),
    metadata: jsonObject,
    status: z.string().meta({ description: '`queued`, `processing`, `indexed`, `failed` or `deleted`.' }),
    version: z.number().int(),
    category: z.string().nullable(),
    tags: z.array(z.string()),
    sensitivity: z
      .string()
      .nullable()
      .meta({ description: `One of ${SENSITIVITIES.join(', ')}.` }),
    language: z.string().nullable().meta({ description: 'ISO 639-1, or null when no language could be told.' }),
    summary: z.string().nullable(),
    source_type: z.string().nullable(),
    storage_type: z.string().nullable(),
    has_extractable_data: z.boolean(),
    extracted: jsonObject.nullable(),
    classifier_model: z.string().nullable(),
    created_at: isoTimestamp.nullable(),
    updated_at: isoTimestamp.nullable(),
  })
  .meta({ id: 'Document' });

export const chunkSchema = z
  .object({
    chunk_id: z.string(),
    document_id: uuid,
    version: z.number().int(),
    chunk_index: z.number().int(),
    content: z.string().optional().meta({ description: 'Absent with include_content=false.' }),
    token_count: z.number().int(),
    headings: z.array(z.string()),
    char_start: z.number().int(),
    char_end: z.number().int(),
    metadata: jsonObject,
  })
  .meta({ id: 'Chunk' });

export const chunkListSchema = z
  .object({ document_id: uuid, chunks: z.array(chunkSchema), count: z.number().int() })
  .meta({ id: 'ChunkList' });

export const updateAcceptedSchema = z
  .object({ job_id: uuid, document_id: uuid, version: z.number().int(), message: z.string() })
  .meta({ id: 'UpdateAccepted' });

export const documentDeletedSchema = z
  .object({
    document_id: uuid,
    status: z.literal('deleted'),
    deleted_at: isoTimestamp.nullable(),
    hard_delete_after: isoTimestamp.nullable().meta({ description: 'End of the grace window (7 days by default).' }),
  })
  .meta({ id: 'DocumentDeleted' });

export const jobIdsSchema = z.object({ job_ids: z.array(uuid) }).meta({ id: 'JobIds' });

export const jobSchema = z
  .object({
    job_id: uuid,
    document_id: uuid.nullable(),
    namespace: z.string().nullable(),
    version: z.number().int(),
    kind: z.string(),
    state: z.string().meta({ description: `One of ${JOB_STATES.join(', ')}; \`completed\` and \`failed\` are final.` }),
    error: z
      .string()
      .nullable()
      .meta({ description: 'Redacted reason when failed (e.g. `superseded`, `document_deleted`).' }),
    attempts: z.number().int(),
    created_at: isoTimestamp.nullable(),
    updated_at: isoTimestamp.nullable(),
    completed_at: isoTimestamp.nullable(),
    extract_job_id: uuid.nullable().meta({
      description:
        'The `extract_facts` job this job started when its document was indexed (memory layer on); null until then.',
    }),
    parent_job_id: uuid
      .nullable()
      .meta({ description: 'For an `extract_facts` job started by indexing: the job that started it.' }),
  })
  .meta({ id: 'Job' });

// --- Query (spec 2.3, 2.4, 2.5) ---

export const resultChunkSchema = z
  .object({
    chunk_id: z.string(),
    document_id: uuid,
    content: z.string(),
    score: z.number().meta({ description: '0 to 1, higher is better; never rises down the list.' }),
    metadata: jsonObject,
  })
  .meta({ id: 'ResultChunk' });

export const resultDocumentSchema = z
  .object({
    document_id: uuid,
    title: z.string().nullable(),
    source: z.string(),
    source_type: z.string(),
    storage_type: z.string(),
    has_extractable_data: z.boolean(),
    category: z.string(),
    tags: z.array(z.string()),
    sensitivity: z.string(),
    language: z.string().nullable(),
    summary: z.string(),
    chunks: z.array(resultChunkSchema),
    extracted: jsonObject.nullable(),
  })
  .meta({ id: 'ResultDocument' });

export const relationshipSchema = z
  .object({
    rel_type: z.string().meta({ description: '`updates`, `extends`, `derives` or `contradicts`.' }),
    related_fact_id: z.string(),
    related_fact_content: z.string(),
    confidence: z.number(),
    direction: z.enum(['outgoing', 'incoming']).meta({
      description:
        '`outgoing`: this fact `rel_type` the related one (it updates it); `incoming`: the related fact `rel_type` this one.',
    }),
  })
  .meta({ id: 'FactRelationship' });

export const factSchema = z
  .object({
    id: z.string(),
    content: z.string(),
    fact_type: z.string().meta({ description: `One of ${FACT_TYPES.join(', ')}.` }),
    confidence: z.number(),
    is_latest: z.boolean(),
    is_provisional: z.boolean(),
    valid_from: isoTimestamp.nullable(),
    valid_until: isoTimestamp.nullable().meta({ description: 'Null while still valid.' }),
    source_document_id: z.string(),
    entities: z.array(z.string()),
    relationships: z.array(relationshipSchema),
    namespace: z
      .string()
      .nullable()
      .meta({ description: 'Key of the namespace the fact inherited from its source document.' }),
  })
  .meta({ id: 'Fact' });

export const queryResponseSchema = z
  .object({
    mode: z.string().meta({ description: '`fast` or `rich`.' }),
    query: z.string(),
    results: z.array(resultDocumentSchema),
    total_chunks: z.number().int(),
    latency_ms: z.number(),
    synthesis: z
      .string()
      .optional()
      .meta({ description: 'Rich mode with `synthesize` only; cites sources as [1], [2].' }),
    sources: z.array(z.string()),
    synthesis_unavailable: z.boolean(),
    facts: z.array(factSchema).nullable().meta({ description: 'Null when the memory layer is disabled.' }),
    fact_count: z.number().int(),
  })
  .meta({ id: 'QueryResponse' });

// --- Entities and facts (spec 2.6, 4.7) ---

export const entitySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    entity_type: z.string().meta({ description: 'e.g. person, organization, project, concept.' }),
    mention_count: z.number().int(),
    fact_count: z.number().int(),
    first_seen: isoTimestamp.nullable(),
    last_mentioned: isoTimestamp.nullable(),
  })
  .meta({ id: 'Entity' });

export const factListSchema = z
  .object({ facts: z.array(factSchema), total: z.number().int(), limit: z.number().int(), offset: z.number().int() })
  .meta({ id: 'FactList' });

export const reviewedFactSchema = z.object({ fact: factSchema }).meta({ id: 'ReviewedFact' });

export const workspaceSettingsSchema = z
  .object({ tenant_id: uuid, name: z.string(), memory_enabled: z.boolean() })
  .meta({ id: 'WorkspaceSettings' });

export const entityListSchema = z
  .object({
    entities: z.array(entitySchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .meta({ id: 'EntityList' });

export const entityFactsSchema = z
  .object({ entity: entitySchema, facts: z.array(factSchema), fact_count: z.number().int() })
  .meta({ id: 'EntityFacts' });

export const extractFactsAcceptedSchema = z
  .object({
    document_id: uuid,
    job_id: z.string(),
    status: z
      .string()
      .meta({ description: '`queued` (a workspace with the memory layer off gets 409 `memory_disabled`).' }),
  })
  .meta({ id: 'ExtractFactsAccepted' });

// --- DSAR and tenants (spec 2.9, 4.10) ---

export const dsarDeleteBodySchema = z.strictObject({
  confirm: z.literal(true, { error: 'must be true' }),
  crypto_shred: z.boolean().default(false),
});

export const classOutcomeSchema = z
  .object({
    class_name: z.string(),
    outcome: z.string().meta({ description: '`erased`, `retained_by_policy` or `failed`.' }),
    deleted_count: z.number().int(),
    policy: z.string().nullable(),
    error_kind: z.string().nullable(),
    retained_count: z.number().int(),
  })
  .meta({ id: 'ClassOutcome' });

export const dsarDeleteResultSchema = z
  .object({
    tenant_id: uuid,
    documents_deleted: z.number().int(),
    chunks_deleted: z.number().int(),
    entities_deleted: z.number().int(),
    extracted_deleted: z.number().int(),
    fact_relationships_deleted: z.number().int(),
    facts_deleted: z.number().int(),
    memory_entities_deleted: z.number().int(),
    vectors_deleted: z.number().int(),
    files_deleted: z.number().int(),
    crypto_shredded: z.boolean(),
    started_at: isoTimestamp,
    completed_at: isoTimestamp.nullable().meta({ description: 'Null when any class failed or was not covered.' }),
    class_outcomes: z.array(classOutcomeSchema),
  })
  .meta({ id: 'DsarDeleteResult' });

export const tenantDeletedSchema = z
  .object({
    tenant_id: uuid,
    hard_deleted: z.boolean(),
    deleted_at: isoTimestamp.nullable(),
    class_outcomes: z.array(classOutcomeSchema),
  })
  .meta({ id: 'TenantDeleted' });

/** `DELETE /v1/tenants/{tenant_id}?hard_delete=true`: the route reads the flag as the string `true`. */
export const deleteTenantParamsSchema = z.object({ hard_delete: z.enum(['true', 'false']).optional() });

// --- Signup, portal tokens, namespaces, API keys, audit (spec 2.7, 2.8, 4.1, 4.8, 4.9) ---

export const signupResultSchema = z
  .object({
    tenant_id: uuid,
    name: z.string(),
    email: z.string(),
    api_key: z.string().meta({ description: 'Admin key of the new workspace; shown once.' }),
    default_namespace_id: uuid,
    portal_login: z.boolean().meta({ description: 'True when a password was set (POST /public/login works).' }),
  })
  .meta({ id: 'SignupResult' });

export const portalTokenSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().meta({ description: 'Seconds.' }),
    tenants: z.array(z.object({ tenant_id: uuid, role: z.string() })),
  })
  .meta({ id: 'PortalToken' });

export const namespaceSchema = z
  .object({
    id: uuid,
    key: z.string(),
    name: z.string(),
    status: z.enum(['active', 'archived']),
    created_at: isoTimestamp,
    archived_at: isoTimestamp.nullable(),
  })
  .meta({ id: 'Namespace' });

export const namespaceListSchema = z.object({ namespaces: z.array(namespaceSchema) }).meta({ id: 'NamespaceList' });

export const apiKeySchema = z
  .object({
    id: uuid,
    name: z.string(),
    tenant_id: uuid,
    key_prefix: z.string(),
    max_sensitivity: z.enum(SENSITIVITIES),
    default_namespace_id: uuid,
    is_admin: z.boolean(),
    scopes: z.array(
      z.object({
        namespace_id: uuid,
        namespace_key: z.string(),
        permissions: z.array(z.enum(['read', 'write'])),
        grant: z.enum(['read_write', 'read_only']),
      }),
    ),
    created_at: isoTimestamp,
    last_used_at: isoTimestamp.nullable(),
    revoked_at: isoTimestamp.nullable(),
    expires_at: isoTimestamp.nullable(),
  })
  .meta({ id: 'ApiKey' });

export const apiKeyWithSecretSchema = apiKeySchema
  .extend({ api_key: z.string().meta({ description: 'The secret; shown once.' }) })
  .meta({ id: 'ApiKeyWithSecret' });

export const apiKeyListSchema = z.object({ api_keys: z.array(apiKeySchema) }).meta({ id: 'ApiKeyList' });

export const auditRecordSchema = z
  .object({
    id: z.string(),
    namespace_id: uuid.nullable(),
    actor_type: z.string(),
    actor_id: z.string(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string().nullable(),
    outcome: z.string(),
    request_id: z.string().nullable(),
    details: z.unknown(),
    created_at: isoTimestamp,
  })
  .meta({ id: 'AuditRecord' });

export const auditPageSchema = z
  .object({
    records: z.array(auditRecordSchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .meta({ id: 'AuditPage' });

export const statusSchema = z.object({ status: z.string() }).meta({ id: 'Status' });

export type DocumentBody = z.infer<typeof documentSchema>;
export type ChunkBody = z.infer<typeof chunkSchema>;
export type JobBody = z.infer<typeof jobSchema>;
export type ResultDocumentBody = z.infer<typeof resultDocumentSchema>;
export type QueryResponseBody = z.infer<typeof queryResponseSchema>;
export type FactBody = z.infer<typeof factSchema>;
export type EntityBody = z.infer<typeof entitySchema>;
