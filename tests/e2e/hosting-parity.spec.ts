// The real builds served twice, by `npm start`'s server (server/serve.ts, reading out/_headers)
// and by Debian's nginx with the generated configuration, asked for the same addresses: every
// kind of page at each of its addresses, the error pages, data, hashed assets and host files.
// The status, the security headers, Cache-Control, Content-Type and Location must be equal
// header by header; the differences docs/hosting.md documents are named below, and only they.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { readAllowlist } from '../../hosting/proxy-allowlist.ts';
import { nginxAvailable, startNginx, type RunningNginx } from '../support/hosting/nginx-server.ts';
import { rawRequest, type RawResponse } from '../support/hosting/raw-request.ts';
import { startServe, type RunningServe } from '../support/hosting/site-server.ts';
import { PARITY_HEADERS } from '../support/hosting/parity-headers.ts';

test.skip(!nginxAvailable() && !process.env.CI, "needs Debian's nginx at /usr/sbin/nginx (.ci/run installs it)");

const COMPARED = PARITY_HEADERS;

/**
 * The compared part of a response. Documented differences: nginx writes a small HTML body into
 * a redirect (so it has a Content-Type) where npm start's server sends none.
 */
function compared(response: RawResponse): Record<string, string | number | undefined> {
  const names =
    response.status === 301 || response.status === 308 ? COMPARED.filter((name) => name !== 'content-type') : COMPARED;
  return Object.fromEntries([['status', response.status], ...names.map((name) => [name, response.headers[name]])]);
}

function firstEntry(outDir: string, dir: string, test: (name: string) => boolean): string {
  const name = readdirSync(path.join(outDir, dir)).find(test);
  if (!name) throw new Error(`${outDir}/${dir} holds no entry the parity test can use`);
  return `/${dir}/${name}`;
}

/** Every kind of address of a build: pages at each of their spellings, errors, data, assets, host files. */
function addressesOf(outDir: string, pages: { article: string; category: string; subcategory: string }): string[] {
  const { article, category, subcategory } = pages;
  const bare = article.replace(/\/$/, '');
  return [
    '/',
    '/index.html',
    '/index/',
    article,
    `${article}index.html`,
    `${article}index/`,
    `${article}index`,
    `${article}.`,
    bare,
    `${bare}?from=menu`,
    `/.${bare}`,
    category,
    subcategory,
    `${subcategory}index.html`,
    '/authors/',
    '/authors',
    '/no-such-page/',
    '/no-such-page',
    '//no-such-host.example/x',
    '/404.html',
    '/404/',
    '/_not-found/',
    '/500/',
    '/offline.html',
    '/app-data.json',
    '/page-data/index/page-data.json',
    firstEntry(outDir, 'page-data/sq/d', (name) => name.endsWith('.json')),
    firstEntry(outDir, '_next/static/shell', (name) => name.endsWith('.js')),
    firstEntry(outDir, '_next/static/chunks', (name) => name.endsWith('.css')),
    '/_next/static/chunks/no-such-chunk.js',
    '/sw.js',
    '/logo.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/rss.xml',
    '/manifest.webmanifest',
    '/_headers',
    '/%5Fheaders',
    '/_headers/',
    '/_build.json',
    '/_file-hashes.json.gz',
    '/_third-party-allowlist.json',
    '/_redirects',
    // The default site's old addresses (content/oddsaces); 404 on a site without them.
    '/articles/kelly-criterion-explained/',
    '/articles/kelly-criterion-explained',
    '/articles/kelly-criterion-explained/?ref=old',
    '/articles/kelly-criterion-explained/index.html',
    '/articles/poker-tells-myths/',
  ];
}

const SITES = [
  {
    name: 'the default site (out/)',
    outDir: path.resolve('out'),
    pages: {
      article: '/articles/kelly-criterion-bet-sizing-worked-examples/',
      category: '/bankroll-management/',
      subcategory: '/psychology-of-gambling/tilt-management/',
    },
    missing: 'run `npm run build` first',
  },
  {
    name: 'the Russian example site, with inline scripts (out-sites/stavkablef/)',
    outDir: path.resolve('out-sites/stavkablef'),
    pages: {
      article: '/articles/kriterij-kelli-prostymi-slovami/',
      category: '/bankroll-management/',
      subcategory: '/bankroll-management/bet-sizing/',
    },
    missing: 'run `npm run build:site -- stavkablef` first (npm test does)',
  },
];

for (const site of SITES) {
  test.describe(`${site.name}: npm start and nginx`, () => {
    const built = existsSync(path.join(site.outDir, 'index.html')) && existsSync(path.join(site.outDir, '_headers'));
    test.skip(!built, site.missing);

    let nginx: RunningNginx;
    let serve: RunningServe;

    test.beforeAll(async () => {
      // The includes are rendered here from the build itself, so each site is compared with its own.
      nginx = await startNginx({
        outDir: site.outDir,
        configDir: path.resolve('deploy/nginx'),
        generated: { thirdPartyAllowlist: readAllowlist(site.outDir) },
      });
      serve = await startServe({ outDir: site.outDir });
    });

    test.afterAll(async () => {
      await Promise.all([nginx?.stop(), serve?.stop()]);
    });

    test('send the same status and headers for every address, header by header', async () => {
      const differences: string[] = [];
      const addresses = addressesOf(site.outDir, site.pages);
      for (const address of addresses) {
        const [fromNginx, fromServe] = await Promise.all([
          rawRequest(nginx.baseURL, address),
          rawRequest(serve.baseURL, address),
        ]);
        const expected = compared(fromNginx);
        const actual = compared(fromServe);
        for (const name of Object.keys({ ...expected, ...actual }))
          if (expected[name] !== actual[name])
            differences.push(
              `${address} ${name}: nginx ${JSON.stringify(expected[name])}, npm start ${JSON.stringify(actual[name])}`,
            );
      }
      expect(differences, serve.output()).toEqual([]);
      expect(addresses.length).toBeGreaterThan(30);
    });
  });
}
