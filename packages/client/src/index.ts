export * from './client';
export { EngramError, parseRetryAfter, type ProblemField } from './errors';
export { DEFAULT_RETRY, type RetryOptions } from './retry';
export type { components, operations, paths } from './gen/api';
