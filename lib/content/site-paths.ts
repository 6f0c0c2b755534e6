import { paths } from '../site/paths.ts';
import type { SiteContent } from './model/index.ts';

/** Every page path the site builds, each with its trailing slash (for sitemaps and link checks). */
export function sitePagePaths(
  content: Pick<SiteContent, 'categories' | 'authors' | 'articles'> & Pick<Partial<SiteContent>, 'series'>,
): string[] {
  return [
    paths.home,
    paths.authors,
    paths.aboutUs,
    paths.privacyPolicy,
    paths.terms,
    paths.sitemap,
    ...content.categories.flatMap((category) => [category.url, ...category.children.map((child) => child.url)]),
    ...content.authors.map((author) => author.url),
    ...content.articles.map((article) => article.url),
    paths.seriesIndex,
    ...(content.series ?? []).map((series) => series.url),
    ...content.categories.map((category) => paths.sitemapCategory(category.slug)),
  ];
}

/** Site-internal link targets written in a markdown body: `[text](/path/)`, without #fragments. */
export function internalLinks(markdown: string): string[] {
  const targets: string[] = [];
  for (const match of markdown.matchAll(/\]\((\/[^)\s]*)(?:\s+"[^"]*")?\)/g)) {
    targets.push(match[1]!.replace(/[#?].*$/, ''));
  }
  return targets;
}
