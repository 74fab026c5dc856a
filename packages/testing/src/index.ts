export * from './temp-dir';
export * from './embedded-postgres';
export * from './database';
export * from './factories';
