import { ArticleList } from '@/components/listing/ArticleList';
import { Pagination } from '@/components/listing/Pagination';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHeading } from '@/components/ui/PageHeading';
import { breadcrumbLd } from '@/lib/seo/json-ld';
import { type Category, getSite, getSubcategoryGroups, type Subcategory, UNSORTED } from '@/lib/content';
import { groupsOnPage, listingPagePath, type PageNumber } from '@/lib/site/pagination';
import { uiText } from '@/lib/site/ui-text';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';

/**
 * One page of a subcategory: its articles grouped by sub-subcategory label, unlabelled ones
 * last, cut into pages of LISTING_PAGE_SIZE.
 */
export function SubcategoryView({ category, subcategory, current }: { category: Category; subcategory: Subcategory; current: PageNumber }) {
  const site = getSite();
  const groups = groupsOnPage(getSubcategoryGroups(category.slug, subcategory.slug), current.page);
  const text = uiText(site.locale);
  const moreIn = text.listing.moreIn(subcategory.title);
  const path = listingPagePath(subcategory.url, current.page);
  const crumbs = [{ name: category.title, path: category.url }, { name: subcategory.title, path: subcategory.url }];
  const pageOf = current.page > 1 ? text.pagination.pageOf(current.page, current.pages) : undefined;
  return (
    <>
      <JsonLd data={breadcrumbLd(site, crumbs)} />
      <Breadcrumbs
        items={pageOf ? [{ href: category.url, label: category.title }, { href: subcategory.url, label: subcategory.title }] : [{ href: category.url, label: category.title }]}
        label={text.article.breadcrumb}
      />
      <PageHeading title={pageOf ? `${subcategory.title} · ${pageOf}` : subcategory.title} lead={subcategory.description} />
      {groups.length === 0 && <p className="text-stone-600 dark:text-stone-400">{text.listing.empty}</p>}
      {groups.map(([label, articles]) => (
        <section key={label || 'unsorted'} className="mb-10" aria-label={label || moreIn}>
          <h2 className="mb-4 text-2xl font-semibold">{label === UNSORTED ? moreIn : label}</h2>
          <ArticleList articles={articles} locale={site.locale} />
        </section>
      ))}
      <Pagination firstPage={subcategory.url} current={current} locale={site.locale} />
      <SponsoredLinks path={path} />
    </>
  );
}
