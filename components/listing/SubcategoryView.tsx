import { ArticleList } from '@/components/listing/ArticleList';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHeading } from '@/components/ui/PageHeading';
import { breadcrumbLd } from '@/lib/seo/json-ld';
import { type Category, getSite, getSubcategoryGroups, type Subcategory, UNSORTED } from '@/lib/content';
import { uiText } from '@/lib/site/ui-text';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';

/** A subcategory: its articles grouped by sub-subcategory label, unlabelled ones last. */
export function SubcategoryView({ category, subcategory }: { category: Category; subcategory: Subcategory }) {
  const site = getSite();
  const groups = getSubcategoryGroups(category.slug, subcategory.slug);
  const text = uiText(site.locale);
  const moreIn = text.listing.moreIn(subcategory.title);
  return (
    <>
      <JsonLd
        data={breadcrumbLd(site, [
          { name: category.title, path: category.url },
          { name: subcategory.title, path: subcategory.url },
        ])}
      />
      <Breadcrumbs items={[{ href: category.url, label: category.title }]} label={text.article.breadcrumb} />
      <PageHeading title={subcategory.title} lead={subcategory.description} />
      {groups.length === 0 && <p className="text-stone-600 dark:text-stone-400">{text.listing.empty}</p>}
      {groups.map(([label, articles]) => (
        <section key={label || 'unsorted'} className="mb-10" aria-label={label || moreIn}>
          <h2 className="mb-4 text-2xl font-semibold">{label === UNSORTED ? moreIn : label}</h2>
          <ArticleList articles={articles} locale={site.locale} />
        </section>
      ))}
      <SponsoredLinks path={subcategory.url} />
    </>
  );
}
