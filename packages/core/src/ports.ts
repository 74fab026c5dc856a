// Ports the domain code depends on. Adapters (embedded, postgres, kafka, qdrant, opensearch, aws-kms, http) implement
// them and are chosen once, in a process's composition root.

/** Text to vectors. `kind` lets asymmetric models treat queries and passages differently. */
export interface Embedder {
  readonly model: string;
  readonly dimensions: number;
  /**
   * `query`: a search waits for it. `passage`: the pipeline waits for it. `background`: a passage nobody waits for (a
   * fact's sentence), embedded after queries and passages (with the bundled encoder: at least one batch in four while
   * passages keep arriving, so it is never starved).
   */
  embed(texts: readonly string[], kind: 'query' | 'passage' | 'background'): Promise<Float32Array[]>;
  /** Whether it can embed now (a local encoder: at least one worker loaded). Absent: always, as far as it knows. */
  ready?(): boolean;
  /**
   * Milliseconds since this embedder last had passages to embed (0 while some are queued or being embedded), for work
   * nobody waits for to give way to documents becoming searchable. Absent: not known (a remote model).
   */
  passagesIdleMs?(): number;
  close(): Promise<void>;
}

/** Wraps and unwraps per-tenant data keys (envelope encryption). */
export interface KeyProvider {
  readonly kind: 'local' | 'aws-kms';
  /** A fresh 32-byte data key and its wrapped form, bound to the tenant id as context. */
  generateDataKey(tenantId: string): Promise<{ plaintext: Buffer; wrapped: Buffer; keyRef: string }>;
  unwrapDataKey(tenantId: string, wrapped: Buffer, keyRef: string): Promise<Buffer>;
}

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Headers travelling with every event: correlation and tenancy, never content. */
export interface EventHeaders {
  requestId?: string;
  tenantId?: string;
  [key: string]: string | undefined;
}

export interface BusMessage<T = unknown> {
  id: string;
  topic: string;
  key: string;
  payload: T;
  headers: EventHeaders;
  attempt: number;
  publishedAt: Date;
}

export interface PublishOptions {
  /** Partition/ordering key (tenant or document id). */
  key: string;
  headers?: EventHeaders;
  /** Not before this time (retries with backoff). */
  notBefore?: Date;
}

export type MessageHandler<T = unknown> = (message: BusMessage<T>) => Promise<void>;

export interface SubscribeOptions {
  /** Consumer group; each group receives every message once. */
  group: string;
  /** Parallel handlers in this process. */
  concurrency?: number;
  /**
   * Of `concurrency`, slots only a tenant (the `tenantId` header) running fewer than this many handlers may take, so one
   * tenant whose backlog fills the other slots cannot keep another tenant's new message from starting until one of
   * its own finishes. Default 0; must be less than `concurrency`.
   */
  reservedSlots?: number;
  /** Attempts before the message goes to the dead-letter topic `<topic>.dlq`. */
  maxAttempts?: number;
}

/**
 * At-least-once event delivery. A message is acknowledged only when its handler resolves; a handler that throws is
 * retried with backoff, then dead-lettered. Handlers must be idempotent.
 */
export interface EventBus {
  publish<T>(topic: string, payload: T, options: PublishOptions): Promise<void>;
  /**
   * Publishes several messages to one topic in one round trip; resolves once every one is durable. On rejection some
   * may have been published (a retry can duplicate them; handlers are idempotent).
   */
  publishAll<T>(topic: string, messages: ReadonlyArray<{ payload: T; options: PublishOptions }>): Promise<void>;
  subscribe<T>(topic: string, handler: MessageHandler<T>, options: SubscribeOptions): Promise<void>;
  /**
   * Whether every subscription consumes now (its last claim succeeded, or its consumer is in its group and has not
   * crashed) and the bus is open. Readiness probes report it.
   */
  healthy(): boolean;
  /** Stop taking new messages, wait for in-flight handlers (or hand them back), release resources. */
  close(): Promise<void>;
}

/** Minimal SQL surface shared by PGlite and node-postgres, used by adapters that keep their own tables. */
export interface SqlClient {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
}

export interface SqlDatabase extends SqlClient {
  readonly dialect: 'pglite' | 'postgres';
  /** Run several statements (no parameters), e.g. DDL. */
  exec(sql: string): Promise<void>;
  /** Run `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
