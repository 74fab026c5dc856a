// Types for truncate.js (kept in JavaScript so worker threads can load it without a TypeScript loader).
export declare function encodeTruncated(
  tokenizer: { encode(input: string): number[] },
  text: string,
  maxTokens: number,
): number[];
export declare function encodeWindows(
  tokenizer: { encode(input: string): number[] },
  text: string,
  windowTokens: number,
  maxWindows: number,
): number[][];
