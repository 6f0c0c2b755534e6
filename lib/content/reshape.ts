import { searchTitle } from '../seo/search-copy.ts';
import { paths } from '../site/paths.ts';
import { type KnownText, memoized, rememberBody, textOf } from './check-memo.ts';
import { countWords } from './markdown.ts';
import { publicationInstant, publicationStatus } from './publication.ts';
import type { Article, ArticleFrontmatter, Author, AuthorEntry, Category } from './model/index.ts';

const WORDS_PER_MINUTE = 220;

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
  knownBody: string | KnownText,
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
  const wordCount = memoized('words', [knownBody], () => countWords(textOf(knownBody)));
  const publishedAt = publicationInstant(frontmatter.published, context.timeZone);
  const article: Omit<Article, 'body'> & { body?: string } = {
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
  // A known text's body is read from its file when asked for (read-articles.ts): so is the article's.
  if (typeof knownBody === 'string') article.body = knownBody;
  else rememberBody(article, knownBody);
  return article as Article;
}

/**
 * Newest first, by the instant each goes live (ISO strings in UTC compare as instants); the same
 * instant falls back to the title so the order never depends on the file system.
 */
export function compareArticles(a: Article, b: Article): number {
  return b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title) || a.slug.localeCompare(b.slug);
}
