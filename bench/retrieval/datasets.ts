// The two evaluation datasets, read from the shared data folder into one shape: namespaces of documents and queries
// with graded relevance judgments scoped to one namespace.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface EvalDocument {
  id: string;
  title: string;
  content: string;
}

export interface EvalQuery {
  id: string;
  text: string;
  /** Namespace (key) searched for this query. */
  namespace: string;
  /** Relevant document id -> grade (> 0). */
  relevant: Map<string, number>;
}

export interface EvalDataset {
  name: 'scifact' | 'locomo';
  namespaces: Map<string, EvalDocument[]>;
  queries: EvalQuery[];
}

export const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/work/shared/data';

function jsonLines(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** BEIR TSV qrels (`query-id corpus-id score` with a header line). */
export function readQrels(file: string): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
    const [q, d, s] = line.trim().split(/\t/);
    if (!q || !d || !(Number(s) > 0)) continue;
    const m = out.get(q) ?? new Map<string, number>();
    m.set(d, Number(s));
    out.set(q, m);
  }
  return out;
}

/**
 * BEIR SciFact. `limit` keeps about that many documents: the relevant documents of the judged queries in file order
 * until half the budget is used, then the rest of the corpus in order as distractors; only queries whose relevant
 * documents are all kept are scored.
 */
export function loadSciFact(options: { dir?: string; qrels?: string; limit?: number } = {}): EvalDataset {
  const dir = options.dir ?? path.join(DATA_DIR, 'scifact');
  const qrels = readQrels(options.qrels ?? path.join(dir, 'qrels', 'train.tsv'));
  let corpus: EvalDocument[] = jsonLines(path.join(dir, 'corpus.jsonl'))
    .map((d) => ({ id: String(d._id), title: String(d.title ?? ''), content: String(d.text ?? '') }))
    .filter((d) => d.content.trim() !== '');
  const texts = new Map(jsonLines(path.join(dir, 'queries.jsonl')).map((q) => [String(q._id), String(q.text ?? '')]));
  let judged = [...qrels.entries()].filter(([id]) => texts.has(id));
  if (options.limit !== undefined && options.limit < corpus.length) {
    const limit = options.limit;
    const kept = new Set<string>();
    for (const [, rel] of judged) {
      if (kept.size + rel.size > limit / 2) break;
      for (const d of rel.keys()) kept.add(d);
    }
    for (const d of corpus) {
      if (kept.size >= limit) break;
      kept.add(d.id);
    }
    corpus = corpus.filter((d) => kept.has(d.id));
    const present = new Set(corpus.map((d) => d.id));
    judged = judged.filter(([, rel]) => [...rel.keys()].every((d) => present.has(d)));
  }
  return {
    name: 'scifact',
    namespaces: new Map([['scifact', corpus]]),
    queries: judged.map(([id, relevant]) => ({ id, text: texts.get(id)!, namespace: 'scifact', relevant })),
  };
}

interface LocomoTurn {
  speaker: string;
  dia_id: string;
  text: string;
  blip_caption?: string;
}

/**
 * LoCoMo: each conversation is a namespace and every dialog turn a small document (`D1:3`); a question is scored
 * against its evidence turns within its own conversation. `limit` keeps the first N conversations.
 */
export function loadLocomo(options: { file?: string; limit?: number } = {}): EvalDataset {
  const file = options.file ?? path.join(DATA_DIR, 'locomo', 'locomo10.json');
  const samples = JSON.parse(readFileSync(file, 'utf8')) as Array<{
    sample_id: string;
    conversation: Record<string, unknown>;
    qa: Array<{ question: string; evidence?: string[] }>;
  }>;
  const namespaces = new Map<string, EvalDocument[]>();
  const queries: EvalQuery[] = [];
  for (const sample of samples.slice(0, options.limit ?? samples.length)) {
    const ns = sample.sample_id;
    const docs: EvalDocument[] = [];
    for (const [key, value] of Object.entries(sample.conversation)) {
      if (!/^session_\d+$/.test(key) || !Array.isArray(value)) continue;
      for (const turn of value as LocomoTurn[]) {
        // A shared photo is part of what was said; its caption is the only text form of it.
        const photo = turn.blip_caption ? ` [shares a photo: ${turn.blip_caption}]` : '';
        docs.push({ id: turn.dia_id, title: '', content: `${turn.speaker}: ${turn.text}${photo}` });
      }
    }
    namespaces.set(ns, docs);
    const ids = new Set(docs.map((d) => d.id));
    sample.qa.forEach((qa, i) => {
      // A few evidence entries are malformed ("D8:6; D9:17", "D:11:26"): split and normalise, keep known turns.
      const evidence = (qa.evidence ?? [])
        .flatMap((e) => e.split(/[;,\s]+/))
        .map((e) => e.replace(/^D:?(\d+):(\d+)$/, 'D$1:$2'))
        .filter((e) => ids.has(e));
      if (evidence.length === 0 || !qa.question?.trim()) return;
      queries.push({ id: `${ns}#${i}`, text: qa.question, namespace: ns, relevant: new Map(evidence.map((e) => [e, 1])) });
    });
  }
  return { name: 'locomo', namespaces, queries };
}
