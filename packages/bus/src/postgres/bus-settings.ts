// What the parts of the Postgres bus share: settings fixed when the bus is created, and the row a claim returns.
import type { EventHeaders, SqlDatabase } from '@engram/core';
import type { BusLogger, BusMetricsHook } from '../shared';

/** Read-only after createPostgresEventBus has filled in the defaults; no part changes them. */
export interface BusSettings {
  readonly db: SqlDatabase;
  /** Identifies this process in row locks (`locked_by`). */
  readonly instanceId: string;
  /** How far a claim (or a hand-off insert, or a lock extension) pushes `available_at` forward. */
  readonly visibilityTimeoutMs: number;
  readonly logger: BusLogger;
  readonly metric: BusMetricsHook;
}

/** A message row as a claim leaves it: locked by this instance, its attempt counted. */
export interface MessageRow {
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
