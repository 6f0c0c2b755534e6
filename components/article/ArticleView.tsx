import Link from '@/components/ui/Link';

import { ArticleChanges, ArticleProvenance } from '@/components/article/ArticleProvenance';
import { ClosingNote } from '@/components/article/ClosingNote';
import { CopyLinkButton } from '@/components/article/CopyLinkButton';
import { PrintSource } from '@/components/article/PrintSource';
import { TableOfContents } from '@/components/article/TableOfContents';
import { SeriesNav, SeriesNextPart } from '@/components/series/SeriesNav';
import { Island } from '@/components/islands/Island';
import { ArticleList } from '@/components/listing/ArticleList';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { countTables, Prose } from '@/components/ui/Prose';
import { type Article, getArticles, getAuthor, getSeriesPlace, getSite, getSubcategory } from '@/lib/content';
import { renderArticleBody } from '@/lib/content/article-body';
import { relatedArticles } from '@/lib/content/selections';
import { articleLd, breadcrumbLd, ldGraph, reviewedPageLd } from '@/lib/seo/json-ld';
import { formatDate } from '@/lib/site/format';
import { uiText } from '@/lib/site/ui-text';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';

export function ArticleView({ article }: { article: Article }) {
  const site = getSite();
  const author = getAuthor(article.authorSlug);
  const reviewer = article.reviewed && getAuthor(article.reviewed.bySlug);
  const reviewedPage = reviewedPageLd(site, article, reviewer);
  const place = getSubcategory(article.primary.category, article.primary.subcategory);
  const related = relatedArticles(article, getArticles());
  const text = uiText(site.locale);
  const seriesPlace = getSeriesPlace(article);
  const body = renderArticleBody(article.body, {
    locale: site.locale,
    linkLabel: text.tableOfContents.linkToSection,
  });
  // The body is rendered in two parts around the table of contents: its tables are numbered as one.
  const tablesInLead = countTables(body.lead);
  const tablesInAll = tablesInLead + countTables(body.sections);
  const leadTables = { first: 1, total: tablesInAll };
  const sectionTables = { first: tablesInLead + 1, total: tablesInAll };
  // One trail for the reader and for search engines: the article's category and subcategory.
  const breadcrumbs = place && [
    { name: place.category.title, path: place.category.url },
    { name: place.subcategory.title, path: place.subcategory.url },
  ];
  const structuredData = ldGraph(
    articleLd(site, article, author, seriesPlace?.series),
    ...(reviewedPage ? [reviewedPage] : []),
    ...(breadcrumbs ? [breadcrumbLd(site, breadcrumbs)] : []),
  );
  return (
    <article>
      <JsonLd data={structuredData} />
      {breadcrumbs && (
        <Breadcrumbs
          label={text.article.breadcrumb}
          items={breadcrumbs.map(({ name, path }) => ({ href: path, label: name }))}
        />
      )}
      <h1 className="article-title">{article.title}</h1>
      {/* Each run of words is one string: React marks a join of two with a comment in the HTML. */}
      <p className="byline">
        {`${text.article.by} `}
        {author ? <Link href={author.url}>{author.name}</Link> : article.author}
        {` · ${text.article.published} `}
        <time dateTime={article.published}>{formatDate(article.published, site.locale)}</time>
        {article.updated && (
          <>
            {` · ${text.article.updated} `}
            <time dateTime={article.updated}>{formatDate(article.updated, site.locale)}</time>
          </>
        )}
        {` · ${text.article.readingTime(article.readingMinutes)}`}
      </p>
      <ArticleProvenance article={article} reviewer={reviewer} locale={site.locale} text={text.article} />
      <Island name="copy-link" component={CopyLinkButton} props={{}} className="mt-3" />
      {seriesPlace && <SeriesNav place={seriesPlace} text={text.series} />}
      <div className="mt-8">
        {body.lead && (
          <Prose
            html={body.lead}
            tableLabel={text.article.table}
            tableNumbering={leadTables}
            siteOrigin={new URL(site.domain).origin}
          />
        )}
        <TableOfContents headings={body.headings} label={text.tableOfContents.label} />
        {body.sections && (
          <Prose
            html={body.sections}
            tableLabel={text.article.table}
            tableNumbering={sectionTables}
            siteOrigin={new URL(site.domain).origin}
          />
        )}
      </div>
      {seriesPlace && <SeriesNextPart place={seriesPlace} text={text.series} />}
      <ArticleChanges article={article} locale={site.locale} text={text.article} />
      <ClosingNote site={site} />
      <PrintSource site={site} article={article} />
      <SponsoredLinks path={article.url} />
      {related.length > 0 && (
        <section aria-labelledby="related" className="related">
          <h2 id="related" className="section-title">
            {text.article.related}
          </h2>
          <ArticleList articles={related} locale={site.locale} />
        </section>
      )}
    </article>
  );
}
