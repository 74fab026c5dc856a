// The public REST gateway: authentication, namespace scope and sensitivity, then the services' gRPC contracts. It holds
// no document data itself; identity (workspaces, namespaces, API keys) is its own.
//
// This file only assembles: middleware in http/, one file per area in routes/ (each route validates, calls a service
// client, presents). A new area gets its own routes/<area>.ts, registered below (docs/architecture.md "Where things go").
import express, { type Router } from 'express';
import { AppError, HTTP_STATUS } from '@engram/core';
import type { GatewayDeps } from './gateway-deps';
import { authOf } from './http/caller';
import { accessLog, requestId, requestMetrics } from './http/middleware';
import { portalAuth } from './http/portal-auth';
import { errorHandler, sendProblem } from './http/problem';
import { DEFAULT_RATE_LIMITS, createRateLimiters } from './http/rate-limits';
import { LIMITS } from './http/validation';
import { apiKeyRoutes } from './routes/api-keys';
import { docsRoutes } from './routes/docs';
import { documentRoutes } from './routes/documents';
import { memoryRoutes } from './routes/memory';
import { namespaceRoutes } from './routes/namespaces';
import { notBuiltRoutes } from './routes/not-built';
import { publicRoutes } from './routes/public';
import { queryRoutes } from './routes/query';
import { workspaceRoutes } from './routes/workspace';

export type { GatewayDeps } from './gateway-deps';
export { DEFAULT_RATE_LIMITS } from './http/rate-limits';
export type { RateLimitConfig as RateLimits } from './env';

export function createGatewayApp(deps: GatewayDeps): express.Express {
  const { identity, logger } = deps;
  const limits = createRateLimiters(deps.rateLimits ?? DEFAULT_RATE_LIMITS, (res) => authOf(res).apiKeyId);
  // JSON bodies only on the paths that take them; the limit leaves room for a 10 MB document plus JSON overhead.
  const json = express.json({ limit: LIMITS.contentMaxBytes + 2 * 1024 * 1024, strict: true });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.set('query parser', 'simple');
  app.use(requestId(), accessLog(logger), requestMetrics(deps.metrics));

  publicRoutes(app, deps, { json, limit: limits.publicCalls });
  docsRoutes(app);

  // The management plane (portal tokens) is matched first; everything else under /v1 is the data plane.
  const management: Router = express.Router();
  const portal = portalAuth(deps.tenancy, deps.tokens);
  apiKeyRoutes(management, deps, { json, limit: limits.management, tokenMintingLimit: limits.tokenMinting, portal });
  namespaceRoutes(management, deps, { json, limit: limits.management, portal });
  workspaceRoutes(management, deps, { json, limit: limits.management, portal });
  app.use('/v1', management);

  // The data plane, authenticated by X-API-Key. Express 5 hands a rejected promise to the error handler.
  const v1: Router = express.Router();
  v1.use(async (req, res, next) => {
    await limits.assertAuthAllowed(req);
    try {
      res.locals.auth = await identity.authenticate(req.header('x-api-key'));
    } catch (err) {
      if (err instanceof AppError && err.code === 'unauthenticated') await limits.recordAuthFailure(req);
      throw err;
    }
    next();
  });
  v1.use(limits.perKey);
  documentRoutes(v1, deps, { json });
  queryRoutes(v1, deps, { json });
  memoryRoutes(v1, deps, { json });
  notBuiltRoutes(v1);
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
