// Publishing on the Postgres bus: the one INSERT that fans a batch out to every group of the topic, and the in-process
// hand-off that inserts rows already claimed for an idle subscription of this process and gives them to it after commit.
import { randomUUID } from 'node:crypto';
import type { PublishOptions, SqlClient } from '@engram/core';
import { validateNames } from '../shared';
import type { BusSettings, MessageRow } from './bus-settings';
import { ADVISORY_NAMESPACE, NOTIFY_CHANNEL } from './schema';

/** A message on its way into the table. */
export interface OutgoingMessage {
  messageId: string;
  payloadJson: string;
  options: PublishOptions;
}

export function outgoing(payload: unknown, options: PublishOptions, messageId: string = randomUUID()): OutgoingMessage {
  return { messageId, payloadJson: JSON.stringify(payload ?? null), options };
}

/** What an insert reports back about each row it created. */
interface InsertedRow {
  id: string;
  message_id: string;
  group_name: string;
  published_at: Date | string;
  locked_by: string | null;
}

/**
 * What a publish needs from a subscription of this process to hand it messages without a claim. The subscription
 * knows whether older messages of its group may still be waiting in the table; only it can say a hand-off is safe.
 */
export interface LocalSubscriber {
  readonly topic: string;
  readonly group: string;
  /** Promises up to `wanted` free slots to this publish; 0 when a new message could overtake an older one. */
  reserve(wanted: number): number;
  /** Gives back promised slots the publish did not fill. */
  unreserve(slots: number): void;
  /** Delivers a row inserted already claimed by this instance, in a slot it promised. */
  adopt(row: MessageRow): void;
  /** A row of this group was left in the table for a claim. */
  expectWork(): void;
}

/**
 * Inserts one row per message and consumer group of the topic, in one statement. `localSlots` names groups
 * subscribed in this process with free slots: the first that many messages of each are inserted already claimed by
 * this instance (locked, attempt 1), exactly as a claim would leave them, so the publisher hands them to its own
 * subscription after commit without a claim query. Other rows are announced through NOTIFY for whoever claims them.
 */
export async function enqueue(
  settings: BusSettings,
  tx: SqlClient,
  topic: string,
  messages: readonly OutgoingMessage[],
  localSlots: ReadonlyMap<string, number> = new Map(),
): Promise<InsertedRow[]> {
  // Shared topic lock: a first subscription of the topic (exclusive lock) cannot interleave with this publish, so a
  // message is either fanned out to the new group or left in the '' row the new group adopts. PGlite has one session
  // and runs one transaction at a time, so there nothing can interleave and the statement would be pure cost.
  if (settings.db.dialect !== 'pglite') {
    await tx.query('SELECT pg_advisory_xact_lock_shared($1, hashtext($2))', [ADVISORY_NAMESPACE, topic]);
  }
  const { rows } = await tx.query<InsertedRow>(
    `INSERT INTO bus_messages (message_id, topic, group_name, key, payload, headers, available_at, attempt, locked_by)
     SELECT m.message_id, $1, g.group_name, m.key, m.payload::jsonb, m.headers::jsonb,
            CASE WHEN m.ord <= g.slots THEN now() + $7 * interval '1 millisecond' ELSE COALESCE(m.not_before, now()) END,
            CASE WHEN m.ord <= g.slots THEN 1 ELSE 0 END,
            CASE WHEN m.ord <= g.slots THEN $8 END
     FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])
          WITH ORDINALITY AS m(message_id, key, payload, headers, not_before, ord)
     CROSS JOIN (
       SELECT s.group_name, COALESCE(l.slots, 0) AS slots
       FROM bus_subscriptions s LEFT JOIN unnest($9::text[], $10::int[]) AS l(group_name, slots) USING (group_name)
       WHERE s.topic = $1
       UNION ALL
       SELECT '', 0 WHERE NOT EXISTS (SELECT 1 FROM bus_subscriptions WHERE topic = $1)) AS g
     RETURNING id, message_id, group_name, published_at, locked_by`,
    [
      topic,
      messages.map((m) => m.messageId),
      messages.map((m) => m.options.key),
      messages.map((m) => m.payloadJson),
      messages.map((m) => JSON.stringify(m.options.headers ?? {})),
      messages.map((m) => m.options.notBefore?.toISOString() ?? null),
      settings.visibilityTimeoutMs,
      settings.instanceId,
      [...localSlots.keys()],
      [...localSlots.values()],
    ],
  );
  // Delivered at commit (outside a transaction: after the INSERT), so listeners never wake before the rows are visible.
  if (rows.some((r) => r.locked_by === null)) await tx.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, topic]);
  return rows;
}

export interface Publisher {
  publishAll<T>(topic: string, messages: ReadonlyArray<{ payload: T; options: PublishOptions }>): Promise<void>;
  publishInTransaction<T>(tx: SqlClient, topic: string, payload: T, options: PublishOptions): Promise<void>;
}

export function createPublisher(
  settings: BusSettings,
  deps: {
    /** Throws once the bus is closed. */
    assertOpen(): void;
    /** The subscriptions of this process, as they are at the time of each publish. */
    subscriptions: Iterable<LocalSubscriber>;
    /** Wakes this process's subscriptions of a topic when no notification will (no LISTEN on this database). */
    wakeAfterPublish(topic: string): void;
  },
): Publisher {
  const { db, instanceId, metric } = settings;

  /** Publishes in one transaction; subscriptions of this process with free slots take their share straight away. */
  async function publishAll<T>(topic: string, messages: ReadonlyArray<{ payload: T; options: PublishOptions }>) {
    deps.assertOpen();
    validateNames(topic);
    if (messages.length === 0) return;
    const outgoingMessages = messages.map((m) => outgoing(m.payload, m.options));
    // One subscription per group of this process takes up to its free slots; never a message that must wait.
    const local = new Map<string, { subscription: LocalSubscriber; slots: number }>();
    if (!messages.some((m) => m.options.notBefore)) {
      for (const s of deps.subscriptions) {
        if (s.topic !== topic || local.has(s.group)) continue;
        const slots = s.reserve(messages.length);
        if (slots > 0) local.set(s.group, { subscription: s, slots });
      }
    }
    const slots = new Map([...local].map(([group, l]) => [group, l.slots]));
    let rows: InsertedRow[];
    try {
      // PGlite has one session and the INSERT alone is atomic: a transaction around it would only add round trips to
      // the database thread while every other statement waits (issue 13; docs/benchmarks.md, bench:load).
      rows =
        db.dialect === 'pglite'
          ? await enqueue(settings, db, topic, outgoingMessages, slots)
          : await db.transaction((tx) => enqueue(settings, tx, topic, outgoingMessages, slots));
    } catch (err) {
      for (const l of local.values()) l.subscription.unreserve(l.slots);
      throw err;
    }
    for (let i = 0; i < messages.length; i++) metric('published', { topic });
    const byId = new Map(outgoingMessages.map((m) => [m.messageId, m]));
    for (const [group, l] of local) {
      const claimed = rows.filter((r) => r.group_name === group && r.locked_by === instanceId);
      for (const row of claimed) l.subscription.adopt(claimedRow(row, topic, byId.get(row.message_id)!));
      l.subscription.unreserve(l.slots - claimed.length);
    }
    const unclaimed = new Set(rows.filter((r) => r.locked_by === null).map((r) => r.group_name));
    if (unclaimed.size > 0) {
      for (const s of deps.subscriptions) if (s.topic === topic && unclaimed.has(s.group)) s.expectWork();
      deps.wakeAfterPublish(topic);
    }
  }

  async function publishInTransaction<T>(tx: SqlClient, topic: string, payload: T, opts: PublishOptions) {
    deps.assertOpen();
    validateNames(topic);
    await enqueue(settings, tx, topic, [outgoing(payload, opts)]);
    metric('published', { topic });
  }

  return { publishAll, publishInTransaction };
}

/** The row a claim would have returned for a message this publish inserted already claimed (attempt 1). */
function claimedRow(inserted: InsertedRow, topic: string, message: OutgoingMessage): MessageRow {
  return {
    id: inserted.id,
    message_id: message.messageId,
    topic,
    group_name: inserted.group_name,
    key: message.options.key,
    payload: JSON.parse(message.payloadJson) as unknown,
    headers: { ...message.options.headers },
    published_at: inserted.published_at,
    attempt: 1,
  };
}
