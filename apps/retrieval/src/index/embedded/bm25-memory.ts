// In-memory inverted index of one tenant, scored with BM25F. It is a cache of the durable keyword tables
// (pg-keyword-index.ts keeps it in sync); nothing here is the source of truth.
//
// Layout, chosen for 100k+ chunks per tenant: terms are interned to ids, each term has a growable posting list of
// (slot, packed title/body tf) in typed arrays, and each chunk slot remembers its term ids so a removal can update
// document frequencies. Removed slots are tombstoned and skipped; lists and slots are compacted once a third is dead.
import { compileFilter } from '../filter';
import type { ChunkAttributes, IndexFilter, IndexHit } from '../ports';

export interface Bm25Params {
  k1: number;
  b: number;
  /** Weight of a title occurrence relative to a body occurrence (BM25F field weight). */
  titleWeight: number;
}

export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75, titleWeight: 2 };

/** A chunk as the index stores it: per-term frequencies by field, and field lengths. */
export interface IndexedChunk {
  attrs: ChunkAttributes;
  /** term -> [title tf, body tf] */
  terms: Map<string, [number, number]>;
  titleLength: number;
  bodyLength: number;
}

const MAX_TF = 255;

class PostingList {
  slots = new Uint32Array(4);
  tfs = new Uint16Array(4); // title tf << 8 | body tf
  size = 0;
  /** Live postings = document frequency. */
  live = 0;

  push(slot: number, tf: number): void {
    if (this.size === this.slots.length) {
      const slots = new Uint32Array(this.size * 2);
      slots.set(this.slots);
      this.slots = slots;
      const tfs = new Uint16Array(this.size * 2);
      tfs.set(this.tfs);
      this.tfs = tfs;
    }
    this.slots[this.size] = slot;
    this.tfs[this.size] = tf;
    this.size++;
    this.live++;
  }
}

export class TenantKeywordMemory {
  private readonly termIds = new Map<string, number>();
  private lists: PostingList[] = [];
  private attrs: (ChunkAttributes | null)[] = [];
  private slotTerms: (Uint32Array | null)[] = [];
  private titleLen: number[] = [];
  private bodyLen: number[] = [];
  private readonly slotOf = new Map<string, number>();
  private liveChunks = 0;
  private sumTitle = 0;
  private sumBody = 0;
  // Per-query scratch, reused across queries (sized to the slot count).
  private acc = new Float64Array(0);
  private seen = new Uint32Array(0);
  private queryStamp = 0;

  constructor(private readonly params: Bm25Params = DEFAULT_BM25) {}

  get size(): number {
    return this.liveChunks;
  }

  /** Inserts or replaces a chunk. */
  put(chunk: IndexedChunk): void {
    this.remove(chunk.attrs.chunkId);
    const slot = this.attrs.length;
    this.attrs.push(chunk.attrs);
    this.titleLen.push(chunk.titleLength);
    this.bodyLen.push(chunk.bodyLength);
    const ids = new Uint32Array(chunk.terms.size);
    let i = 0;
    for (const [term, [tt, bt]] of chunk.terms) {
      let id = this.termIds.get(term);
      if (id === undefined) {
        id = this.lists.length;
        this.termIds.set(term, id);
        this.lists.push(new PostingList());
      }
      (this.lists[id] as PostingList).push(slot, (Math.min(tt, MAX_TF) << 8) | Math.min(bt, MAX_TF));
      ids[i++] = id;
    }
    this.slotTerms.push(ids);
    this.slotOf.set(chunk.attrs.chunkId, slot);
    this.liveChunks++;
    this.sumTitle += chunk.titleLength;
    this.sumBody += chunk.bodyLength;
  }

  /** Removes a chunk; returns whether it was present. */
  remove(chunkId: string): boolean {
    const slot = this.slotOf.get(chunkId);
    if (slot === undefined) return false;
    this.slotOf.delete(chunkId);
    for (const id of this.slotTerms[slot] ?? []) (this.lists[id] as PostingList).live--;
    this.attrs[slot] = null;
    this.slotTerms[slot] = null;
    this.liveChunks--;
    this.sumTitle -= this.titleLen[slot] ?? 0;
    this.sumBody -= this.bodyLen[slot] ?? 0;
    if (this.attrs.length > 1024 && this.liveChunks < (this.attrs.length * 2) / 3) this.compact();
    return true;
  }

  /** Chunk ids of a document (for deletes applied to the cache). */
  chunkIdsOf(documentId: string): string[] {
    const out: string[] = [];
    for (const a of this.attrs) if (a !== null && a.documentId === documentId) out.push(a.chunkId);
    return out;
  }

  search(queryTerms: string[], filter: IndexFilter, k: number): IndexHit[] {
    const n = this.liveChunks;
    if (n === 0 || queryTerms.length === 0) return [];
    const { k1, b, titleWeight } = this.params;
    const avgTitle = this.sumTitle / n;
    const avgBody = this.sumBody / n;
    const qtf = new Map<number, number>();
    for (const t of queryTerms) {
      const id = this.termIds.get(t);
      if (id !== undefined) qtf.set(id, (qtf.get(id) ?? 0) + 1);
    }
    if (qtf.size === 0) return [];

    const slots = this.attrs.length;
    if (this.acc.length < slots) {
      this.acc = new Float64Array(Math.max(slots, this.acc.length * 2));
      this.seen = new Uint32Array(this.acc.length);
      this.queryStamp = 0;
    }
    // `seen[slot]` holds 2*stamp for "allowed, scored" and 2*stamp+1 for "rejected by the filter" this query.
    this.queryStamp += 1;
    if (this.queryStamp > 0x7ffffffe) {
      this.seen.fill(0);
      this.queryStamp = 1;
    }
    const allowedMark = this.queryStamp * 2;
    const rejectedMark = allowedMark + 1;
    const allowed = compileFilter(filter);
    const touched: number[] = [];
    const { acc, seen, attrs, titleLen, bodyLen } = this;

    for (const [id, count] of qtf) {
      const list = this.lists[id] as PostingList;
      if (list.live === 0) continue;
      const df = list.live;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      const weight = idf * count;
      for (let i = 0; i < list.size; i++) {
        const slot = list.slots[i] as number;
        const mark = seen[slot];
        if (mark === rejectedMark) continue;
        if (mark !== allowedMark) {
          const a = attrs[slot];
          if (a === null || a === undefined || !allowed(a)) {
            seen[slot] = rejectedMark;
            continue;
          }
          seen[slot] = allowedMark;
          acc[slot] = 0;
          touched.push(slot);
        }
        const packed = list.tfs[i] as number;
        const tt = packed >> 8;
        const bt = packed & 0xff;
        let tf = 0;
        if (tt > 0 && avgTitle > 0) tf += (titleWeight * tt) / (1 - b + (b * (titleLen[slot] as number)) / avgTitle);
        if (bt > 0 && avgBody > 0) tf += bt / (1 - b + (b * (bodyLen[slot] as number)) / avgBody);
        acc[slot] = (acc[slot] as number) + (weight * tf) / (k1 + tf);
      }
    }
    return this.topK(touched, k);
  }

  private topK(touched: number[], k: number): IndexHit[] {
    const { acc, attrs } = this;
    const better = (x: number, y: number) => {
      const d = (acc[x] as number) - (acc[y] as number);
      if (d !== 0) return d > 0;
      return (attrs[x] as ChunkAttributes).chunkId < (attrs[y] as ChunkAttributes).chunkId;
    };
    // Min-heap of the best k: the root is the worst kept hit.
    const heap: number[] = [];
    const down = (i: number) => {
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let w = i;
        if (l < heap.length && better(heap[w] as number, heap[l] as number)) w = l;
        if (r < heap.length && better(heap[w] as number, heap[r] as number)) w = r;
        if (w === i) return;
        [heap[i], heap[w]] = [heap[w] as number, heap[i] as number];
        i = w;
      }
    };
    for (const slot of touched) {
      if (heap.length < k) {
        heap.push(slot);
        for (let i = heap.length - 1; i > 0; ) {
          const p = (i - 1) >> 1;
          if (!better(heap[p] as number, heap[i] as number)) break;
          [heap[i], heap[p]] = [heap[p] as number, heap[i] as number];
          i = p;
        }
      } else if (better(slot, heap[0] as number)) {
        heap[0] = slot;
        down(0);
      }
    }
    heap.sort((x, y) => (better(x, y) ? -1 : 1));
    return heap.map((slot) => {
      const a = attrs[slot] as ChunkAttributes;
      return { chunkId: a.chunkId, documentId: a.documentId, score: acc[slot] as number };
    });
  }

  /** Renumbers live slots densely and drops dead postings. */
  private compact(): void {
    const remap = new Int32Array(this.attrs.length).fill(-1);
    const attrs: (ChunkAttributes | null)[] = [];
    const slotTerms: (Uint32Array | null)[] = [];
    const titleLen: number[] = [];
    const bodyLen: number[] = [];
    this.attrs.forEach((a, slot) => {
      if (a === null) return;
      remap[slot] = attrs.length;
      this.slotOf.set(a.chunkId, attrs.length);
      attrs.push(a);
      slotTerms.push(this.slotTerms[slot] ?? null);
      titleLen.push(this.titleLen[slot] ?? 0);
      bodyLen.push(this.bodyLen[slot] ?? 0);
    });
    for (const list of this.lists) {
      let w = 0;
      for (let i = 0; i < list.size; i++) {
        const to = remap[list.slots[i] as number] as number;
        if (to < 0) continue;
        list.slots[w] = to;
        list.tfs[w] = list.tfs[i] as number;
        w++;
      }
      list.size = w;
    }
    this.attrs = attrs;
    this.slotTerms = slotTerms;
    this.titleLen = titleLen;
    this.bodyLen = bodyLen;
    this.seen.fill(0);
    this.queryStamp = 0;
  }
}

/** Counts terms per field into the index's chunk form. */
export function toIndexedChunk(attrs: ChunkAttributes, title: readonly string[], body: readonly string[]): IndexedChunk {
  const terms = new Map<string, [number, number]>();
  for (const t of title) {
    const e = terms.get(t);
    if (e) e[0]++;
    else terms.set(t, [1, 0]);
  }
  for (const t of body) {
    const e = terms.get(t);
    if (e) e[1]++;
    else terms.set(t, [0, 1]);
  }
  return { attrs, terms, titleLength: title.length, bodyLength: body.length };
}
