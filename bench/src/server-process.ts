// The embedded server as its own process (`node --import tsx apps/server/src/main.ts`, as `pnpm start` runs it), for
// benchmarks whose clients must not share the server's main thread. Rate limits lifted: the limiter is not measured.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..', '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startServerProcess(dataDir: string, port = 20_000 + Math.floor(Math.random() * 10_000)): Promise<ServerProcess> {
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof), for diagnosis.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO, 'apps/server'),
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ENGRAM_DATA_DIR: dataDir,
      ENGRAM_MASTER_KEY_FILE: path.join(dataDir, 'master.key'),
      // One benchmark key sends far more than a production key's default 100 requests/s; the limiter is not measured.
      ENGRAM_RATE_LIMIT_PER_SECOND: '1000000',
      ENGRAM_RATE_LIMIT_BURST: '1000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the server did not become ready');
    await sleep(250);
  }
  return {
    url,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

