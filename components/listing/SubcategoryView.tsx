import { ArticleList } from '@/components/listing/ArticleList';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PageHeading } from '@/components/ui/PageHeading';
import { type Category, getSite, getSubcategoryGroups, type Subcategory, UNSORTED } from '@/lib/content';

/** A subcategory: its articles grouped by sub-subcategory label, unlabelled ones last. */
export function SubcategoryView({ category, subcategory }: { category: Category; subcategory: Subcategory }) {
  const site = getSite();
  const groups = getSubcategoryGroups(category.slug, subcategory.slug);
  return (
    <>
      <Breadcrumbs items={[{ href: category.url, label: category.title }]} />
      <PageHeading title={subcategory.title} lead={subcategory.description} />
      {groups.length === 0 && <p className="text-stone-600">No articles here yet.</p>}
      {groups.map(([label, articles]) => (
        <section key={label || 'unsorted'} className="mb-10" aria-label={label || `More in ${subcategory.title}`}>
          <h2 className="mb-4 text-2xl font-semibold">{label === UNSORTED ? `More in ${subcategory.title}` : label}</h2>
          <ArticleList articles={articles} locale={site.locale} />
        </section>
      ))}
    </>
  );
}
