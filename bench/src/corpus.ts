// BEIR-format corpus and queries (one JSON object a line), read from the shared data folder; nothing is copied into
// the repository.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface CorpusDocument {
  id: string;
  title: string;
  text: string;
}

export interface BenchQuery {
  id: string;
  text: string;
}

export const DEFAULT_CORPUS = '/work/shared/data/scifact/corpus.jsonl';

/** Corpus path from BENCH_CORPUS; queries sit beside it unless BENCH_QUERIES says otherwise. */
export function dataPaths(env: NodeJS.ProcessEnv = process.env): { corpus: string; queries: string; name: string } {
  const corpus = path.resolve(env.BENCH_CORPUS ?? DEFAULT_CORPUS);
  const queries = path.resolve(env.BENCH_QUERIES ?? path.join(path.dirname(corpus), 'queries.jsonl'));
  return { corpus, queries, name: path.basename(path.dirname(corpus)) };
}

function jsonLines(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export function readCorpus(file: string): CorpusDocument[] {
  return jsonLines(file)
    .map((d) => ({ id: String(d._id), title: String(d.title ?? ''), text: String(d.text ?? '') }))
    .filter((d) => d.text.trim() !== ''); // the API rejects empty content
}

export function readQueries(file: string): BenchQuery[] {
  const seen = new Set<string>();
  const out: BenchQuery[] = [];
  for (const q of jsonLines(file)) {
    const text = String(q.text ?? '').trim();
    // Duplicate texts would hit the query-embedding cache and blur the miss/hit split.
    if (!text || seen.has(text)) continue;
    seen.add(text);
    out.push({ id: String(q._id), text });
  }
  return out;
}
