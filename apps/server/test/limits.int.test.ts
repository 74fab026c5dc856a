// Configured limits on one document's work (issue 13): a version with more chunks than ENGRAM_MAX_CHUNKS_PER_DOCUMENT
// fails its job with a reason the caller can act on, and a document within the limit goes through beside it.
import { createLogger } from '@engram/telemetry';
import { loadServerConfig } from '../src/env';
import { startServer, type RunningServer } from '../src/main';
import { api, freshDataDir, signup, waitForJob } from './harness';

describe('ENGRAM_MAX_CHUNKS_PER_DOCUMENT', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(
      loadServerConfig({
        ENGRAM_DATA_DIR: freshDataDir('engram-limits-'),
        PORT: '0',
        HOST: '127.0.0.1',
        ENGRAM_EMBEDDER_WORKERS: '1',
        LOG_LEVEL: 'silent',
        ENGRAM_MAX_CHUNKS_PER_DOCUMENT: '3',
        // Every document is classified and chunked in the worker threads, as a document over 64 KiB is by default.
        ENGRAM_PIPELINE_OFF_THREAD_MIN_CHARS: '0',
      }),
      createLogger({ service: 'test', level: 'silent' }),
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a document over the limit fails with too_many_chunks; one within it is indexed (both classified and chunked in worker threads)', async () => {
    const { apiKey } = await signup(server.url);
    const client = api(server.url, apiKey);
    const paragraph = (i: number) => `Section ${i}. ${'The harbour crane lifted crates of oranges onto the quay at dawn. '.repeat(12)}`;
    const big = await client.request('POST', '/v1/documents/ingest', {
      title: 'Long log',
      content: Array.from({ length: 8 }, (_, i) => paragraph(i)).join('\n\n'),
      return_id: true,
    });
    const small = await client.request('POST', '/v1/documents/ingest', { title: 'Short note', content: paragraph(0), return_id: true });
    expect(await waitForJob(client, big.body.job_id)).toMatchObject({ state: 'failed', error: 'too_many_chunks' });
    expect((await client.request('GET', `/v1/documents/${big.body.document_id}`)).body.status).toBe('failed');
    expect(await waitForJob(client, small.body.job_id)).toMatchObject({ state: 'completed' });
    // The worker threads' classification and chunks are the document's: its category, tags and chunk text.
    const doc = (await client.request('GET', `/v1/documents/${small.body.document_id}`)).body;
    expect(doc.tags).toEqual(expect.arrayContaining(['lang:en']));
    const chunks = (await client.request('GET', `/v1/documents/${small.body.document_id}/chunks`)).body;
    expect(chunks.chunks.map((c: { content: string }) => c.content).join(' ')).toContain('crates of oranges');
    const hits = (await client.request('POST', '/v1/query', { query: 'harbour crane oranges', mode: 'fast' })).body;
    expect(hits.results.map((r: { document_id: string }) => r.document_id)).toContain(small.body.document_id);
  });
});

describe('ENGRAM_MAX_PROCESSING_SECONDS', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(
      loadServerConfig({
        ENGRAM_DATA_DIR: freshDataDir('engram-time-limit-'),
        PORT: '0',
        HOST: '127.0.0.1',
        ENGRAM_EMBEDDER_WORKERS: '1',
        LOG_LEVEL: 'silent',
        // Small chunks, so a version over the 256-chunk slice (embedded slice by slice, the limit checked in between)
        // is a short text; the limit is shorter than embedding one slice.
        ENGRAM_CHUNK_MAX_TOKENS: '16',
        ENGRAM_CHUNK_OVERLAP_TOKENS: '0',
        ENGRAM_MAX_PROCESSING_SECONDS: '0.05',
      }),
      createLogger({ service: 'test', level: 'silent' }),
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a version whose embedding runs over the limit fails with processing_timeout; a small one is indexed', async () => {
    const { apiKey } = await signup(server.url);
    const client = api(server.url, apiKey);
    const sentence = (i: number) => `Crate ${i} of oranges was lifted onto the quay by the harbour crane at dawn.`;
    const big = await client.request('POST', '/v1/documents/ingest', {
      title: 'Harbour log',
      content: Array.from({ length: 300 }, (_, i) => sentence(i)).join('\n\n'),
      return_id: true,
    });
    const small = await client.request('POST', '/v1/documents/ingest', { title: 'Short note', content: sentence(0), return_id: true });
    expect(await waitForJob(client, big.body.job_id)).toMatchObject({ state: 'failed', error: 'processing_timeout' });
    expect((await client.request('GET', `/v1/documents/${big.body.document_id}`)).body.status).toBe('failed');
    expect(await waitForJob(client, small.body.job_id)).toMatchObject({ state: 'completed' });
  });
});
