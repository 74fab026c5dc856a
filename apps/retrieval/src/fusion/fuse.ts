// How fast mode merges its two legs. Configuration, not code, decides the method and weights (docs/retrieval.md
// explains the defaults and the measurements behind them).
import { AppError } from '@engram/core';
import type { IndexHit } from '../index/ports';
import { convexCombination } from './convex';
import { weightedRrf, type FusedHit } from './weighted-rrf';

export type FusionMethod = 'rrf' | 'convex';

export interface FusionConfig {
  /**
   * `rrf`: weighted reciprocal-rank fusion (the spec's method, default). `convex`: weighted sum of each leg's min-max
   * normalised scores, which keeps how decisive each leg is.
   */
  method?: FusionMethod;
  semanticWeight: number;
  keywordWeight: number;
  /** RRF rank constant k (ignored by `convex`). */
  rankConstant: number;
}

export interface LegHits {
  semantic: IndexHit[];
  keyword: IndexHit[];
}

/** Fused hits, best first, scores 0..1; `legRanks` are [semantic, keyword]. */
export function fuse(legs: LegHits, config: FusionConfig): FusedHit[] {
  const method = config.method ?? 'rrf';
  const weighted = [
    { hits: legs.semantic, weight: config.semanticWeight },
    { hits: legs.keyword, weight: config.keywordWeight },
  ];
  switch (method) {
    case 'rrf':
      return weightedRrf(weighted, config.rankConstant);
    case 'convex':
      return convexCombination(weighted);
    default:
      throw AppError.invalid('invalid_fusion_method', `unknown fusion method ${String(method satisfies never)}`);
  }
}
