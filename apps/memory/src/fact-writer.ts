// Writes one document version's extracted facts in one transaction: duplicates become extra sources of the fact they
// repeat, new facts are related to what is stored about their subject (updates, extends, contradicts, derives; see
// extraction/relate.ts), superseded facts keep their history, facts derived from a superseded one are retired with
// it, and facts the document no longer states stop being latest.
//
// Scope: a fact only ever meets facts of the same workspace and namespace. Across sensitivities only supersession, and
// only by a successor no more sensitive than the fact it retires: whoever could read the old fact can read the new, and
// nothing a key cannot read changes what that key sees (docs/api-decisions.md "Memory layer").
import { randomUUID } from 'node:crypto';
import { sensitivityRank, type Sensitivity, type SqlClient } from '@engram/core';
import type { TenantKeys } from '@engram/crypto';
import { dot } from '@engram/embedding';
import { meaningChangedAll, relate, type ExistingFact, type FactRelation, type NewFact, type SimilarFact } from './extraction/relate';
import type { EntityNormalizer } from './extraction/entity-normalizer';
import { CORPORATE } from './extraction/english';
import type { ClaimPart, ExtractedFact } from './extraction/types';
import { toVector } from './fact-index';

export interface DocumentScope {
  tenantId: string;
  namespaceId: string;
  documentId: string;
  version: number;
  sensitivity: Sensitivity;
  /** The document's reference time: when facts it no longer states stop being valid. */
  referenceTime: Date;
}

/** A fact ready to store: extracted, with its sentence vector (null when the embedder failed) and term hashes. */
export interface PreparedFact {
  fact: ExtractedFact;
  embedding: Float32Array | null;
  termHmacs: string[];
  /**
   * The term hashes of what the sentence says beyond its subject's name ("rate", "limit", "raised" of "The rate limit
   * was raised to 500"): a stored fact sharing none of them is never taken for the claim a change replaced.
   */
  aboutTermHmacs?: string[];
}

export interface WriteOutcome {
  created: number;
  supported: number;
  retired: number;
}

interface StoredClaim {
  subjectKey: string;
  attribute: string;
  value: string;
  exclusive: boolean;
  also?: ClaimPart[];
  /** What the fact said it replaces: a late, older fact holding that value enters history under it. */
  replaces?: string;
  /** The text marked a change ("now", "switched"): a late, older fact of the same kind of value enters history under it. */
  marksChange?: boolean;
  /** The sentence's topic nouns: a change worded another way finds the claim it changes through them. */
  topic?: string[];
}

interface CandidateRow {
  id: string;
  claim_ct: Uint8Array | null;
  negated: boolean;
  valid_from: Date;
  valid_until: Date | null;
  fact_type: ExistingFact['factType'];
  is_latest: boolean;
  superseded_by_id: string | null;
  sensitivity: Sensitivity;
}

/** Derived facts are re-checked this many links deep (a derived fact can itself be a source). */
const MAX_DERIVATION_DEPTH = 5;

export const factAad = {
  content: (factId: string) => `fact:${factId}:content`,
  claim: (factId: string) => `fact:${factId}:claim`,
  entityName: (entityId: string) => `entity:${entityId}:name`,
};

/** The plaintext a fact's content hash is taken over: case, spacing and final punctuation do not make a new fact. */
export function contentKey(content: string): string {
  return `fact:${content.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').replace(/[.!?\s]+$/, '').trim()}`;
}

interface Candidate {
  fact: ExistingFact;
  validUntil: Date | null;
  isLatest: boolean;
  /** The sensitivity of the fact (its source's): relations across sensitivities are limited (`acrossSensitivities`). */
  sensitivity: Sensitivity;
}

/**
 * Whether a relation may join facts of two sensitivities: the same one always; otherwise only a supersession whose
 * successor is no more sensitive than the fact it retires ("works at Atlassian" in an internal note, later "is now at
 * Canva" in a public one), so every key that could read the retired fact can read its successor and no key sees a fact
 * it can read changed by one it cannot.
 */
function acrossSensitivities(own: Sensitivity, r: FactRelation, target: Candidate | undefined): boolean {
  if (!target || target.sensitivity === own) return true;
  if (r.superseded === 'target') return sensitivityRank(own) <= sensitivityRank(target.sensitivity);
  if (r.superseded === 'new') return sensitivityRank(target.sensitivity) <= sensitivityRank(own);
  return false;
}

/** A latest stored fact that may be the claim a change worded another way replaced (`meaningChanged`). */
interface PoolFact extends Candidate {
  vector: Float32Array;
  terms: Set<string>;
}

/** Most latest facts one write compares by meaning: the most recent sharing a word with one of its facts. */
const MEANING_POOL_LIMIT = 500;

/** A fact this write creates, planned in memory and inserted with the others in one statement. */
interface NewFactRow {
  id: string;
  prepared: PreparedFact;
  contentHmac: string;
  subjectKey: string;
  isLatest: boolean;
  validUntil: Date | null;
  supersededBy: string | null;
}

type RelType = 'updates' | 'extends' | 'derives' | 'contradicts';

/**
 * Serializes the transactions that change one workspace's facts until commit: a write decides supersession against
 * the facts it reads, so two documents of one workspace written at once (parallel extract lanes, or two replicas on
 * PostgreSQL) would otherwise both see no current value and both stay latest.
 */
export async function lockTenantFacts(tx: SqlClient, tenantId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 1414))`, [`facts:${tenantId}`]);
}

/**
 * A thing named by a phrase is one subject however the phrase is ordered: "Sofia's talk at PyCon" and "Sofia's PyCon
 * talk", "the trip to Lisbon" and "the Lisbon trip". Its words without prepositions, sorted.
 */
export function conceptSubjectKey(key: string): string {
  const m = /^(concept|work):(.+)$/.exec(key);
  if (!m) return key;
  const words = m[2]!.split(' ').filter((w) => !/^(?:at|of|for|in|on|to|from|with|about|the|a|an)$/.test(w));
  return `${m[1]}:${(words.length > 0 ? words : m[2]!.split(' ')).sort().join(' ')}`;
}

/** The first name of a person subject key ("ingrid" of "person:ingrid halvorsen" and of "person:ingrid"); not the user's. */
function firstNameOf(key: string): string | undefined {
  const m = /^person:(\S{2,})/.exec(key);
  return m && m[1] !== 'user' ? m[1] : undefined;
}

/** "person:tomasz w" and "person:tomasz wojcik": the same words, the last one's initial written out. */
function spellsOutInitial(key: string, other: string): boolean {
  const m = /^(.+ )(\p{L})$/u.exec(key);
  return !!m && other.length > key.length && other.startsWith(m[1]! + m[2]!) && !other.slice(m[1]!.length).includes(' ');
}

/** The surname of a person subject key of two words or more ("nair" of "person:arjun nair"); not an initial's. */
function surnameOf(key: string): string | undefined {
  const m = /^person:\S+(?: \S+)* (\S{2,})$/.exec(key);
  return m?.[1];
}
/** A person named by a title and a surname alone: "Mr Nair", "Dr. Okafor", "Mr T. Bakare". */
const TITLED_SURNAME = /^(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof)\.?\s+(?:\p{Lu}\.?\s+)?\p{Lu}[\p{L}'-]+$/u;

/** A subject read as a concept whose name is shaped like a person's ("Jonas", "Hana Sato"). */
function mayBePerson(f: ExtractedFact): boolean {
  return f.subject.type === 'concept' && PERSON_NAME.test(f.subject.name) && !CORPORATE.test(f.subject.name);
}
const PERSON_NAME = /^\p{Lu}[\p{Ll}'-]+(?:\s\p{Lu}[\p{Ll}'-]+){0,2}$/u;

/** The fact with its subject read as the person of that name (and where a person is, where they live). */
function personOf(f: ExtractedFact): ExtractedFact {
  const { name } = f.subject;
  return {
    ...f,
    subject: { ...f.subject, type: 'person' },
    attribute: f.attribute === 'located_in' ? 'lives_in' : f.attribute,
    entities: f.entities.map((e) => (e.name === name && e.type === 'concept' ? { ...e, type: 'person' } : e)),
  };
}

/**
 * Plans the whole write in memory (relations decided against the stored candidates and the document's own new facts),
 * then applies it with a fixed number of set-based statements whatever the number of facts: the transaction holds the
 * database for a handful of round trips, not several per fact (queries wait for it in the embedded profile).
 */
export class FactWriter {
  private readonly newRows = new Map<string, NewFactRow>();
  private readonly relationships: Array<{ from: string; to: string; rel: RelType; confidence: number }> = [];
  /** Stored facts a new one supersedes: their validity ends at `until`. */
  private readonly superseded: Array<{ id: string; until: Date; by: string }> = [];
  /** Facts that stopped being latest here, whose derived facts must be re-checked. */
  private readonly retirements: Array<{ sourceId: string; successorId: string; until: Date }> = [];
  /** Stored facts this document states (again): sources, and revived if only their statement had lapsed. */
  private readonly restated = new Set<string>();
  /** A person's first name alone ("person:ingrid") as the one full name it stands for here ("person:ingrid halvorsen"). */
  private readonly fullNames = new Map<string, string>();

  constructor(
    private readonly tx: SqlClient,
    private readonly keys: TenantKeys,
    private readonly normalizer: EntityNormalizer,
    private readonly scope: DocumentScope,
  ) {}

  async write(extracted: readonly PreparedFact[]): Promise<WriteOutcome> {
    const { keys } = this;
    const outcome: WriteOutcome = { created: 0, supported: 0, retired: 0 };
    const idByIndex = new Map<number, string>();
    const contentHmacs = extracted.map((p) => keys.hmac(contentKey(p.fact.content)));
    await lockTenantFacts(this.tx, this.scope.tenantId);
    const asPerson = extracted.map((p) => (mayBePerson(p.fact) ? personOf(p.fact) : undefined));
    await this.resolveFirstNames([...extracted.map((p) => p.fact), ...asPerson.flatMap((f) => (f ? [f] : []))]);
    await this.resolveTitledNames(extracted.map((p) => p.fact));
    // And the other way: "Yara always sits in the front row" (read as a concept's) then "Yara prefers the back row" (a
    // person's): what the workspace said of the name before it knew it for a person's is the person's.
    const asConcept = new Map(
      extracted.flatMap((p) => {
        const f = p.fact;
        if (f.subject.type !== 'person' || !PERSON_NAME.test(f.subject.name) || CORPORATE.test(f.subject.name)) return [];
        return [[this.subjectKey({ ...f, subject: { ...f.subject, type: 'concept' } }), this.subjectKey(f)] as const];
      }),
    );
    const [candidates, byContent, pool] = await Promise.all([
      this.loadCandidates([
        ...new Set([
          ...extracted.map((p) => this.subjectHmac(p.fact)),
          ...asPerson.flatMap((f) => (f ? [this.subjectHmac(f)] : [])),
          ...[...asConcept.keys()].map((key) => this.hmacOfSubjectKey(key)),
          // (What was said of "Ingrid" before her full name was known is said of her.)
          ...[...this.fullNames.keys()].map((key) => this.hmacOfSubjectKey(key)),
        ]),
      ]),
      this.loadByContent([...new Set(contentHmacs)]),
      this.loadMeaningPool(extracted),
    ]);
    for (const c of candidates.values()) {
      const full = this.fullNames.get(c.fact.subjectKey);
      if (full) c.fact = { ...c.fact, subjectKey: full };
      const person = asConcept.get(c.fact.subjectKey);
      if (person) c.fact = { ...c.fact, subjectKey: person, attribute: c.fact.attribute === 'located_in' ? 'lives_in' : c.fact.attribute };
    }
    // "Jonas gave up Sublime Text" alone does not say Jonas is a person; an earlier "Jonas writes code in Sublime Text"
    // (read as a person's) does: the name is the person the workspace already knows.
    const people = new Set([...candidates.values()].map((c) => c.fact.subjectKey).filter((k) => k.startsWith('person:')));
    const prepared = extracted.map((p, i) => {
      const person = asPerson[i];
      return person && people.has(this.subjectKey(person)) ? { ...p, fact: person } : p;
    });

    for (const [index, p] of prepared.entries()) {
      const f = p.fact;
      const contentHmac = contentHmacs[index]!;
      const subjectKey = this.subjectKey(f);
      const derivedFromIds = f.derivedFrom.flatMap((i) => (idByIndex.has(i) ? [idByIndex.get(i)!] : []));
      const fresh = {
        subjectKey,
        attribute: f.attribute,
        value: f.value,
        negated: f.negated,
        validFrom: f.validFrom,
        factType: f.factType,
        exclusive: f.exclusive,
        ...(f.also?.length ? { also: f.also } : {}),
        replaces: f.replaces,
        marksChange: f.marksChange,
        ...(f.topic?.length ? { topic: f.topic } : {}),
        derivedFromIds,
      };
      const relations = relate(
        fresh,
        [...candidates.values()].map((c) => c.fact),
      ).filter((r) => acrossSensitivities(this.scope.sensitivity, r, r.targetId ? candidates.get(r.targetId) : undefined));
      const byMeaning = relations.some((r) => r.superseded !== null || r.rel === 'duplicate') ? [] : this.changedByMeaning(fresh, p, pool);
      for (const { relation, target } of byMeaning) {
        if (!acrossSensitivities(this.scope.sensitivity, relation, target)) continue;
        if (!candidates.has(target.fact.id)) candidates.set(target.fact.id, target);
        relations.push(relation);
      }
      // The same claim (duplicate), or the same sentence read another way: one fact with one more source.
      // A sentence about two people ("Ravi and Sita both work at Oracle") is one fact for each: the same sentence is the
      // same fact only for the same subject.
      const sameSentence = byContent.get(contentHmac);
      const sameSubjectSentence = sameSentence && candidates.get(sameSentence)?.fact.subjectKey === subjectKey ? sameSentence : null;
      const same = relations.find((r) => r.rel === 'duplicate')?.targetId ?? sameSubjectSentence;
      if (same) {
        if (!this.newRows.has(same)) this.restated.add(same);
        idByIndex.set(index, same);
        outcome.supported++;
        continue;
      }

      const id = randomUUID();
      const row: NewFactRow = { id, prepared: p, contentHmac, subjectKey, isLatest: true, validUntil: null, supersededBy: null };
      this.newRows.set(id, row);
      byContent.set(contentHmac, id);
      idByIndex.set(index, id);
      outcome.created++;
      for (const r of relations) this.plan(row, r, candidates);
      candidates.set(id, { fact: { id, ...fresh }, validUntil: row.validUntil, isLatest: row.isLatest, sensitivity: this.scope.sensitivity });
    }

    // Two facts of the document each derived from the other ("Jorge leads the mobile team", "The mobile team is led by
    // Jorge") are linked both ways once both exist. (Only such pairs: a fact derived from one said after it, as a cause
    // clause's "because ..." makes, has never been linked, and linking it would retire, say, a home with the job it was
    // moved for; that needs its own measure.)
    for (const [index, p] of prepared.entries()) {
      const from = idByIndex.get(index);
      if (!from || !this.newRows.has(from)) continue;
      for (const j of p.fact.derivedFrom) {
        const to = j > index && prepared[j]?.fact.derivedFrom.includes(index) ? idByIndex.get(j) : undefined;
        if (to && to !== from) this.relationships.push({ from, to, rel: 'derives', confidence: p.fact.confidence });
      }
    }
    await this.insertFacts();
    await this.insertRelationships(this.relationships.splice(0));
    outcome.retired += await this.applySupersession();
    for (const r of this.retirements) outcome.retired += await this.retireDerived([r.sourceId], r.successorId, r.until, 0);
    await this.addSources([...this.restated, ...this.newRows.keys()]);
    await this.revive([...this.restated]);
    await this.linkEntities();
    outcome.retired += await this.retireUnstated(new Set([...this.restated, ...this.newRows.keys()]), candidates);
    return outcome;
  }

  /** Records one relation of the new fact in the plan. */
  private plan(row: NewFactRow, r: FactRelation, candidates: Map<string, Candidate>): void {
    if (!r.targetId || r.rel === 'none' || r.rel === 'duplicate') return;
    const f = row.prepared.fact;
    const target = candidates.get(r.targetId);
    if (r.superseded === 'new' && target) {
      // The other fact is newer in event time: the new one enters history already superseded by it.
      this.relationships.push({ from: r.targetId, to: row.id, rel: r.rel, confidence: f.confidence });
      const until = target.fact.validFrom;
      row.isLatest = false;
      row.validUntil = row.validUntil && row.validUntil < until ? row.validUntil : until;
      row.supersededBy = r.targetId;
      this.retirements.push({ sourceId: row.id, successorId: r.targetId, until });
      return;
    }
    this.relationships.push({ from: row.id, to: r.targetId, rel: r.rel, confidence: f.confidence });
    if (r.superseded !== 'target' || !target) return;
    // The new fact supersedes the target: its validity ends where the new one's begins (unless it had ended before).
    if (!(target.isLatest || target.validUntil === null || target.validUntil > f.validFrom)) return;
    target.isLatest = false;
    target.validUntil = f.validFrom;
    const pending = this.newRows.get(r.targetId);
    if (pending) {
      pending.isLatest = false;
      pending.validUntil = f.validFrom;
      pending.supersededBy = row.id;
    } else {
      this.superseded.push({ id: r.targetId, until: f.validFrom, by: row.id });
    }
    this.retirements.push({ sourceId: r.targetId, successorId: row.id, until: f.validFrom });
  }

  /**
   * The latest stored facts of the scope, neither negated nor episodes, that share a word beyond its subject's name with
   * a fact of this write that may mark or meet a change: a change worded another way is compared with them by meaning.
   */
  private async loadMeaningPool(prepared: readonly PreparedFact[]): Promise<PoolFact[]> {
    const { scope, keys } = this;
    const terms = [...new Set(prepared.flatMap((p) => (p.embedding && !p.fact.negated && p.fact.factType !== 'episode' ? (p.aboutTermHmacs ?? []) : [])))];
    if (terms.length === 0) return [];
    const { rows } = await this.tx.query<CandidateRow & { embedding: Uint8Array | null; term_hmacs: string[] | null }>(
      `SELECT id, claim_ct, negated, valid_from, valid_until, fact_type::text AS fact_type, is_latest, superseded_by_id, sensitivity::text AS sensitivity, embedding, term_hmacs
       FROM facts
       WHERE tenant_id = $1 AND namespace_id = $2 AND is_latest AND NOT negated
         AND fact_type <> 'episode'::fact_type AND embedding IS NOT NULL AND term_hmacs && $3::text[]
       ORDER BY valid_from DESC
       LIMIT ${MEANING_POOL_LIMIT}`,
      [scope.tenantId, scope.namespaceId, terms],
    );
    const pool: PoolFact[] = [];
    for (const r of rows) {
      const vector = r.claim_ct && r.embedding ? toVector(r.embedding) : null;
      if (!vector) continue;
      pool.push({ ...this.candidateOf(r, keys.decryptJson<StoredClaim>(Buffer.from(r.claim_ct!), factAad.claim(r.id))), vector, terms: new Set(r.term_hmacs ?? []) });
    }
    return pool;
  }

  /**
   * The pool's claims a new fact changes (or, arriving late, is changed by) though worded another way; see
   * `meaningChangedAll`.
   */
  private changedByMeaning(fresh: NewFact, p: PreparedFact, pool: readonly PoolFact[]): Array<{ relation: FactRelation; target: PoolFact }> {
    const about = p.aboutTermHmacs ?? [];
    if (!p.embedding || pool.length === 0 || about.length === 0) return [];
    const similar: Array<SimilarFact & { candidate: PoolFact }> = [];
    for (const c of pool) {
      if (c.vector.length !== p.embedding.length || !about.some((t) => c.terms.has(t))) continue;
      similar.push({ fact: c.fact, similarity: dot(p.embedding, c.vector), candidate: c });
    }
    return meaningChangedAll(fresh, similar).flatMap((relation) => {
      const target = similar.find((s) => s.fact.id === relation.targetId)?.candidate;
      return target ? [{ relation, target }] : [];
    });
  }

  /** Stored facts of the scope by content hash. */
  private async loadByContent(hmacs: string[]): Promise<Map<string, string>> {
    if (hmacs.length === 0) return new Map();
    const { rows } = await this.tx.query<{ id: string; content_hmac: string }>(
      `SELECT DISTINCT ON (content_hmac) id, content_hmac FROM facts
       WHERE tenant_id = $1 AND namespace_id = $2 AND sensitivity = $3::sensitivity AND content_hmac = ANY($4::text[])
       ORDER BY content_hmac, created_at`,
      [this.scope.tenantId, this.scope.namespaceId, this.scope.sensitivity, hmacs],
    );
    return new Map(rows.map((r) => [r.content_hmac, r.id]));
  }

  private async insertFacts(): Promise<void> {
    const rows = [...this.newRows.values()];
    if (rows.length === 0) return;
    const { keys, scope } = this;
    const col = <T>(pick: (r: NewFactRow) => T) => rows.map(pick);
    await this.tx.query(
      `INSERT INTO facts (id, tenant_id, namespace_id, source_document_id, source_version, sensitivity, content_ct, content_hmac,
                          subject_hmac, given_hmac, family_hmac, attribute_hmac, claim_ct, negated, term_hmacs, embedding, fact_type,
                          confidence, is_latest, valid_from, valid_until, superseded_by_id, created_at, updated_at)
       SELECT u.id, $1, $2, $3, $4, $5::sensitivity, u.content_ct, u.content_hmac, u.subject_hmac, u.given_hmac, u.family_hmac, u.attribute_hmac, u.claim_ct,
              u.negated, string_to_array(u.terms, ' '), u.embedding, u.fact_type::fact_type, u.confidence, u.is_latest,
              u.valid_from, u.valid_until, u.superseded_by, now(), now()
       FROM unnest($6::uuid[], $7::bytea[], $8::text[], $9::text[], $10::text[], $11::bytea[], $12::boolean[], $13::text[],
                   $14::bytea[], $15::text[], $16::float8[], $17::boolean[], $18::timestamptz[], $19::timestamptz[], $20::uuid[],
                   $21::text[], $22::text[])
         AS u(id, content_ct, content_hmac, subject_hmac, attribute_hmac, claim_ct, negated, terms, embedding, fact_type,
              confidence, is_latest, valid_from, valid_until, superseded_by, given_hmac, family_hmac)`,
      [
        scope.tenantId,
        scope.namespaceId,
        scope.documentId,
        scope.version,
        scope.sensitivity,
        col((r) => r.id),
        col((r) => keys.encryptText(r.prepared.fact.content, factAad.content(r.id))),
        col((r) => r.contentHmac),
        col((r) => keys.hmac(`fact-subject:${r.subjectKey}`)),
        col((r) => keys.hmac(`fact-attribute:${r.prepared.fact.attribute}`)),
        col((r) => {
          const f = r.prepared.fact;
          const claim: StoredClaim = { subjectKey: r.subjectKey, attribute: f.attribute, value: f.value, exclusive: f.exclusive, ...(f.also?.length ? { also: f.also } : {}), ...(f.replaces ? { replaces: f.replaces } : {}), ...(f.marksChange ? { marksChange: true } : {}), ...(f.topic?.length ? { topic: f.topic } : {}) };
          return keys.encryptJson(claim, factAad.claim(r.id));
        }),
        col((r) => r.prepared.fact.negated),
        col((r) => r.prepared.termHmacs.join(' ')),
        col((r) => {
          const v = r.prepared.embedding;
          return v ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : null;
        }),
        col((r) => r.prepared.fact.factType),
        col((r) => r.prepared.fact.confidence),
        col((r) => r.isLatest),
        col((r) => r.prepared.fact.validFrom),
        col((r) => r.validUntil),
        col((r) => r.supersededBy),
        col((r) => {
          const first = firstNameOf(r.subjectKey);
          return first ? this.givenHmac(first) : null;
        }),
        col((r) => {
          const family = surnameOf(r.subjectKey);
          return family ? this.familyHmac(family) : null;
        }),
      ],
    );
  }

  /** Stored facts superseded by new ones, in one statement; returns how many stopped being latest. */
  private async applySupersession(): Promise<number> {
    if (this.superseded.length === 0) return 0;
    const { rows } = await this.tx.query<{ id: string }>(
      `UPDATE facts f SET is_latest = false, valid_until = u.until, superseded_by_id = u.by, updated_at = now()
       FROM unnest($1::uuid[], $2::timestamptz[], $3::uuid[]) AS u(id, until, by)
       WHERE f.id = u.id AND f.tenant_id = $4 AND (f.is_latest OR f.valid_until IS NULL OR f.valid_until > u.until)
       RETURNING f.id`,
      [this.superseded.map((x) => x.id), this.superseded.map((x) => x.until), this.superseded.map((x) => x.by), this.scope.tenantId],
    );
    return rows.length + [...this.newRows.values()].filter((r) => !r.isLatest).length;
  }

  private async insertRelationships(rels: Array<{ from: string; to: string; rel: RelType; confidence: number }>): Promise<void> {
    if (rels.length === 0) return;
    await this.tx.query(
      `INSERT INTO fact_relationships (id, tenant_id, namespace_id, from_fact_id, to_fact_id, rel_type, confidence, created_at)
       SELECT gen_random_uuid(), $1, $2, u.from_id, u.to_id, u.rel::rel_type, u.confidence, now()
       FROM unnest($3::uuid[], $4::uuid[], $5::text[], $6::float8[]) AS u(from_id, to_id, rel, confidence)
       ON CONFLICT (from_fact_id, to_fact_id, rel_type) DO NOTHING`,
      [this.scope.tenantId, this.scope.namespaceId, rels.map((r) => r.from), rels.map((r) => r.to), rels.map((r) => r.rel), rels.map((r) => r.confidence)],
    );
  }

  /**
   * What "the same subject" means for supersession: the normalized name within its type family, across the namespace's
   * documents. That holds for common nouns too: "the launch" in a later note is the launch an earlier note dated
   * (people speak of the one they share), so a new date for it updates the old one.
   */
  private subjectKey(f: ExtractedFact): string {
    const key = this.namedSubjectKey(f);
    return this.fullNames.get(key) ?? key;
  }

  /** The subject key of the name as written, before a first name alone is read as a full name. */
  private namedSubjectKey(f: ExtractedFact): string {
    return conceptSubjectKey(this.normalizer.key(f.subject.name, f.subject.type));
  }

  /**
   * "Hi Ingrid, your address is now ..." after a letter "To: Ingrid Halvorsen": a person named by a first name alone is
   * the one person of the workspace (this write's and the stored facts') whose full name starts with it. With two such
   * full names ("Ingrid Halvorsen", "Ingrid Berg"), or none, the first name stays a subject of its own. A full name
   * that one longer name starts with ("Tomás Ruiz", "Tomás Ruiz Delgado") is that longer name's person.
   */
  private async resolveFirstNames(facts: readonly ExtractedFact[]): Promise<void> {
    const keys = new Set(facts.flatMap((f) => (f.subject.type === 'person' ? [this.namedSubjectKey(f)] : [])));
    const firsts = new Set([...keys].flatMap((k) => firstNameOf(k) ?? []));
    if (firsts.size === 0) return;
    const stored = await this.storedSubjectKeys('given_hmac', [...firsts].map((n) => this.givenHmac(n)));
    const fulls = new Map<string, Set<string>>();
    const add = (key: string) => {
      const first = firstNameOf(key);
      if (first && key !== `person:${first}`) fulls.set(first, (fulls.get(first) ?? new Set()).add(key));
    };
    for (const key of [...stored, ...keys]) add(key);
    for (const first of firsts) {
      const named = [...(fulls.get(first) ?? [])];
      // ("Tomás Ruiz" and "Tomás Ruiz Delgado", "Tomasz W" and "Tomasz Wojcik": a name that the one longer name of the
      // workspace starts with, or spells out the initial of, is it.)
      const longerOf = (key: string) => named.filter((other) => other.startsWith(`${key} `) || spellsOutInitial(key, other));
      for (const key of named) {
        const longer = longerOf(key);
        if (longer.length === 1) this.fullNames.set(key, longer[0]!);
      }
      const fullest = named.filter((key) => longerOf(key).length === 0);
      if (fullest.length === 1) this.fullNames.set(`person:${first}`, fullest[0]!);
    }
  }

  /** The subject keys of the namespace's stored facts whose keyed first name or surname is one of these (at most 200). */
  private async storedSubjectKeys(column: 'given_hmac' | 'family_hmac', hmacs: readonly string[]): Promise<string[]> {
    const { rows } = await this.tx.query<{ id: string; claim_ct: Uint8Array | null }>(
      `SELECT DISTINCT ON (subject_hmac) id, claim_ct FROM facts
       WHERE tenant_id = $1 AND namespace_id = $2 AND ${column} = ANY($3::text[])
       ORDER BY subject_hmac
       LIMIT 200`,
      [this.scope.tenantId, this.scope.namespaceId, hmacs],
    );
    return rows.flatMap((r) => (r.claim_ct ? [this.keys.decryptJson<StoredClaim>(Buffer.from(r.claim_ct), factAad.claim(r.id)).subjectKey] : []));
  }

  private givenHmac(firstName: string): string {
    return this.keys.hmac(`fact-given:${firstName}`);
  }

  private familyHmac(surname: string): string {
    return this.keys.hmac(`fact-family:${surname}`);
  }

  /**
   * "Dear Mr Nair, your new employer ..." after a record "Holder: Arjun Nair": a title and a surname alone (or an initial
   * and a surname, "Mr T. Bakare") is the one person of the workspace whose full name ends with that surname (and starts
   * with that initial). With two such people, or none, it stays a subject of its own.
   */
  private async resolveTitledNames(facts: readonly ExtractedFact[]): Promise<void> {
    const titled = new Map<string, { initial?: string; surname: string }>();
    for (const f of facts) {
      if (f.subject.type !== 'person' || !TITLED_SURNAME.test(f.subject.name)) continue;
      const key = this.namedSubjectKey(f);
      const m = /^person:(?:(\p{L}) )?(\S{2,})$/u.exec(key);
      if (m && !this.fullNames.has(key)) titled.set(key, { ...(m[1] ? { initial: m[1] } : {}), surname: m[2]! });
    }
    if (titled.size === 0) return;
    const surnames = [...new Set([...titled.values()].map((t) => t.surname))];
    const known = new Set([
      ...(await this.storedSubjectKeys('family_hmac', surnames.map((n) => this.familyHmac(n)))),
      ...facts.flatMap((f) => (f.subject.type === 'person' ? [this.subjectKey(f)] : [])),
    ]);
    for (const [key, { initial, surname }] of titled) {
      const people = [...known].filter((k) => {
        const words = k.replace(/^person:/, '').split(' ');
        return k.startsWith('person:') && words.length >= 2 && words.at(-1) === surname && words[0]!.length > 1 && (!initial || words[0]!.startsWith(initial));
      });
      // ("Arjun Nair" and "Arjun K Nair" are one person: the fullest names only.)
      const fullest = people.filter((k) => !people.some((o) => o !== k && o.startsWith(`${k} `)));
      if (fullest.length === 1) this.fullNames.set(key, fullest[0]!);
    }
  }

  private subjectHmac(f: ExtractedFact): string {
    return this.hmacOfSubjectKey(this.subjectKey(f));
  }

  private hmacOfSubjectKey(key: string): string {
    return this.keys.hmac(`fact-subject:${key}`);
  }

  /** Every fact in scope about these subjects, latest or not (a late, older fact slots into the history). */
  private async loadCandidates(subjectHmacs: string[]) {
    const { scope, keys } = this;
    const out = new Map<string, Candidate>();
    if (subjectHmacs.length === 0) return out;
    const { rows } = await this.tx.query<CandidateRow>(
      `SELECT id, claim_ct, negated, valid_from, valid_until, fact_type::text AS fact_type, is_latest, superseded_by_id, sensitivity::text AS sensitivity
       FROM facts
       WHERE tenant_id = $1 AND namespace_id = $2 AND subject_hmac = ANY($3::text[])
       ORDER BY valid_from DESC
       LIMIT 2000`,
      [scope.tenantId, scope.namespaceId, subjectHmacs],
    );
    for (const r of rows) {
      if (!r.claim_ct) continue;
      out.set(r.id, this.candidateOf(r, keys.decryptJson<StoredClaim>(Buffer.from(r.claim_ct), factAad.claim(r.id))));
    }
    return out;
  }

  private candidateOf(r: CandidateRow, claim: StoredClaim): Candidate {
    return {
      fact: {
        id: r.id,
        subjectKey: claim.subjectKey,
        attribute: claim.attribute,
        value: claim.value,
        negated: r.negated,
        validFrom: new Date(r.valid_from),
        factType: r.fact_type,
        exclusive: claim.exclusive,
        ...(claim.also ? { also: claim.also } : {}),
        ...(claim.replaces ? { replaces: claim.replaces } : {}),
        ...(claim.marksChange ? { marksChange: true } : {}),
        ...(claim.topic ? { topic: claim.topic } : {}),
      },
      validUntil: r.valid_until ? new Date(r.valid_until) : null,
      isLatest: r.is_latest,
      sensitivity: r.sensitivity,
    };
  }

  /**
   * Facts derived from facts that stopped being latest are retired with them (each retirement recorded as `updates`
   * from the successor, when there is one), and so on down the derivation chain.
   */
  private async retireDerived(sourceIds: string[], successorId: string | null, until: Date, depth: number): Promise<number> {
    if (sourceIds.length === 0 || depth >= MAX_DERIVATION_DEPTH) return 0;
    const { rows } = await this.tx.query<{ id: string }>(
      `UPDATE facts f SET is_latest = false, valid_until = $2, updated_at = now()
       WHERE f.is_latest AND f.tenant_id = $3 AND f.id IN (
         SELECT r.from_fact_id FROM fact_relationships r WHERE r.to_fact_id = ANY($1::uuid[]) AND r.rel_type = 'derives')
       RETURNING f.id`,
      [sourceIds, until, this.scope.tenantId],
    );
    const retired = rows.map((r) => r.id);
    if (successorId) await this.insertRelationships(retired.map((d) => ({ from: successorId, to: d, rel: 'updates' as const, confidence: 0.5 })));
    return retired.length + (await this.retireDerived(retired, successorId, until, depth + 1));
  }

  /** Facts this document stated in an earlier version (or extraction) and no longer states. */
  private async retireUnstated(stated: Set<string>, candidates: Map<string, Candidate>): Promise<number> {
    const { tx, scope } = this;
    const { rows: dropped } = await tx.query<{ fact_id: string }>(
      `DELETE FROM fact_sources WHERE document_id = $1 AND tenant_id = $2 AND NOT (fact_id = ANY($3::uuid[])) RETURNING fact_id`,
      [scope.documentId, scope.tenantId, [...stated]],
    );
    if (dropped.length === 0) return 0;
    const ids = dropped.map((d) => d.fact_id);
    // Still stated by another document: that one becomes the source.
    await tx.query(
      `UPDATE facts f SET source_document_id = s.document_id, source_version = s.version, updated_at = now()
       FROM (SELECT DISTINCT ON (fact_id) fact_id, document_id, version FROM fact_sources
             WHERE fact_id = ANY($1::uuid[]) ORDER BY fact_id, created_at) s
       WHERE f.id = s.fact_id AND f.source_document_id = $2`,
      [ids, scope.documentId],
    );
    const { rows: retired } = await tx.query<{ id: string }>(
      `UPDATE facts f SET is_latest = false, valid_until = LEAST(COALESCE(f.valid_until, $2), $2), updated_at = now()
       WHERE f.id = ANY($1::uuid[]) AND f.is_latest AND NOT EXISTS (SELECT 1 FROM fact_sources s WHERE s.fact_id = f.id)
       RETURNING f.id`,
      [ids, scope.referenceTime],
    );
    const r = retired.map((x) => x.id);
    // A new version that says "headquartered in Munich" where the old one said "Berlin": the retired claim was
    // replaced, not just dropped; the new claim of the same subject and attribute updates it.
    const replaced = r.flatMap((id) => {
      const old = candidates.get(id)?.fact;
      const successor = old && [...this.newRows.values()].find((n) => n.isLatest && n.subjectKey === old.subjectKey && n.prepared.fact.attribute === old.attribute && !n.prepared.fact.negated);
      return successor ? [{ from: successor.id, to: id, rel: 'updates' as const, confidence: successor.prepared.fact.confidence }] : [];
    });
    if (replaced.length > 0) {
      await this.insertRelationships(replaced);
      await tx.query(
        `UPDATE facts f SET superseded_by_id = u.by FROM unnest($1::uuid[], $2::uuid[]) AS u(id, by) WHERE f.id = u.id AND f.tenant_id = $3`,
        [replaced.map((x) => x.to), replaced.map((x) => x.from), scope.tenantId],
      );
    }
    return r.length + (await this.retireDerived(r, null, scope.referenceTime, 0));
  }

  private async addSources(factIds: string[]): Promise<void> {
    if (factIds.length === 0) return;
    await this.tx.query(
      `INSERT INTO fact_sources (fact_id, document_id, tenant_id, version, created_at)
       SELECT u.id, $2, $3, $4, now() FROM unnest($1::uuid[]) AS u(id)
       ON CONFLICT (fact_id, document_id) DO UPDATE SET version = EXCLUDED.version`,
      [factIds, this.scope.documentId, this.scope.tenantId, this.scope.version],
    );
  }

  /** A fact retired because its documents stopped stating it is latest again when a document states it again. */
  private async revive(factIds: string[]): Promise<void> {
    if (factIds.length === 0) return;
    await this.tx.query(
      `UPDATE facts f SET is_latest = true, valid_until = NULL, updated_at = now()
       WHERE f.id = ANY($1::uuid[]) AND NOT f.is_latest AND f.superseded_by_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM fact_relationships r WHERE r.to_fact_id = f.id AND r.rel_type IN ('updates', 'contradicts'))`,
      [factIds],
    );
  }

  /** Resolves every mention of the new facts by keyed hash of its normalized form (type family aware), in bulk. */
  private async linkEntities(): Promise<void> {
    const { tx, keys, scope } = this;
    const mentions = new Map<string, { name: string; type: string; firstSeen: Date }>();
    const links: Array<{ factId: string; nameHmac: string }> = [];
    for (const row of this.newRows.values()) {
      const f = row.prepared.fact;
      const seen = new Set<string>();
      for (const e of [f.subject, ...f.entities]) {
        const key = this.normalizer.key(e.name, e.type);
        if (!key.split(':')[1] || seen.has(key)) continue;
        seen.add(key);
        const nameHmac = keys.hmac(`entity:${key}`);
        if (!mentions.has(nameHmac)) mentions.set(nameHmac, { name: e.name.trim(), type: e.type, firstSeen: f.validFrom });
        links.push({ factId: row.id, nameHmac });
      }
    }
    if (links.length === 0) return;
    const hmacs = [...mentions.keys()];
    const { rows: found } = await tx.query<{ id: string; name_hmac: string }>(
      `SELECT DISTINCT ON (name_hmac) id, name_hmac FROM entities
       WHERE tenant_id = $1 AND namespace_id = $2 AND name_hmac = ANY($3::text[]) ORDER BY name_hmac, first_seen`,
      [scope.tenantId, scope.namespaceId, hmacs],
    );
    const idOf = new Map(found.map((r) => [r.name_hmac, r.id]));
    const missing = hmacs.filter((h) => !idOf.has(h));
    for (const h of missing) idOf.set(h, randomUUID());
    if (missing.length) {
      await tx.query(
        `INSERT INTO entities (id, tenant_id, namespace_id, name_ct, name_hmac, entity_type, mention_count, fact_count, first_seen, last_mentioned)
         SELECT u.id, $1, $2, u.name_ct, u.name_hmac, u.entity_type, 0, 0, u.first_seen, u.first_seen
         FROM unnest($3::uuid[], $4::bytea[], $5::text[], $6::text[], $7::timestamptz[]) AS u(id, name_ct, name_hmac, entity_type, first_seen)`,
        [
          scope.tenantId,
          scope.namespaceId,
          missing.map((h) => idOf.get(h)!),
          missing.map((h) => keys.encryptText(mentions.get(h)!.name, factAad.entityName(idOf.get(h)!))),
          missing,
          missing.map((h) => mentions.get(h)!.type),
          missing.map((h) => mentions.get(h)!.firstSeen),
        ],
      );
    }
    await tx.query(
      `INSERT INTO fact_entities (fact_id, entity_id) SELECT * FROM unnest($1::uuid[], $2::uuid[]) ON CONFLICT DO NOTHING`,
      [links.map((l) => l.factId), links.map((l) => idOf.get(l.nameHmac)!)],
    );
  }
}
