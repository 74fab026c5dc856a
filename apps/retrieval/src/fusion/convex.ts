// Convex combination of score-normalised legs: each leg's scores are min-max normalised over the hits it returned
// (best = 1, worst returned = 0) and summed with the leg's weight; a chunk a leg did not return gets 0 from it.
// Unlike reciprocal ranks it keeps how far apart a leg's scores are, so a leg whose top hits are barely separated (a
// weak encoder's cosines) moves the fused order little, and a confident leg's clear winner stays on top.
import type { IndexHit } from '../index/ports';
import type { FusedHit, FusionLeg } from './weighted-rrf';
import { assertValidWeights, compareFused } from './weighted-rrf';

/** Fused score in 0..1: sum(weight * normalised score) / sum(weights). Order: score, best leg rank, chunk id. */
export function convexCombination(legs: FusionLeg[]): FusedHit[] {
  assertValidWeights(legs);
  const totalWeight = legs.reduce((sum, l) => sum + l.weight, 0);
  const fused = new Map<string, { hit: FusedHit; raw: number; bestRank: number }>();
  legs.forEach((leg, legIndex) => {
    const normalise = minMax(leg.hits);
    leg.hits.forEach((hit, i) => {
      let entry = fused.get(hit.chunkId);
      if (entry === undefined) {
        entry = {
          hit: { chunkId: hit.chunkId, documentId: hit.documentId, score: 0, legRanks: legs.map(() => null) },
          raw: 0,
          bestRank: i + 1,
        };
        fused.set(hit.chunkId, entry);
      }
      if (entry.hit.legRanks[legIndex] != null) return;
      entry.hit.legRanks[legIndex] = i + 1;
      entry.raw += leg.weight * normalise(hit.score);
      entry.bestRank = Math.min(entry.bestRank, i + 1);
    });
  });
  const entries = [...fused.values()];
  for (const e of entries) e.hit.score = totalWeight > 0 ? Math.min(1, Math.max(0, e.raw / totalWeight)) : 0;
  return entries.sort(compareFused).map((e) => e.hit);
}

/** Maps a leg's scores onto 0..1 by its best and worst returned hit; a leg whose hits all score the same gives 1. */
function minMax(hits: readonly IndexHit[]): (score: number) => number {
  let hi = -Infinity;
  let lo = Infinity;
  for (const h of hits) {
    if (h.score > hi) hi = h.score;
    if (h.score < lo) lo = h.score;
  }
  const range = hi - lo;
  return range > 0 ? (s) => (s - lo) / range : () => 1;
}
