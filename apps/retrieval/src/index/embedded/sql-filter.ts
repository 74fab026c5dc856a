// IndexFilter -> SQL WHERE clause over the attribute columns shared by the embedded tables (see attributeColumns).
import type { ChunkAttributes, IndexFilter } from '../ports';

/** Attribute columns every embedded search table carries; (tenant_id, chunk_id) is the key. */
export const ATTRIBUTE_COLUMNS_DDL = `
  tenant_id text NOT NULL,
  chunk_id text NOT NULL,
  namespace_id text NOT NULL,
  document_id text NOT NULL,
  sensitivity_rank smallint NOT NULL,
  category text NOT NULL,
  language text NOT NULL,
  source_type text NOT NULL,
  storage_type text NOT NULL,
  has_extractable_data boolean NOT NULL,
  classifier_model text NOT NULL,
  created_at timestamptz NOT NULL,
  tag_hashes text[] NOT NULL,
  tag_prefix_hashes text[] NOT NULL,
  checkpoint_project_hash text,
  checkpoint_session_hash text,
  checkpoint_kind text`;

export const ATTRIBUTE_COLUMNS = [
  'tenant_id', 'chunk_id', 'namespace_id', 'document_id', 'sensitivity_rank', 'category', 'language', 'source_type',
  'storage_type', 'has_extractable_data', 'classifier_model', 'created_at', 'tag_hashes', 'tag_prefix_hashes',
  'checkpoint_project_hash', 'checkpoint_session_hash', 'checkpoint_kind',
] as const;

/** Column values of one chunk, in ATTRIBUTE_COLUMNS order. */
export function attributeValues(a: ChunkAttributes): unknown[] {
  return [
    a.tenantId, a.chunkId, a.namespaceId, a.documentId, a.sensitivityRank, a.category, a.language, a.sourceType,
    a.storageType, a.hasExtractableData, a.classifierModel, a.createdAt, a.tagHashes, a.tagPrefixHashes,
    a.checkpointProjectHash ?? null, a.checkpointSessionHash ?? null, a.checkpointKind ?? null,
  ];
}

export interface AttributeRow {
  tenant_id: string; chunk_id: string; namespace_id: string; document_id: string; sensitivity_rank: number;
  category: string; language: string; source_type: string; storage_type: string; has_extractable_data: boolean;
  classifier_model: string; created_at: Date | string; tag_hashes: string[]; tag_prefix_hashes: string[];
  checkpoint_project_hash: string | null; checkpoint_session_hash: string | null; checkpoint_kind: string | null;
}

export function rowToAttributes(r: AttributeRow): ChunkAttributes {
  return {
    tenantId: r.tenant_id, chunkId: r.chunk_id, namespaceId: r.namespace_id, documentId: r.document_id,
    sensitivityRank: Number(r.sensitivity_rank), category: r.category, language: r.language,
    sourceType: r.source_type, storageType: r.storage_type, hasExtractableData: r.has_extractable_data,
    classifierModel: r.classifier_model, createdAt: new Date(r.created_at), tagHashes: r.tag_hashes,
    tagPrefixHashes: r.tag_prefix_hashes,
    ...(r.checkpoint_project_hash !== null ? { checkpointProjectHash: r.checkpoint_project_hash } : {}),
    ...(r.checkpoint_session_hash !== null ? { checkpointSessionHash: r.checkpoint_session_hash } : {}),
    ...(r.checkpoint_kind !== null ? { checkpointKind: r.checkpoint_kind } : {}),
  };
}

/**
 * Builds `cond AND cond ...` with $n placeholders starting after `params.length` (values are appended to params).
 * Empty lists constrain nothing, as in compileFilter.
 */
export function filterToSql(filter: IndexFilter, params: unknown[], alias = ''): string {
  const col = (c: string) => (alias ? `${alias}.${c}` : c);
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const conds = [
    `${col('tenant_id')} = ${p(filter.tenantId)}`,
    `${col('namespace_id')} = ANY(${p(filter.namespaceIds)}::text[])`,
    `${col('sensitivity_rank')} <= ${p(filter.maxSensitivityRank)}`,
  ];
  const anyOf = (column: string, values: unknown[] | undefined, type: string) => {
    if (values !== undefined && values.length > 0) conds.push(`${col(column)} = ANY(${p(values)}::${type}[])`);
  };
  anyOf('sensitivity_rank', filter.sensitivityRanks, 'smallint');
  anyOf('category', filter.categories, 'text');
  anyOf('language', filter.languages, 'text');
  anyOf('source_type', filter.sourceTypes, 'text');
  anyOf('storage_type', filter.storageTypes, 'text');
  anyOf('classifier_model', filter.classifierModels, 'text');
  anyOf('checkpoint_project_hash', filter.checkpointProjectHashes, 'text');
  anyOf('checkpoint_session_hash', filter.checkpointSessionHashes, 'text');
  anyOf('checkpoint_kind', filter.checkpointKinds, 'text');
  if (filter.hasExtractableData !== undefined) conds.push(`${col('has_extractable_data')} = ${p(filter.hasExtractableData)}`);
  if (filter.tagHashesAny?.length) conds.push(`${col('tag_hashes')} && ${p(filter.tagHashesAny)}::text[]`);
  if (filter.tagHashesAll?.length) conds.push(`${col('tag_hashes')} @> ${p(filter.tagHashesAll)}::text[]`);
  if (filter.tagPrefixHash !== undefined) conds.push(`${col('tag_prefix_hashes')} @> ARRAY[${p(filter.tagPrefixHash)}::text]`);
  if (filter.createdFrom !== undefined) conds.push(`${col('created_at')} >= ${p(filter.createdFrom)}`);
  if (filter.createdTo !== undefined) conds.push(`${col('created_at')} <= ${p(filter.createdTo)}`);
  return conds.join(' AND ');
}
