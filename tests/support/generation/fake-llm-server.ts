// A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests: each request is
// recorded and answered as the test's script says (an answer, an HTTP error, or silence).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach } from 'vitest';

export interface FakeRequest {
  /** The parsed JSON body: model, messages, response_format… */
  body: { model: string; messages: { role: string; content: string }[]; response_format?: { type: string } };
  headers: http.IncomingHttpHeaders;
}

export type FakeReply =
  /** `usage` is the answer's token counts, 1 and 1 unless given; null leaves `usage` out, as some local servers do. */
  | { answer: string; finishReason?: string; usage?: { prompt_tokens: number; completion_tokens: number } | null }
  | { status: number; headers?: Record<string, string>; message?: string }
  /** Never answers: the request stays open until the client gives up or goes away. */
  | { hang: true }
  /**
   * Sends a 200 and its headers, then a body: `endless` trickles bytes until the client goes
   * away; `huge` sends `bytes` of an answer's JSON as fast as the client reads, without a length.
   */
  | { body: 'endless' }
  | { body: 'huge'; bytes: number };

export type Responder = (request: FakeRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeLlmServer {
  /** Base URL for OPENAI_BASE_URL, ending in /v1. */
  baseURL: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

/** Starts the server on an ephemeral port; `respond` decides each reply (index counts from 0). */
export async function startFakeLlmServer(respond: Responder): Promise<FakeLlmServer> {
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        return sendJson(res, 404, {
          error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' },
        });
      }
      const request: FakeRequest = { body: JSON.parse(Buffer.concat(chunks).toString('utf8')), headers: req.headers };
      const index = requests.push(request) - 1;
      void Promise.resolve(respond(request, index)).then((reply) => answer(res, request, reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Starts servers for the tests of a file (call it at the top): each is closed after the test that started it. */
export function setUpFakeLlmServers(): (respond: Responder) => Promise<FakeLlmServer> {
  const open: FakeLlmServer[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((server) => server.close()));
  });
  return async (respond) => {
    const server = await startFakeLlmServer(respond);
    open.push(server);
    return server;
  };
}

function answer(res: http.ServerResponse, request: FakeRequest, reply: FakeReply): void {
  if ('hang' in reply) return;
  if ('body' in reply) return streamBody(res, reply);
  if ('status' in reply) {
    const body = {
      error: { message: reply.message ?? `fake error ${reply.status}`, type: 'server_error', code: null },
    };
    return sendJson(res, reply.status, body, reply.headers);
  }
  sendJson(res, 200, {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.body.model,
    choices: [
      { index: 0, message: { role: 'assistant', content: reply.answer }, finish_reason: reply.finishReason ?? 'stop' },
    ],
    ...(reply.usage !== null && { usage: usageOf(reply.usage ?? { prompt_tokens: 1, completion_tokens: 1 }) }),
  });
}

function usageOf(tokens: { prompt_tokens: number; completion_tokens: number }) {
  return { ...tokens, total_tokens: tokens.prompt_tokens + tokens.completion_tokens };
}

/** A body that starts like an answer and goes on: forever, or for `bytes`. */
function streamBody(res: http.ServerResponse, reply: { body: 'endless' } | { body: 'huge'; bytes: number }): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"id":"chatcmpl-fake","object":"chat.completion","choices":[{"index":0,"message":{"content":"');
  const chunk = 'word '.repeat(3_277);
  if (reply.body === 'endless') {
    const timer = setInterval(() => res.write(chunk.slice(0, 100)), 20);
    res.on('close', () => clearInterval(timer));
    return;
  }
  let left = reply.bytes;
  const pump = () => {
    while (left > 0 && !res.destroyed) {
      const piece = chunk.slice(0, Math.min(chunk.length, left));
      left -= piece.length;
      if (!res.write(piece)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end('"}}]}');
  };
  pump();
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
