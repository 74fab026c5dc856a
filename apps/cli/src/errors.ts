// Exit codes and the one error line: every failure ends as `error: <code>: <detail>` on stderr and one of these codes.
import { EngramError } from '@engram/client';

export const EXIT = {
  ok: 0,
  /** Engram answered with an error (4xx/5xx), or a job failed. */
  api: 1,
  /** The command line itself is wrong (unknown option, missing argument, bad value). */
  usage: 2,
  /** No credentials or config to act with, or Engram refused them (401). */
  auth: 3,
  /** Engram could not be reached. */
  network: 4,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error the CLI itself raises, with its own stable code (snake_case like Engram's). */
export class CliError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly exitCode: ExitCode = EXIT.usage,
  ) {
    super(message);
  }
}

export const usage = (code: string, message: string) => new CliError(code, message, EXIT.usage);

export function exitCodeOf(err: unknown): ExitCode {
  if (err instanceof CliError) return err.exitCode;
  if (err instanceof EngramError) {
    if (err.code === 'network_error') return EXIT.network;
    if (err.status === 401) return EXIT.auth;
    return EXIT.api;
  }
  return EXIT.api;
}

/** The error as one line: `<code>: <detail>`, with the request id when Engram gave one (to quote in a report). */
export function describeError(err: unknown): string {
  const oneLine = (s: string) => s.replace(/\s*\n\s*/g, ' ').trim();
  if (err instanceof CliError) return oneLine(`${err.code}: ${err.message}`);
  if (err instanceof EngramError) {
    const fields = err.errors?.length ? ` (${err.errors.map((e) => `${e.field}: ${e.message}`).join('; ')})` : '';
    const request = err.requestId ? ` [request ${err.requestId}]` : '';
    return oneLine(`${err.code}: ${err.detail}${fields}${request}`);
  }
  if (err instanceof Error) return oneLine(`internal_error: ${err.message}`);
  return oneLine(`internal_error: ${String(err)}`);
}
