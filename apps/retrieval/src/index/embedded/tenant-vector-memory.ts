// Over 400 lines because the float32 and int8 scans, pruning and rescoring share one memory layout.
// Exact in-memory vector search over one tenant's vectors of one size. It is a cache of the durable vector table
// (pg-vector-index.ts keeps it in sync); nothing here is the source of truth.
//
// Why an exact scan rather than a graph (HNSW): measured on this 2-core machine (see bench/), building a graph of
// 100k x 512-d vectors took minutes (pgvector in PGlite: ~100 s per 20k; usearch: 12 min under load), every process
// would pay that on start, and a filtered graph walk needs fallbacks to return k allowed hits. An exact scan returns
// the k best allowed chunks by construction, and with WASM SIMD over int8 copies it takes a few ms at 100k.
//
// Query plan: (1) the filter picks the allowed slots (verdicts cached per filter and slot); (2) small allowed sets are
// scored in float32 directly; (3) larger ones are scored with int8 dot products, and since each slot's quantisation
// error is bounded (|exact - approx| <= |q| * residual + |q - q~| * |x~|), only slots whose upper bound reaches the
// k-th best lower bound can be in the top k: those few are rescored exactly in float32. Results are the exact top k
// by float32 cosine, ties broken by chunk id.
import { AppError } from '@engram/core';
import { instantiateVectorKernel, WASM_PAGE as PAGE } from '@engram/embedding';
import { compileFilter } from '../filter';
import type { ChunkAttributes, IndexFilter, IndexHit } from '../ports';

const MAX_MEMORY = 4 * 1024 ** 3; // wasm32 address space
const UNKNOWN = 0;
const ALLOWED = 1;
const REJECTED = 2;
const MAX_CACHED_FILTERS = 16;
/** Up to this many allowed slots are scored in float32 directly (cheaper than two passes). */
const DIRECT_MAX = 2048;

interface Layout {
  cap: number;
  queryF32: number;
  queryI8: number;
  rows: number;
  out: number;
  vectorsI8: number;
  vectorsF32: number;
  end: number;
}

/**
 * One tenant's vectors of one size, partitioned by (namespace, sensitivity): every search names its namespaces and a
 * sensitivity ceiling, so it scans whole partitions contiguously. Measured here, scanning every other pair of rows
 * of one array cost 10x the time of scanning the same number of contiguous rows (memory bandwidth, not arithmetic,
 * bounds the scan).
 */
export class TenantVectorMemory {
  private readonly partitions = new Map<string, { namespaceId: string; rank: number; part: VectorPartition }>();
  private readonly partitionOf = new Map<string, VectorPartition>();

  constructor(readonly dims: number) {
    if (!Number.isInteger(dims) || dims < 1) {
      throw AppError.invalid('vector_size_unsupported', `vectors of ${dims} dimensions cannot be indexed`);
    }
  }

  get size(): number {
    return this.partitionOf.size;
  }

  /** Bytes held for vectors and scratch, for memory budgets and reports. */
  get bytes(): number {
    let total = 0;
    for (const { part } of this.partitions.values()) total += part.bytes;
    return total;
  }

  /** Inserts or replaces a chunk. The vector is normalised (scores are cosine similarities). */
  put(attrs: ChunkAttributes, vector: ArrayLike<number>): void {
    if (vector.length !== this.dims) {
      throw AppError.invalid('vector_size_mismatch', `expected ${this.dims} dimensions, got ${vector.length}`);
    }
    const key = `${attrs.namespaceId}\u0000${attrs.sensitivityRank}`;
    let entry = this.partitions.get(key);
    if (entry === undefined) {
      entry = { namespaceId: attrs.namespaceId, rank: attrs.sensitivityRank, part: new VectorPartition(this.dims) };
      this.partitions.set(key, entry);
    }
    const previous = this.partitionOf.get(attrs.chunkId);
    if (previous !== undefined && previous !== entry.part) previous.remove(attrs.chunkId);
    entry.part.put(attrs, vector);
    this.partitionOf.set(attrs.chunkId, entry.part);
  }

  /** Removes a chunk; returns whether it was present. */
  remove(chunkId: string): boolean {
    const part = this.partitionOf.get(chunkId);
    if (part === undefined) return false;
    this.partitionOf.delete(chunkId);
    return part.remove(chunkId);
  }

  /** The k nearest allowed chunks by cosine similarity, best first (ties by chunk id). */
  search(vector: ArrayLike<number>, filter: IndexFilter, k: number): IndexHit[] {
    if (vector.length !== this.dims || this.size === 0) return [];
    const namespaces = new Set(filter.namespaceIds);
    const ranks = filter.sensitivityRanks?.length ? new Set(filter.sensitivityRanks) : undefined;
    const selected: VectorPartition[] = [];
    let allowed = 0;
    for (const { namespaceId, rank, part } of this.partitions.values()) {
      if (!namespaces.has(namespaceId) || rank > filter.maxSensitivityRank || (ranks && !ranks.has(rank))) continue;
      const n = part.select(filter);
      if (n === 0) continue;
      selected.push(part);
      allowed += n;
    }
    if (allowed === 0) return [];
    const query = prepareQuery(vector, paddedDims(this.dims));
    let floor: number | undefined;
    if (allowed > Math.max(DIRECT_MAX, k)) {
      const heap = new MinHeap(k);
      for (const part of selected) part.scanApproximate(query, heap);
      // The k-th best lower bound: a slot whose upper bound is below it cannot be in the top k.
      floor = heap.min();
    }
    const hits: IndexHit[] = [];
    for (const part of selected) part.rescore(query, floor, hits);
    hits.sort((a, b) => b.score - a.score || (a.chunkId < b.chunkId ? -1 : a.chunkId > b.chunkId ? 1 : 0));
    return hits.slice(0, k);
  }
}

interface Query {
  f32: Float32Array;
  i8: Int8Array;
  scale: number;
  residual: number;
  norm: number;
  /** Covers float32 rounding in the exact pass. */
  slack: number;
}

function prepareQuery(vector: ArrayLike<number>, stride: number): Query {
  const f32 = new Float32Array(stride);
  const i8 = new Int8Array(stride);
  const q = quantise(vector, f32, i8);
  return { f32, i8, scale: q.scale, residual: q.residual, norm: q.norm, slack: 1e-5 + vector.length * 2e-7 };
}

function paddedDims(dims: number): number {
  return Math.ceil(dims / 16) * 16;
}

/** The chunks of one (namespace, sensitivity) pair: dense slots, vectors in one WebAssembly memory. */
class VectorPartition {
  /** Padded dimension count: a multiple of 16 so the SIMD loops need no tail. */
  readonly stride: number;
  private readonly kernel = instantiateVectorKernel();
  private layout: Layout;
  private count = 0;
  private attrs: ChunkAttributes[] = [];
  private readonly slotOf = new Map<string, number>();
  /** Per slot: int8 scale (x~ = scale * x^), |x - x~| and |x~|. */
  private scale: Float32Array;
  private residual: Float32Array;
  private quantNorm: Float32Array;
  private readonly verdictCache = new Map<string, { allowed: (a: ChunkAttributes) => boolean; bits: Uint8Array }>();
  /** Allowed slots selected by the current query, and their upper bounds after the approximate scan. */
  private allowed = 0;
  private upper = new Float64Array(0);

  constructor(readonly dims: number) {
    this.stride = paddedDims(dims);
    this.layout = this.layoutFor(0);
    this.scale = new Float32Array(0);
    this.residual = new Float32Array(0);
    this.quantNorm = new Float32Array(0);
    // Small start: a tenant may have many (namespace, sensitivity) partitions, most of them small.
    this.grow(16);
  }

  get size(): number {
    return this.count;
  }

  /** Bytes held for vectors and scratch (WebAssembly memory plus per-slot arrays), for memory budgets and reports. */
  get bytes(): number {
    return this.kernel.memory.buffer.byteLength + this.layout.cap * 12;
  }

  /** Inserts or replaces a chunk. The vector is normalised (scores are cosine similarities). */
  put(attrs: ChunkAttributes, vector: ArrayLike<number>): void {
    if (vector.length !== this.dims) {
      throw AppError.invalid('vector_size_mismatch', `expected ${this.dims} dimensions, got ${vector.length}`);
    }
    let slot = this.slotOf.get(attrs.chunkId);
    if (slot === undefined) {
      if (this.count === this.layout.cap) this.grow(this.count * 2);
      slot = this.count++;
      this.slotOf.set(attrs.chunkId, slot);
      this.attrs.push(attrs);
    } else {
      this.attrs[slot] = attrs;
    }
    for (const entry of this.verdictCache.values()) {
      if (entry.bits.length <= slot) entry.bits = grownBits(entry.bits, this.layout.cap);
      entry.bits[slot] = UNKNOWN;
    }
    const buffer = this.kernel.memory.buffer;
    const f32 = new Float32Array(buffer, this.layout.vectorsF32 + slot * this.stride * 4, this.stride);
    const i8 = new Int8Array(buffer, this.layout.vectorsI8 + slot * this.stride, this.stride);
    const q = quantise(vector, f32, i8);
    this.scale[slot] = q.scale;
    this.residual[slot] = q.residual;
    this.quantNorm[slot] = q.quantNorm;
  }

  /** Removes a chunk; returns whether it was present. The last slot moves into the hole, so slots stay dense. */
  remove(chunkId: string): boolean {
    const slot = this.slotOf.get(chunkId);
    if (slot === undefined) return false;
    this.slotOf.delete(chunkId);
    const last = --this.count;
    if (slot !== last) {
      const moved = this.attrs[last] as ChunkAttributes;
      this.attrs[slot] = moved;
      this.slotOf.set(moved.chunkId, slot);
      const bytes = new Uint8Array(this.kernel.memory.buffer);
      const { vectorsF32, vectorsI8 } = this.layout;
      const f = this.stride * 4;
      bytes.copyWithin(vectorsF32 + slot * f, vectorsF32 + last * f, vectorsF32 + (last + 1) * f);
      bytes.copyWithin(
        vectorsI8 + slot * this.stride,
        vectorsI8 + last * this.stride,
        vectorsI8 + (last + 1) * this.stride,
      );
      this.scale[slot] = this.scale[last] as number;
      this.residual[slot] = this.residual[last] as number;
      this.quantNorm[slot] = this.quantNorm[last] as number;
      for (const entry of this.verdictCache.values()) entry.bits[slot] = entry.bits[last] ?? UNKNOWN;
    }
    this.attrs.pop();
    for (const entry of this.verdictCache.values()) if (last < entry.bits.length) entry.bits[last] = UNKNOWN;
    return true;
  }

  /** Phase 1: picks the allowed slots for this query (kept in the rows region); returns how many. */
  select(filter: IndexFilter): number {
    const rows = new Int32Array(this.kernel.memory.buffer, this.layout.rows, this.layout.cap);
    this.allowed = this.count === 0 ? 0 : this.allowedSlots(filter, rows);
    return this.allowed;
  }

  /**
   * Phase 2 (large allowed sets): int8 scores of the allowed slots; records each one's upper bound and offers its
   * lower bound to the heap shared by all partitions.
   */
  scanApproximate(query: Query, heap: MinHeap): void {
    const { layout, stride, kernel } = this;
    const n = this.allowed;
    if (n === 0) return;
    const buffer = kernel.memory.buffer;
    new Int8Array(buffer, layout.queryI8, stride).set(query.i8);
    kernel.dotI8(layout.queryI8, layout.vectorsI8, stride, layout.rows, n, layout.out);
    const rows = new Int32Array(buffer, layout.rows, n);
    const dots = new Int32Array(buffer, layout.out, n);
    if (this.upper.length < n) this.upper = new Float64Array(layout.cap);
    const upper = this.upper;
    for (let i = 0; i < n; i++) {
      const slot = rows[i] as number;
      const approx = query.scale * (this.scale[slot] as number) * (dots[i] as number);
      const err =
        query.norm * (this.residual[slot] as number) + query.residual * (this.quantNorm[slot] as number) + query.slack;
      upper[i] = approx + err;
      heap.offer(approx - err);
    }
  }

  /**
   * Phase 3: exact float32 scores of the allowed slots whose upper bound reaches `floor` (all of them when no
   * approximate scan ran), appended to `hits`.
   */
  rescore(query: Query, floor: number | undefined, hits: IndexHit[]): void {
    const { layout, stride, kernel } = this;
    const buffer = kernel.memory.buffer;
    const rows = new Int32Array(buffer, layout.rows, layout.cap);
    let n = this.allowed;
    if (floor !== undefined) {
      let kept = 0;
      for (let i = 0; i < n; i++) if ((this.upper[i] as number) >= floor) rows[kept++] = rows[i] as number;
      n = kept;
    }
    if (n === 0) return;
    new Float32Array(buffer, layout.queryF32, stride).set(query.f32);
    kernel.dotF32(layout.queryF32, layout.vectorsF32, stride, layout.rows, n, layout.out);
    const scores = new Float32Array(buffer, layout.out, n);
    for (let i = 0; i < n; i++) {
      const a = this.attrs[rows[i] as number] as ChunkAttributes;
      hits.push({ chunkId: a.chunkId, documentId: a.documentId, score: scores[i] as number });
    }
  }

  /** Writes the allowed slots to `rows`; returns how many. */
  private allowedSlots(filter: IndexFilter, rows: Int32Array): number {
    const key = JSON.stringify(filter);
    let entry = this.verdictCache.get(key);
    if (entry === undefined) {
      entry = { allowed: compileFilter(filter), bits: new Uint8Array(this.layout.cap) };
      if (this.verdictCache.size >= MAX_CACHED_FILTERS)
        this.verdictCache.delete(this.verdictCache.keys().next().value as string);
    } else {
      this.verdictCache.delete(key); // re-inserted below: Map order is recency order
    }
    this.verdictCache.set(key, entry);
    const { allowed, bits } = entry;
    const attrs = this.attrs;
    let n = 0;
    for (let slot = 0; slot < this.count; slot++) {
      let verdict = bits[slot];
      if (verdict === UNKNOWN) {
        verdict = allowed(attrs[slot] as ChunkAttributes) ? ALLOWED : REJECTED;
        bits[slot] = verdict;
      }
      if (verdict === ALLOWED) rows[n++] = slot;
    }
    return n;
  }

  private layoutFor(cap: number): Layout {
    const align = (x: number) => Math.ceil(x / 16) * 16;
    const queryF32 = 0;
    const queryI8 = queryF32 + this.stride * 4;
    const rows = align(queryI8 + this.stride);
    const out = rows + cap * 4;
    const vectorsI8 = out + cap * 4;
    const vectorsF32 = vectorsI8 + cap * this.stride;
    return { cap, queryF32, queryI8, rows, out, vectorsI8, vectorsF32, end: vectorsF32 + cap * this.stride * 4 };
  }

  /** Grows the slot capacity in place: memory grows at the end and the vector regions move up (last one first). */
  private grow(cap: number): void {
    const old = this.layout;
    const next = this.layoutFor(cap);
    if (next.end > MAX_MEMORY) {
      throw new AppError('resource_exhausted', `too many ${this.dims}-d vectors in one tenant for in-memory search`, {
        reason: 'vector_memory_exhausted',
      });
    }
    const memory = this.kernel.memory;
    const pages = Math.ceil(next.end / PAGE) - memory.buffer.byteLength / PAGE;
    if (pages > 0) memory.grow(pages);
    const bytes = new Uint8Array(memory.buffer);
    bytes.copyWithin(next.vectorsF32, old.vectorsF32, old.vectorsF32 + this.count * this.stride * 4);
    bytes.copyWithin(next.vectorsI8, old.vectorsI8, old.vectorsI8 + this.count * this.stride);
    this.layout = next;
    const grown = (a: Float32Array) => {
      const b = new Float32Array(cap);
      b.set(a.subarray(0, this.count));
      return b;
    };
    this.scale = grown(this.scale);
    this.residual = grown(this.residual);
    this.quantNorm = grown(this.quantNorm);
    for (const entry of this.verdictCache.values()) entry.bits = grownBits(entry.bits, cap);
  }
}

function grownBits(bits: Uint8Array, cap: number): Uint8Array {
  const b = new Uint8Array(cap);
  b.set(bits.subarray(0, Math.min(bits.length, cap)));
  return b;
}

/**
 * Writes the unit-length vector to `f32` and its int8 quantisation to `i8` (padding stays zero). A zero vector stays
 * zero (every score 0). Returns the quantisation scale, |x - x~|, |x~| and |x| (1, or 0 for a zero vector).
 */
function quantise(
  vector: ArrayLike<number>,
  f32: Float32Array,
  i8: Int8Array,
): { scale: number; residual: number; quantNorm: number; norm: number } {
  const dims = vector.length;
  let sum = 0;
  for (let j = 0; j < dims; j++) sum += (vector[j] as number) ** 2;
  const inv = sum > 0 ? 1 / Math.sqrt(sum) : 0;
  let max = 0;
  for (let j = 0; j < dims; j++) {
    const x = (vector[j] as number) * inv;
    f32[j] = x;
    max = Math.max(max, Math.abs(f32[j] as number));
  }
  if (max === 0) {
    i8.fill(0);
    return { scale: 0, residual: 0, quantNorm: 0, norm: 0 };
  }
  const scale = Math.fround(max / 127);
  let residual = 0;
  let quantNorm = 0;
  let norm = 0;
  for (let j = 0; j < dims; j++) {
    const x = f32[j] as number;
    const code = Math.max(-127, Math.min(127, Math.round(x / scale)));
    i8[j] = code;
    const back = code * scale;
    residual += (x - back) ** 2;
    quantNorm += back * back;
    norm += x * x;
  }
  return { scale, residual: Math.sqrt(residual), quantNorm: Math.sqrt(quantNorm), norm: Math.sqrt(norm) };
}

/** Keeps the k largest values offered; min() is the k-th largest (or -Infinity while fewer than k were offered). */
class MinHeap {
  private readonly items: Float64Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.items = new Float64Array(k);
  }

  offer(x: number): void {
    const a = this.items;
    if (this.size < this.k) {
      let i = this.size++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if ((a[p] as number) <= x) break;
        a[i] = a[p] as number;
        i = p;
      }
      a[i] = x;
      return;
    }
    if (x <= (a[0] as number)) return;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.k) break;
      const r = l + 1;
      const c = r < this.k && (a[r] as number) < (a[l] as number) ? r : l;
      if ((a[c] as number) >= x) break;
      a[i] = a[c] as number;
      i = c;
    }
    a[i] = x;
  }

  min(): number {
    return this.size < this.k ? -Infinity : (this.items[0] as number);
  }
}
