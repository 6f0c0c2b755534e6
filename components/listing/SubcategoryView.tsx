import { ArticleList } from '@/components/listing/ArticleList';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHeading } from '@/components/ui/PageHeading';
import { breadcrumbLd } from '@/lib/seo/json-ld';
import { type Category, getSite, getSubcategoryGroups, type Subcategory, UNSORTED } from '@/lib/content';

/** A subcategory: its articles grouped by sub-subcategory label, unlabelled ones last. */
export function SubcategoryView({ category, subcategory }: { category: Category; subcategory: Subcategory }) {
  const site = getSite();
  const groups = getSubcategoryGroups(category.slug, subcategory.slug);
  return (
    <>
      <JsonLd
        data={breadcrumbLd(site, [
          { name: category.title, path: category.url },
          { name: subcategory.title, path: subcategory.url },
        ])}
      />
      <Breadcrumbs items={[{ href: category.url, label: category.title }]} />
      <PageHeading title={subcategory.title} lead={subcategory.description} />
      {groups.length === 0 && <p className="text-stone-600 dark:text-stone-400">No articles here yet.</p>}
      {groups.map(([label, articles]) => (
        <section key={label || 'unsorted'} className="mb-10" aria-label={label || `More in ${subcategory.title}`}>
          <h2 className="mb-4 text-2xl font-semibold">{label === UNSORTED ? `More in ${subcategory.title}` : label}</h2>
          <ArticleList articles={articles} locale={site.locale} />
        </section>
      ))}
    </>
  );
}
