// Configuration of the MCP tool server: where Engram answers, whose key (stdio only; over HTTP every request brings
// its own), the default write namespace, and which transport. Parsed once, from the environment and the command line
// (`--http`, `--port N`, `--host H` win over their variables).
import { parseArgs } from 'node:util';
import { logEnv, parseEnv, z } from '@engram/config';

/** Namespace keys as the REST API accepts them (`work`, `team.alpha`). */
const NAMESPACE_KEY = /^[a-z][a-z0-9_-]*(\.[a-z0-9][a-z0-9_-]*)*$/;

/** MCP client configurations often carry `"VAR": ""` for a setting left blank: that means unset. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const mcpEnvSchema = z
  .object({
    ...logEnv,
    /** Base URL of Engram's REST API (the gateway, or the all-in-one server). */
    ENGRAM_URL: z.string().url().default('http://localhost:8080'),
    /** The data-plane API key every tool call uses over stdio. Ignored over HTTP: each request sends its own. */
    ENGRAM_API_KEY: optional(z.string().min(1)),
    /** Namespace engram_ingest writes to when the call names none; unset: the API key's default namespace. */
    ENGRAM_DEFAULT_NAMESPACE: optional(
      z.string().max(64).regex(NAMESPACE_KEY, 'a namespace key such as work or team.alpha'),
    ),
    /** `stdio` (one client, the process's stdin/stdout) or `http` (streamable HTTP at /mcp). `--http` sets http. */
    ENGRAM_MCP_TRANSPORT: z.enum(['stdio', 'http']).default('stdio'),
    /** Interface the HTTP transport listens on; loopback unless you mean to expose it. `--host` overrides. */
    ENGRAM_MCP_HOST: z.string().min(1).default('127.0.0.1'),
    /** Port of the HTTP transport (0 picks a free one). `--port` overrides. */
    ENGRAM_MCP_PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  })
  .superRefine((env, ctx) => {
    if (env.ENGRAM_MCP_TRANSPORT === 'stdio' && !env.ENGRAM_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENGRAM_API_KEY'],
        message: 'ENGRAM_API_KEY is required over stdio (over HTTP each request sends X-API-Key or a Bearer API key)',
      });
    }
  });

export type McpTransportConfig = { kind: 'stdio'; apiKey: string } | { kind: 'http'; host: string; port: number };

export interface McpConfig {
  engramUrl: string;
  defaultNamespace: string | undefined;
  transport: McpTransportConfig;
  log: { level: string };
}

/** Flags of `engram-mcp` / `pnpm mcp`; unknown flags are an error rather than silently ignored. */
function parseFlags(argv: string[]): { http?: boolean; port?: string; host?: string } {
  const { values } = parseArgs({
    args: argv,
    options: {
      http: { type: 'boolean' },
      stdio: { type: 'boolean' },
      port: { type: 'string' },
      host: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.http && values.stdio) throw new Error('choose one of --http and --stdio');
  return {
    ...(values.http ? { http: true } : values.stdio ? { http: false } : {}),
    ...(values.port !== undefined ? { port: values.port } : {}),
    ...(values.host !== undefined ? { host: values.host } : {}),
  };
}

export function loadMcpConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): McpConfig {
  const flags = parseFlags(argv);
  const e = parseEnv(mcpEnvSchema, {
    ...env,
    ...(flags.http !== undefined ? { ENGRAM_MCP_TRANSPORT: flags.http ? 'http' : 'stdio' } : {}),
    ...(flags.port !== undefined ? { ENGRAM_MCP_PORT: flags.port } : {}),
    ...(flags.host !== undefined ? { ENGRAM_MCP_HOST: flags.host } : {}),
  });
  return {
    engramUrl: e.ENGRAM_URL,
    defaultNamespace: e.ENGRAM_DEFAULT_NAMESPACE,
    transport:
      e.ENGRAM_MCP_TRANSPORT === 'stdio'
        ? { kind: 'stdio', apiKey: e.ENGRAM_API_KEY! }
        : { kind: 'http', host: e.ENGRAM_MCP_HOST, port: e.ENGRAM_MCP_PORT },
    log: { level: e.LOG_LEVEL },
  };
}
