// Proto messages to the spec's JSON (snake_case, nulls where the spec says null). Written out by hand on purpose:
// this is the public contract, and every field should be visible in one place. The return types are the response
// schemas the OpenAPI document is generated from (openapi/schemas.ts), so the two cannot drift apart.
import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import type { commonv1, ingestv1, retrievalv1 } from '@engram/proto';
import { languageOrNull } from '@engram/core';
import type { ChunkBody, DocumentBody, EntityBody, FactBody, JobBody, QueryResponseBody, ResultDocumentBody } from '../openapi/schemas';

const iso = (t: Timestamp | undefined) => (t ? timestampDate(t).toISOString() : null);

export function presentResultDocument(d: commonv1.ResultDocument): ResultDocumentBody {
  return {
    document_id: d.documentId,
    title: d.title || null,
    source: d.source,
    source_type: d.sourceType,
    storage_type: d.storageType,
    has_extractable_data: d.hasExtractableData,
    category: d.category,
    tags: d.tags,
    sensitivity: d.sensitivity,
    language: languageOrNull(d.language),
    summary: d.summary,
    chunks: d.chunks.map((c) => ({
      chunk_id: c.chunkId,
      document_id: c.documentId,
      content: c.content,
      score: c.score,
      metadata: c.metadata ?? {},
    })),
    extracted: d.extracted ?? null,
  };
}

/** `facts`: the memory service's facts for the query, already presented; null when the layer is off or not asked. */
export function presentQueryResponse(r: retrievalv1.QueryResponse, facts: FactBody[] | null = null): QueryResponseBody {
  return {
    mode: r.mode,
    query: r.query,
    results: r.results.map(presentResultDocument),
    total_chunks: r.totalChunks,
    latency_ms: r.latencyMs,
    ...(r.synthesis !== undefined ? { synthesis: r.synthesis } : {}),
    sources: r.sources,
    synthesis_unavailable: r.synthesisUnavailable,
    facts,
    fact_count: facts?.length ?? 0,
  };
}

export function presentFact(f: commonv1.Fact, namespaceKey: string | undefined): FactBody {
  return {
    id: f.id,
    content: f.content,
    fact_type: f.factType,
    confidence: f.confidence,
    is_latest: f.isLatest,
    is_provisional: f.isProvisional,
    valid_from: iso(f.validFrom),
    valid_until: iso(f.validUntil),
    source_document_id: f.sourceDocumentId,
    entities: f.entities,
    relationships: f.relationships.map((r) => ({
      rel_type: r.relType,
      related_fact_id: r.relatedFactId,
      related_fact_content: r.relatedFactContent,
      confidence: r.confidence,
      direction: r.direction === 'incoming' ? 'incoming' : 'outgoing',
    })),
    namespace: namespaceKey ?? null,
  };
}

export function presentEntity(e: commonv1.Entity): EntityBody {
  return {
    id: e.id,
    name: e.name,
    entity_type: e.entityType,
    mention_count: e.mentionCount,
    fact_count: e.factCount,
    first_seen: iso(e.firstSeen),
    last_mentioned: iso(e.lastMentioned),
  };
}

export function presentDocument(d: commonv1.Document, namespaceKey: string | undefined): DocumentBody {
  const c = d.classification;
  return {
    document_id: d.documentId,
    namespace: namespaceKey ?? null,
    title: d.title || null,
    content: d.content,
    source: d.source,
    source_id: d.sourceId || null,
    source_path: d.sourcePath || null,
    mime_type: d.mimeType || null,
    metadata: d.metadata ?? {},
    status: d.status,
    version: d.version,
    category: c?.category ?? null,
    tags: c?.tags ?? [],
    sensitivity: c?.sensitivity ?? null,
    language: languageOrNull(c?.language),
    summary: c?.summary ?? null,
    source_type: c?.sourceType ?? null,
    storage_type: c?.storageType ?? null,
    has_extractable_data: c?.hasExtractableData ?? false,
    extracted: c?.extracted ?? null,
    classifier_model: c?.classifierModel ?? null,
    created_at: iso(d.createdAt),
    updated_at: iso(d.updatedAt),
  };
}

export function presentChunk(c: commonv1.Chunk): ChunkBody {
  return {
    chunk_id: c.chunkId,
    document_id: c.documentId,
    version: c.version,
    chunk_index: c.chunkIndex,
    ...(c.content !== undefined ? { content: c.content } : {}),
    token_count: c.tokenCount,
    headings: c.headings,
    char_start: c.charStart,
    char_end: c.charEnd,
    metadata: c.metadata ?? { chunk_index: c.chunkIndex },
  };
}

export function presentJob(j: ingestv1.Job, namespaceKey: string | undefined): JobBody {
  return {
    job_id: j.jobId,
    document_id: j.documentId || null,
    namespace: namespaceKey ?? null,
    version: j.version,
    kind: j.kind,
    state: j.state,
    error: j.errorReason || null,
    attempts: j.attempts,
    created_at: iso(j.createdAt),
    updated_at: iso(j.updatedAt),
    completed_at: iso(j.completedAt),
    extract_job_id: j.extractJobId || null,
    parent_job_id: j.parentJobId || null,
  };
}
