// The one door to the LLM: a chat completion through the official openai client, with one
// deadline on every request, its answer's body included, a bound on the answer's size, and
// retries of 429, 5xx, timeouts and lost connections.
import { setTimeout as sleep } from 'node:timers/promises';

import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';

import { articleAnswerSchema } from './answer.ts';
import { backoffDelayMs, DEFAULT_RETRY_POLICY, retryAfterMs, type RetryPolicy } from './backoff.ts';
import type { EndpointSettings } from './endpoint-settings.ts';
import type { ChatMessage } from './prompts.ts';
import type { TokenPrices, TokenUsage } from './usage.ts';

export interface Completion {
  content: string;
  /** 'stop' for a whole answer; 'length' when the model ran out of tokens mid-answer. */
  finishReason: string;
  /** The tokens the answer's `usage` reports; undefined when the server sends none. */
  usage?: TokenUsage;
}

export interface CompletionRequest {
  messages: readonly ChatMessage[];
  /** Aborts the request in flight and any wait before a retry (Ctrl-C). */
  signal?: AbortSignal;
  /** Told of each retry, with the reason and the wait, for the progress lines. */
  onRetry?: (note: string) => void;
}

export interface ChatEndpoint {
  readonly model: string;
  /** The model's prices, when the operator set them (endpoint-settings.ts). */
  readonly prices?: TokenPrices;
  complete(request: CompletionRequest): Promise<Completion>;
}

/** The endpoint cannot be used (refused, unreachable, or still failing after the retries): the run stops. */
export class EndpointError extends Error {
  override name = 'EndpointError';
}

export function createChatEndpoint(
  settings: EndpointSettings,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): ChatEndpoint {
  // The client's own retries are off: its backoff cannot be tuned and it reports nothing while it waits.
  // Its own timeout stops at the answer's headers (it is cleared once fetch resolves), so a server
  // that sends headers and then an endless body would hang the run: the deadline below covers
  // the whole request, and boundedFetch reads the body inside fetch, no more than the bound.
  const client = new OpenAI({
    baseURL: settings.baseURL,
    apiKey: settings.apiKey,
    maxRetries: 0,
    timeout: settings.timeoutMs,
  });
  const responseFormat =
    settings.responseFormat === 'json_schema'
      ? zodResponseFormat(articleAnswerSchema, 'article')
      : ({ type: 'json_object' } as const);

  return {
    model: settings.model,
    prices: settings.prices,
    async complete({ messages, signal, onRetry }) {
      for (let retry = 1; ; retry++) {
        // One deadline per request, from sending it to the last byte of its answer.
        const deadline = AbortSignal.timeout(settings.timeoutMs);
        const answer: AnswerProgress = { headers: false, bytes: 0 };
        try {
          const completion = await client
            .withOptions({ fetch: boundedFetch(settings.maxAnswerBytes, answer) })
            .chat.completions.create(
              { model: settings.model, messages: [...messages], response_format: responseFormat },
              { signal: signal ? AbortSignal.any([signal, deadline]) : deadline },
            );
          const choice = completion.choices[0];
          const usage = completion.usage;
          return {
            content: choice?.message.content ?? '',
            finishReason: choice?.finish_reason ?? 'unknown',
            ...(usage && { usage: { input: usage.prompt_tokens, output: usage.completion_tokens } }),
          };
        } catch (error) {
          if (signal?.aborted) throw error;
          // The client's own timeout covers the same span (boundedFetch reads the body inside
          // fetch) and may be the one that fires.
          const timeout = deadline.aborted || error instanceof APIConnectionTimeoutError;
          const failure = timeout ? timedOut(settings, answer) : describeFailure(error, settings);
          if (!failure.retryable) throw new EndpointError(failure.text);
          if (retry > policy.maxRetries) {
            throw new EndpointError(
              `${failure.text}, still after ${policy.maxRetries} ${policy.maxRetries === 1 ? 'retry' : 'retries'}`,
            );
          }
          const asked = failure.retryAfterMs;
          if (asked !== undefined && asked > policy.maxRetryAfterMs) {
            throw new EndpointError(
              `${failure.text} and asked to wait ${seconds(asked)} (Retry-After), more than ${seconds(policy.maxRetryAfterMs)}; try again later`,
            );
          }
          const wait = asked ?? backoffDelayMs(retry, policy);
          onRetry?.(
            `${failure.text}; retry ${retry} of ${policy.maxRetries} in ${seconds(wait)}${asked === undefined ? '' : ' as asked (Retry-After)'}`,
          );
          await sleep(wait, undefined, { signal });
        }
      }
    },
  };
}

interface Failure {
  text: string;
  retryable: boolean;
  retryAfterMs?: number;
}

/** The answer grew past the bound: thrown from inside fetch, so the client reports it as a connection error. */
class AnswerTooLargeError extends Error {
  override name = 'AnswerTooLargeError';
}

/** How far one request's answer came: whether its headers arrived, and how many bytes of its body. */
interface AnswerProgress {
  headers: boolean;
  bytes: number;
}

/**
 * fetch that reads the whole body before it resolves, refusing more than `maxBytes`: the client
 * then parses a body already in memory, and a body that never ends is cut by the request's
 * deadline (its abort signal stops the read) or by the bound, whichever comes first.
 */
function boundedFetch(maxBytes: number, progress: AnswerProgress): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    progress.headers = true;
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) {
      await response.body?.cancel();
      throw new AnswerTooLargeError(`${declared} bytes`);
    }
    const chunks: Uint8Array[] = [];
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        progress.bytes += value.byteLength;
        if (progress.bytes > maxBytes) {
          await reader.cancel();
          throw new AnswerTooLargeError(`more than ${maxBytes} bytes`);
        }
        chunks.push(value);
      }
    }
    // 204 and 304 answers may not carry a body, even an empty one.
    const body = response.status === 204 || response.status === 304 ? null : Buffer.concat(chunks);
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/**
 * The deadline passed. Before the answer's headers the model may just be slow, and a retry may
 * do; after them the server has stopped in the middle of an answer (or sends one that never
 * ends), and asking again would only wait as long again.
 */
function timedOut(settings: EndpointSettings, answer: AnswerProgress): Failure {
  const where = settings.baseURL ?? 'the OpenAI API';
  const limit = `${seconds(settings.timeoutMs)} (OPENAI_TIMEOUT_SECONDS)`;
  if (!answer.headers) return { text: `${where} did not answer within ${limit}`, retryable: true };
  return {
    text: `${where} started its answer but did not finish it within ${limit}, after ${answer.bytes} bytes; expected a whole answer`,
    retryable: false,
  };
}

function describeFailure(error: unknown, settings: EndpointSettings): Failure {
  const where = settings.baseURL ?? 'the OpenAI API';
  const cause = error instanceof APIConnectionError ? error.cause : error;
  if (cause instanceof AnswerTooLargeError) {
    // No server writes an article this large: it is looping or not a chat-completions endpoint.
    return {
      text: `${where} sent an answer of ${cause.message}, over the limit of ${bytes(settings.maxAnswerBytes)}; expected one article as JSON`,
      retryable: false,
    };
  }
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { text: `could not reach ${where}${cause}`, retryable: true };
  }
  if (error instanceof APIError && error.status !== undefined) {
    const status = error.status;
    const text = `${where} answered ${error.message}`;
    if (status === 408 || status === 429 || status >= 500)
      return { text, retryable: true, retryAfterMs: retryAfterMs(error.headers) };
    return { text: `${text}${HINTS[status] ?? ''}`, retryable: false };
  }
  throw error;
}

const HINTS: Record<number, string> = {
  400: ' (a server without JSON-schema answers may need OPENAI_RESPONSE_FORMAT=json_object)',
  401: ' (check OPENAI_API_KEY)',
  403: ' (check OPENAI_API_KEY and its access to OPENAI_MODEL)',
  404: ' (check OPENAI_BASE_URL and OPENAI_MODEL)',
};

function bytes(count: number): string {
  return count >= 1024 * 1024 ? `${Number((count / 1024 / 1024).toFixed(1))} MiB` : `${Math.round(count / 1024)} KiB`;
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(ms < 10_000 ? 1 : 0))} s`;
}
