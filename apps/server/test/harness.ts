// Starts the server the way a user does (`tsx src/main.ts` in a child process) and talks to it over HTTP only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@engram/testing';

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  logs: string[];
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freshDataDir(prefix = 'engram-e2e-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

const SERVER_DIR = path.resolve(__dirname, '..');

export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ENGRAM_DATA_DIR: dataDir,
      ENGRAM_EMBEDDER_WORKERS: '2',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout!.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => logs.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${logs.join('')}`);
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${logs.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    child,
    logs,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface Api {
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
}

export function api(url: string, apiKey?: string): Api {
  return {
    async request(method, p, body, headers = {}) {
      const r = await fetch(`${url}${p}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(apiKey ? { 'x-api-key': apiKey } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      });
      const text = await r.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // leave as text
      }
      return { status: r.status, body: parsed, headers: r.headers };
    },
  };
}

export async function signup(url: string): Promise<{ apiKey: string; tenantId: string }> {
  const r = await api(url).request('POST', '/public/signup', { name: 'E2E Workspace', email: 'e2e@example.com' });
  if (r.status !== 201) throw new Error(`signup failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { apiKey: r.body.api_key, tenantId: r.body.tenant_id };
}

/** Polls a job until it reaches a terminal state. */
export async function waitForJob(client: Api, jobId: string, timeoutMs = 120_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await client.request('GET', `/v1/jobs/${jobId}`);
    if (r.status === 200 && (r.body.state === 'completed' || r.body.state === 'failed')) return r.body;
    if (Date.now() > deadline) throw new Error(`job ${jobId} not done: ${JSON.stringify(r.body)}`);
    await new Promise((res) => setTimeout(res, 200));
  }
}
