// engram: the command line for Engram. The composition root: the process's streams, environment and working directory
// go in, an exit code comes out. Relative paths are the user's: pnpm runs scripts from the repo root and sets INIT_CWD.
import { runCli } from './program';

async function main(): Promise<void> {
  // A closed pipe (`engram query ... | head`) is not an error worth a stack trace.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  });
  const code = await runCli(process.argv.slice(2), {
    env: process.env,
    streams: { stdout: process.stdout, stderr: process.stderr },
    stdin: process.stdin,
    cwd: process.env.INIT_CWD || process.cwd(),
  });
  process.exitCode = code;
}

void main();
