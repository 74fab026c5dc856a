// The committed kernel is the .wat source assembled, and its float32 kernel computes dot products.
import { assembleKernel } from './vector-kernel.build';
import { VECTOR_KERNEL_WASM_BASE64 } from './vector-kernel.generated';
import { instantiateVectorKernel } from './vector-kernel';

test('the committed kernel bytes are the assembled .wat source', async () => {
  expect(Buffer.from(await assembleKernel()).toString('base64')).toBe(VECTOR_KERNEL_WASM_BASE64);
});

test('dotF32 scores the listed rows against the query', () => {
  const kernel = instantiateVectorKernel();
  const stride = 8;
  const f32 = new Float32Array(kernel.memory.buffer);
  f32.set([1, 2, 3, 4, 5, 6, 7, 8], 0); // query at byte 0
  const base = stride * 4;
  f32.set([1, 0, 0, 0, 0, 0, 0, 0], base / 4); // slot 0
  f32.set([0, 1, 1, 0, 0, 0, 0, 2], base / 4 + stride); // slot 1
  const rows = base + 2 * stride * 4;
  new Int32Array(kernel.memory.buffer, rows, 3).set([1, 0, 1]);
  const out = rows + 16;
  kernel.dotF32(0, base, stride, rows, 3, out);
  expect(Array.from(new Float32Array(kernel.memory.buffer, out, 3))).toEqual([21, 1, 21]);
});
