// Peer engine: Orama (pure JS), out of the box, on exactly the chunks and passage vectors Engram indexes. Full-text is
// Orama's BM25 over title + chunk text; hybrid adds vector search on the same encoder vectors with Orama's own
// score-normalised merge. Chunks are grouped to documents by their best rank, as Engram groups results.
import { MODE_FULLTEXT_SEARCH, MODE_HYBRID_SEARCH, create, insertMultiple, search } from '@orama/orama';
import type { BenchPassage } from './engram';

export interface OramaPeer {
  fullText(namespace: string, text: string, maxResults: number): Promise<string[]>;
  hybrid(namespace: string, text: string, vector: Float32Array, maxResults: number): Promise<string[]>;
}

export async function createOramaPeer(passages: readonly BenchPassage[], dimensions: number): Promise<OramaPeer> {
  const db = create({
    schema: { ns: 'enum', doc: 'string', title: 'string', content: 'string', embedding: `vector[${dimensions}]` } as const,
  });
  for (let i = 0; i < passages.length; i += 1000) {
    await insertMultiple(
      db,
      passages.slice(i, i + 1000).map((p) => ({
        id: p.chunkId,
        ns: p.namespace,
        doc: p.documentId,
        title: p.title,
        content: p.content,
        embedding: Array.from(p.vector),
      })),
    );
  }
  const depth = (maxResults: number) => Math.min(300, maxResults * 5);
  const grouped = (hits: Array<{ document: { doc: string } }>, maxResults: number) =>
    [...new Set(hits.map((h) => h.document.doc))].slice(0, maxResults);
  return {
    async fullText(namespace, text, maxResults) {
      const res = await search(db, {
        mode: MODE_FULLTEXT_SEARCH,
        term: text,
        properties: ['title', 'content'],
        where: { ns: { eq: namespace } },
        limit: depth(maxResults),
      });
      return grouped(res.hits, maxResults);
    },
    async hybrid(namespace, text, vector, maxResults) {
      const res = await search(db, {
        mode: MODE_HYBRID_SEARCH,
        term: text,
        properties: ['title', 'content'],
        vector: { value: Array.from(vector), property: 'embedding' },
        similarity: 0,
        where: { ns: { eq: namespace } },
        limit: depth(maxResults),
      });
      return grouped(res.hits, maxResults);
    },
  };
}
