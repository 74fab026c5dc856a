// The EventBus contract, run against every adapter: what a service relying on the port may assume.
import { randomUUID } from 'node:crypto';
import type { BusMessage, EventBus } from '@engram/core';
import { DLQ_HEADERS, dlqTopic } from '../src';

export interface BusHarness {
  /** A fresh bus on the shared backend, as another process would open it. Closed by the suite. */
  open(options?: { closeTimeoutMs?: number }): Promise<EventBus>;
}

/** Fast retries so the suite does not wait on production backoff. */
export const TEST_RETRY = { initialDelayMs: 20, maxDelayMs: 100 };

export function uniqueTopic(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}`;
}

/** Waits for a condition driven by asynchronous delivery; the deadline only turns a hang into a readable failure. */
export async function waitUntil(condition: () => boolean, what: string, deadlineMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > deadlineMs) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A promise the test resolves by hand, to hold a handler in flight. */
export function gate(): { promise: Promise<void>; open(): void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * Fairness across tenants: 40 messages of one tenant queued before one of another tenant and one without a tenant; a
 * subscriber taking one at a time gets the other two among its first three, and all of the first tenant's, in their
 * order where the bus keeps one order per tenant (the database-backed ones; Kafka orders per key, and these keys differ).
 */
export async function expectFairClaims(
  open: () => Promise<EventBus>,
  options: {
    /** The first tenant's messages arrive in their order (the database-backed buses; Kafka orders per key only). */
    tenantOrder?: boolean;
    /**
     * All 42 published in one call. Kafka is fair within what one fetch returns, and the librdkafka mock returns one
     * produce request's records per partition per fetch (a real broker returns up to 1 MiB of them).
     */
    oneCall?: boolean;
  } = {},
): Promise<void> {
  const bus = await open();
  try {
    const topic = uniqueTopic('fair');
    // Published before anyone subscribed: the first subscription adopts them all as its backlog.
    const backlog = Array.from({ length: 40 }, (_, i) => ({
      payload: `a${i}`,
      options: { key: `doc-a${i}`, headers: { tenantId: 'tenant-a' } as Record<string, string> },
    }));
    const others = [
      { payload: 'b0', options: { key: 'doc-b0', headers: { tenantId: 'tenant-b' } as Record<string, string> } },
      { payload: 'untenanted', options: { key: 'doc-x', headers: {} as Record<string, string> } },
    ];
    if (options.oneCall) await bus.publishAll(topic, [...backlog, ...others]);
    else {
      await bus.publishAll(topic, backlog);
      for (const m of others) await bus.publish(topic, m.payload, m.options);
    }
    const received: string[] = [];
    await bus.subscribe<string>(topic, async (m) => void received.push(m.payload), { group: 'indexer', concurrency: 1 });
    await waitUntil(() => received.length === 42, 'every message');
    expect(received.indexOf('b0')).toBeLessThan(3);
    expect(received.indexOf('untenanted')).toBeLessThan(3);
    const fromA = received.filter((p) => p.startsWith('a'));
    const all = Array.from({ length: 40 }, (_, i) => `a${i}`);
    expect(options.tenantOrder === false ? [...fromA].sort() : fromA).toEqual(options.tenantOrder === false ? [...all].sort() : all);
  } finally {
    await bus.close();
  }
}

/**
 * Reserved slots (the database-backed buses; on Kafka a fetched batch holds its partition, so FairDispatcher's unit
 * test covers the rule): tenant A's backlog holds every general slot with handlers that do not finish; A does not take
 * the reserved slot, and tenant B's message published afterwards starts at once instead of after one of A's.
 */
export async function expectReservedSlots(open: () => Promise<EventBus>): Promise<void> {
  const bus = await open();
  const release = gate();
  try {
    const topic = uniqueTopic('reserved');
    const started: string[] = [];
    await bus.subscribe<string>(
      topic,
      async (m) => {
        started.push(m.payload);
        if (m.payload.startsWith('a')) await release.promise;
      },
      { group: 'indexer', concurrency: 3, reservedSlots: 1 },
    );
    await bus.publishAll(
      topic,
      Array.from({ length: 10 }, (_, i) => ({
        payload: `a${i}`,
        options: { key: `doc-a${i}`, headers: { tenantId: 'tenant-a' } },
      })),
    );
    await waitUntil(() => started.length >= 2, "A's first two messages");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started).toEqual(['a0', 'a1']);
    await bus.publish(topic, 'b0', { key: 'doc-b0', headers: { tenantId: 'tenant-b' } });
    await waitUntil(() => started.includes('b0'), "B's message while A's hold the other slots", 10_000);
    expect(started).toEqual(['a0', 'a1', 'b0']);
    release.open();
    await waitUntil(() => started.length === 11, 'every message');
  } finally {
    release.open();
    await bus.close();
  }
}

export function describeEventBusContract(name: string, harness: () => BusHarness): void {
  describe(`EventBus contract: ${name}`, () => {
    const opened: EventBus[] = [];
    const gates: Array<() => void> = [];
    const open = async (options?: { closeTimeoutMs?: number }) => {
      const bus = await harness().open(options);
      opened.push(bus);
      return bus;
    };
    const held = () => {
      const g = gate();
      gates.push(g.open);
      return g;
    };

    afterEach(async () => {
      for (const release of gates.splice(0)) release();
      await Promise.all(opened.splice(0).map((bus) => bus.close()));
    });

    it('is healthy while its subscriptions consume, and not once closed', async () => {
      const bus = await open();
      expect(bus.healthy()).toBe(true); // nothing to consume yet
      await bus.subscribe<number>(uniqueTopic('health'), async () => {}, { group: 'indexer' });
      expect(bus.healthy()).toBe(true);
      await bus.close();
      expect(bus.healthy()).toBe(false);
    });

    it('delivers payload, key and headers to a subscriber', async () => {
      const bus = await open();
      const topic = uniqueTopic('roundtrip');
      const received: BusMessage<{ documentId: string }>[] = [];
      await bus.subscribe<{ documentId: string }>(topic, async (m) => void received.push(m), { group: 'indexer' });

      await bus.publish(topic, { documentId: 'doc-1' }, { key: 'tenant-a', headers: { requestId: 'req-1', tenantId: 'tenant-a' } });

      await waitUntil(() => received.length === 1, 'the message');
      const message = received[0]!;
      expect(message.topic).toBe(topic);
      expect(message.payload).toEqual({ documentId: 'doc-1' });
      expect(message.key).toBe('tenant-a');
      expect(message.headers).toEqual({ requestId: 'req-1', tenantId: 'tenant-a' });
      expect(message.attempt).toBe(1);
      expect(typeof message.id).toBe('string');
      expect(message.publishedAt).toBeInstanceOf(Date);
    });

    it('gives every group every message', async () => {
      const bus = await open();
      const topic = uniqueTopic('fanout');
      const indexer: number[] = [];
      const auditor: number[] = [];
      await bus.subscribe<number>(topic, async (m) => void indexer.push(m.payload), { group: 'indexer' });
      await bus.subscribe<number>(topic, async (m) => void auditor.push(m.payload), { group: 'auditor' });

      for (const n of [1, 2, 3]) await bus.publish(topic, n, { key: 'tenant-a' });

      await waitUntil(() => indexer.length === 3 && auditor.length === 3, 'both groups');
      expect(indexer).toEqual([1, 2, 3]);
      expect(auditor).toEqual([1, 2, 3]);
    });

    it('publishAll delivers every message of the call to every group, in key order to a single consumer', async () => {
      const bus = await open();
      const topic = uniqueTopic('publish-all');
      const indexer: number[] = [];
      const auditor: Array<{ n: number; key: string; tenant: string | undefined }> = [];
      await bus.subscribe<number>(topic, async (m) => void indexer.push(m.payload), { group: 'indexer' });
      await bus.subscribe<number>(
        topic,
        async (m) => void auditor.push({ n: m.payload, key: m.key, tenant: m.headers.tenantId }),
        { group: 'auditor', concurrency: 3 },
      );

      await bus.publishAll(
        topic,
        // One key: order is promised per key (Kafka partitions by key).
        [1, 2, 3, 4, 5].map((n) => ({ payload: n, options: { key: 'tenant-a', headers: { tenantId: 'tenant-a' } } })),
      );
      await bus.publishAll(topic, []);

      await waitUntil(() => indexer.length === 5 && auditor.length === 5, 'both groups');
      expect(indexer).toEqual([1, 2, 3, 4, 5]);
      expect([...auditor].sort((a, b) => a.n - b.n)).toEqual(
        [1, 2, 3, 4, 5].map((n) => ({ n, key: 'tenant-a', tenant: 'tenant-a' })),
      );
    });

    it('lets competing consumers in one group handle each message once', async () => {
      const first = await open();
      const second = await open();
      const topic = uniqueTopic('competing');
      const handled: string[] = [];
      const handler = async (m: BusMessage<string>) => void handled.push(m.payload);
      await first.subscribe(topic, handler, { group: 'workers', concurrency: 2 });
      await second.subscribe(topic, handler, { group: 'workers', concurrency: 2 });

      const sent = Array.from({ length: 20 }, (_, i) => `job-${i}`);
      for (const [i, job] of sent.entries()) await first.publish(topic, job, { key: `tenant-${i % 4}` });

      await waitUntil(() => new Set(handled).size === sent.length, 'every job');
      expect([...handled].sort()).toEqual([...sent].sort());
    });

    it('retries a failing handler and acknowledges the message once it succeeds', async () => {
      const bus = await open();
      const topic = uniqueTopic('flaky');
      const attempts: number[] = [];
      await bus.subscribe(
        topic,
        async (m) => {
          attempts.push(m.attempt);
          if (m.attempt === 1) throw new Error('transient');
        },
        { group: 'indexer', maxAttempts: 3 },
      );

      await bus.publish(topic, 'x', { key: 'tenant-a' });

      await waitUntil(() => attempts.length === 2, 'the retry');
      expect(attempts).toEqual([1, 2]);
    });

    it('dead-letters a message to <topic>.dlq with its attempt count after maxAttempts', async () => {
      const bus = await open();
      const topic = uniqueTopic('poison');
      const attempts: number[] = [];
      const dead: BusMessage<{ documentId: string }>[] = [];
      await bus.subscribe(dlqTopic(topic), async (m: BusMessage<{ documentId: string }>) => void dead.push(m), {
        group: 'operators',
      });
      await bus.subscribe(
        topic,
        async (m) => {
          attempts.push(m.attempt);
          throw new Error('always fails');
        },
        { group: 'indexer', maxAttempts: 3 },
      );

      await bus.publish(topic, { documentId: 'doc-9' }, { key: 'tenant-a', headers: { requestId: 'req-9' } });

      await waitUntil(() => dead.length === 1, 'the dead letter');
      expect(attempts).toEqual([1, 2, 3]);
      const letter = dead[0]!;
      expect(letter.topic).toBe(dlqTopic(topic));
      expect(letter.payload).toEqual({ documentId: 'doc-9' });
      expect(letter.key).toBe('tenant-a');
      expect(letter.headers).toMatchObject({
        requestId: 'req-9',
        [DLQ_HEADERS.attempts]: '3',
        [DLQ_HEADERS.originalTopic]: topic,
        [DLQ_HEADERS.group]: 'indexer',
        [DLQ_HEADERS.error]: 'Error',
      });
    });

    it('hands unfinished work back on close() so another instance receives it', async () => {
      const crashing = await open({ closeTimeoutMs: 200 });
      const topic = uniqueTopic('handback');
      const stuck = held();
      const started: BusMessage[] = [];
      await crashing.subscribe(
        topic,
        async (m) => {
          started.push(m);
          await stuck.promise;
        },
        { group: 'indexer' },
      );
      await crashing.publish(topic, 'long job', { key: 'tenant-a' });
      await waitUntil(() => started.length === 1, 'the first delivery');

      await crashing.close();

      const successor = await open();
      const redelivered: BusMessage[] = [];
      await successor.subscribe(topic, async (m) => void redelivered.push(m), { group: 'indexer' });
      await waitUntil(() => redelivered.length === 1, 'the redelivery');
      expect(redelivered[0]!.id).toBe(started[0]!.id);
      expect(redelivered[0]!.payload).toBe('long job');
    });

    it('waits in close() for an in-flight handler and acknowledges its message', async () => {
      const first = await open({ closeTimeoutMs: 60_000 });
      const topic = uniqueTopic('drain');
      const slow = held();
      const seenByFirst: string[] = [];
      await first.subscribe<string>(
        topic,
        async (m) => {
          seenByFirst.push(m.payload);
          await slow.promise;
        },
        { group: 'indexer' },
      );
      await first.publish(topic, 'in flight', { key: 'tenant-a' });
      await waitUntil(() => seenByFirst.length === 1, 'the delivery');

      const closing = first.close();
      // Released a little later, so a close() that did not wait would already have handed the message back.
      setTimeout(slow.open, 200);
      await closing;

      // Same key, so the marker queues behind the first message if that one had not been acknowledged.
      const second = await open();
      const seenBySecond: string[] = [];
      await second.subscribe<string>(topic, async (m) => void seenBySecond.push(m.payload), { group: 'indexer' });
      await second.publish(topic, 'marker', { key: 'tenant-a' });
      await waitUntil(() => seenBySecond.includes('marker'), 'the marker');
      expect(seenBySecond).toEqual(['marker']);
    });
  });
}
