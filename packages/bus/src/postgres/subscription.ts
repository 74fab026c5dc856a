// One subscription of this process: when to claim (announced publishes, the poll safety net, retries coming due),
// its concurrency slots (shared with the publisher's hand-off), running the handler and recording its outcome, close.
import { runAsBackground, type BusMessage, type MessageHandler, type SubscribeOptions } from '@engram/core';
import { DEFAULT_MAX_ATTEMPTS, TenantCounts, describeError, retryDelayMs, type RetryPolicy } from '../shared';
import type { BusSettings, MessageRow } from './bus-settings';
import type { MessageStore } from './message-store';
import type { LocalSubscriber } from './publisher';

interface InFlight {
  row: MessageRow;
  done: Promise<void>;
  /** Set when close() gave the message back; the handler's late outcome is then ignored. */
  released: boolean;
}

export interface SubscriptionDeps {
  settings: BusSettings;
  store: MessageStore;
  /** Period of the safety-net poll. */
  pollIntervalMs: number;
  retry: RetryPolicy;
}

export class Subscription implements LocalSubscriber {
  readonly inFlight = new Map<string, InFlight>();
  /** Handlers running (or about to) by tenant, for the reserved slots. */
  private readonly runningByTenant = new TenantCounts();
  private pumping: Promise<void> | undefined;
  private pumpAgain = false;
  /** Counts wake-ups that may mean new work: a publish, the poll timer, the subscription starting. */
  private signals = 0;
  /** The value of `signals` when a claim last came back short: until the next signal the topic has nothing for us. */
  private drainedAt = -1;
  private stopped = false;
  /** The tenant served last, where the next fair claim's rotation starts (see FAIR_CLAIM in message-store.ts). */
  private lastTenant = '';
  /** The last claim failed (the database is unreachable or refuses): the subscription consumes nothing until one works. */
  private claimFailing = false;
  /** Slots promised to publishes of this process whose rows are inserted claimed but not yet committed. */
  private reserved = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly concurrency: number;
  private readonly reservedSlots: number;
  private readonly maxAttempts: number;
  private readonly settings: BusSettings;
  private readonly store: MessageStore;
  private readonly retry: RetryPolicy;

  constructor(
    readonly topic: string,
    readonly group: string,
    private readonly handler: MessageHandler<unknown>,
    opts: SubscribeOptions,
    deps: SubscriptionDeps,
  ) {
    this.settings = deps.settings;
    this.store = deps.store;
    this.retry = deps.retry;
    this.concurrency = opts.concurrency ?? 1;
    this.reservedSlots = opts.reservedSlots ?? 0;
    this.maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.timer = setInterval(() => this.wake(), deps.pollIntervalMs);
    this.timer.unref();
  }

  /** Consuming: not stopped, and its last claim worked. */
  get healthy(): boolean {
    return !this.stopped && !this.claimFailing;
  }

  inFlightIds(): string[] {
    return [...this.inFlight.values()].filter((f) => !f.released).map((f) => f.row.id);
  }

  /**
   * Takes a slot for a message this process is about to publish. Only when nothing of ours may be waiting in the
   * table (the last claim came back short, no signal since, no claim running): a new message must not overtake
   * older ones. Never the reserved slots: those go through a claim, which knows the tenants.
   */
  reserve(wanted: number): number {
    if (this.stopped || this.pumping || this.drainedAt !== this.signals) return 0;
    const open = this.concurrency - this.reservedSlots - this.inFlight.size - this.reserved;
    const slots = Math.max(0, Math.min(wanted, open));
    this.reserved += slots;
    return slots;
  }

  /** Gives back reserved slots the publish did not fill with claimed rows (it failed, or the group is unknown). */
  unreserve(slots: number): void {
    if (slots <= 0) return;
    this.reserved -= slots;
    this.slotFreed();
  }

  /** Delivers a row the publish inserted already claimed by this instance, in the slot it reserved. */
  adopt(row: MessageRow): void {
    this.reserved--;
    if (this.stopped) {
      // Closing: hand it back exactly as close() does with unfinished handlers.
      this.store.releaseInBackground(row.id);
      return;
    }
    this.start(row);
  }

  /** A row for this group was left in the table: until a claim takes it, no publish may hand us a newer one. */
  expectWork(): void {
    this.signals++;
  }

  /** New work may be available (a publish was announced, the poll timer fired): claim. */
  wake(): void {
    this.signals++;
    this.run();
  }

  /**
   * A handler finished. Claiming again is only worth a query if the last claim filled every free slot (more may be
   * waiting) or a signal came since; otherwise each finished message would cost an empty claim round trip.
   */
  private slotFreed(): void {
    if (this.drainedAt !== this.signals) this.run();
  }

  private run(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = this.pump().finally(() => {
      this.pumping = undefined;
    });
  }

  /**
   * Claims until the concurrency limit is reached or nothing is available. The last `reservedSlots` slots are claimed
   * only for tenants running fewer than that many handlers, so a tenant whose backlog holds every other slot does not
   * keep a newly arrived tenant waiting for one of its handlers to finish.
   */
  private async pump(): Promise<void> {
    try {
      do {
        this.pumpAgain = false;
        while (!this.stopped) {
          const open = this.concurrency - this.inFlight.size - this.reserved;
          if (open <= 0) break;
          const seen = this.signals;
          const general = open - this.reservedSlots;
          const skip = general > 0 ? [] : this.busyTenants();
          const wanted = general > 0 ? general : open;
          const rows = await this.store.claim(this.topic, this.group, wanted, this.lastTenant, skip);
          this.lastTenant = lastInCycle(rows, this.lastTenant);
          this.claimFailing = false;
          for (const row of rows) this.start(row);
          if (rows.length < wanted) {
            // Short with tenants skipped: their messages may still be waiting, so a freed slot claims again.
            if (skip.length === 0) this.drainedAt = seen;
            break;
          }
        }
      } while (this.pumpAgain && !this.stopped);
    } catch (err) {
      // The next poll tries again; a database outage must not kill the subscription.
      this.claimFailing = true;
      this.settings.logger.error(
        { topic: this.topic, group: this.group, error: describeError(err) },
        'bus claim failed',
      );
    }
  }

  /** Tenants running at least `reservedSlots` handlers: the reserved slots are not theirs. */
  private busyTenants(): string[] {
    return this.runningByTenant.atLeast(this.reservedSlots);
  }

  private start(row: MessageRow): void {
    const entry: InFlight = { row, released: false, done: Promise.resolve() };
    const tenant = tenantOf(row);
    this.runningByTenant.add(tenant);
    entry.done = this.deliver(entry).finally(() => {
      this.inFlight.delete(row.id);
      this.runningByTenant.release(tenant);
      this.slotFreed();
    });
    this.inFlight.set(row.id, entry);
  }

  private async deliver(entry: InFlight): Promise<void> {
    const { logger, metric } = this.settings;
    const { row } = entry;
    const labels = { topic: this.topic, group: this.group };
    const ids = { ...labels, messageId: row.message_id, attempt: row.attempt };
    // A lock that expired repeatedly (handler hung, process died) also uses up attempts, so a message that crashes
    // its consumer ends in the dead-letter topic instead of looping forever.
    if (row.attempt > this.maxAttempts) {
      await this.deadLetter(row, row.attempt - 1, 'lock_expired').catch((err: unknown) =>
        logger.error({ ...ids, error: describeError(err) }, 'bus dead-letter failed'),
      );
      return;
    }
    const message: BusMessage<unknown> = {
      id: row.message_id,
      topic: row.topic,
      key: row.key,
      payload: row.payload,
      headers: row.headers,
      attempt: row.attempt,
      publishedAt: new Date(row.published_at),
    };
    let failure: unknown;
    let failed = false;
    try {
      // Pipeline work: shared resources (the embedded database's lock) serve requests first.
      await runAsBackground(() => this.handler(message));
    } catch (err) {
      failed = true;
      failure = err;
    }
    if (entry.released) return;
    try {
      if (!failed) {
        // The slot frees now; the row, still locked by us, goes with the next batched DELETE.
        this.store.deleteFinished(row.id);
        metric('delivered', labels);
      } else if (row.attempt >= this.maxAttempts) {
        logger.warn({ ...ids, error: describeError(failure) }, 'bus handler failed, dead-lettering');
        await this.deadLetter(row, row.attempt, describeError(failure));
      } else {
        const delay = retryDelayMs(this.retry, row.attempt);
        logger.warn({ ...ids, delayMs: delay, error: describeError(failure) }, 'bus handler failed, will retry');
        await this.store.retryLater(row.id, delay);
        metric('retried', labels);
        // Nothing announces a retry coming due, so wake for it rather than wait for the next poll.
        setTimeout(() => this.wake(), delay + 5).unref();
      }
    } catch (err) {
      // The lock runs out and the message comes back: at-least-once still holds.
      logger.error({ ...ids, error: describeError(err) }, 'bus could not record handler outcome');
    }
  }

  private async deadLetter(row: MessageRow, attempts: number, error: string): Promise<void> {
    await this.store.deadLetter(row, attempts, error);
    this.settings.metric('dead_lettered', { topic: this.topic, group: this.group });
  }

  /** Stops claiming and waits for the current claim round, so no new handler starts after this resolves. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.pumping;
  }
}

/**
 * For close(), once every subscription has stopped: waits up to `timeoutMs` for the handlers still running, then hands
 * the messages of those that did not finish back to the queue (the attempt given back too: not the message's fault).
 * A handler that finishes later is ignored.
 */
export async function handBackUnfinished(
  subscriptions: ReadonlySet<Subscription>,
  timeoutMs: number,
  settings: BusSettings,
  store: MessageStore,
): Promise<void> {
  const inFlight = [...subscriptions].flatMap((s) => [...s.inFlight.values()]);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(inFlight.map((f) => f.done)),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
  const unfinished = inFlight.filter((f) => !f.released && [...subscriptions].some((s) => s.inFlight.has(f.row.id)));
  if (unfinished.length > 0) {
    for (const f of unfinished) f.released = true;
    await store.release(unfinished.map((f) => f.row.id));
    settings.logger.warn(
      { instanceId: settings.instanceId, released: unfinished.length },
      'bus closed with unfinished handlers, released',
    );
  }
}

/** A row's tenant (the `tenantId` header); '' when it has none, as in the claim's SQL. */
function tenantOf(row: { headers: unknown }): string {
  const tenant = (row.headers as { tenantId?: unknown } | null)?.tenantId;
  return typeof tenant === 'string' ? tenant : '';
}

/** Of the tenants of `rows`, the one that comes last in the cyclic order of ids that starts after `after`. */
export function lastInCycle(rows: ReadonlyArray<{ headers: unknown }>, after: string): string {
  let last: string | undefined;
  const position = (t: string) => [t > after ? 0 : 1, t] as const;
  for (const row of rows) {
    const t = tenantOf(row);
    if (last === undefined) last = t;
    else {
      const [a, b] = [position(t), position(last)];
      if (a[0] > b[0] || (a[0] === b[0] && a[1] > b[1])) last = t;
    }
  }
  return last ?? after;
}
