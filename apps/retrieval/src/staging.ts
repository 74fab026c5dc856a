// Hand-off between the embed step and the index step: passage vectors of one document version wait here until the
// index step writes them to the vector index together with the keyword postings. Owned by the retrieval service.
import type { SqlDatabase } from '@engram/core';

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

  async put(tenantId: string, documentId: string, version: number, vectors: Map<string, Float32Array>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM search_staged_vectors WHERE document_id = $1 AND version = $2', [documentId, version]);
      const entries = [...vectors];
      for (let i = 0; i < entries.length; i += 200) {
        const batch = entries.slice(i, i + 200);
        const params: unknown[] = [tenantId, documentId, version];
        const values = batch.map(([chunkId, vector], j) => {
          params.push(chunkId, Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength));
          return `($1, $2, $3, $${4 + j * 2}, $${5 + j * 2})`;
        });
        await tx.query(
          `INSERT INTO search_staged_vectors (tenant_id, document_id, version, chunk_id, vector) VALUES ${values.join(',')}`,
          params,
        );
      }
    });
  }

  async get(documentId: string, version: number): Promise<Map<string, Float32Array>> {
    const { rows } = await this.db.query<{ chunk_id: string; vector: Uint8Array }>(
      'SELECT chunk_id, vector FROM search_staged_vectors WHERE document_id = $1 AND version = $2',
      [documentId, version],
    );
    return new Map(
      rows.map((r) => {
        const copy = new Uint8Array(r.vector); // aligned copy for the Float32Array view
        return [r.chunk_id, new Float32Array(copy.buffer, 0, copy.byteLength / 4)];
      }),
    );
  }

  async clear(documentId: string, version?: number): Promise<void> {
    if (version === undefined) await this.db.query('DELETE FROM search_staged_vectors WHERE document_id = $1', [documentId]);
    else await this.db.query('DELETE FROM search_staged_vectors WHERE document_id = $1 AND version <= $2', [documentId, version]);
  }

  async clearTenant(tenantId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'WITH d AS (DELETE FROM search_staged_vectors WHERE tenant_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM d',
      [tenantId],
    );
    return rows[0]?.n ?? 0;
  }
}
