// One workspace's fact vectors of one size in one WebAssembly memory, scored with the SIMD float32 kernel the chunk index uses
// (issue 13). Held as separate Float32Arrays, a query's few hundred candidates took 1.6-1.7 ms of the main thread to
// score in the server (bench:load, docs/benchmarks.md); the kernel does the same dot products in a fraction of that.
//
// Layout of the memory: the query (stride floats) at 0, then one slot of `stride` floats per vector, then scratch for
// a call's row list and results. `stride` is the dimension count rounded up to the kernel's 8 floats; the padding is
// zero in the query and in every slot. Slots of removed vectors are reused; the memory never shrinks (a workspace
// dropped from the fact index drops its whole instance).
import { instantiateVectorKernel, normalizeInPlace, WASM_PAGE, type VectorKernel } from '@engram/embedding';

const MAX_MEMORY = 4 * 1024 ** 3; // wasm32 address space

export class FactVectors {
  private readonly kernel: VectorKernel = instantiateVectorKernel();
  private readonly stride: number;
  /** Slots the memory holds now, and the next never-used one. */
  private capacity = 0;
  private next = 0;
  private readonly free: number[] = [];

  constructor(readonly dims: number) {
    if (!Number.isInteger(dims) || dims < 1) throw new Error(`fact vectors of ${dims} dimensions`);
    this.stride = Math.ceil(dims / 8) * 8;
  }

  /** Stores a unit vector; its slot, or -1 for a vector of another size. */
  put(vector: Float32Array): number {
    if (vector.length !== this.dims) return -1;
    const slot = this.take();
    new Float32Array(this.kernel.memory.buffer, this.slotOffset(slot), this.dims).set(vector);
    return slot;
  }

  /**
   * Stores a vector as the database holds it (float32, little-endian), brought to unit length in its slot: no copy
   * of it is made on the way. Its slot, or -1 for one of another size, or a zero or non-finite one (it cannot rank by
   * meaning).
   */
  putBytes(bytes: Uint8Array): number {
    if (bytes.byteLength !== this.dims * 4) return -1;
    const slot = this.take();
    const offset = this.slotOffset(slot);
    new Uint8Array(this.kernel.memory.buffer, offset, bytes.byteLength).set(bytes);
    if (normalizeInPlace(new Float32Array(this.kernel.memory.buffer, offset, this.dims))) return slot;
    this.remove(slot);
    return -1;
  }

  /** Frees a slot for a later vector. */
  remove(slot: number): void {
    if (slot >= 0) this.free.push(slot);
  }

  /** The query's dot product with each slot (cosine, for unit vectors); 0 for slot -1 or a query of another size. */
  similarities(query: Float32Array | undefined, slots: readonly number[]): Float32Array {
    const out = new Float32Array(slots.length);
    if (!query || query.length !== this.dims) return out;
    const listed = slots.flatMap((slot, i) => (slot >= 0 ? [i] : []));
    if (listed.length === 0) return out;
    const rows = this.reserve(this.capacity, listed.length * 8);
    const results = rows + listed.length * 4;
    const { buffer } = this.kernel.memory;
    new Float32Array(buffer, 0, this.dims).set(query);
    const rowList = new Int32Array(buffer, rows, listed.length);
    listed.forEach((i, at) => (rowList[at] = slots[i]!));
    this.kernel.dotF32(0, this.slotOffset(0), this.stride, rows, listed.length, results);
    const scores = new Float32Array(this.kernel.memory.buffer, results, listed.length);
    listed.forEach((i, at) => (out[i] = scores[at]!));
    return out;
  }

  /** Bytes of the memory, for reports. */
  get bytes(): number {
    return this.kernel.memory.buffer.byteLength;
  }

  /** A free slot, the memory grown when there is none. */
  private take(): number {
    const slot = this.free.pop() ?? this.next++;
    if (slot >= this.capacity) this.reserve(Math.max(64, this.capacity * 2), 0);
    return slot;
  }

  private slotOffset(slot: number): number {
    return (slot + 1) * this.stride * 4;
  }

  /** Grows the memory to hold `capacity` slots and `scratch` bytes after them; the scratch's offset. */
  private reserve(capacity: number, scratch: number): number {
    const end = this.slotOffset(capacity) + scratch;
    if (end > MAX_MEMORY) throw new Error(`fact vectors need ${end} bytes, beyond WebAssembly's 4 GiB`);
    const { memory } = this.kernel;
    const missing = Math.ceil(end / WASM_PAGE) - memory.buffer.byteLength / WASM_PAGE;
    if (missing > 0) memory.grow(missing);
    this.capacity = capacity;
    return this.slotOffset(capacity);
  }
}
