// How document fields become filterable index attributes and how query filters become index filters. Both sides use
// the same keyed hashes, so tags and checkpoint values are matchable without being stored in plaintext.
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { SENSITIVITIES, isSensitivity, languageOrNull, normalizeCheckpointValue, sensitivityRank, type Sensitivity } from '@engram/core';
import type { TenantKeys } from '@engram/crypto';
import type { commonv1 } from '@engram/proto';
import type { ChunkAttributes, IndexFilter } from './index/ports';

export const tagHash = (keys: TenantKeys, tag: string) => keys.hmac(`tag:${tag}`);
export const tagPrefixHash = (keys: TenantKeys, prefix: string) => keys.hmac(`tag_prefix:${prefix}`);
/** Checkpoint values are hashed in their normalised form, at ingest and in filters alike. */
export const projectHash = (keys: TenantKeys, project: string) => keys.hmac(`checkpoint_project:${normalizeCheckpointValue(project)}`);
export const sessionHash = (keys: TenantKeys, session: string) => keys.hmac(`checkpoint_session:${normalizeCheckpointValue(session)}`);

/** Tags are matched case-insensitively: the classifier emits lower case and filters are folded the same way. */
const normTag = (t: string) => t.trim().toLowerCase();

export function chunkAttributes(
  keys: TenantKeys,
  doc: commonv1.Document,
  chunk: commonv1.Chunk,
): ChunkAttributes {
  const c = doc.classification;
  const tags = (c?.tags ?? []).map(normTag);
  const prefixes = new Set<string>();
  for (const t of tags) for (let i = 1; i <= t.length; i++) prefixes.add(t.slice(0, i));
  const meta = (doc.metadata ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const project = str(meta.project);
  const session = str(meta.session_id);
  const kind = str(meta.checkpoint_kind)?.toLowerCase();
  const sensitivity: Sensitivity = isSensitivity(c?.sensitivity) ? c.sensitivity : 'personal';
  return {
    tenantId: doc.tenantId,
    namespaceId: doc.namespaceId,
    documentId: doc.documentId,
    chunkId: chunk.chunkId,
    sensitivityRank: sensitivityRank(sensitivity),
    category: c?.category ?? 'general',
    // ISO 639-1, or 'und' when the classifier could not tell (the filter value for unknown).
    language: languageOrNull(c?.language) ?? 'und',
    sourceType: c?.sourceType ?? 'text',
    storageType: c?.storageType ?? 'chunks',
    hasExtractableData: c?.hasExtractableData ?? false,
    classifierModel: c?.classifierModel ?? '',
    createdAt: doc.createdAt ? timestampDate(doc.createdAt) : new Date(0),
    tagHashes: tags.map((t) => tagHash(keys, t)),
    tagPrefixHashes: [...prefixes].map((p) => tagPrefixHash(keys, p)),
    ...(project ? { checkpointProjectHash: projectHash(keys, project) } : {}),
    ...(session ? { checkpointSessionHash: sessionHash(keys, session) } : {}),
    ...(kind ? { checkpointKind: kind } : {}),
  };
}

/** Spec 4.3 filters (already validated by the gateway) plus the caller's scope, as one index filter. */
export function indexFilter(
  keys: TenantKeys,
  scope: { tenantId: string; namespaceIds: string[]; maxSensitivity: Sensitivity },
  f: commonv1.Filters | undefined,
): IndexFilter {
  const nonEmpty = <T>(xs: T[] | undefined) => (xs && xs.length ? xs : undefined);
  const filter: IndexFilter = {
    tenantId: scope.tenantId,
    namespaceIds: scope.namespaceIds,
    maxSensitivityRank: sensitivityRank(scope.maxSensitivity),
  };
  if (!f) return filter;
  const sens = nonEmpty(f.sensitivity.filter(isSensitivity));
  if (f.sensitivity.length) filter.sensitivityRanks = (sens ?? []).map((s) => SENSITIVITIES.indexOf(s));
  const set = <K extends keyof IndexFilter>(k: K, v: IndexFilter[K] | undefined) => {
    if (v !== undefined) filter[k] = v;
  };
  set('categories', nonEmpty(f.categories));
  set('languages', nonEmpty(f.languages));
  set('sourceTypes', nonEmpty(f.sourceTypes));
  set('storageTypes', nonEmpty(f.storageTypes));
  set('classifierModels', nonEmpty(f.classifierModels));
  set('hasExtractableData', f.hasExtractableData);
  set('tagHashesAny', nonEmpty(f.tagsAny.map((t) => tagHash(keys, normTag(t)))));
  set('tagHashesAll', nonEmpty(f.tagsAll.map((t) => tagHash(keys, normTag(t)))));
  if (f.tagsPrefix !== undefined && normTag(f.tagsPrefix)) set('tagPrefixHash', tagPrefixHash(keys, normTag(f.tagsPrefix)));
  set('checkpointProjectHashes', nonEmpty(f.checkpointProject.map((p) => projectHash(keys, p.trim()))));
  set('checkpointSessionHashes', nonEmpty(f.checkpointSession.map((s) => sessionHash(keys, s.trim()))));
  set('checkpointKinds', nonEmpty(f.checkpointKinds.map((k) => k.toLowerCase())));
  if (f.dateFrom) filter.createdFrom = timestampDate(f.dateFrom);
  if (f.dateTo) filter.createdTo = timestampDate(f.dateTo);
  return filter;
}
