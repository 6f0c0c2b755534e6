import { Feed } from 'feed';

import type { Article, Site } from '../content/types';
import { paths } from '../site/paths';

/** How many of the newest articles the feed carries. */
export const RSS_ITEM_COUNT = 20;

/** RSS 2.0 of the latest articles. Dates come from content, so two builds give the same feed. */
export function buildRss(site: Site, articles: readonly Article[]): string {
  const home = new URL(paths.home, site.domain).toString();
  const latest = articles.slice(0, RSS_ITEM_COUNT);
  const feed = new Feed({
    title: site.title,
    description: site.tagline ?? site.title,
    id: home,
    link: home,
    language: site.language,
    favicon: new URL('/favicon.ico', site.domain).toString(),
    copyright: `© ${site.title}`,
    updated: latest[0] ? new Date(`${latest[0].published.slice(0, 10)}T00:00:00Z`) : undefined,
    feedLinks: { rss: new URL('/rss.xml', site.domain).toString() },
  });
  for (const article of latest) {
    const url = new URL(article.url, site.domain).toString();
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.description,
      author: [{ name: article.author }],
      date: new Date(`${(article.updated ?? article.published).slice(0, 10)}T00:00:00Z`),
      published: new Date(`${article.published.slice(0, 10)}T00:00:00Z`),
    });
  }
  return feed.rss2();
}
