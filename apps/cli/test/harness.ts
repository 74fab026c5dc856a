// Runs `engram` the way a user does: a child process with its own HOME and config directory, stdin, env and working
// directory, against a real Engram started in this process (PGlite, the bundled encoder, every service; no mocks).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadServerConfig, startServer, type RunningServer } from '@engram/server';
import { createLogger } from '@engram/telemetry';
import { tempDir, type TempDir } from '@engram/testing';

const CLI_DIR = path.resolve(__dirname, '..');
export const MAIN = path.join(CLI_DIR, 'src', 'main.ts');
export const BIN = path.join(CLI_DIR, 'bin', 'engram.js');
/** util-linux `script`, which gives a command a pseudo-terminal; Debian installs it (bsdutils). */
export const SCRIPT = ['/usr/bin/script', '/bin/script'].find((p) => existsSync(p));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON (fails the test when it is anything else). */
  json<T = any>(): T;
}

export interface RunOptions {
  env?: Record<string, string | undefined>;
  input?: string;
  /** The user's directory: relative paths are read from here (INIT_CWD, as pnpm sets it). */
  cwd?: string;
  /** Run the installed `bin/engram.js` shim with `cwd` as the real working directory instead of `node --import tsx`. */
  bin?: boolean;
}

/** One person at a terminal: their own HOME and config directory, pointed at Engram by ENGRAM_URL unless told not to. */
export class User {
  constructor(
    readonly home: string,
    readonly url: string | undefined,
  ) {}

  get configDir(): string {
    return path.join(this.home, '.config', 'engram');
  }

  /**
   * Runs the command on a pseudo-terminal (util-linux `script`), as in an interactive shell: stdout and stderr are
   * both the terminal, and come back together in `stdout`.
   */
  runInTerminal(args: string[], options: RunOptions = {}): Promise<CliResult> {
    const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    const command = [process.execPath, '--import', 'tsx', MAIN, ...args].map(quote).join(' ');
    return this.run([], { ...options, bin: false, argv: [SCRIPT ?? 'script', '-qec', command, '/dev/null'] });
  }

  run(args: string[], options: RunOptions & { argv?: string[] } = {}): Promise<CliResult> {
    // Nothing from the test process's environment leaks in (CI may set ENGRAM_* for the server tests).
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: this.home,
      XDG_CONFIG_HOME: path.join(this.home, '.config'),
      NODE_OPTIONS: '',
      ...(this.url ? { ENGRAM_URL: this.url } : {}),
    };
    if (options.cwd && !options.bin) env.INIT_CWD = options.cwd;
    for (const [k, v] of Object.entries(options.env ?? {})) {
      if (v === undefined) delete env[k];
      else env[k] = v;
    }
    const [file, ...argv] = options.argv ?? [
      process.execPath,
      ...(options.bin ? [BIN, ...args] : ['--import', 'tsx', MAIN, ...args]),
    ];
    const child = spawn(file!, argv, {
      cwd: options.bin ? (options.cwd ?? this.home) : CLI_DIR,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.stdin.end(options.input ?? '');
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code) => {
        const stdout = Buffer.concat(out).toString('utf8');
        const stderr = Buffer.concat(err).toString('utf8');
        resolve({
          code,
          stdout,
          stderr,
          json() {
            try {
              return JSON.parse(stdout);
            } catch {
              throw new Error(`stdout is not JSON (exit ${code}):\n${stdout}\nstderr:\n${stderr}`);
            }
          },
        });
      });
    });
  }
}

export interface TestBed {
  server: RunningServer;
  dir: TempDir;
  /** A new user with an empty home; `url: false` leaves ENGRAM_URL unset. */
  user(name: string, options?: { url?: false }): Promise<User>;
  stop(): Promise<void>;
}

export async function startTestBed(): Promise<TestBed> {
  const dir = await tempDir('engram-cli-');
  await mkdir(path.join(dir.path, 'data'));
  const server = await startServer(
    loadServerConfig({
      ENGRAM_DATA_DIR: path.join(dir.path, 'data'),
      PORT: '0',
      HOST: '127.0.0.1',
      ENGRAM_EMBEDDER_WORKERS: '1',
      LOG_LEVEL: 'silent',
      ENGRAM_PUBLIC_RATE_LIMIT_PER_MINUTE: '1000',
    }),
    createLogger({ service: 'cli-test', level: 'silent' }),
  );
  return {
    server,
    dir,
    async user(name, options = {}) {
      const home = path.join(dir.path, 'home', name);
      await mkdir(home, { recursive: true });
      return new User(home, options.url === false ? undefined : server.url);
    },
    async stop() {
      await server.stop();
      await dir.remove();
    },
  };
}
