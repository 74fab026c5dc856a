export { startServer, type RunningServer, type StartServerOptions } from './main';
export { loadServerConfig, type ServerConfig } from './env';
