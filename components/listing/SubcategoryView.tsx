import { ArticleList } from '@/components/listing/ArticleList';
import { Pagination } from '@/components/listing/Pagination';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHeading } from '@/components/ui/PageHeading';
import { breadcrumbLd } from '@/lib/seo/json-ld';
import { type Category, getSite, getSubcategoryGroups, type Subcategory, UNSORTED } from '@/lib/content';
import { groupsOnPage, type ListingPage, listingPagePath, pagedName } from '@/lib/site/pagination';
import { uiText } from '@/lib/site/ui-text';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';

/**
 * One page of a subcategory: its newest articles, or one archive page of older ones, grouped
 * by sub-subcategory label, unlabelled ones last (lib/site/pagination.ts).
 */
export function SubcategoryView({
  category,
  subcategory,
  current,
}: {
  category: Category;
  subcategory: Subcategory;
  current: ListingPage;
}) {
  const site = getSite();
  const groups = groupsOnPage(getSubcategoryGroups(category.slug, subcategory.slug), current);
  const text = uiText(site.locale);
  const moreIn = text.listing.moreIn(subcategory.title);
  const categoryCrumb = { href: category.url, label: category.title };
  // An archive page leads back to the subcategory's own page as well.
  const subcategoryCrumb = current.archive > 0 ? [{ href: subcategory.url, label: subcategory.title }] : [];
  return (
    <>
      <JsonLd
        data={breadcrumbLd(site, [
          { name: category.title, path: category.url },
          { name: subcategory.title, path: subcategory.url },
        ])}
      />
      <Breadcrumbs items={[categoryCrumb, ...subcategoryCrumb]} label={text.article.breadcrumb} />
      <PageHeading title={pagedName(subcategory.title, current, text.pagination)} lead={subcategory.description} />
      {groups.length === 0 && <p className="text-stone-600 dark:text-stone-400">{text.listing.empty}</p>}
      {groups.map(([label, articles]) => (
        <section key={label || 'unsorted'} className="mb-10" aria-label={label || moreIn}>
          <h2 className="mb-4 text-2xl font-semibold">{label === UNSORTED ? moreIn : label}</h2>
          <ArticleList articles={articles} locale={site.locale} />
        </section>
      ))}
      <Pagination firstPage={subcategory.url} current={current} locale={site.locale} />
      <SponsoredLinks path={listingPagePath(subcategory.url, current.archive)} />
    </>
  );
}
