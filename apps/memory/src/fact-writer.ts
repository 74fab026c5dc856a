// Writes one document version's extracted facts in one transaction: duplicates become extra sources of the fact they
// repeat, new facts are related to what is stored about their subject (updates, extends, contradicts, derives; see
// extraction/relate.ts), superseded facts keep their history, facts derived from a superseded one are retired with
// it, and facts the document no longer states stop being latest.
//
// Scope: a fact only ever meets facts of the same workspace, namespace and sensitivity, so nothing a key cannot read
// changes what that key sees (docs/api-decisions.md "Memory layer").
import { randomUUID } from 'node:crypto';
import type { Sensitivity, SqlClient } from '@engram/core';
import type { TenantKeys } from '@engram/crypto';
import { relate, type ExistingFact, type FactRelation } from './extraction/relate';
import type { EntityNormalizer } from './extraction/entity-normalizer';
import type { ExtractedFact } from './extraction/types';

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

export class FactWriter {
  constructor(
    private readonly tx: SqlClient,
    private readonly keys: TenantKeys,
    private readonly normalizer: EntityNormalizer,
    private readonly scope: DocumentScope,
  ) {}

  async write(prepared: readonly PreparedFact[]): Promise<WriteOutcome> {
    const { tx, keys, scope } = this;
    const outcome: WriteOutcome = { created: 0, supported: 0, retired: 0 };
    // Facts of this document's earlier extractions that it still states are kept; the rest stop being latest below.
    const stated = new Set<string>();
    const idByIndex = new Map<number, string>();

    const subjectHmacs = [...new Set(prepared.map((p) => this.subjectHmac(p.fact)))];
    const candidates = await this.loadCandidates(subjectHmacs);

    for (const [index, p] of prepared.entries()) {
      const f = p.fact;
      const contentHmac = keys.hmac(contentKey(f.content));
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
        derivedFromIds,
      };
      const relations = relate(fresh, [...candidates.values()].map((c) => c.fact));
      const duplicate = relations.find((r) => r.rel === 'duplicate');
      if (duplicate?.targetId) {
        await this.addSource(duplicate.targetId);
        await this.revive(duplicate.targetId);
        stated.add(duplicate.targetId);
        idByIndex.set(index, duplicate.targetId);
        outcome.supported++;
        continue;
      }
      // The same sentence stated before with another reading (e.g. as an episode): one fact per content.
      const sameContent = await tx.query<{ id: string }>(
        `SELECT id FROM facts WHERE tenant_id = $1 AND namespace_id = $2 AND sensitivity = $3::sensitivity AND content_hmac = $4 LIMIT 1`,
        [scope.tenantId, scope.namespaceId, scope.sensitivity, contentHmac],
      );
      if (sameContent.rows[0]) {
        await this.addSource(sameContent.rows[0].id);
        await this.revive(sameContent.rows[0].id);
        stated.add(sameContent.rows[0].id);
        idByIndex.set(index, sameContent.rows[0].id);
        outcome.supported++;
        continue;
      }

      const id = randomUUID();
      idByIndex.set(index, id);
      stated.add(id);
      const claim: StoredClaim = { subjectKey, attribute: f.attribute, value: f.value, exclusive: f.exclusive };
      await tx.query(
        `INSERT INTO facts (id, tenant_id, namespace_id, source_document_id, source_version, sensitivity, content_ct, content_hmac,
                            subject_hmac, attribute_hmac, claim_ct, negated, term_hmacs, embedding, fact_type, confidence,
                            is_latest, valid_from, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6::sensitivity, $7, $8, $9, $10, $11, $12, $13::text[], $14, $15::fact_type, $16, true, $17, now(), now())`,
        [
          id,
          scope.tenantId,
          scope.namespaceId,
          scope.documentId,
          scope.version,
          scope.sensitivity,
          keys.encryptText(f.content, factAad.content(id)),
          contentHmac,
          this.subjectHmac(f),
          keys.hmac(`fact-attribute:${f.attribute}`),
          keys.encryptJson(claim, factAad.claim(id)),
          f.negated,
          p.termHmacs,
          p.embedding ? Buffer.from(p.embedding.buffer, p.embedding.byteOffset, p.embedding.byteLength) : null,
          f.factType,
          f.confidence,
          f.validFrom,
        ],
      );
      outcome.created++;
      await this.addSource(id);
      await this.linkEntities(id, f);
      for (const r of relations) outcome.retired += await this.apply(id, f, r, candidates);
      candidates.set(id, {
        fact: { id, ...fresh },
        validUntil: null,
        isLatest: true,
      });
    }
    outcome.retired += await this.retireUnstated(stated);
    return outcome;
  }

  /**
   * What "the same subject" means for supersession. A named subject (Marta, Acme) is one across documents; a common
   * noun ("the meeting", "the launch") names a different thing in each document, so it is the same subject only
   * within its document.
   */
  private subjectKey(f: ExtractedFact): string {
    const key = this.normalizer.key(f.subject.name, f.subject.type);
    const named = /^\p{Lu}/u.test(f.subject.name.replace(/^(?:the|a|an|our|my|his|her|their)\s+/i, ''));
    return named ? key : `${key}@${this.scope.documentId}`;
  }

  private subjectHmac(f: ExtractedFact): string {
    return this.keys.hmac(`fact-subject:${this.subjectKey(f)}`);
  }

  /** Every fact in scope about these subjects, latest or not (a late, older fact slots into the history). */
  private async loadCandidates(subjectHmacs: string[]) {
    const { scope, keys } = this;
    const out = new Map<string, { fact: ExistingFact; validUntil: Date | null; isLatest: boolean }>();
    if (subjectHmacs.length === 0) return out;
    const { rows } = await this.tx.query<CandidateRow>(
      `SELECT id, claim_ct, negated, valid_from, valid_until, fact_type::text AS fact_type, is_latest, superseded_by_id
       FROM facts
       WHERE tenant_id = $1 AND namespace_id = $2 AND sensitivity = $3::sensitivity AND subject_hmac = ANY($4::text[])
       ORDER BY valid_from DESC
       LIMIT 2000`,
      [scope.tenantId, scope.namespaceId, scope.sensitivity, subjectHmacs],
    );
    for (const r of rows) {
      if (!r.claim_ct) continue;
      const claim = keys.decryptJson<StoredClaim>(Buffer.from(r.claim_ct), factAad.claim(r.id));
      out.set(r.id, {
        fact: {
          id: r.id,
          subjectKey: claim.subjectKey,
          attribute: claim.attribute,
          value: claim.value,
          negated: r.negated,
          validFrom: new Date(r.valid_from),
          factType: r.fact_type,
          exclusive: claim.exclusive,
        },
        validUntil: r.valid_until ? new Date(r.valid_until) : null,
        isLatest: r.is_latest,
      });
    }
    return out;
  }

  /** Records one relation of the new fact `id`; returns how many facts stopped being latest. */
  private async apply(
    id: string,
    f: ExtractedFact,
    r: FactRelation,
    candidates: Map<string, { fact: ExistingFact; validUntil: Date | null; isLatest: boolean }>,
  ): Promise<number> {
    if (!r.targetId || r.rel === 'none' || r.rel === 'duplicate') return 0;
    const target = candidates.get(r.targetId);
    if (r.superseded === 'new' && target) {
      // The stored fact is newer in event time: the new one enters history already superseded by it.
      await this.relationship(r.targetId, id, r.rel, f.confidence);
      await this.tx.query(
        `UPDATE facts SET is_latest = false, valid_until = LEAST(COALESCE(valid_until, $2), $2), superseded_by_id = $3, updated_at = now()
         WHERE id = $1`,
        [id, target.fact.validFrom, r.targetId],
      );
      return 1 + (await this.retireDerived([id], r.targetId, target.fact.validFrom, 0));
    }
    await this.relationship(id, r.targetId, r.rel, f.confidence);
    if (r.superseded !== 'target') return 0;
    // The new fact supersedes the target: its validity ends where the new one's begins (unless it already ended before).
    const { rows } = await this.tx.query<{ id: string }>(
      `UPDATE facts SET is_latest = false, valid_until = $2, superseded_by_id = $3, updated_at = now()
       WHERE id = $1 AND (is_latest OR valid_until IS NULL OR valid_until > $2)
       RETURNING id`,
      [r.targetId, f.validFrom, id],
    );
    if (target) {
      target.isLatest = false;
      target.validUntil = f.validFrom;
    }
    if (rows.length === 0) return 0;
    return 1 + (await this.retireDerived([r.targetId], id, f.validFrom, 0));
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
    if (successorId) for (const d of retired) await this.relationship(successorId, d, 'updates', 0.5);
    return retired.length + (await this.retireDerived(retired, successorId, until, depth + 1));
  }

  /** Facts this document stated in an earlier version (or extraction) and no longer states. */
  private async retireUnstated(stated: Set<string>): Promise<number> {
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
    return r.length + (await this.retireDerived(r, null, scope.referenceTime, 0));
  }

  private async addSource(factId: string): Promise<void> {
    await this.tx.query(
      `INSERT INTO fact_sources (fact_id, document_id, tenant_id, version, created_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (fact_id, document_id) DO UPDATE SET version = EXCLUDED.version`,
      [factId, this.scope.documentId, this.scope.tenantId, this.scope.version],
    );
  }

  /** A fact retired because its document stopped stating it is latest again when a document states it again. */
  private async revive(factId: string): Promise<void> {
    await this.tx.query(
      `UPDATE facts SET is_latest = true, valid_until = NULL, updated_at = now()
       WHERE id = $1 AND NOT is_latest AND superseded_by_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM fact_relationships r WHERE r.to_fact_id = $1 AND r.rel_type IN ('updates', 'contradicts'))`,
      [factId],
    );
  }

  private async relationship(fromId: string, toId: string, rel: 'updates' | 'extends' | 'derives' | 'contradicts', confidence: number) {
    await this.tx.query(
      `INSERT INTO fact_relationships (id, tenant_id, namespace_id, from_fact_id, to_fact_id, rel_type, confidence, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::rel_type, $7, now())
       ON CONFLICT (from_fact_id, to_fact_id, rel_type) DO NOTHING`,
      [randomUUID(), this.scope.tenantId, this.scope.namespaceId, fromId, toId, rel, confidence],
    );
  }

  /** Resolves each mention by keyed hash of its normalized form (type family aware) and links it to the fact. */
  private async linkEntities(factId: string, f: ExtractedFact): Promise<void> {
    const { tx, keys, scope } = this;
    const mentions = new Map<string, { name: string; type: string }>();
    for (const e of [f.subject, ...f.entities]) {
      const key = this.normalizer.key(e.name, e.type);
      if (!mentions.has(key) && key.split(':')[1]) mentions.set(key, { name: e.name, type: e.type });
    }
    for (const [key, e] of mentions) {
      const nameHmac = keys.hmac(`entity:${key}`);
      const found = await tx.query<{ id: string }>(
        `SELECT id FROM entities WHERE tenant_id = $1 AND namespace_id = $2 AND name_hmac = $3 LIMIT 1`,
        [scope.tenantId, scope.namespaceId, nameHmac],
      );
      let entityId = found.rows[0]?.id;
      if (!entityId) {
        entityId = randomUUID();
        await tx.query(
          `INSERT INTO entities (id, tenant_id, namespace_id, name_ct, name_hmac, entity_type, mention_count, fact_count, first_seen, last_mentioned)
           VALUES ($1, $2, $3, $4, $5, $6, 0, 0, $7, $7)`,
          [entityId, scope.tenantId, scope.namespaceId, keys.encryptText(e.name.trim(), factAad.entityName(entityId)), nameHmac, e.type, f.validFrom],
        );
      }
      await tx.query(`INSERT INTO fact_entities (fact_id, entity_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [factId, entityId]);
    }
  }
}
