import fs from 'node:fs';
import path from 'node:path';

import { adRuleProblems } from './ad-rules.ts';
import type { ContentProblem } from './problems.ts';
import { sitePagePaths } from './site-paths.ts';
import type { SiteContent } from './model/index.ts';

/**
 * Checks what the schema alone cannot: every path with sponsored links is a page the site
 * builds (a typo would silently show the links nowhere), the banner's images exist under public/
 * (its narrow art narrower than the wide),
 * and every ad meets the site's policy and its country's marking rule (ad-rules.ts).
 */
export function checkAds(
  content: Pick<SiteContent, 'site' | 'categories' | 'authors' | 'articles'> & Pick<Partial<SiteContent>, 'series'>,
  options: { root: string; file: string },
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const pages = new Set(sitePagePaths(content));
  for (const pagePath of Object.keys(content.site.ads.sponsoredLinks)) {
    if (!/^\/(?:[a-z0-9-]+\/)*$/.test(pagePath)) {
      problems.push({
        file: options.file,
        field: `ads.sponsored_links.${pagePath}`,
        value: pagePath,
        expected: 'a site path written with its trailing slash, e.g. / or /articles/kelly-criterion/',
      });
    } else if (!pages.has(pagePath)) {
      problems.push({
        file: options.file,
        field: `ads.sponsored_links.${pagePath}`,
        value: pagePath,
        expected: 'the path of a page the site builds, e.g. / or /articles/{slug}/ of an existing article',
      });
    }
  }
  const banner = content.site.ads.banner;
  const images = banner ? [{ field: 'ads.banner.image', image: banner.image }] : [];
  if (banner?.narrow) {
    images.push({ field: 'ads.banner.narrow.image', image: banner.narrow.image });
    if (banner.narrow.width >= banner.width) {
      problems.push({
        file: options.file,
        field: 'ads.banner.narrow.width',
        value: String(banner.narrow.width),
        expected: `a width less than the banner's own (${banner.width} px): the narrow art stands in for it in narrow windows`,
      });
    }
  }
  for (const { field, image } of images) {
    if (!fs.existsSync(path.join(options.root, 'public', image))) {
      problems.push({
        file: options.file,
        field,
        value: image,
        expected: `a file that exists under public/ (public${image})`,
      });
    }
  }
  problems.push(...adRuleProblems(content.site, options.file));
  return problems;
}
