// Starts the embedded server in this process, configured exactly as `pnpm start` would be from the environment, except
// for the data directory, a loopback ephemeral port and quiet logs.
import { loadServerConfig, startServer, type RunningServer, type ServerConfig } from '@engram/server';
import { createLogger } from '@engram/telemetry';

export function benchServerConfig(dataDir: string, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { ENGRAM_MASTER_KEY: _inline, ...rest } = env;
  return loadServerConfig({
    ...rest,
    ENGRAM_DATA_DIR: dataDir,
    // The key file lives in the data directory, so a cached workspace carries its own master key.
    ENGRAM_MASTER_KEY_FILE: `${dataDir}/master.key`,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'warn',
  });
}

export async function startBenchServer(config: ServerConfig): Promise<RunningServer> {
  return startServer(config, createLogger({ service: 'engram', level: config.log.level }));
}
