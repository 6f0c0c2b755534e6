// The one door to the LLM: a chat completion through the official openai client, with a
// timeout on every request and retries of 429, 5xx and lost connections.
import { setTimeout as sleep } from 'node:timers/promises';

import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';

import { articleAnswerSchema } from './answer';
import { backoffDelayMs, DEFAULT_RETRY_POLICY, retryAfterMs, type RetryPolicy } from './backoff';
import type { EndpointSettings } from './endpoint-settings';
import type { ChatMessage } from './prompts';

export interface Completion {
  content: string;
  /** 'stop' for a whole answer; 'length' when the model ran out of tokens mid-answer. */
  finishReason: string;
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
    async complete({ messages, signal, onRetry }) {
      for (let retry = 1; ; retry++) {
        try {
          const completion = await client.chat.completions.create(
            { model: settings.model, messages: [...messages], response_format: responseFormat },
            { signal },
          );
          const choice = completion.choices[0];
          return { content: choice?.message.content ?? '', finishReason: choice?.finish_reason ?? 'unknown' };
        } catch (error) {
          if (error instanceof APIUserAbortError || signal?.aborted) throw error;
          const failure = describeFailure(error, settings);
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

function describeFailure(error: unknown, settings: EndpointSettings): Failure {
  const where = settings.baseURL ?? 'the OpenAI API';
  if (error instanceof APIConnectionTimeoutError) {
    return {
      text: `${where} did not answer within ${seconds(settings.timeoutMs)} (OPENAI_TIMEOUT_SECONDS)`,
      retryable: true,
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

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(ms < 10_000 ? 1 : 0))} s`;
}
