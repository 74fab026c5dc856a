// `pnpm --filter @engram/bench retrieval -- --dataset scifact|locomo [--qrels path] [--limit N] [--no-peers]
//   [--record file] [--bm25-sweep] [--document-weight-sweep] [--encoder-windows N]`
// Prints a markdown table for docs/benchmarks.md and keeps the raw numbers in bench/results/.
import { parseArgs } from 'node:util';
import { machine, writeResult } from '../src/report';
import { writeFileSync } from 'node:fs';
import type { EvalDataset } from './datasets';
import type { EngramWorkspace, LegRecorder } from './engram';
import { runHarness, type HarnessResult } from './harness';
import type { Recording } from './tune';

function writeRecording(file: string, dataset: string, data: EvalDataset, recorder: LegRecorder, ws: EngramWorkspace): void {
  const hits = (list: Array<{ chunkId: string; documentId: string; score: number }>) =>
    list.map((h) => [h.chunkId, ws.datasetId(h.documentId), h.score] as [string, string, number]);
  const recording: Recording = {
    dataset,
    queries: data.queries.map((q) => ({
      id: q.id,
      text: q.text,
      relevant: [...q.relevant],
      semantic: hits(recorder.legs.get(q.id)?.semantic ?? []),
      keyword: hits(recorder.legs.get(q.id)?.keyword ?? []),
    })),
  };
  writeFileSync(file, JSON.stringify(recording));
}

const BM25_GRID = [0.9, 1.2, 1.5].flatMap((k1) =>
  [0.4, 0.6, 0.75, 0.9].flatMap((b) => [1, 2, 3].map((titleWeight) => ({ k1, b, titleWeight }))),
);
/** Share of a chunk's keyword score that is its document's (DEFAULT_BM25.documentWeight), at default k1, b, title. */
const DOCUMENT_WEIGHT_GRID = [0, 0.3, 0.5, 0.7, 0.85, 1].map((documentWeight) => ({ documentWeight }));

/** Documents per classifier language, as a one-row markdown table (non-English first column). */
export function languageTable(r: Pick<HarnessResult, 'dataset' | 'documents' | 'languages' | 'nonEnglish'>): string {
  const langs = Object.entries(r.languages);
  const head = ['Dataset', 'Documents', 'Not English', ...langs.map(([l]) => l)];
  const row = [r.dataset, String(r.documents), String(r.nonEnglish), ...langs.map(([, n]) => String(n))];
  return [head, head.map(() => '---'), row].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export function markdownTable(r: HarnessResult): string {
  const f = (x: number) => x.toFixed(3);
  const ms = (x: number) => x.toFixed(1);
  const recall = r.dataset === 'locomo' ? ['Recall@5', 'Recall@10'] : ['Recall@10'];
  const head = ['System', 'nDCG@10', ...recall, 'Recall@100', 'MRR@10', 'p50 ms', 'p95 ms'];
  const rows = r.systems.map((s) => [
    s.system,
    f(s.scores.ndcg10),
    ...(r.dataset === 'locomo' ? [f(s.scores.recall5)] : []),
    f(s.scores.recall10),
    f(s.scores.recall100),
    f(s.scores.mrr10),
    ms(s.latency.p50),
    ms(s.latency.p95),
  ]);
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      dataset: { type: 'string', default: 'scifact' },
      qrels: { type: 'string' },
      limit: { type: 'string' },
      'no-peers': { type: 'boolean', default: false },
      /** Write each query's leg hits and judgments to this file, for `tune.ts`. */
      record: { type: 'string' },
      /** Also sweep the keyword index's BM25 parameters (k1 x b x title weight grid) on the same stored postings. */
      'bm25-sweep': { type: 'boolean', default: false },
      /** Also sweep the keyword index's document weight (chunk score vs its document's score). */
      'document-weight-sweep': { type: 'boolean', default: false },
      /** Windows of 128 tokens the bundled encoder reads per passage (default 1: the first 128 tokens only). */
      'encoder-windows': { type: 'string' },
    },
  });
  if (values.dataset !== 'scifact' && values.dataset !== 'locomo') throw new Error('--dataset must be scifact or locomo');
  const result = await runHarness({
    dataset: values.dataset,
    ...(values.qrels ? { qrels: values.qrels } : {}),
    ...(values.limit ? { limit: Number(values.limit) } : {}),
    peers: !values['no-peers'],
    record: values.record !== undefined,
    ...(values['bm25-sweep'] || values['document-weight-sweep']
      ? { bm25Sweep: [...(values['bm25-sweep'] ? BM25_GRID : []), ...(values['document-weight-sweep'] ? DOCUMENT_WEIGHT_GRID : [])] }
      : {}),
    ...(values['encoder-windows'] ? { encoderWindows: Number(values['encoder-windows']) } : {}),
    log: (line) => console.error(line),
  });
  const { workspace, recorder, dataset_, ...summary } = result;
  if (values.record && recorder) writeRecording(values.record, result.dataset, dataset_, recorder, workspace);
  await workspace.close();
  const file = writeResult(`retrieval-${result.dataset}`, { machine: machine(), ...summary });
  console.log(`\n${result.dataset}: ${result.documents} documents, ${result.chunks} chunks, ${result.queries} queries; fusion ${JSON.stringify(result.fusion)}`);
  console.log(`\nLanguages the classifier gave the documents:\n${languageTable(result)}\n`);
  console.log(markdownTable(result));
  console.log(`\nmachine: ${JSON.stringify(machine())}\nraw: ${file}`);
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
