// Which OpenAI-compatible endpoint to call, from the environment (never from the repository).
import { readTokenPrices, type TokenPrices } from './usage.ts';

export interface EndpointSettings {
  /** Undefined means OpenAI's own API. */
  baseURL?: string;
  apiKey: string;
  model: string;
  /** json_schema asks for the exact answer shape; json_object suits servers that lack it. */
  responseFormat: 'json_schema' | 'json_object';
  /** Limit of one request, from sending to the last byte of the answer (chat-endpoint.ts keeps it). */
  timeoutMs: number;
  /** The most bytes an answer's body may have; a longer one stops the run. */
  maxAnswerBytes: number;
  /** The model's prices, when set: the run then reports its cost (usage.ts). */
  prices?: TokenPrices;
}

export type SettingsResult = { ok: true; settings: EndpointSettings } | { ok: false; message: string };

// Local models on a CPU take minutes for a long article.
const DEFAULT_TIMEOUT_SECONDS = 300;
/**
 * An article of 2,500 words is about 20 KB of JSON; a body fifty times that is a server looping
 * or something other than a chat completion, and reading on would only fill the memory.
 */
export const MAX_ANSWER_BYTES = 1024 * 1024;
// Ollama and vLLM ignore the key unless started with one, but the client insists on some value.
const KEYLESS_PLACEHOLDER = 'not-needed';

/** Reads OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL and the optional settings (timeout, format, prices). */
export function readEndpointSettings(env: Record<string, string | undefined> = process.env): SettingsResult {
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined;
  const apiKey = env.OPENAI_API_KEY?.trim() || undefined;
  const model = env.OPENAI_MODEL?.trim() || undefined;
  const fail = (message: string): SettingsResult => ({ ok: false, message });

  if (!baseURL && !apiKey) {
    return fail(
      'No LLM endpoint is configured: set OPENAI_API_KEY and OPENAI_MODEL for OpenAI, or OPENAI_BASE_URL and OPENAI_MODEL for another ' +
        'OpenAI-compatible server (e.g. OPENAI_BASE_URL=http://localhost:11434/v1 OPENAI_MODEL=llama3.1 for Ollama); see docs/generation.md',
    );
  }
  if (baseURL && !/^https?:\/\/[^/\s]+/.test(baseURL)) {
    return fail(`OPENAI_BASE_URL "${baseURL}" is not an http(s) URL: expected e.g. http://localhost:11434/v1`);
  }
  if (!model) {
    return fail(
      'OPENAI_MODEL is not set: expected the name of the model to use, e.g. gpt-4o-mini (OpenAI) or llama3.1 (Ollama)',
    );
  }
  const responseFormat = env.OPENAI_RESPONSE_FORMAT?.trim() || 'json_schema';
  if (responseFormat !== 'json_schema' && responseFormat !== 'json_object') {
    return fail(`OPENAI_RESPONSE_FORMAT "${responseFormat}" is not known: expected json_schema or json_object`);
  }
  const timeoutText = env.OPENAI_TIMEOUT_SECONDS?.trim() || String(DEFAULT_TIMEOUT_SECONDS);
  const timeoutSeconds = Number(timeoutText);
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) {
    return fail(`OPENAI_TIMEOUT_SECONDS "${timeoutText}" is not valid: expected a positive number of seconds`);
  }
  const prices = readTokenPrices(env);
  if (!prices.ok) return fail(prices.message);
  return {
    ok: true,
    settings: {
      baseURL,
      apiKey: apiKey ?? KEYLESS_PLACEHOLDER,
      model,
      responseFormat,
      timeoutMs: timeoutSeconds * 1000,
      maxAnswerBytes: MAX_ANSWER_BYTES,
      ...(prices.prices && { prices: prices.prices }),
    },
  };
}
