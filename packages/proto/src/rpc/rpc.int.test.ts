// The RPC runtime on a real grpc-js server (loopback, port 0) and in process, through the generated LifecycleService,
// which has both unary and server-streaming RPCs. Every behaviour is checked on both transports.
import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import type * as grpc from '@grpc/grpc-js';
import { AppError, isAppError } from '@engram/core';
import { lifecyclev1 } from '../index';
import {
  addGrpcService,
  bindGrpcServer,
  createGrpcClient,
  createGrpcServer,
  createInProcessClient,
  type CallContext,
  type ServiceClient,
  type ServiceHandlers,
} from './index';

const { LifecycleService } = lifecyclev1;
type Lifecycle = typeof LifecycleService;

const STARTED = new Date('2025-01-02T03:04:05.678Z');
const SECRET = 'db password is hunter2 at 10.0.0.7';

/** Handlers whose behaviour depends on the request, so one service covers every case. */
function lifecycleHandlers(seen: { contexts: CallContext[]; aborted: string[] }): ServiceHandlers<Lifecycle> {
  return {
    async dsarDelete(request, ctx) {
      seen.contexts.push(ctx);
      const tenantId = request.caller?.tenantId ?? '';
      if (tenantId === 'fenced') {
        throw new AppError('failed_precondition', 'tenant is fenced for erasure', {
          reason: 'tenant_write_fenced',
          details: { fencedAt: STARTED.toISOString(), classes: ['documents', 'chunks'], note: 'écrit' },
          retryAfterSeconds: 30,
          cause: new Error(SECRET),
        });
      }
      if (tenantId === 'broken') throw new Error(SECRET);
      if (tenantId === 'slow') {
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve(), { once: true }));
        seen.aborted.push(ctx.requestId);
        return {};
      }
      return {
        tenantId,
        documentsDeleted: 3,
        cryptoShredded: request.cryptoShred,
        startedAt: timestampFromDate(STARTED),
        classOutcomes: [{ className: 'documents', outcome: 'erased', deletedCount: 3 }],
      };
    },
    async *exportTenant(request, ctx) {
      seen.contexts.push(ctx);
      const tenantId = request.caller?.tenantId ?? '';
      if (tenantId === 'endless') {
        try {
          for (let i = 0; ; i++) {
            yield { chunk: Buffer.from(`part-${i}`) };
            if (ctx.signal.aborted) return;
          }
        } finally {
          seen.aborted.push(ctx.requestId);
        }
      }
      yield { chunk: Buffer.from('PK-1') };
      yield { chunk: Buffer.from('PK-2') };
      if (tenantId === 'broken') throw new AppError('unavailable', 'object store unavailable', { reason: 'storage_down' });
      yield { chunk: Buffer.from('PK-3') };
    },
    async deleteTenant(request) {
      return { tenantId: request.tenantId, hardDeleted: request.hardDelete };
    },
    async purgeExpiredDocuments() {
      return { documentsPurged: 0 };
    },
  };
}

interface Transport {
  client: ServiceClient<Lifecycle>;
  seen: { contexts: CallContext[]; aborted: string[] };
  reported: unknown[];
}

const transports: Record<'grpc' | 'in-process', Transport> = {} as never;
let server: grpc.Server;
let grpcClient: ServiceClient<Lifecycle> & { close(): void };

beforeAll(async () => {
  const make = () => ({ seen: { contexts: [] as CallContext[], aborted: [] as string[] }, reported: [] as unknown[] });

  const net = make();
  server = createGrpcServer();
  addGrpcService(server, LifecycleService, lifecycleHandlers(net.seen), { onError: (err) => net.reported.push(err) });
  const port = await bindGrpcServer(server, '127.0.0.1:0');
  grpcClient = createGrpcClient(LifecycleService, `127.0.0.1:${port}`);
  transports.grpc = { ...net, client: grpcClient };

  const local = make();
  transports['in-process'] = {
    ...local,
    client: createInProcessClient(LifecycleService, lifecycleHandlers(local.seen), {
      onError: (err) => local.reported.push(err),
    }),
  };
});

afterAll(async () => {
  // Close the client's HTTP/2 session first, or the server waits for it forever.
  grpcClient.close();
  await new Promise<void>((resolve) => server.tryShutdown(() => resolve()));
});

async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (isAppError(err)) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

async function collect<T>(stream: AsyncIterable<T>): Promise<{ items: T[]; error?: AppError }> {
  const items: T[] = [];
  try {
    for await (const item of stream) items.push(item);
    return { items };
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { items, error: err };
  }
}

function errorShape(err: AppError) {
  return { code: err.code, message: err.message, reason: err.reason, details: err.details, retry: err.retryAfterSeconds };
}

describe.each(['grpc', 'in-process'] as const)('over the %s transport', (name) => {
  const t = () => transports[name];

  test('a unary call returns the handler response as a full message', async () => {
    const response = await t().client.dsarDelete({ caller: { tenantId: 't1' }, confirm: true, cryptoShred: true });
    expect(response.$typeName).toBe('engram.lifecycle.v1.DsarDeleteResponse');
    expect(response.tenantId).toBe('t1');
    expect(response.documentsDeleted).toBe(3);
    expect(response.cryptoShredded).toBe(true);
    expect(response.chunksDeleted).toBe(0);
    expect(response.completedAt).toBeUndefined();
    expect(timestampDate(response.startedAt!)).toEqual(STARTED);
    expect(response.classOutcomes.map((o) => [o.className, o.outcome, o.deletedCount])).toEqual([['documents', 'erased', 3]]);
  });

  test('an AppError from a handler reaches the caller with its code, reason, details and retry hint', async () => {
    const err = await caught(t().client.dsarDelete({ caller: { tenantId: 'fenced' }, confirm: true }));
    expect(err).toBeInstanceOf(AppError);
    expect(errorShape(err)).toEqual({
      code: 'failed_precondition',
      message: 'tenant is fenced for erasure',
      reason: 'tenant_write_fenced',
      details: { fencedAt: STARTED.toISOString(), classes: ['documents', 'chunks'], note: 'écrit' },
      retry: 30,
    });
    expect(err.cause).toBeUndefined();
  });

  test('an unexpected error becomes a generic internal error and its message stays on the server', async () => {
    const before = t().reported.length;
    const err = await caught(t().client.dsarDelete({ caller: { tenantId: 'broken' }, confirm: true }));
    expect(errorShape(err)).toEqual({
      code: 'internal',
      message: 'internal error',
      reason: 'internal',
      details: undefined,
      retry: undefined,
    });
    expect(JSON.stringify({ ...err, message: err.message, stack: err.stack })).not.toContain('hunter2');
    const reported = t().reported.slice(before);
    expect(reported).toHaveLength(1);
    expect((reported[0] as Error).message).toBe(SECRET);
  });

  test('the request id and custom metadata reach the handler', async () => {
    await t().client.dsarDelete(
      { caller: { tenantId: 't1' } },
      { requestId: 'req-123', metadata: { traceparent: '00-abc-def-01' } },
    );
    const ctx = t().seen.contexts.at(-1)!;
    expect(ctx.requestId).toBe('req-123');
    expect(ctx.metadata).toEqual({ 'x-request-id': 'req-123', traceparent: '00-abc-def-01' });
    expect(ctx.deadline).toBeUndefined();
  });

  test('a call without a request id gets a fresh one', async () => {
    await t().client.dsarDelete({ caller: { tenantId: 't1' } });
    await t().client.dsarDelete({ caller: { tenantId: 't1' } });
    const [a, b] = t().seen.contexts.slice(-2).map((c) => c.requestId);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });

  test('a deadline reaches the handler, fails the call with deadline_exceeded and aborts the handler', async () => {
    const err = await caught(t().client.dsarDelete({ caller: { tenantId: 'slow' } }, { requestId: `slow-${name}`, timeoutMs: 200 }));
    expect(errorShape(err)).toMatchObject({ code: 'deadline_exceeded', reason: 'deadline_exceeded' });
    const ctx = t().seen.contexts.at(-1)!;
    expect(ctx.deadline).toBeInstanceOf(Date);
    await waitFor(() => t().seen.aborted.includes(`slow-${name}`));
  });

  test('a caller signal cancels the call', async () => {
    const controller = new AbortController();
    const call = t().client.dsarDelete({ caller: { tenantId: 'slow' } }, { requestId: `cancel-${name}`, signal: controller.signal });
    await waitFor(() => t().seen.contexts.some((c) => c.requestId === `cancel-${name}`));
    controller.abort();
    expect(errorShape(await caught(call))).toMatchObject({ code: 'aborted', reason: 'cancelled' });
    await waitFor(() => t().seen.aborted.includes(`cancel-${name}`));
  });

  test('a server stream delivers every message in order', async () => {
    const { items, error } = await collect(t().client.exportTenant({ caller: { tenantId: 't1' } }));
    expect(error).toBeUndefined();
    expect(items.map((m) => Buffer.from(m.chunk).toString())).toEqual(['PK-1', 'PK-2', 'PK-3']);
    expect(items[0]!.$typeName).toBe('engram.lifecycle.v1.ExportTenantResponse');
  });

  test('a server stream that fails delivers what it sent, then the AppError', async () => {
    const { items, error } = await collect(t().client.exportTenant({ caller: { tenantId: 'broken' } }));
    expect(items.map((m) => Buffer.from(m.chunk).toString())).toEqual(['PK-1', 'PK-2']);
    expect(errorShape(error!)).toEqual({
      code: 'unavailable',
      message: 'object store unavailable',
      reason: 'storage_down',
      details: undefined,
      retry: undefined,
    });
  });

  test('a consumer that stops reading a stream early stops the handler', async () => {
    const parts: string[] = [];
    for await (const m of t().client.exportTenant({ caller: { tenantId: 'endless' } }, { requestId: `endless-${name}` })) {
      parts.push(Buffer.from(m.chunk).toString());
      if (parts.length === 3) break;
    }
    expect(parts).toEqual(['part-0', 'part-1', 'part-2']);
    await waitFor(() => t().seen.aborted.includes(`endless-${name}`));
  });
});

test('both transports give identical responses and errors', async () => {
  const grpc = transports.grpc.client;
  const local = transports['in-process'].client;
  const request = { caller: { tenantId: 't9' }, confirm: true, cryptoShred: false };
  expect(await grpc.dsarDelete(request)).toEqual(await local.dsarDelete(request));
  expect(await grpc.deleteTenant({ tenantId: 't9', hardDelete: true })).toEqual(
    await local.deleteTenant({ tenantId: 't9', hardDelete: true }),
  );
  for (const tenantId of ['fenced', 'broken']) {
    const a = await caught(grpc.dsarDelete({ caller: { tenantId } }));
    const b = await caught(local.dsarDelete({ caller: { tenantId } }));
    expect(errorShape(a)).toEqual(errorShape(b));
  }
  const streamA = await collect(grpc.exportTenant({ caller: { tenantId: 'broken' } }));
  const streamB = await collect(local.exportTenant({ caller: { tenantId: 'broken' } }));
  expect(streamA.items).toEqual(streamB.items);
  expect(errorShape(streamA.error!)).toEqual(errorShape(streamB.error!));
});

test('a client of an unreachable address fails with unavailable and no transport detail', async () => {
  // Port 1 on loopback: nothing listens there, so the connection is refused at once.
  const client = createGrpcClient(LifecycleService, '127.0.0.1:1');
  try {
    const err = await caught(client.purgeExpiredDocuments({}, { timeoutMs: 5000 }));
    expect(err.code === 'unavailable' || err.code === 'deadline_exceeded').toBe(true);
    expect(err.message).not.toContain('127.0.0.1');
  } finally {
    client.close();
  }
});

/** Polls until `check` holds: the handler side of a cancelled call finishes asynchronously. */
async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}
