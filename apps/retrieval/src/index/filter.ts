// Filter validation and the in-process evaluation of IndexFilter (used by the in-memory keyword index; the SQL,
// Qdrant and OpenSearch adapters translate the same rules into their own query languages).
import { AppError } from '@engram/core';
import type { ChunkAttributes, IndexFilter } from './ports';

/** Rejects filters that would silently widen a search (no namespace, no sensitivity ceiling). */
export function assertValidFilter(filter: IndexFilter): void {
  if (!filter.tenantId) throw AppError.invalid('filter_tenant_required', 'a search needs a tenant');
  if (filter.namespaceIds.length === 0) {
    throw AppError.invalid('filter_namespaces_required', 'a search needs at least one namespace');
  }
  if (!Number.isInteger(filter.maxSensitivityRank)) {
    throw AppError.invalid('filter_sensitivity_required', 'a search needs a maximum sensitivity rank');
  }
}

export function assertValidK(k: number): void {
  if (!Number.isInteger(k) || k < 1) throw AppError.invalid('invalid_k', 'k must be a positive integer');
}

/** Compiles a filter into a predicate; the compiled form turns arrays into sets once per query. */
export function compileFilter(filter: IndexFilter): (a: ChunkAttributes) => boolean {
  // An empty list constrains nothing (the API's `categories: []` means "no category filter") in every adapter.
  const set = <T>(v: T[] | undefined): Set<T> | undefined => (v === undefined || v.length === 0 ? undefined : new Set(v));
  const namespaces = new Set(filter.namespaceIds);
  const ranks = set(filter.sensitivityRanks);
  const categories = set(filter.categories);
  const languages = set(filter.languages);
  const sourceTypes = set(filter.sourceTypes);
  const storageTypes = set(filter.storageTypes);
  const models = set(filter.classifierModels);
  const tagsAny = set(filter.tagHashesAny);
  const tagsAll = filter.tagHashesAll?.length ? filter.tagHashesAll : undefined;
  const projects = set(filter.checkpointProjectHashes);
  const sessions = set(filter.checkpointSessionHashes);
  const kinds = set(filter.checkpointKinds);
  const from = filter.createdFrom?.getTime();
  const to = filter.createdTo?.getTime();
  const optional = (s: Set<string> | undefined, v: string | undefined) => s === undefined || (v !== undefined && s.has(v));
  return (a) =>
    a.tenantId === filter.tenantId &&
    namespaces.has(a.namespaceId) &&
    a.sensitivityRank <= filter.maxSensitivityRank &&
    (ranks === undefined || ranks.has(a.sensitivityRank)) &&
    (categories === undefined || categories.has(a.category)) &&
    (languages === undefined || languages.has(a.language)) &&
    (sourceTypes === undefined || sourceTypes.has(a.sourceType)) &&
    (storageTypes === undefined || storageTypes.has(a.storageType)) &&
    (models === undefined || models.has(a.classifierModel)) &&
    (filter.hasExtractableData === undefined || a.hasExtractableData === filter.hasExtractableData) &&
    (tagsAny === undefined || a.tagHashes.some((t) => tagsAny.has(t))) &&
    (tagsAll === undefined || tagsAll.every((t) => a.tagHashes.includes(t))) &&
    (filter.tagPrefixHash === undefined || a.tagPrefixHashes.includes(filter.tagPrefixHash)) &&
    optional(projects, a.checkpointProjectHash) &&
    optional(sessions, a.checkpointSessionHash) &&
    optional(kinds, a.checkpointKind) &&
    (from === undefined || a.createdAt.getTime() >= from) &&
    (to === undefined || a.createdAt.getTime() <= to);
}
