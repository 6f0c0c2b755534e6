import { ArticleList } from '@/components/listing/ArticleList';
import { PageHeading } from '@/components/ui/PageHeading';
import { getArticles, getSeo, getSite } from '@/lib/content';

export default function HomePage() {
  const site = getSite();
  const articles = getArticles();
  return (
    <>
      <PageHeading title={site.title} lead={getSeo('home').description} />
      <section aria-labelledby="latest">
        <h2 id="latest" className="mb-4 text-2xl font-semibold">
          Latest articles
        </h2>
        <ArticleList articles={articles} locale={site.locale} />
      </section>
    </>
  );
}
