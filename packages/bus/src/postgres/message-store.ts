// The queue rows once published: claims, lock extension and release, and the end of a message (a batched DELETE when
// it was handled, a later retry, or the dead-letter topic), plus the VACUUM a database without autovacuum needs.
import type { EventHeaders } from '@engram/core';
import { DLQ_HEADERS, describeError, dlqTopic } from '../shared';
import type { BusSettings, MessageRow } from './bus-settings';
import { enqueue, outgoing } from './publisher';

export interface MessageStore {
  /** Hands back every lock held by another instance (reclaim on start); resolves to how many rows it released. */
  reclaimLocksOfOthers(): Promise<number>;
  /**
   * Claims up to `limit` available messages of a group, locking them for the visibility timeout, fair across tenants:
   * tenants take turns in the cyclic order of their ids, starting after `afterTenant` (the last tenant the caller
   * served; see FAIR_CLAIM), none of a tenant in `skipTenants`.
   */
  claim(
    topic: string,
    group: string,
    limit: number,
    afterTenant?: string,
    skipTenants?: readonly string[],
  ): Promise<MessageRow[]>;
  /** Keeps claimed rows invisible to other instances while their handlers run; failures are logged. */
  extendLocks(ids: string[]): void;
  /** Hands claimed rows back (unlocked, the attempt not counted), for messages this instance will not run after all. */
  release(ids: string[]): Promise<void>;
  /** release() of one row without waiting; settle() waits for it. */
  releaseInBackground(id: string): void;
  /** The message was handled: its row, still locked by us, goes with the next batched DELETE. */
  deleteFinished(id: string): void;
  /** Unlocks the row and makes it claimable again after `delayMs`. */
  retryLater(id: string, delayMs: number): Promise<void>;
  /** Moves the message to `<topic>.dlq`, unless another instance took it over after our lock expired. */
  deadLetter(row: MessageRow, attempts: number, error: string): Promise<void>;
  /** Waits for a running VACUUM, then for background releases. */
  settle(): Promise<void>;
  /** Waits for batched DELETEs already scheduled. */
  flushDeletes(): Promise<void>;
}

/**
 * A claim that is fair across tenants (the `tenantId` header): the tenants with available messages are found by a
 * skip-scan of bus_messages_fair_claim_idx (one index probe per tenant), each gives its oldest `limit` messages, and
 * the claim takes them round by round: every tenant's oldest first, then every tenant's second, ...; within a round,
 * tenants go in the cyclic order of their ids starting after $6 (the last tenant this subscription served), so claims
 * of one message at a time still rotate. One tenant's backlog of thousands never delays another tenant's next message
 * by more than one message per waiting tenant.
 * Within a tenant, messages keep their order (available_at, seq). Rows another process locked meanwhile are skipped.
 * Tenants in $7 are passed over (the subscription's reserved slots go only to tenants not already using many).
 */
const FAIR_CLAIM = `
  WITH RECURSIVE tenants(t) AS (
    SELECT min(coalesce(headers->>'tenantId', '')) FROM bus_messages
    WHERE topic = $1 AND group_name = $2 AND available_at <= now()
    UNION ALL
    SELECT (SELECT min(coalesce(headers->>'tenantId', '')) FROM bus_messages
            WHERE topic = $1 AND group_name = $2 AND available_at <= now()
              AND coalesce(headers->>'tenantId', '') > tenants.t)
    FROM tenants WHERE tenants.t IS NOT NULL
  ),
  ranked AS (
    SELECT oldest.id, oldest.available_at, oldest.seq, tenants.t,
           row_number() OVER (PARTITION BY tenants.t ORDER BY oldest.available_at, oldest.seq) AS round
    FROM tenants
    CROSS JOIN LATERAL (
      SELECT id, available_at, seq FROM bus_messages
      WHERE topic = $1 AND group_name = $2 AND available_at <= now() AND coalesce(headers->>'tenantId', '') = tenants.t
      ORDER BY available_at, seq LIMIT $3) AS oldest
    WHERE tenants.t IS NOT NULL AND tenants.t <> ALL($7::text[])
  ),
  picked AS (SELECT id FROM ranked ORDER BY round, (t > $6) DESC, t, available_at, seq LIMIT $3)
  UPDATE bus_messages AS m
  SET locked_by = $4, available_at = now() + $5 * interval '1 millisecond', attempt = m.attempt + 1
  FROM (SELECT id FROM bus_messages WHERE id IN (SELECT id FROM picked) FOR UPDATE SKIP LOCKED) AS next
  WHERE m.id = next.id AND m.available_at <= now()
  RETURNING m.id, m.message_id, m.topic, m.group_name, m.key, m.payload, m.headers, m.published_at, m.attempt`;

export function createMessageStore(settings: BusSettings, options: { vacuumEvery: number }): MessageStore {
  const { db, instanceId, visibilityTimeoutMs, logger } = settings;
  const { vacuumEvery } = options;

  let finishedSinceVacuum = 0;
  let vacuuming: Promise<void> | undefined;
  /** Counts a finished message and vacuums the queue table once enough dead rows have piled up. */
  const finished = () => {
    if (vacuumEvery <= 0 || ++finishedSinceVacuum < vacuumEvery || vacuuming) return;
    finishedSinceVacuum = 0;
    vacuuming = db
      .exec('VACUUM bus_messages')
      .catch((err: unknown) => logger.warn({ instanceId, error: describeError(err) }, 'bus vacuum failed'))
      .finally(() => (vacuuming = undefined));
  };

  async function release(ids: string[]): Promise<void> {
    await db.query(
      `UPDATE bus_messages SET locked_by = NULL, available_at = now(), attempt = GREATEST(attempt - 1, 0)
       WHERE id = ANY($1::uuid[]) AND locked_by = $2`,
      [ids, instanceId],
    );
  }
  const releasing = new Set<Promise<void>>();

  // Finished messages are deleted together: every handler that finishes before the next turn of the event loop shares
  // one DELETE. The row stays locked until then, so nobody claims it; a crash before the DELETE only means those
  // messages are delivered again (at least once).
  let finishedIds: string[] = [];
  let deleting: Promise<void> | undefined;
  const deletes = new Set<Promise<void>>();
  function deleteFinished(id: string): void {
    finishedIds.push(id);
    if (deleting) return;
    const flush: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        const ids = finishedIds;
        finishedIds = [];
        deleting = undefined;
        await db.query('DELETE FROM bus_messages WHERE id = ANY($1::uuid[])', [ids]);
        for (let i = 0; i < ids.length; i++) finished();
      })
      .catch((err: unknown) =>
        logger.error({ instanceId, error: describeError(err) }, 'bus could not delete finished messages'),
      )
      .finally(() => deletes.delete(flush));
    deleting = flush;
    deletes.add(flush);
  }

  return {
    async reclaimLocksOfOthers() {
      const { rows } = await db.query<{ id: string }>(
        `UPDATE bus_messages SET locked_by = NULL, available_at = now()
         WHERE locked_by IS NOT NULL AND locked_by <> $1 RETURNING id`,
        [instanceId],
      );
      return rows.length;
    },

    async claim(topic, group, limit, afterTenant = '', skipTenants = []) {
      const { rows } = await db.query<MessageRow>(FAIR_CLAIM, [
        topic,
        group,
        limit,
        instanceId,
        visibilityTimeoutMs,
        afterTenant,
        skipTenants,
      ]);
      return rows;
    },

    extendLocks(ids) {
      db.query(
        `UPDATE bus_messages SET available_at = now() + $3 * interval '1 millisecond'
         WHERE id = ANY($1::uuid[]) AND locked_by = $2`,
        [ids, instanceId, visibilityTimeoutMs],
      ).catch((err: unknown) => logger.warn({ instanceId, error: describeError(err) }, 'bus lock extension failed'));
    },

    release,

    releaseInBackground(id) {
      const released: Promise<void> = release([id])
        .catch((err: unknown) => logger.warn({ instanceId, error: describeError(err) }, 'bus release failed'))
        .finally(() => releasing.delete(released));
      releasing.add(released);
    },

    deleteFinished,

    async retryLater(id, delayMs) {
      await db.query(
        `UPDATE bus_messages SET locked_by = NULL, available_at = now() + $3 * interval '1 millisecond'
         WHERE id = $1 AND locked_by = $2`,
        [id, instanceId, delayMs],
      );
    },

    async deadLetter(row, attempts, error) {
      const headers: EventHeaders = {
        ...row.headers,
        [DLQ_HEADERS.attempts]: String(attempts),
        [DLQ_HEADERS.originalTopic]: row.topic,
        [DLQ_HEADERS.group]: row.group_name,
        [DLQ_HEADERS.error]: error,
      };
      const target = dlqTopic(row.topic);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query('DELETE FROM bus_messages WHERE id = $1 AND locked_by = $2 RETURNING id', [
          row.id,
          instanceId,
        ]);
        // Another instance took the message over after our lock expired; it decides, not us.
        if (rows.length === 0) return;
        await enqueue(settings, tx, target, [outgoing(row.payload, { key: row.key, headers }, row.message_id)]);
      });
    },

    async settle() {
      await vacuuming;
      await Promise.all(releasing);
    },

    async flushDeletes() {
      await Promise.all(deletes);
    },
  };
}
