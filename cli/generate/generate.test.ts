import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadSiteContent } from '../../lib/content/load.ts';
import { articleSource, FIXTURE_SITE_ID } from '../../tests/support/content/fixture-site.ts';
import { createChatEndpoint } from './chat-endpoint.ts';
import { MAX_ANSWER_BYTES } from './endpoint-settings.ts';
import { generateArticles } from './generate.ts';
import { GENERATION_LOCALE_IDS, GENERATION_LOCALES } from './locales.ts';
import { always, setUpGenerationHarness } from '../../tests/support/generation/generation-harness.ts';
import { sampleAnswer, sampleAnswerJson, type SampleVariant } from '../../tests/support/generation/sample-answers.ts';
import { asRejected } from '../../tests/support/generation/sample-drafts.ts';
import { setUpTemporaryFolders } from '../../tests/support/generation/temporary-folders.ts';

// What generateArticles asks and writes. Failures and retries: generate-failures.test.ts.
const harness = setUpGenerationHarness();
const { run, newFiles } = harness;
const temporaryFolder = setUpTemporaryFolders();

/** Every article, drafts included, as the generator itself reads the site. */
const PREVIEW = { now: new Date('2026-01-16T00:00:00Z'), showUnpublished: true };
/** What a production build at the same moment publishes. */
const PRODUCTION = { ...PREVIEW, showUnpublished: false };

describe('generateArticles', () => {
  it.each(GENERATION_LOCALE_IDS)(
    'sends the %s request its language instruction, style guidance and reference sites',
    async (id) => {
      const locale = GENERATION_LOCALES[id];
      const { result, requests } = await run(
        { locale: id, category: 'poker-tutorials' },
        always({ answer: sampleAnswerJson(id) }),
      );

      expect(requests).toHaveLength(1);
      const { body } = requests[0]!;
      const system = body.messages[0]!.content;
      expect(system).toContain(locale.responseLanguageInstruction);
      expect(system).toContain(locale.articleStyleGuidance);
      if (id === 'tr_TR')
        expect(system).toContain(locale.languageFeatureGuidance!({ nicheTerms: 'poker and betting terms' }));
      // The market's forbidden claims are named before any is refused; online poker only where it is unlawful.
      expect(system).toContain(
        'Claims: never write a sentence that presents winnings as guaranteed, sure or risk-free;',
      );
      expect(system.includes('real-money online poker')).toBe(id !== 'en_US');
      for (const url of [
        'https://en.wikipedia.org',
        'https://www.britannica.com',
        'https://www.reddit.com',
        'https://www.facebook.com',
      ]) {
        expect(system).toContain(url);
      }
      expect(body.model).toBe('fake-model');
      expect(body.response_format?.type).toBe('json_schema');
      expect(result.written).toHaveLength(1);
    },
  );

  it('writes files with a free id, a unique slug, an author, dates and a description that pass the site validation', async () => {
    const { result } = await run({ locale: 'en_US', category: 'poker-tutorials', count: '3' }, (_request, index) => ({
      answer: sampleAnswerJson('en_US', {}, index as 0 | 1 | 2),
    }));

    expect(result).toMatchObject({ requested: 3, rejected: [], interrupted: false, siteProblems: [] });
    expect(result.written.map((a) => [a.id, a.slug])).toEqual([
      [3, 'pot-odds-for-beginners-when-a-call-pays'],
      [4, 'counting-outs-before-you-decide'],
      [5, 'thinking-one-street-ahead-in-poker'],
    ]);
    const content = loadSiteContent({ root: harness.site().root, siteId: FIXTURE_SITE_ID, publication: PREVIEW });
    for (const [variant, { slug }] of result.written.entries()) {
      const article = content.articles.find((a) => a.slug === slug);
      const answer = sampleAnswer('en_US', {}, variant as SampleVariant);
      expect(article).toMatchObject({
        title: answer.title,
        author: 'Asha Verma',
        published: '2026-01-15',
        status: 'draft',
        description: answer.description,
        primary: { category: 'poker-tutorials', subcategory: 'texas-holdem-basics' },
      });
      expect(article!.entities[0]!.subcategories[0]!.subsubcategories).toEqual(answer.subsubcategories);
    }
  });

  it('asks again when an answer repeats an article written earlier in the batch, naming it', async () => {
    const copy = sampleAnswerJson('en_US', { title: 'Calling Stations and Their Habits' });
    const { result, requests } = await run(
      { locale: 'en_US', category: 'poker-tutorials', count: '2' },
      (_request, index) => ({ answer: [sampleAnswerJson('en_US'), copy, sampleAnswerJson('en_US', {}, 1)][index]! }),
    );
    expect(result.written.map((a) => a.title)).toEqual([
      sampleAnswer('en_US').title,
      sampleAnswer('en_US', {}, 1).title,
    ]);
    expect(requests).toHaveLength(3);
    expect(requests[2]!.body.messages.at(-1)!.content).toMatch(
      /the body repeats \S*pot-odds-for-beginners-when-a-call-pays\.md \("Pot Odds for Beginners: When a Call Pays"\): its five-word sequences overlap 1\.00/,
    );
  });

  it('writes drafts by default, which a production build leaves out, recording the model and the checks passed', async () => {
    const { result } = await run(
      { locale: 'tr_TR', category: 'poker-tutorials' },
      always({ answer: sampleAnswerJson('tr_TR') }),
    );
    const [written] = result.written;
    expect(written).toMatchObject({ draft: true });
    const source = fs.readFileSync(written!.file, 'utf8');
    expect(source.startsWith('---\ndraft: true\n')).toBe(true);
    const load = (publication: typeof PREVIEW) =>
      loadSiteContent({ root: harness.site().root, siteId: FIXTURE_SITE_ID, publication });
    expect(load(PRODUCTION).articles.map((a) => a.slug)).not.toContain(written!.slug);
    expect(load(PRODUCTION).withheld).toEqual({ drafts: 1, scheduled: 0 });
    expect(load(PREVIEW).articles.find((a) => a.slug === written!.slug)).toMatchObject({
      status: 'draft',
      generated: {
        model: 'fake-model',
        checks: [
          'answer-json',
          'lengths',
          'markdown',
          'reference-links',
          'language',
          'claims',
          'turkish-suffixes',
          'figures',
          'originality',
          'content-schema',
        ],
      },
    });
  });

  it('writes published articles with publish set, still recording how they were made', async () => {
    const { result } = await run(
      { locale: 'en_US', category: 'poker-tutorials' },
      always({ answer: sampleAnswerJson('en_US') }),
      { publish: true },
    );
    const [written] = result.written;
    expect(written).toMatchObject({ draft: false });
    expect(fs.readFileSync(written!.file, 'utf8')).not.toMatch(/^draft:/m);
    const article = loadSiteContent({
      root: harness.site().root,
      siteId: FIXTURE_SITE_ID,
      publication: PRODUCTION,
    }).articles.find((a) => a.slug === written!.slug);
    expect(article).toMatchObject({ status: 'published', generated: { model: 'fake-model' } });
    expect(article?.generated?.checks).not.toContain('turkish-suffixes');
  });

  it('dates an article the day it is where the site is read, so it is never scheduled by mistake', async () => {
    harness.site().write('site.yaml', `${harness.site().read('site.yaml')}timezone: Pacific/Kiritimati\n`);
    const { result } = await run(
      { locale: 'en_US', category: 'poker-tutorials' },
      always({ answer: sampleAnswerJson('en_US') }),
      {
        now: () => new Date('2026-01-15T12:00:00Z'),
      },
    );
    expect(fs.readFileSync(result.written[0]!.file, 'utf8')).toMatch(/^published: "?2026-01-16"?$/m);
  });

  it('counts drafts as taken: the next run gets the next id, and may not repeat the draft', async () => {
    // The second run's first answer repeats the first run's draft; its second is another article.
    const fake = await harness.fakeEndpoint((_request, index) => ({
      answer: sampleAnswerJson('en_US', {}, index === 2 ? 1 : 0),
    }));
    const generate = () =>
      generateArticles({
        root: harness.site().root,
        siteId: FIXTURE_SITE_ID,
        args: { locale: 'en_US', category: 'poker-tutorials' },
        connect: () =>
          createChatEndpoint({
            baseURL: fake.baseURL,
            apiKey: 'k',
            model: 'fake-model',
            responseFormat: 'json_schema',
            timeoutMs: 5_000,
            maxAnswerBytes: MAX_ANSWER_BYTES,
          }),
        now: () => new Date('2026-01-15T12:00:00Z'),
      });
    const written = [...(await generate()).written, ...(await generate()).written];
    expect(written.map((a) => [a.id, a.slug, a.draft])).toEqual([
      [3, 'pot-odds-for-beginners-when-a-call-pays', true],
      [4, 'counting-outs-before-you-decide', true],
    ]);
    expect(fake.requests).toHaveLength(3);
  });

  it('names the titles it already wrote in the next prompt of the same subcategory', async () => {
    const { requests } = await run(
      { locale: 'en_US', category: 'poker-tutorials', count: '2' },
      always({ answer: sampleAnswerJson('en_US') }),
    );
    expect(requests[0]!.body.messages[1]!.content).not.toContain('Pot Odds for Beginners');
    expect(requests[1]!.body.messages[1]!.content).toContain('- Pot Odds for Beginners: When a Call Pays');
  });

  it('names a rejected draft of the subcategory with its reason, and asks again when an answer repeats it', async () => {
    // What `npm run drafts -- reject` leaves in content/{site}/rejected/ (cli/review/reject.ts).
    const rejected = sampleAnswer('en_US');
    harness.site().write(
      'rejected/pot-odds-for-beginners.md',
      asRejected(articleSource({ id: 9, slug: 'pot-odds-for-beginners', title: rejected.title }, rejected.body), {
        by: 'Tom Reed',
        date: '2026-01-10',
        reason: 'Too close to the pot odds article.',
      }),
    );
    const { result, requests } = await run(
      { locale: 'en_US', category: 'poker-tutorials', subcategory: 'texas-holdem-basics' },
      (_request, index) => ({ answer: sampleAnswerJson('en_US', {}, index === 0 ? 0 : 1) }),
    );
    expect(requests[0]!.body.messages[1]!.content).toContain(
      'An editor rejected these drafts; do not write them again, and avoid what the editor objected to:\n' +
        `- ${rejected.title} (rejected: Too close to the pot odds article.)`,
    );
    expect(requests.at(-1)!.body.messages.at(-1)!.content).toMatch(
      /the body repeats \S*content\/fixture\/rejected\/pot-odds-for-beginners\.md \("Pot Odds for Beginners: When a Call Pays"\)/,
    );
    expect(requests).toHaveLength(2);
    expect(result.written).toHaveLength(1);
  });

  it('never overwrites an existing file, and picks the next free slug', async () => {
    const outputDir = temporaryFolder('generated-');
    const existing = path.join(outputDir, 'pot-odds-for-beginners-when-a-call-pays.md');
    fs.writeFileSync(existing, 'written by hand; it must survive\n');
    const { result } = await run(
      { locale: 'en_US', category: 'poker-tutorials' },
      always({ answer: sampleAnswerJson('en_US') }),
      { outputDir },
    );
    expect(fs.readFileSync(existing, 'utf8')).toBe('written by hand; it must survive\n');
    expect(result.written[0]!.slug).toBe('pot-odds-for-beginners-when-a-call-pays-2');
  });

  it('writes into the output folder it is given', async () => {
    const outputDir = temporaryFolder('generated-');
    const { result } = await run(
      { locale: 'en_US', category: 'poker-tutorials' },
      always({ answer: sampleAnswerJson('en_US') }),
      { outputDir },
    );
    expect(fs.readdirSync(outputDir)).toEqual(['pot-odds-for-beginners-when-a-call-pays.md']);
    expect(result.written[0]!.file).toBe(path.join(outputDir, 'pot-odds-for-beginners-when-a-call-pays.md'));
    expect(newFiles()).toEqual([]);
  });

  it('prints the prompts on a dry run and calls nothing', async () => {
    const printed: string[] = [];
    let connected = false;
    const result = await generateArticles({
      root: harness.site().root,
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
