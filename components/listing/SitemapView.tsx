import Link from '@/components/ui/Link';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { PageHeading } from '@/components/ui/PageHeading';
import { Pagination } from '@/components/listing/Pagination';
import {
  type Category,
  getArticlesBySubcategory,
  getAllSeries,
  getArticlesInCategory,
  getAuthors,
  getCategories,
  getSite,
} from '@/lib/content';
import { SITEMAP_PAGE_SIZE } from '@/lib/site/constants';
import { groupsOnPage, type ListingPage, listingPagePath, pagedName } from '@/lib/site/pagination';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

const LINK = 'text-stone-800 hover:text-amber-800 hover:underline dark:text-stone-200 dark:hover:text-amber-300';
/** LINK for every link inside a list. */
const LIST_LINKS =
  '[&_a]:text-stone-800 [&_a:hover]:text-amber-800 [&_a:hover]:underline dark:[&_a]:text-stone-200 dark:[&_a:hover]:text-amber-300';

/**
 * Every page of the site, for readers: the HTML counterpart of sitemap.xml. The pages,
 * categories, subcategories, series and authors are listed here, and each category's articles on a
 * page of their own (CategorySitemapView), so no page lists the whole site.
 */
export function SitemapView() {
  const text = uiText(getSite().locale);
  return (
    <>
      <PageHeading title={text.pages.sitemap} />
      <section aria-labelledby="sitemap-pages" className="mb-10">
        <h2 id="sitemap-pages" className="mb-3 text-2xl font-semibold">
          {text.sitemap.pages}
        </h2>
        <ul className="space-y-1">
          {[
            { href: paths.home, label: text.pages.home },
            { href: paths.authors, label: text.pages.authors },
            { href: paths.aboutUs, label: text.pages.aboutUs },
            { href: paths.privacyPolicy, label: text.pages.privacyPolicy },
            { href: paths.terms, label: text.pages.terms },
          ].map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={LINK}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {getCategories().map((category) => (
        <section key={category.slug} aria-labelledby={`map-${category.slug}`} className="mb-10">
          <h2 id={`map-${category.slug}`} className="mb-3 text-2xl font-semibold">
            <Link href={category.url} className={LINK}>
              {category.title}
            </Link>
          </h2>
          <ul className="mb-3 ml-4 list-disc space-y-1">
            {category.children.map((child) => (
              <li key={child.slug}>
                <h3 className="font-semibold">
                  <Link href={child.url} className={LINK}>
                    {child.title}
                  </Link>
                </h3>
              </li>
            ))}
          </ul>
          <Link
            href={paths.sitemapCategory(category.slug)}
            className="font-medium text-amber-800 underline-offset-2 hover:underline dark:text-amber-300"
          >
            {text.sitemap.everyArticleIn(category.title, getArticlesInCategory(category.slug).length)}
          </Link>
        </section>
      ))}
      {getAllSeries().length > 0 && (
        <section aria-labelledby="sitemap-series" className="mb-10">
          <h2 id="sitemap-series" className="mb-3 text-2xl font-semibold">
            <Link href={paths.seriesIndex} className={LINK}>
              {text.series.all}
            </Link>
          </h2>
          <ul className="ml-4 list-disc space-y-1">
            {getAllSeries().map((series) => (
              <li key={series.slug}>
                <Link href={series.url} className={LINK}>
                  {series.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="sitemap-authors">
        <h2 id="sitemap-authors" className="mb-3 text-2xl font-semibold">
          {text.pages.authors}
        </h2>
        <ul className="grid gap-1 sm:grid-cols-3">
          {getAuthors().map((author) => (
            <li key={author.slug}>
              <Link href={author.url} className={LINK}>
                {author.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <SponsoredLinks path={paths.sitemap} />
    </>
  );
}

/** One page of every article of one category, by subcategory: a part of the sitemap, paged like any listing. */
export function CategorySitemapView({ category, current }: { category: Category; current: ListingPage }) {
  const { locale } = getSite();
  const text = uiText(locale);
  const firstPage = paths.sitemapCategory(category.slug);
  return (
    <>
      <Breadcrumbs items={[{ href: paths.sitemap, label: text.pages.sitemap }]} label={text.article.breadcrumb} />
      <PageHeading
        title={pagedName(text.sitemap.categoryHeading(category.title), current, text.pagination)}
        lead={category.description}
      />
      {groupsOnPage(getArticlesBySubcategory(category), current, SITEMAP_PAGE_SIZE).map(([child, articles]) => (
        <section key={child.slug} aria-labelledby={`map-${child.slug}`} className="mb-10">
          <h2 id={`map-${child.slug}`} className="mb-3 text-2xl font-semibold">
            <Link href={child.url} className={LINK}>
              {child.title}
            </Link>
          </h2>
          {/* The links' style is set once on the list: a page holds 200 of them, and the same
              class on each link would be a large share of the page. */}
          <ul className={`ml-4 list-disc space-y-1 ${LIST_LINKS}`}>
            {articles.map((article) => (
              <li key={article.id}>
                <Link href={article.url}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Pagination firstPage={firstPage} current={current} locale={locale} />
      <SponsoredLinks path={listingPagePath(firstPage, current.archive)} />
    </>
  );
}
