export * from './temp-dir';
export * from './embedded-postgres';
export * from './database';
export * from './factories';
export * from './free-port';
export * from './kafka-mock';
