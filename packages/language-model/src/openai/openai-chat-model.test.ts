// The OpenAI-compatible chat adapter against a real HTTP server on 127.0.0.1 that speaks `/v1/chat/completions`.
import { z } from 'zod';
import { AppError } from '@engram/core';
import { startChatCompletionsServer, type ChatCompletionsServer } from '../testing';
import { LanguageModelError, zodOutput } from '../index';
import { chatCompletionsUrl, createOpenAiChatModel, type OpenAiChatModelOptions } from './openai-chat-model';

const City = zodOutput('city', z.object({ city: z.string(), population: z.number().int().min(0) }));
const messages = [
  { role: 'system' as const, content: 'Answer in JSON.' },
  { role: 'user' as const, content: 'Largest city of Portugal?' },
];
const good = { content: JSON.stringify({ city: 'Lisbon', population: 545_000 }) };

let server: ChatCompletionsServer;
beforeEach(async () => {
  server = await startChatCompletionsServer(() => good);
});
afterEach(() => server.close());

const create = (options: Partial<OpenAiChatModelOptions> = {}) =>
  createOpenAiChatModel({ baseUrl: server.baseUrl, model: 'test-llm', retryBaseDelayMs: 1, ...options });

async function failure(promise: Promise<unknown>): Promise<LanguageModelError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LanguageModelError);
  expect(err).toBeInstanceOf(AppError);
  return err as LanguageModelError;
}

test('a structured answer comes back parsed, and the request carries the strict JSON schema', async () => {
  const model = create({ apiKey: 'sk-local' });
  await expect(model.completeJson(messages, City)).resolves.toEqual({ city: 'Lisbon', population: 545_000 });
  const [request] = server.received;
  expect(request).toMatchObject({
    path: '/v1/chat/completions',
    headers: { authorization: 'Bearer sk-local' },
    body: { model: 'test-llm', messages, temperature: 0 },
  });
  const format = request!.body.response_format!;
  expect(format.type).toBe('json_schema');
  expect(format.json_schema).toMatchObject({ name: 'city', strict: true });
  expect(format.json_schema!.schema).toMatchObject({
    type: 'object',
    required: ['city', 'population'],
    additionalProperties: false,
  });
  expect(format.json_schema!.schema).not.toHaveProperty('$schema');
});

test('an answer fenced in Markdown, as some local servers send it, is still read', async () => {
  server.script = () => ({ content: '```json\n{"city":"Porto","population":232000}\n```' });
  await expect(create().completeJson(messages, City)).resolves.toEqual({ city: 'Porto', population: 232_000 });
});

test('content that is not JSON fails with invalid_output and is not retried', async () => {
  server.script = () => ({ content: 'The largest city is Lisbon.' });
  const err = await failure(create().completeJson(messages, City));
  expect(err).toMatchObject({ kind: 'invalid_output', reason: 'language_model_invalid_output' });
  expect(server.received).toHaveLength(1);
});

test('JSON that violates the schema fails with invalid_output naming the field, not the content', async () => {
  server.script = () => ({ content: JSON.stringify({ city: 'Lisbon', population: -3 }) });
  const err = await failure(create().completeJson(messages, City));
  expect(err.kind).toBe('invalid_output');
  expect(err.message).toContain('population');
  expect(err.message).not.toContain('Lisbon');
});

test('an answer cut off at the token limit is invalid even when it parses', async () => {
  server.script = () => ({ ...good, finishReason: 'length' });
  expect((await failure(create().completeJson(messages, City))).kind).toBe('invalid_output');
});

test('a 500 followed by a good answer succeeds on the retry', async () => {
  server.script = (_request, count) => (count === 1 ? { status: 500, body: { error: { message: 'boom' } } } : good);
  await expect(create().completeJson(messages, City)).resolves.toMatchObject({ city: 'Lisbon' });
  expect(server.received).toHaveLength(2);
});

test('a 429 waits as long as Retry-After says before trying again', async () => {
  server.script = (_request, count) => (count === 1 ? { status: 429, headers: { 'retry-after': '1' } } : good);
  const model = create({ retryBaseDelayMs: 1 });
  const started = Date.now();
  await expect(model.completeJson(messages, City)).resolves.toMatchObject({ city: 'Lisbon' });
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  expect(server.received).toHaveLength(2);
});

test('a server that keeps failing ends in unavailable once the bounded retries are spent', async () => {
  server.script = () => ({ status: 503 });
  const err = await failure(create({ maxRetries: 2 }).completeJson(messages, City));
  expect(err).toMatchObject({ kind: 'unavailable', code: 'unavailable', details: { status: 503, attempts: 3 } });
  expect(server.received).toHaveLength(3);
});

test('a bad key (401) is not retried', async () => {
  server.script = () => ({ status: 401, body: { error: { message: 'invalid key' } } });
  const err = await failure(create({ apiKey: 'wrong' }).completeJson(messages, City));
  expect(err).toMatchObject({ kind: 'unavailable', details: { status: 401, attempts: 1 } });
});

test('no answer within the per-call timeout fails with timeout, without a second attempt', async () => {
  server.script = () => 'hang';
  const model = create({ timeoutMs: 60_000 });
  const err = await failure(model.completeJson(messages, City, { timeoutMs: 150 }));
  expect(err).toMatchObject({ kind: 'timeout', code: 'deadline_exceeded' });
  expect(err.message).toContain('150 ms');
  expect(server.received).toHaveLength(1);
});

test('an unreachable server is retried, then reported unavailable', async () => {
  const baseUrl = server.baseUrl;
  await server.close();
  server = await startChatCompletionsServer(() => good); // closed by afterEach instead
  const err = await failure(createOpenAiChatModel({ baseUrl, model: 'm', maxRetries: 1, retryBaseDelayMs: 1 }).completeJson(messages, City));
  expect(err).toMatchObject({ kind: 'unavailable', details: { attempts: 2 } });
});

test("the caller's signal aborts a call in flight, and close refuses further calls", async () => {
  server.script = () => 'hang';
  const model = create();
  const controller = new AbortController();
  const pending = failure(model.completeJson(messages, City, { signal: controller.signal }));
  while (server.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  controller.abort();
  expect((await pending).kind).toBe('aborted');
  await model.close();
  expect((await failure(model.completeJson(messages, City))).kind).toBe('closed');
});

test('the endpoint URL accepts a server root or an API base ending in /v1', () => {
  expect(chatCompletionsUrl('http://localhost:11434')).toBe('http://localhost:11434/v1/chat/completions');
  expect(chatCompletionsUrl('https://api.openai.com/v1/')).toBe('https://api.openai.com/v1/chat/completions');
  expect(chatCompletionsUrl('http://llama:8080/v1')).toBe('http://llama:8080/v1/chat/completions');
  expect(() => chatCompletionsUrl('nope')).toThrow(AppError);
});
