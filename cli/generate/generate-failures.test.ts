import fs from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  always,
  FAST_RETRIES,
  lastMessage,
  setUpGenerationHarness,
} from '../../tests/support/generation/generation-harness.ts';
import { sampleAnswer, sampleAnswerJson } from '../../tests/support/generation/sample-answers.ts';

// generateArticles when answers are refused, the endpoint fails, or the run is interrupted.
const { run, newFiles } = setUpGenerationHarness();

describe('generateArticles when things go wrong', () => {
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
    const withSuffix = sampleAnswerJson('tr_TR', {
      body: `${sampleAnswer('tr_TR').body}\n\nBu yöntem masada sıkça kullanılmaktadır.`,
    });
    const { result, requests } = await run({ locale: 'tr_TR', category: 'poker-tutorials' }, (_request, index) => ({
      answer: index === 0 ? withSuffix : sampleAnswerJson('tr_TR'),
    }));

    expect(requests).toHaveLength(2);
    expect(lastMessage(requests[1]!)).toContain('"kullanılmaktadır"');
    expect(lastMessage(requests[1]!)).toContain('-tedir/-tadır');
    expect(result.written).toHaveLength(1);
    expect(fs.readFileSync(result.written[0]!.file, 'utf8')).not.toContain('kullanılmaktadır');
  });

  it('retries a Russian answer with a forbidden claim, and the retry quotes the sentence', async () => {
    const claim = 'Эта система ставок гарантирует прибыль каждый месяц.';
    const withClaim = sampleAnswerJson('ru_RU', { body: `${sampleAnswer('ru_RU').body}\n\n${claim}` });
    const { result, requests } = await run({ locale: 'ru_RU', category: 'poker-tutorials' }, (_request, index) => ({
      answer: index === 0 ? withClaim : sampleAnswerJson('ru_RU'),
    }));

    expect(requests).toHaveLength(2);
    expect(lastMessage(requests[1]!)).toContain(`presents winnings as guaranteed, sure or risk-free in "${claim}"`);
    expect(result.written).toHaveLength(1);
    expect(fs.readFileSync(result.written[0]!.file, 'utf8')).not.toContain(claim);
  });

  it('retries an answer with a wrong figure, quoting its sentence and the right value', async () => {
    const wrong = 'Decimal odds of 2.50 imply a 45% chance.';
    const withWrongFigure = sampleAnswerJson('en_US', { body: `${sampleAnswer('en_US').body}\n\n${wrong}` });
    const { result, requests } = await run({ locale: 'en_US', category: 'poker-tutorials' }, (_request, index) => ({
      answer: index === 0 ? withWrongFigure : sampleAnswerJson('en_US'),
    }));

    expect(requests).toHaveLength(2);
    expect(lastMessage(requests[1]!)).toContain(`the figure 45% in "${wrong}" is wrong: odds of 2.50 imply 40.00%`);
    expect(result.written).toHaveLength(1);
    expect(fs.readFileSync(result.written[0]!.file, 'utf8')).toMatch(/^ +- figures$/m);
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
      index === 0
        ? { status: 429, headers: { 'retry-after': '0.05' }, message: 'Rate limit reached' }
        : { answer: sampleAnswerJson('en_US') },
    );
    expect(requests).toHaveLength(2);
    expect(log.join('\n')).toMatch(/answered 429 Rate limit reached; retry 1 of 2 in 0\.1 s as asked \(Retry-After\)/);
    expect(result.written).toHaveLength(1);
    expect(result.endpointError).toBeUndefined();
  });

  it('ends with a clear error and no file when the endpoint answers 500 until the retries run out', async () => {
    const { result, requests } = await run(
      { locale: 'en_US', category: 'poker-tutorials', count: '2' },
      always({ status: 500, message: 'upstream broke' }),
    );
    expect(requests).toHaveLength(1 + FAST_RETRIES.maxRetries);
    expect(result.endpointError).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/v1 answered 500 upstream broke, still after 2 retries$/,
    );
    expect(result.written).toEqual([]);
    expect(newFiles()).toEqual([]);
  });

  it('stops at once, with a hint, when the endpoint refuses the key', async () => {
    const { result, requests } = await run(
      { locale: 'en_US', category: 'poker-tutorials' },
      always({ status: 401, message: 'Incorrect API key' }),
    );
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
    expect(result.rejected).toEqual([
      {
        index: 0,
        reason: expect.stringMatching(/^after 2 answers the model still broke these rules: .*expected Russian/),
      },
    ]);
    expect(result.rejected[0]!.reason).not.toContain('\n');
    expect(log).toContainEqual(expect.stringMatching(/^\[1\/2\] not written: after 2 answers/));
    expect(result.written).toHaveLength(1);
    expect(newFiles()).toHaveLength(1);
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
});
