import { describe, expect, it } from 'vitest';

import { readEndpointSettings } from './endpoint-settings.ts';

describe('readEndpointSettings', () => {
  it('says what to set when no endpoint is configured', () => {
    const result = readEndpointSettings({});
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^No LLM endpoint is configured: set OPENAI_API_KEY and OPENAI_MODEL for OpenAI, or OPENAI_BASE_URL/,
      ),
    });
  });

  it('reads OpenAI settings, with json_schema answers, a 300 s timeout and a 1 MiB answer by default', () => {
    expect(readEndpointSettings({ OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-4o-mini' })).toEqual({
      ok: true,
      settings: {
        baseURL: undefined,
        apiKey: 'sk-test',
        model: 'gpt-4o-mini',
        responseFormat: 'json_schema',
        timeoutMs: 300_000,
        maxAnswerBytes: 1024 * 1024,
      },
    });
  });

  it('lets a local server go without a key', () => {
    const result = readEndpointSettings({ OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3.1' });
    expect(result.ok && result.settings).toMatchObject({ baseURL: 'http://localhost:11434/v1', apiKey: 'not-needed' });
  });

  it('reads the optional answer format and timeout', () => {
    const result = readEndpointSettings({
      OPENAI_API_KEY: 'k',
      OPENAI_MODEL: 'm',
      OPENAI_RESPONSE_FORMAT: 'json_object',
      OPENAI_TIMEOUT_SECONDS: '30',
    });
    expect(result.ok && result.settings).toMatchObject({ responseFormat: 'json_object', timeoutMs: 30_000 });
  });

  it('reads the prices per million tokens, with which the run reports its cost', () => {
    const result = readEndpointSettings({
      OPENAI_API_KEY: 'k',
      OPENAI_MODEL: 'm',
      OPENAI_PRICE_INPUT_PER_MTOK: '0.15',
      OPENAI_PRICE_OUTPUT_PER_MTOK: '0.6',
    });
    expect(result.ok && result.settings.prices).toEqual({ inputPerMTok: 0.15, outputPerMTok: 0.6 });
  });

  it.each([
    [
      { OPENAI_API_KEY: 'k' },
      'OPENAI_MODEL is not set: expected the name of the model to use, e.g. gpt-4o-mini (OpenAI) or llama3.1 (Ollama)',
    ],
    [
      { OPENAI_BASE_URL: 'localhost:11434', OPENAI_MODEL: 'm' },
      'OPENAI_BASE_URL "localhost:11434" is not an http(s) URL: expected e.g. http://localhost:11434/v1',
    ],
    [
      { OPENAI_API_KEY: 'k', OPENAI_MODEL: 'm', OPENAI_RESPONSE_FORMAT: 'xml' },
      'OPENAI_RESPONSE_FORMAT "xml" is not known: expected json_schema or json_object',
    ],
    [
      { OPENAI_API_KEY: 'k', OPENAI_MODEL: 'm', OPENAI_TIMEOUT_SECONDS: '0' },
      'OPENAI_TIMEOUT_SECONDS "0" is not valid: expected a positive number of seconds',
    ],
    [
      {
        OPENAI_API_KEY: 'k',
        OPENAI_MODEL: 'm',
        OPENAI_PRICE_INPUT_PER_MTOK: 'cheap',
        OPENAI_PRICE_OUTPUT_PER_MTOK: '1',
      },
      'OPENAI_PRICE_INPUT_PER_MTOK "cheap" is not valid: expected a price per million tokens, a non-negative number such as 0.15',
    ],
  ])('refuses %j in one line', (env, message) => {
    expect(readEndpointSettings(env)).toEqual({ ok: false, message });
  });
});
