// A real HTTP server on 127.0.0.1 that speaks OpenAI's `/v1/chat/completions`, answering through a script the test
// supplies. Adapters and the extractors built on them are tested through it over the wire, not through mocks.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatCompletionsRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature?: number;
    max_tokens?: number;
    response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown>; strict?: boolean } };
  };
}

/**
 * What the server does with one request: answer with message content (as a model would), answer a raw HTTP status
 * and body, or never answer.
 */
export type ChatCompletionsReply =
  | { content: string; finishReason?: string }
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | 'hang';

export type ChatCompletionsScript = (request: ChatCompletionsRequest, count: number) => ChatCompletionsReply;

export interface ChatCompletionsServer {
  baseUrl: string;
  /** Every request received, in order. */
  received: ChatCompletionsRequest[];
  script: ChatCompletionsScript;
  close(): Promise<void>;
}

export async function startChatCompletionsServer(script: ChatCompletionsScript): Promise<ChatCompletionsServer> {
  const state = { received: [] as ChatCompletionsRequest[], script };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: ChatCompletionsRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionsRequest['body'],
      };
      state.received.push(request);
      const reply = state.script(request, state.received.length);
      if (reply === 'hang') return;
      if ('content' in reply) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-${state.received.length}`,
            object: 'chat.completion',
            model: request.body.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply.content, refusal: null },
                finish_reason: reply.finishReason ?? 'stop',
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get received() {
      return state.received;
    },
    get script() {
      return state.script;
    },
    set script(next) {
      state.script = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
