// The head every page builds through lib/seo/metadata.ts: the 404 page's own, and the emoji of
// every site's search-engine descriptions.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseYaml } from '../content/frontmatter.ts';
import { listSites } from '../content/site-files.ts';
import type { SeoEntry, Site } from '../content/model/index.ts';
import { DESCRIPTION_EMOJI, notFoundMetadata } from './metadata.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const site = {
  title: 'Odds & Aces',
  brand: 'Odds & Aces',
  locale: 'en_US',
  domain: 'https://www.oddsaces.com',
} as Site;
const notFound: SeoEntry = { title: 'Busted! Page Not Found 🎲 Odds & Aces', description: 'This page folded 🃏' };

describe('notFoundMetadata', () => {
  it('gives the 404 page its own title and description, in link previews too, and no address', () => {
    const metadata = notFoundMetadata(site, notFound);
    expect(metadata).toMatchObject({
      title: notFound.title,
      description: notFound.description,
      robots: { index: false },
      openGraph: {
        title: notFound.title,
        description: notFound.description,
        siteName: 'Odds & Aces',
        locale: 'en_US',
        type: 'website',
      },
    });
    expect(metadata.openGraph).not.toHaveProperty('url');
    // A shared broken link previews as the site: the home page's image.
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ width: 1200, height: 630, alt: 'Odds & Aces' }),
    ]);
    expect(metadata).not.toHaveProperty('alternates');
  });
});

describe("every site's search-engine descriptions", () => {
  const sites = listSites(ROOT);

  it('are read from at least the two example sites', () => {
    expect(sites).toEqual(expect.arrayContaining(['oddsaces', 'stavkablef']));
  });

  it.each(sites)('%s: each carries emoji of the set, and together they carry all four', (siteId) => {
    const file = path.join(ROOT, 'content', siteId, 'seo.yaml');
    const seo = parseYaml(fs.readFileSync(file, 'utf8')) as Record<string, SeoEntry>;
    const descriptions = Object.entries(seo).map(([kind, entry]) => ({ kind, text: entry.description }));
    expect(descriptions).toHaveLength(7);
    for (const { kind, text } of descriptions) {
      expect(
        DESCRIPTION_EMOJI.some((emoji) => text.includes(emoji)),
        `${file}: ${kind}.description carries none of ${DESCRIPTION_EMOJI.join(' ')}`,
      ).toBe(true);
    }
    const missing = DESCRIPTION_EMOJI.filter((emoji) => !descriptions.some(({ text }) => text.includes(emoji)));
    expect(missing, `${file}: no description carries ${missing.join(' ')}`).toEqual([]);
  });

  it.each(sites)("%s: the home page's description, the site's default, carries all four", (siteId) => {
    const file = path.join(ROOT, 'content', siteId, 'seo.yaml');
    const home = (parseYaml(fs.readFileSync(file, 'utf8')) as Record<string, SeoEntry>).home!.description;
    expect(
      DESCRIPTION_EMOJI.filter((emoji) => !home.includes(emoji)),
      `${file}: home.description`,
    ).toEqual([]);
  });
});
