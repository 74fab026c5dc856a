// Every operation the gateway serves, described once: the zod schemas the routes validate with (imported, never
// copied), the response schema, the credential and the problem codes beyond those the document derives on its own
// (authentication, rate limits, body parsing, and `invalid_<field>` for every field of a validated input).
// A route added to the app without an entry here fails `openapi/document.test.ts`.
import type { z } from 'zod';
import { adminKeyFormSchema, createKeySchema, updateScopesSchema } from '../routes/api-keys';
import { createNamespaceSchema, updateNamespaceSchema } from '../routes/namespaces';
import { loginSchema, signupSchema } from '../routes/public';
import {
  entityFactsParamsSchema,
  entityListParamsSchema,
  factListParamsSchema,
  reviewFactBodySchema,
} from '../routes/memory';
import { auditParamsSchema, workspaceSettingsBodySchema } from '../routes/workspace';
import {
  chunksParamsSchema,
  idempotencyKeySchema,
  ingestBodySchema,
  queryBodySchema,
  searchParamsSchema,
  updateBodySchema,
  uuidSchema,
} from '../http/validation';
import * as s from './schemas';

/** `apiKey`: X-API-Key (data plane). `portal`: Authorization: Bearer <portal JWT>. `none`: public. */
export type Credential = 'apiKey' | 'portal' | 'none';

export interface Operation {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI path, `{param}` placeholders named as in the spec (`{document_id}`). */
  path: string;
  operationId: string;
  tag:
    | 'Documents'
    | 'Jobs'
    | 'Query'
    | 'Memory'
    | 'Namespaces'
    | 'API keys'
    | 'Workspace'
    | 'Signup and login'
    | 'Service';
  summary: string;
  description?: string;
  /** Alternatives: any one of them is enough. */
  credentials: Credential[];
  /** Path parameters that are UUIDs (all of them are). */
  pathParams?: string[];
  query?: z.ZodObject;
  headers?: Array<{ name: string; schema: z.ZodType; description: string }>;
  /** One schema, or alternatives (anyOf). */
  body?: z.ZodType | z.ZodType[];
  success: { status: number; description: string; schema?: z.ZodType; contentType?: string };
  /**
   * Codes this route's own logic (or the service it calls) can answer, besides the derived ones. The HTTP status comes
   * from the code table in document.ts; `code:status` overrides it where one code means different things.
   */
  codes: string[];
  /** Specified but not built yet: answers 501 `not_implemented` today. */
  notBuilt?: true;
}

const tenantHeader = {
  name: 'X-Tenant-Id',
  schema: uuidSchema,
  description: 'The workspace to manage; may be omitted when the portal token names exactly one.',
};

const NAMESPACE_READ = ['namespace_forbidden', 'namespace_not_found'];
const DOCUMENT_WRITE = ['document_not_found', 'namespace_write_forbidden', 'tenant_write_fenced', 'tenant_not_found'];

export const OPERATIONS: Operation[] = [
  // --- Service (no credentials) ---
  {
    method: 'get',
    path: '/healthz',
    operationId: 'healthz',
    tag: 'Service',
    summary: 'Liveness probe',
    credentials: ['none'],
    success: { status: 200, description: 'The process is alive.', schema: s.statusSchema },
    codes: [],
  },
  {
    method: 'get',
    path: '/readyz',
    operationId: 'readyz',
    tag: 'Service',
    summary: 'Readiness probe',
    description:
      'Ready while the database answers, every pipeline subscription consumes and the encoder is loaded; 503 otherwise.',
    credentials: ['none'],
    success: {
      status: 200,
      description: '`{"status":"ready"}`, or 503 with `{"status":"not_ready"}`.',
      schema: s.statusSchema,
    },
    codes: [],
  },
  {
    method: 'get',
    path: '/metrics',
    operationId: 'metrics',
    tag: 'Service',
    summary: 'Prometheus metrics',
    credentials: ['none'],
    success: { status: 200, description: 'Prometheus text exposition format.', contentType: 'text/plain' },
    codes: [],
  },
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'openapiDocument',
    tag: 'Service',
    summary: 'This OpenAPI 3.1 document',
    credentials: ['none'],
    success: { status: 200, description: 'The OpenAPI document.', contentType: 'application/json' },
    codes: [],
  },
  {
    method: 'get',
    path: '/docs',
    operationId: 'apiReference',
    tag: 'Service',
    summary: 'Rendered API reference (HTML)',
    credentials: ['none'],
    success: {
      status: 200,
      description: 'An HTML page rendering this document; its assets are served by the gateway.',
      contentType: 'text/html',
    },
    codes: [],
  },

  // --- Signup and portal tokens ---
  {
    method: 'post',
    path: '/public/signup',
    operationId: 'signup',
    tag: 'Signup and login',
    summary: 'Create a workspace and its admin API key',
    description: 'With `password`, the email also becomes a portal login (POST /public/login). The key is shown once.',
    credentials: ['none'],
    body: signupSchema,
    success: { status: 201, description: 'The workspace and its admin key.', schema: s.signupResultSchema },
    codes: ['email_taken', 'rate_limited'],
  },
  {
    method: 'post',
    path: '/public/login',
    operationId: 'login',
    tag: 'Signup and login',
    summary: 'Exchange email and password for a portal token',
    credentials: ['none'],
    body: loginSchema,
    success: { status: 200, description: 'A portal token for the management plane.', schema: s.portalTokenSchema },
    codes: ['invalid_credentials', 'rate_limited'],
  },
  {
    method: 'post',
    path: '/v1/auth/token',
    operationId: 'createPortalToken',
    tag: 'Signup and login',
    summary: 'Exchange an admin API key for a portal token',
    description: "Send the admin key signup returned in X-API-Key; the token administers that key's workspace only.",
    credentials: ['apiKey'],
    success: { status: 200, description: "A portal token for the key's workspace.", schema: s.portalTokenSchema },
    codes: ['admin_key_required'],
  },

  // --- Documents ---
  {
    method: 'post',
    path: '/v1/documents/ingest',
    operationId: 'ingestDocument',
    tag: 'Documents',
    summary: 'Ingest a document (asynchronous)',
    description:
      'Queues the document for classification, chunking, embedding and indexing; poll GET /v1/jobs/{job_id}. ' +
      'A retry with the same Idempotency-Key and body returns the first job and creates nothing.',
    credentials: ['apiKey'],
    headers: [
      {
        name: 'Idempotency-Key',
        schema: idempotencyKeySchema,
        description: 'Remembered 24 hours per workspace; reuse it on retries.',
      },
    ],
    body: ingestBodySchema,
    success: { status: 202, description: 'Queued.', schema: s.ingestAcceptedSchema },
    codes: [
      ...NAMESPACE_READ,
      'namespace_write_forbidden',
      'idempotency_key_reused',
      'tenant_write_fenced',
      'tenant_not_found',
      'multipart_not_supported',
      'unsupported_media_type',
      'invalid_checkpoint_kind',
    ],
  },
  {
    method: 'get',
    path: '/v1/documents/{document_id}',
    operationId: 'getDocument',
    tag: 'Documents',
    summary: 'Read a document (decrypted)',
    credentials: ['apiKey'],
    pathParams: ['document_id'],
    success: { status: 200, description: "The document's current version.", schema: s.documentSchema },
    codes: ['document_not_found'],
  },
  {
    method: 'get',
    path: '/v1/documents/{document_id}/chunks',
    operationId: 'getDocumentChunks',
    tag: 'Documents',
    summary: "List a document's chunks",
    credentials: ['apiKey'],
    pathParams: ['document_id'],
    query: chunksParamsSchema,
    success: { status: 200, description: 'The chunks of the current version, in order.', schema: s.chunkListSchema },
    codes: ['document_not_found'],
  },
  {
    method: 'post',
    path: '/v1/documents/{document_id}/update',
    operationId: 'updateDocument',
    tag: 'Documents',
    summary: 'Write a new version (asynchronous)',
    credentials: ['apiKey'],
    pathParams: ['document_id'],
    body: updateBodySchema,
    success: { status: 202, description: 'The new version is queued.', schema: s.updateAcceptedSchema },
    codes: [...DOCUMENT_WRITE, 'concurrent_update'],
  },
  {
    method: 'delete',
    path: '/v1/documents/{document_id}',
    operationId: 'deleteDocument',
    tag: 'Documents',
    summary: 'Soft-delete a document',
    description: 'Hidden from reads and queries at once; hard-deleted by the lifecycle worker after the grace window.',
    credentials: ['apiKey'],
    pathParams: ['document_id'],
    success: { status: 200, description: 'Deleted.', schema: s.documentDeletedSchema },
    codes: DOCUMENT_WRITE,
  },
  {
    method: 'post',
    path: '/v1/documents/backfill-chunks',
    operationId: 'backfillChunks',
    tag: 'Documents',
    summary: 'Queue chunking for documents that have none',
    credentials: ['apiKey'],
    success: { status: 202, description: 'One job per document queued.', schema: s.jobIdsSchema },
    codes: ['tenant_write_fenced', 'tenant_not_found'],
  },
  {
    method: 'post',
    path: '/v1/documents/{document_id}/reindex-chunks',
    operationId: 'reindexChunks',
    tag: 'Documents',
    summary: 'Re-run the pipeline for the current version',
    credentials: ['apiKey'],
    pathParams: ['document_id'],
    success: { status: 202, description: 'Queued.', schema: s.jobIdsSchema },
    codes: DOCUMENT_WRITE,
  },
  {
    method: 'post',
    path: '/v1/documents/{document_id}/extract-facts',
    operationId: 'extractFacts',
    tag: 'Memory',
    summary: 'Re-extract facts from a completed document',
    credentials: ['apiKey'],
    pathParams: ['document_id'],
    description:
      'Queues an `extract_facts` job for the current version (poll it with GET /v1/jobs/{job_id}). Indexing queues one by itself when the memory layer is on; this re-runs it.',
    success: { status: 202, description: 'Extraction queued.', schema: s.extractFactsAcceptedSchema },
    codes: [
      'document_not_found',
      'namespace_write_forbidden',
      'tenant_write_fenced',
      'memory_disabled',
      'document_not_indexed',
    ],
  },
  {
    method: 'get',
    path: '/v1/jobs/{job_id}',
    operationId: 'getJob',
    tag: 'Jobs',
    summary: 'Read an ingestion job',
    credentials: ['apiKey'],
    pathParams: ['job_id'],
    success: { status: 200, description: 'The job; `completed` and `failed` are final.', schema: s.jobSchema },
    codes: ['job_not_found'],
  },

  // --- Query ---
  {
    method: 'post',
    path: '/v1/query',
    operationId: 'query',
    tag: 'Query',
    summary: 'Fast or rich query with filters',
    credentials: ['apiKey'],
    body: queryBodySchema,
    success: { status: 200, description: 'Matching documents with their best chunks.', schema: s.queryResponseSchema },
    codes: NAMESPACE_READ,
  },
  {
    method: 'get',
    path: '/v1/search',
    operationId: 'search',
    tag: 'Query',
    summary: 'Fast query without filters',
    credentials: ['apiKey'],
    query: searchParamsSchema,
    success: { status: 200, description: 'Matching documents with their best chunks.', schema: s.queryResponseSchema },
    codes: NAMESPACE_READ,
  },

  // --- Entities and facts (spec 4.7) ---
  {
    method: 'get',
    path: '/v1/entities',
    operationId: 'listEntities',
    tag: 'Memory',
    summary: 'List entities',
    credentials: ['apiKey'],
    description:
      'Entities mentioned by facts the key may read (its namespaces, up to its maximum sensitivity), most recently mentioned first.',
    query: entityListParamsSchema,
    success: { status: 200, description: 'A page of entities.', schema: s.entityListSchema },
    codes: NAMESPACE_READ,
  },
  {
    method: 'get',
    path: '/v1/entities/{entity_id}/facts',
    operationId: 'getEntityFacts',
    tag: 'Memory',
    summary: 'Facts of an entity',
    credentials: ['apiKey'],
    pathParams: ['entity_id'],
    query: entityFactsParamsSchema,
    success: { status: 200, description: 'The entity and its facts.', schema: s.entityFactsSchema },
    codes: ['entity_not_found'],
  },
  {
    method: 'get',
    path: '/v1/facts',
    operationId: 'listFacts',
    tag: 'Memory',
    summary: 'List facts (e.g. provisional ones awaiting review)',
    description:
      'Beyond the spec. Facts the key may read, newest first; `provisional=true` lists those promoted after their source document was deleted.',
    credentials: ['apiKey'],
    query: factListParamsSchema,
    success: { status: 200, description: 'A page of facts.', schema: s.factListSchema },
    codes: NAMESPACE_READ,
  },
  {
    method: 'post',
    path: '/v1/facts/{fact_id}/review',
    operationId: 'reviewFact',
    tag: 'Memory',
    summary: 'Confirm or reject a fact',
    description:
      'Beyond the spec. `confirm` keeps a provisional fact (no longer provisional); `reject` retires a fact (it stops being latest, its history stays).',
    credentials: ['apiKey'],
    pathParams: ['fact_id'],
    body: reviewFactBodySchema,
    success: { status: 200, description: 'The reviewed fact.', schema: s.reviewedFactSchema },
    codes: ['fact_not_found', 'namespace_write_forbidden'],
  },

  // --- DSAR (spec 4.10) ---
  {
    method: 'get',
    path: '/v1/dsar/export',
    operationId: 'dsarExport',
    tag: 'Workspace',
    summary: 'Export the workspace (ZIP stream)',
    credentials: ['apiKey'],
    success: {
      status: 200,
      description: 'ZIP with tenant metadata, documents, chunks and optional raw files.',
      contentType: 'application/zip',
    },
    codes: [],
    notBuilt: true,
  },
  {
    method: 'post',
    path: '/v1/dsar/delete',
    operationId: 'dsarDelete',
    tag: 'Workspace',
    summary: "Erase the workspace's data",
    credentials: ['apiKey'],
    body: s.dsarDeleteBodySchema,
    success: { status: 200, description: 'What was erased, class by class.', schema: s.dsarDeleteResultSchema },
    codes: ['tenant_write_fenced'],
    notBuilt: true,
  },

  // --- Namespaces (portal token) ---
  {
    method: 'get',
    path: '/v1/namespaces',
    operationId: 'listNamespaces',
    tag: 'Namespaces',
    summary: 'List namespaces (archived ones too)',
    credentials: ['portal'],
    headers: [tenantHeader],
    success: { status: 200, description: 'All namespaces of the workspace.', schema: s.namespaceListSchema },
    codes: [],
  },
  {
    method: 'post',
    path: '/v1/namespaces',
    operationId: 'createNamespace',
    tag: 'Namespaces',
    summary: 'Create a namespace',
    credentials: ['portal'],
    headers: [tenantHeader],
    body: createNamespaceSchema,
    success: { status: 201, description: 'Created.', schema: s.namespaceSchema },
    codes: ['namespace_key_exists', 'tenant_write_fenced', 'tenant_not_found'],
  },
  {
    method: 'patch',
    path: '/v1/namespaces/{namespace_id}',
    operationId: 'updateNamespace',
    tag: 'Namespaces',
    summary: 'Rename, archive or restore a namespace',
    credentials: ['portal'],
    headers: [tenantHeader],
    pathParams: ['namespace_id'],
    body: updateNamespaceSchema,
    success: { status: 200, description: 'The namespace after the change.', schema: s.namespaceSchema },
    codes: ['namespace_not_found', 'default_namespace_protected', 'tenant_write_fenced', 'tenant_not_found'],
  },
  {
    method: 'post',
    path: '/v1/namespaces/{namespace_id}/restore',
    operationId: 'restoreNamespace',
    tag: 'Namespaces',
    summary: 'Restore an archived namespace',
    credentials: ['portal'],
    headers: [tenantHeader],
    pathParams: ['namespace_id'],
    success: { status: 200, description: 'The namespace, active again.', schema: s.namespaceSchema },
    codes: ['namespace_not_found', 'tenant_write_fenced', 'tenant_not_found'],
  },

  // --- API keys (portal token; creation also with an admin key) ---
  {
    method: 'post',
    path: '/v1/auth/api-keys',
    operationId: 'createApiKey',
    tag: 'API keys',
    summary: 'Create an API key',
    description:
      'With a portal token: any name, sensitivity cap, scopes and default namespace. With an admin key in X-API-Key ' +
      "(and no Authorization header): only `name` and `max_sensitivity`, in the admin key's workspace. The secret is shown once.",
    credentials: ['portal', 'apiKey'],
    headers: [tenantHeader],
    body: [createKeySchema, adminKeyFormSchema],
    success: { status: 201, description: 'The key with its secret.', schema: s.apiKeyWithSecretSchema },
    codes: [
      'tenant_id_mismatch',
      'admin_key_required',
      'namespace_not_found',
      'default_namespace_not_writable',
      'invalid_scopes',
      'tenant_write_fenced',
      'tenant_not_found',
    ],
  },
  {
    method: 'get',
    path: '/v1/auth/api-keys',
    operationId: 'listApiKeys',
    tag: 'API keys',
    summary: 'List API keys (never secrets)',
    credentials: ['portal'],
    headers: [tenantHeader],
    success: { status: 200, description: 'Every key of the workspace, revoked ones too.', schema: s.apiKeyListSchema },
    codes: [],
  },
  {
    method: 'get',
    path: '/v1/auth/api-keys/{key_id}',
    operationId: 'getApiKey',
    tag: 'API keys',
    summary: 'Read an API key',
    credentials: ['portal'],
    headers: [tenantHeader],
    pathParams: ['key_id'],
    success: { status: 200, description: 'The key.', schema: s.apiKeySchema },
    codes: ['api_key_not_found'],
  },
  {
    method: 'patch',
    path: '/v1/auth/api-keys/{key_id}/scopes',
    operationId: 'updateApiKeyScopes',
    tag: 'API keys',
    summary: "Replace a key's scopes (and default namespace)",
    credentials: ['portal'],
    headers: [tenantHeader],
    pathParams: ['key_id'],
    body: updateScopesSchema,
    success: { status: 200, description: 'The key after the change.', schema: s.apiKeySchema },
    codes: [
      'api_key_not_found',
      'namespace_not_found',
      'default_namespace_not_writable',
      'invalid_scopes',
      'tenant_write_fenced',
      'tenant_not_found',
    ],
  },
  {
    method: 'post',
    path: '/v1/auth/api-keys/{key_id}/rotate',
    operationId: 'rotateApiKey',
    tag: 'API keys',
    summary: "Rotate a key's secret (the old one stops at once)",
    credentials: ['portal'],
    headers: [tenantHeader],
    pathParams: ['key_id'],
    success: { status: 200, description: 'The key with its new secret.', schema: s.apiKeyWithSecretSchema },
    codes: ['api_key_not_found', 'api_key_revoked:409'],
  },
  {
    method: 'delete',
    path: '/v1/auth/api-keys/{key_id}',
    operationId: 'revokeApiKey',
    tag: 'API keys',
    summary: 'Revoke a key',
    credentials: ['portal'],
    headers: [tenantHeader],
    pathParams: ['key_id'],
    success: { status: 200, description: 'The key, revoked.', schema: s.apiKeySchema },
    codes: ['api_key_not_found'],
  },

  // --- Workspace (portal token) ---
  {
    method: 'get',
    path: '/v1/audit',
    operationId: 'listAuditRecords',
    tag: 'Workspace',
    summary: 'Audit trail, newest first',
    credentials: ['portal'],
    headers: [tenantHeader],
    query: auditParamsSchema,
    success: { status: 200, description: 'A page of audit records.', schema: s.auditPageSchema },
    codes: [],
  },
  {
    method: 'get',
    path: '/v1/tenants/{tenant_id}',
    operationId: 'getWorkspaceSettings',
    tag: 'Workspace',
    summary: 'Read the workspace settings',
    credentials: ['portal'],
    pathParams: ['tenant_id'],
    success: { status: 200, description: 'The settings.', schema: s.workspaceSettingsSchema },
    codes: ['tenant_forbidden', 'tenant_not_found'],
  },
  {
    method: 'patch',
    path: '/v1/tenants/{tenant_id}',
    operationId: 'updateWorkspaceSettings',
    tag: 'Workspace',
    summary: 'Change the workspace settings (the memory layer switch)',
    credentials: ['portal'],
    pathParams: ['tenant_id'],
    body: workspaceSettingsBodySchema,
    success: { status: 200, description: 'The settings after the change.', schema: s.workspaceSettingsSchema },
    codes: ['tenant_forbidden', 'tenant_not_found', 'tenant_write_fenced'],
  },
  {
    method: 'delete',
    path: '/v1/tenants/{tenant_id}',
    operationId: 'deleteTenant',
    tag: 'Workspace',
    summary: 'Delete the workspace (soft, or hard with hard_delete=true)',
    credentials: ['portal'],
    pathParams: ['tenant_id'],
    query: s.deleteTenantParamsSchema,
    success: { status: 200, description: 'Deleted.', schema: s.tenantDeletedSchema },
    codes: ['tenant_not_found'],
    notBuilt: true,
  },
];
