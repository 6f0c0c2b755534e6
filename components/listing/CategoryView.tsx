import Link from '@/components/ui/Link';

import { ArticleList } from '@/components/listing/ArticleList';
import { PageHeading } from '@/components/ui/PageHeading';
import { SponsoredLinks } from '@/components/ads/SponsoredLinks';
import { type Category, getArticlesInSubcategory, getSite } from '@/lib/content';
import { compareArticles } from '@/lib/content/reshape';
import { CATEGORY_PREVIEW_COUNT } from '@/lib/site/constants';
import { uiText } from '@/lib/site/ui-text';

/** A category: each of its subcategories with its newest articles and a link to all of them. */
export function CategoryView({ category }: { category: Category }) {
  const site = getSite();
  const text = uiText(site.locale);
  return (
    <>
      <PageHeading title={category.title} lead={category.description} />
      {category.children.map((child) => {
        const articles = getArticlesInSubcategory(category.slug, child.slug).sort(compareArticles);
        return (
          <section key={child.slug} aria-labelledby={`sub-${child.slug}`} className="mb-12">
            <h2 id={`sub-${child.slug}`} className="mb-2 text-2xl font-semibold">
              <Link href={child.url} className="hover:text-amber-800 hover:underline dark:hover:text-amber-300">
                {child.title}
              </Link>
            </h2>
            <p className="mb-4 max-w-prose text-stone-700 dark:text-stone-300">{child.description}</p>
            <ArticleList articles={articles.slice(0, CATEGORY_PREVIEW_COUNT)} locale={site.locale} />
            {articles.length > CATEGORY_PREVIEW_COUNT && (
              <p className="mt-4">
                <Link
                  href={child.url}
                  className="font-medium text-amber-800 underline-offset-2 hover:underline dark:text-amber-300"
                >
                  {text.listing.allIn(articles.length, child.title)}
                </Link>
              </p>
            )}
          </section>
        );
      })}
      <SponsoredLinks path={category.url} />
    </>
  );
}
