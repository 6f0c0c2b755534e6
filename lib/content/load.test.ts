import { describe, expect, it } from 'vitest';

import { loadSiteContent } from './load.ts';
import { problemsOf, expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import { articleSource } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

const site = fixtureSiteEachTest();

const load = () => site.load();
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
