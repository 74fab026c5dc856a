// Small pieces every command uses: option parsers, the action wrapper that builds the Context, reading stdin.
import { InvalidArgumentError, type Command } from 'commander';
import { Context, type GlobalOptions, type RunEnvironment } from '../context';
import { usage } from '../errors';

/** Repeatable option: `--namespace a --namespace b` → ['a', 'b']. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

export function intIn(min: number, max: number): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError(`Expected a whole number from ${min} to ${max}.`);
    const n = Number(value);
    if (n < min || n > max) throw new InvalidArgumentError(`Expected a whole number from ${min} to ${max}.`);
    return n;
  };
}

export function oneOf<T extends string>(values: readonly T[]): (value: string) => T {
  return (value) => {
    if (!(values as readonly string[]).includes(value))
      throw new InvalidArgumentError(`Expected one of: ${values.join(', ')}.`);
    return value as T;
  };
}

export function jsonObject(value: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new InvalidArgumentError('Expected a JSON object, e.g. \'{"project":"apollo"}\'.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new InvalidArgumentError('Expected a JSON object.');
  return parsed as Record<string, unknown>;
}

export type Action<O> = (ctx: Context, options: O, ...args: string[]) => Promise<void>;

/** Wraps a command body: commander hands over positionals, then the options, then the command itself. */
export function action<O>(run: RunEnvironment, body: Action<O>): (...all: unknown[]) => Promise<void> {
  return async (...all: unknown[]) => {
    const command = all[all.length - 1] as Command;
    const options = all[all.length - 2] as O;
    const args = all.slice(0, -2).flat() as string[];
    const ctx = new Context(run, command.optsWithGlobals<GlobalOptions>());
    await body(ctx, options, ...args);
  };
}

/** All of stdin as text; a usage error when stdin is a terminal (nothing was piped). */
export async function readStdin(stdin: NodeJS.ReadStream, what: string): Promise<string> {
  if (stdin.isTTY) throw usage('input_missing', `No ${what}: pass it as an option or pipe it on stdin.`);
  const parts: Buffer[] = [];
  for await (const chunk of stdin) parts.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

/** The first line of stdin (a password piped in), without its line ending. */
export async function readStdinLine(stdin: NodeJS.ReadStream, what: string): Promise<string> {
  const text = await readStdin(stdin, what);
  return text.split(/\r?\n/)[0] ?? '';
}

export const SENSITIVITIES = ['public', 'internal', 'confidential', 'personal'] as const;
export const FACT_TYPES = ['fact', 'preference', 'episode', 'decision'] as const;

export function shortDate(iso: string | null | undefined): string {
  return iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '-';
}
