// Over 400 lines because every operation kind and its oracle check live together, so a rule has one place.
// Executes random operations against the server and judges every response against the oracle model: no marker of a
// document the caller may not see, no foreign document id, and the status code the rules call for.
import { randomBytes } from 'node:crypto';
import type { Sensitivity } from '@engram/core';
import { api, type Api } from '../harness';
import { MARKER_PATTERN, documentText, type DocPick, type NamespacePick, type Op } from './arbitraries';
import { describeKey, rank, type DocModel, type KeyModel, type WorldModel } from './model';
import { pool, type SensitivityTable, type WorldHandle } from './world';

type Response = { status: number; body: any };

export interface Violation {
  kind: 'status' | 'leak' | 'unknown_document' | 'filter' | 'management' | 'final';
  endpoint: string;
  caller: string;
  request: string;
  detail: string;
  excerpt: string;
  /** The same request sent again, alone, right after the violation. */
  replay?: string;
  /** The marker that leaked, when one did. */
  marker?: string;
}

export const ENDPOINTS = [
  'POST /v1/query',
  'GET /v1/search',
  'GET /v1/documents/{id}',
  'GET /v1/documents/{id}/chunks',
  'GET /v1/jobs/{id}',
  'POST /v1/documents/ingest',
  'POST /v1/documents/{id}/update',
  'DELETE /v1/documents/{id}',
  'POST /v1/documents/{id}/reindex-chunks',
  'GET /v1/entities',
  'GET /v1/entities/{id}/facts',
  'GET /v1/facts',
  'management',
] as const;
type Endpoint = (typeof ENDPOINTS)[number];
type ManagementOp = Extract<Op, { kind: 'archive' | 'restore' | 'set_scopes' | 'revoke' }>;
type DataPlaneOp = Exclude<Op, ManagementOp>;

/** The response as text, minus the fields that echo the request (`query`, `instance`): a marker we sent is no leak. */
function scanText(body: unknown): string {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const { query: _q, instance: _i, ...rest } = body as Record<string, unknown>;
    return JSON.stringify(rest);
  }
  return typeof body === 'string' ? body : JSON.stringify(body ?? null);
}

function excerpt(body: unknown, around?: string): string {
  const text = scanText(body);
  const at = around ? text.indexOf(around) : -1;
  const start = Math.max(0, at - 120);
  return text.slice(start, start + 300);
}

interface Caller {
  key?: KeyModel;
  secret: string;
  label: string;
  tenantId: string;
  /** Revoked and unknown keys: every data-plane request is 401. */
  unauthenticated: boolean;
}

export class IsolationRunner {
  readonly violations: Violation[] = [];
  /** Operations executed (a management change with nothing to act on still counts as run). */
  executed = 0;
  readonly counts = new Map<Endpoint, number>();
  readonly statuses = new Map<string, number>();
  /** Checks that need every document id this test created; evaluated after the run. */
  private readonly deferred: Array<() => Violation | undefined> = [];
  private readonly docLocks = new Map<string, Promise<unknown>>();
  private readonly clients = new Map<string, Api>();
  /** Entity ids seen in any caller's listing: other callers then ask for them. */
  private readonly entityIds = new Set<string>();

  constructor(
    private readonly url: string,
    private readonly model: WorldModel,
    private readonly sensitivityOf: SensitivityTable,
  ) {}

  /** Runs the operations with `concurrency` in flight; management changes run alone, between batches. */
  async run(world: WorldHandle, ops: readonly Op[], concurrency: number): Promise<void> {
    let batch: DataPlaneOp[] = [];
    const flush = async () => {
      await pool(batch, concurrency, (op) => this.execute(world, op));
      batch = [];
    };
    for (const op of ops) {
      this.executed++;
      if (op.kind === 'archive' || op.kind === 'restore' || op.kind === 'set_scopes' || op.kind === 'revoke') {
        await flush();
        await this.manage(world, op);
      } else batch.push(op);
    }
    await flush();
  }

  evaluateDeferred(): void {
    for (const check of this.deferred.splice(0)) {
      const v = check();
      if (v) this.violations.push(v);
    }
  }

  /**
   * Proves the oracle can fail: a real response (the admin key reading a document) judged as if a key capped below the
   * document's sensitivity, or one from another workspace, had received it must be flagged as a leak and a wrong status.
   * Returns what was flagged; nothing is added to `violations`.
   */
  async selfTest(world: WorldHandle): Promise<Violation[]> {
    const doc = this.model.docs.find((d) => d.state === 'live' && d.id && d.sensitivity !== 'public' && world.workspaces.some((w) => w.tenantId === d.tenantId));
    if (!doc) throw new Error('self-test: no live non-public document');
    const ws = world.workspaces.find((w) => w.tenantId === doc.tenantId)!;
    const other = world.workspaces.find((w) => w.tenantId !== doc.tenantId)!;
    const res = await this.client(ws.admin.secret).request('GET', `/v1/documents/${doc.id}`);
    const probe = (key: KeyModel) => {
      const caller: Caller = { key, secret: key.secret, label: `self-test ${key.label}`, tenantId: key.tenantId, unauthenticated: false };
      return this.checked('GET /v1/documents/{id}', caller, `self-test GET /v1/documents/${doc.id}`, async () => res, new Set([this.model.readVerdict(key, doc) === 'yes' ? 200 : 404]), { read: false, counted: false });
    };
    const before = this.violations.length;
    const capped: KeyModel = { ...ws.admin, id: 'self-test-capped', label: 'public-capped key', isAdmin: false, cap: 'public', grants: new Map([[doc.namespaceId, 'read']]) };
    const foreign: KeyModel = { ...other.admin, label: 'another workspace\'s admin key' };
    await probe(capped);
    await probe(foreign);
    return this.violations.splice(before);
  }

  // ---- helpers -------------------------------------------------------------------------------------------------

  private client(secret: string): Api {
    let c = this.clients.get(secret);
    if (!c) this.clients.set(secret, (c = api(this.url, secret)));
    return c;
  }

  private caller(world: WorldHandle, index: number): Caller {
    if (index < 0) {
      // Well-formed but unknown: must be 401 and see nothing.
      const secret = `egk_${randomBytes(6).toString('hex')}_${randomBytes(32).toString('base64url')}`;
      return { secret, label: 'unknown key', tenantId: '', unauthenticated: true };
    }
    let key = world.keys[index % world.keys.length]!;
    // Revoked keys stay callers, but only a quarter of the time they are drawn, so most requests exercise grants.
    if (key.revoked && index % 4 !== 0) key = world.keys.find((k, i) => i > index % world.keys.length && !k.revoked) ?? world.keys.find((k) => !k.revoked) ?? key;
    return { key, secret: key.secret, label: describeKey(key, this.model), tenantId: key.tenantId, unauthenticated: key.revoked };
  }

  private count(endpoint: Endpoint, status: number): void {
    this.counts.set(endpoint, (this.counts.get(endpoint) ?? 0) + 1);
    const k = `${endpoint} ${status}`;
    this.statuses.set(k, (this.statuses.get(k) ?? 0) + 1);
  }

  private namespaceNames(world: WorldHandle, caller: Caller, pick: NamespacePick): string[] | undefined {
    if (pick.type === 'omit') return undefined;
    if (pick.type === 'star') return ['*'];
    const own = this.model.namespacesOf(caller.tenantId);
    const foreign = world.workspaces.filter((w) => w.tenantId !== caller.tenantId).flatMap((w) => w.namespaces);
    return pick.names.map((n) => {
      if (n.from === 'own' && own.length) return own[n.index % own.length]!.key;
      if (n.from === 'foreign' && foreign.length) return foreign[n.index % foreign.length]!.key;
      return n.unknown;
    });
  }

  /** Picks a document that has an id (live or deleted), per `pick.from`, or a random uuid. */
  private pickDoc(caller: Caller, pick: DocPick): { id: string; doc?: DocModel } {
    const withId = this.model.docs.filter((d) => d.id !== undefined);
    const candidates =
      pick.from === 'same_workspace'
        ? withId.filter((d) => d.tenantId === caller.tenantId)
        : pick.from === 'recent'
          ? withId.filter((d) => d.fresh).slice(-4)
          : pick.from === 'writable'
            ? withId.filter((d) => d.state === 'live' && caller.key && !caller.unauthenticated && this.model.canWrite(caller.key, d.namespaceId))
            : withId;
    if (pick.from === 'random' || candidates.length === 0) return { id: pick.randomId, doc: this.model.docById(pick.randomId) };
    const doc = candidates[pick.index % candidates.length]!;
    return { id: doc.id!, doc };
  }

  /** Serialises operations on one document, so a read never races a delete of the same document. */
  private withDocLock<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.docLocks.get(id) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    this.docLocks.set(
      id,
      run.then(
        () => undefined,
        () => undefined,
      ),
    );
    return run;
  }

  /**
   * Judges one document found in a response (by marker or id). `startClock` is the model clock when the request was
   * sent: a document deleted after that may still appear.
   */
  private judgeDoc(caller: Caller, doc: DocModel, startClock: number, base: Omit<Violation, 'kind' | 'detail'>, how: string): void {
    const leak = (detail: string): void => void this.violations.push({ ...base, kind: 'leak', marker: doc.marker, detail: `${how} ${doc.marker}: ${detail}` });
    if (!caller.key || caller.unauthenticated) return leak('an unauthenticated caller saw a document');
    if (doc.state === 'refused') return leak('a document whose ingest was refused exists');
    if (doc.deletedAt !== undefined && doc.deletedAt <= startClock) return leak('a document deleted before the request appeared');
    const key = caller.key;
    const where = `${doc.tenantId === key.tenantId ? 'same workspace' : 'ANOTHER WORKSPACE'}, namespace ${this.model.namespaces.get(doc.namespaceId)?.key ?? '?'}`;
    if (doc.tenantId !== key.tenantId || !this.model.canRead(key, doc.namespaceId)) return leak(`not readable by the key (${where})`);
    const cap = rank(key.cap);
    // An update acknowledged while this request ran may have raised the level: the older one still counts then.
    const before = doc.before && doc.before.changedAt > startClock && rank(doc.before.sensitivity) <= cap;
    if (rank(doc.sensitivity) > cap && !before) {
      return leak(`its current text is ${doc.sensitivity}${doc.fresh ? ' (ingested during the run)' : ''}${doc.version > 1 ? ` (version ${doc.version})` : ''}, above the key's cap ${key.cap} (${where})`);
    }
  }

  /** Marker scan over the whole body plus a check of every document id in results. */
  private scan(caller: Caller, res: Response, startClock: number, base: Omit<Violation, 'kind' | 'detail'>, sensitivityFilter?: Sensitivity[]): void {
    const text = scanText(res.body);
    for (const marker of new Set(text.match(MARKER_PATTERN) ?? [])) {
      const doc = this.model.docByMarker(marker);
      if (doc) this.judgeDoc(caller, doc, startClock, { ...base, excerpt: excerpt(res.body, marker) }, 'marker of');
    }
    const results: Array<{ document_id?: string; sensitivity?: string; chunks?: Array<{ document_id?: string }> }> =
      res.status === 200 && Array.isArray(res.body?.results) ? res.body.results : [];
    for (const r of results) {
      for (const id of [r.document_id, ...(r.chunks ?? []).map((c) => c.document_id)]) {
        if (!id) continue;
        const doc = this.model.docById(id);
        if (!doc) {
          // Not (yet) known: ids of documents ingested concurrently arrive with their 202. After the run every document
          // this test created has its id, so an id still unknown then came from a write the server should have refused.
          const found = { ...base, excerpt: excerpt(res.body, id) };
          this.deferred.push(() => {
            const late = this.model.docById(id);
            if (!late) return { ...found, kind: 'unknown_document', detail: `result document ${id} is not a document this test created` };
            this.judgeDoc(caller, late, startClock, found, 'result id of');
            return undefined;
          });
        } else if (!text.includes(doc.marker)) {
          this.judgeDoc(caller, doc, startClock, { ...base, excerpt: excerpt(res.body, id) }, 'result id of');
        }
      }
      if (sensitivityFilter && r.sensitivity && !sensitivityFilter.includes(r.sensitivity as Sensitivity)) {
        this.violations.push({ ...base, kind: 'filter', detail: `result sensitivity ${r.sensitivity} outside the filter ${sensitivityFilter.join(',')}`, excerpt: excerpt(res.body, r.document_id) });
      }
    }
  }

  /**
   * Sends a request, checks status and content; on a violation of a read, sends it once more, alone, and notes whether
   * it reproduces (the minimal counterexample is then that single request in that world state).
   */
  private async checked(
    endpoint: Endpoint,
    caller: Caller,
    request: string,
    send: () => Promise<Response>,
    expected: Set<number>,
    options: { read: boolean; sensitivityFilter?: Sensitivity[]; counted?: boolean } = { read: true },
  ): Promise<Response> {
    const startClock = this.model.clock;
    const res = await send();
    if (options.counted !== false) this.count(endpoint, res.status);
    const before = this.violations.length;
    const base = { endpoint, caller: caller.label, request, excerpt: excerpt(res.body) };
    if (!expected.has(res.status)) {
      this.violations.push({ ...base, kind: 'status', detail: `status ${res.status}, expected ${[...expected].join(' or ')}${res.body?.code ? ` (code ${res.body.code})` : ''}` });
    }
    this.scan(caller, res, startClock, base, options.sensitivityFilter);
    if (options.read && this.violations.length > before) {
      const again = await send();
      const text = scanText(again.body);
      for (const v of this.violations.slice(before)) {
        const same = v.marker ? text.includes(v.marker) : again.status === res.status;
        v.replay = `sent again alone: status ${again.status}; ${same ? 'reproduces' : 'does not reproduce'}`;
      }
    }
    return res;
  }

  // ---- operations ----------------------------------------------------------------------------------------------

  private async execute(world: WorldHandle, op: DataPlaneOp): Promise<void> {
    const caller = this.caller(world, op.caller);
    const client = this.client(caller.secret);
    const unauth = new Set([401]);
    switch (op.kind) {
      case 'query':
      case 'search': {
        const names = this.namespaceNames(world, caller, op.namespaces);
        const aimed = this.model.docs[op.aim % this.model.docs.length]!;
        const text = op.plain ? aimed.marker : `${aimed.marker} ${aimed.kind === 'public' ? 'notes' : 'memo'}`;
        const expected = caller.unauthenticated ? unauth : this.model.readScopeStatuses(caller.key!, names);
        if (op.kind === 'query') {
          const body = {
            query: text,
            mode: op.mode,
            max_results: op.maxResults,
            ...(names ? { namespaces: names } : {}),
            ...(op.sensitivity ? { filters: { sensitivity: op.sensitivity } } : {}),
          };
          await this.checked('POST /v1/query', caller, `POST /v1/query ${JSON.stringify(body)}`, () => client.request('POST', '/v1/query', body), expected, {
            read: true,
            ...(op.sensitivity ? { sensitivityFilter: op.sensitivity } : {}),
          });
        } else {
          const qs = new URLSearchParams({ q: text, limit: String(op.limit), ...(names ? { namespaces: names.join(',') } : {}) });
          await this.checked('GET /v1/search', caller, `GET /v1/search?${qs}`, () => client.request('GET', `/v1/search?${qs}`), expected);
        }
        return;
      }
      case 'get_document':
      case 'get_chunks': {
        const { id, doc } = this.pickDoc(caller, op.doc);
        const path = op.kind === 'get_document' ? `/v1/documents/${id}` : `/v1/documents/${id}/chunks?include_content=true`;
        const endpoint: Endpoint = op.kind === 'get_document' ? 'GET /v1/documents/{id}' : 'GET /v1/documents/{id}/chunks';
        await this.withDocLock(id, async () => {
          const request = `GET ${path}${doc ? ` (document ${doc.marker})` : ' (no such document)'}`;
          const send = () => client.request('GET', path);
          if (caller.unauthenticated) return void (await this.checked(endpoint, caller, request, send, unauth));
          const verdict = !doc || doc.state !== 'live' ? 'no' : this.model.readVerdict(caller.key!, doc);
          await this.checked(endpoint, caller, request, send, new Set(verdict === 'yes' ? [200] : verdict === 'no' ? [404] : [200, 404]));
        });
        return;
      }
      case 'get_job': {
        const job = op.random || this.model.jobs.length === 0 ? undefined : this.model.jobs[op.job % this.model.jobs.length];
        const id = job?.id ?? op.randomId;
        // A job is readable in a readable namespace by the key that created it, and by others only when they may see its
        // document (it reveals that the document exists).
        const inScope = !!job && !caller.unauthenticated && job.tenantId === caller.tenantId && this.model.canRead(caller.key!, job.namespaceId);
        const verdict = !inScope ? 'no' : job.creatorKeyId === caller.key!.id || !job.doc ? 'yes' : this.model.readVerdict(caller.key!, job.doc);
        const expected = new Set(verdict === 'yes' ? [200] : verdict === 'no' ? [404] : [200, 404]);
        await this.checked('GET /v1/jobs/{id}', caller, `GET /v1/jobs/${id}`, () => client.request('GET', `/v1/jobs/${id}`), caller.unauthenticated ? unauth : expected);
        return;
      }
      case 'ingest': {
        let name: string | undefined;
        if (op.target.from === 'own') {
          const own = this.model.namespacesOf(caller.tenantId);
          name = own.length ? own[op.target.index % own.length]!.key : op.target.unknown;
        } else if (op.target.from === 'foreign') {
          const foreign = world.workspaces.filter((w) => w.tenantId !== caller.tenantId).flatMap((w) => w.namespaces);
          name = foreign[op.target.index % foreign.length]!.key;
        } else if (op.target.from === 'unknown') name = op.target.unknown;
        let marker = op.marker;
        while (this.model.hasMarker(marker)) marker = `zq${marker.slice(3)}${'abcdefghijklmnopqrstuvwxyz'[marker.charCodeAt(2) % 26]}`;
        const text = documentText(op.content, marker, op.variant);
        const expected = caller.unauthenticated ? { status: 401 } : this.model.ingestStatus(caller.key!, name);
        const doc: DocModel = {
          marker,
          tenantId: caller.tenantId,
          namespaceId: expected.namespaceId ?? '',
          kind: op.content,
          ...text,
          state: 'pending',
          sensitivity: this.sensitivityOf(op.content, op.variant),
          settling: 'personal',
          fresh: true,
          version: 1,
        };
        this.model.addDoc(doc);
        const body = { ...(name !== undefined ? { namespace: name } : {}), ...text, return_id: true };
        const res = await this.checked(
          'POST /v1/documents/ingest',
          caller,
          `POST /v1/documents/ingest ${JSON.stringify({ namespace: name ?? '(omitted: key default)', title: text.title })}`,
          () => client.request('POST', '/v1/documents/ingest', body),
          new Set([expected.status]),
          { read: false },
        );
        if (res.status === 202) {
          this.model.setDocId(doc, res.body.document_id);
          doc.state = 'live';
          if (!doc.namespaceId) doc.namespaceId = (await this.adminRead(world, doc))?.namespaceId ?? '';
          this.model.jobs.push({ id: res.body.job_id, tenantId: doc.tenantId, namespaceId: doc.namespaceId, creatorKeyId: caller.key!.id, doc });
          this.model.clock++;
          if (op.followUp !== undefined) await this.withDocLock(doc.id!, () => this.followUpRead(world, doc, op.followUp!));
        } else doc.state = 'refused';
        return;
      }
      case 'update':
      case 'delete':
      case 'reindex': {
        const { id, doc } = this.pickDoc(caller, op.doc);
        await this.withDocLock(id, async () => {
          // A write needs the document to be visible to the key (else 404, spec 7) and a write grant (else 403).
          const status = new Set<number>();
          const verdict = caller.unauthenticated ? undefined : !doc || doc.state !== 'live' ? 'no' : this.model.readVerdict(caller.key!, doc);
          if (verdict === undefined) status.add(401);
          if (verdict === 'no' || verdict === 'either') status.add(404);
          if (verdict === 'yes' || verdict === 'either') status.add(!this.model.canWrite(caller.key!, doc!.namespaceId) ? 403 : op.kind === 'delete' ? 200 : 202);
          const label = doc ? ` (document ${doc.marker})` : ' (no such document)';
          if (op.kind === 'update') {
            // New text of a random kind under the same marker: the update may raise or lower the document's sensitivity.
            const text = documentText(op.content, doc?.marker ?? 'zz', op.variant);
            const res = await this.checked('POST /v1/documents/{id}/update', caller, `POST /v1/documents/${id}/update${label} to ${op.content} text`, () => client.request('POST', `/v1/documents/${id}/update`, text), status, { read: false });
            if (res.status === 202 && doc) {
              doc.version = res.body.version;
              doc.title = text.title;
              doc.content = text.content;
              this.model.changeSensitivity(doc, this.sensitivityOf(op.content, op.variant));
              this.model.jobs.push({ id: res.body.job_id, tenantId: doc.tenantId, namespaceId: doc.namespaceId, creatorKeyId: caller.key!.id, doc });
              if (op.followUp !== undefined) await this.followUpRead(world, doc, op.followUp);
            }
          } else if (op.kind === 'delete') {
            const res = await this.checked('DELETE /v1/documents/{id}', caller, `DELETE /v1/documents/${id}${label}`, () => client.request('DELETE', `/v1/documents/${id}`), status, { read: false });
            if (res.status === 200 && doc) {
              doc.state = 'deleted';
              doc.deletedAt = ++this.model.clock;
            }
          } else {
            const res = await this.checked('POST /v1/documents/{id}/reindex-chunks', caller, `POST /v1/documents/${id}/reindex-chunks${label}`, () => client.request('POST', `/v1/documents/${id}/reindex-chunks`), status, { read: false });
            if (res.status === 202 && doc) for (const j of res.body.job_ids as string[]) this.model.jobs.push({ id: j, tenantId: doc.tenantId, namespaceId: doc.namespaceId, creatorKeyId: caller.key!.id, doc });
          }
        });
        return;
      }
      case 'entities': {
        const res = await this.checked('GET /v1/entities', caller, 'GET /v1/entities?limit=200', () => client.request('GET', '/v1/entities?limit=200'), caller.unauthenticated ? unauth : new Set([200]));
        if (res.status === 200) for (const e of res.body.entities as Array<{ id: string }>) this.entityIds.add(e.id);
        return;
      }
      case 'entity_facts': {
        // An entity another caller listed may be invisible to this one (404) or visible (200, then scanned for markers).
        const known = [...this.entityIds];
        const id = known.length && op.entity % 2 === 0 ? known[op.entity % known.length]! : op.entityId;
        const expected = caller.unauthenticated ? unauth : new Set(id === op.entityId ? [404] : [200, 404]);
        await this.checked('GET /v1/entities/{id}/facts', caller, `GET /v1/entities/${id}/facts?latest_only=false`, () => client.request('GET', `/v1/entities/${id}/facts?latest_only=false`), expected);
        return;
      }
      case 'facts': {
        const path = `/v1/facts?limit=200&latest_only=${op.latestOnly}`;
        await this.checked('GET /v1/facts', caller, `GET ${path}`, () => client.request('GET', path), caller.unauthenticated ? unauth : new Set([200]));
        return;
      }
    }
  }

  /** A reader of the document's namespace (any cap) reads it right after a write was acknowledged. */
  private async followUpRead(world: WorldHandle, doc: DocModel, index: number): Promise<void> {
    const readers = world.keys.filter((k) => !k.revoked && doc.tenantId === k.tenantId && this.model.canRead(k, doc.namespaceId));
    if (!readers.length || !doc.id) return;
    const key = readers[index % readers.length]!;
    const caller: Caller = { key, secret: key.secret, label: describeKey(key, this.model), tenantId: key.tenantId, unauthenticated: false };
    const verdict = this.model.readVerdict(key, doc);
    await this.checked(
      'GET /v1/documents/{id}',
      caller,
      `GET /v1/documents/${doc.id} (document ${doc.marker}, ${doc.kind} text, right after ${doc.version > 1 ? `update to version ${doc.version}` : 'ingest'})`,
      () => this.client(key.secret).request('GET', `/v1/documents/${doc.id}`),
      new Set(verdict === 'yes' ? [200] : verdict === 'no' ? [404] : [200, 404]),
    );
  }

  /** Where a document really landed, for the rare case the server accepted a write the model expected it to refuse. */
  private async adminRead(world: WorldHandle, doc: DocModel): Promise<{ namespaceId: string } | undefined> {
    const ws = world.workspaces.find((w) => w.tenantId === doc.tenantId);
    if (!ws || !doc.id) return undefined;
    const r = await this.client(ws.admin.secret).request('GET', `/v1/documents/${doc.id}`);
    const ns = ws.namespaces.find((n) => n.key === r.body?.namespace);
    return ns ? { namespaceId: ns.id } : undefined;
  }

  private async manage(world: WorldHandle, op: ManagementOp): Promise<void> {
    const fail = (request: string, res: Response): void =>
      void this.violations.push({ kind: 'management', endpoint: 'management', caller: 'portal token', request, detail: `status ${res.status}`, excerpt: excerpt(res.body) });
    const all = world.workspaces.flatMap((w) => w.namespaces.map((n) => ({ w, n })));
    if (op.kind === 'archive' || op.kind === 'restore') {
      const candidates = all.filter(({ n }) => n.key !== 'default' && n.active === (op.kind === 'archive'));
      if (!candidates.length) return;
      const { w, n } = candidates[op.namespace % candidates.length]!;
      const request = `${op.kind} namespace ${n.key}`;
      const res = op.kind === 'archive' ? await w.portal.request('PATCH', `/v1/namespaces/${n.id}`, { status: 'archived' }) : await w.portal.request('POST', `/v1/namespaces/${n.id}/restore`);
      this.count('management', res.status);
      if (res.status !== 200) return fail(request, res);
      n.active = op.kind === 'restore';
      this.model.clock++;
      return;
    }
    const keys = world.keys.filter((k) => !k.isAdmin && !k.revoked);
    if (!keys.length) return;
    const key = keys[op.key % keys.length]!;
    const w = world.workspaces.find((x) => x.tenantId === key.tenantId)!;
    if (op.kind === 'revoke') {
      const res = await w.portal.request('DELETE', `/v1/auth/api-keys/${key.id}`);
      this.count('management', res.status);
      if (res.status !== 200) return fail(`revoke ${key.label}`, res);
      key.revoked = true;
      this.model.clock++;
      return;
    }
    // Grants can only name active namespaces; replacing the scopes drops grants on archived ones too.
    const grants = new Map<string, 'read' | 'read_write'>();
    w.namespaces.forEach((n, i) => {
      const g = op.grants[i] ?? 0;
      if (!n.active || g === 0) return;
      grants.set(n.id, g === 1 ? 'read' : 'read_write');
    });
    const defaultNamespace = w.namespaces[op.defaultNamespace % w.namespaces.length]!;
    const body = {
      default_namespace_id: defaultNamespace.id,
      scopes: [...grants].map(([namespace_id, g]) => ({ namespace_id, permissions: g === 'read' ? ['read'] : ['read', 'write'] })),
    };
    const res = await w.portal.request('PATCH', `/v1/auth/api-keys/${key.id}/scopes`, body);
    this.count('management', res.status);
    // A key that may write somewhere needs a default it may write (docs/api-decisions.md): refused, nothing changes.
    if ([...grants.values()].includes('read_write') && grants.get(defaultNamespace.id) !== 'read_write') {
      if (res.status !== 400 || res.body?.code !== 'default_namespace_not_writable') fail(`set unwritable default of ${key.label}`, res);
      return;
    }
    if (res.status !== 200) return fail(`set scopes of ${key.label}`, res);
    key.grants = grants;
    key.defaultNamespaceId = defaultNamespace.id;
    this.model.clock++;
  }
}
