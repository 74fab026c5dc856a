// The vector helpers every ranking uses.
import fc from 'fast-check';
import { dot, normalizeInPlace } from './vector';

const plainDot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

test('dot equals the plain sum of products for every length, the unrolled part and the tail alike', () => {
  const float = fc.float({ min: -1, max: 1, noNaN: true });
  fc.assert(
    fc.property(
      fc
        .integer({ min: 0, max: 67 })
        .chain((n) =>
          fc.tuple(fc.array(float, { minLength: n, maxLength: n }), fc.array(float, { minLength: n, maxLength: n })),
        ),
      ([a, b]) => {
        const x = Float32Array.from(a);
        const y = Float32Array.from(b);
        expect(dot(x, y)).toBeCloseTo(plainDot(x, y), 5);
      },
    ),
  );
});

test('dot refuses vectors of different sizes', () => {
  expect(() => dot(new Float32Array(4), new Float32Array(5))).toThrow('dimension mismatch: 4 vs 5');
});

test('a unit vector dotted with itself is 1', () => {
  const v = Float32Array.from({ length: 512 }, (_, i) => Math.sin(i + 1));
  expect(normalizeInPlace(v)).toBe(true);
  expect(dot(v, v)).toBeCloseTo(1, 5);
  expect(normalizeInPlace(new Float32Array(3))).toBe(false);
});
