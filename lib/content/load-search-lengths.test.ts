import { describe, expect, it } from 'vitest';

import { formatProblem } from './problems.ts';
import { problemsOf, expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import { articleSource } from '../../tests/support/content/fixture-site.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

// The loader's limits on the texts a page's title and meta description are made of.
const site = fixtureSiteEachTest();

const load = () => site.load();
const problems = () => problemsOf(load);
const expectOneProblem = (file: string, field: string, expected: RegExp) =>
  expectOneProblemOf(load, file, field, expected);

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
