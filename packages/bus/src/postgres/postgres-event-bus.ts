// EventBus on PostgreSQL tables: the embedded profile's durable queue (PGlite), equally correct on a real PostgreSQL
// server shared by several processes (claims use FOR UPDATE SKIP LOCKED, retries and locks are timestamps in the rows).
import { randomUUID } from 'node:crypto';
import {
  AppError,
  type BusMessage,
  type EventBus,
  type EventHeaders,
  type MessageHandler,
  type PublishOptions,
  type SqlClient,
  type SqlDatabase,
  type SubscribeOptions,
} from '@engram/core';
import {
  DEFAULT_CLOSE_TIMEOUT_MS,
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_RETRY,
  DLQ_HEADERS,
  dlqTopic,
  describeError,
  retryDelayMs,
  silentLogger,
  validateNames,
  validateSubscribeOptions,
  type BusLogger,
  type BusMetricsHook,
  type RetryPolicy,
} from '../shared';
import { ADVISORY_NAMESPACE, NOTIFY_CHANNEL, ensureBusSchema } from './schema';
import { listenForPublishes } from './notifications';

export interface PostgresEventBusOptions {
  /** Identifies this process in row locks. Defaults to a random id per bus. */
  instanceId?: string;
  /**
   * How often a subscription looks for work nothing announced (a notification lost with its connection, a lock that
   * expired in another process). Default 5000 while publishes are announced by LISTEN/NOTIFY, else 1000. Each poll is
   * a claim query per subscription, which on PGlite's single thread is taken from the pipeline's own work.
   */
  pollIntervalMs?: number;
  /** How long a claimed message stays invisible to others; extended while its handler runs. Default 30000. */
  visibilityTimeoutMs?: number;
  /**
   * Release every lock held by another instance when the bus starts. Only for a single-process deployment (the
   * embedded profile), where any such lock belongs to a previous run that crashed; with several processes it would
   * hand their in-flight work out a second time.
   */
  reclaimOnStart?: boolean;
  /** How long close() waits for in-flight handlers before handing their messages back. Default 10000. */
  closeTimeoutMs?: number;
  /**
   * Finished messages between two `VACUUM bus_messages`, for a database without autovacuum (PGlite runs PostgreSQL
   * in single-user mode, where it never runs). Without it every delivered message leaves a dead row and index entry
   * that each later claim walks past: after 10,000 documents a claim on an empty queue took 8-10 ms instead of well
   * under one. Default 500 on PGlite; 0 turns it off (the default on a PostgreSQL server, whose autovacuum does it).
   */
  vacuumEvery?: number;
  retry?: Partial<RetryPolicy>;
  logger?: BusLogger;
  onMetric?: BusMetricsHook;
}

export interface PostgresEventBus extends EventBus {
  readonly instanceId: string;
  /** Creates the bus tables if missing (also done by createPostgresEventBus). */
  ensureSchema(): Promise<void>;
  /**
   * Enqueues inside the caller's transaction (transactional outbox): the message exists if and only if the caller's
   * transaction commits. `tx` must be a transaction client, e.g. the one `SqlDatabase.transaction` hands out.
   */
  publishInTransaction<T>(tx: SqlClient, topic: string, payload: T, options: PublishOptions): Promise<void>;
}

interface MessageRow {
  id: string;
  message_id: string;
  topic: string;
  group_name: string;
  key: string;
  payload: unknown;
  headers: EventHeaders;
  published_at: Date | string;
  attempt: number;
}

/** A message on its way into the table. */
interface OutgoingMessage {
  messageId: string;
  payloadJson: string;
  options: PublishOptions;
}

function outgoing(payload: unknown, options: PublishOptions, messageId: string = randomUUID()): OutgoingMessage {
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

interface InFlight {
  row: MessageRow;
  done: Promise<void>;
  /** Set when close() gave the message back; the handler's late outcome is then ignored. */
  released: boolean;
}

export async function createPostgresEventBus(
  db: SqlDatabase,
  options: PostgresEventBusOptions = {},
): Promise<PostgresEventBus> {
  const instanceId = options.instanceId ?? `bus-${randomUUID()}`;
  const visibilityTimeoutMs = options.visibilityTimeoutMs ?? 30_000;
  const closeTimeoutMs = options.closeTimeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS;
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const logger = options.logger ?? silentLogger;
  const metric: BusMetricsHook = options.onMetric ?? (() => {});
  const vacuumEvery = options.vacuumEvery ?? (db.dialect === 'pglite' ? 500 : 0);
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

  await ensureBusSchema(db);
  if (options.reclaimOnStart) {
    const { rows } = await db.query<{ id: string }>(
      `UPDATE bus_messages SET locked_by = NULL, available_at = now()
       WHERE locked_by IS NOT NULL AND locked_by <> $1 RETURNING id`,
      [instanceId],
    );
    if (rows.length > 0) logger.warn({ instanceId, reclaimed: rows.length }, 'bus reclaimed locks of a previous run');
  }

  const subscriptions = new Set<Subscription>();
  let closed = false;

  const wakeTopic = (topic: string) => {
    for (const subscription of subscriptions) if (subscription.topic === topic) subscription.wake();
  };
  // Other processes (and publishInTransaction commits) announce themselves through NOTIFY; polling covers the rest.
  const stopListening = await listenForPublishes(db, NOTIFY_CHANNEL, wakeTopic, logger);
  // With a listener, our own publishes come back as notifications too; waking again here would cost an empty claim.
  const wakeAfterPublish = stopListening ? () => {} : wakeTopic;
  const pollIntervalMs = options.pollIntervalMs ?? (stopListening ? 5000 : 1000);

  // Keeps claimed messages invisible to other instances while their handlers run.
  const heartbeat = setInterval(
    () => {
      const ids = [...subscriptions].flatMap((s) => s.inFlightIds());
      if (ids.length === 0) return;
      db.query(
        `UPDATE bus_messages SET available_at = now() + $3 * interval '1 millisecond'
         WHERE id = ANY($1::uuid[]) AND locked_by = $2`,
        [ids, instanceId, visibilityTimeoutMs],
      ).catch((err: unknown) => logger.warn({ instanceId, error: describeError(err) }, 'bus lock extension failed'));
    },
    Math.max(10, Math.floor(visibilityTimeoutMs / 3)),
  );
  heartbeat.unref();

  /**
   * Inserts one row per message and consumer group of the topic, in one statement. `localSlots` names groups
   * subscribed in this process with free slots: the first that many messages of each are inserted already claimed by
   * this instance (locked, attempt 1), exactly as a claim would leave them, so the publisher hands them to its own
   * subscription after commit without a claim query. Other rows are announced through NOTIFY for whoever claims them.
   */
  async function enqueue(
    tx: SqlClient,
    topic: string,
    messages: readonly OutgoingMessage[],
    localSlots: ReadonlyMap<string, number> = new Map(),
  ): Promise<InsertedRow[]> {
    // Shared topic lock: a first subscription of the topic (exclusive lock) cannot interleave with this publish, so a
    // message is either fanned out to the new group or left in the '' row the new group adopts. PGlite has one session
    // and runs one transaction at a time, so there nothing can interleave and the statement would be pure cost.
    if (db.dialect !== 'pglite') {
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
        visibilityTimeoutMs,
        instanceId,
        [...localSlots.keys()],
        [...localSlots.values()],
      ],
    );
    // Delivered at commit, so listeners never wake before the rows are visible.
    if (rows.some((r) => r.locked_by === null)) await tx.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, topic]);
    return rows;
  }

  /** Hands claimed rows back (unlocked, the attempt not counted), for messages this instance will not run after all. */
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
      .catch((err: unknown) => logger.error({ instanceId, error: describeError(err) }, 'bus could not delete finished messages'))
      .finally(() => deletes.delete(flush));
    deleting = flush;
    deletes.add(flush);
  }

  function assertOpen() {
    if (closed) throw new AppError('failed_precondition', 'event bus is closed', { reason: 'bus_closed' });
  }

  async function publishInTransaction<T>(tx: SqlClient, topic: string, payload: T, opts: PublishOptions) {
    assertOpen();
    validateNames(topic);
    await enqueue(tx, topic, [outgoing(payload, opts)]);
    metric('published', { topic });
  }

  class Subscription {
    readonly inFlight = new Map<string, InFlight>();
    private pumping: Promise<void> | undefined;
    private pumpAgain = false;
    /** Counts wake-ups that may mean new work: a publish, the poll timer, the subscription starting. */
    private signals = 0;
    /** The value of `signals` when a claim last came back short: until the next signal the topic has nothing for us. */
    private drainedAt = -1;
    private stopped = false;
    /** Slots promised to publishes of this process whose rows are inserted claimed but not yet committed. */
    private reserved = 0;
    private readonly timer: NodeJS.Timeout;
    private readonly concurrency: number;
    private readonly maxAttempts: number;

    constructor(
      readonly topic: string,
      readonly group: string,
      private readonly handler: MessageHandler<unknown>,
      opts: SubscribeOptions,
    ) {
      this.concurrency = opts.concurrency ?? 1;
      this.maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      this.timer = setInterval(() => this.wake(), pollIntervalMs);
      this.timer.unref();
    }

    inFlightIds(): string[] {
      return [...this.inFlight.values()].filter((f) => !f.released).map((f) => f.row.id);
    }

    /**
     * Takes a slot for a message this process is about to publish. Only when nothing of ours may be waiting in the
     * table (the last claim came back short, no signal since, no claim running): a new message must not overtake
     * older ones.
     */
    reserve(wanted: number): number {
      if (this.stopped || this.pumping || this.drainedAt !== this.signals) return 0;
      const slots = Math.max(0, Math.min(wanted, this.concurrency - this.inFlight.size - this.reserved));
      this.reserved += slots;
      return slots;
    }

    /** Gives back reserved slots the publish did not fill with claimed rows (it failed, or the group is unknown). */
    unreserve(slots: number): void {
      if (slots <= 0) return;
      this.reserved -= slots;
      this.slotFreed();
    }

    /** Delivers a row the publish inserted already claimed by this instance, in the slot it reserved. */
    adopt(inserted: InsertedRow, topic: string, message: OutgoingMessage): void {
      this.reserved--;
      if (this.stopped) {
        // Closing: hand it back exactly as close() does with unfinished handlers.
        const released: Promise<void> = release([inserted.id])
          .catch((err: unknown) => logger.warn({ instanceId, error: describeError(err) }, 'bus release failed'))
          .finally(() => releasing.delete(released));
        releasing.add(released);
        return;
      }
      this.start({
        id: inserted.id,
        message_id: message.messageId,
        topic,
        group_name: inserted.group_name,
        key: message.options.key,
        payload: JSON.parse(message.payloadJson) as unknown,
        headers: { ...message.options.headers },
        published_at: inserted.published_at,
        attempt: 1,
      });
    }

    /** A row for this group was left in the table: until a claim takes it, no publish may hand us a newer one. */
    expectWork(): void {
      this.signals++;
    }

    /** New work may be available (a publish was announced, the poll timer fired): claim. */
    wake(): void {
      this.signals++;
      this.run();
    }

    /**
     * A handler finished. Claiming again is only worth a query if the last claim filled every free slot (more may be
     * waiting) or a signal came since; otherwise each finished message would cost an empty claim round trip.
     */
    private slotFreed(): void {
      if (this.drainedAt !== this.signals) this.run();
    }

    private run(): void {
      if (this.stopped) return;
      if (this.pumping) {
        this.pumpAgain = true;
        return;
      }
      this.pumping = this.pump().finally(() => {
        this.pumping = undefined;
      });
    }

    /** Claims until the concurrency limit is reached or nothing is available. */
    private async pump(): Promise<void> {
      try {
        do {
          this.pumpAgain = false;
          while (!this.stopped && this.inFlight.size + this.reserved < this.concurrency) {
            const seen = this.signals;
            const wanted = this.concurrency - this.inFlight.size - this.reserved;
            const rows = await this.claim(wanted);
            for (const row of rows) this.start(row);
            if (rows.length < wanted) {
              this.drainedAt = seen;
              break;
            }
          }
        } while (this.pumpAgain && !this.stopped);
      } catch (err) {
        // The next poll tries again; a database outage must not kill the subscription.
        logger.error({ topic: this.topic, group: this.group, error: describeError(err) }, 'bus claim failed');
      }
    }

    private async claim(limit: number): Promise<MessageRow[]> {
      const { rows } = await db.query<MessageRow>(
        `UPDATE bus_messages AS m
         SET locked_by = $4, available_at = now() + $5 * interval '1 millisecond', attempt = m.attempt + 1
         FROM (SELECT id FROM bus_messages
               WHERE topic = $1 AND group_name = $2 AND available_at <= now()
               ORDER BY available_at, seq
               LIMIT $3
               FOR UPDATE SKIP LOCKED) AS next
         WHERE m.id = next.id
         RETURNING m.id, m.message_id, m.topic, m.group_name, m.key, m.payload, m.headers, m.published_at, m.attempt`,
        [this.topic, this.group, limit, instanceId, visibilityTimeoutMs],
      );
      return rows;
    }

    private start(row: MessageRow): void {
      const entry: InFlight = { row, released: false, done: Promise.resolve() };
      entry.done = this.deliver(entry).finally(() => {
        this.inFlight.delete(row.id);
        this.slotFreed();
      });
      this.inFlight.set(row.id, entry);
    }

    private async deliver(entry: InFlight): Promise<void> {
      const { row } = entry;
      const labels = { topic: this.topic, group: this.group };
      const ids = { ...labels, messageId: row.message_id, attempt: row.attempt };
      // A lock that expired repeatedly (handler hung, process died) also uses up attempts, so a message that crashes
      // its consumer ends in the dead-letter topic instead of looping forever.
      if (row.attempt > this.maxAttempts) {
        await this.deadLetter(row, row.attempt - 1, 'lock_expired').catch((err: unknown) =>
          logger.error({ ...ids, error: describeError(err) }, 'bus dead-letter failed'),
        );
        return;
      }
      const message: BusMessage<unknown> = {
        id: row.message_id,
        topic: row.topic,
        key: row.key,
        payload: row.payload,
        headers: row.headers,
        attempt: row.attempt,
        publishedAt: new Date(row.published_at),
      };
      let failure: unknown;
      let failed = false;
      try {
        await this.handler(message);
      } catch (err) {
        failed = true;
        failure = err;
      }
      if (entry.released) return;
      try {
        if (!failed) {
          // The slot frees now; the row, still locked by us, goes with the next batched DELETE.
          deleteFinished(row.id);
          metric('delivered', labels);
        } else if (row.attempt >= this.maxAttempts) {
          logger.warn({ ...ids, error: describeError(failure) }, 'bus handler failed, dead-lettering');
          await this.deadLetter(row, row.attempt, describeError(failure));
        } else {
          const delay = retryDelayMs(retry, row.attempt);
          logger.warn({ ...ids, delayMs: delay, error: describeError(failure) }, 'bus handler failed, will retry');
          await db.query(
            `UPDATE bus_messages SET locked_by = NULL, available_at = now() + $3 * interval '1 millisecond'
             WHERE id = $1 AND locked_by = $2`,
            [row.id, instanceId, delay],
          );
          metric('retried', labels);
          // Nothing announces a retry coming due, so wake for it rather than wait for the next poll.
          setTimeout(() => this.wake(), delay + 5).unref();
        }
      } catch (err) {
        // The lock runs out and the message comes back: at-least-once still holds.
        logger.error({ ...ids, error: describeError(err) }, 'bus could not record handler outcome');
      }
    }

    private async deadLetter(row: MessageRow, attempts: number, error: string): Promise<void> {
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
        await enqueue(tx, target, [outgoing(row.payload, { key: row.key, headers }, row.message_id)]);
      });
      metric('dead_lettered', { topic: this.topic, group: this.group });
    }

    /** Stops claiming and waits for the current claim round, so no new handler starts after this resolves. */
    async stop(): Promise<void> {
      this.stopped = true;
      clearInterval(this.timer);
      await this.pumping;
    }
  }

  /** Publishes in one transaction; subscriptions of this process with free slots take their share straight away. */
  async function publishAll<T>(topic: string, messages: ReadonlyArray<{ payload: T; options: PublishOptions }>) {
    assertOpen();
    validateNames(topic);
    if (messages.length === 0) return;
    const outgoingMessages = messages.map((m) => outgoing(m.payload, m.options));
    // One subscription per group of this process takes up to its free slots; never a message that must wait.
    const local = new Map<string, { subscription: Subscription; slots: number }>();
    if (!messages.some((m) => m.options.notBefore)) {
      for (const s of subscriptions) {
        if (s.topic !== topic || local.has(s.group)) continue;
        const slots = s.reserve(messages.length);
        if (slots > 0) local.set(s.group, { subscription: s, slots });
      }
    }
    const slots = new Map([...local].map(([group, l]) => [group, l.slots]));
    let rows: InsertedRow[];
    try {
      rows = await db.transaction((tx) => enqueue(tx, topic, outgoingMessages, slots));
    } catch (err) {
      for (const l of local.values()) l.subscription.unreserve(l.slots);
      throw err;
    }
    for (let i = 0; i < messages.length; i++) metric('published', { topic });
    const byId = new Map(outgoingMessages.map((m) => [m.messageId, m]));
    for (const [group, l] of local) {
      const claimed = rows.filter((r) => r.group_name === group && r.locked_by === instanceId);
      for (const row of claimed) l.subscription.adopt(row, topic, byId.get(row.message_id)!);
      l.subscription.unreserve(l.slots - claimed.length);
    }
    const unclaimed = new Set(rows.filter((r) => r.locked_by === null).map((r) => r.group_name));
    if (unclaimed.size > 0) {
      for (const s of subscriptions) if (s.topic === topic && unclaimed.has(s.group)) s.expectWork();
      wakeAfterPublish(topic);
    }
  }

  const bus: PostgresEventBus = {
    instanceId,

    ensureSchema: () => ensureBusSchema(db),

    publishInTransaction,

    publish<T>(topic: string, payload: T, opts: PublishOptions) {
      return publishAll(topic, [{ payload, options: opts }]);
    },

    publishAll,

    async subscribe<T>(topic: string, handler: MessageHandler<T>, opts: SubscribeOptions) {
      assertOpen();
      validateNames(topic, opts.group);
      validateSubscribeOptions(opts);
      await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADVISORY_NAMESPACE, topic]);
        const { rows } = await tx.query(
          `INSERT INTO bus_subscriptions (topic, group_name) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING topic`,
          [topic, opts.group],
        );
        // The first group of a topic adopts what was published before anyone subscribed (see enqueue).
        if (rows.length > 0 && opts.group !== '') {
          await tx.query(`UPDATE bus_messages SET group_name = $2 WHERE topic = $1 AND group_name = ''`, [
            topic,
            opts.group,
          ]);
        }
      });
      const subscription = new Subscription(topic, opts.group, handler as MessageHandler<unknown>, opts);
      subscriptions.add(subscription);
      subscription.wake();
    },

    async close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      await stopListening?.();
      await Promise.all([...subscriptions].map((s) => s.stop()));
      await vacuuming;
      await Promise.all(releasing);
      const inFlight = [...subscriptions].flatMap((s) => [...s.inFlight.values()]);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(inFlight.map((f) => f.done)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, closeTimeoutMs))),
      ]);
      clearTimeout(timer);
      const unfinished = inFlight.filter(
        (f) => !f.released && [...subscriptions].some((s) => s.inFlight.has(f.row.id)),
      );
      if (unfinished.length > 0) {
        for (const f of unfinished) f.released = true;
        // Not the message's fault, so the attempt is given back too.
        await release(unfinished.map((f) => f.row.id));
        logger.warn({ instanceId, released: unfinished.length }, 'bus closed with unfinished handlers, released');
      }
      await Promise.all(deletes);
      subscriptions.clear();
    },
  };
  return bus;
}
