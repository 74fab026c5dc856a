// Engram's retrieval stack for the harness, in one process on an in-memory PGlite: documents go through the
// classifier the pipeline runs (createRuleBasedClassifier, as the classifier service and the embedded server configure
// it: its language decides how the keyword index analyses the text, its source type how the chunker splits it), the
// pipeline's own chunker, the retrieval service's IndexingSteps (passage text, embedding, analysis, keyed term hashing,
// chunk attributes) into the real PgVectorIndex and PgKeywordIndex, and queries through RetrievalService.query (fast
// mode). Only transport is bypassed: the classifier and the ingest service's two calls are answered in process and
// the queue is skipped by calling the embed and index steps directly.
import { createHash, randomBytes } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { classificationToProto, createRuleBasedClassifier, type ContentClassifier } from '@engram/classifier';
import type { Embedder, EventBus, PipelineEvent } from '@engram/core';
import { TenantKeyring, createLocalKeyProvider, memoryTenantKeyStore } from '@engram/crypto';
import { createPgliteDatabase } from '@engram/db';
import { chunkDocument } from '@engram/ingest';
import { commonv1, ingestv1, retrievalv1 } from '@engram/proto';
import {
  IndexingSteps,
  passageText,
  PgKeywordIndex,
  RetrievalService,
  openEmbeddedIndexes,
  type VectorStaging,
  type FusionConfig,
  type IndexHit,
  type PgKeywordIndexOptions,
  type KeywordIndex,
  type VectorIndex,
} from '@engram/retrieval';
import { createLogger } from '@engram/telemetry';
import type { EvalDocument } from './datasets';

/** Deterministic UUID from a name, so dataset ids map to the UUIDs the tables require. */
export function uuidFor(name: string): string {
  const h = createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface ChunkingOptions {
  maxTokens: number;
  overlapTokens: number;
}

/** Hits each leg returned for one query, recorded so fusion sweeps can replay them without searching again. */
export interface RecordedLegs {
  semantic: IndexHit[];
  keyword: IndexHit[];
}

type DatabaseOf = Awaited<ReturnType<typeof createPgliteDatabase>>;

/** One indexed chunk as the encoder saw it, for peer engines fed the same data. */
export interface BenchPassage {
  namespace: string;
  /** Dataset document id. */
  documentId: string;
  chunkId: string;
  title: string;
  content: string;
  vector: Float32Array;
}

export class EngramWorkspace {
  readonly tenantId = uuidFor('bench-tenant');
  private readonly documents = new Map<string, commonv1.Document>();
  private readonly chunks = new Map<string, commonv1.Chunk>();
  private readonly chunksOf = new Map<string, commonv1.Chunk[]>();
  /** Engram document id -> dataset document id. */
  private readonly datasetIds = new Map<string, string>();
  /** The classifier the pipeline's classify step calls (the classifier service wraps this same one). */
  private readonly classifier: ContentClassifier = createRuleBasedClassifier();
  /** Documents per language the classifier gave them ('und' when it could not tell). */
  readonly languages = new Map<string, number>();
  private readonly logger = createLogger({ service: 'bench', level: 'warn' });

  private constructor(
    private readonly db: DatabaseOf,
    readonly vectors: VectorIndex,
    readonly keywords: KeywordIndex,
    private readonly staging: VectorStaging,
    private readonly keyring: TenantKeyring,
    private readonly embedder: Embedder,
    private readonly chunking: ChunkingOptions,
  ) {}

  static async open(embedder: Embedder, chunking: ChunkingOptions): Promise<EngramWorkspace> {
    const db = await createPgliteDatabase();
    const { vectors, keywords, staging } = await openEmbeddedIndexes({ sql: db });
    const keyring = new TenantKeyring({
      provider: await createLocalKeyProvider({ masterKeyBase64: randomBytes(32).toString('base64') }),
      store: memoryTenantKeyStore(),
    });
    const ws = new EngramWorkspace(db, vectors, keywords, staging, keyring, embedder, chunking);
    await keyring.getOrCreate(ws.tenantId);
    return ws;
  }

  namespaceId(key: string): string {
    return uuidFor(`namespace:${key}`);
  }

  /** Classifies, chunks, embeds and indexes documents through the pipeline's steps. */
  async ingest(namespace: string, docs: readonly EvalDocument[], concurrency = 16): Promise<void> {
    const namespaceId = this.namespaceId(namespace);
    const createdAt = timestampFromDate(new Date('2026-01-01T00:00:00Z'));
    const events: PipelineEvent[] = [];
    for (const d of docs) {
      const documentId = uuidFor(`document:${namespace}:${d.id}`);
      this.datasetIds.set(documentId, d.id);
      // What the pipeline's classify step stores: the classifier's verdict on the title and content.
      const classification = await this.classifier.classify({ content: d.content, ...(d.title ? { title: d.title } : {}) });
      this.languages.set(classification.language, (this.languages.get(classification.language) ?? 0) + 1);
      const document = create(commonv1.DocumentSchema, {
        documentId,
        tenantId: this.tenantId,
        namespaceId,
        title: d.title,
        source: 'api',
        status: 'indexed',
        version: 1,
        createdAt,
        classification: classificationToProto(classification),
      });
      const chunks = chunkDocument(d.content, { ...this.chunking, sourceType: classification.sourceType }).map((c) =>
        create(commonv1.ChunkSchema, {
          chunkId: uuidFor(`chunk:${documentId}:${c.index}`),
          documentId,
          namespaceId,
          version: 1,
          chunkIndex: c.index,
          content: c.text,
          tokenCount: c.tokenCount,
          headings: c.headings,
          charStart: c.start,
          charEnd: c.end,
          createdAt,
        }),
      );
      this.documents.set(documentId, document);
      this.chunksOf.set(documentId, chunks);
      for (const c of chunks) this.chunks.set(c.chunkId, c);
      events.push({ jobId: documentId, tenantId: this.tenantId, namespaceId, documentId, version: 1 });
    }
    const steps = this.indexingSteps();
    let next = 0;
    const worker = async () => {
      while (next < events.length) {
        const e = events[next++]!;
        await steps.embed(e);
        await steps.index(e);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, events.length) }, worker));
  }

  private indexingSteps(): IndexingSteps {
    // The queue is bypassed: the harness calls embed then index itself, so published hand-offs go nowhere.
    const bus: EventBus = { publish: async () => {}, publishAll: async () => {}, subscribe: async () => {}, healthy: () => true, close: async () => {} };
    return new IndexingSteps({
      bus,
      ingest: {
        getDocumentsForIndexing: async (req: { versions: { documentId: string }[] }) =>
          create(ingestv1.GetDocumentsForIndexingResponseSchema, {
            versions: req.versions.map(({ documentId }) => {
              const document = this.documents.get(documentId);
              return document ? { document, chunks: this.chunksOf.get(documentId) ?? [] } : {};
            }),
          }),
      } as never,
      embedder: this.embedder,
      vectors: this.vectors,
      keywords: this.keywords,
      staging: this.staging,
      keyring: this.keyring,
      logger: this.logger,
    });
  }

  /** A fast-mode RetrievalService over this workspace; `indexes` swaps in recording or replaying index wrappers. */
  service(fusion: FusionConfig, indexes: { vectors?: VectorIndex; keywords?: KeywordIndex } = {}): RetrievalService {
    return new RetrievalService({
      vectors: indexes.vectors ?? this.vectors,
      keywords: indexes.keywords ?? this.keywords,
      embedder: this.embedder,
      keyring: this.keyring,
      ingest: {
        getChunks: async (req) => {
          const chunks = (req.chunkIds ?? []).flatMap((id) => this.chunks.get(id) ?? []);
          const docIds = [...new Set(chunks.map((c) => c.documentId))];
          return create(ingestv1.GetChunksResponseSchema, { chunks, documents: docIds.map((id) => this.documents.get(id)!) });
        },
      },
      fusion,
      logger: this.logger,
    });
  }

  /** Runs one fast-mode query in a namespace; returns dataset document ids, best first, and the service's latency. */
  async search(service: RetrievalService, namespace: string, text: string, maxResults: number): Promise<string[]> {
    const namespaceId = this.namespaceId(namespace);
    const res = await service.query(
      create(retrievalv1.QueryRequestSchema, {
        caller: { tenantId: this.tenantId, readableNamespaceIds: [namespaceId], maxSensitivity: 'personal' },
        query: text,
        mode: 'fast',
        maxResults,
      }),
    );
    return (res.results ?? []).map((r) => this.datasetIds.get(r.documentId!)!);
  }

  /** Another keyword index over the same stored postings with other BM25 parameters (loads from the tables). */
  keywordIndex(options: PgKeywordIndexOptions): KeywordIndex {
    return new PgKeywordIndex(this.db, options);
  }

  datasetId(documentId: string): string {
    return this.datasetIds.get(documentId) ?? documentId;
  }

  /** Every indexed chunk with its passage vector (from the embedder, which the harness caches). */
  async passages(): Promise<BenchPassage[]> {
    const out: BenchPassage[] = [];
    for (const [id, doc] of this.documents) {
      for (const chunk of this.chunksOf.get(id) ?? []) {
        out.push({
          namespace: doc.namespaceId,
          documentId: this.datasetIds.get(id)!,
          chunkId: chunk.chunkId,
          title: doc.title,
          content: chunk.content ?? '',
          vector: new Float32Array(0),
        });
      }
    }
    const texts = [...this.documents.values()].flatMap((d) => (this.chunksOf.get(d.documentId) ?? []).map((c) => passageText(d, c)));
    const vectors = await this.embedder.embed(texts, 'passage');
    out.forEach((p, i) => (p.vector = vectors[i]!));
    return out;
  }

  /** Closes the database and the embedder (its worker threads would otherwise keep the process alive). */
  async close(): Promise<void> {
    await this.db.close();
    await this.embedder.close();
  }
}

/** Index wrappers that record what each leg returned under the current query key, or replay it. */
export class LegRecorder {
  readonly legs = new Map<string, RecordedLegs>();
  current = '';

  private entry(): RecordedLegs {
    let e = this.legs.get(this.current);
    if (!e) this.legs.set(this.current, (e = { semantic: [], keyword: [] }));
    return e;
  }

  recording(vectors: VectorIndex, keywords: KeywordIndex): { vectors: VectorIndex; keywords: KeywordIndex } {
    return {
      vectors: Object.assign(Object.create(vectors) as VectorIndex, {
        search: async (...args: Parameters<VectorIndex['search']>) => (this.entry().semantic = await vectors.search(...args)),
      }),
      keywords: Object.assign(Object.create(keywords) as KeywordIndex, {
        search: async (...args: Parameters<KeywordIndex['search']>) => (this.entry().keyword = await keywords.search(...args)),
      }),
    };
  }

  replaying(): { vectors: VectorIndex; keywords: KeywordIndex } {
    const refuse = async () => {
      throw new Error('replaying index is read-only');
    };
    const base = { upsert: refuse, deleteDocument: refuse, deleteTenant: refuse, count: refuse };
    return {
      vectors: { ...base, search: async (_v, _f, k) => (this.legs.get(this.current)?.semantic ?? []).slice(0, k) },
      keywords: { ...base, search: async (_t, _f, k) => (this.legs.get(this.current)?.keyword ?? []).slice(0, k) },
    };
  }
}
