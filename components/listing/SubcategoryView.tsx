import { ArticleList } from '@/components/listing/ArticleList';
import { Pagination } from '@/components/listing/Pagination';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHeading } from '@/components/ui/PageHeading';
import { breadcrumbLd } from '@/lib/seo/json-ld';
import { type Category, getSite, getSubcategoryGroups, type Subcategory, UNSORTED } from '@/lib/content';
import { groupsOnPage, listingPagePath, type PageNumber, pagedName } from '@/lib/site/pagination';
import { uiText } from '@/lib/site/ui-text';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';

/**
 * One page of a subcategory: its articles grouped by sub-subcategory label, unlabelled ones
 * last, cut into pages of LISTING_PAGE_SIZE.
 */
export function SubcategoryView({
  category,
  subcategory,
  current,
}: {
  category: Category;
  subcategory: Subcategory;
  current: PageNumber;
}) {
  const site = getSite();
  const groups = groupsOnPage(getSubcategoryGroups(category.slug, subcategory.slug), current.page);
  const text = uiText(site.locale);
  const moreIn = text.listing.moreIn(subcategory.title);
  const categoryCrumb = { href: category.url, label: category.title };
  // A later page leads back to the subcategory's first page as well.
  const subcategoryCrumb = current.page > 1 ? [{ href: subcategory.url, label: subcategory.title }] : [];
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
      <SponsoredLinks path={listingPagePath(subcategory.url, current.page)} />
    </>
  );
}
