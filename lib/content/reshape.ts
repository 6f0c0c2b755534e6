import { searchTitle } from '../seo/search-copy.ts';
import { paths } from '../site/paths.ts';
import { countWords } from './markdown.ts';
import { publicationInstant, publicationStatus } from './publication.ts';
import type { ArticleFrontmatter, AuthorEntry, CategoryNode } from './schema.ts';
import type { SiteEntry } from './site-schema.ts';
import type { Article, Author, Category, Site } from './types.ts';

const WORDS_PER_MINUTE = 220;

export function reshapeSite(entry: SiteEntry): Site {
  return {
    id: entry.id,
    title: entry.title,
    brand: entry.brand,
    tagline: entry.tagline,
    houseBanner: entry.house_banner && {
      headline: entry.house_banner.headline,
      detail: entry.house_banner.detail,
      linkText: entry.house_banner.link_text,
      href: entry.house_banner.href,
    },
    domain: entry.domain.replace(/\/+$/, ''),
    locale: entry.locale,
    language: entry.locale.slice(0, 2),
    contactEmail: entry.contact_email,
    social: entry.social,
    responsibleGambling: {
      ageLimit: entry.responsible_gambling.age_limit,
      services: entry.responsible_gambling.services,
    },
    legal: {
      operator: entry.legal.operator,
      address: entry.legal.address,
      mersisNumber: entry.legal.mersis_number,
      kepAddress: entry.legal.kep_address,
      governingLaw: entry.legal.governing_law,
      logRetentionDays: entry.legal.log_retention_days,
      hosting: {
        provider: entry.legal.hosting.provider,
        country: entry.legal.hosting.country,
        transferSafeguard: entry.legal.hosting.transfer_safeguard,
        transferNotified: entry.legal.hosting.transfer_notified,
      },
    },
    ads: {
      allowedCategories: entry.ads?.policy?.allowed_categories,
      sponsoredLinks: entry.ads?.sponsored_links ?? {},
      banner: entry.ads?.banner,
    },
    thirdPartyScripts: entry.third_party_scripts.map((script) => ({
      src: script.src,
      name: script.name,
      receives: script.receives,
      purpose: script.purpose,
      storesDataIn: script.stores_data_in,
      forward: script.forward,
      processor: script.processor,
      retention: script.retention,
      idCookie: script.id_cookie,
      cookiePrefix: script.cookie_prefix,
    })),
    consent: entry.consent,
    serviceWorker: entry.service_worker,
    movedFrom: entry.moved_from,
    generation: entry.generation && {
      referenceSites: entry.generation.reference_sites,
      nicheTerms: entry.generation.niche_terms,
    },
    timeZone: entry.timezone,
    exampleFacts: entry.example_facts,
  };
}

export function reshapeCategory(node: CategoryNode): Category {
  const url = paths.category(node.slug);
  const children = node.children.map((child) => ({
    slug: child.slug,
    title: child.title,
    description: child.description,
    metaDescription: child.meta_description,
    isOther: child.other === true,
    url: paths.subcategory(node.slug, child.slug),
  }));
  // The schema guarantees exactly one catch-all child.
  const other = children.find((child) => child.isOther)!;
  return {
    slug: node.slug,
    title: node.title,
    description: node.description,
    metaDescription: node.meta_description,
    url,
    children,
    otherSlug: other.slug,
  };
}

/**
 * An author page's title pattern (docs/architecture.md#the-content-model): '{author} - role | {brand}',
 * without the brand when that would not fit a search result (lib/seo/search-copy.ts).
 */
export function authorMetaTitle(name: string, role: string, brand: string): string {
  return searchTitle(brand, { name: `${name} - ${role}` });
}

export function reshapeAuthor(entry: AuthorEntry, brand: string): Author {
  return {
    name: entry.name,
    slug: entry.slug,
    role: entry.role,
    description: entry.description,
    metaTitle: authorMetaTitle(entry.name, entry.role, brand),
    metaDescription: entry.meta_description,
    url: paths.author(entry.slug),
  };
}

/**
 * Turns validated frontmatter and body into a domain article. Subcategories that are
 * not known children of their category are listed under the category's 'other' child.
 */
export function reshapeArticle(
  frontmatter: ArticleFrontmatter,
  body: string,
  context: {
    sourceFile: string;
    authorSlug: string;
    /** The slug of the reviewer named in `reviewed.by`; the loader has checked they are an author. */
    reviewerSlug?: string;
    categories: ReadonlyMap<string, Category>;
    /** The site's time zone, in which a plain `published` date is read. */
    timeZone: string;
    now: Date;
  },
): Article {
  const entities = frontmatter.entities.map((entity) => {
    const category = context.categories.get(entity.category)!;
    const known = new Set(category.children.map((child) => child.slug));
    return {
      category: entity.category,
      subcategories: entity.subcategories.map((sub) => ({
        subcategory: sub.subcategory,
        listedUnder: known.has(sub.subcategory) ? sub.subcategory : category.otherSlug,
        subsubcategories: sub.subsubcategories,
      })),
    };
  });
  const first = entities[0]!;
  const wordCount = countWords(body);
  const publishedAt = publicationInstant(frontmatter.published, context.timeZone);
  return {
    id: String(frontmatter.id),
    title: frontmatter.title,
    slug: frontmatter.slug,
    url: paths.article(frontmatter.slug),
    author: frontmatter.author,
    authorSlug: context.authorSlug,
    published: frontmatter.published,
    publishedAt: publishedAt.toISOString(),
    status: publicationStatus(frontmatter.draft, publishedAt, context.now),
    updated: frontmatter.updated,
    description: frontmatter.description,
    entities,
    primary: { category: first.category, subcategory: first.subcategories[0]!.listedUnder },
    body,
    wordCount,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    sourceFile: context.sourceFile,
    aliases: frontmatter.aliases,
    ...(frontmatter.generated && { generated: frontmatter.generated }),
    ...(frontmatter.reviewed &&
      context.reviewerSlug && {
        reviewed: { by: frontmatter.reviewed.by, bySlug: context.reviewerSlug, date: frontmatter.reviewed.date },
      }),
    ...(frontmatter.updates.length > 0 && { updates: frontmatter.updates }),
    ...(frontmatter.series && { series: frontmatter.series }),
  };
}

/**
 * Newest first, by the instant each goes live (ISO strings in UTC compare as instants); the same
 * instant falls back to the title so the order never depends on the file system.
 */
export function compareArticles(a: Article, b: Article): number {
  return b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title) || a.slug.localeCompare(b.slug);
}
