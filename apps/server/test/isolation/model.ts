// The oracle of the isolation property test: an in-test model of workspaces, namespaces, API keys and documents, and
// the rules of spec 5 and 7 (docs/api-decisions.md) stated over it. It knows nothing of the server's code.
import type { Sensitivity } from '@engram/core';
import { SENSITIVITY_LEVELS, type ContentKind } from './arbitraries';

export type Grant = 'none' | 'read' | 'read_write';

export interface NamespaceModel {
  id: string;
  key: string;
  tenantId: string;
  active: boolean;
}

export interface KeyModel {
  id: string;
  /** Short label for failure messages ("ws1/key3 cap=internal"). Never the secret. */
  label: string;
  secret: string;
  tenantId: string;
  isAdmin: boolean;
  cap: Sensitivity;
  defaultNamespaceId: string;
  /** By namespace id; absent means none. */
  grants: Map<string, Grant>;
  revoked: boolean;
}

export interface DocModel {
  marker: string;
  tenantId: string;
  namespaceId: string;
  kind: ContentKind;
  title: string;
  content: string;
  /** `pending`: the ingest is in flight; `refused`: the ingest was refused, so the document must not exist. */
  state: 'pending' | 'live' | 'deleted' | 'refused';
  id?: string;
  /**
   * Sensitivity of the current version's text: read back with the admin key for documents indexed up front, taken from
   * the calibration table (what the classifier assigned to the same template) for texts written during the run.
   */
  sensitivity: Sensitivity;
  /**
   * Set for text written during the run (ingest or update): until it is classified, a server may apply any level up to
   * this one, so a 404 to a key whose cap the final level allows is failing closed and tolerated. The reverse (text
   * shown to a key its level does not allow, e.g. before classification) is a leak.
   */
  settling?: Sensitivity;
  /** The sensitivity before the last acknowledged change and the model clock of that change (for concurrent queries). */
  before?: { sensitivity: Sensitivity; changedAt: number };
  /** Ingested during the run. */
  fresh: boolean;
  version: number;
  /** Model clock when a delete was acknowledged. */
  deletedAt?: number;
}

export interface JobModel {
  id: string;
  tenantId: string;
  namespaceId: string;
  /** Model id of the key whose request created the job: it may always read the job. */
  creatorKeyId: string;
  /** The job's document: other keys read the job only if they may see the document. */
  doc?: DocModel;
}

export const rank = (s: Sensitivity) => SENSITIVITY_LEVELS.indexOf(s);

export class WorldModel {
  readonly namespaces = new Map<string, NamespaceModel>();
  readonly keys: KeyModel[] = [];
  readonly docs: DocModel[] = [];
  readonly jobs: JobModel[] = [];
  private readonly docsByMarker = new Map<string, DocModel>();
  private readonly docsById = new Map<string, DocModel>();
  /** Advances on every acknowledged state change, so a check knows what was true when its request started. */
  clock = 0;

  addDoc(doc: DocModel): void {
    if (this.docsByMarker.has(doc.marker)) throw new Error(`duplicate marker ${doc.marker}`);
    this.docs.push(doc);
    this.docsByMarker.set(doc.marker, doc);
    if (doc.id) this.docsById.set(doc.id, doc);
  }

  hasMarker(marker: string): boolean {
    return this.docsByMarker.has(marker);
  }

  setDocId(doc: DocModel, id: string): void {
    doc.id = id;
    this.docsById.set(id, doc);
  }

  docByMarker(marker: string): DocModel | undefined {
    return this.docsByMarker.get(marker);
  }

  docById(id: string): DocModel | undefined {
    return this.docsById.get(id);
  }

  namespacesOf(tenantId: string): NamespaceModel[] {
    return [...this.namespaces.values()].filter((n) => n.tenantId === tenantId);
  }

  /** The effective grant of a key on a namespace: archived namespaces and other workspaces grant nothing. */
  grant(key: KeyModel, namespaceId: string): Grant {
    const ns = this.namespaces.get(namespaceId);
    if (!ns || !ns.active || ns.tenantId !== key.tenantId) return 'none';
    if (key.isAdmin) return 'read_write';
    return key.grants.get(namespaceId) ?? 'none';
  }

  canRead(key: KeyModel, namespaceId: string): boolean {
    return this.grant(key, namespaceId) !== 'none';
  }

  canWrite(key: KeyModel, namespaceId: string): boolean {
    return this.grant(key, namespaceId) === 'read_write';
  }

  /**
   * Whether `key` may see `doc` now, ignoring its lifecycle state: 'either' while an update that lowered the
   * sensitivity may not be classified yet (404 tolerated, see `settling`).
   */
  readVerdict(key: KeyModel, doc: DocModel): 'yes' | 'no' | 'either' {
    if (doc.tenantId !== key.tenantId || !this.canRead(key, doc.namespaceId)) return 'no';
    if (rank(doc.sensitivity) > rank(key.cap)) return 'no';
    return doc.settling !== undefined && rank(doc.settling) > rank(key.cap) ? 'either' : 'yes';
  }

  /** Records an acknowledged update to text of sensitivity `next`. */
  changeSensitivity(doc: DocModel, next: Sensitivity): void {
    // Unclassified new text may be held at any level up to `personal` (the old one, or the most restrictive).
    doc.settling = 'personal';
    if (next === doc.sensitivity) return;
    doc.before = { sensitivity: doc.sensitivity, changedAt: ++this.clock };
    doc.sensitivity = next;
  }

  /** Expected statuses of a read naming `names` (spec 4.2 scope rules, spec 7): 200, or 403/404 per refused key. */
  readScopeStatuses(key: KeyModel, names: string[] | undefined): Set<number> {
    if (!names || names.includes('*')) return new Set([200]);
    const refusals = new Set<number>();
    for (const name of names) {
      const ns = this.namespacesOf(key.tenantId).find((n) => n.key === name);
      if (ns && this.canRead(key, ns.id)) continue;
      refusals.add(!ns || !ns.active ? 404 : 403);
    }
    // With several refused keys either answer is right; which one the server reports first is not specified.
    return refusals.size ? refusals : new Set([200]);
  }

  /** Expected status of an ingest naming `name` (or the key's default namespace when omitted). */
  ingestStatus(key: KeyModel, name: string | undefined): { status: number; namespaceId?: string } {
    const ns =
      name === undefined ? this.namespaces.get(key.defaultNamespaceId) : this.namespacesOf(key.tenantId).find((n) => n.key === name);
    if (!ns || !ns.active) return { status: 404 };
    const grant = this.grant(key, ns.id);
    if (grant === 'read_write') return { status: 202, namespaceId: ns.id };
    return { status: 403 };
  }
}

export function describeKey(key: KeyModel, model: WorldModel): string {
  const grants = [...key.grants.entries()]
    .filter(([, g]) => g !== 'none')
    .map(([id, g]) => `${model.namespaces.get(id)?.key ?? id}${model.namespaces.get(id)?.active === false ? '(archived)' : ''}:${g}`);
  return `${key.label} cap=${key.cap}${key.isAdmin ? ' admin' : ''}${key.revoked ? ' REVOKED' : ''} grants=[${key.isAdmin ? 'all active' : grants.join(', ')}]`;
}
