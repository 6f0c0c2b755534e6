import { spawn } from 'node:child_process';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadSiteContent } from '../../lib/content/load.ts';
import { FIXTURE_SITE_ID } from '../../tests/support/content/fixture-site.ts';
import type { FakeLlmServer } from '../../tests/support/generation/fake-llm-server.ts';
import { setUpGenerationHarness } from '../../tests/support/generation/generation-harness.ts';
import { sampleAnswerJson, type SampleVariant } from '../../tests/support/generation/sample-answers.ts';

// `npm run generate` as an operator runs it: a real child process, a real HTTP endpoint.
const SCRIPT = path.resolve(import.meta.dirname, 'run.ts');
const { site, fakeEndpoint, newFiles } = setUpGenerationHarness();

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Every article, drafts included, and what a production build publishes, at one moment. */
const PREVIEW = { now: new Date('2030-01-01T00:00:00Z'), showUnpublished: true };
const PRODUCTION = { ...PREVIEW, showUnpublished: false };

/** Starts the command; `endpoint` false leaves every OPENAI_* setting out. */
function start(args: string[], endpoint: FakeLlmServer | false, settings: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_ID: FIXTURE_SITE_ID };
  for (const name of Object.keys(env)) if (name.startsWith('OPENAI_')) delete env[name];
  if (endpoint)
    Object.assign(env, {
      OPENAI_BASE_URL: endpoint.baseURL,
      OPENAI_API_KEY: 'test-key',
      OPENAI_MODEL: 'fake-model',
      ...settings,
    });
  const child = spawn(process.execPath, [SCRIPT, ...args], { cwd: site().root, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Run>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { child, done };
}

const generate = (args: string[], endpoint: FakeLlmServer | false = false) => start(args, endpoint).done;

// Each case starts a child process (about a second, more on a busy machine).
describe('npm run generate', { timeout: 30_000 }, () => {
  it.each([
    [
      ['--locale', 'fr_FR', '--category', 'poker-tutorials'],
      '--locale "fr_FR" is not valid: expected one of en_US, ru_RU, tr_TR',
    ],
    [
      ['--locale', 'en_US', '--category', 'poker'],
      '--category "poker" is not valid: expected a category slug of site fixture: poker-tutorials, bankroll-management',
    ],
    [
      ['--locale', 'en_US', '--category', 'poker-tutorials', '--subcategory', 'bet-sizing'],
      '--subcategory "bet-sizing" is not valid: expected a subcategory of poker-tutorials: texas-holdem-basics, other-poker-tips',
    ],
    [
      ['--locale', 'en_US', '--category', 'poker-tutorials', '--author', 'Jane Doe'],
      '--author "Jane Doe" is not valid: expected the name or slug of an author of site fixture: Asha Verma, Tom Reed',
    ],
    [
      ['--locale', 'en_US', '--category', 'poker-tutorials', '--count', '0'],
      '--count "0" is not valid: expected a positive whole number (1, 2, 3…)',
    ],
    [
      ['--locale', 'en_US', '--category', 'poker-tutorials', '--count', 'three'],
      '--count "three" is not valid: expected a positive whole number (1, 2, 3…)',
    ],
    [
      ['--locale', 'en_US', '--category', 'poker-tutorials', '--concurrency', '9'],
      '--concurrency "9" is not valid: expected a whole number from 1 to 8',
    ],
    [
      ['--locale', 'en_US', '--colour', 'red'],
      'unknown option "--colour": expected one of --locale, --category, --subcategory, --author, --count, --concurrency, --publish, --dry-run, --help',
    ],
  ])('refuses %j in one line naming the flag, the value and what was expected, and exits 1', async (args, line) => {
    const result = await generate(args);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${line}\n`);
  });

  it('says exactly what to set when no endpoint is configured', async () => {
    const result = await generate(['--locale', 'en_US', '--category', 'poker-tutorials']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^No LLM endpoint is configured: set OPENAI_API_KEY and OPENAI_MODEL for OpenAI, or OPENAI_BASE_URL and OPENAI_MODEL/,
    );
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('prints the prompts of a dry run and calls nothing', async () => {
    const endpoint = await fakeEndpoint(() => ({ answer: sampleAnswerJson('ru_RU') }));
    const result = await generate(
      ['--locale', 'ru_RU', '--category', 'poker-tutorials', '--count', '2', '--dry-run'],
      endpoint,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('=== Article 2 of 2: poker-tutorials/texas-holdem-basics');
    expect(result.stdout).toContain('Respond strictly in Russian');
    expect(endpoint.requests).toEqual([]);
    expect(newFiles()).toEqual([]);
  });

  it('writes the articles, shows progress, prints the files and exits 0', async () => {
    const endpoint = await fakeEndpoint((_request, index) => ({
      answer: sampleAnswerJson('tr_TR', {}, index as 0 | 1),
    }));
    const result = await generate(
      ['--locale', 'tr_TR', '--category', 'poker-tutorials', '--author', 'tom-reed', '--count', '2'],
      endpoint,
    );
    expect(result.stderr).toMatch(/\[1\/2\] poker-tutorials\/texas-holdem-basics by Tom Reed: asking fake-model/);
    expect(result.stderr).toMatch(
      /done: 2 of 2 articles written, as drafts waiting for review \(npm run drafts lists them; docs\/generation\.md#review\)\n$/,
    );
    expect(result.code).toBe(0);
    const files = newFiles();
    expect(files).toHaveLength(2);
    expect(result.stdout.trim().split('\n').sort()).toEqual(
      files.map((name) => path.join('content', FIXTURE_SITE_ID, 'articles', name)),
    );
    expect(loadSiteContent({ root: site().root, siteId: FIXTURE_SITE_ID, publication: PREVIEW }).articles).toHaveLength(
      4,
    );
    const production = loadSiteContent({ root: site().root, siteId: FIXTURE_SITE_ID, publication: PRODUCTION });
    expect(production.articles).toHaveLength(2);
    expect(production.withheld).toEqual({ drafts: 2, scheduled: 0 });
  });

  it('writes published articles with --publish', async () => {
    const endpoint = await fakeEndpoint(() => ({ answer: sampleAnswerJson('en_US') }));
    const result = await generate(['--locale', 'en_US', '--category', 'poker-tutorials', '--publish'], endpoint);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/done: 1 of 1 article written\n$/);
    const production = loadSiteContent({ root: site().root, siteId: FIXTURE_SITE_ID, publication: PRODUCTION });
    expect(production.articles.map((a) => a.slug)).toContain('pot-odds-for-beginners-when-a-call-pays');
  });

  it('ends with a line per article and a line of totals, tokens and cost, at the prices set', async () => {
    const endpoint = await fakeEndpoint(() => ({
      answer: sampleAnswerJson('en_US'),
      usage: { prompt_tokens: 2_000, completion_tokens: 1_000 },
    }));
    const result = await start(['--locale', 'en_US', '--category', 'poker-tutorials'], endpoint, {
      OPENAI_PRICE_INPUT_PER_MTOK: '0.5',
      OPENAI_PRICE_OUTPUT_PER_MTOK: '1.5',
    }).done;
    expect(result.code).toBe(0);
    expect(result.stderr.trim().split('\n').slice(-3)).toEqual([
      `[1/1] accepted: ${path.join('content', FIXTURE_SITE_ID, 'articles', 'pot-odds-for-beginners-when-a-call-pays.md')} (id 3) after 1 answer; 2,000 input + 1,000 output tokens, cost 0.0025`,
      'total: 1 of 1 accepted (0 after asking again), 0 refused, 0 not done; this run 1 answer, 2,000 input + 1,000 output tokens, cost 0.0025',
      'done: 1 of 1 article written, as drafts waiting for review (npm run drafts lists them; docs/generation.md#review)',
    ]);
  });

  it('refuses a price that is not a number in one line, before asking anything', async () => {
    const endpoint = await fakeEndpoint(() => ({ answer: sampleAnswerJson('en_US') }));
    const result = await start(['--locale', 'en_US', '--category', 'poker-tutorials'], endpoint, {
      OPENAI_PRICE_INPUT_PER_MTOK: '0,5',
      OPENAI_PRICE_OUTPUT_PER_MTOK: '1.5',
    }).done;
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'OPENAI_PRICE_INPUT_PER_MTOK "0,5" is not valid: expected a price per million tokens, a non-negative number such as 0.15\n',
    );
    expect(endpoint.requests).toEqual([]);
  });

  it('fails in one line within the deadline when the answer starts and never ends', async () => {
    let askedAt = 0;
    const endpoint = await fakeEndpoint(() => {
      askedAt = performance.now();
      return { body: 'endless' };
    });
    const result = await start(['--locale', 'en_US', '--category', 'poker-tutorials'], endpoint, {
      OPENAI_TIMEOUT_SECONDS: '1',
    }).done;
    // From the request to the process's end: the deadline, and a margin for a busy machine.
    expect(performance.now() - askedAt).toBeLessThan(1_000 + 3_000);
    expect(result.code).toBe(3);
    expect(result.stderr.trim().split('\n').at(-1)).toMatch(
      /^stopped: 0 of 1 article written; http:\/\/127\.0\.0\.1:\d+\/v1 started its answer but did not finish it within 1 s \(OPENAI_TIMEOUT_SECONDS\), after \d+ bytes; expected a whole answer$/,
    );
    // A started answer is never retried. On a loaded machine an earlier request may miss the
    // deadline before its headers arrive; that one is retried, and says so on its own line.
    const retries = result.stderr.split('\n').filter((line) => /; retry \d+ of \d+ in /.test(line));
    for (const line of retries) expect(line).toMatch(/did not answer within 1 s \(OPENAI_TIMEOUT_SECONDS\); retry/);
    expect(endpoint.requests).toHaveLength(retries.length + 1);
    expect(newFiles()).toEqual([]);
  });

  it('exits 3 with one clear line when the endpoint keeps failing, and writes nothing', async () => {
    const endpoint = await fakeEndpoint(() => ({
      status: 503,
      headers: { 'retry-after': '0' },
      message: 'overloaded',
    }));
    const result = await generate(['--locale', 'en_US', '--category', 'poker-tutorials'], endpoint);
    expect(result.code).toBe(3);
    expect(result.stderr.trim().split('\n').at(-1)).toMatch(
      /^stopped: 0 of 1 article written; .* answered 503 overloaded, still after 4 retries$/,
    );
    expect(newFiles()).toEqual([]);
  });

  it('leaves only complete files when interrupted with Ctrl-C mid-run', async () => {
    let secondRequest!: () => void;
    const secondRequestArrived = new Promise<void>((resolve) => (secondRequest = resolve));
    const endpoint = await fakeEndpoint((_request, index) => {
      if (index === 0) return { answer: sampleAnswerJson('en_US') };
      secondRequest();
      return { hang: true };
    });
    const { child, done } = start(['--locale', 'en_US', '--category', 'poker-tutorials', '--count', '3'], endpoint);
    await secondRequestArrived;
    child.kill('SIGINT');
    const result = await done;

    expect(result.stderr).toContain('interrupted: 1 of 3 articles written; no partial file was left');
    expect(result.code).toBe(130);
    expect(newFiles()).toEqual(['pot-odds-for-beginners-when-a-call-pays.md']);
    expect(loadSiteContent({ root: site().root, siteId: FIXTURE_SITE_ID, publication: PREVIEW }).articles).toHaveLength(
      3,
    );
  });

  it('resumes an interrupted run when the same command is run again, asking only for what is left', async () => {
    let interrupted = false;
    let secondRequest!: () => void;
    const secondRequestArrived = new Promise<void>((resolve) => (secondRequest = resolve));
    const endpoint = await fakeEndpoint((_request, index) => {
      // Each answer another article: the originality check refuses a repeat of the batch.
      if (index !== 1 || interrupted) return { answer: sampleAnswerJson('en_US', {}, index as SampleVariant) };
      secondRequest();
      return { hang: true };
    });
    const args = ['--locale', 'en_US', '--category', 'poker-tutorials', '--count', '3'];
    const first = start(args, endpoint);
    await secondRequestArrived;
    first.child.kill('SIGINT');
    expect((await first.done).code).toBe(130);
    interrupted = true;

    const second = await generate(args, endpoint);
    expect(second.code).toBe(0);
    expect(second.stderr).toMatch(/^resuming the run started .*: 1 of 3 articles already done \(\.cache\/generate\//m);
    expect(second.stderr).toMatch(/done: 3 of 3 articles written, as drafts waiting for review/);
    expect(second.stdout.trim().split('\n')).toHaveLength(2);
    expect(endpoint.requests).toHaveLength(2 + 2);
    expect(newFiles()).toHaveLength(3);
  });
});
