// A stateful service as ingest and retrieval run it (on in-memory PGlite here): readiness is the database answering and
// the service's own checks (its bus subscriptions consume, its encoder is loaded), asked on every probe.
import { randomBytes } from 'node:crypto';
import { memoryv1 } from '@engram/proto';
import { startStatefulService } from './stateful-service';
import { captureLogger } from '../test/log-capture';
import { emptyMemoryHandlers } from '../test/memory-handlers';

const handlers = emptyMemoryHandlers;

it("is ready only while the database answers and the service's own checks pass", async () => {
  const log = captureLogger();
  let consuming = true;
  const running = await startStatefulService({
    name: 'memory',
    service: memoryv1.MemoryService,
    config: {
      grpc: { host: '127.0.0.1', port: 0 },
      ops: { host: '127.0.0.1', port: 0 },
      keys: { provider: 'local', masterKeyBase64: randomBytes(32).toString('base64') },
      database: { kind: 'pglite' },
      shutdownGraceMs: 1000,
    },
    logger: log.logger,
    build: async () => ({ handlers, ready: () => consuming }),
  });
  const readyz = async () => (await fetch(`${running.opsUrl}/readyz`)).status;
  try {
    expect(await readyz()).toBe(200);
    consuming = false; // e.g. a bus subscription whose claims fail
    expect(await readyz()).toBe(503);
    consuming = true;
    expect(await readyz()).toBe(200);
  } finally {
    await running.stop();
  }
});
