// Hand-off between the embed step and the index step: passage vectors of one document version wait here until the
// index step writes them to the vector index together with the keyword postings. Owned by the retrieval service.
import type { SqlDatabase } from '@engram/core';

/** Staged vectors written per transaction (see putAll). */
const STAGE_ROWS_PER_TRANSACTION = 1_000;

export class VectorStaging {
  constructor(private readonly db: SqlDatabase) {}

  async ensureSchema(): Promise<void> {
    await this.db.exec(`
      CREATE TABLE IF NOT EXISTS search_staged_vectors (
        tenant_id uuid NOT NULL,
        document_id uuid NOT NULL,
        version int NOT NULL,
        chunk_id uuid NOT NULL,
        vector bytea NOT NULL,
        staged_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (document_id, version, chunk_id)
      );
      CREATE INDEX IF NOT EXISTS search_staged_vectors_tenant ON search_staged_vectors (tenant_id);
    `);
  }

  /** Stages several versions' vectors in one transaction, replacing whatever each had staged. */
  async putAll(
    versions: ReadonlyArray<{ tenantId: string; documentId: string; version: number; vectors: Map<string, Float32Array> }>,
  ): Promise<void> {
    if (versions.length === 0) return;
    const rows = versions.flatMap((v) => [...v.vectors].map(([chunkId, vector]) => ({ v, chunkId, vector })));
    // Statements of 200 rows, transactions of STAGE_ROWS_PER_TRANSACTION: a large document's 20,000 vectors in one
    // transaction held the database from every other tenant's steps for seconds. Nothing reads a version's staged
    // vectors before this returns (the index step comes after), and staging again starts by deleting them, so a crash
    // between the transactions leaves nothing a retry keeps.
    for (let start = 0; start === 0 || start < rows.length; start += STAGE_ROWS_PER_TRANSACTION) {
      await this.db.transaction(async (tx) => {
        if (start === 0) {
          await tx.query(
            'DELETE FROM search_staged_vectors WHERE (document_id, version) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))',
            [versions.map((v) => v.documentId), versions.map((v) => v.version)],
          );
        }
        const end = Math.min(rows.length, start + STAGE_ROWS_PER_TRANSACTION);
        for (let i = start; i < end; i += 200) {
          const batch = rows.slice(i, Math.min(i + 200, end));
          const params: unknown[] = [];
          const values = batch.map(({ v, chunkId, vector }, j) => {
            params.push(v.tenantId, v.documentId, v.version, chunkId, Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength));
            return `($${j * 5 + 1}, $${j * 5 + 2}, $${j * 5 + 3}, $${j * 5 + 4}, $${j * 5 + 5})`;
          });
          await tx.query(
            `INSERT INTO search_staged_vectors (tenant_id, document_id, version, chunk_id, vector) VALUES ${values.join(',')}`,
            params,
          );
        }
      });
    }
  }

  /** The staged vectors of several versions, in one statement; keyed `documentId:version`. */
  async getAll(
    versions: ReadonlyArray<{ documentId: string; version: number }>,
  ): Promise<Map<string, Map<string, Float32Array>>> {
    const out = new Map<string, Map<string, Float32Array>>(versions.map((v) => [stagedKey(v.documentId, v.version), new Map()]));
    if (versions.length === 0) return out;
    const { rows } = await this.db.query<{ document_id: string; version: number; chunk_id: string; vector: Uint8Array }>(
      `SELECT document_id, version, chunk_id, vector FROM search_staged_vectors
       WHERE (document_id, version) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))`,
      [versions.map((v) => v.documentId), versions.map((v) => v.version)],
    );
    for (const r of rows) {
      const copy = new Uint8Array(r.vector); // aligned copy for the Float32Array view
      out.get(stagedKey(r.document_id, Number(r.version)))?.set(r.chunk_id, new Float32Array(copy.buffer, 0, copy.byteLength / 4));
    }
    return out;
  }

  /** Drops what several versions (and their older versions) staged, in one statement. */
  async clearAll(versions: ReadonlyArray<{ documentId: string; version: number }>): Promise<void> {
    if (versions.length === 0) return;
    await this.db.query(
      `DELETE FROM search_staged_vectors AS s USING unnest($1::uuid[], $2::int[]) AS u(document_id, version)
       WHERE s.document_id = u.document_id AND s.version <= u.version`,
      [versions.map((v) => v.documentId), versions.map((v) => v.version)],
    );
  }

  /** Drops everything a document staged (it was deleted). */
  async clear(documentId: string): Promise<void> {
    await this.db.query('DELETE FROM search_staged_vectors WHERE document_id = $1', [documentId]);
  }

  async clearTenant(tenantId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'WITH d AS (DELETE FROM search_staged_vectors WHERE tenant_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM d',
      [tenantId],
    );
    return rows[0]?.n ?? 0;
  }
}

export function stagedKey(documentId: string, version: number): string {
  return `${documentId}:${version}`;
}
