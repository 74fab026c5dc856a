// RFC 9457 problem+json for every error the gateway returns. AppError codes map to HTTP through the one table in
// @engram/core; anything else is a generic 500 whose cause goes to the log only.
import type { ErrorRequestHandler, Response } from 'express';
import { AppError, HTTP_STATUS, isAppError } from '@engram/core';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  instance?: string;
  request_id?: string;
  [extra: string]: unknown;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function problemType(code: string): string {
  return `urn:engram:problem:${code}`;
}

export function toProblem(err: AppError, instance?: string, requestId?: string): ProblemBody {
  const status = HTTP_STATUS[err.code];
  return {
    ...(err.details ?? {}),
    type: problemType(err.reason),
    title: TITLES[status] ?? 'Error',
    status,
    detail: err.message,
    code: err.reason,
    ...(instance ? { instance } : {}),
    ...(requestId ? { request_id: requestId } : {}),
  };
}

export function sendProblem(res: Response, err: AppError): void {
  const requestId = res.locals.requestId as string | undefined;
  const body = toProblem(err, res.req.originalUrl, requestId);
  if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(Math.ceil(err.retryAfterSeconds)));
  res.status(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}

/**
 * Errors raised by Express, body-parser and zlib on input a client sent; translated to 4xx with a stable code. Anything
 * else that is not an AppError is a bug (500).
 */
export function fromHttpParserError(err: unknown): AppError | undefined {
  if (!err || typeof err !== 'object') return undefined;
  // The router decodes path parameters with decodeURIComponent: `/v1/documents/%zz` is the client's malformed URL.
  if (err instanceof URIError) return AppError.invalid('invalid_path', 'The request path has malformed percent-encoding.');
  const type = (err as { type?: unknown }).type;
  const status = (err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
  // zlib errors (a body declared gzip/deflate/br that is not) reach us with body-parser's 400 and no `type`.
  if (type === undefined && typeof (err as { code?: unknown }).code === 'string' && (err as { code: string }).code.startsWith('Z_')) {
    return AppError.invalid('invalid_content_encoding', 'The request body does not match its Content-Encoding.');
  }
  if (typeof (err as { errno?: unknown }).errno === 'number' && status === 400 && (err as { expose?: unknown }).expose === true) {
    return AppError.invalid('invalid_content_encoding', 'The request body does not match its Content-Encoding.');
  }
  switch (type) {
    case 'entity.parse.failed':
      return AppError.invalid('malformed_json', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new AppError('invalid_argument', 'The request body is larger than this endpoint accepts.', {
        reason: 'payload_too_large',
      });
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return AppError.invalid('unsupported_encoding', 'The request body encoding is not supported.');
    case 'request.aborted':
      return AppError.invalid('request_aborted', 'The client aborted the request.');
    default:
      // Any other client error the HTTP layer flagged as safe to show (http-errors' `expose`): a 400, never a 500.
      if (typeof status === 'number' && status >= 400 && status < 500 && (err as { expose?: unknown }).expose === true) {
        return AppError.invalid('bad_request', 'The request could not be read.');
      }
      return undefined;
  }
}

export function errorHandler(log: (err: unknown, appError: AppError) => void): ErrorRequestHandler {
  return (err: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const appError = isAppError(err)
      ? err
      : (fromHttpParserError(err) ??
        new AppError('internal', 'An unexpected error occurred. It has been logged with this request id.', {
          cause: err,
        }));
    log(err, appError);
    // 413 is the honest status for an oversized body even though the code class is invalid_argument.
    if (appError.reason === 'payload_too_large') {
      const body = toProblem(appError, res.req.originalUrl, res.locals.requestId as string | undefined);
      res.status(413).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify({ ...body, status: 413, title: TITLES[413] }));
      return;
    }
    sendProblem(res, appError);
  };
}
