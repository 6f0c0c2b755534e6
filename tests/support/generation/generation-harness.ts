// npm run generate's engine against a real HTTP server speaking the chat-completions protocol,
// with short waits: a fresh generation site and server for each test.
import fs from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach } from 'vitest';

import { FIXTURE_SITE_ID, type FixtureSite } from '../content/fixture-site.ts';
import type { RetryPolicy } from '../../../cli/generate/backoff.ts';
import { createChatEndpoint } from '../../../cli/generate/chat-endpoint.ts';
import { MAX_ANSWER_BYTES } from '../../../cli/generate/endpoint-settings.ts';
import { generateArticles, type GenerateOptions } from '../../../cli/generate/generate.ts';
import type { GenerationArgs } from '../../../cli/generate/plan.ts';
import type { TokenPrices } from '../../../cli/generate/usage.ts';
import { type FakeReply, type Responder, setUpFakeLlmServers } from './fake-llm-server.ts';
import { createGenerationSite } from './generation-site.ts';

export const FAST_RETRIES: RetryPolicy = { maxRetries: 2, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5_000 };
const FIXTURE_ARTICLES = ['kelly-staking.md', 'pot-odds-explained.md'];

export const lastMessage = (request: { body: { messages: { content: string }[] } }) =>
  request.body.messages.at(-1)!.content;
export const always =
  (reply: FakeReply): Responder =>
  () =>
    reply;

/** Registers the per-test site and fake endpoint; call at the top of a test file. */
export function setUpGenerationHarness() {
  let site: FixtureSite | undefined;
  beforeEach(() => {
    site = createGenerationSite();
  });
  afterEach(() => site?.cleanup());
  const currentSite = () => site!;
  /** A fake chat-completions endpoint for this test, closed after it. */
  const fakeEndpoint = setUpFakeLlmServers();

  async function run(
    args: GenerationArgs,
    respond: Responder,
    options: Partial<GenerateOptions> & { timeoutMs?: number; maxAnswerBytes?: number; prices?: TokenPrices } = {},
  ) {
    const fake = await fakeEndpoint(respond);
    const log: string[] = [];
    const result = await generateArticles({
      root: currentSite().root,
      siteId: FIXTURE_SITE_ID,
      args,
      connect: () =>
        createChatEndpoint(
          {
            baseURL: fake.baseURL,
            apiKey: 'test-key',
            model: 'fake-model',
            responseFormat: 'json_schema',
            timeoutMs: options.timeoutMs ?? 5_000,
            maxAnswerBytes: options.maxAnswerBytes ?? MAX_ANSWER_BYTES,
            ...(options.prices && { prices: options.prices }),
          },
          FAST_RETRIES,
        ),
      now: () => new Date(2026, 0, 15, 12),
      log: (line) => log.push(line),
      ...options,
    });
    return { result, log, requests: fake.requests };
  }

  /** Files in the articles folder other than the fixture's own, temporary files included. */
  function newFiles(dir = path.join(currentSite().dir, 'articles')): string[] {
    return fs
      .readdirSync(dir)
      .filter((name) => !FIXTURE_ARTICLES.includes(name))
      .sort();
  }

  return { site: currentSite, fakeEndpoint, run, newFiles };
}
