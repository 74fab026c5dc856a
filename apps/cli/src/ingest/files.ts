// Which files a folder ingest reads: text-like files found recursively, without hidden entries, dependency and build
// folders, or anything that turns out to be binary. Every skipped file is reported with its reason.
import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Extensions read as text, with the MIME type sent as a hint. */
const TEXT_TYPES: Record<string, string> = {
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
  '.mdx': 'text/markdown',
  '.txt': 'text/plain',
  '.text': 'text/plain',
  '.rst': 'text/x-rst',
  '.adoc': 'text/asciidoc',
  '.org': 'text/plain',
  '.log': 'text/plain',
  '.json': 'application/json',
  '.jsonl': 'application/jsonl',
  '.ndjson': 'application/jsonl',
  '.csv': 'text/csv',
  '.tsv': 'text/tab-separated-values',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.xml': 'application/xml',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
  '.toml': 'application/toml',
  '.ini': 'text/plain',
  '.eml': 'message/rfc822',
  '.tex': 'text/x-tex',
  '.ts': 'text/typescript',
  '.tsx': 'text/typescript',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.cjs': 'text/javascript',
  '.py': 'text/x-python',
  '.go': 'text/x-go',
  '.rs': 'text/x-rust',
  '.java': 'text/x-java',
  '.kt': 'text/x-kotlin',
  '.c': 'text/x-c',
  '.h': 'text/x-c',
  '.cpp': 'text/x-c++',
  '.hpp': 'text/x-c++',
  '.cs': 'text/x-csharp',
  '.rb': 'text/x-ruby',
  '.php': 'text/x-php',
  '.swift': 'text/x-swift',
  '.sh': 'text/x-shellscript',
  '.sql': 'application/sql',
  '.css': 'text/css',
};

/** Folders never worth ingesting: dependencies and build output. Hidden folders (.git, .venv, ...) are skipped too. */
const SKIPPED_DIRS = new Set(['node_modules', '__pycache__', 'dist', 'build', 'target', 'vendor']);

/** Engram takes up to 10 MiB of content per document (docs/api-decisions.md, Ingest). */
export const MAX_CONTENT_BYTES = 10 * 1024 * 1024;

export function mimeTypeOf(file: string): string | undefined {
  return TEXT_TYPES[path.extname(file).toLowerCase()];
}

export interface FoundFile {
  absolute: string;
  /** Path relative to the folder given, with `/` separators: the document's source_path and title. */
  relative: string;
}

export interface Skipped {
  path: string;
  reason: string;
}

/** Walks `root` depth-first in name order (stable output), collecting candidate files and what it skipped. */
export async function findFiles(root: string): Promise<{ files: FoundFile[]; skipped: Skipped[] }> {
  const files: FoundFile[] = [];
  const skipped: Skipped[] = [];
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
  async function walk(dir: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('.')) continue; // hidden files and folders: never content a user meant to share
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) await walk(full);
        continue;
      }
      // Symlinked files are read; symlinked folders are not followed (they can loop).
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        const target = await stat(full).catch(() => undefined);
        isFile = target?.isFile() ?? false;
      }
      if (!isFile) continue;
      if (!mimeTypeOf(entry.name)) {
        skipped.push({ path: rel(full), reason: 'not a text file type' });
        continue;
      }
      files.push({ absolute: full, relative: rel(full) });
    }
  }
  await walk(root);
  return { files, skipped };
}

export type ReadResult = { ok: true; content: string } | { ok: false; reason: string };

/** Reads a file as UTF-8 text; binary content (NUL bytes, invalid UTF-8), empty and oversized files are refused. */
export async function readTextFile(file: string): Promise<ReadResult> {
  const info = await lstat(file).then((s) => (s.isSymbolicLink() ? stat(file) : s));
  if (info.size > MAX_CONTENT_BYTES) return { ok: false, reason: `larger than ${MAX_CONTENT_BYTES} bytes` };
  const bytes = await readFile(file);
  return decodeText(bytes);
}

export function decodeText(bytes: Buffer): ReadResult {
  if (bytes.includes(0)) return { ok: false, reason: 'binary content' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'not UTF-8 text' };
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // byte-order mark
  if (text.trim().length === 0) return { ok: false, reason: 'empty' };
  return { ok: true, content: text };
}
