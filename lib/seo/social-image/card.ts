// What a page's social preview image shows, and the address it is published at. The address is
// a hash of everything the image shows, so the page's head can name the image while the page
// renders, before any image exists: the post-build step (postbuild/steps/social-images.ts)
// renders each address's image once and keeps it for later builds (docs/social-images.md).
import { createHash } from 'node:crypto';

import type { Article, Author, Category, Series, Site, Subcategory } from '../../content/model/index.ts';
import { uiText } from '../../site/ui-text/index.ts';

export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
/** The folder of out/ the images are published in. */
export const SOCIAL_IMAGE_FOLDER = 'og';

/**
 * Everything besides a card's text that decides an image's bytes. Change `template` with any
 * change to the drawing (postbuild/social-images/template.ts) or to how it is encoded
 * (postbuild/social-images/render.ts): one name must always stand for the same bytes, whether
 * a build rendered the image or found it in the cache. The others must match what is
 * installed, which the post-build step checks before it renders anything, so that a new font,
 * renderer or logo gives every image a new address instead of leaving the old one cached.
 */
export const SOCIAL_IMAGE_RENDERER = {
  template: 2,
  font: '@fontsource/noto-sans 5.3.0',
  satori: '0.63.2',
  resvg: '2.6.2',
  /** The PNG encoder (libvips): another version may write other bytes for the same pixels. */
  sharp: '0.35.5',
  /** SHA-256 of public/logo.svg, drawn beside the brand. */
  logo: 'cd64129a03a802ddd5f97bed535e1a73763bd1a20c623801c8dbff5995dcac35',
} as const;

/** The text of one image; every field but `alt` is drawn on it. */
export interface SocialCard {
  brand: string;
  /** The site's host name, drawn under the brand: where a shared link leads. */
  host: string;
  /** Above the title: an article's or subcategory's category, an author's role. */
  context?: string;
  title: string;
  /** Under the title: an article's byline. */
  byline?: string;
  /** The image's text alternative (og:image:alt); not drawn, so not part of the address. */
  alt: string;
}

/** The image's file name under out/og/: a hash of what it shows and of how it is drawn. */
export function socialImageFile(card: SocialCard): string {
  const drawn = [SOCIAL_IMAGE_RENDERER, card.brand, card.host, card.context ?? '', card.title, card.byline ?? ''];
  return `${createHash('sha256').update(JSON.stringify(drawn)).digest('hex').slice(0, 20)}.png`;
}

/** The image's absolute address on the site's origin, as og:image and twitter:image need it. */
export function socialImageUrl(site: Pick<Site, 'domain'>, card: SocialCard): string {
  return new URL(`/${SOCIAL_IMAGE_FOLDER}/${socialImageFile(card)}`, site.domain).toString();
}

const hostOf = (site: Site) => new URL(site.domain).hostname.replace(/^www\./, '');

function pageCard(site: Site, title: string, context?: string): SocialCard {
  // A site without a tagline shows its brand as the home page's title: said once is enough.
  const alt =
    title === site.brand && context === undefined
      ? site.brand
      : uiText(site.locale).socialImage.pageAlt({ title, context, brand: site.brand });
  return { brand: site.brand, host: hostOf(site), context, title, alt };
}

/** The home page's image, which pages without one of their own share: the site's tagline under its brand. */
export function homeCard(site: Site): SocialCard {
  return pageCard(site, site.tagline ?? site.title);
}

export function articleCard(site: Site, article: Article, categories: readonly Category[]): SocialCard {
  const category =
    categories.find((candidate) => candidate.slug === article.primary.category)?.title ?? article.primary.category;
  const text = uiText(site.locale).socialImage;
  return {
    brand: site.brand,
    host: hostOf(site),
    context: category,
    title: article.title,
    byline: text.byline(article.author),
    alt: text.articleAlt({ title: article.title, author: article.author, category, brand: site.brand }),
  };
}

export function categoryCard(site: Site, category: Category): SocialCard {
  return pageCard(site, category.title);
}

export function subcategoryCard(site: Site, category: Category, subcategory: Subcategory): SocialCard {
  return pageCard(site, subcategory.title, category.title);
}

export function authorCard(site: Site, author: Author): SocialCard {
  return pageCard(site, author.name, author.role);
}

/** A series page's image: the series' title under the word for a series, in the site's language. */
export function seriesCard(site: Site, series: Series): SocialCard {
  return pageCard(site, series.title, uiText(site.locale).series.label);
}

/**
 * Every image a build publishes: the home page's, and each article's, category's, subcategory's,
 * author's and series'.
 */
export function siteSocialCards(content: {
  site: Site;
  articles: readonly Article[];
  categories: readonly Category[];
  authors: readonly Author[];
  series?: readonly Series[];
}): SocialCard[] {
  const { site, categories } = content;
  return [
    homeCard(site),
    ...content.articles.map((article) => articleCard(site, article, categories)),
    ...categories.flatMap((category) => [
      categoryCard(site, category),
      ...category.children.map((child) => subcategoryCard(site, category, child)),
    ]),
    ...content.authors.map((author) => authorCard(site, author)),
    ...(content.series ?? []).map((series) => seriesCard(site, series)),
  ];
}
