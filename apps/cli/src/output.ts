// What the CLI prints: results on stdout (human text, or with --json exactly one JSON document and nothing else),
// errors and progress on stderr. Colour only on a terminal, never with NO_COLOR set (https://no-color.org), forced
// with FORCE_COLOR (NO_COLOR still wins).

export interface Streams {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

export function colorEnabled(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv, flag: boolean): boolean {
  if (!flag) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false') return true;
  return Boolean(stream.isTTY) && env.TERM !== 'dumb';
}

type Style = 'bold' | 'dim' | 'red' | 'green' | 'yellow' | 'cyan';
const ANSI: Record<Style, [number, number]> = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39],
};

export interface Column<T> {
  header: string;
  value: (row: T) => unknown;
  /** Longest width before the cell is cut with an ellipsis (content, titles). */
  max?: number;
}

export class Output {
  constructor(
    private readonly streams: Streams,
    readonly json: boolean,
    private readonly colorOut: boolean,
    private readonly colorErr: boolean,
  ) {}

  get stderrIsTTY(): boolean {
    return Boolean(this.streams.stderr.isTTY);
  }

  get stderr(): NodeJS.WriteStream {
    return this.streams.stderr;
  }

  style(s: string, style: Style, stream: 'out' | 'err' = 'out'): string {
    if (!(stream === 'out' ? this.colorOut : this.colorErr)) return s;
    const [open, close] = ANSI[style];
    return `\u001b[${open}m${s}\u001b[${close}m`;
  }

  /** A line of human output; ignored in --json mode, where only `result` writes to stdout. */
  line(s = ''): void {
    if (!this.json) this.streams.stdout.write(`${s}\n`);
  }

  /** The command's result: with --json the value as JSON, otherwise `human` renders it. */
  result<T>(value: T, human: (value: T) => void): void {
    if (this.json) this.streams.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
    else human(value);
  }

  /** A note for the person at the terminal (stderr, so stdout stays the result). */
  note(s: string): void {
    this.streams.stderr.write(`${s}\n`);
  }

  warn(s: string): void {
    this.streams.stderr.write(`${this.style('warning:', 'yellow', 'err')} ${s}\n`);
  }

  error(s: string): void {
    this.streams.stderr.write(`${this.style('error:', 'red', 'err')} ${s}\n`);
  }

  /** Plain aligned columns: no borders, so the output also greps and cuts well. */
  table<T>(rows: readonly T[], columns: readonly Column<T>[], empty = '(none)'): void {
    if (this.json) return;
    if (rows.length === 0) {
      this.line(this.style(empty, 'dim'));
      return;
    }
    const cells = rows.map((row) => columns.map((c) => cell(c.value(row), c.max)));
    const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i]!.length)));
    const render = (values: string[]) =>
      values
        .map((v, i) => (i === values.length - 1 ? v : v.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd();
    this.line(this.style(render(columns.map((c) => c.header.toUpperCase())), 'bold'));
    for (const r of cells) this.line(render(r));
  }

  /** Field / value pairs, one per line. */
  fields(pairs: ReadonlyArray<[string, unknown]>): void {
    const width = Math.max(...pairs.map(([k]) => k.length));
    for (const [k, v] of pairs) this.line(`${this.style(`${k}:`.padEnd(width + 1), 'bold')} ${cell(v)}`);
  }
}

export function cell(value: unknown, max?: number): string {
  let s: string;
  if (value === null || value === undefined) s = '-';
  else if (Array.isArray(value)) s = value.length ? value.map((v) => cell(v)).join(', ') : '-';
  else if (typeof value === 'object') s = JSON.stringify(value);
  else s = String(value);
  s = s.replace(/\s+/g, ' ').trim();
  if (max !== undefined && s.length > max) s = `${s.slice(0, Math.max(1, max - 1))}…`;
  return s;
}
