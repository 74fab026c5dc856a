// Tables of the PostgreSQL/PGlite event bus. The bus owns them (`bus_` prefix); nothing else reads or writes them.
import type { SqlDatabase } from '@engram/core';

/** First key of every advisory lock the bus takes, so its locks cannot collide with another module's. */
export const ADVISORY_NAMESPACE = 0x62757321; // "bus!"

/** Notification channel; the payload is the topic that received a message. */
export const NOTIFY_CHANNEL = 'engram_bus';

const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS bus_subscriptions (
     topic text NOT NULL,
     group_name text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (topic, group_name)
   )`,
  // One row per (message, group). group_name '' holds messages of a topic no group has subscribed to yet.
  // available_at doubles as the lock expiry: a claim pushes it forward by the visibility timeout, so an expired lock
  // makes the row claimable again with no extra condition.
  `CREATE TABLE IF NOT EXISTS bus_messages (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     seq bigint GENERATED ALWAYS AS IDENTITY,
     message_id uuid NOT NULL,
     topic text NOT NULL,
     group_name text NOT NULL,
     key text NOT NULL,
     payload jsonb NOT NULL,
     headers jsonb NOT NULL,
     published_at timestamptz NOT NULL DEFAULT now(),
     available_at timestamptz NOT NULL,
     attempt integer NOT NULL DEFAULT 0,
     locked_by text
   )`,
  `CREATE INDEX IF NOT EXISTS bus_messages_claim_idx ON bus_messages (topic, group_name, available_at, seq)`,
  // Fair claims take the oldest messages of each tenant in turn (message-store.ts): a skip-scan over tenants.
  `CREATE INDEX IF NOT EXISTS bus_messages_fair_claim_idx
     ON bus_messages (topic, group_name, (coalesce(headers->>'tenantId', '')), available_at, seq)`,
  `CREATE INDEX IF NOT EXISTS bus_messages_locked_by_idx ON bus_messages (locked_by) WHERE locked_by IS NOT NULL`,
];

/** Idempotent; an advisory lock keeps several processes starting at once from racing on CREATE. */
export async function ensureBusSchema(db: SqlDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, 0)', [ADVISORY_NAMESPACE]);
    for (const statement of STATEMENTS) await tx.query(statement);
  });
}
