import { ArticleList } from '@/components/listing/ArticleList';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHeading } from '@/components/ui/PageHeading';
import { getArticles, getSeo, getSite } from '@/lib/content';
import { homeSections } from '@/lib/content/selections';
import { organizationLd, websiteLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';

export function generateMetadata() {
  return pageMetadata(getSite(), { ...getSeo('home'), path: paths.home });
}

export default function HomePage() {
  const site = getSite();
  const { topTales, updated, more } = homeSections(getArticles());
  const text = uiText(site.locale).home;
  const sections = [
    { id: 'top-tales', title: text.topTales, articles: topTales, date: 'published' as const },
    { id: 'updated-articles', title: text.updatedArticles, articles: updated, date: 'updated' as const },
    { id: 'more-articles', title: text.moreArticles, articles: more, date: 'published' as const },
  ].filter((section) => section.articles.length > 0);
  return (
    <>
      <JsonLd data={[organizationLd(site), websiteLd(site)]} />
      <PageHeading title={site.title} lead={site.tagline ?? getSeo('home').description} />
      <SponsoredLinks path={paths.home} />
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mb-12">
          <h2 id={section.id} className="section-title">
            {section.title}
          </h2>
          <ArticleList articles={section.articles} locale={site.locale} date={section.date} />
        </section>
      ))}
    </>
  );
}
