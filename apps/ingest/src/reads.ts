// Reading documents and chunks: for callers (within their scope and cap), for hydrating query results, and for the
// pipeline's embed and index steps. Hydration and indexing reads are raw SQL: one statement each over chunks, their
// documents and current versions for a whole batch, where Prisma would take a query per relation.
import { forEachYielding, isUuid } from '@engram/core';
import { IngestContext, type HydrationRow } from './context';
import type { Caller, ChunkView, DocumentView } from './types';

export class DocumentReads extends IngestContext {
  async getDocument(caller: Caller, documentId: string): Promise<DocumentView> {
    const doc = await this.readableDocument(caller, documentId);
    const keys = await this.deps.keyring.get(caller.tenantId);
    const version = await this.prisma.documentVersion.findUniqueOrThrow({
      where: { documentId_version: { documentId, version: doc.currentVersion } },
    });
    return this.toView(keys, doc, version, true);
  }

  async listChunks(caller: Caller, documentId: string, includeContent: boolean, limit: number): Promise<ChunkView[]> {
    const doc = await this.readableDocument(caller, documentId);
    const keys = await this.deps.keyring.get(caller.tenantId);
    const chunks = await this.prisma.chunk.findMany({
      where: { documentId, version: doc.currentVersion, tenantId: caller.tenantId },
      orderBy: { chunkIndex: 'asc' },
      take: limit,
    });
    return chunks.map((c) => this.toChunkView(keys, c, includeContent));
  }

  /**
   * Chunks and their documents for result hydration (retrieval) or indexing. Only current versions of documents that
   * are not deleted are returned, so a soft-deleted document disappears from results at once even before the index
   * cleanup has run.
   */
  async getChunks(tenantId: string, chunkIds: readonly string[]): Promise<{ chunks: ChunkView[]; documents: DocumentView[] }> {
    // Ids come from the indexes, but a malformed one must read as "not found", not fail the cast below.
    const ids = [...new Set(chunkIds)].filter((id) => isUuid(id));
    if (ids.length === 0 || !isUuid(tenantId)) return { chunks: [], documents: [] };
    const cache = this.deps.hydrationCache;
    const { hits, missing } = cache ? cache.lookup(tenantId, ids) : { hits: [], missing: ids };
    const found = [...hits];
    if (missing.length) {
      const stamp = cache?.beginRead();
      try {
        // Every query pays for this call, so it is one statement: chunk, document and current version joined, and only
        // the columns a result shows (never the whole document's content ciphertext).
        const [keys, rows] = await Promise.all([
          this.deps.keyring.get(tenantId),
          this.deps.sql.query<HydrationRow>(HYDRATION_SQL, [tenantId, missing]).then((r) => r.rows),
        ]);
        const documents = new Map<string, DocumentView>();
        const read = rows.map((r) => {
          let document = documents.get(r.documentId);
          if (!document) {
            document = this.toView(keys, { ...r, id: r.documentId, createdAt: r.documentCreatedAt }, r, false);
            documents.set(r.documentId, document);
          }
          return { chunk: this.toChunkView(keys, { ...r, id: r.chunkId, createdAt: r.chunkCreatedAt }, true), document };
        });
        if (cache && stamp !== undefined) cache.store(stamp, tenantId, read);
        found.push(...read);
      } finally {
        if (cache && stamp !== undefined) cache.endRead(stamp);
      }
    }
    const documents = new Map(found.map((f) => [f.document.documentId, f.document]));
    return { chunks: found.map((f) => f.chunk), documents: [...documents.values()] };
  }

  /**
   * Document versions with all their chunks, decrypted, for the retrieval service's embed and index steps: one entry
   * per requested version, in order, null where the version is no longer current or the document was deleted.
   */
  async getForIndexing(
    versions: readonly { tenantId: string; documentId: string; version: number }[],
  ): Promise<({ document: DocumentView; chunks: ChunkView[] } | null)[]> {
    const valid = versions.filter((v) => isUuid(v.tenantId) && isUuid(v.documentId) && Number.isInteger(v.version));
    if (valid.length === 0) return versions.map(() => null);
    // Each step asks once per batch, so one statement for the whole batch.
    const tenants = [...new Set(valid.map((v) => v.tenantId))];
    const [keyrings, rows] = await Promise.all([
      Promise.all(tenants.map((t) => this.deps.keyring.get(t))),
      // Straight to the database, as hydration does: Prisma's mapping of a large document's 20,000 rows held the event
      // loop for half a second.
      this.deps.sql
        .query<Omit<HydrationRow, 'chunkId'> & { chunkId: string | null }>(FOR_INDEXING_SQL, [
          valid.map((v) => v.tenantId),
          valid.map((v) => v.documentId),
          valid.map((v) => v.version),
        ])
        .then((r) => r.rows),
    ]);
    const keysOf = new Map(tenants.map((t, i) => [t, keyrings[i]!]));
    const found = new Map<string, { document: DocumentView; chunks: ChunkView[] }>();
    const keyOf = (v: { tenantId: string; documentId: string; version: number }) =>
      `${v.tenantId}\u0000${v.documentId}\u0000${v.version}`;
    // A large document's tens of thousands of chunks are decrypted in slices (forEachYielding), between other work.
    await forEachYielding(rows, (r) => {
      const keys = keysOf.get(r.tenantId)!;
      const at = keyOf(r);
      let entry = found.get(at);
      if (!entry) {
        entry = { document: this.toView(keys, { ...r, id: r.documentId, createdAt: r.documentCreatedAt }, r, false), chunks: [] };
        found.set(at, entry);
      }
      if (r.chunkId !== null) entry.chunks.push(this.toChunkView(keys, { ...r, id: r.chunkId, createdAt: r.chunkCreatedAt }, true));
    });
    return versions.map((v) => found.get(keyOf(v)) ?? null);
  }

}

/** Columns of a chunk (c) with its document (d) and the document's version (v), named as the row types expect. */
const CHUNK_VIEW_COLUMNS = `
  c.id AS "chunkId", d.id AS "documentId", d.namespace_id AS "namespaceId", d.current_version AS version,
  c.chunk_index AS "chunkIndex", c.text_ct AS "textCt", c.meta_ct AS "metaCt", c.token_count AS "tokenCount",
  c.tree_node_id AS "treeNodeId", c.created_at AS "chunkCreatedAt",
  d.tenant_id AS "tenantId", d.status::text AS status, d.source::text AS source, d.source_type AS "sourceType",
  d.mime_type AS "mimeType", d.storage_type::text AS "storageType", d.category, d.sensitivity::text AS sensitivity,
  d.language, d.has_extractable_data AS "hasExtractableData", d.classifier_model AS "classifierModel",
  d.source_path_ct AS "sourcePathCt", d.created_at AS "documentCreatedAt", d.updated_at AS "updatedAt",
  d.deleted_at AS "deletedAt",
  v.title_ct AS "titleCt", v.metadata_ct AS "metadataCt", v.summary_ct AS "summaryCt", v.tags_ct AS "tagsCt",
  v.extracted_ct AS "extractedCt"`;

/**
 * Hydration of result chunks: only current versions of documents that are not deleted, so a soft-deleted or superseded
 * document disappears from results at once, before the index cleanup has run. $1 tenant id, $2 chunk ids.
 */
const HYDRATION_SQL = `
  SELECT ${CHUNK_VIEW_COLUMNS}
  FROM chunks c
  JOIN documents d ON d.id = c.document_id AND d.current_version = c.version AND d.deleted_at IS NULL
  JOIN document_versions v ON v.document_id = d.id AND v.version = d.current_version
  WHERE c.tenant_id = $1::uuid AND c.id = ANY($2::uuid[])`;

/**
 * Document versions and all their chunks for the embed and index steps, in one statement: no row for a version whose
 * document is deleted or no longer at that version; one row with null chunk columns for a version without chunks.
 * $1 tenant ids, $2 document ids, $3 versions (one element per requested version).
 */
const FOR_INDEXING_SQL = `
  SELECT ${CHUNK_VIEW_COLUMNS}
  FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS e(tenant_id, document_id, version)
  JOIN documents d ON d.tenant_id = e.tenant_id AND d.id = e.document_id AND d.current_version = e.version
    AND d.deleted_at IS NULL
  JOIN document_versions v ON v.document_id = d.id AND v.version = d.current_version
  LEFT JOIN chunks c ON c.document_id = d.id AND c.version = d.current_version
  ORDER BY c.chunk_index`;
