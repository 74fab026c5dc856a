import { Agent, request } from 'node:http';
import { createMetrics } from '@engram/telemetry';
import { listenHttp, localUrl, startOpsServer } from './http';

const metrics = createMetrics({ service: 'ops-test', collectDefaults: false });

describe('startOpsServer', () => {
  it('answers liveness at once and readiness only once the process serves', async () => {
    let ready = false;
    const ops = await startOpsServer({ port: 0, host: '127.0.0.1', metrics, ready: async () => ready });
    try {
      expect(ops.url).toBe(`http://127.0.0.1:${ops.port}`);
      const health = await fetch(`${ops.url}/healthz`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);

      const before = await fetch(`${ops.url}/readyz`);
      expect([before.status, await before.json()]).toEqual([503, { status: 'not_ready' }]);
      ready = true;
      const after = await fetch(`${ops.url}/readyz?verbose=1`);
      expect([after.status, await after.json()]).toEqual([200, { status: 'ready' }]);
    } finally {
      await ops.close();
    }
  });

  it('reports not ready when the readiness check fails', async () => {
    const ops = await startOpsServer({
      port: 0,
      host: '127.0.0.1',
      metrics,
      ready: () => Promise.reject(new Error('database unreachable')),
    });
    try {
      const res = await fetch(`${ops.url}/readyz`);
      expect([res.status, await res.json()]).toEqual([503, { status: 'not_ready' }]);
    } finally {
      await ops.close();
    }
  });

  it('serves Prometheus metrics and refuses other paths and methods', async () => {
    const ops = await startOpsServer({ port: 0, host: '127.0.0.1', metrics, ready: async () => true });
    try {
      const scrape = await fetch(`${ops.url}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toBe(metrics.registry.contentType);
      expect(await scrape.text()).toContain('# HELP engram_rpc_duration_seconds');

      expect((await fetch(`${ops.url}/nothing-here`)).status).toBe(404);
      expect((await fetch(`${ops.url}/healthz`, { method: 'POST' })).status).toBe(405);
    } finally {
      await ops.close();
    }
  });

  it('stops listening on close', async () => {
    const ops = await startOpsServer({ port: 0, host: '127.0.0.1', metrics, ready: async () => true });
    await ops.close();
    await expect(fetch(`${ops.url}/healthz`)).rejects.toThrow();
  });

  it('fails to start on a port that is taken', async () => {
    const first = await startOpsServer({ port: 0, host: '127.0.0.1', metrics, ready: async () => true });
    try {
      await expect(
        startOpsServer({ port: first.port, host: '127.0.0.1', metrics, ready: async () => true }),
      ).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});

describe('listenHttp', () => {
  it('drops a request still running when the grace period ends, so close does not wait for it', async () => {
    const listener = await listenHttp(() => undefined /* never answers */, { port: 0, host: '127.0.0.1', graceMs: 10 });
    const dropped = new Promise<string>((resolve) => {
      request(`${localUrl('127.0.0.1', listener.port)}/slow`, () => resolve('answered'))
        .once('error', (err) => resolve(err.message))
        .end();
    });
    // The request has reached the server once a connection is open.
    await new Promise<void>((resolve) => listener.server.once('request', () => resolve()));

    await listener.close();

    expect(await dropped).toBe('socket hang up');
  });

  it('on close, keep-alive clients under load get every answer, with Connection: close, and no reset', async () => {
    const listener = await listenHttp(
      (_req, res) => void setTimeout(() => res.end('ok'), 5),
      { port: 0, host: '127.0.0.1' },
    );
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes: string[] = [];
    let closeHeaders = 0;
    let closed = false;
    const get = () =>
      new Promise<string>((resolve) => {
        request(`${localUrl('127.0.0.1', listener.port)}/`, { agent }, (res) => {
          if (res.headers.connection === 'close') closeHeaders++;
          res.resume().once('end', () => resolve(`${res.statusCode}`));
        })
          .once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message))
          .end();
      });
    const loop = async () => {
      for (;;) {
        const outcome = await get();
        outcomes.push(outcome);
        if (outcome !== '200' || closed) return;
      }
    };
    const clients = Array.from({ length: 8 }, loop);
    // Close under load: once 50 answers have come back (not after a fixed time, which a busy CI host may fill with
    // fewer), with the 8 clients still sending; 10 s at most.
    for (let waited = 0; outcomes.filter((o) => o === '200').length < 50 && waited < 10_000; waited += 10) {
      await new Promise((r) => setTimeout(r, 10));
    }
    await listener.close();
    closed = true;
    await Promise.all(clients);
    agent.destroy();

    expect(outcomes.filter((o) => o !== '200' && o !== 'ECONNREFUSED')).toEqual([]);
    expect(outcomes.filter((o) => o === '200').length).toBeGreaterThan(50);
    expect(closeHeaders).toBeGreaterThan(0);
  });

  it('reaches a wildcard interface on loopback', () => {
    expect(localUrl('0.0.0.0', 8080)).toBe('http://127.0.0.1:8080');
    expect(localUrl('10.0.0.5', 8080)).toBe('http://10.0.0.5:8080');
  });
});
