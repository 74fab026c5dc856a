export { weightedRrf, type FusionLeg, type FusedHit } from './weighted-rrf';
