import Link from '@/components/ui/Link';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';
import { JsonLd } from '@/components/ui/JsonLd';
import { PageHeading } from '@/components/ui/PageHeading';
import { type Article, getAllSeries, getArticle, getSite, type Series } from '@/lib/content';
import { seriesLd } from '@/lib/seo/json-ld';
import { formatDate } from '@/lib/site/format';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

/** A series page: its title and description, then every part in order with its date and lead. */
export function SeriesView({ series }: { series: Series }) {
  const site = getSite();
  const text = uiText(site.locale);
  const parts = series.parts.map((slug) => getArticle(slug)).filter((article): article is Article => !!article);
  return (
    <>
      <JsonLd data={seriesLd(site, series, parts)} />
      <PageHeading title={series.title} lead={series.description} />
      <p className="mb-6 text-stone-700 dark:text-stone-300">{text.series.partsCount(parts.length)}</p>
      {/* Styled by .series-parts (app/globals.css). */}
      <ol className="series-parts">
        {parts.map((article, index) => (
          <li key={article.id}>
            <p className="series-part-number">{text.series.part(index + 1)}</p>
            <h2>
              <Link href={article.url}>{article.title}</Link>
            </h2>
            <p>
              {`${article.author} · `}
              <time dateTime={article.published}>{formatDate(article.published, site.locale)}</time>
              {` · ${text.article.readingTime(article.readingMinutes)}`}
            </p>
            <p>{article.description}</p>
          </li>
        ))}
      </ol>
      <SponsoredLinks path={series.url} />
    </>
  );
}

/** `/series/`: every series of the site with its description and number of parts. */
export function SeriesIndexView() {
  const site = getSite();
  const text = uiText(site.locale);
  const all = getAllSeries();
  return (
    <>
      <PageHeading title={text.series.all} />
      {all.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-400">{text.series.none}</p>
      ) : (
        <ul className="series-parts">
          {all.map((series) => (
            <li key={series.slug}>
              <h2>
                <Link href={series.url}>{series.title}</Link>
              </h2>
              <p>{text.series.partsCount(series.parts.length)}</p>
              <p>{series.description}</p>
            </li>
          ))}
        </ul>
      )}
      <SponsoredLinks path={paths.seriesIndex} />
    </>
  );
}
