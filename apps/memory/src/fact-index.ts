// The facts a query ranks, held in memory per tenant (issue 13): in the embedded profile every database statement
// queues on PGlite's one session behind the pipeline's transactions, and a query used to spend three of them on its
// facts (candidates, vectors, hydration). With this index it spends one: hydration, which also applies the whole
// visibility rule, the latest-only rule and the memory switch, so the index only has to propose candidates.
//
// What it holds per fact is what ranking needs and nothing readable: namespace, sensitivity, latest flag, event time,
// keyed term hashes and the sentence vector (all stored as such in the table too; the vectors in one WebAssembly memory
// per workspace, fact-vectors.ts). Content stays encrypted in the
// database until hydration.
//
// Sync: a tenant's facts are read once (on its first query), then every write of this process calls `sync`, which reads
// the rows changed since (every statement that changes a fact sets `updated_at = now()`). That is only a complete
// delta where transactions run one after another, so a later transaction's now() is never earlier than a committed
// one's: PGlite (one session) in the embedded profile, the only place this index is used. Deleted facts are removed by
// `remove`; one that stays behind is dropped at hydration like any candidate the caller may not see.
import type { Sensitivity, SqlDatabase } from '@engram/core';
import { normalizeInPlace } from '@engram/embedding';
import type { Logger } from '@engram/telemetry';
import { FactVectors } from './fact-vectors';

export interface IndexedFact {
  id: string;
  namespaceId: string;
  sensitivity: Sensitivity;
  isLatest: boolean;
  /** Event time, epoch ms. */
  validFrom: number;
  terms: readonly string[];
  /** Its vector's size (0: none) and slot in the workspace's FactVectors of that size. */
  dims: number;
  slot: number;
}

/** A query's candidate facts, and their similarity to the query vector (computed when it is known). */
export interface FactCandidates {
  facts: IndexedFact[];
  /** Cosine of `query` with each fact, in `facts`' order (0 for a fact without a vector, or one deleted since). */
  similarities(query: Float32Array | undefined): Float32Array;
}

export interface CandidateScope {
  namespaceIds: readonly string[];
  sensitivities: readonly Sensitivity[];
  onlyLatest: boolean;
}

interface TenantFacts {
  byId: Map<string, IndexedFact>;
  /** Term hash -> ids of facts holding it. */
  postings: Map<string, Set<string>>;
  /** Vectors by size: one size per embedder a workspace's facts were embedded with. */
  vectors: Map<number, FactVectors>;
  /** Every fact, newest first; built on first use, then kept in order by each change (no re-sort per write). */
  sorted: IndexedFact[] | null;
  /** The newest `updated_at` read, microseconds since the epoch. */
  stampUs: bigint;
}

interface FactIndexRow {
  id: string;
  namespace_id: string;
  sensitivity: Sensitivity;
  is_latest: boolean;
  valid_from: Date;
  term_hmacs: string[] | null;
  embedding: Uint8Array | null;
  stamp_us: string;
}

const COLUMNS = `id, namespace_id, sensitivity::text AS sensitivity, is_latest, valid_from, term_hmacs, embedding,
  (extract(epoch FROM updated_at) * 1000000)::bigint::text AS stamp_us`;

/** A sync reads from a millisecond before the newest stamp it has seen: rows read twice are simply set again. */
const SYNC_OVERLAP_US = 1000n;

export interface FactIndexOptions {
  /** Facts held across tenants; the least recently queried tenants are dropped beyond it (a 512-d vector is 2 KiB). */
  maxFacts?: number;
}

export class FactIndex {
  private readonly tenants = new Map<string, TenantFacts>(); // Map order is recency order
  /** One load or sync at a time per tenant, in call order. */
  private readonly chains = new Map<string, Promise<unknown>>();
  private readonly maxFacts: number;

  constructor(
    private readonly sql: SqlDatabase,
    private readonly logger: Logger,
    options: FactIndexOptions = {},
  ) {
    this.maxFacts = options.maxFacts ?? 200_000;
  }

  /**
   * Up to `keywordMax` facts holding one of `terms` and the `recentMax` most recent, newest first, within the scope: the
   * same candidates the SQL path of the distributed profile selects.
   */
  async candidates(tenantId: string, scope: CandidateScope, terms: readonly string[], keywordMax: number, recentMax: number): Promise<FactCandidates> {
    const facts = await this.load(tenantId);
    const namespaces = new Set(scope.namespaceIds);
    const sensitivities = new Set(scope.sensitivities);
    const inScope = (f: IndexedFact) => namespaces.has(f.namespaceId) && sensitivities.has(f.sensitivity) && (!scope.onlyLatest || f.isLatest);
    const sorted = (facts.sorted ??= [...facts.byId.values()].sort(newestFirst));
    const withTerm = new Map<string, IndexedFact>();
    for (const t of terms) {
      for (const id of facts.postings.get(t) ?? []) {
        const f = facts.byId.get(id);
        if (f && inScope(f)) withTerm.set(id, f);
      }
    }
    const keyword = newest([...withTerm.values()], keywordMax);
    const recent: IndexedFact[] = [];
    for (const f of sorted) {
      if (recent.length >= recentMax) break;
      if (inScope(f)) recent.push(f);
    }
    const out = new Map(keyword.map((f) => [f.id, f]));
    for (const f of recent) out.set(f.id, f);
    const candidates = [...out.values()];
    return {
      facts: candidates,
      // Slots as they are now: a sync while the query vector was computed may have stored a fact again (another slot)
      // or deleted it (its slot free, or another fact's by now).
      similarities: (query) => {
        const store = query && facts.vectors.get(query.length);
        if (!store) return new Float32Array(candidates.length);
        return store.similarities(
          query,
          candidates.map((f) => {
            const now = facts.byId.get(f.id);
            return now && now.dims === query.length ? now.slot : -1;
          }),
        );
      },
    };
  }

  /** After a committed write to a tenant's facts: reads what changed (nothing when the tenant is not held). */
  sync(tenantId: string): Promise<void> {
    if (!this.tenants.has(tenantId) && !this.chains.has(tenantId)) return Promise.resolve();
    return this.serially(tenantId, async () => {
      const facts = this.tenants.get(tenantId);
      if (!facts) return;
      try {
        const { rows } = await this.sql.query<FactIndexRow>(
          `SELECT ${COLUMNS} FROM facts WHERE tenant_id = $1 AND updated_at >= to_timestamp($2::float8 / 1000000)`,
          [tenantId, Number(facts.stampUs - SYNC_OVERLAP_US)],
        );
        for (const r of rows) put(facts, r);
      } catch (err) {
        // Reloaded in full by the next query rather than left behind.
        this.tenants.delete(tenantId);
        this.logger.warn({ err, tenantId }, 'fact index sync failed; the tenant is reloaded on its next query');
      }
    });
  }

  /** Facts deleted by a committed write. */
  remove(tenantId: string, ids: readonly string[]): void {
    const facts = this.tenants.get(tenantId);
    if (!facts) return;
    for (const id of ids) drop(facts, id);
  }

  /** Everything of a tenant (its facts were erased). */
  forget(tenantId: string): void {
    this.tenants.delete(tenantId);
  }

  /** Facts held now, across tenants. */
  get size(): number {
    let n = 0;
    for (const t of this.tenants.values()) n += t.byId.size;
    return n;
  }

  private async load(tenantId: string): Promise<TenantFacts> {
    // A held tenant is used as it is, even while a sync reads its changes (they are applied in place when they arrive).
    const held = this.tenants.get(tenantId);
    if (held) {
      this.tenants.delete(tenantId);
      this.tenants.set(tenantId, held);
      return held;
    }
    return this.serially(tenantId, async () => {
      let facts = this.tenants.get(tenantId);
      if (!facts) {
        const { rows } = await this.sql.query<FactIndexRow>(`SELECT ${COLUMNS} FROM facts WHERE tenant_id = $1`, [tenantId]);
        facts = { byId: new Map(), postings: new Map(), vectors: new Map(), sorted: null, stampUs: 0n };
        for (const r of rows) put(facts, r);
      }
      this.tenants.delete(tenantId);
      this.tenants.set(tenantId, facts);
      this.evict(tenantId);
      return facts;
    });
  }

  private serially<T>(tenantId: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.chains.get(tenantId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(fn);
    this.chains.set(tenantId, run);
    const settle = () => {
      if (this.chains.get(tenantId) === run) this.chains.delete(tenantId);
    };
    run.then(settle, settle);
    return run;
  }

  private evict(keep: string): void {
    let total = this.size;
    for (const [tenantId, facts] of this.tenants) {
      if (total <= this.maxFacts) break;
      if (tenantId === keep) continue;
      this.tenants.delete(tenantId);
      total -= facts.byId.size;
    }
  }
}

function put(facts: TenantFacts, r: FactIndexRow): void {
  drop(facts, r.id);
  const dims = r.embedding && r.embedding.byteLength % 4 === 0 ? r.embedding.byteLength / 4 : 0;
  const slot = dims > 0 ? vectorsOfSize(facts, dims).putBytes(r.embedding!) : -1;
  const fact: IndexedFact = {
    id: r.id,
    namespaceId: r.namespace_id,
    sensitivity: r.sensitivity,
    isLatest: r.is_latest,
    validFrom: new Date(r.valid_from).getTime(),
    terms: r.term_hmacs ?? [],
    dims: slot >= 0 ? dims : 0,
    slot,
  };
  facts.byId.set(fact.id, fact);
  if (facts.sorted) facts.sorted.splice(insertionPoint(facts.sorted, fact), 0, fact);
  for (const t of fact.terms) {
    let ids = facts.postings.get(t);
    if (!ids) facts.postings.set(t, (ids = new Set()));
    ids.add(fact.id);
  }
  const stamp = BigInt(r.stamp_us);
  if (stamp > facts.stampUs) facts.stampUs = stamp;
}

function vectorsOfSize(facts: TenantFacts, dims: number): FactVectors {
  let store = facts.vectors.get(dims);
  if (!store) facts.vectors.set(dims, (store = new FactVectors(dims)));
  return store;
}

function drop(facts: TenantFacts, id: string): void {
  const old = facts.byId.get(id);
  if (!old) return;
  facts.byId.delete(id);
  if (old.slot >= 0) facts.vectors.get(old.dims)?.remove(old.slot);
  if (facts.sorted) {
    const at = facts.sorted.indexOf(old);
    if (at >= 0) facts.sorted.splice(at, 1);
  }
  for (const t of old.terms) {
    const ids = facts.postings.get(t);
    ids?.delete(id);
    if (ids?.size === 0) facts.postings.delete(t);
  }
}

/**
 * The `max` newest of `facts`, newest first. A common term can be held by most of a workspace's facts: past a few
 * times `max`, the cut-off time is found first (a partial selection on event times) and only what is newer is sorted.
 */
function newest(facts: IndexedFact[], max: number): IndexedFact[] {
  if (facts.length <= max * 2) return facts.sort(newestFirst).slice(0, max);
  const times = Float64Array.from(facts, (f) => f.validFrom).sort();
  const cutoff = times[times.length - max]!;
  return facts.filter((f) => f.validFrom >= cutoff).sort(newestFirst).slice(0, max);
}

/** Where `fact` goes in a newest-first list (binary search). */
function insertionPoint(sorted: readonly IndexedFact[], fact: IndexedFact): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (newestFirst(sorted[mid]!, fact) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Newest event time first, then by id (a stable order for equal times). */
function newestFirst(a: IndexedFact, b: IndexedFact): number {
  return b.validFrom - a.validFrom || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A stored vector (float32, little-endian) at unit length, as embedders return them (checked once here, so ranking is one
 * dot product per fact); null for a zero or non-finite one (it cannot rank by meaning).
 */
export function toVector(bytes: Uint8Array): Float32Array | null {
  const copy = new Uint8Array(bytes); // aligned
  const v = new Float32Array(copy.buffer, copy.byteOffset, copy.byteLength / 4);
  return normalizeInPlace(v) ? v : null;
}
