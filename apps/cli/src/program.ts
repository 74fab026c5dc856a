// The command tree and one run of it: parse, dispatch, and turn every failure into one line and an exit code.
import { Command, CommanderError } from 'commander';
import { EXIT, describeError, exitCodeOf, type ExitCode } from './errors';
import { colorEnabled } from './output';
import type { RunEnvironment } from './context';
import { registerAuth } from './commands/auth';
import { registerDocuments } from './commands/documents';
import { registerIngest } from './commands/ingest';
import { registerManage } from './commands/manage';
import { registerMemory } from './commands/memory';
import { registerQuery } from './commands/query';

export function buildProgram(run: RunEnvironment): Command {
  const program = new Command('engram')
    .description('Engram from the command line: ingest, query, memory, namespaces and API keys.')
    .version('0.1.0')
    .option('-p, --profile <name>', 'saved profile to use (default: ENGRAM_PROFILE or "default")')
    .option('--url <url>', 'Engram address (default: ENGRAM_URL, the profile, or http://127.0.0.1:8080)')
    .option('--json', 'print the result as JSON on stdout (nothing else goes to stdout)')
    .option('--no-color', 'no colours (NO_COLOR=1 does the same)')
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText(
      'after',
      '\nEnvironment: ENGRAM_URL, ENGRAM_API_KEY (override the profile), ENGRAM_PROFILE, ENGRAM_CONFIG_DIR, NO_COLOR.\nExit codes: 0 ok, 1 Engram refused or a job failed, 2 usage, 3 credentials missing or refused, 4 Engram unreachable.',
    );
  registerAuth(program, run);
  registerIngest(program, run);
  registerQuery(program, run);
  registerDocuments(program, run);
  registerMemory(program, run);
  registerManage(program, run);

  // Every command reports its own usage errors through the thrown CommanderError, as one line (below).
  const quiet = (cmd: Command) => {
    cmd.exitOverride().configureOutput({
      writeOut: (s) => run.streams.stdout.write(s),
      // Help asked for by mistake (a group without its command) goes to stderr; error messages are printed below.
      writeErr: (s) => run.streams.stderr.write(s),
      outputError: () => undefined,
    });
    cmd.showHelpAfterError(false);
    cmd.commands.forEach(quiet);
  };
  quiet(program);
  return program;
}

/** Runs the CLI once with `argv` (without node and script) and returns the exit code. */
export async function runCli(argv: string[], run: RunEnvironment): Promise<ExitCode> {
  const program = buildProgram(run);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version end this way too, with exit code 0.
      if (err.exitCode === 0) return EXIT.ok;
      if (err.code === 'commander.help') return EXIT.usage; // the help is already on stderr
      const message = err.message.replace(/^error:\s*/, '');
      printError(run, argv, `${commanderCode(err.code)}: ${message} (see --help)`);
      return EXIT.usage;
    }
    printError(run, argv, describeError(err));
    return exitCodeOf(err);
  }
}

function printError(run: RunEnvironment, argv: string[], line: string): void {
  const color = colorEnabled(run.streams.stderr, run.env, !argv.includes('--no-color'));
  const label = color ? '\u001b[31merror:\u001b[39m' : 'error:';
  run.streams.stderr.write(`${label} ${line.replace(/\s*\n\s*/g, ' ').trim()}\n`);
}

/** commander.unknownOption → unknown_option: the same snake_case shape as Engram's codes. */
function commanderCode(code: string): string {
  return code.replace(/^commander\./, '').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
