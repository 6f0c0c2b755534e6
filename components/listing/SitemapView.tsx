import Link from '@/components/ui/Link';

import { SponsoredLinks } from '@/components/ads/SponsoredLinks';
import { PageHeading } from '@/components/ui/PageHeading';
import { getArticlesInSubcategory, getAuthors, getCategories, getSite } from '@/lib/content';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

const LINK = 'text-stone-800 hover:text-amber-800 hover:underline dark:text-stone-200 dark:hover:text-amber-300';

/** Every page of the site, for readers: the HTML counterpart of sitemap.xml. */
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
          {category.children.map((child) => (
            <div key={child.slug} className="mb-4">
              <h3 className="font-semibold">
                <Link href={child.url} className={LINK}>
                  {child.title}
                </Link>
              </h3>
              <ul className="ml-4 list-disc space-y-1">
                {getArticlesInSubcategory(category.slug, child.slug).map((article) => (
                  <li key={article.id}>
                    <Link href={article.url} className={LINK}>
                      {article.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
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
