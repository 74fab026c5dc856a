// The LLM extractor end to end: the OpenAI-compatible adapter talking to a real local /v1/chat/completions server,
// and the offline extractor answering whenever the model cannot.
import { Writable } from 'node:stream';
import { createLogger } from '@engram/telemetry';
import { createOpenAiChatModel } from '@engram/language-model';
import {
  startChatCompletionsServer,
  type ChatCompletionsReply,
  type ChatCompletionsRequest,
  type ChatCompletionsServer,
} from '@engram/language-model/testing';
import { createLlmExtractor, type LlmExtractorOptions } from './llm-extractor';
import { createOfflineExtractor } from './offline-extractor';
import type { ExtractionInput } from './types';

const offline = createOfflineExtractor();
const referenceTime = new Date('2024-06-12T10:00:00Z');
const docs: ExtractionInput[] = [
  { text: 'I moved to Bergen, so I now cycle to work.', speaker: 'Ingrid', referenceTime },
  { text: 'Kofi: I love jollof rice.\nAma: We decided to drop the newsletter.', referenceTime },
  { text: 'Lucia works at Pirelli.', referenceTime },
];

interface SentDocument {
  id: string;
  reference_time: string;
  speaker: string | null;
  text: string;
}
const sentDocuments = (request: ChatCompletionsRequest) =>
  (JSON.parse(request.body.messages.at(-1)!.content) as { documents: SentDocument[] }).documents;

/** Plays the model: one plausible fact per document, naming the speaker, the way a model following the prompt would. */
function modelAnswer(request: ChatCompletionsRequest): ChatCompletionsReply {
  const documents = sentDocuments(request).map((doc) => ({
    id: doc.id,
    facts: [
      {
        content: `${doc.speaker ?? 'Someone'} said something memorable.`,
        fact_type: 'fact',
        confidence: 0.7,
        subject: { name: doc.speaker ?? 'Someone', type: 'person' },
        attribute: 'Said',
        value: `The ${doc.id}`,
        negated: false,
        valid_from: doc.id === 'd0' ? '2024-05-01' : null,
        entities: [],
        derived_from: [],
      },
      {
        content: 'A consequence of it.',
        fact_type: 'fact',
        confidence: 0.5,
        subject: { name: doc.speaker ?? 'Someone', type: 'person' },
        attribute: 'follows',
        value: 'yes',
        negated: false,
        valid_from: null,
        entities: [{ name: 'Bergen', type: 'place' }],
        derived_from: [0, 1, 7],
      },
    ],
  }));
  return { content: JSON.stringify({ documents }) };
}

let server: ChatCompletionsServer;
let logLines: string[];
beforeEach(async () => {
  server = await startChatCompletionsServer(modelAnswer);
  logLines = [];
});
afterEach(() => server.close());

function extractor(options: Partial<LlmExtractorOptions> = {}) {
  const logger = createLogger({
    service: 'memory-test',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    }),
  });
  const model = createOpenAiChatModel({ baseUrl: server.baseUrl, model: 'local-llm', maxRetries: 1, retryBaseDelayMs: 1 });
  return createLlmExtractor({ model, fallback: offline, logger, maxDocumentsPerCall: 2, ...options });
}

/** No log line may carry any document's text or a fact's content. */
function expectLogsFreeOfContent() {
  const log = logLines.join('');
  for (const word of ['Bergen', 'jollof', 'newsletter', 'Pirelli', 'memorable']) expect(log).not.toContain(word);
}

test("documents are batched per call, and the model's facts come back in the extractor's shape", async () => {
  const results = await extractor().extractMany(docs);
  expect(server.received).toHaveLength(2); // 2 + 1 documents
  expect(sentDocuments(server.received[0]!).map((d) => [d.id, d.speaker])).toEqual([['d0', 'Ingrid'], ['d1', null]]);
  expect(server.received[0]!.body.response_format).toMatchObject({
    type: 'json_schema',
    json_schema: { name: 'extracted_facts', strict: true },
  });
  expect(server.received[0]!.body.messages[0]!.content).toContain('"I" is the document\'s speaker');

  expect(results).toHaveLength(3);
  const [first] = results[0]!;
  expect(first).toMatchObject({
    content: 'Ingrid said something memorable.',
    factType: 'fact',
    attribute: 'said',
    value: 'd0',
    validFrom: new Date('2024-05-01'),
  });
  // Out-of-range and self links are dropped; a null date is the reference time.
  expect(results[0]![1]).toMatchObject({ derivedFrom: [0], validFrom: referenceTime });
  expect(results[2]![0]!.value).toBe('d0'); // the third document went alone, as d0 of its call
});

test.each<[string, (request: ChatCompletionsRequest, count: number) => ChatCompletionsReply]>([
  ['text that is not JSON', () => ({ content: 'Sure! Here are the facts: Ingrid lives in Bergen.' })],
  [
    'JSON that breaks the schema',
    (request) => {
      const reply = modelAnswer(request) as { content: string };
      return { content: reply.content.replace('"confidence":0.7', '"confidence":7') };
    },
  ],
  ['a server that keeps failing', () => ({ status: 500, body: { error: { message: 'model crashed' } } })],
  ['an answer cut off at the token limit', (request) => ({ ...(modelAnswer(request) as { content: string }), finishReason: 'length' })],
])('%s: the offline extractor answers, and the warning carries counts only', async (_case, script) => {
  server.script = script;
  const results = await extractor().extractMany(docs);
  expect(results).toEqual(await offline.extractMany(docs));
  expect(results[0]!.map((f) => f.attribute)).toEqual(['lives_in', 'commutes_by']);
  const warnings = logLines.map((l) => JSON.parse(l) as { level: number; msg: string; documents?: number });
  expect(warnings.length).toBeGreaterThanOrEqual(2);
  expect(warnings[0]).toMatchObject({ level: 40, msg: 'language model extraction failed; offline extractor used', documents: 2 });
  expectLogsFreeOfContent();
});

test('a model that does not answer in time is given up on, and the offline extractor answers', async () => {
  server.script = () => 'hang';
  const started = Date.now();
  const [facts] = await extractor({ timeoutMs: 200 }).extractMany([docs[2]!]);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(facts!.map((f) => [f.attribute, f.value])).toEqual([['works_at', 'pirelli']]);
  expect(JSON.parse(logLines[0]!)).toMatchObject({ kind: 'timeout', reason: 'language_model_timeout' });
});

test('a document the answer leaves out, or dates unreadably, falls back alone', async () => {
  server.script = (request) => {
    const answer = JSON.parse((modelAnswer(request) as { content: string }).content) as {
      documents: { id: string }[];
    };
    answer.documents = answer.documents.filter((d) => d.id !== 'd1');
    return { content: JSON.stringify(answer) };
  };
  const results = await extractor().extractMany(docs.slice(0, 2));
  expect(results[0]![0]!.content).toBe('Ingrid said something memorable.'); // from the model
  expect(results[1]).toEqual(await offline.extract(docs[1]!)); // left out: offline
  expect(JSON.parse(logLines[0]!)).toMatchObject({ kind: 'invalid_output', documentsFallenBack: 1 });

  server.script = (request) => {
    const reply = modelAnswer(request) as { content: string };
    return { content: reply.content.replace('"2024-05-01"', '"the first of May"') };
  };
  const [dated] = await extractor().extractMany([docs[0]!]);
  expect(dated).toEqual(await offline.extract(docs[0]!));
  expectLogsFreeOfContent();
});

test('a fact that still says "I" is dropped, with the links to it', async () => {
  server.script = (request) => {
    const reply = modelAnswer(request) as { content: string };
    return { content: reply.content.replace('Ingrid said something memorable.', 'I said something memorable.') };
  };
  const [facts] = await extractor().extractMany([docs[0]!]);
  expect(facts).toEqual([expect.objectContaining({ content: 'A consequence of it.', derivedFrom: [] })]);
});
