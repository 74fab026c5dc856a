export { startServer, type RunningServer } from './main';
export { loadServerConfig, type ServerConfig } from './env';
