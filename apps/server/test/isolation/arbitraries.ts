// fast-check arbitraries for the tenant-isolation property test: random worlds (workspaces, namespaces, scoped keys,
// documents of every sensitivity) and random operations over the data plane. Operations pick their targets by index
// and are resolved against the live model at run time, because the world changes while they run.
import fc from 'fast-check';
import type { Sensitivity } from '@engram/core';

export const SENSITIVITY_LEVELS: readonly Sensitivity[] = ['public', 'internal', 'confidential', 'personal'];

/** The kind of text a document carries; the classifier decides the sensitivity we then treat as ground truth. */
export type ContentKind = 'public' | 'internal' | 'confidential' | 'personal';
export const CONTENT_KINDS: readonly ContentKind[] = ['public', 'internal', 'confidential', 'personal'];

// Sentences chosen so that only the intended signal is present: no planning words ("roadmap", "standup"), no
// credentials vocabulary, no digits outside the personal texts.
const FILLER: Record<ContentKind, readonly string[]> = {
  public: [
    'Volunteers counted seabirds along the northern cliffs and logged the tides each morning.',
    'The recipe needs ripe tomatoes, fresh basil and a slow simmer over a low flame.',
    'Kelp forests store carbon along temperate coasts and shelter young fish.',
  ],
  internal: [
    'For internal use only: the facilities team moves the print room to the second floor next week.',
    'Internal use only. The cafeteria changes its supplier at the end of the month.',
    'Employees only: the parking garage closes early on Friday for cleaning.',
  ],
  confidential: [
    'Strictly confidential: the acquisition terms are still being negotiated with the supplier.',
    'Confidential. The board has not yet approved the merger described below.',
    'This note is confidential and covers the pending settlement with the landlord.',
  ],
  personal: [
    'Reach Dana Kim at dana.kim@example.org or +1 415 555 0134 about the survey.',
    'Contact Lars Berg at lars.berg@example.com, phone +44 20 7946 0958, for the keys.',
    'Send the forms to maria.lopez@example.net or call +1 212 555 0199 after lunch.',
  ],
};

export const VARIANTS = 3;

export function documentText(kind: ContentKind, marker: string, variant: number): { title: string; content: string } {
  const sentences = FILLER[kind];
  const sentence = sentences[variant % sentences.length]!;
  // The last sentence gives the memory layer a fact and an entity that carry the marker, so facts and entities that
  // reach the wrong caller are caught like chunks are.
  return { title: `${marker} ${kind === 'public' ? 'notes' : 'memo'}`, content: `${marker}. ${sentence} The crew loves the ${marker} garden.` };
}

/** A marker is unique per document, so its presence anywhere in a response pins the document it came from. */
export const MARKER_PATTERN = /\bzq[a-z]{10}\b/g;
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split(''));
export const markerArb = fc.string({ unit: letter, minLength: 10, maxLength: 10 }).map((s) => `zq${s}`);

// Namespace keys of the allowed form; a shared pool makes workspaces reuse the same keys, so a key named in a request
// must be resolved inside the caller's workspace only.
const segment = fc
  .tuple(letter, fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_'.split('')), maxLength: 7 }))
  .map(([a, b]) => a + b);
export const namespaceKeyArb = fc
  .oneof(
    fc.constantFrom('research', 'team.alpha', 'ops', 'legal', 'sales.emea'),
    fc.array(segment, { minLength: 1, maxLength: 2 }).map((s) => s.join('.')),
  )
  .filter((k) => k !== 'default' && k.length <= 64);

export type GrantSpec = 0 | 1 | 2; // none, read, read+write

export interface KeySpec {
  /** Grant per namespace index (0 = `default`, then the extra namespaces); shorter arrays mean "none" for the rest. */
  grants: GrantSpec[];
  maxSensitivity: Sensitivity;
  defaultNamespace: number;
}

export interface WorkspaceSpec {
  namespaces: string[];
  keys: KeySpec[];
}

export interface DocSpec {
  workspace: number;
  namespace: number;
  kind: ContentKind;
  variant: number;
  marker: string;
}

export interface WorldSpec {
  workspaces: WorkspaceSpec[];
  docs: DocSpec[];
}

const grantArb = fc.constantFrom<GrantSpec>(0, 1, 2);
const sensitivityArb = fc.constantFrom(...SENSITIVITY_LEVELS);

const keySpecArb: fc.Arbitrary<KeySpec> = fc.record({
  grants: fc.array(grantArb, { minLength: 5, maxLength: 5 }),
  maxSensitivity: sensitivityArb,
  defaultNamespace: fc.nat(4),
});

export const worldArb: fc.Arbitrary<WorldSpec> = fc.record({
  workspaces: fc.array(
    fc.record({
      namespaces: fc.uniqueArray(namespaceKeyArb, { minLength: 2, maxLength: 4 }),
      keys: fc.array(keySpecArb, { minLength: 3, maxLength: 6 }),
    }),
    { minLength: 2, maxLength: 3 },
  ),
  docs: fc.uniqueArray(
    fc.record({
      workspace: fc.nat(),
      namespace: fc.nat(),
      kind: fc.constantFrom(...CONTENT_KINDS),
      variant: fc.nat(2),
      marker: markerArb,
    }),
    { minLength: 30, maxLength: 60, selector: (d) => d.marker },
  ),
});

// ---- operations ------------------------------------------------------------------------------------------------

/** Which namespace a request names: none, `*`, or a list of keys from the caller's workspace, another one, or nowhere. */
export type NamespacePick =
  | { type: 'omit' }
  | { type: 'star' }
  | { type: 'list'; names: Array<{ from: 'own' | 'foreign' | 'unknown'; index: number; unknown: string }> };

/** Which document an id-based operation targets. */
export interface DocPick {
  /** `recent`: among the last documents ingested (races with classification); `writable`: in a namespace the key may write. */
  from: 'same_workspace' | 'anywhere' | 'random' | 'recent' | 'writable';
  index: number;
  randomId: string;
}

export type Op =
  | { kind: 'query'; caller: number; namespaces: NamespacePick; sensitivity?: Sensitivity[]; aim: number; plain: boolean; maxResults: number; mode: 'fast' | 'rich' }
  | { kind: 'search'; caller: number; namespaces: NamespacePick; aim: number; plain: boolean; limit: number }
  | { kind: 'get_document'; caller: number; doc: DocPick }
  | { kind: 'get_chunks'; caller: number; doc: DocPick }
  | { kind: 'get_job'; caller: number; job: number; random: boolean; randomId: string }
  | {
      kind: 'ingest';
      caller: number;
      target: { from: 'omit' | 'own' | 'foreign' | 'unknown'; index: number; unknown: string };
      content: ContentKind;
      variant: number;
      marker: string;
      /** After an acknowledged write, one reader of the namespace (picked by this index) reads the document at once. */
      followUp?: number;
    }
  | { kind: 'update'; caller: number; doc: DocPick; content: ContentKind; variant: number; followUp?: number }
  | { kind: 'delete'; caller: number; doc: DocPick }
  | { kind: 'reindex'; caller: number; doc: DocPick }
  | { kind: 'entities'; caller: number }
  | { kind: 'entity_facts'; caller: number; entity: number; entityId: string }
  | { kind: 'facts'; caller: number; latestOnly: boolean }
  | { kind: 'archive'; namespace: number }
  | { kind: 'restore'; namespace: number }
  | { kind: 'set_scopes'; key: number; grants: GrantSpec[]; defaultNamespace: number }
  | { kind: 'revoke'; key: number };

/** Callers are picked by index among the world's keys; a small share of requests use a well-formed unknown key. */
const callerArb = fc.oneof({ weight: 40, arbitrary: fc.nat() }, { weight: 1, arbitrary: fc.constant(-1) });

const namespacePickArb: fc.Arbitrary<NamespacePick> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ type: 'omit' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'star' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('list' as const),
      names: fc.array(
        fc.record({ from: fc.constantFrom<'own' | 'foreign' | 'unknown'>('own', 'own', 'own', 'foreign', 'unknown'), index: fc.nat(), unknown: namespaceKeyArb }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  },
);

const docPickArb: fc.Arbitrary<DocPick> = fc.record({
  from: fc.constantFrom<DocPick['from']>('same_workspace', 'same_workspace', 'same_workspace', 'anywhere', 'anywhere', 'recent', 'random'),
  index: fc.nat(),
  randomId: fc.uuid({ version: 4 }),
});
// Writes aim at writable documents half the time, so allowed writes are as common as refused ones.
const writeDocPickArb: fc.Arbitrary<DocPick> = fc.record({
  from: fc.constantFrom<DocPick['from']>('writable', 'writable', 'writable', 'same_workspace', 'anywhere', 'random'),
  index: fc.nat(),
  randomId: fc.uuid({ version: 4 }),
});

// Half of the writes are read back at once by a neighbour: the moment before the pipeline classifies the new text.
const followUpArb = fc.option(fc.nat(), { nil: undefined, freq: 2 });

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 260,
    arbitrary: fc.record(
      {
        kind: fc.constant('query' as const),
        caller: callerArb,
        namespaces: namespacePickArb,
        sensitivity: fc.subarray([...SENSITIVITY_LEVELS], { minLength: 1 }),
        aim: fc.nat(),
        plain: fc.boolean(),
        maxResults: fc.integer({ min: 1, max: 100 }),
        mode: fc.constantFrom<'fast' | 'rich'>('fast', 'fast', 'fast', 'rich'),
      },
      { requiredKeys: ['kind', 'caller', 'namespaces', 'aim', 'plain', 'maxResults', 'mode'] },
    ),
  },
  {
    weight: 140,
    arbitrary: fc.record({
      kind: fc.constant('search' as const),
      caller: callerArb,
      namespaces: namespacePickArb,
      aim: fc.nat(),
      plain: fc.boolean(),
      limit: fc.integer({ min: 1, max: 100 }),
    }),
  },
  { weight: 140, arbitrary: fc.record({ kind: fc.constant('get_document' as const), caller: callerArb, doc: docPickArb }) },
  { weight: 80, arbitrary: fc.record({ kind: fc.constant('get_chunks' as const), caller: callerArb, doc: docPickArb }) },
  {
    weight: 60,
    arbitrary: fc.record({ kind: fc.constant('get_job' as const), caller: callerArb, job: fc.nat(), random: fc.boolean(), randomId: fc.uuid({ version: 4 }) }),
  },
  {
    weight: 50,
    arbitrary: fc.record({
      kind: fc.constant('ingest' as const),
      caller: callerArb,
      target: fc.record({
        from: fc.constantFrom<'omit' | 'own' | 'foreign' | 'unknown'>('omit', 'own', 'own', 'own', 'foreign', 'unknown'),
        index: fc.nat(),
        unknown: namespaceKeyArb,
      }),
      content: fc.constantFrom(...CONTENT_KINDS),
      variant: fc.nat(2),
      marker: markerArb,
      followUp: followUpArb,
    }),
  },
  {
    weight: 40,
    arbitrary: fc.record({ kind: fc.constant('update' as const), caller: callerArb, doc: writeDocPickArb, content: fc.constantFrom(...CONTENT_KINDS), variant: fc.nat(2), followUp: followUpArb }),
  },
  { weight: 10, arbitrary: fc.record({ kind: fc.constant('delete' as const), caller: callerArb, doc: writeDocPickArb }) },
  { weight: 30, arbitrary: fc.record({ kind: fc.constant('reindex' as const), caller: callerArb, doc: writeDocPickArb }) },
  { weight: 20, arbitrary: fc.record({ kind: fc.constant('entities' as const), caller: callerArb }) },
  // An entity some caller has listed (any workspace), or a random id.
  { weight: 10, arbitrary: fc.record({ kind: fc.constant('entity_facts' as const), caller: callerArb, entity: fc.nat(), entityId: fc.uuid({ version: 4 }) }) },
  { weight: 10, arbitrary: fc.record({ kind: fc.constant('facts' as const), caller: callerArb, latestOnly: fc.boolean() }) },
  // Management changes are rare: each one is a barrier (no data-plane request in flight while grants change).
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('archive' as const), namespace: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('restore' as const), namespace: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('set_scopes' as const), key: fc.nat(), grants: fc.array(grantArb, { minLength: 5, maxLength: 5 }), defaultNamespace: fc.nat(4) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('revoke' as const), key: fc.nat() }) },
);
