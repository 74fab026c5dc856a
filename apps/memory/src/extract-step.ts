// Memory's pipeline steps: extract (a document version's facts and entities, after it is indexed; its own
// `extract_facts` job, reported back to ingest like retrieval reports indexing) and cleanup when a document is
// deleted (facts it alone stated disappear; facts another document states are promoted to it, provisional).
import {
  AppError,
  GROUPS,
  TOPICS,
  isSensitivity,
  pipelineStep,
  type DocumentDeletedEvent,
  type Embedder,
  type EventBus,
  type PipelineEvent,
  type PipelineProgress,
  type SqlDatabase,
} from '@engram/core';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TenantKeyring, TenantKeys } from '@engram/crypto';
import type { ServiceClient, commonv1, ingestv1 } from '@engram/proto';
import { analyzeDocument } from '@engram/retrieval';
import { claimWords } from './extraction/claim-words';
import type { Logger, Metrics } from '@engram/telemetry';
import type { EntityNormalizer } from './extraction/entity-normalizer';
import type { ExtractedFact, ExtractionInput, Extractor } from './extraction/types';
import { FactWriter, lockTenantFacts, type DocumentScope, type PreparedFact } from './fact-writer';
import type { FactIndex } from './fact-index';

export interface ExtractStepDeps {
  sql: SqlDatabase;
  bus: EventBus;
  ingest: Pick<ServiceClient<typeof ingestv1.IngestService>, 'getDocumentsForIndexing'>;
  keyring: TenantKeyring;
  embedder: Embedder;
  extractor: Extractor;
  normalizer: EntityNormalizer;
  logger: Logger;
  metrics?: Metrics;
  maxAttempts?: number;
  /** The embedded profile's in-memory fact candidates, told of every write committed here. */
  factIndex?: FactIndex;
  /** Longest a batch waits for the encoder to finish passages (default MAX_YIELD_MS; tests set 0 or a little). */
  maxYieldMs?: number;
  /** Most characters of one document that extraction reads (a 10 MiB log has no more facts worth a minute of CPU). */
  maxChars?: number;
}

/** Versions one extract batch takes (their facts embedded in one encoder call). */
const EXTRACT_BATCH = 8;
/**
 * Extract batches in flight at once: while one waits for the encoder (fact sentences get one encoder batch in four
 * while passages keep coming), the others read documents, run the rules or write, and every encoder turn carries the
 * facts of all of them, so extraction keeps pace with indexing instead of trailing it. Writes of one workspace are
 * serialized by `lockTenantFacts`.
 */
const EXTRACT_LANES = 4;

/**
 * Extraction gives way to indexing on a shared encoder (the embedded profile): a batch waits until the encoder has had
 * no passages for PASSAGES_IDLE_MS (gaps between the embed step's batches are shorter), checking every YIELD_POLL_MS,
 * for at most MAX_YIELD_MS, so under endless ingest facts still arrive. Spec: extraction never delays indexing; on two
 * cores its rules, writes and fact vectors otherwise took a fifth of the CPU documents needed to become searchable.
 */
const PASSAGES_IDLE_MS = 500;
const YIELD_POLL_MS = 100;
export const MAX_YIELD_MS = 60_000;

/**
 * Waits while the encoder embeds passages or did within PASSAGES_IDLE_MS, at most `maxMs`; at once for an embedder that
 * cannot tell. Resolves to the milliseconds waited.
 */
export async function giveWayToIndexing(embedder: Pick<Embedder, 'passagesIdleMs'>, maxMs: number): Promise<number> {
  const idleMs = embedder.passagesIdleMs?.bind(embedder);
  const started = performance.now();
  if (!idleMs) return 0;
  while (idleMs() < PASSAGES_IDLE_MS && performance.now() - started < maxMs) await sleep(YIELD_POLL_MS);
  return performance.now() - started;
}

/** Default reading limit per document: about 60 pages of prose. */
export const DEFAULT_EXTRACT_MAX_CHARS = 200_000;

/** A fact's keyword term hashes, and those of what it says beyond a person's name (the by-meaning step's). */
export function factTerms(keys: Pick<TenantKeys, 'termHashes'>, fact: ExtractedFact): Pick<PreparedFact, 'termHmacs' | 'aboutTermHmacs'> {
  // The sentence's words and the claim's question words ("diet" for "User is pescatarian.").
  const termHmacs = [...new Set(keys.termHashes(analyzeDocument(`${fact.content} ${claimWords(fact)}`, 'en')))];
  // A person's name is in every sentence about them and says nothing of what it is about; a thing's name does.
  const name = new Set(fact.subject.type === 'person' ? keys.termHashes(analyzeDocument(fact.subject.name, 'en')) : []);
  return { termHmacs, aboutTermHmacs: termHmacs.filter((t) => !name.has(t)) };
}

export class MemorySteps {
  private readonly maxAttempts: number;

  constructor(private readonly deps: ExtractStepDeps) {
    this.maxAttempts = deps.maxAttempts ?? 5;
  }

  async start(): Promise<void> {
    const { bus, logger, metrics } = this.deps;
    await bus.subscribe<PipelineEvent>(
      TOPICS.extract,
      pipelineStep(
        {
          name: 'extract',
          maxBatch: EXTRACT_BATCH,
          parallel: EXTRACT_LANES,
          maxAttempts: this.maxAttempts,
          logger,
          ...(metrics ? { metrics } : {}),
          giveUp: (e, errorKind) => this.report({ ...e, stage: 'failed', errorKind }),
        },
        (events) => this.extractAll(events),
      ),
      { group: GROUPS.extract, concurrency: EXTRACT_BATCH * EXTRACT_LANES, maxAttempts: this.maxAttempts },
    );
    await bus.subscribe<DocumentDeletedEvent>(TOPICS.documentDeleted, (m) => this.forgetDocument(m.payload), {
      group: GROUPS.memoryCleanup,
      concurrency: 2,
      maxAttempts: this.maxAttempts,
    });
  }

  /**
   * Extracts and stores a batch of versions' facts: one call loads them, one encoder call embeds every fact of the
   * batch, then each version is written in its own transaction. Superseded or deleted versions are closed without facts.
   */
  async extractAll(events: PipelineEvent[]): Promise<void> {
    const { ingest, keyring, extractor, logger } = this.deps;
    await giveWayToIndexing(this.deps.embedder, this.deps.maxYieldMs ?? MAX_YIELD_MS);
    const res = await ingest.getDocumentsForIndexing({
      versions: events.map((e) => ({ tenantId: e.tenantId, documentId: e.documentId, version: e.version })),
    });
    const gone: PipelineEvent[] = [];
    const work: Array<{ e: PipelineEvent; scope: DocumentScope; facts: ExtractedFact[] }> = [];
    for (const [i, e] of events.entries()) {
      const found = res.versions[i];
      const document = found?.document;
      if (!document) {
        gone.push(e);
        continue;
      }
      const sensitivity = document.classification?.sensitivity;
      if (!isSensitivity(sensitivity)) throw new AppError('failed_precondition', 'Document is not classified yet.', { reason: 'not_classified' });
      const metadata = (document.metadata ?? {}) as Record<string, unknown>;
      const referenceTime = referenceTimeOf(metadata, document.createdAt);
      const speaker = typeof metadata.speaker === 'string' && metadata.speaker.trim() ? metadata.speaker.trim() : undefined;
      const perChunk = await extractAll(extractor, inputsFor(found.chunks, document.title, speaker, referenceTime, this.deps.maxChars));
      work.push({
        e,
        scope: { tenantId: e.tenantId, namespaceId: document.namespaceId, documentId: e.documentId, version: e.version, sensitivity, referenceTime },
        facts: dedupe(flatten(perChunk)),
      });
    }
    await this.reportAll(gone.map((e) => ({ ...e, stage: 'failed' as const, errorKind: 'document_superseded_or_deleted' })));

    const started = performance.now();
    const vectors = await this.embedFacts(work.flatMap((w) => w.facts));
    let next = 0;
    const done: PipelineProgress[] = [];
    for (const w of work) {
      const keys = await keyring.get(w.e.tenantId);
      const prepared: PreparedFact[] = w.facts.map((fact) => ({ fact, embedding: vectors[next++] ?? null, ...factTerms(keys, fact) }));
      const outcome = await this.deps.sql.transaction((tx) => new FactWriter(tx, keys, this.deps.normalizer, w.scope).write(prepared));
      logger.info({ documentId: w.e.documentId, jobId: w.e.jobId, extractor: extractor.kind, ...outcome }, 'facts stored');
      done.push({ ...w.e, stage: 'extracted', facts: outcome.created + outcome.supported });
    }
    // Before the jobs are reported done: a query after that finds these facts (one sync per workspace of the batch).
    for (const tenantId of new Set(work.map((w) => w.e.tenantId))) await this.deps.factIndex?.sync(tenantId);
    logger.debug({ documents: work.length, ms: Math.round(performance.now() - started) }, 'extract batch stored');
    await this.reportAll(done);
  }

  /** Sentence vectors of the facts, outside any transaction (the encoder is the slow part); null where it failed. */
  private async embedFacts(facts: ExtractedFact[]): Promise<(Float32Array | null)[]> {
    if (facts.length === 0) return [];
    try {
      // Background: chunk passages (a document becoming searchable) go first; facts fill the encoder's spare turns.
      return await this.deps.embedder.embed(
        facts.map((f) => f.content),
        'background',
      );
    } catch (err) {
      // Keyword ranking still finds them; a later re-extraction adds the vectors.
      this.deps.logger.warn({ err, facts: facts.length }, 'fact embedding failed; facts stored without vectors');
      return facts.map(() => null);
    }
  }

  /**
   * A deleted document's facts: those it alone stated are deleted (and what they had superseded is latest again);
   * those another document also states move to that document and become provisional until reviewed.
   */
  async forgetDocument(e: DocumentDeletedEvent): Promise<void> {
    const result = await this.deps.sql.transaction(async (tx) => {
      await lockTenantFacts(tx, e.tenantId);
      const { rows: sourced } = await tx.query<{ fact_id: string }>(
        `DELETE FROM fact_sources WHERE document_id = $1 AND tenant_id = $2 RETURNING fact_id`,
        [e.documentId, e.tenantId],
      );
      const ids = sourced.map((s) => s.fact_id);
      if (ids.length === 0) return { deleted: 0, promoted: 0, orphanIds: [] as string[] };
      const { rows: orphans } = await tx.query<{ id: string }>(
        `SELECT f.id FROM facts f WHERE f.id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM fact_sources s WHERE s.fact_id = f.id)`,
        [ids],
      );
      const orphanIds = orphans.map((o) => o.id);
      // What the deleted facts had superseded is the latest again (a later fact may have superseded it too: then not).
      await tx.query(
        `UPDATE facts f SET is_latest = true, valid_until = NULL, superseded_by_id = NULL, updated_at = now()
         WHERE f.superseded_by_id = ANY($1::uuid[]) AND NOT (f.id = ANY($1::uuid[]))`,
        [orphanIds],
      );
      await tx.query(`DELETE FROM facts WHERE id = ANY($1::uuid[])`, [orphanIds]);
      const { rows: promoted } = await tx.query<{ id: string }>(
        `UPDATE facts f SET source_document_id = s.document_id, source_version = s.version, is_provisional = true, updated_at = now()
         FROM (SELECT DISTINCT ON (fact_id) fact_id, document_id, version FROM fact_sources
               WHERE fact_id = ANY($1::uuid[]) ORDER BY fact_id, created_at) s
         WHERE f.id = s.fact_id AND f.source_document_id = $2
         RETURNING f.id`,
        [ids, e.documentId],
      );
      // Entities no fact mentions any more go with their last fact.
      await tx.query(
        `DELETE FROM entities en WHERE en.tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM fact_entities fe WHERE fe.entity_id = en.id)`,
        [e.tenantId],
      );
      return { deleted: orphanIds.length, promoted: promoted.length, orphanIds };
    });
    this.deps.factIndex?.remove(e.tenantId, result.orphanIds);
    await this.deps.factIndex?.sync(e.tenantId);
    this.deps.logger.info({ documentId: e.documentId, deleted: result.deleted, promoted: result.promoted }, 'deleted document removed from memory');
  }

  private async report(p: PipelineProgress): Promise<void> {
    await this.reportAll([p]);
  }

  private async reportAll(reports: PipelineProgress[]): Promise<void> {
    await this.deps.bus.publishAll(
      TOPICS.progress,
      reports.map((p) => ({ payload: p, options: { key: p.documentId, headers: { tenantId: p.tenantId } } })),
    );
  }
}

/** `metadata.occurred_at` (ISO 8601) when it parses, else the document's creation time. */
export function referenceTimeOf(metadata: Record<string, unknown>, createdAt: { seconds: bigint; nanos: number } | undefined): Date {
  const stated = metadata.occurred_at;
  if (typeof stated === 'string' && /^\d{4}-\d{2}-\d{2}/.test(stated)) {
    const d = new Date(stated);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return createdAt ? new Date(Number(createdAt.seconds) * 1000 + Math.floor(createdAt.nanos / 1e6)) : new Date();
}

/** One extraction input per chunk (a bounded unit of work), up to the reading limit. */
function inputsFor(
  chunks: readonly commonv1.Chunk[],
  title: string,
  speaker: string | undefined,
  referenceTime: Date,
  maxChars = DEFAULT_EXTRACT_MAX_CHARS,
) {
  let budget = maxChars;
  const inputs: ExtractionInput[] = [];
  for (const c of chunks) {
    if (budget <= 0) break;
    const text = (c.content ?? '').slice(0, budget);
    budget -= text.length;
    inputs.push({ text, referenceTime, ...(title ? { title } : {}), ...(speaker ? { speaker } : {}) });
  }
  return inputs;
}

/**
 * The offline extractor runs on this thread: one chunk at a time with a turn of the event loop between, so a long
 * document never holds requests up for more than a chunk's few milliseconds. A model extractor batches its calls.
 */
async function extractAll(extractor: Extractor, inputs: ExtractionInput[]): Promise<ExtractedFact[][]> {
  if (extractor.kind !== 'offline') return extractor.extractMany(inputs);
  const out: ExtractedFact[][] = [];
  for (const input of inputs) {
    out.push(await extractor.extract(input));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return out;
}

/** One list, with each chunk's `derivedFrom` indexes moved to the positions its facts now have. */
function flatten(perChunk: ExtractedFact[][]): ExtractedFact[] {
  const out: ExtractedFact[] = [];
  for (const facts of perChunk) {
    const offset = out.length;
    for (const f of facts) out.push({ ...f, derivedFrom: f.derivedFrom.map((i) => i + offset) });
  }
  return out;
}

/** Chunks overlap, so a sentence can be extracted twice: keep its first reading. */
function dedupe(facts: ExtractedFact[]): ExtractedFact[] {
  const seen = new Map<string, number>();
  const out: ExtractedFact[] = [];
  const remap = new Map<number, number>();
  facts.forEach((f, i) => {
    const key = f.content.toLowerCase().replace(/\s+/g, ' ').trim();
    const at = seen.get(key);
    if (at !== undefined) {
      remap.set(i, at);
      return;
    }
    seen.set(key, out.length);
    remap.set(i, out.length);
    out.push(f);
  });
  return out.map((f) => ({ ...f, derivedFrom: f.derivedFrom.flatMap((i) => (remap.has(i) ? [remap.get(i)!] : [])) }));
}
