// Per-tenant fairness for the Kafka bus (issue 13). Kafka orders messages per partition, and messages are keyed by
// document, so one tenant's backlog fills every partition and another tenant's message waits behind it. A
// subscription's consumer therefore does not run the messages it fetched in partition order: each fetched batch hands
// its messages to this dispatcher, where every tenant (the `tenantId` header; none is a lane of its own) has a lane and
// the lanes take turns, one message each, with at most `concurrency` handlers running across all partitions. A
// tenant's own messages keep their order. The last `reservedSlots` of the concurrency run only messages of tenants
// running fewer than that many (see SubscribeOptions.reservedSlots). The consumer commits a partition's offsets only up
// to the first message not yet done, so a crash redelivers (at least once, as before).
import { TenantCounts } from '../shared';

export class FairDispatcher {
  /** Lanes by tenant; Map order is the rotation order (the lane served last moves to the back). */
  private readonly lanes = new Map<string, Array<() => void>>();
  private running = 0;
  private readonly runningByTenant = new TenantCounts();
  private scheduled = false;

  constructor(
    private readonly concurrency: number,
    private readonly reservedSlots = 0,
  ) {}

  /**
   * Queues `work` in `tenant`'s lane; resolves with its result once it has run. The start waits one turn of the event
   * loop, so batches fetched together (one per partition) all join the rotation before the first message runs.
   */
  submit<T>(tenant: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let lane = this.lanes.get(tenant);
      if (!lane) this.lanes.set(tenant, (lane = []));
      lane.push(() => {
        this.running++;
        this.runningByTenant.add(tenant);
        work()
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.runningByTenant.release(tenant);
            this.pump();
          });
      });
      this.schedule();
    });
  }

  /** Messages waiting for a turn, across lanes. */
  get waiting(): number {
    let n = 0;
    for (const lane of this.lanes.values()) n += lane.length;
    return n;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.concurrency) {
      const reservedOnly = this.running >= this.concurrency - this.reservedSlots;
      let next: [string, Array<() => void>] | undefined;
      for (const entry of this.lanes) {
        if (!reservedOnly || this.runningByTenant.get(entry[0]) < this.reservedSlots) {
          next = entry;
          break;
        }
      }
      if (!next) return;
      const [tenant, lane] = next;
      const start = lane.shift()!;
      this.lanes.delete(tenant);
      if (lane.length > 0) this.lanes.set(tenant, lane);
      start();
    }
  }
}
