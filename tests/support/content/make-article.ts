// Builds reshaped articles and categories directly, for tests of grouping and lookups.
import { paths } from '../../../lib/site/paths.ts';
import type { Article, Category } from '../../../lib/content/model/index.ts';

export function makeCategory(slug: string, children: string[], otherSlug = `other-${slug}`): Category {
  return {
    slug,
    title: slug,
    description: `${slug} description`,
    metaDescription: `${slug} in short`,
    url: paths.category(slug),
    otherSlug,
    children: [...children, otherSlug].map((child) => ({
      slug: child,
      title: child,
      description: `${child} description`,
      metaDescription: `${child} in short`,
      isOther: child === otherSlug,
      url: paths.subcategory(slug, child),
    })),
  };
}

export interface Placement {
  category: string;
  subcategory: string;
  /** The child it is listed under; defaults to the subcategory itself. */
  listedUnder?: string;
  labels?: string[];
}

export function makeArticle(id: number, placements: Placement[], title = `Article ${id}`): Article {
  const slug = `article-${id}`;
  const entities = placements.map((p) => ({
    category: p.category,
    subcategories: [
      { subcategory: p.subcategory, listedUnder: p.listedUnder ?? p.subcategory, subsubcategories: p.labels ?? [] },
    ],
  }));
  return {
    id: String(id),
    title,
    slug,
    url: paths.article(slug),
    author: 'Asha Verma',
    authorSlug: 'asha-verma',
    published: '2025-01-01',
    publishedAt: '2025-01-01T00:00:00.000Z',
    status: 'published',
    description: 'd',
    entities,
    primary: {
      category: placements[0]!.category,
      subcategory: placements[0]!.listedUnder ?? placements[0]!.subcategory,
    },
    body: 'b',
    wordCount: 1,
    readingMinutes: 1,
    sourceFile: `content/test/articles/${slug}.md`,
  };
}
