// The bare Next.js export's pages (bare-next/), rendered by React alone over the default
// site's content: the benchmark builds them with `next build`, which CI's smoke run skips.
import path from 'node:path';

import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { loadSiteContent } from '../../lib/content/load.ts';
import { renderMarkdown } from '../../lib/content/markdown.ts';
import ArticlePage, { generateStaticParams as articleParams } from './bare-next/app/articles/[slug]/page.tsx';
import CategoryPage, { generateStaticParams as categoryParams } from './bare-next/app/[category]/page.tsx';
import SubcategoryPage, {
  generateStaticParams as subcategoryParams,
} from './bare-next/app/[category]/[subcategory]/page.tsx';
import HomePage from './bare-next/app/page.tsx';
import RootLayout from './bare-next/app/layout.tsx';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const content = loadSiteContent({ root: projectRoot, siteId: 'oddsaces' });
const saved = { root: process.env.BARE_CONTENT_ROOT, siteId: process.env.SITE_ID };

beforeAll(() => {
  process.env.BARE_CONTENT_ROOT = projectRoot;
  process.env.SITE_ID = 'oddsaces';
});
afterAll(() => {
  for (const [name, value] of [
    ['BARE_CONTENT_ROOT', saved.root],
    ['SITE_ID', saved.siteId],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const html = (element: React.ReactElement) => renderToStaticMarkup(element);
// next/link writes the trailing slash from Next.js's trailingSlash setting, which only a build has.
const linkTo = (url: string) => new RegExp(`href="${url.replace(/\/$/, '')}/?"`);

describe('the bare export', () => {
  it('lists a page for every article, category and subcategory', () => {
    expect(articleParams()).toHaveLength(content.articles.length);
    expect(categoryParams()).toEqual(content.categories.map((category) => ({ category: category.slug })));
    expect(subcategoryParams()).toHaveLength(
      content.categories.reduce((sum, category) => sum + category.children.length, 0),
    );
  });

  it("renders an article's body with the site's markdown pipeline", async () => {
    const article = content.articles[0]!;
    const page = html(await ArticlePage({ params: Promise.resolve({ slug: article.slug }) }));
    expect(page).toContain(renderMarkdown(article.body).trim().slice(0, 200));
    expect(page).toContain(`<h1>${article.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</h1>`);
  });

  it('links a category to its subcategories and their newest articles, a subcategory to its articles', async () => {
    const category = content.categories[0]!;
    const child = category.children.find((candidate) =>
      content.articles.some((article) =>
        article.entities.some((entity) =>
          entity.subcategories.some((sub) => entity.category === category.slug && sub.subcategory === candidate.slug),
        ),
      ),
    )!;
    const categoryPage = html(await CategoryPage({ params: Promise.resolve({ category: category.slug }) }));
    expect(categoryPage).toMatch(linkTo(child.url));
    const subcategoryPage = html(
      await SubcategoryPage({ params: Promise.resolve({ category: category.slug, subcategory: child.slug }) }),
    );
    expect(subcategoryPage.match(/href="\/articles\//g)?.length).toBeGreaterThan(0);
  });

  it('renders the home page inside the layout, linking every category', () => {
    const page = html(RootLayout({ children: HomePage() }));
    for (const category of content.categories) expect(page).toMatch(linkTo(category.url));
    expect(page).toMatch(/^<html lang="en">/);
  });

  it('refuses to start without the folder of the corpus', async () => {
    vi.resetModules();
    delete process.env.BARE_CONTENT_ROOT;
    const fresh = await import('./bare-next/content.ts');
    expect(() => fresh.siteContent()).toThrow('BARE_CONTENT_ROOT is unset');
    process.env.BARE_CONTENT_ROOT = projectRoot;
  });
});
