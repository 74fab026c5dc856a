// Small vector helpers shared by the adapters: every Embedder in Engram returns unit-length Float32Arrays, so cosine
// similarity downstream is a plain dot product.

/** Scales `v` in place to unit length. Returns false (and leaves `v` untouched) for a zero or non-finite vector. */
export function normalizeInPlace(v: Float32Array): boolean {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i]! * v[i]!;
  const norm = Math.sqrt(sum);
  if (!Number.isFinite(norm) || norm === 0) return false;
  for (let i = 0; i < v.length; i++) v[i] = v[i]! / norm;
  return true;
}

/** Dot product; equals cosine similarity for the unit vectors embedders return. */
export function dot(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new Error(`dimension mismatch: ${a.length} vs ${b.length}`);
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/** Empty or whitespace-only texts carry no meaning; models either reject them or return garbage, so callers must not send them. */
export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}
