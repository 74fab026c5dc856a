// An opened, migrated Engram database on either engine, for integration tests.
import { openDatabase, type OpenedDatabase } from '@engram/db';
import { startEmbeddedPostgres } from './embedded-postgres';

export type TestDatabaseKind = 'pglite' | 'postgres';
export const TEST_DATABASE_KINDS: readonly TestDatabaseKind[] = ['pglite', 'postgres'];

export interface TestDatabase extends OpenedDatabase {
  kind: TestDatabaseKind;
  /** Connection string when the engine is a server (postgres). */
  url?: string;
}

/**
 * `pglite`: in-memory PGlite. `postgres`: a fresh embedded PostgreSQL cluster owned by this database; `close()`
 * stops the server as well.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    return { kind, ...(await openDatabase({ kind: 'pglite' })) };
  }
  const server = await startEmbeddedPostgres();
  try {
    const db = await openDatabase({ kind: 'postgres', url: server.url });
    return {
      ...db,
      kind,
      url: server.url,
      async close() {
        try {
          await db.close();
        } finally {
          await server.stop();
        }
      },
    };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
