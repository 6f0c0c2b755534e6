import { z } from 'zod';

import { paths } from '../../site/paths.ts';
import { metaDescriptionText, slug, text, titleText } from './fields.ts';

// The site's categories and their subcategories (content/{site}/categories.yaml). The schema's
// output is what the code reads: each with its address, the catch-all child named.

const childCategory = z.strictObject({
  slug: slug(),
  title: titleText('a non-empty title'),
  description: text('a non-empty description'),
  /** The page's search-engine description; `description`, often longer, is shown on the page. */
  meta_description: metaDescriptionText('a search-engine description of one sentence or two'),
  /** The catch-all child: articles whose subcategory is not known are listed here. */
  other: z.boolean({ error: 'true or false' }).optional(),
  children: z.null().optional(),
});

const topCategory = z
  .strictObject({
    slug: slug(),
    title: titleText('a non-empty title'),
    description: text('a non-empty description'),
    meta_description: metaDescriptionText('a search-engine description of one sentence or two'),
    children: z
      .array(childCategory, { error: 'a list of subcategories' })
      .min(1, { error: 'at least one subcategory' })
      .refine((children) => children.filter((c) => c.other).length === 1, {
        error: "exactly one child marked 'other: true' (the catch-all)",
      }),
  })
  .transform((node) => {
    const children = node.children.map((child) => ({
      slug: child.slug,
      title: child.title,
      description: child.description,
      /** The page's search-engine description, at most 160 characters; `description` is shown on the page. */
      metaDescription: child.meta_description,
      /** True for the catch-all child that receives articles of unknown subcategories. */
      isOther: child.other === true,
      url: paths.subcategory(node.slug, child.slug),
    }));
    // The schema guarantees exactly one catch-all child.
    const other = children.find((child) => child.isOther)!;
    return {
      slug: node.slug,
      title: node.title,
      description: node.description,
      /** The page's search-engine description, at most 160 characters; `description` is shown on the page. */
      metaDescription: node.meta_description,
      url: paths.category(node.slug),
      children,
      /** Slug of the catch-all child. */
      otherSlug: other.slug,
    };
  });

export const categoriesSchema = z.array(topCategory, { error: 'a list of categories' }).min(1, {
  error: 'at least one category',
});

export type Category = z.output<typeof topCategory>;
export type Subcategory = Category['children'][number];
