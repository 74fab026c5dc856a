// The WebAssembly SIMD dot-product kernel (vector-kernel.wat), instantiated for a caller that lays out its own memory:
// retrieval's in-memory chunk index and memory's fact index each hold their vectors in one instance's memory.
import { VECTOR_KERNEL_WASM_BASE64 } from './vector-kernel.generated';

// The project compiles without lib.dom, where TypeScript declares the WebAssembly global; the members used here:
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
};

/**
 * Both functions score the rows listed at `rows` (slot numbers, i32) against the query at `q` and write one result per
 * listed row to `out`; every address is a byte offset into `memory`, and `stride` is the padded dimension count (a
 * multiple of 16 for dotI8, of 8 for dotF32), zero-padded in both the query and the rows.
 */
export interface VectorKernel {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  dotI8(q: number, base: number, stride: number, rows: number, n: number, out: number): void;
  dotF32(q: number, base: number, stride: number, rows: number, n: number, out: number): void;
}

/** Bytes in a page of WebAssembly memory (the unit `grow` takes). */
export const WASM_PAGE = 65536;

let kernelModule: object | undefined;

/** A new kernel instance with its own memory (one page to start). */
export function instantiateVectorKernel(): VectorKernel {
  // Synchronous compilation is fine in Node for a module this small (448 bytes); compiled once per process.
  kernelModule ??= new WebAssembly.Module(Buffer.from(VECTOR_KERNEL_WASM_BASE64, 'base64'));
  return new WebAssembly.Instance(kernelModule, {}).exports as unknown as VectorKernel;
}
