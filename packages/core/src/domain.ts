// Product vocabulary shared by every service: the closed sets of the spec and their orderings.

export const SENSITIVITIES = ['public', 'internal', 'confidential', 'personal'] as const;
export type Sensitivity = (typeof SENSITIVITIES)[number];

/** Rank used for "at most" comparisons: public(0) < internal(1) < confidential(2) < personal(3). */
export function sensitivityRank(s: Sensitivity): number {
  return SENSITIVITIES.indexOf(s);
}
export function isSensitivity(v: unknown): v is Sensitivity {
  return typeof v === 'string' && (SENSITIVITIES as readonly string[]).includes(v);
}

export const SOURCES = ['api', 'quick_capture', 'folder_sync', 'gmail'] as const;
export type Source = (typeof SOURCES)[number];

export const STORAGE_TYPES = ['structured', 'chunks', 'both'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

export const CHECKPOINT_KINDS = ['interval', 'milestone', 'final', 'manual'] as const;
export type CheckpointKind = (typeof CHECKPOINT_KINDS)[number];

export const FACT_TYPES = ['fact', 'preference', 'episode', 'decision'] as const;
export type FactType = (typeof FACT_TYPES)[number];

export const REL_TYPES = ['updates', 'extends', 'derives', 'contradicts'] as const;
export type RelType = (typeof REL_TYPES)[number];

/** Document status values (spec: "not shown"; decided in docs/api-decisions.md). */
export const DOCUMENT_STATUSES = ['queued', 'processing', 'indexed', 'failed', 'deleted'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Ingestion job states (spec: "not shown"; decided in docs/api-decisions.md). */
export const JOB_STATES = ['queued', 'classifying', 'chunking', 'embedding', 'indexing', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const NAMESPACE_STATUSES = ['active', 'archived'] as const;
export type NamespaceStatus = (typeof NAMESPACE_STATUSES)[number];

export type Permission = 'read' | 'write';

/** Result of the classifier step, stored (encrypted where sensitive) with the document version. */
export interface Classification {
  category: string;
  tags: string[];
  sensitivity: Sensitivity;
  language: string;
  summary: string;
  sourceType: string;
  storageType: StorageType;
  hasExtractableData: boolean;
  extracted: Record<string, unknown> | null;
  classifierModel: string;
  /** Which personal-data detectors fired (kinds only, never the matched values). */
  detectedPii: string[];
}

/** A piece of a document produced by the chunker. */
export interface ChunkDraft {
  index: number;
  text: string;
  /** Heading path the chunk sits under, outermost first (may be empty). */
  headings: string[];
  tokenCount: number;
  /** Character offsets in the source text. */
  start: number;
  end: number;
}

/**
 * The form `metadata.project` and `session_id` are matched in (spec 2.1, 4.3: "normalized for checkpoint filtering"):
 * accents dropped, case folded, every run of separators and punctuation one `-`. `Café Roadmap`, `café roadmap`,
 * `cafe-roadmap` and `CAFE_ROADMAP` all meet. A value with no letters or digits at all keeps its trimmed, folded self.
 */
export function normalizeCheckpointValue(value: string): string {
  const folded = value.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
  const slug = folded.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return slug || folded.trim();
}

/** Languages are ISO 639-1 codes. `'und'`, `''`, null and anything not two letters -> null; otherwise lower case. */
export function languageOrNull(code: string | null | undefined): string | null {
  const c = code?.trim().toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(c) ? c : null;
}
