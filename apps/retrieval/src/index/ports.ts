// Ports of the search indexes. Adapters: embedded/ (SQL + pgvector + in-memory BM25), qdrant/ (vectors),
// opensearch/ (keywords). Indexes hold no plaintext words: keyword terms arrive as per-tenant keyed hashes.

/** Filterable attributes of a chunk: plaintext enumerations or keyed hashes, never content. */
export interface ChunkAttributes {
  tenantId: string;
  namespaceId: string;
  documentId: string;
  chunkId: string;
  /** 0 public .. 3 personal (see sensitivityRank in @engram/core). */
  sensitivityRank: number;
  category: string;
  language: string;
  sourceType: string;
  storageType: string;
  hasExtractableData: boolean;
  classifierModel: string;
  createdAt: Date;
  /** Keyed hash of each full tag. */
  tagHashes: string[];
  /** Keyed hash of every prefix of every tag (for the tags_prefix filter). */
  tagPrefixHashes: string[];
  checkpointProjectHash?: string;
  checkpointSessionHash?: string;
  checkpointKind?: string;
}

/** AND of every field present. Applied inside the search, before ranking, so k allowed hits come back. */
export interface IndexFilter {
  tenantId: string;
  /** Required, non-empty. */
  namespaceIds: string[];
  /** Required: the API key's ceiling. */
  maxSensitivityRank: number;
  sensitivityRanks?: number[];
  categories?: string[];
  languages?: string[];
  sourceTypes?: string[];
  storageTypes?: string[];
  classifierModels?: string[];
  hasExtractableData?: boolean;
  tagHashesAny?: string[];
  tagHashesAll?: string[];
  tagPrefixHash?: string;
  checkpointProjectHashes?: string[];
  checkpointSessionHashes?: string[];
  checkpointKinds?: string[];
  /** Inclusive. */
  createdFrom?: Date;
  /** Inclusive. */
  createdTo?: Date;
}

/** Best first. */
export interface IndexHit {
  chunkId: string;
  documentId: string;
  /** The backend's own score (BM25, cosine similarity): orders one leg's hits, not comparable across legs or queries. */
  score: number;
  /**
   * How well the hit matches on an absolute 0..1 scale, comparable across queries, where the backend can say: the
   * embedded keyword index gives the share of the query's rarity-weighted terms the chunk holds (1 = every term at
   * least once at typical density). Vector backends leave it unset: their score is already a cosine similarity.
   */
  relevance?: number;
}

export interface VectorIndex {
  /** Inserts or replaces (by tenant + chunk id) each entry. */
  upsert(entries: Array<{ attrs: ChunkAttributes; vector: Float32Array }>): Promise<void>;
  /** Score = cosine similarity. */
  search(vector: Float32Array, filter: IndexFilter, k: number): Promise<IndexHit[]>;
  /** Returns the number of entries removed. */
  deleteDocument(tenantId: string, documentId: string): Promise<number>;
  deleteTenant(tenantId: string): Promise<number>;
  count(tenantId: string): Promise<number>;
}

export interface KeywordFields {
  /** Hashed analysed terms of the title/headings, in order, repeats allowed. */
  title: string[];
  /** Hashed analysed terms of the chunk text, in order, repeats allowed. */
  body: string[];
}

export interface KeywordIndex {
  /** Inserts or replaces (by tenant + chunk id) each entry. */
  upsert(entries: Array<{ attrs: ChunkAttributes; fields: KeywordFields }>): Promise<void>;
  /** BM25 with the title field weighted higher. Repeated query terms count once per occurrence. */
  search(queryTerms: string[], filter: IndexFilter, k: number): Promise<IndexHit[]>;
  deleteDocument(tenantId: string, documentId: string): Promise<number>;
  deleteTenant(tenantId: string): Promise<number>;
  count(tenantId: string): Promise<number>;
}
