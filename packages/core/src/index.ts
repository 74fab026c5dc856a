export * from './errors';
export * from './domain';
export * from './ports';
