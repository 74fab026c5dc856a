// What kind of content a document is: the mime type wins, then the file extension, then sniffing the text itself.

export const SOURCE_TYPES = [
  'text',
  'markdown',
  'code',
  'pdf',
  'image',
  'email',
  'html',
  'json',
  'yaml',
  'xml',
  'csv',
  'spreadsheet',
  'document',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

const CODE_EXTENSIONS = [
  'py', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'go', 'rs', 'java', 'kt', 'kts', 'scala', 'c', 'h', 'cpp', 'cc', 'cxx',
  'hpp', 'hh', 'cs', 'rb', 'php', 'swift', 'm', 'mm', 'sh', 'bash', 'zsh', 'ps1', 'sql', 'r', 'lua', 'pl', 'dart',
  'ex', 'exs', 'erl', 'hs', 'clj', 'fs', 'vue', 'svelte', 'proto', 'tf', 'css', 'scss', 'less',
] as const; // prettier-ignore

const BY_EXTENSION: Record<string, SourceType> = {
  txt: 'text', text: 'text', log: 'text', rst: 'text',
  md: 'markdown', markdown: 'markdown', mdx: 'markdown',
  json: 'json', jsonl: 'json', ndjson: 'json', geojson: 'json',
  yaml: 'yaml', yml: 'yaml',
  xml: 'xml', svg: 'image',
  html: 'html', htm: 'html', xhtml: 'html',
  csv: 'csv', tsv: 'csv',
  xls: 'spreadsheet', xlsx: 'spreadsheet', ods: 'spreadsheet', numbers: 'spreadsheet',
  pdf: 'pdf',
  png: 'image', jpg: 'image', jpeg: 'image', webp: 'image', gif: 'image', bmp: 'image', tif: 'image', tiff: 'image',
  heic: 'image',
  eml: 'email', msg: 'email', mbox: 'email',
  doc: 'document', docx: 'document', odt: 'document', rtf: 'document',
  ...Object.fromEntries(CODE_EXTENSIONS.map((e) => [e, 'code' as const])),
}; // prettier-ignore

/** Mime types matched exactly, after parameters (`; charset=...`) are dropped. */
const BY_MIME: Record<string, SourceType> = {
  'text/plain': 'text',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'application/json': 'json',
  'application/ld+json': 'json',
  'application/x-ndjson': 'json',
  'application/yaml': 'yaml',
  'application/x-yaml': 'yaml',
  'text/yaml': 'yaml',
  'text/x-yaml': 'yaml',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/csv': 'csv',
  'text/tab-separated-values': 'csv',
  'application/vnd.ms-excel': 'spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet': 'spreadsheet',
  'application/pdf': 'pdf',
  'message/rfc822': 'email',
  'application/vnd.ms-outlook': 'email',
  'application/msword': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.oasis.opendocument.text': 'document',
  'application/rtf': 'document',
  'application/javascript': 'code',
  'application/typescript': 'code',
  'application/x-sh': 'code',
  'application/sql': 'code',
};

function fromMime(mimeType: string | undefined): SourceType | undefined {
  if (!mimeType) return undefined;
  const mime = mimeType.split(';')[0]!.trim().toLowerCase();
  const exact = BY_MIME[mime];
  if (exact) return exact;
  if (mime.startsWith('image/')) return 'image';
  if (mime.endsWith('+json')) return 'json';
  if (mime.endsWith('+xml')) return 'xml';
  // text/x-python, text/x-java-source, text/javascript, text/x-c++src ...
  if (/^text\/(x-|javascript|ecmascript|css)/.test(mime)) return 'code';
  return undefined; // application/octet-stream and unknown types say nothing: sniff instead
}

function fromPath(path: string | undefined): SourceType | undefined {
  if (!path) return undefined;
  const name = path.split(/[\\/]/).pop() ?? '';
  if (/^(Dockerfile|Makefile|Jenkinsfile|Rakefile|Gemfile)$/.test(name)) return 'code';
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return undefined;
  return BY_EXTENSION[name.slice(dot + 1).toLowerCase()];
}

/** Looks at the text itself; `head` is the first few kilobytes, which is all the sniffers need. */
export function sniffSourceType(content: string): SourceType {
  const head = content.slice(0, 8192);
  const trimmed = head.trimStart();
  if (/^<!doctype html|^<html[\s>]/i.test(trimmed)) return 'html';
  if (/^<\?xml[\s?]/.test(trimmed)) return 'xml';
  if (/^[{[]/.test(trimmed) && looksLikeJson(content)) return 'json';
  if (looksLikeEmail(head)) return 'email';
  if (/^<([A-Za-z_][\w.-]*)[\s>][\s\S]*<\/\1>\s*$/.test(content.trim())) return 'xml';
  if (looksLikeCode(head)) return 'code';
  if (looksLikeMarkdown(head)) return 'markdown';
  if (looksLikeYaml(head)) return 'yaml';
  if (looksLikeDelimited(head)) return 'csv';
  return 'text';
}

function looksLikeJson(content: string): boolean {
  try {
    JSON.parse(content);
    return true;
  } catch {
    // JSON Lines: every non-empty line is a JSON value.
    const lines = content.split('\n').filter((l) => l.trim() !== '');
    if (lines.length < 2) return false;
    return lines.every((l) => {
      try {
        JSON.parse(l);
        return true;
      } catch {
        return false;
      }
    });
  }
}

function looksLikeEmail(head: string): boolean {
  // RFC 5322 header block: the message starts with headers and must carry From and one of Subject/Date/Message-ID.
  const headerBlock = head.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const lines = headerBlock.split(/\r?\n/);
  if (!/^[A-Za-z][\w-]*: /.test(lines[0] ?? '')) return false;
  const names = new Set(lines.map((l) => /^([A-Za-z][\w-]*):/.exec(l)?.[1]?.toLowerCase()).filter(Boolean));
  return names.has('from') && (names.has('subject') || names.has('date') || names.has('message-id'));
}

const CODE_LINE = [
  /^\s*(import|from)\s+[\w@./{}*\s,'"-]+(;|$)/,
  /^\s*(export\s+)?(default\s+)?(async\s+)?(function|class|interface|enum|const|let|var|type)\s+\w+/,
  /^\s*(def|class)\s+\w+.*:\s*$/,
  /^\s*(public|private|protected|static)\s+[\w<>[\]]+/,
  /^\s*(package|func|fn|impl|struct|use|mod|pub)\s+\w+/,
  /^\s*#include\s*[<"]/,
  /^\s*(if|for|while|switch)\s*\(.*\)\s*\{?\s*$/,
  /[;{}]\s*$/,
  /^\s*(return|throw)\b.*;?\s*$/,
  /^\s*(if|elif|else|for|while|try|except|finally|with)\b.*:\s*$/, // Python blocks
  /^\s*[\w.]+\(.*\)\s*;?\s*$/, // a bare call statement
  /^\s*("""|''')/, // docstrings
  /^\s*(\/\/|\/\*|\*\/?)/,
];

function looksLikeCode(head: string): boolean {
  if (/^#!\s*\/\S+/.test(head)) return true;
  const lines = head.split('\n').filter((l) => l.trim() !== '');
  if (lines.length < 3) return false;
  const codeLines = lines.filter((l) => CODE_LINE.some((re) => re.test(l))).length;
  return codeLines / lines.length >= 0.5;
}

function looksLikeMarkdown(head: string): boolean {
  let signals = 0;
  if (/^#{1,6}\s+\S/m.test(head)) signals += 2;
  if (/^```/m.test(head)) signals += 2;
  if (/\[[^\]\n]+\]\([^)\s]+\)/.test(head)) signals += 1;
  if (/^\s*[-*+]\s+\S/m.test(head)) signals += 1;
  if (/^\s*\|.*\|\s*$\n^\s*\|?\s*:?-{3,}/m.test(head)) signals += 2;
  if (/(\*\*|__)[^*_\n]+\1/.test(head)) signals += 1;
  return signals >= 2;
}

function looksLikeYaml(head: string): boolean {
  const lines = head.split('\n').filter((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
  if (lines.length < 2) return false;
  if (lines[0]?.trim() === '---') return true;
  // Prose also has "Label: value" lines, so require that (almost) every line is YAML-shaped and some nest.
  const shaped = lines.filter((l) => /^\s*[\w.-]+:(\s|$)|^\s*- \S|^\s+\S/.test(l)).length;
  const nested = lines.some((l) => /^\s+[\w.-]+:(\s|$)|^\s*- /.test(l));
  return shaped === lines.length && nested;
}

function looksLikeDelimited(head: string): boolean {
  const lines = head.split('\n').filter((l) => l.trim() !== '').slice(0, 20);
  if (lines.length < 2) return false;
  for (const delimiter of [',', '\t', ';']) {
    const counts = lines.map((l) => l.split(delimiter).length);
    // Every line has the same number (2+) of fields; the last line may be cut by the 8 KB head.
    const first = counts[0] ?? 0;
    const body = head.length === 8192 ? counts.slice(0, -1) : counts;
    if (first >= 2 && body.every((c) => c === first)) return true;
  }
  return false;
}

/** Source type from the hints, falling back to the content; a generic text mime does not hide markdown or code. */
export function detectSourceType(input: { content: string; mimeType?: string; sourcePath?: string }): SourceType {
  const byMime = fromMime(input.mimeType);
  const byPath = fromPath(input.sourcePath);
  if (byMime && byMime !== 'text') return byMime;
  if (byPath) return byPath;
  if (byMime === 'text') {
    // text/plain is what many clients send for anything textual; trust it unless the text is clearly richer.
    const sniffed = sniffSourceType(input.content);
    return sniffed === 'markdown' || sniffed === 'email' ? sniffed : 'text';
  }
  return sniffSourceType(input.content);
}
