import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { AppError } from '@engram/core';
import { deadlineOf } from './call';
import { fromGrpcError, toGrpcStatus } from './errors';

function serviceError(code: number, details: string, metadata = new Metadata()): ServiceError {
  return Object.assign(new Error(`${code} ${details}`), { code, details, metadata });
}

describe('fromGrpcError', () => {
  test('a transport failure keeps its status but not its text, which can name hosts', () => {
    const cause = serviceError(status.UNAVAILABLE, 'No connection established. Last error: connect ECONNREFUSED 10.1.2.3:50051');
    const err = fromGrpcError(cause);
    expect([err.code, err.reason, err.message]).toEqual(['unavailable', 'unavailable', 'service unavailable']);
    expect(err.cause).toBe(cause);
  });

  test('statuses outside the AppError set map to the nearest code', () => {
    expect(fromGrpcError(serviceError(status.CANCELLED, 'Cancelled on client'))).toMatchObject({ code: 'aborted', reason: 'cancelled' });
    expect(fromGrpcError(serviceError(status.OUT_OF_RANGE, 'x')).code).toBe('invalid_argument');
    expect(fromGrpcError(serviceError(status.UNKNOWN, 'x')).code).toBe('internal');
    expect(fromGrpcError(serviceError(status.DATA_LOSS, 'x')).code).toBe('internal');
  });

  test('a malformed error trailer is treated as a transport failure', () => {
    const metadata = new Metadata();
    metadata.set('engram-error-bin', Buffer.from('not json'));
    expect(fromGrpcError(serviceError(status.NOT_FOUND, 'secret text', metadata)).message).toBe('remote call failed');
  });

  test('an AppError survives toGrpcStatus and back, bigints in details becoming strings', () => {
    const sent = toGrpcStatus(new AppError('resource_exhausted', 'slow down', { reason: 'rate_limited', details: { n: 10n }, retryAfterSeconds: 2 }));
    expect(sent.code).toBe(status.RESOURCE_EXHAUSTED);
    const back = fromGrpcError(serviceError(sent.code, sent.details, sent.metadata ?? undefined));
    expect([back.code, back.reason, back.message, back.details, back.retryAfterSeconds]).toEqual([
      'resource_exhausted',
      'rate_limited',
      'slow down',
      { n: '10' },
      2,
    ]);
  });
});

describe('deadlineOf', () => {
  test('the earlier of an absolute deadline and a timeout wins', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(deadlineOf({ timeoutMs: 500, deadline: new Date(now + 1000) }, now)).toEqual(new Date(now + 500));
    expect(deadlineOf({ timeoutMs: 5000, deadline: new Date(now + 1000) }, now)).toEqual(new Date(now + 1000));
    expect(deadlineOf({}, now)).toBeUndefined();
  });
});
