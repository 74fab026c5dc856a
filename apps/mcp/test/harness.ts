// What the MCP tests share: a real embedded Engram started in this process (PGlite, the bundled encoder, the offline
// fact extractor; nothing mocked), workspaces made through @engram/client, and the official SDK client connected to the
// MCP server over stdio (a spawned process) or streamable HTTP.
import path from 'node:path';
import { EngramClient, type Job } from '@engram/client';
import { loadServerConfig, startServer, type RunningServer } from '@engram/server';
import { createLogger } from '@engram/telemetry';
import { tempDir, type TempDir } from '@engram/testing';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export const MCP_DIR = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(MCP_DIR, '..', '..');

export interface Engram {
  url: string;
  stop(): Promise<void>;
}

export async function startEngram(): Promise<Engram> {
  const dir: TempDir = await tempDir('engram-mcp-');
  let server: RunningServer;
  try {
    server = await startServer(
      loadServerConfig({
        ENGRAM_DATA_DIR: dir.path,
        PORT: '0',
        HOST: '127.0.0.1',
        ENGRAM_EMBEDDER_WORKERS: '1',
        LOG_LEVEL: 'silent',
        ENGRAM_PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
      }),
      createLogger({ service: 'mcp-test', level: 'silent' }),
    );
  } catch (err) {
    await dir.remove();
    throw err;
  }
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      await dir.remove();
    },
  };
}

export interface Workspace {
  tenantId: string;
  /** The signup key: tenant admin, default namespace `default`. */
  apiKey: string;
  admin: EngramClient;
  /** Same workspace with a portal token, for namespaces and API keys. */
  portal: EngramClient;
}

let workspaces = 0;

export async function newWorkspace(engramUrl: string): Promise<Workspace> {
  const n = ++workspaces;
  const created = await new EngramClient({ baseUrl: engramUrl }).signup({
    name: `MCP test ${n}`,
    email: `mcp${n}-${process.pid}@example.com`,
    password: 'correct horse battery staple',
  });
  const admin = new EngramClient({ baseUrl: engramUrl, apiKey: created.api_key });
  const portal = new EngramClient({ baseUrl: engramUrl, apiKey: created.api_key });
  await portal.createPortalToken();
  return { tenantId: created.tenant_id, apiKey: created.api_key, admin, portal };
}

/** Waits for an ingest job, then for the extract_facts job its indexing started (facts and entities are then in). */
export async function waitUntilRemembered(engram: EngramClient, jobId: string): Promise<Job> {
  const job = await engram.waitForJob(jobId, { timeoutMs: 120_000, intervalMs: 200 });
  expect(job.state).toBe('completed');
  const extractJobId = (await engram.getJob(jobId)).extract_job_id;
  expect(extractJobId).toEqual(expect.any(String));
  const extract = await engram.waitForJob(extractJobId!, { timeoutMs: 120_000, intervalMs: 200 });
  expect(extract).toMatchObject({ kind: 'extract_facts', state: 'completed' });
  return job;
}

export function newClient(): Client {
  return new Client({ name: 'engram-mcp-test', version: '1.0.0' });
}

/** The MCP server as its own process over stdio (`node --import tsx src/main.ts`), the SDK client driving it. */
export async function connectStdio(env: Record<string, string>): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: MCP_DIR,
    env: { LOG_LEVEL: 'info', ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const client = newClient();
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

/** The SDK client on a streamable HTTP endpoint, with the headers the caller sends (its API key). */
export async function connectHttp(url: string, headers: Record<string, string>): Promise<Client> {
  const client = newClient();
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The structured content of a successful call (fails the test, with the tool's text, when it was an error). */
export async function callOk<T = any>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const r = await call(client, name, args);
  if (r.isError) throw new Error(`${name} failed: ${textOf(r)}`);
  expect(r.structuredContent).toBeDefined();
  expect(textOf(r).length).toBeGreaterThan(0);
  return r.structuredContent as T;
}

export function textOf(r: CallToolResult): string {
  return r.content
    .filter((c): c is { type: 'text'; text: string } => c.type === 'text')
    .map((c) => c.text)
    .join('\n');
}

export const TEN_TOOLS = [
  'engram_query',
  'engram_search',
  'engram_summarize',
  'engram_memory_query',
  'engram_list_entities',
  'engram_get_entity_facts',
  'engram_extract_facts',
  'engram_get_document',
  'engram_get_document_chunks',
  'engram_ingest',
];
