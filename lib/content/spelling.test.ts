import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { loadSiteContent } from './load.ts';
import { formatProblem } from './problems.ts';
import { BRITISH_TO_US } from './spelling-words.ts';
import { britishSpellingProblems, findBritishSpellings, siteSpellingProblems } from './spelling.ts';

const words = (locale: string, text: string) =>
  findBritishSpellings(locale, text).map(({ word, us }) => `${word}→${us}`);

describe('findBritishSpellings', () => {
  it('names each British spelling with its US form, its line and the line as written', () => {
    const text = 'A first line.\nMy favourite colour is green,\nand I realised it late.';
    expect(findBritishSpellings('en_US', text)).toEqual([
      { word: 'favourite', us: 'favorite', line: 2, lineText: 'My favourite colour is green,' },
      { word: 'colour', us: 'color', line: 2, lineText: 'My favourite colour is green,' },
      { word: 'realised', us: 'realized', line: 3, lineText: 'and I realised it late.' },
    ]);
  });

  it('is case-insensitive and answers in the case it found', () => {
    expect(words('en_US', 'Colour. MATHS. Judgement.')).toEqual(['Colour→Color', 'MATHS→MATH', 'Judgement→Judgment']);
  });

  it("covers a word's family: plurals, verb forms, -ful, -ite, -al, -hood, -ation", () => {
    expect(
      words(
        'en_US',
        'colours coloured colourful favourites behavioural neighbourhood organisation analysed practising ' +
          'centres travelled modelling counsellor defences licences sceptical',
      ),
    ).toEqual([
      'colours→colors',
      'coloured→colored',
      'colourful→colorful',
      'favourites→favorites',
      'behavioural→behavioral',
      'neighbourhood→neighborhood',
      'organisation→organization',
      'analysed→analyzed',
      'practising→practicing',
      'centres→centers',
      'travelled→traveled',
      'modelling→modeling',
      'counsellor→counselor',
      'defences→defenses',
      'licences→licenses',
      'sceptical→skeptical',
    ]);
  });

  it('matches whole words only, and leaves alone US words that share a British stem', () => {
    expect(
      words('en_US', 'discolour colouration? No: color, analyses, practice, practices, metro, total, humor, realism.'),
    ).toEqual([]);
  });

  it('counts a hyphenated word as words, so "well-organised" is caught', () => {
    expect(words('en_US', 'A well-organised log.')).toEqual(['organised→organized']);
  });

  it('finds nothing for a site in another locale', () => {
    expect(findBritishSpellings('ru_RU', 'favourite colour')).toEqual([]);
    expect(findBritishSpellings('tr_TR', 'favourite colour')).toEqual([]);
    // Another English locale writes British English: the check is for en_US alone.
    expect(findBritishSpellings('en_GB', 'favourite colour')).toEqual([]);
  });

  it('skips code, raw HTML, link and image addresses, bare URLs and site paths', () => {
    const text = [
      'Set `colour: red` in the file.',
      '```',
      'favourite = 1',
      '```',
      'See [the guide](https://example.com/colour-guide) or <https://www.colour.org/> or www.maths.example.org.',
      '![A chart](/images/behaviour.png) and /articles/player-prop-modelling-poisson-minutes/ too.',
      '<span class="colour">x</span>',
    ].join('\n');
    expect(findBritishSpellings('en_US', text)).toEqual([]);
  });

  it('still reads the words of a link', () => {
    expect(findBritishSpellings('en_US', 'Read [our favourite guide](/articles/x/).')).toMatchObject([
      { word: 'favourite', line: 1 },
    ]);
  });

  it('takes a capitalized match beside another capitalized word for a name ("Centre Court")', () => {
    expect(
      words('en_US', 'Fans queued outside Centre Court before the Wimbledon Centre opened for Labour Party members.'),
    ).toEqual([]);
    expect(words('en_US', 'Centre your stakes. The centre holds. Licence needed.')).toEqual([
      'Centre→Center',
      'centre→center',
      'Licence→License',
    ]);
  });

  it('reads a Title Case line word by word: there every word is capitalized, names or not', () => {
    expect(words('en_US', 'Modelling Player Props: Rates, Minutes and the Poisson Distribution')).toEqual([
      'Modelling→Modeling',
    ]);
  });

  it('keeps its list short, with no pair twice and no US form it would flag itself', () => {
    expect(BRITISH_TO_US.length).toBeGreaterThanOrEqual(35);
    expect(BRITISH_TO_US.length).toBeLessThanOrEqual(60);
    const keys = BRITISH_TO_US.map(([british]) => british);
    expect(new Set(keys).size).toBe(keys.length);
    const usWords = BRITISH_TO_US.map(([, us]) => us);
    expect(usWords).toContain('favor');
    expect(usWords).toContain('practice');
    expect(words('en_US', usWords.join(' '))).toEqual([]);
    expect(words('en_US', BRITISH_TO_US.map(([british]) => british).join(' '))).toHaveLength(BRITISH_TO_US.length);
  });
});

describe('britishSpellingProblems', () => {
  it('gives one problem line per spelling, naming file, field with line, word and the US form expected', () => {
    const problems = britishSpellingProblems(
      'content/oddsaces/articles/x.md',
      'body',
      'en_US',
      'Intro.\n\nMy favourite.',
    );
    expect(problems.map(formatProblem)).toEqual([
      'content/oddsaces/articles/x.md: field "body (line 3)" is "favourite"; expected the US spelling "favorite" ' +
        "(the site's locale is en_US; docs/content.md, 'US spelling')",
    ]);
    expect(britishSpellingProblems('content/stavkablef/articles/x.md', 'body', 'ru_RU', 'favourite')).toEqual([]);
  });
});

describe('siteSpellingProblems', () => {
  const site = loadSiteContent({ root: process.cwd(), siteId: 'oddsaces' });
  const rel = (file: string) => `content/oddsaces/${file}`;

  it('finds nothing in the default site (en_US): articles, authors, categories, pages and search copy', () => {
    expect(siteSpellingProblems(site, rel).map(formatProblem)).toEqual([]);
  });

  it('reports a slip in each kind of text, a body by the line of its file', () => {
    const article = site.articles.find((a) => a.slug === 'overround-removing-bookmaker-margin')!;
    const slipped = {
      ...site,
      articles: [
        {
          ...article,
          title: `${article.title} in Colour`,
          body: article.body.replace('favorite-longshot', 'favourite-longshot'),
        },
      ],
      authors: [{ ...site.authors[0]!, description: 'Writes about maths.' }],
      categories: [{ ...site.categories[0]!, description: 'Betting behaviour.' }],
      seo: { ...site.seo, home: { title: 'Home', description: 'Our favourite guides.' } },
    };
    const fileLine =
      readFileSync(article.sourceFile, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('favorite-longshot')) + 1;
    expect(siteSpellingProblems(slipped, rel).map((p) => `${p.file} ${p.field} ${String(p.value)}`)).toEqual([
      `${article.sourceFile} title (line 1) Colour`,
      `${article.sourceFile} body (line ${fileLine}) favourite`,
      'content/oddsaces/authors.yaml 0.description (line 1) maths',
      'content/oddsaces/categories.yaml 0.description (line 1) behaviour',
      'content/oddsaces/seo.yaml home.description (line 1) favourite',
    ]);
    expect(fileLine).toBeGreaterThan(10);
  });

  it("reports a slip in the site's own settings: title, tagline and house banner", () => {
    const slipped = {
      ...site,
      site: {
        ...site.site,
        title: 'Odds & Colours',
        tagline: 'Betting strategy, explained with the maths.',
        houseBanner: {
          headline: 'Set a limit.',
          detail: 'Budgets that feel organised.',
          linkText: 'Our favourites',
          href: '/',
        },
      },
    };
    expect(siteSpellingProblems(slipped, rel).map((p) => `${p.file} ${p.field} ${String(p.value)}`)).toEqual([
      'content/oddsaces/site.yaml title (line 1) Colours',
      'content/oddsaces/site.yaml tagline (line 1) maths',
      'content/oddsaces/site.yaml house_banner.detail (line 1) organised',
      'content/oddsaces/site.yaml house_banner.link_text (line 1) favourites',
    ]);
  });

  it('checks nothing on a site in another locale', () => {
    const russian = loadSiteContent({ root: process.cwd(), siteId: 'stavkablef' });
    const slipped = { ...russian, seo: { ...russian.seo, home: { title: 'favourite', description: 'colour' } } };
    expect(siteSpellingProblems(slipped, (file) => `content/stavkablef/${file}`)).toEqual([]);
  });
});
