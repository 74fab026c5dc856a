// Prometheus metrics: one registry per process, exposed at /metrics by the HTTP edge.
import { Counter, Histogram, Registry, collectDefaultMetrics, Gauge } from 'prom-client';

export { Counter, Histogram, Gauge, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  rpcDuration: Histogram<'service' | 'method' | 'code'>;
  ingestAccepted: Counter<'outcome'>;
  pipelineStepDuration: Histogram<'step' | 'outcome'>;
  pipelineQueueWait: Histogram<'step'>;
  queryDuration: Histogram<'mode' | 'leg'>;
  embeddingCache: Counter<'result'>;
  jobsInFlight: Gauge<'step'>;
}

export function createMetrics(options: { service: string; collectDefaults?: boolean }): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  if (options.collectDefaults ?? true) collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'engram_http_request_duration_seconds',
      help: 'Time from receiving an HTTP request to sending its response, by route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    rpcDuration: new Histogram({
      name: 'engram_rpc_duration_seconds',
      help: 'Time spent serving an internal RPC, by service, method and result code.',
      labelNames: ['service', 'method', 'code'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    ingestAccepted: new Counter({
      name: 'engram_ingest_requests_total',
      help: 'Ingest requests by outcome: accepted (durably queued), replayed (idempotent retry) or rejected.',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    pipelineStepDuration: new Histogram({
      name: 'engram_pipeline_step_duration_seconds',
      help: 'Time one ingestion pipeline step (classify, chunk, embed, index) took for one document.',
      labelNames: ['step', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    pipelineQueueWait: new Histogram({
      name: 'engram_pipeline_queue_wait_seconds',
      help: 'Time a pipeline message waited between its publication and the start of its step (queueing and retry delays).',
      labelNames: ['step'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers: [registry],
    }),
    queryDuration: new Histogram({
      name: 'engram_query_duration_seconds',
      help: 'Query latency by mode and leg (embed, semantic, keyword, hydrate, total).',
      labelNames: ['mode', 'leg'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers: [registry],
    }),
    embeddingCache: new Counter({
      name: 'engram_query_embedding_cache_total',
      help: 'Query embedding cache lookups by result (hit or miss).',
      labelNames: ['result'],
      registers: [registry],
    }),
    jobsInFlight: new Gauge({
      name: 'engram_pipeline_jobs_in_flight',
      help: 'Pipeline messages being handled right now, by step.',
      labelNames: ['step'],
      registers: [registry],
    }),
  };
}
