// Over 400 lines because the producer, the consumer loop, retries and dead-lettering share one client's lifecycle.
// EventBus on Kafka (kafkajs): JSON values, event headers as Kafka headers, the ordering key as the Kafka key.
// Offsets are committed only after a handler resolves (or its message was dead-lettered), so a crash redelivers.
// Fetched messages run through a FairDispatcher (tenants take turns; see fair-dispatcher.ts), and a partition's offset
// is committed up to the first of its messages not yet done.
import { randomUUID } from 'node:crypto';
import {
  Kafka,
  Partitioners,
  logLevel,
  type Consumer,
  type KafkaMessage,
  type IHeaders,
  type LogEntry,
  type PartitionAssigner,
  type Producer,
} from 'kafkajs';
import {
  AppError,
  runAsBackground,
  type BusMessage,
  type EventBus,
  type EventHeaders,
  type MessageHandler,
  type PublishOptions,
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
  sleep,
  validateNames,
  validateSubscribeOptions,
  type BusLogger,
  type BusMetricsHook,
  type RetryPolicy,
} from '../shared';
import { FairDispatcher } from './fair-dispatcher';

export interface KafkaEventBusOptions {
  brokers: string[];
  clientId: string;
  logger?: BusLogger;
  retry?: Partial<RetryPolicy>;
  /** How long close() waits for in-flight handlers before leaving their offsets uncommitted. Default 10000. */
  closeTimeoutMs?: number;
  /** How long subscribe() waits for the consumer to join its group. Default 60000. */
  joinTimeoutMs?: number;
  onMetric?: BusMetricsHook;
  /** Consumer tuning; kafkajs defaults apply where unset. */
  consumer?: KafkaConsumerTuning;
}

export interface KafkaConsumerTuning {
  /** A member silent this long is evicted and its partitions reassigned. kafkajs default 30000. */
  sessionTimeoutMs?: number;
  /** kafkajs default 3000; keep it well under the session timeout. */
  heartbeatIntervalMs?: number;
  /** Longest a fetch waits for new data; brokers answer early when data arrives. kafkajs default 5000. */
  maxWaitTimeMs?: number;
  /**
   * How long the coordinator waits for every member to rejoin when the group rebalances; a member that has not rejoined
   * by then is dropped and a joining one is answered. kafkajs default 60000, which is also subscribe()'s join timeout.
   */
  rebalanceTimeoutMs?: number;
  /** How partitions are spread over a group's members; kafkajs default: round robin. */
  partitionAssigners?: PartitionAssigner[];
}

/** Kafka headers the bus sets itself; they are not passed on as event headers. */
const MESSAGE_ID_HEADER = 'bus-message-id';
const PUBLISHED_AT_HEADER = 'bus-published-at';
const NOT_BEFORE_HEADER = 'bus-not-before';
const INTERNAL_HEADERS = new Set([MESSAGE_ID_HEADER, PUBLISHED_AT_HEADER, NOT_BEFORE_HEADER]);

/** Partitions whose fetched batches are handed to the dispatcher at once (handlers are bounded by its concurrency). */
const PARTITIONS_AT_ONCE = 64;

/** Longest pause between heartbeats while a consumer waits (backoff, notBefore); well under the session timeout. */
const HEARTBEAT_EVERY_MS = 3000;

/**
 * The Kafka consumer group of a subscription. A Kafka group should consume one topic (kafkajs' assigners expect every
 * member to subscribe to the same topics), while a bus group may subscribe to many, so the topic is part of the id.
 */
export function kafkaGroupId(topic: string, group: string): string {
  return `${group}.${topic}`;
}

export function createKafkaEventBus(options: KafkaEventBusOptions): EventBus {
  const logger = options.logger ?? silentLogger;
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const closeTimeoutMs = options.closeTimeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS;
  const joinTimeoutMs = options.joinTimeoutMs ?? 60_000;
  const metric: BusMetricsHook = options.onMetric ?? (() => {});

  const kafka = new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    logLevel: options.logger ? logLevel.WARN : logLevel.NOTHING,
    logCreator: () => (entry: LogEntry) => {
      // kafkajs entries carry broker and group metadata, never message values.
      const { message, timestamp: _timestamp, ...fields } = entry.log;
      const target = entry.level === logLevel.ERROR ? logger.error : logger.warn;
      target.call(logger, { namespace: entry.namespace, ...fields }, `kafkajs: ${message}`);
    },
  });

  // Not idempotent: the librdkafka mock used in tests rejects idempotent producers, and consumers must tolerate
  // duplicates anyway (at-least-once).
  const producer: Producer = kafka.producer({
    allowAutoTopicCreation: true,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  let producerReady: Promise<void> | undefined;
  const connectProducer = () => (producerReady ??= producer.connect());

  const consumers: Consumer[] = [];
  const consumerStates = new Map<Consumer, { joined: boolean; crashed: boolean }>();
  const inFlight = new Set<Promise<void>>();
  // Aborted when close() gives up waiting: handlers still running are abandoned and their offsets stay uncommitted.
  const abandon = new AbortController();
  let closing = false;

  function assertOpen() {
    if (closing) throw new AppError('failed_precondition', 'event bus is closed', { reason: 'bus_closed' });
  }

  async function send(topic: string, payload: unknown, opts: PublishOptions, messageId: string) {
    await sendAll(topic, [{ payload, options: opts, messageId }]);
  }

  async function sendAll(
    topic: string,
    messages: ReadonlyArray<{ payload: unknown; options: PublishOptions; messageId: string }>,
  ) {
    await connectProducer();
    const publishedAt = new Date().toISOString();
    // acks -1: resolved only once every in-sync replica has every message, so publish() means durable.
    await producer.send({
      topic,
      acks: -1,
      messages: messages.map(({ payload, options: opts, messageId }) => {
        const headers: IHeaders = {
          ...definedHeaders(opts.headers ?? {}),
          [MESSAGE_ID_HEADER]: messageId,
          [PUBLISHED_AT_HEADER]: publishedAt,
        };
        if (opts.notBefore) headers[NOT_BEFORE_HEADER] = opts.notBefore.toISOString();
        return { key: opts.key, value: JSON.stringify(payload ?? null), headers };
      }),
    });
  }

  /**
   * Handles one message: retries with backoff, dead-letters after the last attempt. True when the message is done with
   * (handled or dead-lettered: its offset may be committed); false when close() abandoned it (left for redelivery).
   */
  async function consume(
    payload: { topic: string; partition: number; message: KafkaMessage; heartbeat: () => Promise<void> },
    group: string,
    handler: MessageHandler<unknown>,
    maxAttempts: number,
  ): Promise<boolean> {
    const { topic, partition, message, heartbeat } = payload;
    const headers = decodeHeaders(message.headers);
    const messageId = headers[MESSAGE_ID_HEADER] ?? `${topic}/${partition}/${message.offset}`;
    const ids = { topic, group, messageId, partition, offset: message.offset };
    const eventHeaders: EventHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!INTERNAL_HEADERS.has(name)) eventHeaders[name] = value;

    const notBefore = headers[NOT_BEFORE_HEADER] ? Date.parse(headers[NOT_BEFORE_HEADER]) : Number.NaN;
    if (!Number.isNaN(notBefore)) await waitWithHeartbeats(notBefore - Date.now(), heartbeat);
    if (abandon.signal.aborted) return false;

    const base = {
      id: messageId,
      topic,
      key: message.key?.toString() ?? '',
      headers: eventHeaders,
      publishedAt: headers[PUBLISHED_AT_HEADER]
        ? new Date(headers[PUBLISHED_AT_HEADER])
        : new Date(Number(message.timestamp)),
    };
    let value: unknown;
    try {
      value = message.value === null ? null : JSON.parse(message.value.toString('utf8'));
    } catch (err) {
      // Retrying cannot fix an unreadable message; it goes to the dead-letter topic as it came.
      logger.warn({ ...ids, error: describeError(err) }, 'bus message is not JSON, dead-lettering');
      await deadLetter(base, message.value, 0, describeError(err), group);
      return true;
    }

    for (let attempt = 1; ; attempt++) {
      let failure: unknown;
      let failed = false;
      const handled = Promise.resolve()
        .then(() => runAsBackground(() => handler({ ...base, payload: value, attempt } satisfies BusMessage<unknown>)))
        .catch((err: unknown) => {
          failed = true;
          failure = err;
        });
      await untilSettledOrAborted(handled, abandon.signal);
      if (abandon.signal.aborted) return false;
      if (!failed) {
        metric('delivered', { topic, group });
        break;
      }
      if (attempt >= maxAttempts) {
        logger.warn({ ...ids, attempt, error: describeError(failure) }, 'bus handler failed, dead-lettering');
        await deadLetter(base, value, attempt, describeError(failure), group);
        break;
      }
      const delay = retryDelayMs(retry, attempt);
      logger.warn({ ...ids, attempt, delayMs: delay, error: describeError(failure) }, 'bus handler failed, will retry');
      metric('retried', { topic, group });
      await waitWithHeartbeats(delay, heartbeat);
      if (abandon.signal.aborted) return false;
    }
    return true;
  }

  async function deadLetter(
    base: { id: string; topic: string; key: string; headers: EventHeaders },
    value: unknown,
    attempts: number,
    error: string,
    group: string,
  ) {
    const headers: EventHeaders = {
      ...base.headers,
      [DLQ_HEADERS.attempts]: String(attempts),
      [DLQ_HEADERS.originalTopic]: base.topic,
      [DLQ_HEADERS.group]: group,
      [DLQ_HEADERS.error]: error,
    };
    // Unparseable values are forwarded as their text so nothing is lost.
    const payload = Buffer.isBuffer(value) ? value.toString('utf8') : value;
    await send(dlqTopic(base.topic), payload, { key: base.key, headers }, base.id);
    metric('dead_lettered', { topic: base.topic, group });
  }

  async function commit(consumer: Consumer, topic: string, partition: number, offset: string) {
    // The committed offset is the next one to read.
    await consumer.commitOffsets([{ topic, partition, offset: (BigInt(offset) + 1n).toString() }]);
  }

  /** Sleeps in slices, heartbeating in between so a long backoff does not get the consumer evicted. */
  async function waitWithHeartbeats(ms: number, heartbeat: () => Promise<void>) {
    const until = Date.now() + ms;
    for (let left = ms; left > 0 && !abandon.signal.aborted; left = until - Date.now()) {
      await sleep(Math.min(left, HEARTBEAT_EVERY_MS), abandon.signal);
      if (!abandon.signal.aborted) await heartbeat();
    }
  }

  /** Starts one consumer of `topic` for `opts.group`; `joined` settles when it joins its group or the join times out. */
  async function startConsumer(
    topic: string,
    handler: MessageHandler<unknown>,
    opts: SubscribeOptions,
  ): Promise<{ joined: Promise<void>; stop: () => Promise<void> }> {
    const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const groupId = kafkaGroupId(topic, opts.group);
    const consumer = kafka.consumer({
      groupId,
      allowAutoTopicCreation: true,
      sessionTimeout: options.consumer?.sessionTimeoutMs,
      heartbeatInterval: options.consumer?.heartbeatIntervalMs,
      maxWaitTimeInMs: options.consumer?.maxWaitTimeMs,
      rebalanceTimeout: options.consumer?.rebalanceTimeoutMs,
      partitionAssigners: options.consumer?.partitionAssigners,
    });
    consumers.push(consumer);
    // For healthy(): in its group since the last join, and not crashed for good (kafkajs restarts a consumer after a
    // retriable crash, and it joins again).
    const state = { joined: false, crashed: false };
    consumerStates.set(consumer, state);
    consumer.on(consumer.events.GROUP_JOIN, () => {
      state.joined = true;
      state.crashed = false;
    });
    consumer.on(consumer.events.CRASH, (event) => {
      state.joined = false;
      state.crashed = !event.payload.restart;
      logger.error(
        { topic, group: opts.group, restart: event.payload.restart, error: describeError(event.payload.error) },
        'bus kafka consumer crashed',
      );
    });
    let removeJoinListener = () => {};
    const joined = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new AppError('unavailable', 'kafka consumer did not join its group', { reason: 'bus_join_timeout' })),
        joinTimeoutMs,
      );
      const remove = consumer.on(consumer.events.GROUP_JOIN, () => {
        clearTimeout(timer);
        resolve();
      });
      removeJoinListener = () => {
        clearTimeout(timer);
        remove();
      };
    });
    try {
      await consumer.connect();
      // A new group starts at the beginning, so messages published before its first subscription are not lost.
      await consumer.subscribe({ topics: [topic], fromBeginning: true });
      const dispatcher = new FairDispatcher(opts.concurrency ?? 1, opts.reservedSlots ?? 0);
      await consumer.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: PARTITIONS_AT_ONCE,
        eachBatch: async ({ batch, heartbeat, isRunning, isStale, resolveOffset }) => {
          const { topic: batchTopic, partition, messages } = batch;
          // Offsets are committed in order: up to the first message of this batch not done yet.
          const done = messages.map(() => false);
          let committed = -1;
          let committing = Promise.resolve();
          const advance = () => {
            let last = committed;
            while (last + 1 < messages.length && done[last + 1]) last++;
            if (last === committed) return committing;
            committed = last;
            const offset = messages[last]!.offset;
            // The consumer's own position: the next fetch of this partition starts after it.
            resolveOffset(offset);
            // A failed commit (a rebalance) fails this call; the next one commits past it (at least once either way).
            committing = committing.catch(() => undefined).then(() => commit(consumer, batchTopic, partition, offset));
            return committing;
          };
          await Promise.all(
            messages.map((message, i) =>
              dispatcher.submit(decodeHeaders(message.headers).tenantId ?? '', async () => {
                // Left uncommitted when closing or after a rebalance: the partition's next owner receives it.
                if (closing || !isRunning() || isStale()) return;
                const work = consume(
                  { topic: batchTopic, partition, message, heartbeat },
                  opts.group,
                  handler,
                  maxAttempts,
                );
                const tracked = work.then(() => undefined);
                inFlight.add(tracked);
                try {
                  if (!(await work)) return;
                } finally {
                  inFlight.delete(tracked);
                }
                done[i] = true;
                await advance();
                await heartbeat().catch(() => undefined);
              }),
            ),
          );
        },
      });
    } catch (err) {
      removeJoinListener();
      throw err;
    }
    return {
      joined: joined.finally(removeJoinListener),
      stop: async () => {
        removeJoinListener();
        consumers.splice(consumers.indexOf(consumer), 1);
        consumerStates.delete(consumer);
        await consumer.disconnect();
      },
    };
  }

  return {
    healthy: () => !closing && [...consumerStates.values()].every((s) => s.joined && !s.crashed),

    async publish<T>(topic: string, payload: T, opts: PublishOptions) {
      assertOpen();
      validateNames(topic);
      await send(topic, payload, opts, randomUUID());
      metric('published', { topic });
    },

    async publishAll<T>(topic: string, messages: ReadonlyArray<{ payload: T; options: PublishOptions }>) {
      assertOpen();
      validateNames(topic);
      if (messages.length === 0) return;
      await sendAll(
        topic,
        messages.map((m) => ({ ...m, messageId: randomUUID() })),
      );
      for (let i = 0; i < messages.length; i++) metric('published', { topic });
    },

    async subscribe<T>(topic: string, handler: MessageHandler<T>, opts: SubscribeOptions) {
      assertOpen();
      validateNames(topic, opts.group);
      validateSubscribeOptions(opts);
      // A consumer can stay out of its group for good: seen with the librdkafka mock cluster on a loaded machine, where
      // a second member's join never completed (minutes) although the first member rejoined. A fresh consumer (a new
      // member id) joins; so one timed-out join is retried once before subscribe() fails.
      for (let attempt = 1; ; attempt++) {
        const consumer = await startConsumer(topic, handler as MessageHandler<unknown>, opts);
        try {
          await consumer.joined;
          return;
        } catch (err) {
          await consumer.stop();
          if (attempt >= 2 || !(err instanceof AppError && err.reason === 'bus_join_timeout')) throw err;
          logger.warn(
            { topic, group: opts.group },
            'bus kafka consumer did not join its group; retrying with a new one',
          );
        }
      }
    },

    async close() {
      if (closing) return;
      closing = true;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, closeTimeoutMs))),
      ]);
      clearTimeout(timer);
      if (inFlight.size > 0) logger.warn({ unfinished: inFlight.size }, 'bus closed with unfinished handlers');
      abandon.abort();
      // disconnect() waits for eachMessage to return (immediately now) and leaves the group, which hands the
      // uncommitted messages to the remaining members.
      await Promise.all(consumers.map((c) => c.disconnect()));
      if (producerReady) await producer.disconnect();
    },
  };
}

function definedHeaders(headers: EventHeaders): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) result[name] = value;
  return result;
}

function decodeHeaders(headers: IHeaders | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers ?? {})) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined) result[name] = value.toString();
  }
  return result;
}

/** Resolves when `work` settles or `signal` aborts; removes its listener so long-lived signals do not pile them up. */
function untilSettledOrAborted(work: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const onAbort = () => resolve();
    signal.addEventListener('abort', onAbort, { once: true });
    void work.finally(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

/**
 * The Kafka bus of a distributed-profile service, from its parsed config (`kafkaEnv` + `ENGRAM_SHUTDOWN_GRACE_SECONDS`):
 * what every service's composition root would otherwise write out the same way.
 */
export function createServiceKafkaBus(
  config: { kafka: { brokers: string[]; clientId: string; consumer?: KafkaConsumerTuning }; shutdownGraceMs: number },
  logger: BusLogger,
): EventBus {
  return createKafkaEventBus({
    brokers: config.kafka.brokers,
    clientId: config.kafka.clientId,
    ...(config.kafka.consumer ? { consumer: config.kafka.consumer } : {}),
    closeTimeoutMs: config.shutdownGraceMs,
    logger,
  });
}
