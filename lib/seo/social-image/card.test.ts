import { describe, expect, it } from 'vitest';

import { loadSiteContent } from '../../content/load.ts';
import { pageMetadata } from '../metadata.ts';
import {
  articleCard,
  homeCard,
  seriesCard,
  type SocialCard,
  socialImageFile,
  socialImageUrl,
  siteSocialCards,
} from './card.ts';

const base: SocialCard = { brand: 'Odds & Aces', host: 'oddsaces.com', title: 'Pot odds', alt: 'Pot odds' };

describe('socialImageFile', () => {
  it('is a hash of what the image shows', () => {
    expect(socialImageFile(base)).toMatch(/^[0-9a-f]{20}\.png$/);
    expect(socialImageFile({ ...base })).toBe(socialImageFile(base));
    for (const changed of [
      { ...base, title: 'Pot odds!' },
      { ...base, brand: 'Odds and Aces' },
      { ...base, host: 'oddsaces.net' },
      { ...base, context: 'Poker' },
      { ...base, byline: 'By Ann' },
    ]) {
      expect(socialImageFile(changed), JSON.stringify(changed)).not.toBe(socialImageFile(base));
    }
  });

  it('does not change with the text alternative, which is not drawn', () => {
    expect(socialImageFile({ ...base, alt: 'another description' })).toBe(socialImageFile(base));
  });

  it('is an absolute address on the site origin', () => {
    expect(socialImageUrl({ domain: 'https://www.oddsaces.com' }, base)).toBe(
      `https://www.oddsaces.com/og/${socialImageFile(base)}`,
    );
  });
});

describe('the cards of a site', () => {
  const content = loadSiteContent({ root: process.cwd(), siteId: 'stavkablef' });
  const { site, articles, categories, authors } = content;

  it('shows an article with its category and author, in the site language', () => {
    const article = articles[0]!;
    const card = articleCard(site, article, categories);
    const category = categories.find((candidate) => candidate.slug === article.primary.category)!;
    expect(card).toMatchObject({ brand: site.brand, title: article.title, context: category.title });
    expect(card.byline).toBe(`Автор: ${article.author}`);
    expect(card.alt).toContain(article.title);
    expect(card.alt).toContain(article.author);
  });

  it('covers the home page and every article, category, subcategory, author and series', () => {
    const subcategories = categories.flatMap((category) => category.children);
    const cards = siteSocialCards(content);
    const series = content.series ?? [];
    expect(series.length).toBeGreaterThan(0);
    expect(cards).toHaveLength(
      1 + articles.length + categories.length + subcategories.length + authors.length + series.length,
    );
    expect(cards).toContainEqual(seriesCard(site, series[0]!));
    expect(seriesCard(site, series[0]!)).toMatchObject({ title: series[0]!.title, context: 'Серия' });
    expect(cards[0]).toEqual(homeCard(site));
    expect(cards.map((card) => card.title)).toEqual(
      expect.arrayContaining([...subcategories.map((s) => s.title), ...authors.map((a) => a.name)]),
    );
  });

  it('gives a page its image with size and alt, and a large-image card', () => {
    const card = articleCard(site, articles[0]!, categories);
    const metadata = pageMetadata(site, { title: 't', description: 'd', path: articles[0]!.url, image: card });
    expect(metadata.openGraph?.images).toEqual([
      { url: socialImageUrl(site, card), width: 1200, height: 630, alt: card.alt, type: 'image/png' },
    ]);
    expect(metadata.twitter).toEqual({
      card: 'summary_large_image',
      images: [{ url: socialImageUrl(site, card), alt: card.alt }],
    });
  });

  it('gives a page without an image of its own the home page image', () => {
    const metadata = pageMetadata(site, { title: 't', description: 'd', path: '/authors/' });
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: socialImageUrl(site, homeCard(site)) }),
    ]);
  });
});
