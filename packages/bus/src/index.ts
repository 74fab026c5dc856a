export { createPostgresEventBus, type PostgresEventBus, type PostgresEventBusOptions } from './postgres/postgres-event-bus';
export { ensureBusSchema } from './postgres/schema';
export { createKafkaEventBus, createServiceKafkaBus, kafkaGroupId, type KafkaEventBusOptions } from './kafka/kafka-event-bus';
export {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_RETRY,
  DLQ_HEADERS,
  dlqTopic,
  retryDelayMs,
  type BusLogger,
  type BusMetricEvent,
  type BusMetricsHook,
  type RetryPolicy,
} from './shared';
