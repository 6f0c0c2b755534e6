import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { ContentError, getArticle, getSiteContent } from './index';
import { loadSiteContent, readArticleBody } from './load';
import { createFixtureSite, FIXTURE_SITE_ID, type FixtureSite } from './testing/fixture-site';

describe('getSiteContent', () => {
  it('holds the loaded articles, each body read from its file when asked', () => {
    const loaded = loadSiteContent({ root: process.cwd(), siteId: 'oddsaces' });
    const kept = getSiteContent().articles;
    expect(kept.map((article) => article.slug)).toEqual(loaded.articles.map((article) => article.slug));
    for (const [index, article] of kept.entries()) {
      expect(Object.getOwnPropertyDescriptor(article, 'body')?.get, article.slug).toBeTypeOf('function');
      expect(article, article.slug).toEqual(loaded.articles[index]);
    }
    expect(getArticle(loaded.articles[0]!.slug)!.body).toBe(loaded.articles[0]!.body);
  });
});

describe('readArticleBody', () => {
  let site: FixtureSite | undefined;
  afterEach(() => site?.cleanup());

  it('names the file when the article no longer parses', () => {
    site = createFixtureSite();
    const file = path.join(site.root, 'content', FIXTURE_SITE_ID, 'articles', 'broken.md');
    site.write('articles/broken.md', '---\ntitle: [unclosed\n---\nBody.\n');
    expect(() => readArticleBody(file)).toThrow(ContentError);
    expect(() => readArticleBody(file)).toThrow(/broken\.md.*frontmatter|broken\.md.*YAML/);
  });
});
