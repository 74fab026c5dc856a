// The embedded profile as a user meets it: start the process, sign up, ingest, wait, query, find. Plus the two promises
// that matter most for a memory service: nothing readable at rest, and nothing acknowledged is ever lost.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { api, freshDataDir, signup, startServerProcess, waitForJob, type ServerProcess } from './harness';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

describe('embedded profile, end to end over REST', () => {
  let server: ServerProcess;
  afterEach(async () => {
    await server?.kill('SIGTERM');
  });

  it('a signed-up workspace ingests a document and finds it with a fast query and a search', async () => {
    server = await startServerProcess(freshDataDir());
    const { apiKey } = await signup(server.url);
    const client = api(server.url, apiKey);

    const ingest = await client.request('POST', '/v1/documents/ingest', {
      title: 'Sourdough starter care',
      content:
        'Feed the sourdough starter twice a day with equal weights of flour and water. Keep it at room temperature ' +
        'and discard half before each feeding so the culture stays active and sour.',
      metadata: { project: 'kitchen' },
      return_id: true,
    });
    expect(ingest.status).toBe(202);
    expect(ingest.body).toEqual({ job_id: expect.any(String), message: expect.any(String), document_id: expect.any(String) });
    await client.request('POST', '/v1/documents/ingest', {
      title: 'Bicycle maintenance',
      content: 'Lubricate the chain every few hundred kilometres and check the tyre pressure before long rides.',
    });

    const job = await waitForJob(client, ingest.body.job_id);
    expect(job.state).toBe('completed');
    expect(Date.parse(job.completed_at)).toBeGreaterThanOrEqual(Date.parse(job.created_at));

    const q = await client.request('POST', '/v1/query', { query: 'how often should I feed my sourdough starter?' });
    expect(q.status).toBe(200);
    expect(q.body.mode).toBe('fast');
    expect(q.body.results[0].document_id).toBe(ingest.body.document_id);
    const top = q.body.results[0];
    expect(top).toMatchObject({
      title: 'Sourdough starter care',
      source: 'api',
      storage_type: expect.any(String),
      sensitivity: expect.stringMatching(/^(public|internal|confidential|personal)$/),
      language: 'en',
      summary: expect.any(String),
      tags: expect.any(Array),
    });
    expect(top.chunks[0].content).toContain('Feed the sourdough starter');
    expect(top.chunks[0].score).toBeGreaterThan(0);
    expect(top.chunks[0].score).toBeLessThanOrEqual(1);
    expect(top.chunks[0].metadata.chunk_index).toBe(0);
    expect(q.body.total_chunks).toBeGreaterThanOrEqual(1);
    expect(typeof q.body.latency_ms).toBe('number');
    // The memory layer is on for a new workspace: facts is a list (filled once extraction has run), never null.
    expect(Array.isArray(q.body.facts)).toBe(true);
    expect(q.body.fact_count).toBe(q.body.facts.length);

    const s = await client.request('GET', '/v1/search?q=sourdough%20flour&limit=1');
    expect(s.status).toBe(200);
    expect(s.body.results).toHaveLength(1);
    expect(s.body.results[0].document_id).toBe(ingest.body.document_id);

    const doc = await client.request('GET', `/v1/documents/${ingest.body.document_id}`);
    expect(doc.status).toBe(200);
    expect(doc.body).toMatchObject({ title: 'Sourdough starter care', status: 'indexed', version: 1, namespace: 'default', metadata: { project: 'kitchen' } });
    expect(doc.body.content).toContain('equal weights of flour and water');

    const chunks = await client.request('GET', `/v1/documents/${ingest.body.document_id}/chunks`);
    expect(chunks.status).toBe(200);
    expect(chunks.body.chunks[0].content).toContain('sourdough');

    const metrics = await fetch(`${server.url}/metrics`).then((r) => r.text());
    expect(metrics).toContain('engram_http_request_duration_seconds');
  });

  it('the canary: no title, content, metadata, fact or entity marker is readable anywhere under the data directory', async () => {
    const dataDir = freshDataDir();
    server = await startServerProcess(dataDir);
    const { apiKey } = await signup(server.url);
    const client = api(server.url, apiKey);
    const marker = (label: string) => `CANARY${label}${randomBytes(8).toString('hex').toUpperCase()}`;
    const markers = {
      title: marker('TITLE'),
      content: marker('CONTENT'),
      meta: marker('META'),
      path: marker('PATH'),
      // A name of letters only, as names are: "Canary" and ten random letters.
      person: `Canary${[...randomBytes(10)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`,
    };
    const r = await client.request('POST', '/v1/documents/ingest', {
      title: `Quarterly plan ${markers.title}`,
      content:
        `The launch codename is ${markers.content}. It ships in spring after the security review.\n\n## Details\nMore about ${markers.content} here.\n\n` +
        `${markers.person}: I work at Acme Robotics and I love the ${markers.content} project.`,
      metadata: { note: markers.meta, project: markers.meta },
      source_path: `/home/me/${markers.path}.md`,
    });
    expect((await waitForJob(client, r.body.job_id)).state).toBe('completed');
    // The memory layer extracted facts and entities naming the markers: they exist, encrypted.
    const parent = await client.request('GET', `/v1/jobs/${r.body.job_id}`);
    expect((await waitForJob(client, parent.body.extract_job_id)).state).toBe('completed');
    const entities = await client.request('GET', '/v1/entities?limit=200');
    expect(entities.body.entities.map((e: { name: string }) => e.name)).toContain(markers.person);
    const withFacts = await client.request('POST', '/v1/query', { query: 'Acme Robotics' });
    expect(withFacts.body.facts.map((f: { content: string }) => f.content).join(' ')).toContain(markers.person);
    // The document is searchable by its secret word, so the index does hold it, just not readably.
    const q = await client.request('POST', '/v1/query', { query: markers.content.toLowerCase() });
    expect(q.body.results).toHaveLength(1);
    await server.kill('SIGTERM');

    const files = filesUnder(dataDir);
    expect(files.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const m of Object.values(markers)) {
        for (const variant of [m, m.toLowerCase()]) {
          if (bytes.includes(Buffer.from(variant, 'utf8')) || bytes.includes(Buffer.from(variant, 'utf16le'))) {
            found.push(`${path.relative(dataDir, file)}: ${variant}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('the crash test: an acknowledged ingest survives SIGKILL before indexing and becomes searchable after restart', async () => {
    const dataDir = freshDataDir();
    server = await startServerProcess(dataDir);
    const { apiKey } = await signup(server.url);
    let client = api(server.url, apiKey);
    const ack = await client.request('POST', '/v1/documents/ingest', {
      title: 'Lighthouse keeper log',
      content: 'The lighthouse lamp was trimmed at dusk and the foghorn sounded through the night storm.',
      return_id: true,
    });
    expect(ack.status).toBe(202);
    // Killed the instant the acknowledgement arrives: no chance to finish the pipeline (embedding alone takes longer).
    await server.kill('SIGKILL');

    server = await startServerProcess(dataDir);
    client = api(server.url, apiKey);
    const job = await waitForJob(client, ack.body.job_id);
    expect(job.state).toBe('completed');
    const q = await client.request('POST', '/v1/query', { query: 'lighthouse foghorn at night' });
    expect(q.body.results[0]?.document_id).toBe(ack.body.document_id);
  });

  it('graceful shutdown: SIGTERM mid-pipeline exits cleanly and every acknowledged job completes after restart', async () => {
    const dataDir = freshDataDir();
    server = await startServerProcess(dataDir, { ENGRAM_SHUTDOWN_GRACE_SECONDS: '5' });
    const { apiKey } = await signup(server.url);
    let client = api(server.url, apiKey);
    const jobs: string[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await client.request('POST', '/v1/documents/ingest', {
        title: `Harbour log ${i}`,
        content: `Entry ${i}: the ferry left the harbour at dawn with ${i} crates of apples and returned before the tide turned.`,
      });
      expect(r.status).toBe(202);
      jobs.push(r.body.job_id);
    }
    const code = await server.kill('SIGTERM');
    expect(code).toBe(0);
    expect(server.logs.join('')).toContain('shutting down');

    server = await startServerProcess(dataDir);
    client = api(server.url, apiKey);
    for (const job of jobs) expect((await waitForJob(client, job)).state).toBe('completed');
    const q = await client.request('POST', '/v1/query', { query: 'ferry crates of apples', max_results: 20 });
    expect(q.body.results).toHaveLength(12);
  });
});

describe('embedded profile with the services behind real gRPC on loopback', () => {
  it('runs the same ingest-to-query flow through the generated gRPC clients', async () => {
    const server = await startServerProcess(freshDataDir(), { ENGRAM_TRANSPORT: 'grpc' });
    try {
      expect(server.logs.join('')).toContain('services listening on loopback gRPC');
      const { apiKey } = await signup(server.url);
      const client = api(server.url, apiKey);
      const r = await client.request('POST', '/v1/documents/ingest', {
        title: 'Tide tables',
        content: 'High tide at the harbour is expected shortly after noon; low tide follows in the early evening.',
        return_id: true,
      });
      expect((await waitForJob(client, r.body.job_id)).state).toBe('completed');
      const q = await client.request('POST', '/v1/query', { query: 'when is high tide at the harbour' });
      expect(q.body.results[0].document_id).toBe(r.body.document_id);
      // Errors cross the gRPC boundary intact: a missing document is a 404 problem with a stable code.
      const missing = await client.request('GET', '/v1/documents/00000000-0000-4000-8000-000000000000');
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('document_not_found');
    } finally {
      await server.kill('SIGTERM');
    }
  });
});
