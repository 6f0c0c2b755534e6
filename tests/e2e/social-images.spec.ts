// Every page kind names its social preview image in its head, with size, text alternative and a
// large-image card, and the image is there: a 1200 × 630 PNG, served as an immutable file
// (docs/social-images.md). On each built site: the default one (out/) when built, the Russian
// and the Turkish one (out-sites/).
import { existsSync } from 'node:fs';
import path from 'node:path';

import { type DefaultTreeAdapterTypes as T, parse } from 'parse5';

import { loadSiteContent } from '../../lib/content/load.ts';
import type { RunningServe } from '../support/hosting/site-server.ts';
import { expect, test } from './support/test.ts';

const SITES = [
  { id: 'oddsaces', outDir: path.resolve('out') },
  { id: 'stavkablef', outDir: path.resolve('out-sites/stavkablef') },
  { id: 'oranveblof', outDir: path.resolve('out-sites/oranveblof') },
] as const;

/** One page of each kind that has an image of its own, and pages that share the home page's. */
function pagesOf(siteId: string) {
  const content = loadSiteContent({ root: process.cwd(), siteId });
  const category = content.categories.find((candidate) => candidate.children.length > 0)!;
  return {
    article: content.articles[0]!.url,
    category: category.url,
    subcategory: category.children[0]!.url,
    author: content.authors.find((author) => content.articles.some((a) => a.authorSlug === author.slug))!.url,
    home: '/',
    series: content.series![0]!.url,
    authors: '/authors/',
    'not-found': '/no-such-page/',
  };
}

/**
 * The preview tags of a page's head as served: what a link preview's crawler reads, which runs no
 * script. Each list holds the `content` of every tag of that name, in order.
 */
function socialHead(html: string) {
  const htmlElement = parse(html).childNodes.find((node): node is T.Element => node.nodeName === 'html');
  const head = htmlElement?.childNodes.find((node): node is T.Element => node.nodeName === 'head');
  const metas = (head?.childNodes ?? []).filter((node): node is T.Element => node.nodeName === 'meta');
  const attribute = (element: T.Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
  const meta = (key: 'property' | 'name', value: string) =>
    metas
      .filter((element) => attribute(element, key) === value)
      .map((element) => attribute(element, 'content') ?? null);
  return {
    image: meta('property', 'og:image'),
    width: meta('property', 'og:image:width'),
    height: meta('property', 'og:image:height'),
    alt: meta('property', 'og:image:alt'),
    card: meta('name', 'twitter:card'),
    twitterImage: meta('name', 'twitter:image'),
  };
}

for (const site of SITES) {
  test.describe(`social preview images of ${site.id}`, () => {
    test.skip(!existsSync(path.join(site.outDir, 'index.html')), `build ${site.id} first (npm test does)`);
    let server: RunningServe;
    test.beforeAll(async ({ perWorker }) => {
      server = await perWorker.serve(site.outDir);
    });

    test('every page kind names a 1200 × 630 PNG that exists, with its alt and a large card', async ({ request }) => {
      const domain = loadSiteContent({ root: process.cwd(), siteId: site.id }).site.domain;
      const images = new Map<string, string>();
      for (const [kind, pagePath] of Object.entries(pagesOf(site.id))) {
        const served = await request.get(`${server.baseURL}${pagePath}`);
        expect(served.status(), kind).toBe(kind === 'not-found' ? 404 : 200);
        const head = socialHead(await served.text());
        expect(head.image, kind).toHaveLength(1);
        const imageUrl = new URL(head.image[0]!);
        expect(imageUrl.origin, kind).toBe(new URL(domain).origin);
        expect(imageUrl.pathname, kind).toMatch(/^\/og\/[0-9a-f]{20}\.png$/);
        expect([head.width, head.height, head.card], kind).toEqual([['1200'], ['630'], ['summary_large_image']]);
        expect(head.alt[0]?.trim().length, kind).toBeGreaterThan(3);
        expect(head.twitterImage, kind).toEqual(head.image);
        images.set(kind, imageUrl.pathname);

        const response = await request.get(`${server.baseURL}${imageUrl.pathname}`);
        expect(response.status(), `${kind}: ${imageUrl.pathname}`).toBe(200);
        expect(response.headers()['content-type'], kind).toBe('image/png');
        expect(response.headers()['cache-control'], kind).toContain('immutable');
        const png = await response.body();
        expect(png.subarray(1, 4).toString('latin1'), kind).toBe('PNG');
        expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }, kind).toEqual({
          width: 1200,
          height: 630,
        });
      }
      // Each of these kinds shows its own page; the authors list and the 404 page show the site's.
      const own = ['article', 'category', 'subcategory', 'author', 'home', 'series'].map((kind) => images.get(kind));
      expect(new Set(own).size).toBe(own.length);
      expect(images.get('authors')).toBe(images.get('home'));
      expect(images.get('not-found')).toBe(images.get('home'));
    });

    test('a page does not load its preview image: no request, no script for it', async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(`${server.baseURL}${pagesOf(site.id).article}`, { waitUntil: 'load' });
      expect(requests.filter((pathname) => pathname.startsWith('/og/'))).toEqual([]);
    });
  });
}
