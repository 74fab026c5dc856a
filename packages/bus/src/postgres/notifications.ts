// LISTEN for publish notifications when the database adapter exposes a way to (the @engram/db PGlite and node-postgres
// adapters both do). The SqlDatabase port has no LISTEN, so this looks for the engine handle structurally; without one
// the bus still works by polling.
import type { SqlDatabase } from '@engram/core';
import { describeError, type BusLogger } from '../shared';

interface PgliteHandle {
  pglite: { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> };
}

interface PgNotification {
  channel: string;
  payload?: string;
}
interface PgPoolClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: PgNotification) => void): unknown;
  on(event: 'error', listener: (err: Error) => void): unknown;
  release(destroy?: boolean): void;
}
interface PgPoolHandle {
  pool: { connect(): Promise<PgPoolClient> };
}

function hasPglite(db: object): db is PgliteHandle {
  const candidate = (db as Partial<PgliteHandle>).pglite;
  return typeof candidate?.listen === 'function';
}

function hasPool(db: object): db is PgPoolHandle {
  const candidate = (db as Partial<PgPoolHandle>).pool;
  return typeof candidate?.connect === 'function';
}

/**
 * Calls `onTopic` for each notification on `channel`; resolves to a function that stops listening, or to null when
 * this database offers no way to listen (the caller then relies on polling and its own wake-ups).
 */
export async function listenForPublishes(
  db: SqlDatabase,
  channel: string,
  onTopic: (topic: string) => void,
  logger: BusLogger,
): Promise<(() => Promise<void>) | null> {
  if (db.dialect === 'pglite' && hasPglite(db)) {
    return db.pglite.listen(channel, onTopic);
  }
  if (db.dialect === 'postgres' && hasPool(db)) {
    // A dedicated connection: LISTEN belongs to a session, and a pooled connection would be handed to other queries.
    const client = await db.pool.connect();
    let broken = false;
    client.on('error', (err) => {
      broken = true;
      logger.warn({ error: describeError(err) }, 'bus notification connection lost, polling only');
    });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onTopic(message.payload);
    });
    // The channel name is a constant of this package, never user input, so quoting it inline is safe.
    await client.query(`LISTEN "${channel}"`);
    return async () => {
      if (!broken) await client.query(`UNLISTEN "${channel}"`).catch(() => undefined);
      client.release(broken);
    };
  }
  return null;
}
