export * from './sql';
export * from './migrate';
export * from './prisma';
export * from './open-database';
export * from './guards';
// Generated model types, enums and the Prisma namespace (run `pnpm --filter @engram/db generate` first).
export * from './generated/prisma/client';
export * from './statistics';
