import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { FIXTURE_SITE_ID } from '../../tests/support/content/fixture-site.ts';
import type { FakeLlmServer } from '../../tests/support/generation/fake-llm-server.ts';
import { FAST_RETRIES, setUpGenerationHarness } from '../../tests/support/generation/generation-harness.ts';
import { sampleAnswerJson, type SampleVariant } from '../../tests/support/generation/sample-answers.ts';
import { createChatEndpoint } from './chat-endpoint.ts';
import { MAX_ANSWER_BYTES } from './endpoint-settings.ts';
import { generateArticles, type GenerateOptions } from './generate.ts';
import type { GenerationArgs } from './plan.ts';

// Runs at scale: tokens and cost, the per-article summary, resuming, and articles asked at once.
// Every answer of a run is another article (answer n is sample variant n), so the originality
// check, which refuses a repeat of the site or of the batch, lets each through as it would in use.
const harness = setUpGenerationHarness();
const { run, newFiles } = harness;

const PRICES = { inputPerMTok: 2, outputPerMTok: 10 };
const THREE = { locale: 'en_US', category: 'poker-tutorials', count: '3' } satisfies GenerationArgs;

/** One run against an endpoint the test keeps, so that several runs can share it. */
async function generate(fake: FakeLlmServer, args: GenerationArgs, options: Partial<GenerateOptions> = {}) {
  const log: string[] = [];
  const result = await generateArticles({
    root: harness.site().root,
    siteId: FIXTURE_SITE_ID,
    args,
    connect: () =>
      createChatEndpoint(
        {
          baseURL: fake.baseURL,
          apiKey: 'k',
          model: 'fake-model',
          responseFormat: 'json_schema',
          timeoutMs: 5_000,
          maxAnswerBytes: MAX_ANSWER_BYTES,
          prices: PRICES,
        },
        FAST_RETRIES,
      ),
    now: () => new Date('2026-01-15T12:00:00Z'),
    log: (line) => log.push(line),
    ...options,
  });
  return { result, log };
}

const recordDir = () => path.join(harness.site().root, '.cache', 'generate');
/** The one run record of the test's site. */
function recordFile(): string {
  const names = fs.readdirSync(recordDir());
  expect(names).toHaveLength(1);
  return path.join(recordDir(), names[0]!);
}

describe('token use and cost', () => {
  it('sums the usage of every answer, refused ones included, and prices it per article and per run', async () => {
    const usages = [
      { prompt_tokens: 1_000, completion_tokens: 200 },
      { prompt_tokens: 1_500, completion_tokens: 800 },
      { prompt_tokens: 1_200, completion_tokens: 700 },
    ];
    const { result, log } = await run(
      { locale: 'en_US', category: 'poker-tutorials', count: '2' },
      (_request, index) => ({
        answer:
          index === 0 ? 'Sure! Here is your article.' : sampleAnswerJson('en_US', {}, (index - 1) as SampleVariant),
        usage: usages[index]!,
      }),
      { prices: PRICES },
    );

    expect(result.usage).toEqual({ answers: 3, usage: { input: 3_700, output: 1_700 }, unreported: 0 });
    const summary = log.slice(-3);
    // 2,500 × 2 + 1,000 × 10 per million = 0.015; 1,200 × 2 + 700 × 10 = 0.0094; together 0.0244.
    expect(summary[0]).toMatch(
      /^\[1\/2\] accepted after asking again: \S+pot-odds-for-beginners-when-a-call-pays\.md \(id 3\) after 2 answers; 2,500 input \+ 1,000 output tokens, cost 0\.0150; asked again because answer 1: the answer is not valid JSON/,
    );
    expect(summary[1]).toMatch(
      /^\[2\/2\] accepted: \S+counting-outs-before-you-decide\.md \(id 4\) after 1 answer; 1,200 input \+ 700 output tokens, cost 0\.0094$/,
    );
    expect(summary[2]).toBe(
      'total: 2 of 2 accepted (1 after asking again), 0 refused, 0 not done; this run 3 answers, 3,700 input + 1,700 output tokens, cost 0.0244',
    );
  });

  it('says which answers came without usage, and how to see the cost when no price is set', async () => {
    const { result, log } = await run({ locale: 'en_US', category: 'poker-tutorials' }, () => ({
      answer: sampleAnswerJson('en_US'),
      usage: null,
    }));
    expect(result.usage).toEqual({ answers: 1, usage: { input: 0, output: 0 }, unreported: 1 });
    expect(log.at(-1)).toBe(
      'total: 1 of 1 accepted (0 after asking again), 0 refused, 0 not done; this run 1 answer, 0 input + 0 output tokens; 1 answer of this run came without token usage (not counted); no cost: set OPENAI_PRICE_INPUT_PER_MTOK and OPENAI_PRICE_OUTPUT_PER_MTOK to see it',
    );
  });

  it('names a refused article and why in its summary line', async () => {
    const { log } = await run(
      { locale: 'ru_RU', category: 'poker-tutorials' },
      () => ({ answer: sampleAnswerJson('en_US'), usage: { prompt_tokens: 10, completion_tokens: 5 } }),
      { maxAnswers: 2, prices: PRICES },
    );
    expect(log.at(-2)).toMatch(
      /^\[1\/1\] refused after 2 answers; 20 input \+ 10 output tokens, cost 0\.0001: after 2 answers the model still broke these rules: .*expected Russian/,
    );
    expect(log.at(-1)).toMatch(/^total: 0 of 1 accepted \(0 after asking again\), 1 refused, 0 not done; /);
    expect(newFiles()).toEqual([]);
  });
});

describe('resuming a run', () => {
  it('after an interruption at the third of three articles, asks only for the third', async () => {
    const interrupt = new AbortController();
    let interruptAt = 2;
    const fake = await harness.fakeEndpoint((_request, index) => {
      if (index === interruptAt) {
        interrupt.abort();
        return { hang: true };
      }
      return {
        answer: sampleAnswerJson('en_US', {}, index as SampleVariant),
        usage: { prompt_tokens: 100, completion_tokens: 50 },
      };
    });

    const first = await generate(fake, THREE, { signal: interrupt.signal });
    expect(first.result).toMatchObject({ interrupted: true, resumed: false });
    expect(first.result.written.map((a) => a.id)).toEqual([3, 4]);
    expect(first.log.at(-2)).toBe(
      '[3/3] not done (interrupted) after 0 answers; 0 input + 0 output tokens, cost 0.0000; the same command resumes it',
    );
    const record = JSON.parse(fs.readFileSync(recordFile(), 'utf8')) as { articles: { outcome: string }[] };
    expect(record.articles.map((a) => a.outcome)).toEqual(['written', 'written', 'pending']);

    interruptAt = -1;
    const second = await generate(fake, THREE);
    expect(fake.requests).toHaveLength(3 + 1);
    expect(second.result).toMatchObject({ interrupted: false, resumed: true, requested: 3 });
    expect(second.result.written.map((a) => [a.id, a.slug])).toEqual([
      [5, 'betting-units-sizing-every-stake-from-your-bankroll'],
    ]);
    expect(second.log).toContainEqual(
      expect.stringMatching(
        /^resuming the run started 2026-01-15T12:00:00\.000Z: 2 of 3 articles already done \(\S+\.json; delete it to start over\)$/,
      ),
    );
    expect(second.log.slice(-4)).toEqual([
      expect.stringMatching(
        /^\[1\/3\] accepted in an earlier run: \S+call-pays\.md \(id 3\) after 1 answer; 100 input/,
      ),
      expect.stringMatching(
        /^\[2\/3\] accepted in an earlier run: \S+counting-outs-before-you-decide\.md \(id 4\) after 1 answer; /,
      ),
      expect.stringMatching(/^\[3\/3\] accepted: \S+your-bankroll\.md \(id 5\) after 1 answer; /),
      'total: 3 of 3 accepted (0 after asking again), 0 refused, 0 not done; this run 1 answer, 100 input + 50 output tokens, cost 0.0007; with the earlier runs 3 answers, 300 input + 150 output tokens, cost 0.0021',
    ]);
    expect(newFiles()).toHaveLength(3);
    // Only the record: no temporary file of it is left behind.
    expect(fs.readdirSync(recordDir())).toEqual([path.basename(recordFile())]);
  });

  it('starts a new run when the same plan finished, and keeps plans with other arguments apart', async () => {
    const fake = await harness.fakeEndpoint((_request, index) => ({
      answer: sampleAnswerJson('en_US', {}, index as SampleVariant),
    }));
    const args = { locale: 'en_US', category: 'poker-tutorials' };
    await generate(fake, args);
    const again = await generate(fake, args);
    expect(again.result).toMatchObject({ resumed: false });
    expect(again.result.written).toHaveLength(1);
    await generate(fake, { ...args, count: '2' });
    expect(fake.requests).toHaveLength(1 + 1 + 2);
    expect(fs.readdirSync(recordDir())).toHaveLength(2);
  });

  it('resumes after the endpoint stopped the run', async () => {
    let refuse = true;
    const fake = await harness.fakeEndpoint((_request, index) =>
      refuse && index === 1
        ? { status: 401, message: 'Incorrect API key' }
        : { answer: sampleAnswerJson('en_US', {}, index as SampleVariant) },
    );
    const first = await generate(fake, THREE);
    expect(first.result.endpointError).toMatch(/401/);
    expect(first.log.at(-2)).toMatch(/^\[3\/3\] not done \(the run stopped\) after 0 answers/);
    refuse = false;
    const second = await generate(fake, THREE);
    expect(second.result.written.map((a) => a.id)).toEqual([4, 5]);
    expect(fake.requests).toHaveLength(2 + 2);
  });

  it('stops in one line naming the record, the field and the value when the record is damaged', async () => {
    const interrupt = new AbortController();
    const fake = await harness.fakeEndpoint((_request, index) => {
      if (index === 0) return { answer: sampleAnswerJson('en_US') };
      interrupt.abort();
      return { hang: true };
    });
    await generate(fake, THREE, { signal: interrupt.signal });
    const file = recordFile();
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as { articles: { author: string; outcome: string }[] };

    record.articles[2]!.author = 'Nobody';
    fs.writeFileSync(file, JSON.stringify(record));
    await expect(generate(fake, THREE)).rejects.toThrow(
      /^\S+\.json: field "articles\.2\.author" is "Nobody", which site fixture no longer has: expected one of Asha Verma, Tom Reed; delete the file to start the run over$/,
    );

    record.articles[0]!.outcome = 'maybe';
    fs.writeFileSync(file, JSON.stringify(record));
    await expect(generate(fake, THREE)).rejects.toThrow(
      /^\S+\.json: field "articles\.0\.outcome": .*; delete the file/,
    );

    fs.writeFileSync(file, '{"version": 1, "site": "fix');
    await expect(generate(fake, THREE)).rejects.toThrow(/^\S+\.json: not valid JSON \(.*\); expected a run record/);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('articles asked at once', () => {
  it('keeps at most --concurrency requests in flight, and gives each article its own id and file', async () => {
    let inFlight = 0;
    let most = 0;
    const { result } = await run({ ...THREE, count: '5', concurrency: '2' }, async (_request, index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 50));
      inFlight -= 1;
      return { answer: sampleAnswerJson('en_US', {}, index as SampleVariant) };
    });
    expect(most).toBe(2);
    expect(result.written.map((a) => a.id).sort()).toEqual([3, 4, 5, 6, 7]);
    expect(new Set(result.written.map((a) => a.slug)).size).toBe(5);
    expect(newFiles()).toHaveLength(5);
  });

  it('asks one article at a time by default', async () => {
    let inFlight = 0;
    let most = 0;
    const { result } = await run(THREE, async (_request, index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      return { answer: sampleAnswerJson('en_US', {}, index as SampleVariant) };
    });
    expect(most).toBe(1);
    expect(result.written).toHaveLength(3);
  });
});
