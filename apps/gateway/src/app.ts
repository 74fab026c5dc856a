// The public REST gateway: authentication, namespace scope and sensitivity, then the services' gRPC contracts. It holds
// no document data itself; identity (workspaces, namespaces, API keys) is its own.
import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import pinoHttp from 'pino-http';
import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { AppError, HTTP_STATUS, canonicalUuid, type Sensitivity } from '@engram/core';
import type { ServiceClient, commonv1, ingestv1, lifecyclev1, memoryv1, retrievalv1 } from '@engram/proto';
import type { Logger, Metrics } from '@engram/telemetry';
import { z } from 'zod';
import { errorHandler, sendProblem } from './http/problem';
import {
  presentChunk,
  presentDocument,
  presentJob,
  presentQueryResponse,
} from './http/present';
import {
  LIMITS,
  chunksParamsSchema,
  dateBound,
  idempotencyKeySchema,
  ingestBodySchema,
  nameSchema,
  parseOrThrow,
  queryBodySchema,
  searchParamsSchema,
  updateBodySchema,
  uuidSchema,
  type Filters,
} from './http/validation';
import type { AuthContext, IdentityService } from './identity/identity.service';
import type { AuditLog } from './identity/audit-log';
import type { PortalTokens } from './identity/portal-tokens';
import type { TenancyService } from './identity/tenancy.service';
import { createManagementRouter } from './management';
import type { RateLimitConfig } from './env';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type RateLimits = RateLimitConfig;

export const DEFAULT_RATE_LIMITS: RateLimits = { perKeyPerSecond: 100, perKeyBurst: 200, publicPerMinute: 30, managementPerMinute: 300 };

export interface GatewayDeps {
  identity: IdentityService;
  tenancy: TenancyService;
  tokens: PortalTokens;
  audit: AuditLog;
  rateLimits?: RateLimits;
  ingest: ServiceClient<typeof ingestv1.IngestService>;
  retrieval: ServiceClient<typeof retrievalv1.RetrievalService>;
  memory: ServiceClient<typeof memoryv1.MemoryService>;
  lifecycle: ServiceClient<typeof lifecyclev1.LifecycleService>;
  logger: Logger;
  metrics: Metrics;
  /** Readiness: the database answers and the pipeline consumers run. */
  ready: () => Promise<boolean>;
}

type Handler = (req: Request, res: Response) => Promise<void>;
const route = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => {
  fn(req, res).catch(next);
};

const signupSchema = z.strictObject({
  name: nameSchema,
  email: z.email().max(320),
  /** Optional: makes the email a portal login (docs/security.md). */
  password: z.string().min(12, 'must be at least 12 characters').max(200).optional(),
});
const loginSchema = z.strictObject({ email: z.email().max(320), password: z.string().min(1).max(200) });

function rateLimited(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('resource_exhausted', `Rate limit reached; retry in ${seconds} s.`, { reason: 'rate_limited', retryAfterSeconds: seconds });
}

/** Express middleware that spends one point of `limiter` under `key`, answering 429 with Retry-After when empty. */
function limit(limiter: RateLimiterMemory, keyOf: (req: Request, res: Response) => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    limiter.consume(keyOf(req, res)).then(
      () => next(),
      (rejection: unknown) => {
        next(rejection instanceof RateLimiterRes ? rateLimited(rejection.msBeforeNext) : rejection);
      },
    );
  };
}

export function createGatewayApp(deps: GatewayDeps): express.Express {
  const { identity, logger, metrics } = deps;
  const limits = deps.rateLimits ?? DEFAULT_RATE_LIMITS;
  // Token bucket per key: `points` is the burst, refilled at perKeyPerSecond.
  const perKey = new RateLimiterMemory({ points: limits.perKeyBurst, duration: limits.perKeyBurst / limits.perKeyPerSecond });
  const address = (req: Request) => `ip:${req.socket.remoteAddress ?? 'unknown'}`;
  // Unauthenticated paths that cost a database lookup or a password hash are limited per client address.
  const byAddress = limit(new RateLimiterMemory({ points: limits.publicPerMinute, duration: 60 }), address);
  const tokenMinting = limit(new RateLimiterMemory({ points: limits.publicPerMinute, duration: 60 }), address);
  const management = limit(new RateLimiterMemory({ points: limits.managementPerMinute, duration: 60 }), address);
  // Failed API-key authentications per address: once spent, the address is refused before its keys are looked up.
  const failedAuth = new RateLimiterMemory({ points: limits.publicPerMinute, duration: 60 });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.set('query parser', 'simple');

  // Request id first, so every log line and problem body carries it.
  app.use((req, res, next) => {
    const incoming = req.header('x-request-id');
    const requestId = incoming && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    next();
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => (res as Response).locals.requestId as string,
      customProps: (_req, res) => ({ requestId: (res as Response).locals.requestId }),
      // Never log bodies, query strings or credentials: only method, route and status.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/metrics' },
      // A 4xx is the client's mistake and a 501 a documented gap: information, not an error to page anyone about.
      customLogLevel: (_req, res, err) => (err || (res.statusCode >= 500 && res.statusCode !== 501) ? 'error' : 'info'),
    }),
  );
  app.use((req, res, next) => {
    const end = metrics.httpRequestDuration.startTimer({ method: req.method });
    res.on('finish', () => end({ route: (req.route?.path as string | undefined) ?? 'unmatched', status: String(res.statusCode) }));
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get(
    '/readyz',
    route(async (_req, res) => {
      const ok = await deps.ready().catch(() => false);
      res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not_ready' });
    }),
  );
  app.get(
    '/metrics',
    route(async (_req, res) => {
      res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    }),
  );

  // JSON bodies only on the paths that take them; the limit leaves room for a 10 MB document plus JSON overhead.
  const json = express.json({ limit: LIMITS.contentMaxBytes + 2 * 1024 * 1024, strict: true });

  app.post(
    '/public/signup',
    byAddress,
    json,
    route(async (req, res) => {
      const body = parseOrThrow(signupSchema, req.body, 'body');
      const r = await identity.signup(body.name, body.email, body.password);
      await deps.audit.record({ tenantId: r.tenantId, namespaceId: r.defaultNamespaceId, actorType: 'system', actorId: 'signup', action: 'tenant.signup', targetType: 'tenant', targetId: r.tenantId, outcome: 'success', requestId: res.locals.requestId as string });
      res.status(201).json({
        tenant_id: r.tenantId,
        name: r.name,
        email: r.email,
        api_key: r.apiKey,
        default_namespace_id: r.defaultNamespaceId,
        portal_login: body.password !== undefined,
      });
    }),
  );
  app.post(
    '/public/login',
    byAddress,
    json,
    route(async (req, res) => {
      const body = parseOrThrow(loginSchema, req.body, 'body');
      const r = await deps.tenancy.login(body.email, body.password);
      res.json({ access_token: r.token, token_type: 'Bearer', expires_in: r.expiresIn, tenants: r.claims.tenants });
    }),
  );

  // The management plane (portal tokens) is matched first; everything else under /v1 is the data plane.
  app.use(
    '/v1',
    createManagementRouter({
      tenancy: deps.tenancy,
      tokens: deps.tokens,
      audit: deps.audit,
      json,
      throttle: management,
      throttleTokenMinting: tokenMinting,
      deleteTenant: async (tenantId, hardDelete, requestId) =>
        deps.lifecycle.deleteTenant({ tenantId, hardDelete }, { requestId }),
    }),
  );

  const v1: Router = express.Router();
  // Everything under /v1 except management (next issue) is the data plane, authenticated by X-API-Key.
  // Express 5 forwards a rejected promise to the error handler.
  v1.use(async (req, res, next) => {
    const from = address(req);
    const failures = await failedAuth.get(from);
    if (failures && failures.remainingPoints <= 0) throw rateLimited(failures.msBeforeNext);
    try {
      res.locals.auth = await identity.authenticate(req.header('x-api-key'));
    } catch (err) {
      if (err instanceof AppError && err.code === 'unauthenticated') await failedAuth.penalty(from, 1);
      throw err;
    }
    next();
  });
  v1.use(limit(perKey, (_req, res) => `key:${(res.locals.auth as AuthContext).apiKeyId}`));

  /** Data-plane writes leave an audit record whether they succeed or are refused. */
  const audited =
    (action: string, fn: (req: Request, res: Response) => Promise<{ namespaceId?: string | null; documentId?: string | null }>): Handler =>
    async (req, res) => {
      const auth = res.locals.auth as AuthContext;
      const base = { tenantId: auth.tenantId, actorType: 'api_key' as const, actorId: auth.apiKeyId, action, targetType: 'document', requestId: res.locals.requestId as string };
      try {
        const r = await fn(req, res);
        await deps.audit.record({ ...base, namespaceId: r.namespaceId ?? null, targetId: r.documentId ?? null, outcome: 'success' });
      } catch (err) {
        if (err instanceof AppError && (err.code === 'permission_denied' || err.reason === 'tenant_write_fenced')) {
          await deps.audit.record({ ...base, targetId: canonicalUuid(req.params.documentId) ?? null, outcome: 'denied', details: { code: err.reason } });
        }
        throw err;
      }
    };

  const caller = (res: Response, readable: string[], writable?: string[]): commonv1.CallerContext => {
    const auth = res.locals.auth as AuthContext;
    return {
      $typeName: 'engram.common.v1.CallerContext',
      tenantId: auth.tenantId,
      apiKeyId: auth.apiKeyId,
      readableNamespaceIds: readable,
      writableNamespaceIds: writable ?? auth.grants.filter((g) => g.write).map((g) => g.namespaceId),
      maxSensitivity: auth.maxSensitivity,
      requestId: res.locals.requestId as string,
    };
  };
  const allReadable = (res: Response) => (res.locals.auth as AuthContext).grants.filter((g) => g.read).map((g) => g.namespaceId);
  const opts = (res: Response) => ({ requestId: res.locals.requestId as string });
  const docId = (req: Request) => parseOrThrow(uuidSchema, req.params.documentId, 'document_id');

  v1.post(
    '/documents/ingest',
    json,
    route(audited('document.ingest', async (req, res) => {
      if (req.is('multipart/form-data')) {
        throw new AppError('invalid_argument', 'Multipart upload is not available in this build yet; send JSON.', {
          reason: 'multipart_not_supported',
        });
      }
      if (!req.is('application/json')) {
        throw AppError.invalid('unsupported_media_type', 'Send the document as application/json.');
      }
      const body = parseOrThrow(ingestBodySchema, req.body, 'body');
      const rawKey = req.header('idempotency-key');
      const idempotencyKey = rawKey === undefined ? undefined : parseOrThrow(idempotencyKeySchema, rawKey, 'idempotency_key');
      const auth = res.locals.auth as AuthContext;
      const namespaceId = await identity.resolveWriteTarget(auth, body.namespace);
      const r = await deps.ingest.ingestDocument(
        {
          caller: caller(res, allReadable(res)),
          namespaceId,
          content: body.content,
          ...(body.title !== undefined ? { title: body.title } : {}),
          source: body.source,
          ...(body.source_id !== undefined ? { sourceId: body.source_id } : {}),
          ...(body.source_path !== undefined ? { sourcePath: body.source_path } : {}),
          ...(body.mime_type !== undefined ? { mimeType: body.mime_type } : {}),
          ...(body.metadata !== undefined ? { metadata: body.metadata as never } : {}),
          returnId: body.return_id,
          ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
        },
        opts(res),
      );
      metrics.ingestAccepted.inc({ outcome: r.replayed ? 'replayed' : 'accepted' });
      res.status(202).json({ job_id: r.jobId, message: r.message, document_id: r.documentId ?? null });
      return { namespaceId, documentId: r.documentId ?? null };
    })),
  );

  v1.get(
    '/documents/:documentId',
    route(async (req, res) => {
      const r = await deps.ingest.getDocument({ caller: caller(res, allReadable(res)), documentId: docId(req) }, opts(res));
      const d = r.document!;
      res.json(presentDocument(d, identity.namespaceKey(res.locals.auth as AuthContext, d.namespaceId)));
    }),
  );

  v1.get(
    '/documents/:documentId/chunks',
    route(async (req, res) => {
      const p = parseOrThrow(chunksParamsSchema, req.query, 'query');
      const documentId = docId(req);
      const r = await deps.ingest.listChunks(
        { caller: caller(res, allReadable(res)), documentId, includeContent: p.include_content, limit: p.limit },
        opts(res),
      );
      res.json({ document_id: documentId, chunks: r.chunks.map(presentChunk), count: r.chunks.length });
    }),
  );

  v1.post(
    '/documents/:documentId/update',
    json,
    route(audited('document.update', async (req, res) => {
      const body = parseOrThrow(updateBodySchema, req.body, 'body');
      const r = await deps.ingest.updateDocument(
        {
          caller: caller(res, allReadable(res)),
          documentId: docId(req),
          content: body.content ?? '',
          ...(body.title !== undefined ? { title: body.title } : {}),
        },
        opts(res),
      );
      res.status(202).json({ job_id: r.jobId, document_id: r.documentId, version: r.version, message: r.message });
      return { namespaceId: r.namespaceId, documentId: r.documentId };
    })),
  );

  v1.delete(
    '/documents/:documentId',
    route(audited('document.delete', async (req, res) => {
      const r = await deps.ingest.deleteDocument({ caller: caller(res, allReadable(res)), documentId: docId(req) }, opts(res));
      res.json({
        document_id: r.documentId,
        status: 'deleted',
        deleted_at: r.deletedAt ? timestampDate(r.deletedAt).toISOString() : null,
        hard_delete_after: r.purgeAfter ? timestampDate(r.purgeAfter).toISOString() : null,
      });
      return { namespaceId: r.namespaceId, documentId: r.documentId };
    })),
  );

  v1.post(
    '/documents/backfill-chunks',
    route(audited('document.backfill', async (_req, res) => {
      const r = await deps.ingest.backfillChunks({ caller: caller(res, allReadable(res)), limit: 1000 }, opts(res));
      res.status(202).json({ job_ids: r.jobIds });
      return {};
    })),
  );

  v1.post(
    '/documents/:documentId/reindex-chunks',
    route(audited('document.reindex', async (req, res) => {
      const documentId = docId(req);
      const r = await deps.ingest.reindexChunks({ caller: caller(res, allReadable(res)), documentId }, opts(res));
      res.status(202).json({ job_ids: r.jobIds });
      return { documentId };
    })),
  );

  v1.post(
    '/documents/:documentId/extract-facts',
    route(async (req, res) => {
      const r = await deps.memory.extractFacts({ caller: caller(res, allReadable(res)), documentId: docId(req) } as never, opts(res));
      res.status(202).json(r);
    }),
  );

  // Not in the spec, but users of an asynchronous ingest expect to poll the job they were given.
  v1.get(
    '/jobs/:jobId',
    route(async (req, res) => {
      const jobId = parseOrThrow(uuidSchema, req.params.jobId, 'job_id');
      const r = await deps.ingest.getJob({ caller: caller(res, allReadable(res)), jobId }, opts(res));
      res.json(presentJob(r.job!, identity.namespaceKey(res.locals.auth as AuthContext, r.job!.namespaceId)));
    }),
  );

  v1.post(
    '/query',
    json,
    route(async (req, res) => {
      const body = parseOrThrow(queryBodySchema, req.body, 'body');
      const auth = res.locals.auth as AuthContext;
      const namespaceIds = await identity.resolveReadScope(auth, body.namespaces);
      const r = await deps.retrieval.query(
        {
          caller: caller(res, namespaceIds),
          query: body.query,
          mode: body.mode,
          synthesize: body.synthesize,
          maxResults: body.max_results,
          namespaceIds,
          filters: toFilters(body.filters),
          ...(body.include_facts !== undefined ? { includeFacts: body.include_facts } : {}),
          ...(body.entity !== undefined ? { entity: body.entity } : {}),
          factsOnlyLatest: body.facts_only_latest,
        },
        opts(res),
      );
      res.json(presentQueryResponse(r));
    }),
  );

  v1.get(
    '/search',
    route(async (req, res) => {
      const p = parseOrThrow(searchParamsSchema, req.query, 'query');
      const namespaceIds = await identity.resolveReadScope(res.locals.auth as AuthContext, p.namespaces);
      const r = await deps.retrieval.search(
        { caller: caller(res, namespaceIds), q: p.q, limit: p.limit, namespaceIds },
        opts(res),
      );
      res.json(presentQueryResponse({ ...r, mode: 'fast', sources: [], synthesisUnavailable: false, factCount: 0 } as never));
    }),
  );

  for (const [method, path] of [
    ['get', '/entities'],
    ['get', '/entities/:entityId/facts'],
    ['get', '/dsar/export'],
    ['post', '/dsar/delete'],
  ] as const) {
    v1[method](
      path,
      route(async () => {
        throw new AppError('unimplemented', 'This endpoint is specified but not available in this build yet.', {
          reason: 'not_implemented',
        });
      }),
    );
  }

  app.use('/v1', v1);

  app.use((req, res) => {
    sendProblem(res, AppError.notFound('route_not_found', `No route ${req.method} ${req.path}.`));
  });
  app.use(
    errorHandler((err, appError) => {
      const status = HTTP_STATUS[appError.code];
      if (status >= 500 && status !== 501) logger.error({ err, code: appError.reason }, 'request failed');
      else logger.debug({ code: appError.reason }, 'request rejected');
    }),
  );
  return app;
}

function toFilters(f: Filters): commonv1.Filters {
  return {
    $typeName: 'engram.common.v1.Filters',
    categories: f.categories ?? [],
    tagsAny: f.tags_any ?? [],
    tagsAll: f.tags_all ?? [],
    ...(f.tags_prefix !== undefined ? { tagsPrefix: f.tags_prefix } : {}),
    checkpointProject: f.checkpoint_project ?? [],
    checkpointSession: f.checkpoint_session ?? [],
    checkpointKinds: f.checkpoint_kinds ?? [],
    sensitivity: (f.sensitivity ?? []) as Sensitivity[],
    sourceTypes: f.source_types ?? [],
    storageTypes: f.storage_types ?? [],
    languages: f.languages ?? [],
    ...(f.date_from ? { dateFrom: timestampFromDate(dateBound(f.date_from, 'from')) } : {}),
    ...(f.date_to ? { dateTo: timestampFromDate(dateBound(f.date_to, 'to')) } : {}),
    ...(f.has_extractable_data !== undefined ? { hasExtractableData: f.has_extractable_data } : {}),
    classifierModels: f.classifier_models ?? [],
  };
}
