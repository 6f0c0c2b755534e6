import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

describe("articles' shape", () => {
  // A getter of its own on each article put each in V8's dictionary mode, about 0.8 KB more an
  // article in every render worker. V8's intrinsics, with --allow-natives-syntax, show the shape.
  const probe = (code: string) =>
    spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', code], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, SITE_ID: 'oddsaces' },
      encoding: 'utf8',
    });

  // Articles differ in their optional fields, so the site's kept articles take a few shapes.
  it('keeps every article of the site in a fast shape, and articles with a remembered body in one', () => {
    const answer = probe(`
      import { getSiteContent } from './lib/content/index.ts';
      import { rememberBody } from './lib/content/check-memo.ts';
      const kept = getSiteContent().articles;
      const remembered = ['a.md', 'b.md'].map((file) => {
        const article = { slug: file, sourceFile: file };
        rememberBody(article, { text: 'body of ' + file, digest: file });
        return article;
      });
      const shapes = (articles) => ({
        fast: articles.every((article) => %HasFastProperties(article)),
        shared: articles.every((article) => %HaveSameMap(article, articles[0])),
      });
      console.log(JSON.stringify({
        count: kept.length,
        kept: shapes(kept),
        remembered: shapes(remembered),
        bodies: remembered.map((article) => article.body),
      }));
    `);
    expect(answer.stderr).toBe('');
    const result = JSON.parse(answer.stdout) as Record<string, unknown>;
    expect(result.count).toBeGreaterThan(1);
    expect(result).toMatchObject({
      kept: { fast: true },
      remembered: { fast: true, shared: true },
      bodies: ['body of a.md', 'body of b.md'],
    });
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
