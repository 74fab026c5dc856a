// Encryption at rest for Engram: per-tenant data keys (envelope encryption) and the keys derived from them.
export * from './tenant-keys';
export * from './tenant-keyring';
export * from './local-key-provider';
export * from './aws-kms-key-provider';
