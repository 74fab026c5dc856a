// Which documents make a query workspace of a given size: the corpus in order, then again as copies when one pass has
// too few chunks (SciFact's 5,183 abstracts make about 12,000 at the default chunk size), until the chunks the pipeline
// will produce reach the target. A copy has its original's title and text (so the encoder gives it the same vectors,
// which the build reuses, see passage-memo.ts) and is told apart by `metadata.bench_copy`.
import type { CorpusDocument } from './corpus';
import { pipelinePassages, type BenchDocument, type ChunkingOptions } from './passages';

export interface PlannedWorkspace {
  documents: BenchDocument[];
  /** Chunks the pipeline will produce for these documents (the same chunker and options, run locally). */
  chunks: number;
}

export function planWorkspace(
  corpus: readonly CorpusDocument[],
  targetChunks: number,
  chunking: ChunkingOptions,
): PlannedWorkspace {
  if (corpus.length === 0) throw new Error('the corpus is empty');
  const documents: BenchDocument[] = [];
  let chunks = 0;
  for (let i = 0; chunks < targetChunks; i++) {
    const source = corpus[i % corpus.length]!;
    const pass = Math.floor(i / corpus.length);
    const doc: BenchDocument = { title: source.title, content: source.text };
    if (pass > 0) doc.metadata = { bench_copy: pass + 1 };
    documents.push(doc);
    chunks += pipelinePassages(doc, chunking).length;
  }
  return { documents, chunks };
}
