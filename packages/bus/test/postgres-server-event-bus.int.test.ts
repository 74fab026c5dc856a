// The Postgres bus on a real PostgreSQL server. Each bus gets its own connection pool, as a separate process would,
// so competing claims really race through FOR UPDATE SKIP LOCKED and wake-ups travel through LISTEN/NOTIFY.
import type { EventBus } from '@engram/core';
import { createPostgresDatabase } from '@engram/db';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@engram/testing';
import { createPostgresEventBus } from '../src';
import { TEST_RETRY, describeEventBusContract, expectFairClaims, expectReservedSlots, uniqueTopic, waitUntil } from './event-bus.contract';

describe('Postgres event bus on a PostgreSQL server', () => {
  let server: EmbeddedPostgres;
  beforeAll(async () => {
    server = await startEmbeddedPostgres();
  });
  afterAll(async () => {
    await server.stop();
  });

  async function openBus(options: { closeTimeoutMs?: number; pollIntervalMs?: number } = {}): Promise<EventBus> {
    const db = createPostgresDatabase(server.url, { max: 4 });
    const bus = await createPostgresEventBus(db, { retry: TEST_RETRY, pollIntervalMs: 50, ...options });
    // The suite closes every bus it opened, including ones a test already closed; a pool ends only once.
    let closing: Promise<void> | undefined;
    return {
      publish: (topic, payload, opts) => bus.publish(topic, payload, opts),
      publishAll: (topic, messages) => bus.publishAll(topic, messages),
      subscribe: (topic, handler, opts) => bus.subscribe(topic, handler, opts),
      healthy: () => bus.healthy(),
      close: () => (closing ??= bus.close().then(() => db.close())),
    };
  }

  describeEventBusContract('postgres (server)', () => ({ open: openBus }));

  it("claims fairly across tenants: one tenant's backlog does not hold back another's message", () => expectFairClaims(openBus));

  it("keeps the reserved slots for a tenant that arrives while another's backlog holds every other slot", () =>
    expectReservedSlots(openBus));

  it('wakes a consumer in another process through NOTIFY rather than its poll', async () => {
    // An hour-long poll interval: only the notification can deliver the message within the test.
    const consumer = await openBus({ pollIntervalMs: 3_600_000 });
    const publisher = await openBus();
    const topic = uniqueTopic('notify');
    const received: string[] = [];
    try {
      await consumer.subscribe<string>(topic, async (m) => void received.push(m.payload), { group: 'indexer' });
      await publisher.publish(topic, 'wake up', { key: 'tenant-a' });
      await waitUntil(() => received.length === 1, 'the notified delivery');
      expect(received).toEqual(['wake up']);
    } finally {
      await publisher.close();
      await consumer.close();
    }
  });
});
