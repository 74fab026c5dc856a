// Embedding throughput and single-query latency of the USE pool on SciFact abstracts.
// Usage: pnpm --filter @engram/embedding bench [corpus.jsonl] [abstracts]
// Prints a table and writes bench/results/throughput.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createUseEmbedder, measureThroughput } from '../src';

const corpusPath = process.argv[2] ?? path.resolve(__dirname, '../../../../shared/data/scifact/corpus.jsonl');
const limit = Number(process.argv[3] ?? 200);

async function main(): Promise<void> {
  const abstracts = readFileSync(corpusPath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .slice(0, limit)
    .map((line) => {
      const doc = JSON.parse(line) as { title: string; text: string };
      return `${doc.title}. ${doc.text}`;
    });
  const rows: Record<string, string | number>[] = [];
  for (const maxInputTokens of [128, 64]) {
    const embedder = await createUseEmbedder({ maxInputTokens });
    await embedder.embed(abstracts.slice(0, 4), 'passage'); // warm both code paths
    const passages = await measureThroughput(embedder, abstracts);
    const latencies: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await embedder.embed([`what does study ${i} say about protein folding`], 'query');
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    rows.push({
      maxInputTokens,
      workers: embedder.stats().workers,
      abstracts: passages.texts,
      seconds: +passages.seconds.toFixed(2),
      perSecond: +passages.perSecond.toFixed(1),
      queryP50ms: +latencies[15]!.toFixed(1),
      queryP95ms: +latencies[28]!.toFixed(1),
    });
    await embedder.close();
  }
  console.table(rows);
  const outDir = path.join(__dirname, 'results');
  mkdirSync(outDir, { recursive: true });
  const result = { at: new Date().toISOString(), cpus: os.availableParallelism(), node: process.version, rows };
  writeFileSync(path.join(outDir, 'throughput.json'), `${JSON.stringify(result, null, 2)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
