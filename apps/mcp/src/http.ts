// Streamable HTTP transport, stateless: every POST /mcp gets its own EngramClient (with the API key the request
// carries), its own McpServer and its own transport, all dropped when the answer is sent. No session survives a request,
// so the server holds no caller state and any instance can answer any request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EngramClient } from '@engram/client';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Logger } from '@engram/telemetry';
import { createEngramMcpServer } from './tools';

export interface HttpMcpOptions {
  host: string;
  port: number;
  engramUrl: string;
  defaultNamespace: string | undefined;
  logger: Logger;
}

export interface RunningHttpMcp {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The caller's Engram API key: `X-API-Key`, or `Authorization: Bearer <api key>` (what most MCP clients can set). */
export function apiKeyOf(req: IncomingMessage): string | undefined {
  const header = req.headers['x-api-key'];
  const direct = Array.isArray(header) ? header[0] : header;
  if (direct && direct.trim()) return direct.trim();
  const auth = req.headers.authorization;
  const match = auth ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null;
  return match?.[1];
}

function jsonRpcError(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

export async function startHttpMcp(options: HttpMcpOptions): Promise<RunningHttpMcp> {
  const { logger } = options;

  const handleMcp = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') {
      // Stateless: no server-sent event stream to open (GET) and no session to end (DELETE).
      jsonRpcError(res, 405, -32000, 'Method not allowed: this server is stateless, POST JSON-RPC to /mcp.', {
        allow: 'POST',
      });
      return;
    }
    const apiKey = apiKeyOf(req);
    if (!apiKey) {
      jsonRpcError(
        res,
        401,
        -32001,
        'An Engram API key is required: send X-API-Key or Authorization: Bearer <api key>.',
      );
      return;
    }
    const engram = new EngramClient({ baseUrl: options.engramUrl, apiKey });
    const server = createEngramMcpServer({
      engram,
      defaultNamespace: options.defaultNamespace,
      logger: logger.child({ transport: 'http' }),
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  };

  const httpServer: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: 'ok' }));
      return;
    }
    if (path !== '/mcp') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'not found: the MCP endpoint is /mcp' }));
      return;
    }
    handleMcp(req, res).catch((err: unknown) => {
      logger.error({ err }, 'mcp request failed');
      if (!res.headersSent) jsonRpcError(res, 500, -32603, 'Internal error');
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  const port = (httpServer.address() as AddressInfo).port;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/mcp`,
    port,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        httpServer.close((err) => (err ? reject(err) : resolve()));
        // Requests are short; idle keep-alive connections would otherwise hold close() open.
        httpServer.closeIdleConnections();
      }),
  };
}
