// The offline page (/offline.html), shown by the service worker for a page that was never
// read on this device while the network is gone. Plain HTML with the site's own stylesheet and
// no script: it must work with nothing but what the worker saved at install. Written with
// createElement rather than JSX: the post-build step runs on Node, which strips types but does
// not compile JSX.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import type { Site } from '../../lib/content/index.ts';
import { LOGO_PATH } from '../../lib/site/logo.ts';
import { uiText } from '../../lib/site/ui-text/index.ts';

const LINK = 'font-medium text-amber-800 underline dark:text-amber-300';

export function renderOfflinePage(site: Site, stylesheets: readonly string[]): string {
  const text = uiText(site.locale).offline;
  const markup = renderToStaticMarkup(
    h(
      'html',
      { lang: site.language },
      h(
        'head',
        null,
        h('meta', { charSet: 'utf-8' }),
        h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
        h('meta', { name: 'robots', content: 'noindex' }),
        h('title', null, `${text.title} · ${site.title}`),
        ...stylesheets.map((href) => h('link', { key: href, rel: 'stylesheet', href })),
      ),
      h(
        'body',
        null,
        h(
          'header',
          { className: 'site-header' },
          h(
            'div',
            { className: 'mx-auto flex max-w-5xl items-center gap-2 px-4 py-3 text-xl font-bold tracking-tight' },
            h('img', { src: LOGO_PATH, width: 32, height: 32, alt: '' }),
            h('span', null, site.brand),
          ),
        ),
        h(
          'main',
          { id: 'main', className: 'mx-auto w-full max-w-5xl flex-1 px-4 py-8' },
          h('h1', { className: 'text-3xl font-bold tracking-tight' }, text.title),
          h('p', { className: 'mt-3 text-lg text-stone-600 dark:text-stone-300' }, text.lead),
          h(
            'p',
            { className: 'mt-6 flex flex-wrap gap-4' },
            // An empty href is the address asked for: the worker answers it from the network once there is one.
            h('a', { href: '', className: LINK }, text.tryAgain),
            h('a', { href: '/', className: LINK }, text.backTo(site.title)),
          ),
        ),
      ),
    ),
  );
  return `<!DOCTYPE html>${markup}`;
}
