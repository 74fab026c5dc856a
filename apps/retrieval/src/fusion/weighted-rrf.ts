// Weighted reciprocal rank fusion: each leg contributes weight / (rankConstant + rank) for every hit it returned.
import { AppError } from '@engram/core';
import type { IndexHit } from '../index/ports';

export interface FusionLeg {
  /** Best first. A chunk listed twice in one leg counts at its best rank. */
  hits: IndexHit[];
  weight: number;
}

export interface FusedHit extends IndexHit {
  /** 1-based rank of the chunk in each leg, in leg order; null where the leg did not return it. */
  legRanks: (number | null)[];
}

/**
 * Fuses ranked lists. Scores are normalised to 0..1 by the best achievable score (rank 1 in every leg:
 * sum(weights) / (rankConstant + 1)). Order: score desc, then best (lowest) rank in any leg, then chunk id.
 */
export function weightedRrf(legs: FusionLeg[], rankConstant: number): FusedHit[] {
  if (!(rankConstant >= 0) || !Number.isFinite(rankConstant)) {
    throw AppError.invalid('invalid_rank_constant', 'rank constant must be a finite number >= 0');
  }
  assertValidWeights(legs);
  const totalWeight = legs.reduce((sum, l) => sum + l.weight, 0);
  const fused = new Map<string, { hit: FusedHit; raw: number; bestRank: number }>();
  legs.forEach((leg, legIndex) => {
    leg.hits.forEach((hit, i) => {
      const rank = i + 1;
      let entry = fused.get(hit.chunkId);
      if (entry === undefined) {
        entry = {
          hit: { chunkId: hit.chunkId, documentId: hit.documentId, score: 0, legRanks: legs.map(() => null) },
          raw: 0,
          bestRank: rank,
        };
        fused.set(hit.chunkId, entry);
      }
      if (entry.hit.legRanks[legIndex] != null) return;
      entry.hit.legRanks[legIndex] = rank;
      // Scaled by (rankConstant + 1) so rank 1 contributes exactly `weight` and a chunk first everywhere scores
      // exactly totalWeight (no 0.9999... from dividing two separately rounded sums).
      entry.raw += (leg.weight * (rankConstant + 1)) / (rankConstant + rank);
      entry.bestRank = Math.min(entry.bestRank, rank);
    });
  });
  const entries = [...fused.values()];
  for (const e of entries) e.hit.score = totalWeight > 0 ? Math.min(1, e.raw / totalWeight) : 0;
  entries.sort(compareFused);
  return entries.map((e) => e.hit);
}

export function assertValidWeights(legs: readonly FusionLeg[]): void {
  if (legs.some((l) => !(l.weight >= 0) || !Number.isFinite(l.weight))) {
    throw AppError.invalid('invalid_leg_weight', 'leg weights must be finite numbers >= 0');
  }
}

/** Deterministic order: higher fused score, then best (lowest) rank in any leg, then chunk id. */
export function compareFused(
  a: { raw: number; bestRank: number; hit: IndexHit },
  b: { raw: number; bestRank: number; hit: IndexHit },
): number {
  return b.raw - a.raw || a.bestRank - b.bestRank || (a.hit.chunkId < b.hit.chunkId ? -1 : a.hit.chunkId > b.hit.chunkId ? 1 : 0);
}
