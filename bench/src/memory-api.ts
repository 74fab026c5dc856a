// REST helpers for the memory-layer benchmark: documents in, extraction awaited, facts out, and the spec 2.5 field
// check every fact must pass. Everything goes through the public API, as an outside checker would.
import type { ApiClient } from './http';

export interface RelationshipBody {
  rel_type: string;
  related_fact_id: string;
  related_fact_content: string;
  confidence: number;
  direction?: string;
}

export interface FactBody {
  id: string;
  content: string;
  fact_type: string;
  confidence: number;
  is_latest: boolean;
  is_provisional: boolean;
  valid_from: string;
  valid_until: string | null;
  source_document_id: string;
  entities: string[];
  relationships: RelationshipBody[];
}

interface JobBody {
  state: string;
  error: string | null;
  extract_job_id: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a job until it is completed (throws when it fails) and returns its last state. */
export async function waitForJob(client: ApiClient, jobId: string, pollMs = 100, timeoutMs = 600_000): Promise<JobBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await client.expect<JobBody>(200, 'GET', `/v1/jobs/${jobId}`);
    if (r.body.state === 'completed') return r.body;
    if (r.body.state === 'failed') throw new Error(`job ${jobId} failed: ${r.body.error ?? 'unknown reason'}`);
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${r.body.state} after ${timeoutMs} ms`);
    await sleep(pollMs);
  }
}

/**
 * Waits for a document's ingest job, then for the extract_facts job its completion started. The extract job id can
 * appear a moment after the ingest job completes (it is created in the same transaction, but read separately), so an
 * absent id is polled for a short while.
 */
export async function waitForExtraction(client: ApiClient, ingestJobId: string, pollMs = 100): Promise<void> {
  let job = await waitForJob(client, ingestJobId, pollMs);
  for (let i = 0; !job.extract_job_id && i < 50; i++) {
    await sleep(pollMs);
    job = (await client.expect<JobBody>(200, 'GET', `/v1/jobs/${ingestJobId}`)).body;
  }
  if (!job.extract_job_id) throw new Error(`job ${ingestJobId} completed without an extract_facts job (memory layer off?)`);
  await waitForJob(client, job.extract_job_id, pollMs);
}

export interface DocumentInput {
  title?: string;
  content: string;
  metadata?: Record<string, unknown>;
}

/** Ingests one document and returns its ids; does not wait. */
export async function ingestDocument(client: ApiClient, doc: DocumentInput): Promise<{ documentId: string; jobId: string }> {
  const r = await client.expect<{ job_id: string; document_id: string }>(202, 'POST', '/v1/documents/ingest', {
    title: doc.title ?? '',
    content: doc.content,
    ...(doc.metadata ? { metadata: doc.metadata } : {}),
    return_id: true,
  });
  return { documentId: r.body.document_id, jobId: r.body.job_id };
}

export interface QueryAnswer {
  facts: FactBody[];
  /** Chunk texts in the order the query ranked them (documents best first, their chunks in order). */
  chunks: string[];
}

export async function queryWithFacts(
  client: ApiClient,
  query: string,
  options: { maxResults?: number; onlyLatest?: boolean } = {},
): Promise<QueryAnswer> {
  const r = await client.expect<{
    facts: FactBody[] | null;
    results: { chunks: { content: string; score: number }[] }[];
  }>(200, 'POST', '/v1/query', {
    query,
    max_results: options.maxResults ?? 10,
    include_facts: true,
    facts_only_latest: options.onlyLatest ?? true,
  });
  const chunks = r.body.results
    .flatMap((d) => d.chunks)
    .sort((a, b) => b.score - a.score)
    .map((c) => c.content);
  return { facts: r.body.facts ?? [], chunks };
}

/** Every fact the key can read (`GET /v1/facts`, paged), latest or not. */
export async function listAllFacts(client: ApiClient, latestOnly = false): Promise<FactBody[]> {
  const out: FactBody[] = [];
  for (let offset = 0; ; offset += 200) {
    const r = await client.expect<{ facts: FactBody[]; total: number }>(
      200,
      'GET',
      `/v1/facts?latest_only=${latestOnly}&limit=200&offset=${offset}`,
    );
    out.push(...r.body.facts);
    if (r.body.facts.length < 200 || out.length >= r.body.total) return out;
  }
}

export async function countEntities(client: ApiClient): Promise<{ total: number; byType: Record<string, number> }> {
  const byType: Record<string, number> = {};
  for (let offset = 0; ; offset += 200) {
    const r = await client.expect<{ entities: { entity_type: string }[]; total: number }>(
      200,
      'GET',
      `/v1/entities?limit=200&offset=${offset}`,
    );
    for (const e of r.body.entities) byType[e.entity_type] = (byType[e.entity_type] ?? 0) + 1;
    const total = r.body.total;
    if (r.body.entities.length < 200 || offset + 200 >= total) return { total, byType };
  }
}

const FACT_TYPES = new Set(['fact', 'preference', 'episode', 'decision']);
const REL_TYPES = new Set(['updates', 'extends', 'derives', 'contradicts']);
const isIso = (s: unknown) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s));
const isUnit = (x: unknown) => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 1;

/** What is wrong with a fact against spec 2.5 (every field present, with a valid value); empty when nothing is. */
export function factFieldProblems(f: FactBody): string[] {
  const problems: string[] = [];
  const want = (ok: boolean, what: string) => ok || problems.push(what);
  want(typeof f.id === 'string' && f.id.length > 0, 'id');
  want(typeof f.content === 'string' && f.content.trim().length > 0, 'content');
  want(FACT_TYPES.has(f.fact_type), 'fact_type');
  want(isUnit(f.confidence), 'confidence');
  want(typeof f.is_latest === 'boolean', 'is_latest');
  want(typeof f.is_provisional === 'boolean', 'is_provisional');
  want(isIso(f.valid_from), 'valid_from');
  want(f.valid_until === null || (isIso(f.valid_until) && Date.parse(f.valid_until) >= Date.parse(f.valid_from)), 'valid_until');
  want(f.is_latest ? f.valid_until === null : f.valid_until !== null, 'valid_until vs is_latest');
  want(typeof f.source_document_id === 'string' && f.source_document_id.length > 0, 'source_document_id');
  want(Array.isArray(f.entities) && f.entities.every((e) => typeof e === 'string' && e.length > 0), 'entities');
  want(
    Array.isArray(f.relationships) &&
      f.relationships.every(
        (r) =>
          REL_TYPES.has(r.rel_type) &&
          typeof r.related_fact_id === 'string' &&
          r.related_fact_id.length > 0 &&
          typeof r.related_fact_content === 'string' &&
          isUnit(r.confidence),
      ),
    'relationships',
  );
  return problems;
}

/** LoCoMo-style answer match: lower case, no diacritics, punctuation and articles dropped, whole words. */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\b(?:a|an|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function containsAnswer(text: string, answer: string): boolean {
  const a = normalizeAnswer(answer);
  return a.length > 0 && ` ${normalizeAnswer(text)} `.includes(` ${a} `);
}
