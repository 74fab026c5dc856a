// Composition root of the retrieval service in the distributed profile: the pipeline's embed, index and cleanup steps
// consuming Kafka, the RetrievalService (hybrid query with weighted RRF) behind its gRPC contract, an embedder, and the
// vector and keyword indexes chosen by ENGRAM_SEARCH_BACKEND. Chunk text comes from the ingest service over gRPC.
// Probes and metrics are on a small HTTP port (OPS_PORT).
import { assertNever } from '@engram/core';
import { createServiceKafkaBus } from '@engram/bus';
import { createEmbedder } from '@engram/embedding';
import { ingestv1, retrievalv1 } from '@engram/proto';
import { createServiceClient, runMain, startStatefulService, type RunningService } from '@engram/runtime';
import type { Logger } from '@engram/telemetry';
import { RetrievalService } from './retrieval.service';
import { IndexingSteps } from './indexing';
import { VectorStaging } from './staging';
import { retrievalHandlers } from './grpc-handlers';
import type { KeywordIndex, VectorIndex } from './index/ports';
import { openEmbeddedIndexes } from './index/embedded/open-embedded-indexes';
import { OpenSearchKeywordIndex } from './index/opensearch/opensearch-keyword-index';
import { QdrantVectorIndex } from './index/qdrant/qdrant-vector-index';
import { loadRetrievalConfig, type RetrievalConfig } from './env';

export function start(config: RetrievalConfig, logger: Logger): Promise<RunningService> {
  // On stop, after the gRPC server (no new queries): the bus (in-flight steps finish or go back to Kafka), the ingest
  // client and embedder those steps use, the stores; the starter closes the database and the ops port last.
  return startStatefulService({
    name: 'retrieval',
    service: retrievalv1.RetrievalService,
    config,
    logger,
    async build({ db, keyring, shutdown, metrics }) {
      let vectors: VectorIndex;
      let keywords: KeywordIndex;
      let staging: VectorStaging;
      const search = config.search;
      switch (search.backend) {
        case 'external': {
          const qdrant = new QdrantVectorIndex({
            url: search.qdrant.url,
            ...(search.qdrant.apiKey ? { apiKey: search.qdrant.apiKey } : {}),
          });
          const opensearch = new OpenSearchKeywordIndex({ node: search.opensearch.url });
          // Qdrant creates a collection per vector size on first write; OpenSearch its index now.
          await opensearch.ensureSchema();
          staging = new VectorStaging(db.sql);
          await staging.ensureSchema();
          [vectors, keywords] = [qdrant, opensearch];
          break;
        }
        case 'embedded': {
          // pgvector is rarely on a cluster's PostgreSQL, so vectors get their own PGlite store (which has it) on a volume.
          const indexes = await openEmbeddedIndexes({ sql: db.sql, vectorDataDir: search.vectorDataDir, bm25: config.keywordIndex });
          shutdown.add(indexes.close);
          ({ vectors, keywords, staging } = indexes);
          break;
        }
        default:
          return assertNever(search, 'search backend');
      }

      const embedder = await createEmbedder(config.embedder);
      shutdown.add(() => embedder.close());

      const ingest = createServiceClient(ingestv1.IngestService, config.ingestAddress, {
        defaultTimeoutMs: config.rpcTimeoutMs,
      });
      shutdown.add(() => ingest.close());

      const bus = createServiceKafkaBus(config, logger);
      shutdown.add(() => bus.close());

      const retrievalService = new RetrievalService({
        vectors,
        keywords,
        embedder,
        keyring,
        ingest,
        fusion: config.fusion,
        logger,
        metrics,
      });
      const steps = new IndexingSteps({
        bus,
        ingest,
        embedder,
        vectors,
        keywords,
        staging,
        keyring,
        logger,
        metrics,
        embedConcurrency: config.embedConcurrency,
        maxProcessingMs: config.maxProcessingMs,
      });

      return {
        handlers: retrievalHandlers(retrievalService, steps),
        afterServing: () => steps.start(),
        ready: () => bus.healthy() && embedder.ready?.() !== false,
        readyLog: { searchBackend: search.backend, embedder: config.embedder.kind },
      };
    },
  });
}

if (require.main === module) runMain(loadRetrievalConfig, start, { service: 'retrieval' });
