import { describe, expect, it } from 'vitest';

import { makeArticle } from '../../tests/support/content/make-article.ts';
import type { Author, Site } from '../content/model/index.ts';
import { articleLd, breadcrumbLd, ldGraph, profilePageLd, reviewedPageLd, serializeLd, websiteLd } from './json-ld.ts';

const site: Site = {
  id: 'oddsaces',
  title: 'Odds & Aces',
  brand: 'Odds & Aces',
  domain: 'https://www.oddsaces.com',
  locale: 'en_US',
  language: 'en',
  contactEmail: 'hello@oddsaces.com',
  social: { video: 'https://v.example', facebook: 'https://f.example', instagram: 'https://i.example' },
  responsibleGambling: { ageLimit: 21, services: [{ name: 'Help', url: 'https://help.example' }] },
  legal: {
    operator: 'Example LLC',
    governingLaw: 'the laws of New York',
    logRetentionDays: 30,
    hosting: { provider: 'Example Hosting Inc.', country: 'US' },
  },
  serviceWorker: false,
  ads: { sponsoredLinks: {} },
  thirdPartyScripts: [],
  timeZone: 'UTC',
  exampleFacts: [],
};
const author: Author = {
  name: 'Asha Verma',
  slug: 'asha-verma',
  role: 'Poker Coach',
  description: 'Bio.',
  metaTitle: 't',
  metaDescription: 'd',
  url: '/authors/asha-verma/',
};

describe('JSON-LD', () => {
  it('an Article names its author as a Person with an absolute address', () => {
    const ld = articleLd(
      site,
      { ...makeArticle(1, [{ category: 'poker-tutorials', subcategory: 'x' }]), updated: '2025-02-01' },
      author,
    );
    expect(ld).toMatchObject({
      '@type': 'Article',
      url: 'https://www.oddsaces.com/articles/article-1/',
      dateModified: '2025-02-01',
      author: { '@type': 'Person', name: 'Asha Verma', url: 'https://www.oddsaces.com/authors/asha-verma/' },
    });
  });

  it("an Article names its author by the author page's Person, without the biography", () => {
    const ld = articleLd(site, makeArticle(1, [{ category: 'poker-tutorials', subcategory: 'x' }]), author);
    const profile = profilePageLd(site, author);
    expect(ld.author).not.toHaveProperty('description');
    expect(profile).toMatchObject({
      '@type': 'ProfilePage',
      url: 'https://www.oddsaces.com/authors/asha-verma/',
      mainEntity: { '@type': 'Person', name: 'Asha Verma' },
    });
    expect((ld.author as { '@id': string })['@id']).toBe((profile.mainEntity as { '@id': string })['@id']);
  });

  it("a pen name's Person says it is a pen name, in the site's language, and claims no job or life", () => {
    const person = (on: Site) => profilePageLd(on, author).mainEntity as Record<string, unknown>;
    // Exactly these keys: no jobTitle, knowsAbout, worksFor, alumniOf or biography.
    expect(person(site)).toEqual({
      '@type': 'Person',
      '@id': 'https://www.oddsaces.com/authors/asha-verma/#person',
      name: 'Asha Verma',
      url: 'https://www.oddsaces.com/authors/asha-verma/',
      description: 'A pen name used by Odds & Aces. Its articles are written with AI assistance.',
    });
    expect(person({ ...site, locale: 'ru_RU', title: 'Ставка и Блеф' }).description).toBe(
      'Псевдоним автора на сайте «Ставка и Блеф». Статьи написаны с помощью ИИ.',
    );
    expect(person({ ...site, locale: 'tr_TR', title: 'Oran ve Blöf' }).description).toBe(
      'Oran ve Blöf sitesinde kullanılan bir takma ad. Yazılar yapay zekâ yardımıyla yazılır.',
    );
  });

  it('dateModified is the latest of updated and the listed changes, else the publication', () => {
    const plain = makeArticle(1, [{ category: 'poker-tutorials', subcategory: 'x' }]);
    expect(articleLd(site, plain, author).dateModified).toBe('2025-01-01');
    const changed = {
      ...plain,
      updated: '2025-02-01',
      updates: [
        { date: '2025-03-05', note: 'A rounding corrected.' },
        { date: '2025-01-20', note: 'A link added.' },
      ],
    };
    expect(articleLd(site, changed, author).dateModified).toBe('2025-03-05');
    // A date-time compares as the instant it names, against plain dates read in the site's zone.
    const timed = { ...changed, updated: '2025-03-05T09:00:00+03:00' };
    expect(articleLd(site, timed, author).dateModified).toBe('2025-03-05T09:00:00+03:00');
  });

  it("a reviewed article's WebPage names the reviewer's Person and the review date", () => {
    const plain = makeArticle(1, [{ category: 'poker-tutorials', subcategory: 'x' }]);
    expect(reviewedPageLd(site, plain, author)).toBeUndefined();
    const reviewed = { ...plain, reviewed: { by: 'Asha Verma', bySlug: 'asha-verma', date: '2025-02-10' } };
    const page = reviewedPageLd(site, reviewed, author)!;
    expect(page).toMatchObject({
      '@type': 'WebPage',
      url: 'https://www.oddsaces.com/articles/article-1/',
      lastReviewed: '2025-02-10',
      reviewedBy: { '@type': 'Person', name: 'Asha Verma' },
    });
    const profile = profilePageLd(site, author);
    expect((page.reviewedBy as { '@id': string })['@id']).toBe((profile.mainEntity as { '@id': string })['@id']);
  });

  it('a BreadcrumbList numbers its items from 1', () => {
    const ld = breadcrumbLd(site, [
      { name: 'Poker', path: '/poker-tutorials/' },
      { name: 'Basics', path: '/poker-tutorials/basics/' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Poker', item: 'https://www.oddsaces.com/poker-tutorials/' },
      { '@type': 'ListItem', position: 2, name: 'Basics', item: 'https://www.oddsaces.com/poker-tutorials/basics/' },
    ]);
  });

  it('a graph holds several nodes under one @context', () => {
    const article = articleLd(site, makeArticle(1, [{ category: 'poker-tutorials', subcategory: 'x' }]), author);
    const crumbs = breadcrumbLd(site, [{ name: 'Poker', path: '/poker-tutorials/' }]);
    const graph = ldGraph(article, crumbs);
    expect(graph['@context']).toBe('https://schema.org');
    const [first, second] = graph['@graph'] as Record<string, unknown>[];
    expect(first).toMatchObject({ '@type': 'Article', headline: article.headline, author: article.author });
    expect(second).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: crumbs.itemListElement });
    expect(JSON.stringify(graph).match(/@context/g)).toHaveLength(1);
  });

  it('the WebSite carries a SearchAction', () => {
    expect(websiteLd(site).potentialAction).toMatchObject({
      '@type': 'SearchAction',
      'query-input': 'required name=search_term_string',
    });
  });

  it('serialised data can never close its script element', () => {
    const text = serializeLd({ headline: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
