// A contract served by startGrpcService and called through createServiceClient on loopback, with real grpc-js.
import { AppError } from '@engram/core';
import { memoryv1, type ServiceHandlers } from '@engram/proto';
import { createServiceClient, startGrpcService } from './grpc';
import { captureLogger } from '../test/log-capture';

const handlers: ServiceHandlers<typeof memoryv1.MemoryService> = {
  queryFacts: async () => ({}),
  listEntities: async () => {
    throw new AppError('invalid_argument', 'a caller is required', { reason: 'caller_missing' });
  },
  getEntityFacts: async () => {
    throw new Error('index file is corrupt');
  },
  listFacts: async () => ({}),
  reviewFact: async () => ({}),
  eraseTenant: async () => ({}),
};

describe('startGrpcService and createServiceClient', () => {
  it('serve calls, log client mistakes as rejected and our failures as failed, and close', async () => {
    const log = captureLogger();
    const server = await startGrpcService({
      service: memoryv1.MemoryService,
      handlers,
      host: '127.0.0.1',
      port: 0,
      graceMs: 1000,
      logger: log.logger,
    });
    const client = createServiceClient(memoryv1.MemoryService, server.address, { defaultTimeoutMs: 10_000 });
    try {
      expect(server.address).toBe(`127.0.0.1:${server.port}`);
      await expect(client.queryFacts({ query: 'q' })).resolves.toBeDefined();
      await expect(client.listEntities({})).rejects.toMatchObject({
        code: 'invalid_argument',
        reason: 'caller_missing',
      });
      // The cause of an internal failure stays in the log, never in the caller's error.
      const failure = await client.getEntityFacts({}).catch((err: AppError) => err);
      expect(failure).toMatchObject({ code: 'internal' });
      expect((failure as AppError).message).not.toContain('corrupt');

      const lines = log.lines();
      expect(lines.find((l) => l.msg === 'rpc rejected')).toMatchObject({
        level: 30,
        method: 'ListEntities',
        code: 'invalid_argument',
        reason: 'caller_missing',
      });
      expect(lines.find((l) => l.msg === 'rpc failed')).toMatchObject({
        level: 50,
        method: 'GetEntityFacts',
        err: expect.objectContaining({ message: 'index file is corrupt' }),
      });
    } finally {
      // Client channels first, or the server waits for them.
      client.close();
      await server.close();
    }
  });
});
