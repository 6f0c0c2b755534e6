import fs from 'node:fs';

import { describe, expect, it } from 'vitest';

import { markdownBody } from './frontmatter.ts';
import { getArticle, getSiteContent } from './index.ts';
import { loadSiteContent } from './load.ts';

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

describe('markdownBody', () => {
  it('splits off the same body as the full parse, for every article of both sites', () => {
    for (const siteId of ['oddsaces', 'stavkablef']) {
      for (const article of loadSiteContent({ root: process.cwd(), siteId }).articles) {
        const source = fs.readFileSync(article.sourceFile, 'utf8');
        expect(markdownBody(source), article.sourceFile).toBe(article.body);
        expect(markdownBody(source.replace(/\n/g, '\r\n')), article.sourceFile).toBe(article.body);
      }
    }
  });
});
