import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { loadSiteContent } from '../content/load.ts';
import type { Article } from '../content/model/index.ts';
import { candidatePairs, estimateSimilarity, LSH_ROWS, shingles, signature, SIGNATURE_BINS } from './minhash.ts';
import {
  articleNearCopyProblems,
  BODY_LIMIT,
  nearCopies,
  OriginalityIndex,
  similarTitlePairs,
  TITLE_LIMIT,
  type OriginalityText,
} from './originality.ts';
import { jaccard, languageOf, textWords, titleWords, type Language } from './words.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITES = { oddsaces: 'en', stavkablef: 'ru', oranveblof: 'tr' } as const satisfies Record<string, Language>;

const loaded = new Map<string, Article[]>();
/** Every article of an example site, drafts and scheduled ones included (read once). */
function siteArticles(siteId: keyof typeof SITES): Article[] {
  if (!loaded.has(siteId))
    loaded.set(
      siteId,
      loadSiteContent({ root: ROOT, siteId, publication: { now: new Date(), showUnpublished: true } }).articles,
    );
  return loaded.get(siteId)!;
}

const asText = (article: Article, language: Language): OriginalityText => ({
  file: article.sourceFile,
  title: article.title,
  body: article.body,
  language,
});

function siteIndex(articles: readonly Article[], language: Language, except?: Article): OriginalityIndex {
  const index = new OriginalityIndex();
  for (const article of articles) if (article !== except) index.add(asText(article, language));
  return index;
}

/**
 * A lightly reworded copy: two prose paragraphs swapped, the first sentence of three others
 * rewritten, and a few words replaced by synonyms wherever they occur.
 */
function rewordLightly(body: string, sentences: readonly string[], synonyms: readonly [string, string][]): string {
  const paragraphs = body.split('\n\n');
  const prose = paragraphs.flatMap((paragraph, i) => (/^\p{L}/u.test(paragraph) ? [i] : []));
  const [a, b] = [prose[1]!, prose[2]!];
  [paragraphs[a], paragraphs[b]] = [paragraphs[b]!, paragraphs[a]!];
  sentences.forEach((sentence, k) => {
    const i = prose[3 + k]!;
    const rewritten = paragraphs[i]!.replace(/^[^.!?]*[.!?]/u, sentence);
    expect(rewritten).not.toBe(paragraphs[i]);
    paragraphs[i] = rewritten;
  });
  let text = paragraphs.join('\n\n');
  for (const [word, synonym] of synonyms) {
    expect(text).toContain(word);
    text = text.replaceAll(word, synonym);
  }
  return text;
}

const REWORDINGS = {
  oddsaces: {
    slug: 'chasing-losses-sunk-cost-trap',
    sentences: [
      'Money you have already spent is gone for good.',
      'Most people feel worse when they are behind.',
      'Think about what a doubling plan really needs.',
    ],
    synonyms: [
      [' money', ' cash'],
      [' session', ' sitting'],
      [' stake', ' wager'],
    ],
  },
  stavkablef: {
    slug: 'aziatskaya-fora-chetvertnye-linii',
    sentences: [
      'Фора добавляется к счёту команды.',
      'Посмотрим на пример с тысячей рублей.',
      'Каждую такую линию удобно делить пополам.',
    ],
    synonyms: [
      [' коэффициент', ' кэф'],
      [' половину', ' долю'],
      [' рублей', ' руб.'],
    ],
  },
  oranveblof: {
    slug: 'kelly-kriteri-ne-kadar-yatirmali',
    sentences: [
      'Kasanın ne kadarını koyacağınız önemli bir soru.',
      'Bunu basit bir örnekle görelim.',
      'Hesap aslında sanıldığından kolay.',
    ],
    synonyms: [
      [' kasa', ' bütçe'],
      [' yüzde', ' %'],
      [' oran', ' katsayı'],
    ],
  },
} satisfies Record<keyof typeof SITES, { slug: string; sentences: string[]; synonyms: [string, string][] }>;

describe('words', () => {
  it('folds case in the text’s language and leaves punctuation out', () => {
    expect(textWords('KAZANÇ İÇİN, ırmak: Iğdır’da!', 'tr').map((word) => word.folded)).toEqual([
      'kazanç',
      'için',
      'ırmak',
      "ığdır'da",
    ]);
    expect(textWords('Pot odds [explained](https://example.com/a-b-c-d-e).', 'en').map((word) => word.raw)).toEqual([
      'Pot',
      'odds',
      'explained',
    ]);
  });

  it('keeps a title’s topic words only, in each language', () => {
    expect(titleWords('The Sunk Cost Trap: Why Chasing Losses Backfires', 'en')).toEqual(
      new Set(['sunk', 'cost', 'trap', 'chasing', 'losses', 'backfires']),
    );
    expect(titleWords('Что такое маржа и как её считать', 'ru')).toEqual(new Set(['маржа', 'считать']));
    expect(titleWords('Kelly Kriteri ve Sabit Birim: Bir Bahse Ne Kadar Yatırmalı?', 'tr')).toEqual(
      new Set(['kelly', 'kriteri', 'sabit', 'birim', 'bahse', 'kadar', 'yatırmalı']),
    );
  });

  it('reads a locale as its language', () => {
    expect([languageOf('en_US'), languageOf('ru_RU'), languageOf('tr_TR')]).toEqual(['en', 'ru', 'tr']);
  });
});

describe('MinHash signatures', { timeout: 30_000 }, () => {
  it('estimate the shingle sets’ Jaccard similarity', () => {
    const words = Array.from({ length: 2000 }, (_, i) => `w${i}`);
    const a = shingles(words.slice(0, 1500));
    const b = shingles(words.slice(500, 2000));
    const exact = jaccard(new Set(a), new Set(b));
    expect(exact).toBeCloseTo(0.5, 1);
    expect(Math.abs(estimateSimilarity(signature(a)!, signature(b)!) - exact)).toBeLessThan(0.12);
    expect(estimateSimilarity(signature(a)!, signature(a)!)).toBe(1);
    expect(signature([])).toBeUndefined();
  });

  it('make every near-copy pair of a site a candidate, as comparing every pair would find', () => {
    for (const [siteId, language] of Object.entries(SITES) as [keyof typeof SITES, Language][]) {
      const articles = siteArticles(siteId);
      const { slug, sentences, synonyms } = REWORDINGS[siteId];
      const source = articles.find((article) => article.slug === slug)!;
      const texts = [
        ...articles.map((article) => asText(article, language)),
        { ...asText(source, language), file: 'copy.md', body: rewordLightly(source.body, sentences, synonyms) },
      ];
      const sets = texts.map((text) => new Set(shingles(textWords(text.body, language).map((word) => word.folded))));
      const bruteForce: string[] = [];
      for (let i = 0; i < sets.length; i++)
        for (let j = i + 1; j < sets.length; j++)
          if (jaccard(sets[i]!, sets[j]!) >= BODY_LIMIT) bruteForce.push(`${texts[i]!.file} ${texts[j]!.file}`);
      expect(bruteForce).toEqual([`${source.sourceFile} copy.md`]);
      const candidates = [...candidatePairs(sets.map((set) => signature(set)))];
      expect(candidates.map(([i, j]) => `${texts[i]!.file} ${texts[j]!.file}`)).toContain(bruteForce[0]);
      // Far fewer candidates than pairs: the point of banding.
      expect(candidates.length).toBeLessThan((sets.length * (sets.length - 1)) / 2 / 20);
    }
  });

  it('make each pair that shares a band a candidate once, and no other', () => {
    // Signatures that agree on chosen bands only: index k shares band b with index m when both
    // have the bit b of their pattern set, so pairs share no band, one, or several.
    const patterns = [0b1011, 0b0011, 0b1000, 0b0100, 0, 0b1011, 0b0110];
    const signatures = patterns.map((pattern, index) => {
      const sig = new Uint32Array(SIGNATURE_BINS).map((_, bin) => 1_000 * index + bin + 1);
      for (let band = 0; band < 4; band++)
        if (pattern & (1 << band)) sig.fill(band + 1, band * LSH_ROWS, (band + 1) * LSH_ROWS);
      return sig;
    });
    const expected: string[] = [];
    for (let i = 0; i < patterns.length; i++)
      for (let j = i + 1; j < patterns.length; j++) if (patterns[i]! & patterns[j]!) expected.push(`${i} ${j}`);
    const found = [...candidatePairs([...signatures, undefined])].map(([i, j]) => `${i} ${j}`);
    expect(found.sort()).toEqual(expected.sort());
    expect(expected).toContain('0 5');
  });

  // 7 s on a quiet machine, and past 30 s beside the rest of the unit tests on two cores: a
  // bound on when it may fail, not on how fast it runs.
  it('enumerate more candidates than a Set can hold (templated articles)', { timeout: 180_000 }, () => {
    // 5,800 identical signatures: 16.8 million pairs, past a Set's 2^24 entries.
    const same = signature([1, 2, 3, 4, 5])!;
    const count = 5_800;
    let pairs = 0;
    for (const [i, j] of candidatePairs(Array.from({ length: count }, () => same))) if (i < j) pairs++;
    expect(pairs).toBe((count * (count - 1)) / 2);
    expect(pairs).toBeGreaterThan(2 ** 24);
  });
});

// Reading an example site takes a second or more on a busy machine.
describe('a draft against its site', { timeout: 30_000 }, () => {
  for (const [siteId, language] of Object.entries(SITES) as [keyof typeof SITES, Language][]) {
    it(`refuses a lightly reworded copy of a ${siteId} article, naming it and the score`, () => {
      const articles = siteArticles(siteId);
      const { slug, sentences, synonyms } = REWORDINGS[siteId];
      const source = articles.find((article) => article.slug === slug)!;
      const body = rewordLightly(source.body, sentences, synonyms);
      const problems = siteIndex(articles, language).repeats({ title: 'A title of its own entirely', body, language });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(`the body repeats ${source.sourceFile} ("${source.title}")`);
      const measured = Number(/overlap (\d\.\d\d)/.exec(problems[0]!)![1]);
      expect(measured).toBeGreaterThanOrEqual(BODY_LIMIT);
      expect(measured).toBeLessThan(1);
      expect(problems[0]).toMatch(/e\.g\. "[^"]{20,}"/);
    });

    it(`passes ${siteId} articles as drafts against the rest of their site`, () => {
      const articles = siteArticles(siteId);
      // Every seventh: each draft is compared with a fresh index of the others.
      for (const article of articles.filter((_, i) => i % 7 === 0)) {
        const { title, body } = article;
        expect(siteIndex(articles, language, article).repeats({ title, body, language }), article.sourceFile).toEqual(
          [],
        );
      }
    });
  }

  it('refuses a title that repeats another’s topic words, in any order and case', () => {
    const cases = [
      [
        'oddsaces',
        'Why Chasing Losses Backfires: The Sunk-Cost Trap',
        'The Sunk Cost Trap: Why Chasing Losses Backfires',
      ],
      [
        'stavkablef',
        'Честная цена и расчёт четвертных линий: азиатская фора',
        'Азиатская фора: расчёт четвертных линий и честная цена',
      ],
      [
        'oranveblof',
        'BİR BAHSE NE KADAR YATIRMALI? KELLY KRİTERİ VE SABİT BİRİM',
        'Kelly Kriteri ve Sabit Birim: Bir Bahse Ne Kadar Yatırmalı?',
      ],
    ] as const;
    for (const [siteId, title, repeated] of cases) {
      const language = SITES[siteId];
      const problems = siteIndex(siteArticles(siteId), language).repeats({ title, body: '', language });
      expect(problems).toEqual([
        expect.stringMatching(
          new RegExp(
            `^the title "${escape(title)}" repeats the title of .+\\("${escape(repeated)}"\\): word overlap 1\\.00`,
          ),
        ),
      ]);
    }
  });

  it('refuses a draft that repeats an earlier draft of its batch', () => {
    const [first, second] = siteArticles('oddsaces');
    const index = new OriginalityIndex();
    index.add(asText(first!, 'en'));
    const draft = { title: 'A different title altogether', body: second!.body, language: 'en' as const };
    expect(index.repeats(draft)).toEqual([]);
    index.add({ ...draft, file: 'content/oddsaces/articles/new-draft.md' });
    expect(index.repeats(draft)).toEqual([
      expect.stringContaining(
        'the title "A different title altogether" repeats the title of content/oddsaces/articles/new-draft.md',
      ),
      expect.stringContaining(
        'the body repeats content/oddsaces/articles/new-draft.md ("A different title altogether")',
      ),
    ]);
  });
});

describe('near-copies among a site’s articles', { timeout: 30_000 }, () => {
  it('finds none in the example sites', () => {
    for (const siteId of Object.keys(SITES) as (keyof typeof SITES)[]) {
      expect(articleNearCopyProblems(siteArticles(siteId), SITES[siteId])).toEqual([]);
    }
  });

  it('names both files and the score of a near-copy pair', () => {
    const articles = siteArticles('oddsaces');
    const { slug, sentences, synonyms } = REWORDINGS.oddsaces;
    const source = articles.find((article) => article.slug === slug)!;
    const copy = { ...source, sourceFile: 'content/oddsaces/articles/zz-copy.md', title: 'Another title' };
    copy.body = rewordLightly(source.body, sentences, synonyms);
    const problems = articleNearCopyProblems([...articles, copy], 'en_US');
    expect(problems).toEqual([
      {
        file: source.sourceFile,
        field: 'body',
        value: expect.any(Number),
        expected: expect.stringContaining(`with content/oddsaces/articles/zz-copy.md ("Another title")`),
      },
    ]);
    expect(problems[0]!.value).toBeGreaterThanOrEqual(BODY_LIMIT);
  });

  it('finds a title pair through the prefix filter as comparing every pair would', () => {
    const titles = [
      'Pot odds explained',
      'Explained: pot odds',
      'Kelly criterion basics',
      'Kelly criterion, the basics of staking',
      'Pot odds and implied odds explained',
      'Kelly criterion for staking',
    ].map((title) => titleWords(title, 'en'));
    const bruteForce = (limit: number) => {
      const pairs: [number, number, number][] = [];
      for (let i = 0; i < titles.length; i++)
        for (let j = i + 1; j < titles.length; j++) {
          const value = jaccard(titles[i]!, titles[j]!);
          if (value >= limit) pairs.push([i, j, value]);
        }
      return pairs;
    };
    for (const limit of [0.5, TITLE_LIMIT, 1]) expect(similarTitlePairs(titles, limit)).toEqual(bruteForce(limit));
    expect(bruteForce(0.5).length).toBeGreaterThan(bruteForce(TITLE_LIMIT).length);
    expect(bruteForce(TITLE_LIMIT).length).toBeGreaterThan(bruteForce(1).length);
    expect(bruteForce(1)).toEqual([[0, 1, 1]]);
  });

  it('reports a pair once, the first file name first', () => {
    const body = 'one two three four five six seven eight nine ten eleven twelve';
    const texts = ['b.md', 'a.md'].map((file) => ({ file, title: `Title ${file}`, body, language: 'en' as const }));
    expect(nearCopies(texts).map(({ field, first, second }) => [field, first.file, second.file])).toEqual([
      ['body', 'a.md', 'b.md'],
    ]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
