// The offline page (/offline.html), shown by the service worker for a page that was never
// read on this device while the network is gone. Plain HTML with the site's own stylesheet and
// no script: it must work with nothing but what the worker saved at install.
/* eslint-disable @next/next/no-head-element, @next/next/no-img-element, @next/next/no-html-link-for-pages -- a plain HTML file written after the build, outside Next.js's pages and router */
import { renderToStaticMarkup } from 'react-dom/server';

import type { Site } from '@/lib/content';
import { uiText } from '@/lib/site/ui-text';

const LINK = 'font-medium text-amber-800 underline dark:text-amber-300';

export function renderOfflinePage(site: Site, stylesheets: readonly string[]): string {
  const text = uiText(site.locale).offline;
  const markup = renderToStaticMarkup(
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${text.title} · ${site.title}`}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <header className="site-header">
          <div className="mx-auto flex max-w-5xl items-center gap-2 px-4 py-3 text-xl font-bold tracking-tight">
            <img src="/logo.svg" width={32} height={32} alt="" />
            <span>{site.brand}</span>
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
          <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
          <p className="mt-3 text-lg text-stone-600 dark:text-stone-300">{text.lead}</p>
          <p className="mt-6 flex flex-wrap gap-4">
            {/* An empty href is the address asked for: the worker answers it from the network once there is one. */}
            <a href="" className={LINK}>
              {text.tryAgain}
            </a>
            <a href="/" className={LINK}>
              {text.backTo(site.title)}
            </a>
          </p>
        </main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
