// The Kafka bus against librdkafka's mock cluster (a real Kafka-protocol peer, started through kcat).
import { randomUUID } from 'node:crypto';
import { createKafkaEventBus } from '../src';
import { TEST_RETRY, describeEventBusContract, expectFairClaims } from './event-bus.contract';
import { kafkaTestsSkipped, startKafkaMock, type KafkaMock } from '@engram/testing';

const describeKafka = kafkaTestsSkipped() ? describe.skip : describe;

describeKafka('Kafka event bus on the librdkafka mock cluster', () => {
  let mock: KafkaMock | undefined;
  beforeAll(async () => {
    // Fails with the install hint when kcat is missing, so CI cannot silently skip Kafka.
    mock = await startKafkaMock();
  });
  afterAll(async () => {
    await mock?.stop();
  });

  const harness = () => ({
    open: async (options?: { closeTimeoutMs?: number }) => {
      if (!mock) throw new Error('the Kafka mock cluster did not start');
      return createKafkaEventBus({
        brokers: mock.brokers,
        clientId: `engram-test-${randomUUID().slice(0, 8)}`,
        retry: TEST_RETRY,
        // Short session and fetch waits: the mock neither answers a fetch early when data arrives nor, it seems,
        // hurries a rebalance when a member leaves, so the defaults would make each test wait tens of seconds.
        // A short rebalance timeout too: when a second member joins and the first is slow to rejoin (a loaded CI
        // machine), the default 60 s wait equals subscribe()'s join timeout and the join failed once that way.
        consumer: { sessionTimeoutMs: 6000, heartbeatIntervalMs: 500, maxWaitTimeMs: 100, rebalanceTimeoutMs: 10_000 },
        // A join that has not completed in 20 s is stuck (see subscribe()); the retry then gets its turn in the test's time.
        joinTimeoutMs: 20_000,
        ...options,
      });
    },
  });

  describeEventBusContract('kafka', harness);

  it("runs fetched messages fairly across tenants: one tenant's backlog does not hold back another's message", () =>
    expectFairClaims(() => harness().open(), { tenantOrder: false, oneCall: true }));
});
