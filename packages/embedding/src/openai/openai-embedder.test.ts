// The OpenAI-compatible embedder against a small HTTP server on 127.0.0.1 that speaks `/v1/embeddings`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@engram/core';
import { createEmbedder } from '../from-config';
import { createOpenAiEmbedder, embeddingsUrl, type OpenAiEmbedderOptions } from './openai-embedder';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model: string; input: string[]; encoding_format?: string; dimensions?: number };
}
type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang';
type Script = (request: Received, count: number) => Reply;

/** A deliberately unnormalised vector derived from the text, so tests can check order and normalisation. */
function rawVector(text: string, dims: number): number[] {
  const v = new Array<number>(dims).fill(0);
  v[0] = text.length;
  v[1] = 3;
  return v;
}
const ok = (request: Received, dims = 4): Reply => ({
  status: 200,
  body: {
    object: 'list',
    model: request.body.model,
    data: request.body.input.map((text, index) => ({ object: 'embedding', index, embedding: rawVector(text, dims) })),
  },
});

let server: http.Server;
let baseUrl: string;
let received: Received[];
let script: Script;

beforeEach(async () => {
  received = [];
  script = (request) => ok(request);
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: Received = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Received['body'],
      };
      received.push(request);
      const reply = script(request, received.length);
      if (reply === 'hang') return;
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const create = (options: Partial<OpenAiEmbedderOptions> = {}) =>
  createOpenAiEmbedder({ baseUrl, model: 'test-embed', dimensions: 4, retryBaseDelayMs: 1, ...options });

/** Expected unit vector for `text` under rawVector. */
function unit(text: string): number[] {
  const n = Math.hypot(text.length, 3);
  return [text.length / n, 3 / n, 0, 0];
}
function expectVectorsFor(vectors: Float32Array[], texts: string[]) {
  expect(vectors).toHaveLength(texts.length);
  vectors.forEach((v, i) => unit(texts[i]!).forEach((x, j) => expect(v[j]).toBeCloseTo(x, 6)));
}

test('texts are sent in batches to /v1/embeddings and come back unit-length in input order', async () => {
  const embedder = await create({ apiKey: 'sk-test', batchSize: 3 });
  const texts = Array.from({ length: 10 }, (_, i) => 'x'.repeat(i + 1));
  expectVectorsFor(await embedder.embed(texts, 'passage'), texts);
  expect(received.map((r) => r.body.input.length)).toEqual([3, 3, 3, 1]);
  expect(received[0]).toMatchObject({
    path: '/v1/embeddings',
    headers: { authorization: 'Bearer sk-test' },
    body: { model: 'test-embed', encoding_format: 'float' },
  });
  expect(received[0]!.body).not.toHaveProperty('dimensions');
});

test('rows are placed by their index even when the server answers out of order', async () => {
  script = (request) => {
    const reply = ok(request) as { status: number; body: { data: unknown[] } };
    reply.body.data.reverse();
    return reply;
  };
  const embedder = await create();
  expectVectorsFor(await embedder.embed(['a', 'bbb', 'cc'], 'passage'), ['a', 'bbb', 'cc']);
});

test('429 and 5xx answers are retried until one succeeds', async () => {
  script = (request, count) =>
    count === 1 ? { status: 429, headers: { 'retry-after': '0' } } : count === 2 ? { status: 503 } : ok(request);
  const embedder = await create();
  expectVectorsFor(await embedder.embed(['hello'], 'query'), ['hello']);
  expect(received).toHaveLength(3);
});

test('a server that keeps failing ends in unavailable once the retries are spent', async () => {
  script = () => ({ status: 502, body: { error: { message: 'upstream down' } } });
  const embedder = await create({ maxRetries: 2 });
  const error = await embedder.embed(['hello'], 'query').catch((err: unknown) => err);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    code: 'unavailable',
    reason: 'embedder_unavailable',
    details: { status: 502, attempts: 3 },
  });
  expect(received).toHaveLength(3);
});

test('a client error such as a bad key is not retried', async () => {
  script = () => ({ status: 401, body: { error: { message: 'invalid api key' } } });
  const embedder = await create({ apiKey: 'wrong' });
  await expect(embedder.embed(['hello'], 'query')).rejects.toMatchObject({
    code: 'unavailable',
    details: { status: 401, attempts: 1 },
  });
  expect(received).toHaveLength(1);
});

test('an answer that does not arrive within the timeout fails with unavailable', async () => {
  script = () => 'hang';
  const embedder = await create({ timeoutMs: 200, maxRetries: 1 });
  const error = await embedder.embed(['hello'], 'query').catch((err: unknown) => err);
  expect(error).toMatchObject({ code: 'unavailable', reason: 'embedder_unavailable' });
  expect((error as Error).message).toContain('200 ms');
  expect(received).toHaveLength(2);
});

test('vectors of the wrong width are rejected', async () => {
  script = (request) => ok(request, 8);
  const embedder = await create({ dimensions: 4 });
  await expect(embedder.embed(['hello'], 'passage')).rejects.toMatchObject({ code: 'unavailable' });
  await expect(embedder.embed(['hello'], 'passage')).rejects.toThrow(/expected 4 dimensions, got 8/);
});

test('a response with too few embeddings is rejected', async () => {
  script = () => ({ status: 200, body: { data: [{ index: 0, embedding: [1, 0, 0, 0] }] } });
  const embedder = await create();
  await expect(embedder.embed(['a', 'b'], 'passage')).rejects.toThrow(/expected 2 embeddings, got 1/);
});

test('without a configured width, creation learns it from the endpoint', async () => {
  script = (request) => ok(request, 6);
  const embedder = await createOpenAiEmbedder({ baseUrl: `${baseUrl}/v1/`, model: 'test-embed' });
  expect(embedder.dimensions).toBe(6);
  expect((await embedder.embed(['abc'], 'query'))[0]).toHaveLength(6);
});

test('creation without a width fails with unavailable when the endpoint is down', async () => {
  const port = (server.address() as AddressInfo).port;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  server = http.createServer(); // afterEach closes this one instead
  const start = createOpenAiEmbedder({ baseUrl: `http://127.0.0.1:${port}`, model: 'm', maxRetries: 1, retryBaseDelayMs: 1 });
  await expect(start).rejects.toMatchObject({ code: 'unavailable', reason: 'embedder_unavailable' });
});

test('query and passage prefixes are added for asymmetric models', async () => {
  const embedder = await create({ queryPrefix: 'query: ', passagePrefix: 'passage: ' });
  await embedder.embed(['what is aspirin'], 'query');
  await embedder.embed(['Aspirin is a drug.'], 'passage');
  expect(received.map((r) => r.body.input[0])).toEqual(['query: what is aspirin', 'passage: Aspirin is a drug.']);
});

test('the width is sent only when asked to', async () => {
  const embedder = await create({ dimensions: 4, requestDimensions: true });
  await embedder.embed(['a'], 'query');
  expect(received[0]!.body.dimensions).toBe(4);
});

test('blank texts are refused before any request', async () => {
  const embedder = await create();
  await expect(embedder.embed(['fine', '  '], 'passage')).rejects.toMatchObject({
    code: 'invalid_argument',
    reason: 'empty_text',
    details: { index: 1 },
  });
  expect(received).toHaveLength(0);
});

test('close aborts a request in flight and refuses new ones', async () => {
  script = () => 'hang';
  const embedder = await create({ timeoutMs: 60_000 });
  const pending = embedder.embed(['hello'], 'query').catch((err: unknown) => err);
  while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  await embedder.close();
  expect(await pending).toMatchObject({ code: 'unavailable', reason: 'embedder_closed' });
  await expect(embedder.embed(['x'], 'query')).rejects.toMatchObject({ reason: 'embedder_closed' });
});

test('the endpoint URL accepts a server root or an API base ending in /v1', () => {
  expect(embeddingsUrl('http://localhost:11434')).toBe('http://localhost:11434/v1/embeddings');
  expect(embeddingsUrl('https://api.openai.com/v1/')).toBe('https://api.openai.com/v1/embeddings');
  expect(embeddingsUrl('http://tei:8080/')).toBe('http://tei:8080/v1/embeddings');
  expect(() => embeddingsUrl('not a url')).toThrow(AppError);
});

describe('createEmbedder (the configuration\'s choice, behind the query cache)', () => {
  it('builds the OpenAI-compatible embedder the config names, wraps it, and caches query embeddings', async () => {
    const wrapped: string[] = [];
    const embedder = await createEmbedder(
      { kind: 'openai', url: baseUrl, model: 'configured-model', dimensions: 4 },
      { wrap: (inner) => ({ ...inner, model: inner.model, dimensions: inner.dimensions, embed: (t, k) => (wrapped.push(...t), inner.embed(t, k)), close: () => inner.close() }) },
    );
    try {
      expect(embedder.dimensions).toBe(4);
      const [first] = await embedder.embed(['garden'], 'query');
      const [again] = await embedder.embed(['garden'], 'query');
      expect(Array.from(again!)).toEqual(Array.from(first!));
      expect(received).toHaveLength(1); // the second query came from the cache
      expect(received[0]!.body.model).toBe('configured-model');
      expect(wrapped).toEqual(['garden']);
    } finally {
      await embedder.close();
    }
  });
});
