// Fact vectors in one WebAssembly memory, scored with the SIMD kernel: the same cosines as a plain dot product.
import { dot, normalizeInPlace } from '@engram/embedding';
import { FactVectors } from './fact-vectors';

function unitVector(dims: number, seed: number): Float32Array {
  const v = Float32Array.from({ length: dims }, (_, i) => Math.sin(seed * 7.1 + i * 1.3) + (i % 3) * 0.1);
  normalizeInPlace(v);
  return v;
}

test.each([5, 8, 512])('similarities equal plain dot products at %i dimensions, across memory growth', (dims) => {
  const store = new FactVectors(dims);
  // 200 vectors: past the first 64 slots, so the memory grows while holding earlier ones.
  const vectors = Array.from({ length: 200 }, (_, i) => unitVector(dims, i));
  const slots = vectors.map((v) => store.put(v));
  expect(new Set(slots).size).toBe(200);
  const query = unitVector(dims, 999);
  const picked = [199, 0, 63, 64, 17, 150];
  const scores = store.similarities(
    query,
    picked.map((i) => slots[i]!),
  );
  picked.forEach((i, at) => expect(scores[at]).toBeCloseTo(dot(query, vectors[i]!), 5));
});

test('a slot without a vector, a vector of another size and a query of another size score 0', () => {
  const store = new FactVectors(8);
  const a = store.put(unitVector(8, 1));
  expect(store.put(unitVector(16, 2))).toBe(-1);
  const query = unitVector(8, 3);
  const scores = store.similarities(query, [a, -1]);
  expect(scores[0]).toBeCloseTo(dot(query, unitVector(8, 1)), 5);
  expect(scores[1]).toBe(0);
  expect(Array.from(store.similarities(unitVector(16, 4), [a]))).toEqual([0]);
  expect(Array.from(store.similarities(undefined, [a]))).toEqual([0]);
});

test('a removed slot is reused by the next vector', () => {
  const store = new FactVectors(8);
  const a = store.put(unitVector(8, 1));
  store.put(unitVector(8, 2));
  store.remove(a);
  const c = unitVector(8, 3);
  expect(store.put(c)).toBe(a);
  expect(store.similarities(c, [a])[0]).toBeCloseTo(1, 5);
});

test('a stored vector (float32 bytes, any offset) is put at unit length; a zero, non-finite or mis-sized one is refused', () => {
  const store = new FactVectors(2);
  // Not aligned to 4 bytes in its buffer, as a bytea column's bytes may be.
  const stored = new Uint8Array(9);
  stored.set(new Uint8Array(new Float32Array([3, 4]).buffer), 1);
  const slot = store.putBytes(stored.subarray(1));
  expect(slot).toBeGreaterThanOrEqual(0);
  expect(store.similarities(Float32Array.from([0.6, 0.8]), [slot])[0]).toBeCloseTo(1, 6);
  expect(store.similarities(Float32Array.from([1, 0]), [slot])[0]).toBeCloseTo(0.6, 6);

  const zero = store.putBytes(new Uint8Array(new Float32Array([0, 0]).buffer));
  expect(zero).toBe(-1);
  expect(store.putBytes(new Uint8Array(new Float32Array([NaN, 1]).buffer))).toBe(-1);
  expect(store.putBytes(new Uint8Array(new Float32Array([1, 2, 3]).buffer))).toBe(-1);
  // Refused vectors leave no slot taken: the next one gets the slot after the first.
  expect(store.putBytes(new Uint8Array(new Float32Array([1, 0]).buffer))).toBe(slot + 1);
});
