// The Kafka bus against librdkafka's mock cluster (a real Kafka-protocol peer, started through kcat).
import { randomUUID } from 'node:crypto';
import { PartitionAssigners, type PartitionAssigner } from 'kafkajs';
import { createKafkaEventBus } from '../src';
import { TEST_RETRY, describeEventBusContract, expectFairClaims } from './event-bus.contract';
import { kafkaTestsSkipped, startKafkaMock, type KafkaMock } from '@engram/testing';

const describeKafka = kafkaTestsSkipped() ? describe.skip : describe;

/**
 * Round robin, but the group leader waits before sending the assignment. The mock (librdkafka 2.0.2) completes a
 * rebalance as soon as the leader's SyncGroup arrives and answers a follower's later SyncGroup with INVALID_REQUEST;
 * kafkajs then restarts the follower, whose rejoin starts the same race again. A real broker answers a late follower
 * with its assignment. On a loaded machine the leader won that race until the join timed out, so here it waits.
 */
const LEADER_SYNC_DELAY_MS = 750;
const followerFirstRoundRobin: PartitionAssigner = (config) => {
  const roundRobin = PartitionAssigners.roundRobin(config);
  return {
    ...roundRobin,
    assign: async (group) => {
      await new Promise((resolve) => setTimeout(resolve, LEADER_SYNC_DELAY_MS));
      return roundRobin.assign(group);
    },
  };
};

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
        consumer: {
          sessionTimeoutMs: 6000,
          heartbeatIntervalMs: 500,
          maxWaitTimeMs: 100,
          rebalanceTimeoutMs: 10_000,
          partitionAssigners: [followerFirstRoundRobin],
        },
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
