// A stateless service as the classifier, memory and lifecycle processes run it, on loopback ports.
import { memoryv1 } from '@engram/proto';
import { createServiceClient } from './grpc';
import { listenHttp } from './http';
import { startStatelessService } from './stateless-service';
import { captureLogger } from '../test/log-capture';
import { emptyMemoryHandlers } from '../test/memory-handlers';

const handlers = emptyMemoryHandlers;

const config = {
  grpc: { host: '127.0.0.1', port: 0 },
  ops: { host: '127.0.0.1', port: 0 },
  shutdownGraceMs: 1000,
  log: { level: 'info' },
};

describe('startStatelessService', () => {
  it('serves its contract, reports ready, and closes both ports on stop', async () => {
    const log = captureLogger();
    const running = await startStatelessService({
      name: 'memory',
      service: memoryv1.MemoryService,
      handlers,
      config,
      logger: log.logger,
    });
    const client = createServiceClient(memoryv1.MemoryService, running.grpcAddress, { defaultTimeoutMs: 10_000 });
    try {
      expect((await fetch(`${running.opsUrl}/readyz`)).status).toBe(200);
      await expect(client.queryFacts({})).resolves.toBeDefined();
      expect(log.lines().map((l) => l.msg)).toEqual(['starting memory', 'memory ready']);
    } finally {
      client.close();
      await running.stop();
    }
    await expect(fetch(`${running.opsUrl}/healthz`)).rejects.toThrow();
    const again = createServiceClient(memoryv1.MemoryService, running.grpcAddress, { defaultTimeoutMs: 2_000 });
    await expect(again.queryFacts({})).rejects.toMatchObject({ code: 'unavailable' });
    again.close();
  });

  it('a gRPC port already taken fails the start and closes the ops port it had opened', async () => {
    const log = captureLogger();
    const first = await startStatelessService({
      name: 'memory',
      service: memoryv1.MemoryService,
      handlers,
      config,
      logger: log.logger,
    });
    const probe = await listenHttp(() => undefined, { port: 0, host: '127.0.0.1' });
    const opsPort = probe.port;
    await probe.close();
    try {
      const grpcPort = Number(first.grpcAddress.split(':')[1]);
      await expect(
        startStatelessService({
          name: 'memory',
          service: memoryv1.MemoryService,
          handlers,
          config: { ...config, grpc: { host: '127.0.0.1', port: grpcPort }, ops: { host: '127.0.0.1', port: opsPort } },
          logger: log.logger,
        }),
      ).rejects.toThrow();
      // The failed start let go of its ops port: it can be bound again.
      const rebound = await listenHttp(() => undefined, { port: opsPort, host: '127.0.0.1' });
      await rebound.close();
    } finally {
      await first.stop();
    }
  });
});
