// SIGTERM under load, the way an orchestrator stops Engram: keep-alive clients ingesting and querying, then the signal.
// Every request gets a complete HTTP answer (or, once the listener is closed, a refused connection: never a reset of a
// connection the server had accepted), every 202 ingest is there after a restart, and the process logs its last line
// and exits 0.
import http from 'node:http';
import { api, freshDataDir, signup, startServerProcess } from './harness';

const CLIENTS = 16;

interface Tally {
  /** Clients that had an answer: their connection was accepted. */
  answered: Set<number>;
  ok: number;
  refused: number;
  resets: string[];
  bad: string[];
  accepted: string[];
}

function request(agent: http.Agent, url: URL, method: string, path: string, key: string, body?: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { agent, host: url.hostname, port: url.port, method, path, headers: { 'x-api-key': key, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', (err) => {
      (err as Error & { reused?: boolean }).reused = req.reusedSocket;
      reject(err);
    });
    req.end(payload);
  });
}

async function client(agent: http.Agent, url: URL, key: string, id: number, stop: () => boolean, tally: Tally): Promise<void> {
  for (let i = 0; !stop(); i++) {
    try {
      if (i % 2 === 0) {
        const r = await request(agent, url, 'POST', '/v1/documents/ingest', key, { content: `Client ${id} note ${i} about shutdown drills.`, return_id: true });
        tally.answered.add(id);
        if (r.status === 202) tally.accepted.push(JSON.parse(r.body).document_id);
        else if (r.status >= 500) tally.bad.push(`${r.status} ${r.body.slice(0, 200)}`);
        else tally.ok++;
      } else {
        const r = await request(agent, url, 'GET', '/v1/search?q=shutdown', key);
        tally.answered.add(id);
        if (r.status >= 500) tally.bad.push(`${r.status} ${r.body.slice(0, 200)}`);
        else tally.ok++;
      }
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      if (code === 'ECONNREFUSED') {
        tally.refused++;
        return; // the listener is closed: this client is done
      }
      tally.resets.push(`${String(code)} ${(err as { reused?: boolean }).reused ? 'on a reused keep-alive socket' : 'on a new connection'}`);
      return;
    }
  }
}

it('SIGTERM under load: no reset connections, every acknowledged ingest kept, a last log line, exit 0', async () => {
  const dataDir = freshDataDir('engram-sigterm-');
  const limits = { ENGRAM_RATE_LIMIT_PER_SECOND: '100000', ENGRAM_RATE_LIMIT_BURST: '100000' };
  const server = await startServerProcess(dataDir, limits);
  const { apiKey } = await signup(server.url);
  const url = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const tally: Tally = { answered: new Set(), ok: 0, refused: 0, resets: [], bad: [], accepted: [] };
  let stopping = false;
  const clients = Array.from({ length: CLIENTS }, (_, id) => client(agent, url, apiKey, id, () => stopping, tally));

  // Load for at least 1.5 s, and until every client's connection was accepted and answered once. A connection still in
  // the kernel's accept queue when the listener closes is reset by the kernel, whatever the server does; with the
  // pipeline busy on the main thread the 16 first connections can take seconds to be accepted (issue 13).
  const loadStart = Date.now();
  while (Date.now() - loadStart < 1500 || (tally.answered.size < CLIENTS && Date.now() - loadStart < 60_000)) {
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(tally.answered.size).toBe(CLIENTS);
  const before = tally.accepted.length + tally.ok;
  const exit = server.kill('SIGTERM');
  const code = await exit;
  stopping = true;
  await Promise.all(clients);
  agent.destroy();

  expect(before).toBeGreaterThan(20); // the load was real
  // On failure, the server's own account of its shutdown helps more than the client's errors.
  if (tally.resets.length) console.log(server.logs.join('').split('\n').filter((l) => !l.includes('request completed') && !l.includes('document indexed')).slice(-25).join('\n'));
  expect(tally.resets).toEqual([]);
  expect(tally.bad).toEqual([]);
  expect(code).toBe(0);
  const lines = server.logs.join('').split('\n').filter((l) => l.startsWith('{'));
  expect(JSON.parse(lines[lines.length - 1]!)).toMatchObject({ msg: 'stopped', signal: 'SIGTERM' });

  // Every 202 survives: after a restart on the same data directory each document is there and gets indexed.
  const again = await startServerProcess(dataDir, limits);
  try {
    const c = api(again.url, apiKey);
    for (const id of tally.accepted) {
      const d = await c.request('GET', `/v1/documents/${id}`);
      expect(d.status).toBe(200);
    }
    const last = tally.accepted[tally.accepted.length - 1];
    if (last) {
      const deadline = Date.now() + 120_000;
      let status = '';
      while (Date.now() < deadline && status !== 'indexed') {
        status = (await c.request('GET', `/v1/documents/${last}`)).body.status;
        if (status !== 'indexed') await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe('indexed');
    }
  } finally {
    await again.kill('SIGTERM');
  }
}, 240_000);
