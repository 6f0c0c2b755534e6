// Structured data (schema.org as JSON-LD) for search engines, built from one place.
import { publicationInstant } from '../content/publication.ts';
import { type Article, type Author, type Series, type Site, SOCIAL_NETWORKS } from '../content/model/index.ts';
import { LOGO_PATH } from '../site/logo.ts';
import { paths } from '../site/paths.ts';
import { uiText } from '../site/ui-text/index.ts';

type JsonLd = Record<string, unknown>;

const absolute = (site: Site, path: string) => new URL(path, site.domain).toString();

export function organizationLd(site: Site): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.domain}/#organization`,
    name: site.title,
    url: absolute(site, paths.home),
    logo: absolute(site, LOGO_PATH),
    email: site.contactEmail,
    sameAs: SOCIAL_NETWORKS.flatMap((network) => site.social[network] ?? []),
  };
}

/** WebSite with a SearchAction; the site's own search box answers ?q= on the home page. */
export function websiteLd(site: Site): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site.domain}/#website`,
    name: site.title,
    url: absolute(site, paths.home),
    inLanguage: site.language,
    publisher: { '@id': `${site.domain}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute(site, paths.home)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** An author as an article names them: who, and the page that says the rest. */
function authorLd(site: Site, author: Author): JsonLd {
  return {
    '@type': 'Person',
    '@id': `${absolute(site, author.url)}#person`,
    name: author.name,
    url: absolute(site, author.url),
  };
}

/**
 * The author's page: a ProfilePage about the Person, which articles name by its @id. The bylines
 * are pen names, so the Person says so and no more: the role and the biography describe a beat
 * of the site, and as `jobTitle` or `description` they would give search engines a job and a life
 * nobody has.
 */
export function profilePageLd(site: Site, author: Author): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absolute(site, author.url),
    mainEntity: { ...authorLd(site, author), description: uiText(site.locale).article.penNamePerson(site.title) },
  };
}

/** A series as a part names it: its name and page; the page's own node says the rest. */
function seriesRefLd(site: Site, series: Pick<Series, 'title' | 'url'>): JsonLd {
  return {
    '@type': 'CreativeWorkSeries',
    '@id': `${absolute(site, series.url)}#series`,
    name: series.title,
    url: absolute(site, series.url),
  };
}

/** A series page: the series with its description and its parts in order. */
export function seriesLd(site: Site, series: Series, parts: readonly Pick<Article, 'title' | 'url'>[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...seriesRefLd(site, series),
    description: series.description,
    inLanguage: site.language,
    publisher: { '@id': `${site.domain}/#organization` },
    hasPart: parts.map((part, index) => ({
      '@type': 'Article',
      headline: part.title,
      url: absolute(site, part.url),
      position: index + 1,
    })),
  };
}

/**
 * An article. Its summary is the page's meta description and its address the canonical
 * link, so neither is written again as `description` or `mainEntityOfPage`. An article of a
 * series is `isPartOf` it (docs/content.md#series).
 */
export function articleLd(
  site: Site,
  article: Article,
  author: Author | undefined,
  series?: Pick<Series, 'title' | 'url'>,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    url: absolute(site, article.url),
    datePublished: article.published,
    dateModified: lastModified(site, article),
    wordCount: article.wordCount,
    inLanguage: site.language,
    author: author ? authorLd(site, author) : { '@type': 'Person', name: article.author },
    publisher: { '@id': `${site.domain}/#organization` },
    ...(series && { isPartOf: seriesRefLd(site, series) }),
  };
}

/**
 * When the article last changed, as written: the latest of `updated` and the dates of its listed
 * changes (read in the site's time zone when plain dates), or `published` when it has neither.
 */
export function lastModified(site: Site, article: Article): string {
  const instant = (date: string) => publicationInstant(date, site.timeZone).getTime();
  return [article.updated, ...(article.updates ?? []).map((update) => update.date)]
    .filter((date): date is string => date !== undefined)
    .reduce((latest, date) => (instant(date) > instant(latest) ? date : latest), article.published);
}

/**
 * The article's page as a WebPage, for the facts schema.org keeps there rather than on the
 * Article: who last checked it and when. Only a reviewed article has one.
 */
export function reviewedPageLd(site: Site, article: Article, reviewer: Author | undefined): JsonLd | undefined {
  if (!article.reviewed) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: absolute(site, article.url),
    name: article.title,
    reviewedBy: reviewer ? authorLd(site, reviewer) : { '@type': 'Person', name: article.reviewed.by },
    lastReviewed: article.reviewed.date,
  };
}

export function breadcrumbLd(site: Site, items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(site, item.path),
    })),
  };
}

/** Several nodes of one page in one block: one @context, one script element. */
export function ldGraph(...nodes: JsonLd[]): JsonLd {
  const withoutContext = (node: JsonLd) =>
    Object.fromEntries(Object.entries(node).filter(([key]) => key !== '@context'));
  return { '@context': 'https://schema.org', '@graph': nodes.map(withoutContext) };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so text can never close the element. */
export function serializeLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
