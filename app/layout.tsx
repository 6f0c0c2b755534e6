import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { Footer } from '@/components/shell/Footer';
import { BannerSlot } from '@/components/shell/BannerSlot';
import { ConsentBar } from '@/components/shell/ConsentBar';
import { Header } from '@/components/shell/Header';
import { ShellRegions } from '@/components/shell/ShellRegions';
import { ThirdPartyScripts } from '@/components/shell/ThirdPartyScripts';
import { getCategories, getSeo, getSite } from '@/lib/content';
import { buildTime } from '@/lib/content/build-time';
import { pageMetadata, RSS_LINK } from '@/lib/seo/metadata';
import { LOGO_PATH } from '@/lib/site/logo';
import { paths } from '@/lib/site/paths';
import { uiText } from '@/lib/site/ui-text';

// Compiled from app/globals.css by Tailwind's CLI (`npm run styles`, part of `npm run build`
// and `npm run dev`): Next.js receives plain CSS and runs no PostCSS worker beside the build.
import './generated/site.css';

export function generateMetadata(): Metadata {
  const site = getSite();
  const home = getSeo('home');
  return {
    metadataBase: new URL(site.domain),
    applicationName: site.title,
    ...pageMetadata(site, { ...home, path: paths.home }),
    // Pages set their own canonical address; one that does not (404, 500) must not claim the home page's.
    alternates: { types: RSS_LINK },
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '32x32' },
        { url: LOGO_PATH, type: 'image/svg+xml' },
      ],
    },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0c0a09' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const site = getSite();
  const categories = getCategories();
  const text = uiText(site.locale);
  return (
    <html lang={site.language}>
      <head>
        <ThirdPartyScripts site={site} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {text.skipToContent}
        </a>
        {/* Early in the tab order, so a keyboard reaches the choice before the page's links. */}
        <ConsentBar site={site} />
        <Header site={site} categories={categories} />
        <BannerSlot site={site} />
        {/* tabIndex -1: the skip link's target takes focus (not a tab stop), so the next Tab starts in the page. */}
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <ShellRegions />
        <Footer site={site} categories={categories} year={buildTime().getUTCFullYear()} />
      </body>
    </html>
  );
}
