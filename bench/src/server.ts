// Starts the embedded server in this process, configured exactly as `pnpm start` would be from the environment, except
// for the data directory, a loopback ephemeral port, quiet logs and the per-key rate limit: one benchmark key sends
// far more than the default 100 requests/s a production key gets, and the limiter is not what is measured (set
// ENGRAM_RATE_LIMIT_PER_SECOND / ENGRAM_RATE_LIMIT_BURST to measure with it).
import {
  loadServerConfig,
  startServer,
  type RunningServer,
  type ServerConfig,
  type StartServerOptions,
} from '@engram/server';
import { createLogger } from '@engram/telemetry';

export function benchServerConfig(dataDir: string, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { ENGRAM_MASTER_KEY: _inline, ...rest } = env;
  return loadServerConfig({
    ENGRAM_RATE_LIMIT_PER_SECOND: '1000000',
    ENGRAM_RATE_LIMIT_BURST: '1000000',
    ...rest,
    ENGRAM_DATA_DIR: dataDir,
    // The key file lives in the data directory, so a cached workspace carries its own master key.
    ENGRAM_MASTER_KEY_FILE: `${dataDir}/master.key`,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'warn',
  });
}

export async function startBenchServer(config: ServerConfig, options: StartServerOptions = {}): Promise<RunningServer> {
  return startServer(config, createLogger({ service: 'engram', level: config.log.level }), options);
}
