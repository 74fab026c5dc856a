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
      }),
      createLogger({ service: 'test', level: 'silent' }),
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a document over the limit fails with too_many_chunks; one within it is indexed', async () => {
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
  });
});
