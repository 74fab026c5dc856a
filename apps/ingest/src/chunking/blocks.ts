// Block structure of a document with true offsets: Markdown headings, fenced code, lists, tables and paragraphs,
// or, for code and data files, blank-line-separated blocks. Offsets always point into the original text.

export type BlockKind = 'heading' | 'code' | 'table' | 'list_item' | 'paragraph';

export interface Block {
  kind: BlockKind;
  /** Offset of the first non-whitespace character. */
  start: number;
  /** Offset just after the last non-whitespace character. */
  end: number;
  /** Heading path the block sits under, outermost first; a heading block's own path ends with itself. */
  headings: string[];
  /** Heading level (1-6) for heading blocks. */
  level?: number;
}

/** Source types whose text is not prose: no Markdown parsing ("# comment" is not a heading in Python). */
const LINE_ORIENTED = new Set(['code', 'json', 'yaml', 'xml', 'csv', 'spreadsheet']);

interface Line {
  start: number;
  /** End of the line's content, excluding the newline. */
  end: number;
  text: string;
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    lines.push({ start, end, text: text.slice(start, end) });
    if (nl === -1) break;
    start = nl + 1;
  }
  return lines;
}

/** Narrows [start, end) to its non-whitespace extent; null when it holds only whitespace. */
export function trimSpan(text: string, start: number, end: number): [number, number] | null {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  return s < e ? [s, e] : null;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+\S/;
const TABLE_ROW = /^[ \t]*\|/;
const BLANK = /^\s*$/;

export function parseBlocks(text: string, sourceType?: string): Block[] {
  return sourceType !== undefined && LINE_ORIENTED.has(sourceType) ? plainBlocks(text) : markdownBlocks(text);
}

function plainBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let open: number | undefined;
  const lines = splitLines(text);
  lines.forEach((line, i) => {
    if (!BLANK.test(line.text)) open ??= line.start;
    const last = i === lines.length - 1;
    if (open !== undefined && (BLANK.test(line.text) || last)) {
      const span = trimSpan(text, open, last ? line.end : line.start);
      if (span) blocks.push({ kind: 'code', start: span[0], end: span[1], headings: [] });
      open = undefined;
    }
  });
  return blocks;
}

function markdownBlocks(text: string): Block[] {
  const lines = splitLines(text);
  const blocks: Block[] = [];
  const stack: Array<{ level: number; title: string }> = [];
  const path = () => stack.map((h) => h.title);
  let current: { kind: BlockKind; start: number; end: number } | undefined;

  const flush = () => {
    if (!current) return;
    const span = trimSpan(text, current.start, current.end);
    if (span) blocks.push({ kind: current.kind, start: span[0], end: span[1], headings: path() });
    current = undefined;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = FENCE_OPEN.exec(line.text);
    if (fence) {
      flush();
      const marker = fence[1]!;
      const close = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`);
      let j = i + 1;
      while (j < lines.length && !close.test(lines[j]!.text)) j++;
      const last = lines[Math.min(j, lines.length - 1)]!; // an unclosed fence runs to the end of the document
      current = { kind: 'code', start: line.start, end: last.end };
      flush();
      i = j;
      continue;
    }
    const heading = HEADING.exec(line.text);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      while (stack.length > 0 && stack[stack.length - 1]!.level >= level) stack.pop();
      stack.push({ level, title: (heading[2] ?? '').trim() });
      const span = trimSpan(text, line.start, line.end);
      if (span) blocks.push({ kind: 'heading', start: span[0], end: span[1], headings: path(), level });
      continue;
    }
    if (BLANK.test(line.text)) {
      flush();
      continue;
    }
    const kind: BlockKind = LIST_ITEM.test(line.text) ? 'list_item' : TABLE_ROW.test(line.text) ? 'table' : 'paragraph';
    // A new list item always starts a unit; a table row continues only a table; other lines continue what is open.
    const continues =
      current !== undefined &&
      kind !== 'list_item' &&
      (kind === 'table') === (current.kind === 'table');
    if (continues) current!.end = line.end;
    else {
      flush();
      current = { kind, start: line.start, end: line.end };
    }
  }
  flush();
  return blocks;
}
