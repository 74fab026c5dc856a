// The embedded search engines as a composition root needs them: keyword postings and the vector staging table on the
// service's database, vectors on a database with pgvector (PGlite: the same one, or a store of its own beside a
// PostgreSQL server, which rarely has pgvector). Schemas are created; the caller closes what this opened.
import { mkdirSync } from 'node:fs';
import type { SqlDatabase } from '@engram/core';
import { createPgliteDatabase } from '@engram/db';
import { VectorStaging } from '../../staging';
import type { Bm25Params } from './bm25-memory';
import { PgKeywordIndex } from './pg-keyword-index';
import { PgVectorIndex } from './pg-vector-index';

export interface EmbeddedIndexes {
  vectors: PgVectorIndex;
  keywords: PgKeywordIndex;
  staging: VectorStaging;
  /** Closes the vector store when it is one of its own (the service's database stays the caller's). */
  close(): Promise<void>;
}

export async function openEmbeddedIndexes(options: {
  /** The service's database: keyword postings and staging live here. */
  sql: SqlDatabase;
  /** A PGlite directory for the vectors; unset, `sql` holds them (it must then be PGlite or have pgvector). */
  vectorDataDir?: string;
  bm25?: Partial<Bm25Params>;
}): Promise<EmbeddedIndexes> {
  const { sql } = options;
  let vectorDb: SqlDatabase = sql;
  if (options.vectorDataDir !== undefined) {
    mkdirSync(options.vectorDataDir, { recursive: true, mode: 0o700 });
    vectorDb = await createPgliteDatabase({ dataDir: options.vectorDataDir });
  }
  try {
    // A PGlite database belongs to this process alone, so its indexes need not ask it for others' writes per search;
    // keyword tables on a PostgreSQL server may be shared by replicas.
    const vectors = new PgVectorIndex(vectorDb, { exclusiveWriter: vectorDb.dialect === 'pglite' });
    const keywords = new PgKeywordIndex(sql, { exclusiveWriter: sql.dialect === 'pglite', ...(options.bm25 ? { bm25: options.bm25 } : {}) });
    const staging = new VectorStaging(sql);
    await vectors.ensureSchema();
    await keywords.ensureSchema();
    await staging.ensureSchema();
    return { vectors, keywords, staging, close: async () => (vectorDb !== sql ? vectorDb.close() : undefined) };
  } catch (err) {
    if (vectorDb !== sql) await vectorDb.close();
    throw err;
  }
}
