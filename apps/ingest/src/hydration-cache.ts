// Query results' chunks and documents, kept in memory between queries (issue 13). In the embedded profile every query
// hydrated its chunks with a database statement, which queued on PGlite's one session behind the pipeline's
// transactions and other queries' statements: under ingest load that wait was most of a query's time. This process is
// the only writer of documents there (ingest owns them), so a hydrated chunk stays right until ingest writes its
// document: every write to a document (new version, deletion, classification, status) calls `invalidate` after it
// commits, and the next query reads that document from the database again.
//
// A read racing a write: `beginRead` takes a stamp before the statement, and `store` keeps a document's rows only if
// the document was not invalidated since that stamp (the write may have committed after the statement read the old
// state). Entries hold decrypted views: process memory, never at rest.
import { LRUCache } from 'lru-cache';
import type { ChunkView, DocumentView } from './types';

interface Entry {
  chunk: ChunkView;
  document: DocumentView;
}

export class HydrationCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Cached chunk keys by document key, to drop a document's chunks at once. */
  private readonly byDocument = new Map<string, Set<string>>();
  /** Invalidations so far; a read's stamp is this count when it began. */
  private clock = 0;
  /** Documents invalidated while reads were in flight, with the clock at their invalidation. */
  private readonly invalidatedAt = new Map<string, number>();
  /** Stamps of the reads in flight (stamp -> how many). */
  private readonly reading = new Map<number, number>();

  constructor(options: { maxChunks?: number } = {}) {
    this.entries = new LRUCache<string, Entry>({
      max: options.maxChunks ?? 20_000,
      dispose: (entry, key) => {
        const docKey = keyOf(entry.document.tenantId, entry.document.documentId);
        const chunks = this.byDocument.get(docKey);
        chunks?.delete(key);
        if (chunks?.size === 0) this.byDocument.delete(docKey);
      },
    });
  }

  /** The cached chunks among `chunkIds`, and the ids not cached. */
  lookup(tenantId: string, chunkIds: readonly string[]): { hits: Entry[]; missing: string[] } {
    const hits: Entry[] = [];
    const missing: string[] = [];
    for (const id of chunkIds) {
      const entry = this.entries.get(keyOf(tenantId, id));
      if (entry) hits.push(entry);
      else missing.push(id);
    }
    return { hits, missing };
  }

  /** Call before reading from the database; pass the stamp to `store` and then to `endRead`. */
  beginRead(): number {
    const stamp = this.clock;
    this.reading.set(stamp, (this.reading.get(stamp) ?? 0) + 1);
    return stamp;
  }

  /** Keeps what a read found, except for documents written since it began. */
  store(stamp: number, tenantId: string, found: ReadonlyArray<Entry>): void {
    for (const entry of found) {
      const docKey = keyOf(tenantId, entry.document.documentId);
      const invalidated = this.invalidatedAt.get(docKey);
      if (invalidated !== undefined && invalidated > stamp) continue;
      const key = keyOf(tenantId, entry.chunk.chunkId);
      this.entries.set(key, entry);
      let chunks = this.byDocument.get(docKey);
      if (!chunks) this.byDocument.set(docKey, (chunks = new Set()));
      chunks.add(key);
    }
  }

  endRead(stamp: number): void {
    const n = (this.reading.get(stamp) ?? 1) - 1;
    if (n > 0) this.reading.set(stamp, n);
    else this.reading.delete(stamp);
    // Invalidations older than every read in flight can no longer stop a store.
    const oldest = this.reading.size ? Math.min(...this.reading.keys()) : Infinity;
    for (const [docKey, at] of this.invalidatedAt) if (at < oldest) this.invalidatedAt.delete(docKey);
  }

  /** After a write to these documents committed: their chunks are read from the database next time. */
  invalidate(tenantId: string, documentIds: Iterable<string>): void {
    for (const documentId of documentIds) {
      const docKey = keyOf(tenantId, documentId);
      this.clock++;
      if (this.reading.size) this.invalidatedAt.set(docKey, this.clock);
      for (const key of this.byDocument.get(docKey) ?? []) this.entries.delete(key);
      this.byDocument.delete(docKey);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

function keyOf(tenantId: string, id: string): string {
  return `${tenantId.toLowerCase()}\u0000${id.toLowerCase()}`;
}
