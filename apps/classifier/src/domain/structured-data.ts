// Offline extraction of a data document's shape. `extracted` describes structure (format, columns, keys, types, counts)
// and never copies cell or field values: those may be personal data, and the classification must not carry any.
import Papa from 'papaparse';
import { parse as parseYaml } from 'yaml';
import { assertNever, type StorageType } from '@engram/core';
import type { SourceType } from './source-type';

export interface StructuredData {
  storageType: StorageType;
  hasExtractableData: boolean;
  extracted: Record<string, unknown> | null;
}

const NONE: StructuredData = { storageType: 'chunks', hasExtractableData: false, extracted: null };
const MAX_KEYS = 50;

type ValueType = 'null' | 'boolean' | 'number' | 'string' | 'date' | 'array' | 'object' | 'mixed';

function typeOf(value: unknown): ValueType {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  switch (typeof value) {
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'bigint':
      return 'number';
    case 'string':
      return 'string';
    default:
      return 'object';
  }
}

function cellType(cell: string): ValueType {
  const v = cell.trim();
  if (v === '') return 'null';
  if (/^[-+]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(v) || /^[-+]?\d*\.\d+([eE][-+]?\d+)?$/.test(v)) return 'number';
  if (/^(true|false|yes|no)$/i.test(v)) return 'boolean';
  if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v)) return 'date';
  return 'string';
}

/** Merges observed types of a field: null does not count, two different real types give `mixed`. */
function mergeType(a: ValueType | undefined, b: ValueType): ValueType {
  if (a === undefined || a === 'null') return b;
  if (b === 'null' || a === b) return a;
  return 'mixed';
}

function describeObject(obj: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(obj);
  return {
    keys: keys.slice(0, MAX_KEYS),
    keyCount: keys.length,
    types: Object.fromEntries(keys.slice(0, MAX_KEYS).map((k) => [k, typeOf(obj[k])])),
  };
}

/** An array of records becomes a table: the union of keys as columns, one row per element. */
function describeValue(value: unknown): Record<string, unknown> {
  if (Array.isArray(value)) {
    const records = value.filter((v): v is Record<string, unknown> => typeOf(v) === 'object');
    if (records.length > 0 && records.length === value.length) {
      const types = new Map<string, ValueType>();
      for (const r of records) for (const [k, v] of Object.entries(r)) types.set(k, mergeType(types.get(k), typeOf(v)));
      const columns = [...types.keys()].slice(0, MAX_KEYS);
      return { kind: 'table', columns, columnTypes: Object.fromEntries(columns.map((c) => [c, types.get(c)])), rows: records.length };
    }
    return { kind: 'array', items: value.length };
  }
  if (typeOf(value) === 'object') return { kind: 'object', ...describeObject(value as Record<string, unknown>) };
  return { kind: typeOf(value) };
}

function fromJson(content: string): Record<string, unknown> | null {
  try {
    return { format: 'json', ...describeValue(JSON.parse(content)) };
  } catch {
    const lines = content.split('\n').filter((l) => l.trim() !== '');
    try {
      return { format: 'jsonl', ...describeValue(lines.map((l) => JSON.parse(l) as unknown)) };
    } catch {
      return null;
    }
  }
}

function fromYaml(content: string): Record<string, unknown> | null {
  try {
    const value: unknown = parseYaml(content);
    // A YAML "document" that is only a scalar is prose that happened to parse.
    if (typeOf(value) !== 'object' && typeOf(value) !== 'array') return null;
    return { format: 'yaml', ...describeValue(value) };
  } catch {
    return null;
  }
}

function fromDelimited(content: string): Record<string, unknown> | null {
  const parsed = Papa.parse<string[]>(content.trim(), { skipEmptyLines: true });
  const [header, ...body] = parsed.data;
  if (!header || header.length < 2 || body.length === 0) return null;
  const consistent = body.filter((r) => r.length === header.length).length;
  if (consistent / body.length < 0.9) return null;
  const columns = header.map((h, i) => h.trim() || `column_${i + 1}`);
  const columnTypes = Object.fromEntries(
    columns.map((c, i) => [c, body.reduce<ValueType | undefined>((t, row) => mergeType(t, cellType(row[i] ?? '')), undefined) ?? 'null']),
  );
  const delimiter = parsed.meta.delimiter === '\t' ? 'tsv' : parsed.meta.delimiter === ',' ? 'csv' : 'dsv';
  return { format: delimiter, kind: 'table', columns, columnTypes, rows: body.length };
}

function fromXml(content: string): Record<string, unknown> | null {
  const body = content.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '');
  const root = /<([A-Za-z_][\w.:-]*)/.exec(body)?.[1];
  if (!root) return null;
  const elements = new Map<string, number>();
  for (const m of body.matchAll(/<([A-Za-z_][\w.:-]*)/g)) elements.set(m[1]!, (elements.get(m[1]!) ?? 0) + 1);
  elements.delete(root);
  return { format: 'xml', kind: 'tree', root, elements: Object.fromEntries([...elements].slice(0, MAX_KEYS)) };
}

/** Pipe tables inside Markdown or text: prose that also carries a table is stored as `both`. */
function markdownTables(content: string): Record<string, unknown>[] {
  const tables: Record<string, unknown>[] = [];
  const re = /^[ \t]*(\|?.*\|.*)\r?\n[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*\r?\n((?:[ \t]*\|?.*\|.*(?:\r?\n|$))*)/gm;
  const cells = (line: string) => line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  for (const m of content.matchAll(re)) {
    const columns = cells(m[1]!);
    const rows = (m[3] ?? '').split('\n').filter((l) => l.trim() !== '');
    tables.push({ columns, rows: rows.length });
  }
  return tables;
}

/** Decides storage and extracts the data shape for data formats; prose with tables is `both`. */
export function extractStructuredData(content: string, sourceType: SourceType): StructuredData {
  let extracted: Record<string, unknown> | null;
  switch (sourceType) {
    case 'json':
      extracted = fromJson(content);
      break;
    case 'yaml':
      extracted = fromYaml(content);
      break;
    case 'csv':
    case 'spreadsheet':
      extracted = fromDelimited(content);
      break;
    case 'xml':
      extracted = fromXml(content);
      break;
    case 'markdown':
    case 'text':
    case 'email':
    case 'html':
    case 'document':
    case 'pdf': {
      const tables = markdownTables(content);
      if (tables.length === 0) return NONE;
      return { storageType: 'both', hasExtractableData: true, extracted: { format: 'markdown_table', tables } };
    }
    case 'code':
    case 'image':
      return NONE;
    default:
      return assertNever(sourceType, 'source type');
  }
  if (extracted === null) return NONE;
  // Data that carries text stays searchable through chunks too (`both`); purely numeric data gains nothing from
  // chunk embeddings and is stored as `structured` only.
  return { storageType: carriesText(extracted) ? 'both' : 'structured', hasExtractableData: true, extracted };
}

function carriesText(extracted: Record<string, unknown>): boolean {
  const types = (extracted.columnTypes ?? extracted.types) as Record<string, ValueType> | undefined;
  if (!types) return true; // trees, arrays of scalars: assume text
  const NON_TEXT: ValueType[] = ['number', 'boolean', 'date', 'null'];
  return Object.values(types).some((t) => !NON_TEXT.includes(t));
}
