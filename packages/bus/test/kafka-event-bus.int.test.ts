// The Kafka bus against librdkafka's mock cluster (a real Kafka-protocol peer, started through kcat).
import { randomUUID } from 'node:crypto';
import { createKafkaEventBus } from '../src';
import { TEST_RETRY, describeEventBusContract } from './event-bus.contract';
import { kafkaTestsSkipped, startKafkaMock, type KafkaMock } from './kafka-mock';

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

  describeEventBusContract('kafka', () => ({
    open: async (options) => {
      if (!mock) throw new Error('the Kafka mock cluster did not start');
      return createKafkaEventBus({
        brokers: mock.brokers,
        clientId: `engram-test-${randomUUID().slice(0, 8)}`,
        retry: TEST_RETRY,
        // Short session and fetch waits: the mock neither answers a fetch early when data arrives nor, it seems,
        // hurries a rebalance when a member leaves, so the defaults would make each test wait tens of seconds.
        consumer: { sessionTimeoutMs: 6000, heartbeatIntervalMs: 500, maxWaitTimeMs: 100 },
        ...options,
      });
    },
  }));
});
