// The stdio server as an MCP client configuration starts it: `pnpm --silent mcp` from the repository root, and the
// `engram-mcp` bin from anywhere. Its stdout is the protocol and nothing else; logs go to stderr; the process ends when
// its client goes away; ENGRAM_DEFAULT_NAMESPACE is where engram_ingest writes when the call names no namespace.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import {
  MCP_DIR,
  REPO_ROOT,
  TEN_TOOLS,
  call,
  callOk,
  connectStdio,
  newClient,
  newWorkspace,
  startEngram,
  textOf,
  type Engram,
  type Workspace,
} from './harness';

/**
 * The SDK client's view of a child's stdio, keeping every stdout line as it came: the official StdioClientTransport
 * parses stdout but does not show it, and the point here is what else might be on it.
 */
class RecordingStdioTransport implements Transport {
  readonly stdoutLines: string[] = [];
  onmessage?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private pending = '';

  constructor(private readonly child: ChildProcessWithoutNullStreams) {}

  async start(): Promise<void> {
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.pending += chunk.toString('utf8');
      let nl: number;
      while ((nl = this.pending.indexOf('\n')) >= 0) {
        const line = this.pending.slice(0, nl);
        this.pending = this.pending.slice(nl + 1);
        this.stdoutLines.push(line);
        try {
          this.onmessage?.(JSONRPCMessageSchema.parse(JSON.parse(line)));
        } catch (err) {
          this.onerror?.(err as Error);
        }
      }
    });
    this.child.on('close', () => this.onclose?.());
  }

  async send(message: JSONRPCMessage): Promise<void> {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  async close(): Promise<void> {
    this.child.stdin.end();
  }

  /** Whatever stdout still held without a newline when the process ended. */
  get tail(): string {
    return this.pending;
  }
}

describe('the stdio MCP server', () => {
  let engram: Engram;
  let ws: Workspace;

  beforeAll(async () => {
    engram = await startEngram();
    ws = await newWorkspace(engram.url);
  });
  afterAll(async () => {
    await engram?.stop();
  });

  it('`pnpm --silent mcp` writes nothing but JSON-RPC to stdout, logs to stderr, and exits when its client leaves', async () => {
    const child = spawn('pnpm', ['--silent', 'mcp'], {
      cwd: REPO_ROOT,
      // debug: as many log lines as the server ever writes, so any that strayed onto stdout would show.
      env: { ...process.env, ENGRAM_URL: engram.url, ENGRAM_API_KEY: ws.apiKey, LOG_LEVEL: 'debug' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    const transport = new RecordingStdioTransport(child);
    const transportErrors: Error[] = [];
    const client = newClient();
    client.onerror = (err) => transportErrors.push(err);
    await client.connect(transport);

    expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual([...TEN_TOOLS].sort());
    const saved = await callOk(client, 'engram_ingest', { content: 'Stdout hygiene note: protocol only.' });
    await ws.admin.waitForJob(saved.job_id, { intervalMs: 200 });
    await callOk(client, 'engram_search', { q: 'stdout hygiene' });
    expect((await call(client, 'engram_query', { query: 'x', namespaces: ['nowhere'] })).isError).toBe(true);
    await client.close();
    expect(await exited).toBe(0);

    expect(transport.stdoutLines.length).toBeGreaterThanOrEqual(5);
    const notProtocol = transport.stdoutLines.filter((line) => {
      try {
        const msg = JSON.parse(line) as { jsonrpc?: unknown; id?: unknown; method?: unknown };
        return msg.jsonrpc !== '2.0' || (msg.id === undefined && msg.method === undefined);
      } catch {
        return true;
      }
    });
    expect(notProtocol).toEqual([]);
    expect(transport.tail).toBe('');
    expect(transportErrors).toEqual([]);
    // The logs exist; they went to stderr.
    expect(stderr).toContain('engram mcp server ready on stdio');
    expect(stderr).not.toContain(ws.apiKey);
  });

  it('engram_ingest writes to the call namespace, else ENGRAM_DEFAULT_NAMESPACE, else the key default', async () => {
    await ws.portal.createNamespace({ key: 'notes', name: 'Notes' });
    const { client } = await connectStdio({
      ENGRAM_URL: engram.url,
      ENGRAM_API_KEY: ws.apiKey,
      ENGRAM_DEFAULT_NAMESPACE: 'notes',
    });
    const plain = await connectStdio({
      ENGRAM_URL: engram.url,
      ENGRAM_API_KEY: ws.apiKey,
      ENGRAM_DEFAULT_NAMESPACE: '',
    });
    try {
      const viaEnv = await call(client, 'engram_ingest', { content: 'Lands in notes by default.' });
      expect(viaEnv.structuredContent).toMatchObject({ namespace: 'notes' });
      expect(textOf(viaEnv)).toContain('namespace notes');
      const explicit = await callOk(client, 'engram_ingest', { content: 'Asked for default.', namespace: 'default' });
      const keyDefault = await callOk(plain.client, 'engram_ingest', { content: 'No namespace anywhere.' });
      expect(keyDefault.namespace).toBeNull();

      const namespaceOf = async (documentId: string) => (await ws.admin.getDocument(documentId)).namespace;
      expect(await namespaceOf((viaEnv.structuredContent as { document_id: string }).document_id)).toBe('notes');
      expect(await namespaceOf(explicit.document_id)).toBe('default');
      expect(await namespaceOf(keyDefault.document_id)).toBe('default');
    } finally {
      await client.close();
      await plain.client.close();
    }
  });

  it('the engram-mcp bin serves the same tools when started from another directory', async () => {
    const client = newClient();
    await client.connect(
      new StdioClientTransport({
        command: path.join(MCP_DIR, 'bin', 'engram-mcp.js'),
        cwd: tmpdir(),
        env: { ENGRAM_URL: engram.url, ENGRAM_API_KEY: ws.apiKey, LOG_LEVEL: 'silent' },
        stderr: 'pipe',
      }),
    );
    try {
      expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual([...TEN_TOOLS].sort());
      expect((await callOk(client, 'engram_search', { q: 'notes' })).results).toEqual(expect.any(Array));
    } finally {
      await client.close();
    }
  });

  it('without ENGRAM_API_KEY it exits 2 with one line on stderr and nothing on stdout', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: MCP_DIR,
      env: { PATH: process.env.PATH ?? '', ENGRAM_URL: engram.url },
      encoding: 'utf8',
      input: '',
    });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/ENGRAM_API_KEY is required over stdio/);
  });
});
