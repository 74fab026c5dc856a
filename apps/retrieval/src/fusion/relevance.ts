// The score a user sees. Fusion orders hits by where each leg ranked them, which says nothing about how good the best
// hit is: min-max and reciprocal ranks give the top of any result list a high score, even when nothing matches well.
// The score shown instead measures the hit itself, on a scale that means the same for every query:
//   relevance = (semantic weight x cosine similarity + keyword weight x keyword relevance) / (sum of the weights)
// where cosine similarity is clipped to 0..1 and keyword relevance is the index's absolute 0..1 (IndexHit.relevance;
// a leg that did not return the hit gives 0). Down the fused order a score never rises: each is capped by the score of
// the hit above, so `score >= t` always keeps a prefix of the ranking. docs/api-decisions.md says what it means.
import type { IndexHit } from '../index/ports';
import type { LegHits } from './fuse';

export function absoluteScores<H extends IndexHit>(
  fused: readonly H[],
  legs: LegHits,
  weights: { semanticWeight: number; keywordWeight: number },
): H[] {
  const total = weights.semanticWeight + weights.keywordWeight;
  const semantic = new Map<string, number>();
  for (const h of legs.semantic) if (!semantic.has(h.chunkId)) semantic.set(h.chunkId, clip(h.relevance ?? h.score));
  const keyword = new Map<string, number>();
  // A backend without an absolute keyword scale (OpenSearch) is measured against its best hit for this query.
  const best = legs.keyword.reduce((m, h) => Math.max(m, h.score), 0);
  for (const h of legs.keyword) if (!keyword.has(h.chunkId)) keyword.set(h.chunkId, clip(h.relevance ?? (best > 0 ? h.score / best : 0)));
  let ceiling = 1;
  return fused.map((hit) => {
    const own =
      total > 0
        ? (weights.semanticWeight * (semantic.get(hit.chunkId) ?? 0) + weights.keywordWeight * (keyword.get(hit.chunkId) ?? 0)) / total
        : 0;
    ceiling = Math.min(ceiling, own);
    return { ...hit, score: ceiling };
  });
}

const clip = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);
