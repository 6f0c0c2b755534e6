import Link from '@/components/ui/Link';

import type { Category, Site } from '@/lib/content';
import { paths } from '@/lib/site/paths';

const SITE_LINKS = [
  { href: paths.authors, label: 'Authors' },
  { href: paths.privacyPolicy, label: 'Privacy Policy' },
  { href: paths.terms, label: 'Terms of Use' },
  { href: paths.aboutUs, label: 'About Us' },
  { href: paths.sitemap, label: 'Sitemap' },
] as const;

export function Footer({ site, categories, year }: { site: Site; categories: Category[]; year: number }) {
  const social = [
    { href: site.social.video, label: 'Video' },
    { href: site.social.facebook, label: 'Facebook' },
    { href: site.social.instagram, label: 'Instagram' },
  ];
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-50 text-sm text-stone-700 dark:border-stone-800 dark:bg-stone-900 dark:text-stone-300">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-3">
        <nav aria-label="Site">
          <ul className="space-y-2">
            {SITE_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Footer categories">
          <ul className="space-y-2">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link href={category.url} className="hover:underline">
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-2">
          <p>
            <a href={`mailto:${site.contactEmail}`} className="hover:underline">
              {site.contactEmail}
            </a>
          </p>
          <ul className="flex gap-4">
            {social.map((link) => (
              <li key={link.label}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" className="hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mx-auto flex max-w-5xl items-center gap-4 px-4 pb-8">
        {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG logo at its natural size */}
        <img src="/logo.svg" width={72} height={72} alt={`${site.title} logo`} />
        <p>
          © <span data-current-year>{year}</span> {site.title}
        </p>
      </div>
    </footer>
  );
}
