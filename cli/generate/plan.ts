// Turns the command's arguments into a plan of articles, refusing bad ones in one line each.
import type { Author, Category, GenerationSettings, SiteContent, Subcategory } from '../../lib/content/model/index.ts';
import { categoryTypeMap, toGenerationCategories } from './category-shape.ts';
import { GENERATION_LOCALE_IDS, GENERATION_LOCALES, isGenerationLocale, type GenerationLocale } from './locales.ts';

/** The command's arguments as typed: every one is checked here. */
export interface GenerationArgs {
  locale?: string;
  category?: string;
  subcategory?: string;
  author?: string;
  count?: string;
  /** Articles asked for at once, 1 by default. */
  concurrency?: string;
}

export interface ArticlePlan {
  category: Category;
  subcategory: Subcategory;
  author: Author;
}

export interface GenerationPlan {
  locale: GenerationLocale;
  settings: GenerationSettings;
  articles: ArticlePlan[];
  /** Articles asked for at once. */
  concurrency: number;
}

/** Most articles asked for at once: more only meets the endpoint's rate limit sooner. */
export const MAX_CONCURRENCY = 8;

/** A bad argument or setting: its message is the one line the operator needs. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export function planGeneration(content: SiteContent, args: GenerationArgs): GenerationPlan {
  const site = content.site.id;
  const locale = required('locale', args.locale, `one of ${GENERATION_LOCALE_IDS.join(', ')}`);
  if (!isGenerationLocale(locale)) throw bad('locale', locale, `one of ${GENERATION_LOCALE_IDS.join(', ')}`);

  const types = categoryTypeMap(toGenerationCategories(content.categories));
  const categoryName = required('category', args.category, `a category slug of site ${site}`);
  const categoryType = types[categoryName];
  const category = content.categories.find((c) => c.slug === categoryName);
  if (!categoryType || !category)
    throw bad('category', categoryName, `a category slug of site ${site}: ${list(Object.keys(types))}`);

  if (args.subcategory !== undefined && !categoryType.subcategories.includes(args.subcategory)) {
    throw bad('subcategory', args.subcategory, `a subcategory of ${categoryName}: ${list(categoryType.subcategories)}`);
  }
  const author =
    args.author === undefined
      ? undefined
      : content.authors.find((a) => a.name === args.author || a.slug === args.author);
  if (args.author !== undefined && !author) {
    throw bad(
      'author',
      args.author,
      `the name or slug of an author of site ${site}: ${list(content.authors.map((a) => a.name))}`,
    );
  }
  const countText = args.count ?? '1';
  if (!/^\d+$/.test(countText) || Number(countText) < 1)
    throw bad('count', countText, 'a positive whole number (1, 2, 3…)');
  const count = Number(countText);
  const concurrencyText = args.concurrency ?? '1';
  if (!/^\d+$/.test(concurrencyText) || Number(concurrencyText) < 1 || Number(concurrencyText) > MAX_CONCURRENCY)
    throw bad('concurrency', concurrencyText, `a whole number from 1 to ${MAX_CONCURRENCY}`);

  if (!content.site.generation) {
    throw new UsageError(
      `content/${site}/site.yaml has no "generation" settings: expected generation.reference_sites (name and url of each) and generation.niche_terms (see docs/generation.md)`,
    );
  }

  const inCategory = content.articles.filter((article) =>
    article.entities.some((entity) => entity.category === category.slug),
  );
  const subcategories = args.subcategory
    ? Array.from({ length: count }, () => category.children.find((child) => child.slug === args.subcategory)!)
    : spread(
        topicSubcategories(category),
        count,
        (child) => inCategory.filter((a) => a.primary.subcategory === child.slug).length,
      );
  const authors = author
    ? Array.from({ length: count }, () => author)
    : spread(
        categoryAuthors(content.authors, inCategory),
        count,
        (a) => inCategory.filter((article) => article.author === a.name).length,
      );

  return {
    locale: GENERATION_LOCALES[locale],
    settings: content.site.generation,
    articles: subcategories.map((subcategory, index) => ({ category, subcategory, author: authors[index]! })),
    concurrency: Number(concurrencyText),
  };
}

// Without --subcategory, articles go to the topic subcategories; the catch-all only when named.
function topicSubcategories(category: Category): Subcategory[] {
  const topics = category.children.filter((child) => !child.isOther);
  return topics.length > 0 ? topics : category.children;
}

// Without --author, the category's regular writers share the work; a new category gets anyone.
function categoryAuthors(authors: readonly Author[], inCategory: readonly { author: string }[]): Author[] {
  const regulars = authors.filter((author) => inCategory.some((article) => article.author === author.name));
  return regulars.length > 0 ? regulars : [...authors];
}

/** `count` picks, each the item with the fewest so far (its existing count plus picks), ties in list order. */
function spread<T>(items: readonly T[], count: number, existing: (item: T) => number): T[] {
  const tally = items.map((item) => existing(item));
  return Array.from({ length: count }, () => {
    const index = tally.indexOf(Math.min(...tally));
    tally[index]! += 1;
    return items[index]!;
  });
}

function required(flag: string, value: string | undefined, expected: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`--${flag} is missing: expected ${expected}`);
  return value;
}

function bad(flag: string, value: string, expected: string): UsageError {
  return new UsageError(`--${flag} "${value}" is not valid: expected ${expected}`);
}

function list(values: readonly string[]): string {
  return values.length <= 12 ? values.join(', ') : `${values.slice(0, 12).join(', ')}, … ${values.length - 12} more`;
}
