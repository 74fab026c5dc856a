export {
  createEngramMcpServer,
  problemResult,
  PROBLEM_META_KEY,
  SERVER_NAME,
  SERVER_VERSION,
  type ToolContext,
} from './tools';
export { startHttpMcp, apiKeyOf, type HttpMcpOptions, type RunningHttpMcp } from './http';
export { startMcp, main, type RunningMcp } from './main';
export { loadMcpConfig, mcpEnvSchema, type McpConfig, type McpTransportConfig } from './env';
