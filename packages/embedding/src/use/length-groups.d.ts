// Types for length-groups.js (kept in JavaScript so worker threads can load it without a TypeScript loader).
export declare function groupByLength(lengths: readonly number[], options?: { maxPaddingRatio?: number; slackTokens?: number }): number[][];
