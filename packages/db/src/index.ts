export * from './sql';
