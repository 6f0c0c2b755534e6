// Guards the default site's real content, so it cannot quietly shrink or break (issue: real content).
import { describe, expect, it } from 'vitest';

import { charCount } from '../seo/search-copy.ts';
import { loadSiteContent } from './load.ts';
import { listSites } from './site-files.ts';
import { internalLinks, sitePagePaths } from './site-paths.ts';

const content = loadSiteContent({ root: process.cwd(), siteId: 'oddsaces' });
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9‘“"'])/).filter((s) => s.trim()).length;

describe('the default site has the content of a real publication', () => {
  it('about 60 authors, each with a 60 to 150 word biography and a meta description under 160 characters', () => {
    expect(content.authors.length).toBeGreaterThanOrEqual(55);
    for (const author of content.authors) {
      expect(words(author.description), author.name).toBeGreaterThanOrEqual(60);
      expect(words(author.description), author.name).toBeLessThanOrEqual(150);
      expect(author.metaDescription.length, author.name).toBeLessThan(160);
      // '{name} - {role} | {brand}', the brand left out where it would pass a search result's 60 characters.
      const branded = `${author.name} - ${author.role} | ${content.site.brand}`;
      expect(author.metaTitle).toBe(charCount(branded) <= 60 ? branded : `${author.name} - ${author.role}`);
    }
  });

  it('7 categories and 28 subcategories, each described in 2 to 4 sentences', () => {
    expect(content.categories).toHaveLength(7);
    const nodes = content.categories.flatMap((category) => [category, ...category.children]);
    expect(nodes).toHaveLength(35);
    for (const node of nodes) {
      const count = sentences(node.description);
      expect(count, node.slug).toBeGreaterThanOrEqual(2);
      expect(count, node.slug).toBeLessThanOrEqual(4);
    }
  });

  it('at least 2 articles in every subcategory, 56 or more in all', () => {
    expect(content.articles.length).toBeGreaterThanOrEqual(56);
    for (const category of content.categories) {
      for (const child of category.children) {
        const listed = content.articles.filter((article) =>
          article.entities.some(
            (e) => e.category === category.slug && e.subcategories.some((s) => s.listedUnder === child.slug),
          ),
        );
        expect(listed.length, `${category.slug}/${child.slug}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('every article has 600 to 1,500 words', () => {
    for (const article of content.articles) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(600);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(1500);
    }
  });

  it('articles are spread over at least 30 authors, and about a quarter carry an updated date', () => {
    expect(new Set(content.articles.map((a) => a.author)).size).toBeGreaterThanOrEqual(30);
    const updatedShare = content.articles.filter((a) => a.updated).length / content.articles.length;
    expect(updatedShare).toBeGreaterThanOrEqual(0.15);
    expect(updatedShare).toBeLessThanOrEqual(0.4);
  });

  it('every subcategory with articles uses 2 to 5 sub-subcategories', () => {
    for (const category of content.categories) {
      for (const child of category.children) {
        const labels = new Set(
          content.articles.flatMap((article) =>
            article.entities
              .filter((e) => e.category === category.slug)
              .flatMap((e) =>
                e.subcategories.filter((s) => s.listedUnder === child.slug).flatMap((s) => s.subsubcategories),
              ),
          ),
        );
        expect(labels.size, `${category.slug}/${child.slug}`).toBeGreaterThanOrEqual(2);
        expect(labels.size, `${category.slug}/${child.slug}`).toBeLessThanOrEqual(5);
      }
    }
  });

  it('every betting article ends with a responsible-gambling note', () => {
    for (const article of content.articles) {
      expect(article.body.trim().split('\n').at(-1), article.slug).toMatch(/^> \*\*Play responsibly:\*\*/);
    }
  });

  it('published dates fall within the last two years, none in the future', () => {
    for (const article of content.articles) {
      expect(article.published >= '2024-11-01', article.slug).toBe(true);
      expect(article.published <= '2026-11-22', article.slug).toBe(true);
    }
  });
});

describe('links inside article and page bodies', () => {
  for (const siteId of listSites(process.cwd())) {
    it(`${siteId}: every internal link points at a page that exists, with its trailing slash`, () => {
      const site = loadSiteContent({ root: process.cwd(), siteId });
      const known = new Set(sitePagePaths(site));
      const bodies = [
        ...site.articles.map((a) => ({ file: a.sourceFile, body: a.body })),
        ...Object.values(site.pages).map((p) => ({ file: `pages/${p.slug}.md`, body: p.body })),
      ];
      const broken = bodies.flatMap(({ file, body }) =>
        internalLinks(body)
          .filter((link) => !known.has(link))
          .map((link) => `${file} → ${link}`),
      );
      expect(broken).toEqual([]);
    });
  }

  it('internalLinks finds markdown links to site paths and drops fragments', () => {
    expect(
      internalLinks('See [a](/poker-tutorials/) and [b](/articles/x/#maths "t") but not [c](https://example.com/).'),
    ).toEqual(['/poker-tutorials/', '/articles/x/']);
  });
});

describe('the Russian example site (stavkablef)', () => {
  const site = loadSiteContent({ root: process.cwd(), siteId: 'stavkablef' });

  it('is a site of its own: its id, locale, title and the same category slugs with Russian titles', () => {
    expect(site.site).toMatchObject({ id: 'stavkablef', locale: 'ru_RU', language: 'ru', title: 'Ставка и Блеф' });
    expect(site.categories.map((c) => c.slug)).toEqual(content.categories.map((c) => c.slug));
    expect(
      site.categories.every((c) => /[а-яё]/i.test(c.title) && c.children.every((child) => /[а-яё]/i.test(child.title))),
    ).toBe(true);
  });

  it('has an article in every one of its 28 subcategories, each of 700 to 1,500 words in Russian', () => {
    expect(site.articles.length).toBeGreaterThanOrEqual(28);
    const covered = new Set(
      site.articles.flatMap((a) =>
        a.entities.flatMap((e) => e.subcategories.map((s) => `${e.category}/${s.listedUnder}`)),
      ),
    );
    const missing = site.categories
      .flatMap((c) => c.children.map((child) => `${c.slug}/${child.slug}`))
      .filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
    for (const article of site.articles) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(700);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(1500);
      const letters = article.body.replace(/[^a-zа-яё]/gi, '');
      expect(letters.replace(/[^а-яё]/gi, '').length / letters.length, article.slug).toBeGreaterThan(0.9);
    }
  });
});

describe('the Turkish example site (oranveblof)', () => {
  const site = loadSiteContent({ root: process.cwd(), siteId: 'oranveblof' });

  it('has an article in every category, each of 700 to 1,500 words, without the stiff -DIr endings', () => {
    expect(site.site).toMatchObject({ id: 'oranveblof', locale: 'tr_TR', language: 'tr' });
    expect(site.articles.length).toBeGreaterThanOrEqual(7);
    const covered = new Set(site.articles.flatMap((a) => a.entities.map((e) => e.category)));
    expect(site.categories.map((c) => c.slug).filter((slug) => !covered.has(slug))).toEqual([]);
    for (const article of site.articles) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(700);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(1500);
      expect(article.body.match(/\p{L}+(?:tedir|tadır|dedir|dadır)\b/giu) ?? [], article.slug).toEqual([]);
    }
  });
});

describe('listings on every site', () => {
  for (const id of ['oddsaces', 'stavkablef', 'oranveblof']) {
    it(`${id}: no category or subcategory page is empty`, () => {
      const site = loadSiteContent({ root: process.cwd(), siteId: id });
      const listed = new Set(
        site.articles.flatMap((a) =>
          a.entities.flatMap((e) => [e.category, ...e.subcategories.map((s) => `${e.category}/${s.listedUnder}`)]),
        ),
      );
      const pages = site.categories.flatMap((c) => [c.slug, ...c.children.map((child) => `${c.slug}/${child.slug}`)]);
      expect(pages.filter((page) => !listed.has(page))).toEqual([]);
    });
  }
});

describe('authors on every site', () => {
  // Words that claim a profession, a clinical role or a licence: the bios describe a beat and a
  // way of working instead. A heuristic, kept to words no bio needs for anything else.
  const CLAIMS =
    /\b(?:actuar\w*|psychologists?|counsell?ors?|counsell?ing|therapists?|clinician|licensed|certified|accountants?|auditors?|statisticians?|degree|phd|doctorate)\b|психолог(?:ом|а)?\b|актуари\w*|терапевт\w*|сертифиц\w*|лицензи\w*|диплом\w*|\bpsikolog\w*|\baktüer\w*|\bterapist\w*|sertifikalı|lisanslı/iu;

  // Words that claim the pen name's own experience, which an invented person cannot have: years
  // at the tables or in a sport, bets placed, sessions played, records of its own bets or limits.
  // Each alternative is one of the wordings the bios were rewritten from, so none can return.
  const EXPERIENCE = new RegExp(
    [
      String.raw`\b(?:has|have) (?:played|spent|recorded|watched|followed|worked out)\b(?!,)`,
      String.raw`\b(?:decades?|(?:\w+ )?years ago|over \w+ years|since (?:19|20)\d\d)\b`,
      String.raw`\bplays (?:his|her|their) poker\b|\bjunior (?:tennis|player)\b|\bformer (?:junior )?player\b`,
      String.raw`\bbets? (?:he|she|they) (?:has |have )?plac(?:es|ed)\b|\bprices? (?:he|she|they) (?:has |have )?taken\b`,
      String.raw`\bkeeps? a (?:record|log)\b|\b(?:keeps|publishes) (?:\S+ )?ratings\b|\bthat habit\b`,
      String.raw`\b(?:his|her|their) own (?:records?|limits|plan|rule|household|included)\b`,
      String.raw`\bhosts\b[^.]*\bhome game\b|\blearned (?:the game|[\w-]+ stud|poker)\b|\bwhere (?:he|she) learned\b`,
      String.raw`\bwithin a year\b|\bhad lost\b|\baway from the table\b`,
      'много лет|несколько (?:лет|сезонов)|десяти лет|микролимит|за живыми столами|делать ставки|(?:завёл|ведёт) таблицу',
      'домашних игр|свои оценки|играет в покер',
      String.raw`yıllardır|\d+ yıl(?:dır)?\b|oynadı`,
    ].join('|'),
    'iu',
  );

  for (const id of ['oddsaces', 'stavkablef', 'oranveblof']) {
    const site = loadSiteContent({ root: process.cwd(), siteId: id });

    it(`${id}: every listed author has at least one article`, () => {
      const writing = new Set(site.articles.map((a) => a.authorSlug));
      expect(site.authors.filter((author) => !writing.has(author.slug)).map((author) => author.slug)).toEqual([]);
    });

    it(`${id}: no bio, role or author description claims a professional, clinical or licensing credential`, () => {
      const claims = site.authors.flatMap((author) =>
        [author.role, author.description, author.metaDescription]
          .map((text) => CLAIMS.exec(text)?.[0])
          .filter((found): found is string => found !== undefined)
          .map((found) => `${author.slug}: ${found}`),
      );
      expect(claims).toEqual([]);
    });

    it(`${id}: no bio or author description claims experience a pen name cannot have`, () => {
      const claims = site.authors.flatMap((author) =>
        [author.role, author.description, author.metaDescription]
          .map((text) => EXPERIENCE.exec(text)?.[0])
          .filter((found): found is string => found !== undefined)
          .map((found) => `${author.slug}: ${found}`),
      );
      expect(claims).toEqual([]);
    });
  }
});
