// When to try a failed request again: exponential backoff, unless the endpoint says when.

export interface RetryPolicy {
  /** Retries after the first request, for 429, 5xx, timeouts and lost connections. */
  maxRetries: number;
  /** Wait before the first retry; each later one doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the run stops and says so. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 4,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 120_000,
};

/**
 * Wait before retry number `retry` (1 for the first): base × 2^(retry-1), capped at the
 * maximum, less up to a quarter at random so that parallel runs do not retry in step.
 */
export function backoffDelayMs(
  retry: number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>,
  random = Math.random,
): number {
  const ceiling = Math.min(policy.baseDelayMs * 2 ** Math.max(0, retry - 1), policy.maxDelayMs);
  return Math.round(ceiling * (1 - 0.25 * random()));
}

/**
 * The wait a response asks for, in milliseconds: `retry-after-ms` (sent by OpenAI), else
 * `Retry-After` as seconds or as an HTTP date. Undefined when the response names none.
 */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const millis = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(millis) && millis >= 0) return Math.round(millis);
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(value)) return Math.round(Number.parseFloat(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
