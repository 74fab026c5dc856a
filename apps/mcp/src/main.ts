// Composition root of the MCP tool server. stdio: one client on stdin/stdout, the API key from ENGRAM_API_KEY, and
// stdout carries nothing but JSON-RPC (logs go to stderr). HTTP (`--http`): streamable HTTP at /mcp, the key from each
// request. Both talk to Engram only through @engram/client.
import { EngramClient } from '@engram/client';
import { redactConfig } from '@engram/config';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createLogger, type Logger } from '@engram/telemetry';
import { loadMcpConfig, type McpConfig } from './env';
import { startHttpMcp } from './http';
import { createEngramMcpServer } from './tools';

export interface RunningMcp {
  /** The /mcp URL over HTTP; undefined over stdio. */
  url?: string;
  /** Resolves when the server has stopped by itself (stdio: the client closed stdin). */
  closed: Promise<void>;
  stop(): Promise<void>;
}

export async function startMcp(config: McpConfig, logger: Logger): Promise<RunningMcp> {
  logger.info({ config: redactConfig(config) }, 'starting engram mcp server');
  const transportConfig = config.transport;
  switch (transportConfig.kind) {
    case 'stdio': {
      const engram = new EngramClient({ baseUrl: config.engramUrl, apiKey: transportConfig.apiKey });
      const server = createEngramMcpServer({ engram, defaultNamespace: config.defaultNamespace, logger });
      const transport = new StdioServerTransport();
      let resolveClosed!: () => void;
      const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
      // The SDK's stdio transport does not notice its client going away; stdin's end is that signal.
      process.stdin.once('end', () => resolveClosed());
      await server.connect(transport);
      logger.info({ engramUrl: config.engramUrl }, 'engram mcp server ready on stdio');
      return { closed, stop: () => server.close() };
    }
    case 'http': {
      const http = await startHttpMcp({
        host: transportConfig.host,
        port: transportConfig.port,
        engramUrl: config.engramUrl,
        defaultNamespace: config.defaultNamespace,
        logger,
      });
      logger.info({ url: http.url, engramUrl: config.engramUrl }, 'engram mcp server ready on streamable HTTP');
      // Printed to stderr as well, for a person starting it by hand with LOG_LEVEL=silent.
      process.stderr.write(`engram mcp listening at ${http.url}\n`);
      return { url: http.url, closed: new Promise<void>(() => {}), stop: http.stop };
    }
  }
}

/** Runs the server as a process: config from env and argv, logs on stderr, exit on SIGINT/SIGTERM or stdin's end. */
export function main(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): void {
  let config: McpConfig;
  try {
    config = loadMcpConfig(env, argv);
  } catch (err) {
    process.stderr.write(`engram-mcp: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  }
  // stdout belongs to the protocol over stdio: the logger writes to fd 2 in both modes.
  const logger = createLogger({ service: 'engram-mcp', level: config.log.level, destination: process.stderr });
  startMcp(config, logger).then(
    (running) => {
      let stopping = false;
      const stop = (reason: string) => {
        if (stopping) return;
        stopping = true;
        logger.info({ reason }, 'stopping');
        running.stop().then(
          () => process.exit(0),
          (err: unknown) => {
            logger.error({ err }, 'stop failed');
            process.exit(1);
          },
        );
      };
      process.on('SIGINT', () => stop('SIGINT'));
      process.on('SIGTERM', () => stop('SIGTERM'));
      void running.closed.then(() => stop('client closed stdin'));
    },
    (err: unknown) => {
      process.stderr.write(`engram-mcp failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}

if (require.main === module) main();
