// The distributed profile as an operator runs it: six processes (gateway, ingest, classifier, retrieval, memory,
// lifecycle), each started from its own main.ts, talking gRPC to each other, Kafka's protocol for the pipeline (the
// librdkafka mock cluster through kcat) and a real PostgreSQL server. Only the gateway's REST API is used.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  freePort,
  kafkaTestsSkipped,
  startEmbeddedPostgres,
  startKafkaMock,
  tempDir,
  type EmbeddedPostgres,
  type KafkaMock,
  type TempDir,
} from '@engram/testing';
import { api, signup, waitForJob } from '../harness';

const SERVICES = ['classifier', 'memory', 'lifecycle', 'ingest', 'retrieval', 'gateway'] as const;
type ServiceName = (typeof SERVICES)[number];

// Skipped, with a notice, only where kcat is missing and ENGRAM_REQUIRE_KAFKA_TESTS is not 1 (CI sets it).
const describeDistributed = kafkaTestsSkipped() ? describe.skip : describe;

interface ServiceProcess {
  name: ServiceName;
  child: ChildProcess;
  logs: string[];
  /** URL answering /readyz: the ops port, or the gateway's REST port. */
  probeUrl: string;
  exited: Promise<number | null>;
}

function spawnService(name: ServiceName, env: Record<string, string>, probeUrl: string): ServiceProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '../../..', name),
    // jest's NODE_OPTIONS (vm modules) are not for the services.
    env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout!.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => logs.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, logs, probeUrl, exited };
}

async function waitReady(service: ServiceProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (service.child.exitCode !== null)
      throw new Error(`${service.name} exited during start:\n${service.logs.join('')}`);
    const ok = await fetch(`${service.probeUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${service.name} did not become ready:\n${service.logs.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopService(service: ServiceProcess): Promise<number | null> {
  if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill('SIGTERM');
  return service.exited;
}

describeDistributed('distributed profile: one process per service over gRPC, Kafka and PostgreSQL', () => {
  let postgres: EmbeddedPostgres | undefined;
  let kafka: KafkaMock | undefined;
  let searchDir: TempDir | undefined;
  const services = new Map<ServiceName, ServiceProcess>();
  let gatewayUrl = '';

  beforeAll(async () => {
    [postgres, kafka, searchDir] = await Promise.all([
      startEmbeddedPostgres(),
      startKafkaMock(),
      tempDir('engram-distributed-'),
    ]);
    const port = Object.fromEntries(
      await Promise.all(SERVICES.map(async (s) => [s, { grpc: await freePort(), ops: await freePort() }] as const)),
    ) as Record<ServiceName, { grpc: number; ops: number }>;
    const addr = (s: ServiceName) => `127.0.0.1:${port[s].grpc}`;
    const shared = {
      DATABASE_URL: postgres.url,
      // Every service holds the same master key, as a Kubernetes secret would give them.
      ENGRAM_MASTER_KEY: randomBytes(32).toString('base64'),
      KAFKA_BROKERS: kafka.brokers.join(','),
      // The mock neither answers a fetch early when data arrives nor hurries rebalances: short waits keep each
      // pipeline hop and each group join to a second or so instead of the kafkajs defaults' 5 and 30 seconds.
      KAFKA_SESSION_TIMEOUT_MS: '6000',
      KAFKA_HEARTBEAT_INTERVAL_MS: '500',
      KAFKA_MAX_WAIT_MS: '100',
      ENGRAM_SHUTDOWN_GRACE_SECONDS: '5',
    };
    const grpcEnv = (s: ServiceName) => ({ GRPC_PORT: String(port[s].grpc), OPS_PORT: String(port[s].ops) });
    const ops = (s: ServiceName) => `http://127.0.0.1:${port[s].ops}`;
    gatewayUrl = `http://127.0.0.1:${port.gateway.grpc}`;

    const envs: Record<ServiceName, Record<string, string>> = {
      classifier: grpcEnv('classifier'),
      memory: { ...shared, ...grpcEnv('memory'), ENGRAM_INGEST_ADDR: addr('ingest'), ENGRAM_EMBEDDER_WORKERS: '1' },
      lifecycle: grpcEnv('lifecycle'),
      ingest: { ...shared, ...grpcEnv('ingest'), ENGRAM_CLASSIFIER_ADDR: addr('classifier') },
      retrieval: {
        ...shared,
        ...grpcEnv('retrieval'),
        ENGRAM_INGEST_ADDR: addr('ingest'),
        ENGRAM_SEARCH_BACKEND: 'embedded',
        ENGRAM_DATA_DIR: searchDir.path,
        ENGRAM_EMBEDDER_WORKERS: '1',
      },
      gateway: {
        DATABASE_URL: shared.DATABASE_URL,
        ENGRAM_MASTER_KEY: shared.ENGRAM_MASTER_KEY,
        ENGRAM_AUTH_SECRET: randomBytes(32).toString('base64'),
        PORT: String(port.gateway.grpc),
        ENGRAM_INGEST_ADDR: addr('ingest'),
        ENGRAM_RETRIEVAL_ADDR: addr('retrieval'),
        ENGRAM_MEMORY_ADDR: addr('memory'),
        ENGRAM_LIFECYCLE_ADDR: addr('lifecycle'),
      },
    };
    for (const s of SERVICES) services.set(s, spawnService(s, envs[s], s === 'gateway' ? gatewayUrl : ops(s)));
    // Kafka group joins against the mock and loading the sentence encoder take a while; start-up is not under test.
    await Promise.all([...services.values()].map((s) => waitReady(s, 240_000)));
  }, 300_000);

  afterAll(async () => {
    await Promise.all([...services.values()].map(stopService));
    // Each service's log, for a failure's post-mortem: ENGRAM_TEST_LOG_DIR=/some/dir.
    const logDir = process.env.ENGRAM_TEST_LOG_DIR;
    if (logDir) for (const s of services.values()) writeFileSync(path.join(logDir, `${s.name}.log`), s.logs.join(''));
    await kafka?.stop();
    await postgres?.stop();
    await searchDir?.remove();
  }, 120_000);

  it('a signed-up workspace ingests through the gateway, the pipeline crosses every service, and queries find the document', async () => {
    const { apiKey } = await signup(gatewayUrl);
    const client = api(gatewayUrl, apiKey);

    const ingest = await client.request('POST', '/v1/documents/ingest', {
      title: 'Sourdough starter care',
      content:
        'Feed the sourdough starter twice a day with equal weights of flour and water. Keep it at room temperature ' +
        'and discard half before each feeding so the culture stays active and sour.',
      metadata: { project: 'kitchen' },
      return_id: true,
    });
    expect(ingest.status).toBe(202);
    const other = await client.request('POST', '/v1/documents/ingest', {
      title: 'Bicycle maintenance',
      content: 'Lubricate the chain every few hundred kilometres and check the tyre pressure before long rides.',
      return_id: true,
    });
    expect(other.status).toBe(202);

    // classify (ingest -> classifier over gRPC), chunk (ingest), embed and index (retrieval, reading chunks from ingest
    // over gRPC), progress back to ingest: every hop is a Kafka topic between two processes.
    const job = await waitForJob(client, ingest.body.job_id, 180_000);
    expect(job.state).toBe('completed');
    expect((await waitForJob(client, other.body.job_id, 180_000)).state).toBe('completed');

    const q = await client.request('POST', '/v1/query', { query: 'how often should I feed my sourdough starter?' });
    expect(q.status).toBe(200);
    expect(q.body.results[0]).toMatchObject({
      document_id: ingest.body.document_id,
      title: 'Sourdough starter care',
      language: 'en',
    });
    expect(q.body.results[0].chunks[0].content).toContain('Feed the sourdough starter');

    const s = await client.request('GET', '/v1/search?q=bicycle%20chain&limit=1');
    expect(s.status).toBe(200);
    expect(s.body.results.map((r: { document_id: string }) => r.document_id)).toEqual([other.body.document_id]);

    const doc = await client.request('GET', `/v1/documents/${ingest.body.document_id}`);
    expect(doc.body).toMatchObject({ status: 'indexed', metadata: { project: 'kitchen' } });
    expect(doc.body.content).toContain('equal weights of flour and water');
  });

  it('the memory service extracts facts after indexing (its own job) and the gateway returns them with queries and entities', async () => {
    const { apiKey } = await signup(gatewayUrl);
    const client = api(gatewayUrl, apiKey);
    const ingest = await client.request('POST', '/v1/documents/ingest', {
      title: 'Chat with Marta',
      content: 'Marta: I moved to Lisbon last year.\nMarta: I work at Acme Robotics as a welder.',
      metadata: { occurred_at: '2025-06-01T10:00:00Z' },
      return_id: true,
    });
    expect(ingest.status).toBe(202);
    expect((await waitForJob(client, ingest.body.job_id, 180_000)).state).toBe('completed');
    // Indexing completed the document's job and started an extract_facts job; memory runs it from the Kafka topic.
    const parent = await client.request('GET', `/v1/jobs/${ingest.body.job_id}`);
    expect(parent.body.extract_job_id).toMatch(/^[0-9a-f-]{36}$/);
    const extract = await waitForJob(client, parent.body.extract_job_id, 180_000);
    expect(extract).toMatchObject({ kind: 'extract_facts', state: 'completed', parent_job_id: ingest.body.job_id });

    const q = await client.request('POST', '/v1/query', { query: 'where does Marta live?' });
    expect(q.status).toBe(200);
    expect(q.body.facts.map((f: { content: string }) => f.content).join(' | ')).toMatch(/Marta.*Lisbon/);
    const entities = await client.request('GET', '/v1/entities?type=person');
    expect(entities.body.entities.map((e: { name: string }) => e.name)).toContain('Marta');
  });

  it('every service serves Prometheus metrics on its probe port', async () => {
    for (const service of services.values()) {
      const text = await fetch(`${service.probeUrl}/metrics`).then((r) => r.text());
      expect(text).toContain(`service="${service.name}"`);
    }
  });

  it('every service shuts down cleanly on SIGTERM', async () => {
    // Gateway first, as a rolling stop would: nothing calls the others any more when they go.
    const order: ServiceName[] = ['gateway', 'retrieval', 'ingest', 'classifier', 'memory', 'lifecycle'];
    const codes: Record<string, number | null> = {};
    for (const name of order) codes[name] = await stopService(services.get(name)!);
    expect(codes).toEqual({ gateway: 0, retrieval: 0, ingest: 0, classifier: 0, memory: 0, lifecycle: 0 });
  });
});
