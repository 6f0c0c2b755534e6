import { describe, expect, it } from 'vitest';

import { createChatEndpoint, EndpointError } from './chat-endpoint.ts';
import type { EndpointSettings } from './endpoint-settings.ts';
import {
  type FakeLlmServer,
  type Responder,
  setUpFakeLlmServers,
} from '../../tests/support/generation/fake-llm-server.ts';

const POLICY = { maxRetries: 2, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 1_000 };
const messages = [{ role: 'user' as const, content: 'Hello' }];

const startServer = setUpFakeLlmServers();
let server: FakeLlmServer | undefined;

async function endpointFor(respond: Responder, change: Partial<EndpointSettings> = {}) {
  server = await startServer(respond);
  const settings: EndpointSettings = {
    baseURL: server.baseURL,
    apiKey: 'k',
    model: 'm',
    responseFormat: 'json_schema',
    timeoutMs: 2_000,
    maxAnswerBytes: 64 * 1024,
    ...change,
  };
  return createChatEndpoint(settings, POLICY);
}

describe('createChatEndpoint', () => {
  it('returns the content, finish reason and token usage of the first choice, asking for the answer JSON schema', async () => {
    const endpoint = await endpointFor(() => ({
      answer: '{"a":1}',
      finishReason: 'length',
      usage: { prompt_tokens: 321, completion_tokens: 45 },
    }));
    await expect(endpoint.complete({ messages })).resolves.toEqual({
      content: '{"a":1}',
      finishReason: 'length',
      usage: { input: 321, output: 45 },
    });
    const format = server!.requests[0]!.body.response_format as {
      type: string;
      json_schema: { schema: { required: string[] } };
    };
    expect(format.json_schema.schema.required).toEqual(['title', 'description', 'subsubcategories', 'body']);
  });

  it('leaves usage out when the server sends none', async () => {
    const endpoint = await endpointFor(() => ({ answer: '{}', usage: null }));
    expect(await endpoint.complete({ messages })).not.toHaveProperty('usage');
  });

  it('asks for a plain JSON object when so configured', async () => {
    const endpoint = await endpointFor(() => ({ answer: '{}' }), { responseFormat: 'json_object' });
    await endpoint.complete({ messages });
    expect(server!.requests[0]!.body.response_format).toEqual({ type: 'json_object' });
  });

  it('does not wait for a Retry-After longer than the policy allows', async () => {
    const endpoint = await endpointFor(() => ({
      status: 429,
      headers: { 'retry-after': '3600' },
      message: 'slow down',
    }));
    const failure = endpoint.complete({ messages });
    await expect(failure).rejects.toThrow(EndpointError);
    await expect(failure).rejects.toThrow(
      /answered 429 slow down and asked to wait 3600 s \(Retry-After\), more than 1 s; try again later$/,
    );
    expect(server!.requests).toHaveLength(1);
  });

  it('says which server it could not reach, after the retries', async () => {
    const endpoint = createChatEndpoint(
      {
        baseURL: 'http://127.0.0.1:9/v1',
        apiKey: 'k',
        model: 'm',
        responseFormat: 'json_schema',
        timeoutMs: 2_000,
        maxAnswerBytes: 64 * 1024,
      },
      POLICY,
    );
    await expect(endpoint.complete({ messages })).rejects.toThrow(
      /^could not reach http:\/\/127\.0\.0\.1:9\/v1.*, still after 2 retries$/,
    );
  });

  it('gives a request one deadline covering its whole answer: headers, then a body that never ends', async () => {
    const endpoint = await endpointFor(() => ({ body: 'endless' }), { timeoutMs: 600 });
    const started = performance.now();
    const failure = endpoint.complete({ messages }).catch((error: unknown) => error);
    const error = await failure;
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(EndpointError);
    expect((error as Error).message).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/v1 started its answer but did not finish it within 0\.6 s \(OPENAI_TIMEOUT_SECONDS\), after \d+ bytes; expected a whole answer$/,
    );
    // Within the deadline (and a margin for a busy machine), and asked once: an answer that stalls
    // mid-body would stall as long again.
    expect(elapsed).toBeLessThan(600 + 1_500);
    expect(server!.requests).toHaveLength(1);
  });

  it('refuses an answer larger than the bound as soon as it passes it', async () => {
    const endpoint = await endpointFor(() => ({ body: 'huge', bytes: 50 * 1024 * 1024 }), { timeoutMs: 20_000 });
    const started = performance.now();
    const error = await endpoint.complete({ messages }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EndpointError);
    expect((error as Error).message).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/v1 sent an answer of more than 65536 bytes, over the limit of 64 KiB; expected one article as JSON$/,
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(server!.requests).toHaveLength(1);
  });

  it('still retries a request whose answer did not start within the deadline', async () => {
    const endpoint = await endpointFor((_request, index) => (index === 0 ? { hang: true } : { answer: '{}' }), {
      timeoutMs: 300,
    });
    const notes: string[] = [];
    await expect(endpoint.complete({ messages, onRetry: (note) => notes.push(note) })).resolves.toMatchObject({
      content: '{}',
    });
    expect(notes).toEqual([
      expect.stringMatching(/did not answer within 0\.3 s \(OPENAI_TIMEOUT_SECONDS\); retry 1 of 2/),
    ]);
  });

  it('stops waiting when interrupted', async () => {
    const endpoint = await endpointFor(() => ({ hang: true }));
    const interrupt = new AbortController();
    const pending = endpoint.complete({ messages, signal: interrupt.signal });
    setTimeout(() => interrupt.abort(), 50);
    await expect(pending).rejects.not.toBeInstanceOf(EndpointError);
    expect(interrupt.signal.aborted).toBe(true);
  });
});
