export { weightedRrf, type FusionLeg, type FusedHit } from './weighted-rrf';
export { convexCombination } from './convex';
export { fuse, type FusionConfig, type FusionMethod, type LegHits } from './fuse';
export { absoluteScores } from './relevance';
