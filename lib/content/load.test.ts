import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadSiteContent } from './load.ts';
import { formatProblem } from './problems.ts';
import { problemsOf, expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import {
  articleSource,
  createFixtureSite,
  FIXTURE_SITE_ID,
  type FixtureSite,
} from '../../tests/support/content/fixture-site.ts';

let site: FixtureSite;
beforeEach(() => {
  site = createFixtureSite();
});
afterEach(() => site.cleanup());

const load = () => loadSiteContent({ root: site.root, siteId: FIXTURE_SITE_ID });
const problems = () => problemsOf(load);
const expectOneProblem = (file: string, field: string, expected: RegExp) =>
  expectOneProblemOf(load, file, field, expected);

describe('a valid site', () => {
  it('loads every part, articles newest first', () => {
    const content = load();
    expect(content.site.title).toBe('Fixture Site');
    expect(content.categories.map((c) => c.slug)).toEqual(['poker-tutorials', 'bankroll-management']);
    expect(content.authors.map((a) => a.metaTitle)).toEqual([
      'Asha Verma - Poker Coach | Fixture',
      'Tom Reed - Bankroll Coach | Fixture',
    ]);
    expect(content.articles.map((a) => a.slug)).toEqual(['kelly-staking', 'pot-odds-explained']);
    expect(content.pages['privacy-policy'].title).toBe('privacy-policy');
  });
});

describe('each malformed article stops loading with a problem naming file and field', () => {
  it('a missing title', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'bad' }).replace(/^title: .*\n/m, ''));
    expectOneProblem('articles/bad.md', 'title', /title/);
  });

  it('an empty title', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'bad', title: '   ' }));
    const problem = expectOneProblem('articles/bad.md', 'title', /non-empty title/);
    expect(problem.value).toBe('   ');
  });

  it('a slug that is not lowercase-kebab', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'Pot_Odds' }));
    const problem = expectOneProblem('articles/bad.md', 'slug', /lowercase-kebab/);
    expect(problem.value).toBe('Pot_Odds');
  });

  it('a slug two articles share', () => {
    // Files are read in name order, so the later file is the one at fault.
    site.write('articles/zz-copy.md', articleSource({ id: 3, slug: 'pot-odds-explained' }));
    const problem = expectOneProblem(
      'articles/zz-copy.md',
      'slug',
      /no other article has \(.*pot-odds-explained\.md has it too\)/,
    );
    expect(problem.value).toBe('pot-odds-explained');
  });

  it('an id two articles share', () => {
    site.write('articles/zz-copy.md', articleSource({ id: 1, slug: 'another-one' }));
    const problem = expectOneProblem('articles/zz-copy.md', 'id', /no other article/);
    expect(problem.value).toBe(1);
  });

  it('an unknown category', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'bad', category: 'astrology' }));
    const problem = expectOneProblem('articles/bad.md', 'entities.0.category', /poker-tutorials/);
    expect(problem.value).toBe('astrology');
  });

  it('an unknown author', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'bad', author: 'Jane Doe' }));
    const problem = expectOneProblem('articles/bad.md', 'author', /Asha Verma/);
    expect(problem.value).toBe('Jane Doe');
  });

  it('an unparsable date', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'bad', published: '2025-13-45' }));
    const problem = expectOneProblem('articles/bad.md', 'published', /date/);
    expect(problem.value).toBe('2025-13-45');
  });

  it('a date written as words', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'bad', published: 'last tuesday' }));
    expectOneProblem('articles/bad.md', 'published', /YYYY-MM-DD/);
  });

  it('an updated date before the published date', () => {
    site.write(
      'articles/bad.md',
      articleSource({ id: 3, slug: 'bad', published: '2025-05-01', updated: '2025-04-01' }),
    );
    expectOneProblem('articles/bad.md', 'updated', /not before the published/);
  });

  it('no entities', () => {
    const source = articleSource({ id: 3, slug: 'bad' }).replace(/entities:[\s\S]*?---/, 'entities: []\n---');
    site.write('articles/bad.md', source);
    expectOneProblem('articles/bad.md', 'entities', /at least one entity/);
  });

  it('an unterminated frontmatter block', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'bad' }).replace(/\n---\n\n/, '\n\n'));
    expectOneProblem('articles/bad.md', 'frontmatter', /closing '---'/);
  });

  it('invalid YAML', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'bad' }).replace(/^title: .*$/m, 'title: "unclosed'));
    expectOneProblem('articles/bad.md', 'frontmatter', /valid YAML/);
  });

  it('a duplicated key', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'bad' }).replace(/^slug: .*$/m, 'slug: bad\nslug: bad'));
    expectOneProblem('articles/bad.md', 'frontmatter', /valid YAML/);
  });

  it('a ---js block is refused and never run', () => {
    const marker = '__frontmatterCodeRan';
    const source = `---js\n{ title: (globalThis.${marker} = true, "Ran"), slug: "bad" }\n---\nBody\n`;
    site.write('articles/bad.md', source);
    const problem = expectOneProblem('articles/bad.md', 'frontmatter', /refused, never run/);
    expect(problem.value).toBe('---js');
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
  });

  it('a field the format does not know', () => {
    site.write('articles/bad.md', articleSource({ id: 3, slug: 'bad' }).replace('---\nid:', '---\ncolour: red\nid:'));
    expectOneProblem('articles/bad.md', 'colour', /no such field/);
  });

  it('several problems are all reported at once', () => {
    site.write('articles/one.md', articleSource({ id: 3, slug: 'One' }));
    site.write('articles/two.md', articleSource({ id: 4, slug: 'two', author: 'Nobody' }));
    const found = problems();
    expect(found.map((p) => `${p.file.split('/').pop()}:${p.field}`).sort()).toEqual(['one.md:slug', 'two.md:author']);
  });
});

describe('other malformed files', () => {
  it('categories with no catch-all child', () => {
    site.write(
      'categories.yaml',
      `- slug: poker-tutorials\n  title: Poker\n  description: D.\n  meta_description: M.\n  children:\n    - slug: basics\n      title: Basics\n      description: D.\n      meta_description: M.\n`,
    );
    const found = problems();
    expect(
      found.some(
        (p) => p.file.endsWith('categories.yaml') && /exactly one child marked 'other: true'/.test(p.expected),
      ),
    ).toBe(true);
  });

  it('a category slug the site itself uses', () => {
    site.write(
      'categories.yaml',
      `- slug: authors\n  title: Authors\n  description: D.\n  meta_description: M.\n  children:\n    - slug: misc\n      title: Misc\n      description: D.\n      meta_description: M.\n      other: true\n`,
    );
    expect(
      problems().some((p) => p.file.endsWith('categories.yaml') && p.field === '0.slug' && p.value === 'authors'),
    ).toBe(true);
  });

  it('a missing seo.yaml', () => {
    site.remove('seo.yaml');
    expectOneProblem('seo.yaml', 'file', /exist/);
  });

  it('a site.yaml whose id is not its folder', () => {
    site.write('site.yaml', site.read('site.yaml').replace('id: fixture', 'id: other-site'));
    expectOneProblem('site.yaml', 'id', /fixture/);
  });

  it('an unknown SITE_ID names the known sites', () => {
    expect(() => loadSiteContent({ root: site.root, siteId: 'nowhere' })).toThrow(/known sites: fixture/);
  });
});

describe('text the loader accepts', () => {
  it('CRLF line endings, a byte-order mark and a non-ASCII title', () => {
    const source = articleSource({ id: 3, slug: 'turkce-baslik', title: 'Poker’da Şans ve Beceri — ♠️ Ölçüm' });
    site.write('articles/turkce-baslik.md', `\uFEFF${source.replace(/\n/g, '\r\n')}`);
    const article = load().articles.find((a) => a.slug === 'turkce-baslik');
    expect(article?.title).toBe('Poker’da Şans ve Beceri — ♠️ Ölçüm');
    expect(article?.body).not.toContain('\r');
  });

  it('an unknown subcategory is listed under the category’s other child', () => {
    site.write('articles/odd.md', articleSource({ id: 3, slug: 'odd', subcategory: 'dealer-etiquette' }));
    const article = load().articles.find((a) => a.slug === 'odd');
    expect(article?.entities[0]?.subcategories[0]).toMatchObject({
      subcategory: 'dealer-etiquette',
      listedUnder: 'other-poker-tips',
    });
  });
});

describe('checks across the site', () => {
  it('an author without a single article (drafts count) is a problem naming the author', () => {
    site.write(
      'authors.yaml',
      `${site.read('authors.yaml')}- name: Nadia Idle
  slug: nadia-idle
  role: Poker Writer
  description: Writes nothing yet.
  meta_description: Nadia Idle writes nothing yet.
`,
    );
    expectOneProblem('authors.yaml', '2.name', /at least one article/);
    site.write(
      'articles/first-draft.md',
      articleSource({ id: 9, slug: 'first-draft', author: 'Nadia Idle' }).replace('---\nid:', '---\ndraft: true\nid:'),
    );
    expect(() => load()).not.toThrow();
  });

  it('a British spelling on an en_US site is a problem naming the file, field and line', () => {
    site.write(
      'articles/kelly-staking.md',
      site.read('articles/kelly-staking.md').replace(/\n$/, '\nMy favourite staking plan.\n'),
    );
    const found = problems();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      file: expect.stringMatching(/articles\/kelly-staking\.md$/),
      field: expect.stringMatching(/^body \(line \d+\)$/),
    });
    expect(found[0]!.expected).toMatch(/favorite/);
  });

  it('an About Us without the section every byline links to is one line naming the heading it needs', () => {
    site.write('pages/about-us.md', '---\ntitle: About\ndescription: About us.\n---\n\n## How we work\n\nText.\n');
    const found = problems();
    expect(found).toHaveLength(1);
    expect(formatProblem(found[0]!)).toMatch(
      /pages\/about-us\.md: field "body" is "sections #how-we-work"; expected a "## How our articles are made" section, .*\(#how-our-articles-are-made\)$/,
    );
    // The heading in other words, or at another level, is not the section either.
    site.write(
      'pages/about-us.md',
      '---\ntitle: About\ndescription: About us.\n---\n\n### How our articles are made\n',
    );
    expect(formatProblem(problems()[0]!)).toMatch(
      /is "without a ## section"; expected a "## How our articles are made"/,
    );
    site.write('pages/about-us.md', '---\ntitle: About\ndescription: About us.\n---\n\n## How our articles are made\n');
    expect(() => load()).not.toThrow();
  });
});

describe('search-result lengths: a text a title or meta description is made of, counted in code points', () => {
  const letters = (count: number) => 'x'.repeat(count);

  it('an article title over 60 characters; 60 is accepted, an emoji counts once', () => {
    site.write('articles/long.md', articleSource({ id: 3, slug: 'long', title: letters(61) }));
    const problem = expectOneProblem('articles/long.md', 'title', /^at most 60 characters, found 61$/);
    expect(problem.value).toBe(letters(61));
    site.write('articles/long.md', articleSource({ id: 3, slug: 'long', title: `${letters(59)}🎲` }));
    expect(load().articles.find((a) => a.slug === 'long')?.title).toBe(`${letters(59)}🎲`);
  });

  it('an article description over 160 characters, in one line naming file, field and count', () => {
    site.write('articles/long.md', articleSource({ id: 3, slug: 'long', description: letters(187) }));
    const problem = expectOneProblem('articles/long.md', 'description', /^at most 160 characters, found 187$/);
    expect(formatProblem(problem)).toMatch(
      /articles\/long\.md: field "description" is "x+\.\.\.; expected at most 160 characters, found 187$/,
    );
    site.write('articles/long.md', articleSource({ id: 3, slug: 'long', description: letters(160) }));
    expect(load().articles).toHaveLength(3);
  });

  it("seo.yaml's titles over 60 and descriptions over 160", () => {
    const seo = site.read('seo.yaml');
    site.write('seo.yaml', seo.replace('home title', letters(61)));
    expectOneProblem('seo.yaml', 'home.title', /^at most 60 characters, found 61$/);
    site.write('seo.yaml', seo.replace('sitemap description 🎲', `${letters(160)}🎲`));
    expectOneProblem('seo.yaml', 'sitemap.description', /^at most 160 characters, found 161$/);
  });

  it("an author's meta description over 160, and a name and role too long for the page title", () => {
    const authors = site.read('authors.yaml');
    site.write('authors.yaml', authors.replace('Asha Verma writes about poker.', letters(161)));
    expectOneProblem('authors.yaml', '0.meta_description', /^at most 160 characters, found 161$/);
    // 'Tom Reed - ' is 11 characters: a role of 50 makes the title 61 before any brand.
    site.write('authors.yaml', authors.replace('role: Bankroll Coach', `role: ${letters(50)}`));
    expectOneProblem('authors.yaml', '1.role', /"\{name\} - \{role\}" is at most 60 characters, found 61$/);
  });

  it("a category's or subcategory's meta description missing or over 160, its title over 60", () => {
    // With categories.yaml refused no article loads, so the authors are reported too: look at the file alone.
    const categoryProblems = () => problems().filter((p) => p.file.endsWith('categories.yaml'));
    const categories = site.read('categories.yaml');
    site.write('categories.yaml', categories.replace('  meta_description: Lessons in short.\n', ''));
    expect(categoryProblems()).toEqual([
      expect.objectContaining({
        field: '0.meta_description',
        value: undefined,
        expected: expect.stringMatching(/search-engine description/),
      }),
    ]);
    site.write('categories.yaml', categories.replace('Basics in short.', letters(161)));
    expect(categoryProblems()).toEqual([
      expect.objectContaining({
        field: '0.children.0.meta_description',
        expected: 'at most 160 characters, found 161',
      }),
    ]);
    site.write('categories.yaml', categories.replace('title: Bet Sizing', `title: ${letters(61)}`));
    expect(categoryProblems()).toEqual([
      expect.objectContaining({ field: '1.children.0.title', expected: 'at most 60 characters, found 61' }),
    ]);
  });

  it("a category's meta description is read beside its longer description", () => {
    const [poker] = load().categories;
    expect(poker).toMatchObject({ description: 'Lessons.', metaDescription: 'Lessons in short.' });
    expect(poker!.children[0]).toMatchObject({ description: 'Basics.', metaDescription: 'Basics in short.' });
  });
});

describe('an idle author is reported only on content that otherwise loads', () => {
  it('a refused article does not also make its author look idle', () => {
    site.write('articles/kelly-staking.md', site.read('articles/kelly-staking.md').replace(/^title: .*\n/m, ''));
    const found = problems();
    expect(found.map((problem) => problem.field)).toEqual(['title']);
  });
});
