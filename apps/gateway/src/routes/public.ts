// Unauthenticated routes: probes and metrics, signup and portal login (spec 4.1, docs/api-decisions.md "Signup").
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { GatewayDeps } from '../gateway-deps';
import { requestIdOf } from '../http/caller';
import { nameSchema, parseOrThrow } from '../http/validation';

export const signupSchema = z.strictObject({
  name: nameSchema,
  email: z.email().max(320),
  /** Optional: makes the email a portal login (docs/security.md). */
  password: z.string().min(12, 'must be at least 12 characters').max(200).optional(),
});
export const loginSchema = z.strictObject({ email: z.email().max(320), password: z.string().min(1).max(200) });

export function publicRoutes(app: Router, deps: GatewayDeps, mw: { json: RequestHandler; limit: RequestHandler }): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ok = await deps.ready().catch(() => false);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not_ready' });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  });

  app.post('/public/signup', mw.limit, mw.json, async (req, res) => {
    const body = parseOrThrow(signupSchema, req.body, 'body');
    const r = await deps.identity.signup(body.name, body.email, body.password);
    await deps.audit.record({
      tenantId: r.tenantId,
      namespaceId: r.defaultNamespaceId,
      actorType: 'system',
      actorId: 'signup',
      action: 'tenant.signup',
      targetType: 'tenant',
      targetId: r.tenantId,
      outcome: 'success',
      requestId: requestIdOf(res),
    });
    res.status(201).json({
      tenant_id: r.tenantId,
      name: r.name,
      email: r.email,
      api_key: r.apiKey,
      default_namespace_id: r.defaultNamespaceId,
      portal_login: body.password !== undefined,
    });
  });

  app.post('/public/login', mw.limit, mw.json, async (req, res) => {
    const body = parseOrThrow(loginSchema, req.body, 'body');
    const r = await deps.tenancy.login(body.email, body.password);
    res.json({ access_token: r.token, token_type: 'Bearer', expires_in: r.expiresIn, tenants: r.claims.tenants });
  });
}
