import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { loadSiteContent } from '../content/load.ts';
import { listSites } from '../content/site-files.ts';
import { expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import { articleSource, createFixtureSite, FIXTURE_SITE_ID } from '../../tests/support/content/fixture-site.ts';
import { CLAIM_RULES, CLAIM_TOPICS, type ClaimLocale, type ClaimTopic } from './claim-rules/index.ts';
import { anyRuleOf, articleClaimProblems, findForbiddenClaims, forbiddenClaimProblem } from './claims.ts';

const topicsIn = (locale: ClaimLocale, text: string) => findForbiddenClaims(locale, text).map((c) => c.topic);

describe('the issue’s example, in each language', () => {
  it.each([
    ['en_US', 'This staking plan guarantees a profit every single month.'],
    ['ru_RU', 'Эта система ставок гарантирует прибыль каждый месяц.'],
    ['tr_TR', 'Bu bahis planı her ay kesin kâr garanti eder.'],
  ] as const)('%s: refused, the sentence quoted', (locale, sentence) => {
    const text = `An opening paragraph.\n\n${sentence} Then another sentence follows.`;
    const [claim, ...more] = findForbiddenClaims(locale, text);
    expect(more).toEqual([]);
    expect(claim).toMatchObject({ topic: 'guaranteed-winnings', sentence, line: 3 });
    expect(forbiddenClaimProblem('body', claim!)).toBe(
      `field "body" presents winnings as guaranteed, sure or risk-free in "${sentence}" (${CLAIM_TOPICS['guaranteed-winnings'].source[locale]}); rewrite the sentence without the claim, or state the risk plainly`,
    );
  });

  it.each([
    ['en_US', 'No staking plan guarantees a profit every single month.'],
    ['en_US', 'This staking plan does not guarantee a profit every single month.'],
    ['en_US', 'A staking plan that guarantees a profit every month is a myth.'],
    ['ru_RU', 'Мартингейл не гарантирует прибыль.'],
    ['ru_RU', 'Ни одна система ставок не гарантирует прибыль каждый месяц.'],
    ['tr_TR', 'Hiçbir bahis planı her ay kâr garanti etmez.'],
    ['tr_TR', 'Bu plan kesin kâr garanti eder sanmak en pahalı hatadır.'],
  ] as const)('%s: the negated form passes: %s', (locale, sentence) => {
    expect(findForbiddenClaims(locale, sentence)).toEqual([]);
  });
});

describe('each kind of claim, in each language, with its negated form', () => {
  const CASES: [ClaimLocale, ClaimTopic, claim: string, denial: string][] = [
    [
      'en_US',
      'guaranteed-winnings',
      'Our picks are a sure thing: risk-free bets every weekend.',
      'There are no risk-free bets.',
    ],
    ['en_US', 'guaranteed-winnings', 'Follow it and you will always win.', 'You will not always win.'],
    [
      'en_US',
      'earning-a-living',
      'With this method you can make a steady living from sports betting.',
      'Nobody should expect to make a living from betting.',
    ],
    [
      'en_US',
      'earning-a-living',
      'Betting can pay off your credit cards with your winnings.',
      'Never try to pay off your debts with gambling.',
    ],
    [
      'en_US',
      'chasing-losses',
      'After a bad day, double your stake to win back the losses.',
      'Never raise your stakes to win back what you have lost.',
    ],
    ['en_US', 'minors', 'Parlays are fun for teens and adults alike.', 'Betting is not for teens.'],
    ['en_US', 'social-success', 'A big win will impress your friends.', 'A big win will not impress your friends.'],
    [
      'ru_RU',
      'guaranteed-winnings',
      'Это беспроигрышная стратегия для любого матча.',
      'Беспроигрышной стратегии не существует.',
    ],
    [
      'ru_RU',
      'earning-a-living',
      'Ставки могут стать стабильным доходом.',
      'Ставки не могут стать стабильным доходом.',
    ],
    [
      'ru_RU',
      'chasing-losses',
      'Увеличьте ставку, чтобы отыграться.',
      'Никогда не увеличивайте ставку, чтобы отыграться.',
    ],
    ['ru_RU', 'minors', 'Экспрессы подходят для школьников.', 'Экспрессы не подходят для школьников.'],
    ['ru_RU', 'social-success', 'Выигрыш в покер сделает вас уважаемым.', 'Выигрыш в покер не сделает вас уважаемым.'],
    [
      'ru_RU',
      'unlawful-online-gambling',
      'Играть в покер на деньги онлайн можно с телефона.',
      'Играть в покер онлайн в России запрещено.',
    ],
    [
      'ru_RU',
      'unlawful-online-gambling',
      'Сегодня онлайн-покер в России легален.',
      'Онлайн-покер в России не легален.',
    ],
    ['tr_TR', 'guaranteed-winnings', 'Bu sistem risksiz bahis sunar.', 'Risksiz bahis diye bir şey yok.'],
    ['tr_TR', 'earning-a-living', 'Bahis düzenli gelir kapısı olabilir.', 'Bahis düzenli gelir kapısı değil.'],
    [
      'tr_TR',
      'chasing-losses',
      'Bahsi ikiye katlayın, kayıplarınızı geri alın.',
      'Kayıplarınızı geri almak için bahsi asla katlamayın.',
    ],
    ['tr_TR', 'minors', 'Liseliler de bahis oynayabilir.', 'Liseliler bahis oynayamaz, yasak.'],
    ['tr_TR', 'social-success', 'Poker sizi popüler yapar.', 'Poker sizi popüler yapmaz.'],
    [
      'tr_TR',
      'unlawful-online-gambling',
      'Türkiye’de online poker oynamak mümkün.',
      'Türkiye’de online poker oynamak mümkün değil.',
    ],
  ];

  it.each(CASES)('%s %s: refuses “%s”, passes “%s”', (locale, topic, claim, denial) => {
    expect(topicsIn(locale, claim)).toContain(topic);
    expect(findForbiddenClaims(locale, denial)).toEqual([]);
  });

  it('covers every topic in every locale whose market it applies to', () => {
    for (const locale of Object.keys(CLAIM_RULES) as ClaimLocale[]) {
      const tested = new Set(CASES.filter(([l]) => l === locale).map(([, topic]) => topic));
      const ruled = new Set(CLAIM_RULES[locale].map((rule) => rule.topic));
      expect(
        [...ruled].filter((topic) => !tested.has(topic)),
        locale,
      ).toEqual([]);
    }
  });
});

describe('what is a claim and what is not', () => {
  it('reads a negation only in the claim’s own clause', () => {
    const sentence = 'Most tipsters are not honest, but this system guarantees a profit.';
    expect(topicsIn('en_US', sentence)).toEqual(['guaranteed-winnings']);
  });

  it('takes a claim inside quotation marks for a quotation', () => {
    expect(findForbiddenClaims('en_US', 'The thread was titled "Guaranteed profit every month".')).toEqual([]);
    expect(findForbiddenClaims('ru_RU', 'Её рекламируют как «беспроигрышную стратегию».')).toEqual([]);
    expect(topicsIn('en_US', 'The thread was titled Guaranteed profit every month.')).toEqual(['guaranteed-winnings']);
  });

  it('reads markdown as prose: emphasis and link addresses out, code blocks skipped, lines counted', () => {
    const body = [
      'Intro.',
      '',
      '```',
      'This staking plan guarantees a profit every single month.',
      '```',
      '',
      '- **This staking plan** guarantees a [profit](https://example.com/p) every month.',
    ].join('\n');
    expect(findForbiddenClaims('en_US', body)).toEqual([
      expect.objectContaining({ line: 7, sentence: 'This staking plan guarantees a profit every month.' }),
    ]);
  });

  it('leaves a hedge’s arithmetic and a decimal figure alone', () => {
    const text =
      'To guarantee the same profit whichever team wins, bet H on the opponent. Hedging turns an expected 521.52 into a guaranteed 511.63.';
    expect(findForbiddenClaims('en_US', text)).toEqual([]);
  });

  it('has no rules for a locale it does not know', () => {
    expect(findForbiddenClaims('de_DE', 'This staking plan guarantees a profit every single month.')).toEqual([]);
  });
});

describe('the content check', () => {
  // Loading three whole sites takes seconds on a busy machine.
  it('reports nothing in any published or draft article of the example sites', { timeout: 60_000 }, () => {
    const preview = { now: new Date('2100-01-01T00:00:00Z'), showUnpublished: true };
    const sites = listSites(process.cwd());
    expect(sites).toEqual(expect.arrayContaining(['oddsaces', 'oranveblof', 'stavkablef']));
    for (const siteId of sites) {
      const content = loadSiteContent({ root: process.cwd(), siteId, publication: preview });
      expect(articleClaimProblems(content.site.locale, content.articles), siteId).toEqual([]);
    }
  });

  describe('in a site', () => {
    const site = createFixtureSite();
    afterEach(() => site.remove('articles/claim.md'));
    afterAll(() => site.cleanup());

    it('refuses an article with a forbidden claim, naming the file, the field and its line', () => {
      const body = 'First paragraph.\n\nThis staking plan guarantees a profit every single month.\n';
      site.write('articles/claim.md', articleSource({ id: 3, slug: 'claim' }, body));
      const problem = expectOneProblemOf(
        () => loadSiteContent({ root: site.root, siteId: FIXTURE_SITE_ID }),
        'articles/claim.md',
        'body (line 17)',
        /^no sentence that presents winnings as guaranteed, sure or risk-free \(AGA/,
      );
      expect(problem.value).toBe('This staking plan guarantees a profit every single month.');
    });

    it('refuses one in a title too', () => {
      site.write(
        'articles/claim.md',
        articleSource({ id: 3, slug: 'claim', title: 'A Staking Plan That Guarantees Profit' }),
      );
      expectOneProblemOf(
        () => loadSiteContent({ root: site.root, siteId: FIXTURE_SITE_ID }),
        'articles/claim.md',
        'title',
        /presents winnings as guaranteed/,
      );
    });
  });
});

describe('the test of a whole line before its sentences (anyRuleOf)', () => {
  const rulesOf = (locale: ClaimLocale) => CLAIM_RULES[locale].map(({ pattern }) => pattern);

  it('is built for every locale: its rules can all be loosened', () => {
    for (const locale of Object.keys(CLAIM_RULES) as ClaimLocale[])
      expect(anyRuleOf(rulesOf(locale)), locale).toBeDefined();
  });

  it('is not built from a pattern it cannot loosen', () => {
    for (const pattern of [
      String.raw`a|^sure`,
      String.raw`sure$|a`,
      String.raw`\bsure`,
      String.raw`(a)\1`,
      String.raw`a(?!(b))`,
      String.raw`(?<n>a)`,
    ])
      expect(anyRuleOf([pattern]), pattern).toBeUndefined();
    // A pattern's own start and end anchors go with its word edges.
    expect(anyRuleOf([String.raw`^(?<![\p{L}])[^.]sure(?![\p{L}])$`])?.source).toBe(String.raw`(?:[^.]sure)`);
  });

  // Claims of each locale's rules, with text around them that ends or starts a sentence hard by.
  const POOL: Record<ClaimLocale, string[]> = {
    en_US: [
      'This staking plan guarantees a profit every single month.',
      'Our picks are a sure thing: risk-free bets every weekend.',
      'Follow it and you will always win.',
      'Double your stake to win back the losses.',
      'Just chase your losses.',
      'Parlays are fun for teens.',
      'No plan guarantees a profit.',
      'Odds of 2.50 pay',
    ],
    ru_RU: [
      'Это беспроигрышная стратегия.',
      'Ставки могут стать стабильным доходом.',
      'Увеличьте ставку, чтобы отыграться.',
      'Ставки не доходные',
    ],
    tr_TR: [
      'Bu sistem risksiz bahis sunar.',
      'Bahis düzenli gelir kapısı olabilir.',
      'Poker sizi popüler yapar.',
      'Oranlar 2,50',
    ],
  };

  it.each(Object.keys(POOL) as ClaimLocale[])(
    '%s: finds something in every line where a rule finds a claim in one of its sentences',
    (locale) => {
      const anyRule = anyRuleOf(rulesOf(locale))!;
      const rules = rulesOf(locale).map((pattern) => new RegExp(pattern, 'iu'));
      const segmenter = new Intl.Segmenter(locale.slice(0, 2), { granularity: 'sentence' });
      let claims = 0;
      const line = fc
        .array(
          fc.tuple(fc.constantFrom(...POOL[locale]), fc.constantFrom('', ' ', '. ', '.', '! ', '\u00a0', 'x', 'ing ')),
          {
            minLength: 1,
            maxLength: 5,
          },
        )
        .map((parts) => parts.map(([text, glue]) => glue + text).join(''));
      fc.assert(
        fc.property(line, (text) => {
          const found = [...segmenter.segment(text)].some(({ segment }) =>
            rules.some((rule) => rule.test(segment.trim())),
          );
          if (found) claims += 1;
          expect(!found || anyRule.test(text)).toBe(true);
        }),
        { numRuns: 300 },
      );
      expect(claims).toBeGreaterThan(100);
    },
  );
});
