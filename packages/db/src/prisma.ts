// Prisma Client bound to an existing SqlDatabase: the same PGlite instance or the same pg pool, so repositories
// written with Prisma and adapters that keep their own tables in raw SQL share one database (and one in-memory
// PGlite in the embedded profile).
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { assertNever } from '@engram/core';
import { PrismaClient } from './generated/prisma/client';
import type { PgliteDatabase, PostgresDatabase } from './sql';

export function createPrismaClient(db: PgliteDatabase | PostgresDatabase): PrismaClient {
  switch (db.dialect) {
    case 'pglite':
      // PGlite is single-connection: while a Prisma interactive transaction is open, raw queries on the same
      // instance wait for it, so code inside `$transaction(fn)` must use the transaction client only.
      return new PrismaClient({ adapter: new PrismaPGlite(db.pglite) });
    case 'postgres':
      // An external pool is not ended by `$disconnect()`; the SqlDatabase owns it.
      return new PrismaClient({ adapter: new PrismaPg(db.pool) });
    default:
      return assertNever(db, 'database dialect');
  }
}
