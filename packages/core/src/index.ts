export * from './errors';
export * from './domain';
export * from './ports';
export * from './events';
export * from './batching';
export * from './pipeline-step';
export * from './backoff';
export * from './ids';
