// EngramClient: one method per REST operation, typed from the gateway's OpenAPI document (src/gen, `pnpm generate`).
// Errors are EngramError; 429/503 are retried honouring Retry-After; ingest always carries an Idempotency-Key, made
// once per call, so a retried ingest can never create a second document. `raw` is the typed openapi-fetch client for
// anything not wrapped here.
import { randomUUID } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './gen/api';
import { EngramError } from './errors';
import { DEFAULT_RETRY, retryingFetch, type RetryOptions } from './retry';

type Schemas = components['schemas'];
type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

export type Document = Schemas['Document'];
export type Chunk = Schemas['Chunk'];
export type ChunkList = Schemas['ChunkList'];
export type Job = Schemas['Job'];
export type IngestAccepted = Schemas['IngestAccepted'];
export type UpdateAccepted = Schemas['UpdateAccepted'];
export type DocumentDeleted = Schemas['DocumentDeleted'];
export type JobIds = Schemas['JobIds'];
export type QueryResponse = Schemas['QueryResponse'];
export type ResultDocument = Schemas['ResultDocument'];
export type Fact = Schemas['Fact'];
export type Entity = Schemas['Entity'];
export type EntityList = Schemas['EntityList'];
export type EntityFacts = Schemas['EntityFacts'];
export type ExtractFactsAccepted = Schemas['ExtractFactsAccepted'];
export type FactList = Schemas['FactList'];
export type ReviewedFact = Schemas['ReviewedFact'];
export type WorkspaceSettings = Schemas['WorkspaceSettings'];
export type Namespace = Schemas['Namespace'];
export type ApiKey = Schemas['ApiKey'];
export type ApiKeyWithSecret = Schemas['ApiKeyWithSecret'];
export type PortalToken = Schemas['PortalToken'];
export type SignupResult = Schemas['SignupResult'];
export type AuditPage = Schemas['AuditPage'];
export type TenantDeleted = Schemas['TenantDeleted'];
export type DsarDeleteResult = Schemas['DsarDeleteResult'];
export type Problem = Schemas['Problem'];

export type SignupRequest = JsonBody<operations['signup']>;
export type LoginRequest = JsonBody<operations['login']>;
export type IngestRequest = JsonBody<operations['ingestDocument']>;
export type UpdateDocumentRequest = JsonBody<operations['updateDocument']>;
export type QueryRequest = JsonBody<operations['query']>;
export type Filters = NonNullable<QueryRequest['filters']>;
export type CreateNamespaceRequest = JsonBody<operations['createNamespace']>;
export type UpdateNamespaceRequest = JsonBody<operations['updateNamespace']>;
export type CreateApiKeyRequest = JsonBody<operations['createApiKey']>;
export type UpdateApiKeyScopesRequest = JsonBody<operations['updateApiKeyScopes']>;
export type DsarDeleteRequest = JsonBody<operations['dsarDelete']>;
export type ChunksParams = QueryOf<operations['getDocumentChunks']>;
export type ListEntitiesParams = QueryOf<operations['listEntities']>;
export type EntityFactsParams = QueryOf<operations['getEntityFacts']>;
export type AuditParams = QueryOf<operations['listAuditRecords']>;
export type ListFactsParams = QueryOf<operations['listFacts']>;
export interface SearchParams {
  q: string;
  limit?: number;
  /** Namespace keys, or `['*']` for every readable one; omitted = every readable one. */
  namespaces?: string[];
}

export type RawClient = Client<paths>;

export interface EngramClientOptions {
  /** Where the gateway answers, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** Data-plane API key (X-API-Key). */
  apiKey?: string;
  /** Portal token for management calls (Authorization: Bearer); login() and createPortalToken() set it too. */
  portalToken?: string;
  /** Workspace of management calls (X-Tenant-Id); optional when the portal token names exactly one. */
  tenantId?: string;
  /** A fetch of your own (proxies, tests); defaults to the global one. */
  fetch?: (request: Request) => Promise<Response>;
  /** Retry policy for 429/503 and lost answers; `false` never retries. */
  retry?: Partial<RetryOptions> | false;
}

export interface WaitForJobOptions {
  /** Give up after this long (EngramError `job_wait_timeout`). Default 120 s. */
  timeoutMs?: number;
  /** Pause between polls. Default 500 ms. */
  intervalMs?: number;
  signal?: AbortSignal;
}

const FINAL_JOB_STATES = new Set(['completed', 'failed']);

interface Result<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export class EngramClient {
  /** The typed openapi-fetch client, with this client's credentials and retries, for anything not wrapped here. */
  readonly raw: RawClient;
  private apiKey: string | undefined;
  private portalToken: string | undefined;
  private tenantId: string | undefined;

  constructor(options: EngramClientOptions) {
    this.apiKey = options.apiKey;
    this.portalToken = options.portalToken;
    this.tenantId = options.tenantId;
    const inner = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    const retry =
      options.retry === false ? { ...DEFAULT_RETRY, maxAttempts: 1 } : { ...DEFAULT_RETRY, ...options.retry };
    this.raw = createClient<paths>({
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      fetch: retryingFetch(inner, retry),
      // Array query parameters are never used; namespaces travel comma-separated as the API defines.
      querySerializer: { array: { style: 'form', explode: false } },
    });
    this.raw.use({
      onRequest: ({ request }) => {
        // Credentials as they are now (login may have set a token since the client was made); a header set on the
        // call itself wins.
        if (this.apiKey && !request.headers.has('x-api-key')) request.headers.set('X-API-Key', this.apiKey);
        if (this.portalToken && !request.headers.has('authorization'))
          request.headers.set('Authorization', `Bearer ${this.portalToken}`);
        if (this.tenantId && !request.headers.has('x-tenant-id')) request.headers.set('X-Tenant-Id', this.tenantId);
        return request;
      },
    });
  }

  setApiKey(apiKey: string | undefined): void {
    this.apiKey = apiKey;
  }
  setPortalToken(token: string | undefined): void {
    this.portalToken = token;
  }
  setTenantId(tenantId: string | undefined): void {
    this.tenantId = tenantId;
  }

  // --- signup and portal tokens ---

  /** Creates a workspace; the result holds its admin API key (shown once). Does not change this client's key. */
  async signup(body: SignupRequest): Promise<SignupResult> {
    return this.unwrap(await this.raw.POST('/public/signup', { body }));
  }

  /** Portal login (accounts that signed up with a password); the token is kept for management calls. */
  async login(body: LoginRequest): Promise<PortalToken> {
    const token = this.unwrap(await this.raw.POST('/public/login', { body }));
    this.portalToken = token.access_token;
    return token;
  }

  /** Exchanges this client's admin API key for a portal token on its workspace; the token is kept. */
  async createPortalToken(): Promise<PortalToken> {
    const token = this.unwrap(await this.raw.POST('/v1/auth/token', {}));
    this.portalToken = token.access_token;
    return token;
  }

  // --- documents and jobs ---

  /**
   * Queues a document. The Idempotency-Key is `options.idempotencyKey` or one made for this call; retries of this
   * call reuse it, so the server creates the document at most once.
   */
  /** `replayed`: Engram already had this write (same Idempotency-Key and body) and answered with its first outcome. */
  async ingest(body: IngestRequest, options: { idempotencyKey?: string } = {}): Promise<IngestAccepted & { replayed: boolean }> {
    const idempotencyKey = options.idempotencyKey ?? randomUUID();
    const result = await this.raw.POST('/v1/documents/ingest', { body, params: { header: { 'Idempotency-Key': idempotencyKey } } });
    return { ...this.unwrap(result), replayed: result.response.headers.get('idempotent-replayed') === 'true' };
  }

  async getDocument(documentId: string): Promise<Document> {
    return this.unwrap(
      await this.raw.GET('/v1/documents/{document_id}', { params: { path: { document_id: documentId } } }),
    );
  }

  async getChunks(documentId: string, params: ChunksParams = {}): Promise<ChunkList> {
    return this.unwrap(
      await this.raw.GET('/v1/documents/{document_id}/chunks', {
        params: { path: { document_id: documentId }, query: params },
      }),
    );
  }

  async updateDocument(documentId: string, body: UpdateDocumentRequest): Promise<UpdateAccepted> {
    return this.unwrap(
      await this.raw.POST('/v1/documents/{document_id}/update', {
        params: { path: { document_id: documentId } },
        body,
      }),
    );
  }

  async deleteDocument(documentId: string): Promise<DocumentDeleted> {
    return this.unwrap(
      await this.raw.DELETE('/v1/documents/{document_id}', { params: { path: { document_id: documentId } } }),
    );
  }

  async reindex(documentId: string): Promise<JobIds> {
    return this.unwrap(
      await this.raw.POST('/v1/documents/{document_id}/reindex-chunks', {
        params: { path: { document_id: documentId } },
      }),
    );
  }

  async backfill(): Promise<JobIds> {
    return this.unwrap(await this.raw.POST('/v1/documents/backfill-chunks', {}));
  }

  async extractFacts(documentId: string): Promise<ExtractFactsAccepted> {
    return this.unwrap(
      await this.raw.POST('/v1/documents/{document_id}/extract-facts', {
        params: { path: { document_id: documentId } },
      }),
    );
  }

  async getJob(jobId: string): Promise<Job> {
    return this.unwrap(await this.raw.GET('/v1/jobs/{job_id}', { params: { path: { job_id: jobId } } }));
  }

  /** Polls until the job is `completed` or `failed` and returns it (check `state`); EngramError `job_wait_timeout` after timeoutMs. */
  async waitForJob(jobId: string, options: WaitForJobOptions = {}): Promise<Job> {
    const timeoutMs = options.timeoutMs ?? 120_000;
    const intervalMs = options.intervalMs ?? 500;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      options.signal?.throwIfAborted();
      const job = await this.getJob(jobId);
      if (FINAL_JOB_STATES.has(job.state)) return job;
      if (Date.now() + intervalMs > deadline) {
        throw new EngramError({
          status: 0,
          code: 'job_wait_timeout',
          title: 'Job not finished',
          detail: `Job ${jobId} was still ${job.state} after ${timeoutMs} ms.`,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }

  // --- query ---

  async query(body: QueryRequest): Promise<QueryResponse> {
    return this.unwrap(await this.raw.POST('/v1/query', { body }));
  }

  async search(params: SearchParams): Promise<QueryResponse> {
    const query = {
      q: params.q,
      ...(params.limit !== undefined ? { limit: params.limit } : {}),
      ...(params.namespaces !== undefined ? { namespaces: params.namespaces.join(',') } : {}),
    };
    return this.unwrap(await this.raw.GET('/v1/search', { params: { query } }));
  }

  // --- memory: entities and facts ---

  async listEntities(params: ListEntitiesParams = {}): Promise<EntityList> {
    return this.unwrap(await this.raw.GET('/v1/entities', { params: { query: params } }));
  }

  async getEntityFacts(entityId: string, params: EntityFactsParams = {}): Promise<EntityFacts> {
    return this.unwrap(
      await this.raw.GET('/v1/entities/{entity_id}/facts', {
        params: { path: { entity_id: entityId }, query: params },
      }),
    );
  }

  // --- namespaces (portal token) ---

  async listNamespaces(): Promise<Namespace[]> {
    return this.unwrap(await this.raw.GET('/v1/namespaces', {})).namespaces;
  }

  async createNamespace(body: CreateNamespaceRequest): Promise<Namespace> {
    return this.unwrap(await this.raw.POST('/v1/namespaces', { body }));
  }

  /** Rename, archive (`status: 'archived'`) or restore (`status: 'active'`). */
  async updateNamespace(namespaceId: string, body: UpdateNamespaceRequest): Promise<Namespace> {
    return this.unwrap(
      await this.raw.PATCH('/v1/namespaces/{namespace_id}', { params: { path: { namespace_id: namespaceId } }, body }),
    );
  }

  async restoreNamespace(namespaceId: string): Promise<Namespace> {
    return this.unwrap(
      await this.raw.POST('/v1/namespaces/{namespace_id}/restore', { params: { path: { namespace_id: namespaceId } } }),
    );
  }

  // --- API keys (portal token; createApiKey also with an admin API key and no portal token) ---

  async createApiKey(body: CreateApiKeyRequest): Promise<ApiKeyWithSecret> {
    return this.unwrap(await this.raw.POST('/v1/auth/api-keys', { body }));
  }

  async listApiKeys(): Promise<ApiKey[]> {
    return this.unwrap(await this.raw.GET('/v1/auth/api-keys', {})).api_keys;
  }

  async getApiKey(keyId: string): Promise<ApiKey> {
    return this.unwrap(await this.raw.GET('/v1/auth/api-keys/{key_id}', { params: { path: { key_id: keyId } } }));
  }

  async updateApiKeyScopes(keyId: string, body: UpdateApiKeyScopesRequest): Promise<ApiKey> {
    return this.unwrap(
      await this.raw.PATCH('/v1/auth/api-keys/{key_id}/scopes', { params: { path: { key_id: keyId } }, body }),
    );
  }

  async rotateApiKey(keyId: string): Promise<ApiKeyWithSecret> {
    return this.unwrap(
      await this.raw.POST('/v1/auth/api-keys/{key_id}/rotate', { params: { path: { key_id: keyId } } }),
    );
  }

  async revokeApiKey(keyId: string): Promise<ApiKey> {
    return this.unwrap(await this.raw.DELETE('/v1/auth/api-keys/{key_id}', { params: { path: { key_id: keyId } } }));
  }

  // --- workspace ---

  /** Facts the key may read, newest first; `provisional: 'true'` lists those awaiting review. */
  async listFacts(params: ListFactsParams = {}): Promise<FactList> {
    return this.unwrap(await this.raw.GET('/v1/facts', { params: { query: params } }));
  }

  /** `confirm` keeps a provisional fact; `reject` retires a fact (it stops being latest, its history stays). */
  async reviewFact(factId: string, decision: 'confirm' | 'reject'): Promise<ReviewedFact> {
    return this.unwrap(await this.raw.POST('/v1/facts/{fact_id}/review', { params: { path: { fact_id: factId } }, body: { decision } }));
  }

  /** Workspace settings (portal token): whether the memory layer is on. */
  async getWorkspaceSettings(tenantId: string): Promise<WorkspaceSettings> {
    return this.unwrap(await this.raw.GET('/v1/tenants/{tenant_id}', { params: { path: { tenant_id: tenantId } } }));
  }

  async updateWorkspaceSettings(tenantId: string, change: { memory_enabled?: boolean }): Promise<WorkspaceSettings> {
    return this.unwrap(await this.raw.PATCH('/v1/tenants/{tenant_id}', { params: { path: { tenant_id: tenantId } }, body: change }));
  }

  async listAuditRecords(params: AuditParams = {}): Promise<AuditPage> {
    return this.unwrap(await this.raw.GET('/v1/audit', { params: { query: params } }));
  }

  async deleteTenant(tenantId: string, options: { hardDelete?: boolean } = {}): Promise<TenantDeleted> {
    const query = options.hardDelete ? { hard_delete: 'true' as const } : {};
    return this.unwrap(
      await this.raw.DELETE('/v1/tenants/{tenant_id}', { params: { path: { tenant_id: tenantId }, query } }),
    );
  }

  /** The workspace export as a ZIP byte stream (the caller reads or pipes it). */
  async dsarExport(): Promise<ReadableStream<Uint8Array>> {
    const r = await this.raw.GET('/v1/dsar/export', { parseAs: 'stream' });
    if (r.error !== undefined || !r.response.ok) throw EngramError.fromResponse(r.response, r.error);
    return r.data as ReadableStream<Uint8Array>;
  }

  async dsarDelete(body: DsarDeleteRequest): Promise<DsarDeleteResult> {
    return this.unwrap(await this.raw.POST('/v1/dsar/delete', { body }));
  }

  // --- service ---

  /** True while the server reports ready (GET /readyz). */
  async ready(): Promise<boolean> {
    const r = await this.raw.GET('/readyz', {});
    return r.response.ok;
  }

  private unwrap<T>(result: Result<T>): T {
    if (result.error !== undefined || !result.response.ok)
      throw EngramError.fromResponse(result.response, result.error);
    return result.data as T;
  }
}
