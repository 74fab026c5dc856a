// Prisma Client bound to an existing SqlDatabase: the same PGlite instance or the same pg pool, so repositories
// written with Prisma and adapters that keep their own tables in raw SQL share one database (and one in-memory
// PGlite in the embedded profile).
import type { PGlite } from '@electric-sql/pglite';
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
      // The adapter (0.7.2) uses only query, exec and transaction of what it is given: the prepared-statement client.
      return new PrismaClient({ adapter: new PrismaPGlite(db.client as PGlite) });
    case 'postgres':
      // An external pool is not ended by `$disconnect()`; the SqlDatabase owns it.
      return new PrismaClient({ adapter: new PrismaPg(db.pool) });
    default:
      return assertNever(db, 'database dialect');
  }
}
