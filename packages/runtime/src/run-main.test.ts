// runMain as an operator sees it: a real child process, real signals, its exit code and output.
import { spawn } from 'node:child_process';
import path from 'node:path';

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the fixture; once it logs that it is ready, sends `signals` to it. */
function runFixture(mode: string, signals: NodeJS.Signals[] = []): Promise<Exit> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '../test/fixtures/run-main-child.ts')],
    {
      cwd: path.resolve(__dirname, '..'),
      // jest's NODE_OPTIONS (vm modules) are not for the child.
      env: { ...process.env, NODE_OPTIONS: '', FIXTURE_MODE: mode },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  let signalled = false;
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    if (!signalled && stdout.includes('fixture ready')) {
      signalled = true;
      for (const s of signals) child.kill(s);
    }
  });
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

const messages = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { msg: string }).msg);

describe('runMain', () => {
  it('SIGTERM stops the process once, even when a second signal arrives, and exits 0', async () => {
    const exit = await runFixture('ok', ['SIGTERM', 'SIGINT']);
    expect(exit.code).toBe(0);
    // Both signals arrive (the kernel may hand them over in either order); only the first one stops.
    expect(messages(exit.stdout)).toEqual(['fixture ready', 'shutting down', 'fixture stopping', 'stopped']);
  });

  it('SIGTERM alone stops the process and exits 0', async () => {
    const exit = await runFixture('ok', ['SIGTERM']);
    expect(exit.code).toBe(0);
    expect(exit.stdout).toContain('"signal":"SIGTERM"');
  });

  it('SIGINT stops the process too', async () => {
    const exit = await runFixture('ok', ['SIGINT']);
    expect(exit.code).toBe(0);
    expect(exit.stdout).toContain('"signal":"SIGINT"');
  });

  it('a failed stop is logged and exits 1', async () => {
    const exit = await runFixture('stop-fails', ['SIGTERM']);
    expect(exit.code).toBe(1);
    expect(messages(exit.stdout)).toContain('shutdown failed');
  });

  it('a start-up error exits 1 with one line for the operator and no stack', async () => {
    const exit = await runFixture('start-fails');
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe('fixture failed to start: database unreachable at 127.0.0.1:1\n');
  });

  it('a configuration error exits 1 before anything starts', async () => {
    const exit = await runFixture('config-fails');
    expect(exit.code).toBe(1);
    expect(exit.stdout).toBe('');
    expect(exit.stderr).toBe('fixture failed to start: invalid configuration: PORT: expected a number\n');
  });
});
