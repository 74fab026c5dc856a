// EventBus on PostgreSQL tables: the embedded profile's durable queue (PGlite), equally correct on a real PostgreSQL
// server shared by several processes (claims use FOR UPDATE SKIP LOCKED, retries and locks are timestamps in the rows).
import { randomUUID } from 'node:crypto';
import {
  AppError,
  type EventBus,
  type MessageHandler,
  type PublishOptions,
  type SqlClient,
  type SqlDatabase,
  type SubscribeOptions,
} from '@engram/core';
import {
  DEFAULT_CLOSE_TIMEOUT_MS,
  DEFAULT_RETRY,
  silentLogger,
  validateNames,
  validateSubscribeOptions,
  type BusLogger,
  type BusMetricsHook,
  type RetryPolicy,
} from '../shared';
import type { BusSettings } from './bus-settings';
import { createMessageStore } from './message-store';
import { listenForPublishes } from './notifications';
import { createPublisher } from './publisher';
import { ADVISORY_NAMESPACE, NOTIFY_CHANNEL, ensureBusSchema } from './schema';
import { Subscription, handBackUnfinished } from './subscription';

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

/**
 * Opens the bus: creates its tables, optionally reclaims a crashed run's locks, starts listening for publishes and
 * extending the locks of running handlers. The parts: `publisher.ts` (publish, hand-off to this process's idle
 * subscriptions), `message-store.ts` (claims and a message's end), `subscription.ts` (when to claim, running handlers).
 */
export async function createPostgresEventBus(
  db: SqlDatabase,
  options: PostgresEventBusOptions = {},
): Promise<PostgresEventBus> {
  const settings: BusSettings = {
    db,
    instanceId: options.instanceId ?? `bus-${randomUUID()}`,
    visibilityTimeoutMs: options.visibilityTimeoutMs ?? 30_000,
    logger: options.logger ?? silentLogger,
    metric: options.onMetric ?? (() => {}),
  };
  const { instanceId, visibilityTimeoutMs, logger } = settings;
  const closeTimeoutMs = options.closeTimeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS;
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const store = createMessageStore(settings, {
    vacuumEvery: options.vacuumEvery ?? (db.dialect === 'pglite' ? 500 : 0),
  });

  await ensureBusSchema(db);
  if (options.reclaimOnStart) {
    const reclaimed = await store.reclaimLocksOfOthers();
    if (reclaimed > 0) logger.warn({ instanceId, reclaimed }, 'bus reclaimed locks of a previous run');
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
      store.extendLocks(ids);
    },
    Math.max(10, Math.floor(visibilityTimeoutMs / 3)),
  );
  heartbeat.unref();

  function assertOpen() {
    if (closed) throw new AppError('failed_precondition', 'event bus is closed', { reason: 'bus_closed' });
  }

  const publisher = createPublisher(settings, { assertOpen, subscriptions, wakeAfterPublish });

  const bus: PostgresEventBus = {
    instanceId,

    ensureSchema: () => ensureBusSchema(db),

    publishInTransaction: publisher.publishInTransaction,

    publish<T>(topic: string, payload: T, opts: PublishOptions) {
      return publisher.publishAll(topic, [{ payload, options: opts }]);
    },

    publishAll: publisher.publishAll,

    healthy: () => !closed && [...subscriptions].every((s) => s.healthy),

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
        // The first group of a topic adopts what was published before anyone subscribed (see enqueue in publisher.ts).
        if (rows.length > 0 && opts.group !== '') {
          await tx.query(`UPDATE bus_messages SET group_name = $2 WHERE topic = $1 AND group_name = ''`, [
            topic,
            opts.group,
          ]);
        }
      });
      const subscription = new Subscription(topic, opts.group, handler as MessageHandler<unknown>, opts, {
        settings,
        store,
        pollIntervalMs,
        retry,
      });
      subscriptions.add(subscription);
      subscription.wake();
    },

    async close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      await stopListening?.();
      await Promise.all([...subscriptions].map((s) => s.stop()));
      await store.settle();
      await handBackUnfinished(subscriptions, closeTimeoutMs, settings, store);
      await store.flushDeletes();
      subscriptions.clear();
    },
  };
  return bus;
}
