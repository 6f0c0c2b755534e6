import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadSiteContent } from '../content/load';
import { FIXTURE_SITE_ID, type FixtureSite } from '../content/testing/fixture-site';
import type { RetryPolicy } from './backoff';
import { createChatEndpoint } from './chat-endpoint';
import { generateArticles, type GenerateOptions } from './generate';
import { GENERATION_LOCALE_IDS, GENERATION_LOCALES } from './locales';
import type { GenerationArgs } from './plan';
import { startFakeLlmServer, type FakeLlmServer, type FakeReply, type Responder } from './testing/fake-llm-server';
import { createGenerationSite } from './testing/generation-site';
import { sampleAnswer, sampleAnswerJson } from './testing/sample-answers';

// Against a real HTTP server speaking the chat-completions protocol, with short waits.
const FAST_RETRIES: RetryPolicy = { maxRetries: 2, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5_000 };
const FIXTURE_ARTICLES = ['kelly-staking.md', 'pot-odds-explained.md'];

let site: FixtureSite;
let server: FakeLlmServer | undefined;
beforeEach(() => {
  site = createGenerationSite();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  site.cleanup();
});

async function run(args: GenerationArgs, respond: Responder, options: Partial<GenerateOptions> & { timeoutMs?: number } = {}) {
  const fake = await startFakeLlmServer(respond);
  server = fake;
  const log: string[] = [];
  const result = await generateArticles({
    root: site.root,
    siteId: FIXTURE_SITE_ID,
    args,
    connect: () =>
      createChatEndpoint(
        { baseURL: fake.baseURL, apiKey: 'test-key', model: 'fake-model', responseFormat: 'json_schema', timeoutMs: options.timeoutMs ?? 5_000 },
        FAST_RETRIES,
      ),
    now: () => new Date(2026, 0, 15, 12),
    log: (line) => log.push(line),
    ...options,
  });
  return { result, log, requests: fake.requests };
}

/** Files in the articles folder other than the fixture's own, temporary files included. */
function newFiles(dir = path.join(site.dir, 'articles')): string[] {
  return fs.readdirSync(dir).filter((name) => !FIXTURE_ARTICLES.includes(name)).sort();
}

const lastMessage = (request: { body: { messages: { content: string }[] } }) => request.body.messages.at(-1)!.content;
const always = (reply: FakeReply): Responder => () => reply;

describe('generateArticles', () => {
  it.each(GENERATION_LOCALE_IDS)('sends the %s request its language instruction, style guidance and reference sites', async (id) => {
    const locale = GENERATION_LOCALES[id];
    const { result, requests } = await run({ locale: id, category: 'poker-tutorials' }, always({ answer: sampleAnswerJson(id) }));

    expect(requests).toHaveLength(1);
    const { body } = requests[0]!;
    const system = body.messages[0]!.content;
    expect(system).toContain(locale.responseLanguageInstruction);
    expect(system).toContain(locale.articleStyleGuidance);
    if (id === 'tr_TR') expect(system).toContain(locale.languageFeatureGuidance!({ nicheTerms: 'poker and betting terms' }));
    for (const url of ['https://www.wikipedia.org', 'https://www.britannica.com', 'https://www.reddit.com', 'https://www.facebook.com']) {
      expect(system).toContain(url);
    }
    expect(body.model).toBe('fake-model');
    expect(body.response_format?.type).toBe('json_schema');
    expect(result.written).toHaveLength(1);
  });

  it('writes files with a free id, a unique slug, an author, dates and a description that pass the site validation', async () => {
    const { result } = await run({ locale: 'en_US', category: 'poker-tutorials', count: '3' }, always({ answer: sampleAnswerJson('en_US') }));

    expect(result).toMatchObject({ requested: 3, rejected: [], interrupted: false, siteProblems: [] });
    expect(result.written.map((a) => [a.id, a.slug])).toEqual([
      [3, 'pot-odds-for-beginners-when-a-call-pays'],
      [4, 'pot-odds-for-beginners-when-a-call-pays-2'],
      [5, 'pot-odds-for-beginners-when-a-call-pays-3'],
    ]);
    const content = loadSiteContent({ root: site.root, siteId: FIXTURE_SITE_ID });
    const generated = content.articles.filter((a) => a.slug.startsWith('pot-odds-for-beginners'));
    expect(generated).toHaveLength(3);
    for (const article of generated) {
      expect(article).toMatchObject({
        title: 'Pot Odds for Beginners: When a Call Pays',
        author: 'Asha Verma',
        published: '2026-01-15',
        description: sampleAnswer('en_US').description,
        primary: { category: 'poker-tutorials', subcategory: 'texas-holdem-basics' },
      });
      expect(article.entities[0]!.subcategories[0]!.subsubcategories).toEqual(['Pot Odds']);
    }
  });

  it('names the titles it already wrote in the next prompt of the same subcategory', async () => {
    const { requests } = await run({ locale: 'en_US', category: 'poker-tutorials', count: '2' }, always({ answer: sampleAnswerJson('en_US') }));
    expect(requests[0]!.body.messages[1]!.content).not.toContain('Pot Odds for Beginners');
    expect(requests[1]!.body.messages[1]!.content).toContain('- Pot Odds for Beginners: When a Call Pays');
  });

  it('retries a Russian request answered in English, naming the failure', async () => {
    const { result, requests } = await run({ locale: 'ru_RU', category: 'poker-tutorials' }, (_request, index) => ({
      answer: sampleAnswerJson(index === 0 ? 'en_US' : 'ru_RU'),
    }));

    expect(requests).toHaveLength(2);
    expect(lastMessage(requests[1]!)).toMatch(/Your answer was refused:[\s\S]*expected Russian/);
    expect(requests[1]!.body.messages.at(-2)).toEqual({ role: 'assistant', content: sampleAnswerJson('en_US') });
    expect(result.written.map((a) => a.title)).toEqual([sampleAnswer('ru_RU').title]);
    expect(result.written[0]!.slug).toMatch(/^shansy-banka-dlya-novichkov/);
  });

  it('retries a Turkish answer with a forbidden suffix, and the retry names the word', async () => {
    const withSuffix = sampleAnswerJson('tr_TR', { body: `${sampleAnswer('tr_TR').body}\n\nBu yöntem masada sıkça kullanılmaktadır.` });
    const { result, requests } = await run({ locale: 'tr_TR', category: 'poker-tutorials' }, (_request, index) => ({
      answer: index === 0 ? withSuffix : sampleAnswerJson('tr_TR'),
    }));

    expect(requests).toHaveLength(2);
    expect(lastMessage(requests[1]!)).toContain('"kullanılmaktadır"');
    expect(lastMessage(requests[1]!)).toContain('-tedir/-tadır');
    expect(result.written).toHaveLength(1);
    expect(fs.readFileSync(result.written[0]!.file, 'utf8')).not.toContain('kullanılmaktadır');
  });

  it('retries an answer that is not JSON, naming what was wrong', async () => {
    const { result, requests } = await run({ locale: 'en_US', category: 'poker-tutorials' }, (_request, index) => ({
      answer: index === 0 ? 'Sure! Here is your article about pot odds.' : sampleAnswerJson('en_US'),
    }));
    expect(lastMessage(requests[1]!)).toContain('the answer is not valid JSON');
    expect(result.written).toHaveLength(1);
  });

  it('waits for Retry-After after a 429 and then succeeds', async () => {
    const { result, requests, log } = await run({ locale: 'en_US', category: 'poker-tutorials' }, (_request, index) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '0.05' }, message: 'Rate limit reached' } : { answer: sampleAnswerJson('en_US') },
    );
    expect(requests).toHaveLength(2);
    expect(log.join('\n')).toMatch(/answered 429 Rate limit reached; retry 1 of 2 in 0\.1 s as asked \(Retry-After\)/);
    expect(result.written).toHaveLength(1);
    expect(result.endpointError).toBeUndefined();
  });

  it('ends with a clear error and no file when the endpoint answers 500 until the retries run out', async () => {
    const { result, requests } = await run({ locale: 'en_US', category: 'poker-tutorials', count: '2' }, always({ status: 500, message: 'upstream broke' }));
    expect(requests).toHaveLength(1 + FAST_RETRIES.maxRetries);
    expect(result.endpointError).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1 answered 500 upstream broke, still after 2 retries$/);
    expect(result.written).toEqual([]);
    expect(newFiles()).toEqual([]);
  });

  it('stops at once, with a hint, when the endpoint refuses the key', async () => {
    const { result, requests } = await run({ locale: 'en_US', category: 'poker-tutorials' }, always({ status: 401, message: 'Incorrect API key' }));
    expect(requests).toHaveLength(1);
    expect(result.endpointError).toMatch(/answered 401 Incorrect API key \(check OPENAI_API_KEY\)$/);
  });

  it('retries a request that outlives its timeout', async () => {
    const { result, log } = await run(
      { locale: 'en_US', category: 'poker-tutorials' },
      (_request, index) => (index === 0 ? { hang: true } : { answer: sampleAnswerJson('en_US') }),
      { timeoutMs: 300 },
    );
    expect(log.join('\n')).toMatch(/did not answer within 0\.3 s \(OPENAI_TIMEOUT_SECONDS\); retry 1 of 2/);
    expect(result.written).toHaveLength(1);
  });

  it('gives an article up after the set number of refused answers, in one line, and goes on with the next', async () => {
    const { result, log } = await run(
      { locale: 'ru_RU', category: 'poker-tutorials', count: '2' },
      (_request, index) => ({ answer: sampleAnswerJson(index < 2 ? 'en_US' : 'ru_RU') }),
      { maxAnswers: 2 },
    );
    expect(result.rejected).toEqual([{ index: 0, reason: expect.stringMatching(/^after 2 answers the model still broke these rules: .*expected Russian/) }]);
    expect(result.rejected[0]!.reason).not.toContain('\n');
    expect(log).toContainEqual(expect.stringMatching(/^\[1\/2\] not written: after 2 answers/));
    expect(result.written).toHaveLength(1);
    expect(newFiles()).toHaveLength(1);
  });

  it('never overwrites an existing file, and picks the next free slug', async () => {
    const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
    const existing = path.join(outputDir, 'pot-odds-for-beginners-when-a-call-pays.md');
    fs.writeFileSync(existing, 'written by hand; it must survive\n');
    try {
      const { result } = await run({ locale: 'en_US', category: 'poker-tutorials' }, always({ answer: sampleAnswerJson('en_US') }), { outputDir });
      expect(fs.readFileSync(existing, 'utf8')).toBe('written by hand; it must survive\n');
      expect(result.written[0]!.slug).toBe('pot-odds-for-beginners-when-a-call-pays-2');
    } finally {
      fs.rmSync(outputDir, { recursive: true, force: true });
    }
  });

  it('writes into the output folder it is given', async () => {
    const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
    try {
      const { result } = await run({ locale: 'en_US', category: 'poker-tutorials' }, always({ answer: sampleAnswerJson('en_US') }), { outputDir });
      expect(fs.readdirSync(outputDir)).toEqual(['pot-odds-for-beginners-when-a-call-pays.md']);
      expect(result.written[0]!.file).toBe(path.join(outputDir, 'pot-odds-for-beginners-when-a-call-pays.md'));
      expect(newFiles()).toEqual([]);
    } finally {
      fs.rmSync(outputDir, { recursive: true, force: true });
    }
  });

  it('aborts the request in flight when interrupted, and leaves no file', async () => {
    const interrupt = new AbortController();
    const { result } = await run(
      { locale: 'en_US', category: 'poker-tutorials', count: '2' },
      (_request, index) => {
        if (index === 0) return { answer: sampleAnswerJson('en_US') };
        interrupt.abort();
        return { hang: true };
      },
      { signal: interrupt.signal },
    );
    expect(result.interrupted).toBe(true);
    expect(result.written).toHaveLength(1);
    expect(newFiles()).toEqual(['pot-odds-for-beginners-when-a-call-pays.md']);
  });

  it('prints the prompts on a dry run and calls nothing', async () => {
    const printed: string[] = [];
    let connected = false;
    const result = await generateArticles({
      root: site.root,
      siteId: FIXTURE_SITE_ID,
      args: { locale: 'tr_TR', category: 'bankroll-management', count: '2' },
      dryRun: true,
      connect: () => {
        connected = true;
        throw new Error('a dry run must not connect');
      },
      print: (text) => printed.push(text),
    });
    expect(connected).toBe(false);
    expect(result.written).toEqual([]);
    const output = printed.join('\n');
    expect(output).toContain('=== Article 1 of 2: bankroll-management/bet-sizing by Tom Reed (tr_TR) ===');
    expect(output).toContain(GENERATION_LOCALES.tr_TR.responseLanguageInstruction);
    expect(output).toMatch(/Dry run: 2 prompts shown; nothing was sent and nothing was written\.$/);
    expect(newFiles()).toEqual([]);
  });
});
