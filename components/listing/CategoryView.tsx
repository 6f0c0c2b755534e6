import Link from '@/components/ui/Link';

import { ArticleList } from '@/components/listing/ArticleList';
import { PageHeading } from '@/components/ui/PageHeading';
import { SponsoredLinks } from '@/components/ads/SponsoredLinks';
import { type Category, getArticlesInSubcategory, getSite } from '@/lib/content';

/** A category: each of its subcategories with the articles listed under it. */
export function CategoryView({ category }: { category: Category }) {
  const site = getSite();
  return (
    <>
      <PageHeading title={category.title} lead={category.description} />
      {category.children.map((child) => (
        <section key={child.slug} aria-labelledby={`sub-${child.slug}`} className="mb-12">
          <h2 id={`sub-${child.slug}`} className="mb-2 text-2xl font-semibold">
            <Link href={child.url} className="hover:text-amber-800 hover:underline dark:hover:text-amber-300">
              {child.title}
            </Link>
          </h2>
          <p className="mb-4 max-w-prose text-stone-700 dark:text-stone-300">{child.description}</p>
          <ArticleList articles={getArticlesInSubcategory(category.slug, child.slug)} locale={site.locale} />
        </section>
      ))}
      <SponsoredLinks path={category.url} />
    </>
  );
}
