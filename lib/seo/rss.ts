import { Feed } from 'feed';

import type { Article, Site } from '../content/model/index.ts';
import { paths } from '../site/paths.ts';

/** How many of the newest articles the feed carries. */
export const RSS_ITEM_COUNT = 20;

/**
 * Characters XML 1.0 cannot carry at all, escaped or not: C0 controls other than tab, line feed
 * and carriage return, lone surrogates, and U+FFFE/U+FFFF. A feed holding one is not XML.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/u;

/**
 * The feed library writes item titles and descriptions as CDATA and splits only the first `]]>`
 * in each, so a second one would end the section early and break the XML. Every `]]>` goes into
 * the library as this marker (it holds NUL, which NOT_XML keeps out of any text) and comes out
 * as a correctly split section.
 */
const CDATA_END_MARKER = '\u0000cdata-end\u0000';
const SPLIT_CDATA_END = ']]]]><![CDATA[>';

function feedText(text: string, where: string): string {
  const bad = NOT_XML.exec(text);
  if (bad) {
    const code = bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    throw new Error(`rss.xml: ${where} holds U+${code}, a character XML cannot carry; remove it from the content`);
  }
  return text;
}

function cdataText(text: string, where: string): string {
  return feedText(text, where).replaceAll(']]>', CDATA_END_MARKER);
}

/** RSS 2.0 of the latest articles. Dates come from content, so two builds give the same feed. */
export function buildRss(site: Site, articles: readonly Article[]): string {
  const home = new URL(paths.home, site.domain).toString();
  const latest = articles.slice(0, RSS_ITEM_COUNT);
  const feed = new Feed({
    title: feedText(site.title, 'site.yaml title'),
    description: feedText(site.tagline ?? site.title, 'site.yaml tagline'),
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
    const where = article.sourceFile;
    feed.addItem({
      title: cdataText(article.title, `${where}, title`),
      id: url,
      link: url,
      description: cdataText(article.description, `${where}, description`),
      author: [{ name: feedText(article.author, `${where}, author`) }],
      date: new Date(`${(article.updated ?? article.published).slice(0, 10)}T00:00:00Z`),
      published: new Date(`${article.published.slice(0, 10)}T00:00:00Z`),
    });
  }
  return feed.rss2().replaceAll(CDATA_END_MARKER, SPLIT_CDATA_END);
}
