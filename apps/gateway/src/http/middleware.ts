// What every request passes before its route: a request id, the access log, the latency metric.
import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import pinoHttp from 'pino-http';
import type { Logger, Metrics } from '@engram/telemetry';

/** Takes the caller's X-Request-Id when it is sane, else a fresh one; every log line and problem body carries it. */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.header('x-request-id');
    const id = incoming && /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}

/** One line per request: method, path (no query string), status, duration. Never bodies or credentials. */
export function accessLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (_req, res) => (res as Response).locals.requestId as string,
    customProps: (_req, res) => ({ requestId: (res as Response).locals.requestId }),
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/metrics' },
    // A 4xx is the client's mistake and a 501 a documented gap: information, not an error to page anyone about.
    customLogLevel: (_req, res, err) => (err || (res.statusCode >= 500 && res.statusCode !== 501) ? 'error' : 'info'),
  });
}

/** Request duration by method, matched route and status. */
export function requestMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpRequestDuration.startTimer({ method: req.method });
    res.on('finish', () => end({ route: (req.route?.path as string | undefined) ?? 'unmatched', status: String(res.statusCode) }));
    next();
  };
}
