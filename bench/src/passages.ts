// The passage texts the ingest pipeline hands the embedder for a document, computed without the server: the classifier's
// source type, the pipeline's chunker and options, and retrieval's passageText, all from the packages the server runs.
import { create } from '@bufbuild/protobuf';
import { detectSourceType } from '@engram/classifier';
import { chunkDocument } from '@engram/ingest';
import { commonv1 } from '@engram/proto';
import { passageText } from '@engram/retrieval';

export interface ChunkingOptions {
  maxTokens: number;
  overlapTokens: number;
}

export interface BenchDocument {
  title: string;
  content: string;
  metadata?: Record<string, unknown>;
}

export function pipelinePassages(doc: BenchDocument, chunking: ChunkingOptions): string[] {
  // The pipeline classifies with no mime type or path for a JSON ingest, so the type is sniffed from the content.
  const sourceType = detectSourceType({ content: doc.content });
  const drafts = chunkDocument(doc.content, { ...chunking, sourceType });
  const document = create(commonv1.DocumentSchema, { title: doc.title });
  return drafts.map((d) =>
    passageText(document, create(commonv1.ChunkSchema, { content: d.text, headings: d.headings })),
  );
}
