// The OpenAPI document against the app that serves it: every route the router serves is documented and every documented
// path is served (checked both ways, and shown to fail when either side gains an entry the other lacks); the document
// is valid OpenAPI 3.1; /openapi.json, /docs and the page's assets are served locally, without credentials.
import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { createLogger, createMetrics } from '@engram/telemetry';
import { createGatewayApp, type GatewayDeps } from '../app';
import { routeTable, type RouteEntry } from '../http/route-table';
import { buildOpenApiDocument, pathShape, problemCodes, type OpenApiDocument } from './document';
import { OPERATIONS, type Operation } from './operations';

/**
 * The gateway app, built only to read its routes and serve its public pages: none of the routes exercised here touches
 * a service, so the services are absent (a call to one would fail the test loudly, not answer made-up data).
 */
function gatewayApp(): express.Express {
  return createGatewayApp({
    logger: createLogger({ service: 'openapi-test', level: 'silent' }),
    metrics: createMetrics({ service: 'openapi-test' }),
  } as unknown as GatewayDeps);
}

/** `METHOD /path/{}` for both sides, so `:documentId` and `{document_id}` compare equal. */
function compare(routes: RouteEntry[], doc: OpenApiDocument): { undocumented: string[]; unserved: string[] } {
  const served = new Set(routes.map((r) => `${r.method} ${pathShape(r.path)}`));
  const documented = new Set(
    Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.keys(item).map((m) => `${m.toUpperCase()} ${pathShape(p)}`),
    ),
  );
  return {
    undocumented: [...served].filter((r) => !documented.has(r)).sort(),
    unserved: [...documented].filter((r) => !served.has(r)).sort(),
  };
}

describe('the OpenAPI document and the route table', () => {
  it('agree both ways: every served route is documented and every documented operation is served', () => {
    const routes = routeTable(gatewayApp());
    expect(routes.length).toBeGreaterThan(25);
    expect(compare(routes, buildOpenApiDocument())).toEqual({ undocumented: [], unserved: [] });
  });

  it('the check fails for a route served but not documented', () => {
    const app = gatewayApp();
    app.post('/v1/documents/:documentId/summarise', (_req, res) => res.end());
    expect(compare(routeTable(app), buildOpenApiDocument()).undocumented).toEqual(['POST /v1/documents/{}/summarise']);
  });

  it('the check fails for an operation documented but not served', () => {
    const extra: Operation = {
      method: 'get',
      path: '/v1/documents/{document_id}/versions',
      operationId: 'listVersions',
      tag: 'Documents',
      summary: 'x',
      credentials: ['apiKey'],
      pathParams: ['document_id'],
      success: { status: 200, description: 'x' },
      codes: [],
    };
    const doc = buildOpenApiDocument({ operations: [...OPERATIONS, extra] });
    expect(compare(routeTable(gatewayApp()), doc).unserved).toEqual(['GET /v1/documents/{}/versions']);
  });
});

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument();

  it('validates as OpenAPI 3.1', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('the validator refuses a broken document (it can fail)', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const broken = structuredClone(doc) as unknown as { components: { securitySchemes: { ApiKey: { in: string } } } };
    broken.components.securitySchemes.ApiKey.in = 'body';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('names each operation once, with its credential, its success body and problem+json errors by code', () => {
    const ids = new Set<string>();
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, raw] of Object.entries(item)) {
        const op = raw as {
          operationId: string;
          security: unknown[];
          responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
        };
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        expect(op.security.length).toBeGreaterThan(0);
        const statuses = Object.keys(op.responses).map(Number);
        expect(statuses.filter((s) => s < 300)).toHaveLength(1);
        for (const status of statuses.filter((s) => s >= 400)) {
          const schema = op.responses[String(status)]!.content!['application/problem+json']!.schema as {
            allOf: [unknown, { properties: { code: { enum: string[] } } }];
          };
          expect({ route: `${method} ${p}`, status, codes: schema.allOf[1].properties.code.enum.length > 0 }).toEqual({
            route: `${method} ${p}`,
            status,
            codes: true,
          });
        }
      }
    }
  });

  it('documents the codes a route really has: data-plane auth, validation per field, and 501 where not built', () => {
    const op = (id: string) => OPERATIONS.find((o) => o.operationId === id)!;
    const ingest = problemCodes(op('ingestDocument'));
    expect(ingest.get('api_key_missing')).toBe(401);
    expect(ingest.get('invalid_metadata')).toBe(400);
    expect(ingest.get('invalid_idempotency_key')).toBe(400);
    expect(ingest.get('idempotency_key_reused')).toBe(409);
    expect(ingest.get('tenant_write_fenced')).toBe(409);
    expect(ingest.get('payload_too_large')).toBe(413);
    expect(ingest.get('rate_limited')).toBe(429);
    expect(problemCodes(op('query')).get('query_too_long')).toBe(400);
    expect(problemCodes(op('dsarExport')).get('not_implemented')).toBe(501);
    expect(problemCodes(op('listNamespaces')).get('portal_token_missing')).toBe(401);
    expect(problemCodes(op('rotateApiKey')).get('api_key_revoked')).toBe(409);
    expect(problemCodes(op('getDocument')).has('not_implemented')).toBe(false);
  });

  it('describes both credentials: X-API-Key for the data plane and a bearer portal token for management', () => {
    const components = doc.components as { securitySchemes: Record<string, unknown> };
    expect(components.securitySchemes).toEqual({
      ApiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
      PortalToken: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
    const security = (p: string, m: string) => (doc.paths[p]![m] as { security: unknown[] }).security;
    expect(security('/v1/query', 'post')).toEqual([{ ApiKey: [] }]);
    expect(security('/v1/namespaces', 'get')).toEqual([{ PortalToken: [] }]);
    expect(security('/v1/auth/api-keys', 'post')).toEqual([{ PortalToken: [] }, { ApiKey: [] }]);
    expect(security('/public/signup', 'post')).toEqual([{}]);
  });

  it('renders request bodies from the validating schemas: a field added there appears here', () => {
    const body = (
      doc.paths['/v1/documents/ingest']!.post as {
        requestBody: { content: Record<string, { schema: { properties: object } }> };
      }
    ).requestBody.content['application/json']!.schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['content', 'title', 'source', 'namespace', 'metadata', 'return_id']),
    );
    const withExtra = buildOpenApiDocument({
      operations: OPERATIONS.map((o) =>
        o.operationId === 'query' ? { ...o, body: z.strictObject({ query: z.string(), extra: z.boolean() }) } : o,
      ),
    });
    const q = (
      withExtra.paths['/v1/query']!.post as {
        requestBody: { content: Record<string, { schema: { properties: object } }> };
      }
    ).requestBody.content['application/json']!.schema;
    expect(Object.keys(q.properties)).toEqual(['query', 'extra']);
  });
});

describe('GET /openapi.json and GET /docs', () => {
  const app = gatewayApp();

  it('serve the document and the page without credentials', async () => {
    const spec = await request(app).get('/openapi.json').expect(200);
    expect(spec.headers['content-type']).toMatch(/^application\/json/);
    expect(spec.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    const page = await request(app).get('/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('the page references only assets the gateway serves itself, with the right content type', async () => {
    const page = (await request(app).get('/docs').expect(200)).text;
    expect(page).not.toMatch(/(src|href)\s*=\s*["']?(https?:)?\/\//i);
    const assets = [...page.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((u) => !u.startsWith('data:'));
    expect(assets).toEqual(['/docs/assets/standalone.js']);
    for (const asset of assets) {
      const r = await request(app).get(asset).expect(200);
      expect(r.headers['content-type']).toMatch(/javascript/);
      expect(Number(r.headers['content-length'])).toBeGreaterThan(100_000);
    }
    // The page loads the document from this server, by path.
    expect(page).toContain('"url":"/openapi.json"');
  });

  it('an asset that does not exist is a 404 problem, not a 500', async () => {
    const r = await request(app).get('/docs/assets/nope.js').expect(404);
    expect(r.headers['content-type']).toMatch(/problem\+json/);
    expect(r.body.code).toBe('route_not_found');
  });
});
