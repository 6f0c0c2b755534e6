import Link from '@/components/ui/Link';

import { ageMark } from '@/components/ads/SponsoredLabels';
import { HelpServices } from '@/components/ui/HelpServices';
import { sharedMarkup } from '@/components/ui/shared-markup';
import { type Category, getAllSeries, type Site } from '@/lib/content';
import { SOCIAL_NETWORKS } from '@/lib/content/model';
import { asksForConsent } from '@/lib/site/consent';
import { formatDate } from '@/lib/site/format';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

import { SiteLogo } from './SiteLogo';

/** The footer of every page: its content is the same on each, so it is rendered once a process. */
export function Footer({ site, categories, year }: { site: Site; categories: Category[]; year: number }) {
  const hasSeries = getAllSeries().length > 0;
  return (
    <footer
      className="site-footer"
      dangerouslySetInnerHTML={{
        __html: sharedMarkup([site, categories], `footer ${year} ${hasSeries}`, () => (
          <FooterContent site={site} categories={categories} year={year} hasSeries={hasSeries} />
        )),
      }}
    />
  );
}

function FooterContent({
  site,
  categories,
  year,
  hasSeries,
}: {
  site: Site;
  categories: Category[];
  year: number;
  hasSeries: boolean;
}) {
  const text = uiText(site.locale);
  const siteLinks = [
    { href: paths.authors, label: text.pages.authors },
    { href: paths.privacyPolicy, label: text.pages.privacyPolicy },
    { href: paths.terms, label: text.pages.terms },
    { href: paths.aboutUs, label: text.pages.aboutUs },
    { href: paths.sitemap, label: text.pages.sitemap },
    // Where a reader looks for the site's pages: the series too, when the site has any.
    ...(hasSeries ? [{ href: paths.seriesIndex, label: text.series.all }] : []),
  ];
  const social = SOCIAL_NETWORKS.flatMap((network) => {
    const href = site.social[network];
    return href ? [{ href, label: text.footer[network] }] : [];
  });
  return (
    <>
      <div className="site-footer-columns">
        <nav aria-label={text.footer.siteNav}>
          <ul className="space-y-2">
            {siteLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            {/* Reopens the consent bar (components/shell/ConsentBar.tsx): a site with third-party scripts only. */}
            {asksForConsent(site) && (
              <li>
                <button type="button" className="privacy-choices" data-consent-open="">
                  {text.footer.privacyChoices}
                </button>
              </li>
            )}
          </ul>
        </nav>
        <nav aria-label={text.footer.categoriesNav}>
          <ul className="space-y-2">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link href={category.url}>{category.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-2">
          <p>
            <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </p>
          <ul className="flex gap-4">
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer-base">
        <SiteLogo size={72} label={text.footer.logoAlt(site.title)} />
        <div className="space-y-1">
          <p>
            {/* The year the site was built; the client shell writes the reader's year in if it
                differs (a page built in December, read in January). The box is four digits wide
                whatever the digits, so the text after it never moves. */}
            {'© '}
            <span data-current-year className="inline-block w-[4ch] tabular-nums">
              {year}
            </span>
            {` ${site.title}`}
          </p>
          {/* Only a site whose address really moved says so, with the old address and the day. */}
          {site.movedFrom && (
            <p data-moved-from>
              {text.footer.movedFrom(site.title, site.movedFrom.address, formatDate(site.movedFrom.date, site.locale))}
            </p>
          )}
          <p>
            <span className="adult-mark">{ageMark(site)}</span>
            {`${text.responsibleGambling.helpLead} `}
            <HelpServices site={site} />
          </p>
        </div>
      </div>
    </>
  );
}
