import { afterEach, describe, expect, it } from 'vitest';

import { createChatEndpoint, EndpointError } from './chat-endpoint';
import type { EndpointSettings } from './endpoint-settings';
import { startFakeLlmServer, type FakeLlmServer, type Responder } from '../../tests/support/generation/fake-llm-server';

const POLICY = { maxRetries: 2, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 1_000 };
const messages = [{ role: 'user' as const, content: 'Hello' }];

let server: FakeLlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function endpointFor(respond: Responder, change: Partial<EndpointSettings> = {}) {
  server = await startFakeLlmServer(respond);
  const settings: EndpointSettings = {
    baseURL: server.baseURL,
    apiKey: 'k',
    model: 'm',
    responseFormat: 'json_schema',
    timeoutMs: 2_000,
    ...change,
  };
  return createChatEndpoint(settings, POLICY);
}

describe('createChatEndpoint', () => {
  it('returns the content and finish reason of the first choice, asking for the answer JSON schema', async () => {
    const endpoint = await endpointFor(() => ({ answer: '{"a":1}', finishReason: 'length' }));
    await expect(endpoint.complete({ messages })).resolves.toEqual({ content: '{"a":1}', finishReason: 'length' });
    const format = server!.requests[0]!.body.response_format as {
      type: string;
      json_schema: { schema: { required: string[] } };
    };
    expect(format.json_schema.schema.required).toEqual(['title', 'description', 'subsubcategories', 'body']);
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
      { baseURL: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm', responseFormat: 'json_schema', timeoutMs: 2_000 },
      POLICY,
    );
    await expect(endpoint.complete({ messages })).rejects.toThrow(
      /^could not reach http:\/\/127\.0\.0\.1:9\/v1.*, still after 2 retries$/,
    );
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
