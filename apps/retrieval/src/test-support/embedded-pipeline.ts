// For retrieval's integration tests: the real write path and pipeline of the embedded profile on in-memory PGlite.
// Documents are ingested through IngestService, classified (by the test's classifier port, so a test chooses the
// labels under test), chunked, embedded, indexed and reported by the real steps over the database-backed bus; queries
// go through RetrievalService, which hydrates results through the real ingest service's gRPC handlers (in-process), so
// tenancy, deletion and version rules of hydration are the ones users get.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Classification, Clock, Embedder } from '@engram/core';
import { createPostgresEventBus, type PostgresEventBus } from '@engram/bus';
import { TenantKeyring } from '@engram/crypto';
import { openDatabase, type OpenedDatabase } from '@engram/db';
import { IngestPipeline, IngestService, ingestHandlers, type Caller, type ClassifierPort, type IngestInput } from '@engram/ingest';
import { ingestv1, type ServiceClient } from '@engram/proto';
import { createKeyProvider, createLocalTransport, prismaTenantKeyStore } from '@engram/runtime';
import { newTenantFactory } from '@engram/testing';
import { createLogger } from '@engram/telemetry';
import type { FusionConfig } from '../fusion/fuse';
import { openEmbeddedIndexes } from '../index/embedded/open-embedded-indexes';
import { IndexingSteps } from '../indexing';
import { RetrievalService } from '../retrieval.service';

export const BASE_CLASSIFICATION: Classification = {
  category: 'general',
  tags: [],
  sensitivity: 'public',
  language: 'en',
  summary: '',
  sourceType: 'text',
  storageType: 'chunks',
  hasExtractableData: false,
  extracted: null,
  classifierModel: 'model-a',
  detectedPii: [],
};

/** A clock the test sets: documents take their creation time from it. */
export class SettableClock implements Clock {
  private at: Date | undefined;
  set(at: Date | undefined): void {
    this.at = at;
  }
  now(): Date {
    return this.at ?? new Date();
  }
}

export interface EmbeddedPipeline {
  db: OpenedDatabase;
  ingest: IngestService;
  retrieval: RetrievalService;
  clock: SettableClock;
  /** Each hydration call: the chunk ids asked for, and the documents of the chunks returned decrypted. */
  hydrations: Array<{ asked: string[]; returned: string[] }>;
  /** A new workspace with one namespace, and a caller that may read and write it. */
  workspace(): Promise<Caller>;
  /** Adds a namespace to the caller's workspace and grants the caller read and write on it. */
  addNamespace(caller: Caller): Promise<string>;
  /** Ingests, then waits until every document is indexed (or fails the test with its job's error). */
  ingestIndexed(caller: Caller, inputs: Array<Omit<IngestInput, 'returnId'>>): Promise<string[]>;
  close(): Promise<void>;
}

export async function startEmbeddedPipeline(options: {
  embedder: Embedder;
  /** Labels each document; `classifierPort` of @engram/ingest adapts the real classifier service to this. */
  classifier: ClassifierPort;
  fusion: FusionConfig;
}): Promise<EmbeddedPipeline> {
  const logger = createLogger({ service: 'retrieval-test', level: 'silent' });
  const clock = new SettableClock();
  const db = await openDatabase({ kind: 'pglite' });
  const bus: PostgresEventBus = await createPostgresEventBus(db.sql, { pollIntervalMs: 200 });
  await bus.ensureSchema();
  const provider = await createKeyProvider({ provider: 'local', masterKeyBase64: randomBytes(32).toString('base64') });
  const keyring = new TenantKeyring({ provider, store: prismaTenantKeyStore(db.prisma, provider.kind) });
  const newTenant = newTenantFactory(db.prisma);
  const ingest = new IngestService({ prisma: db.prisma, sql: db.sql, keyring, bus, clock, logger });
  const transport = await createLocalTransport('in-process', { logger, shutdown: { add: () => {} } });
  const client = transport.clientFor(ingestv1.IngestService, ingestHandlers(ingest));
  const hydrations: EmbeddedPipeline['hydrations'] = [];
  const observed: ServiceClient<typeof ingestv1.IngestService> = Object.assign(Object.create(client) as typeof client, {
    getChunks: async (...args: Parameters<typeof client.getChunks>) => {
      const res = await client.getChunks(...args);
      hydrations.push({ asked: [...(args[0].chunkIds ?? [])], returned: [...new Set(res.chunks.map((c) => c.documentId))] });
      return res;
    },
  });
  const { vectors, keywords, staging, close: closeIndexes } = await openEmbeddedIndexes({ sql: db.sql });
  await new IngestPipeline({
    prisma: db.prisma,
    sql: db.sql,
    keyring,
    bus,
    classifier: options.classifier,
    clock,
    logger,
  }).start();
  await new IndexingSteps({ bus, ingest: observed, embedder: options.embedder, vectors, keywords, staging, keyring, logger }).start();
  const retrieval = new RetrievalService({
    vectors,
    keywords,
    embedder: options.embedder,
    keyring,
    ingest: observed,
    fusion: options.fusion,
    logger,
  });

  return {
    db,
    ingest,
    retrieval,
    clock,
    hydrations,
    async addNamespace(caller) {
      const namespaceId = randomUUID();
      await db.sql.query(`INSERT INTO namespaces (id, tenant_id, key, name) VALUES ($1, $2, $3, 'Test')`, [
        namespaceId,
        caller.tenantId,
        `ns-${namespaceId.slice(0, 8)}`,
      ]);
      (caller.readableNamespaceIds as string[]).push(namespaceId);
      (caller.writableNamespaceIds as string[]).push(namespaceId);
      return namespaceId;
    },
    async workspace() {
      const { tenant, defaultNamespace } = await newTenant();
      return {
        tenantId: tenant.id,
        apiKeyId: '',
        readableNamespaceIds: [defaultNamespace.id],
        writableNamespaceIds: [defaultNamespace.id],
        maxSensitivity: 'personal',
        requestId: 'req-test',
      };
    },
    async ingestIndexed(caller, inputs) {
      const ids: string[] = [];
      for (const input of inputs) ids.push((await ingest.ingest(caller, { ...input, returnId: true })).documentId!);
      const deadline = Date.now() + 120_000;
      for (const id of ids) {
        for (;;) {
          const doc = await ingest.getDocument(caller, id);
          if (doc.status === 'indexed') break;
          if (doc.status === 'failed') throw new Error(`document ${id} failed in the pipeline`);
          if (Date.now() > deadline) throw new Error(`document ${id} not indexed in time (status ${doc.status})`);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      return ids;
    },
    async close() {
      await bus.close();
      await closeIndexes();
      await db.close();
    },
  };
}
