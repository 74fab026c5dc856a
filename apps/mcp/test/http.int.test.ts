// The streamable HTTP server as it is run: `pnpm --silent mcp --http --port N`, each request bringing its own Engram
// API key (X-API-Key or Authorization: Bearer), so one server serves many workspaces and none sees another's data.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '@engram/testing';
import {
  REPO_ROOT,
  TEN_TOOLS,
  call,
  callOk,
  connectHttp,
  newWorkspace,
  startEngram,
  textOf,
  type Engram,
  type Workspace,
} from './harness';

describe('the streamable HTTP MCP server', () => {
  let engram: Engram;
  let child: ChildProcess;
  let url: string;
  let base: string;
  let a: Workspace;
  let b: Workspace;

  beforeAll(async () => {
    engram = await startEngram();
    [a, b] = [await newWorkspace(engram.url), await newWorkspace(engram.url)];
    await a.portal.createNamespace({ key: 'inbox', name: 'Inbox' });
    const port = await freePort();
    // Its own process group, so stopping it stops pnpm, tsx and node together.
    child = spawn('pnpm', ['--silent', 'mcp', '--http', '--port', String(port)], {
      cwd: REPO_ROOT,
      env: { ...process.env, ENGRAM_URL: engram.url, ENGRAM_DEFAULT_NAMESPACE: 'inbox', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stderr = '';
    url = await new Promise<string>((resolve, reject) => {
      child.stderr!.on('data', (d: Buffer) => {
        stderr += d.toString();
        const m = /engram mcp listening at (\S+)/.exec(stderr);
        if (m) resolve(m[1]!);
      });
      child.on('exit', (code) => reject(new Error(`mcp server exited ${code}: ${stderr}`)));
    });
    base = url.replace(/\/mcp$/, '');
  });

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    await engram?.stop();
  });

  it('serves /mcp on the port asked for, and /healthz', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('takes the API key from X-API-Key or Authorization: Bearer, and refuses a request with neither (401)', async () => {
    const viaHeader = await connectHttp(url, { 'X-API-Key': a.apiKey });
    const viaBearer = await connectHttp(url, { Authorization: `Bearer ${a.apiKey}` });
    try {
      expect((await viaHeader.listTools()).tools.map((t) => t.name).sort()).toEqual([...TEN_TOOLS].sort());
      expect((await callOk(viaBearer, 'engram_search', { q: 'anything' })).results).toEqual(expect.any(Array));
    } finally {
      await viaHeader.close();
      await viaBearer.close();
    }

    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
    };
    const anonymous = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(initialize),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      jsonrpc: '2.0',
      error: { message: expect.stringMatching(/API key/) },
    });
    // A key Engram does not know is Engram's answer, as a tool error.
    const stranger = await connectHttp(url, { 'X-API-Key': 'egk_not_a_real_key' });
    try {
      const r = await call(stranger, 'engram_search', { q: 'anything' });
      expect(r.isError).toBe(true);
      expect(textOf(r)).toMatch(/^Engram error api_key_invalid \(HTTP 401\)/);
    } finally {
      await stranger.close();
    }
    // Stateless: no event stream to open.
    expect((await fetch(url, { headers: { 'X-API-Key': a.apiKey, accept: 'text/event-stream' } })).status).toBe(405);
  });

  it("each request acts with its own key: one workspace's document is invisible to another's key", async () => {
    const asA = await connectHttp(url, { 'X-API-Key': a.apiKey });
    const asB = await connectHttp(url, { 'X-API-Key': b.apiKey });
    try {
      // Interleaved on one server: a client built for the first request and reused would answer B as A.
      const saved = await callOk(asA, 'engram_ingest', {
        title: 'Lighthouse',
        content: 'The lighthouse keeper logs fog at dawn.',
      });
      expect(saved.namespace).toBe('inbox'); // the server's ENGRAM_DEFAULT_NAMESPACE
      await a.admin.waitForJob(saved.job_id, { intervalMs: 200 });
      expect((await a.admin.getDocument(saved.document_id)).namespace).toBe('inbox');

      const fromA = await callOk(asA, 'engram_search', { q: 'lighthouse keeper fog' });
      expect(fromA.results.map((r: { document_id: string }) => r.document_id)).toContain(saved.document_id);
      const fromB = await callOk(asB, 'engram_search', { q: 'lighthouse keeper fog' });
      expect(fromB.results.map((r: { document_id: string }) => r.document_id)).not.toContain(saved.document_id);
      const read = await call(asB, 'engram_get_document', { document_id: saved.document_id });
      expect(read.isError).toBe(true);
      expect(textOf(read)).toMatch(/^Engram error document_not_found/);

      // B has no `inbox` namespace: the server default does not exist there, and says so.
      const write = await call(asB, 'engram_ingest', { content: 'B writes with the server default.' });
      expect(write.isError).toBe(true);
      expect(textOf(write)).toMatch(/^Engram error namespace_not_found/);
      expect(
        (await callOk(asB, 'engram_ingest', { content: 'B names its own.', namespace: 'default' })).namespace,
      ).toBe('default');
    } finally {
      await asA.close();
      await asB.close();
    }
  });
});
