import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { loadSiteSettings } from '@/lib/content/load';
import type { Site } from '@/lib/content/model';

import { Footer } from './Footer';

const settings = (siteId: string) => loadSiteSettings({ root: process.cwd(), siteId });

/** The footer's moved-address line as a reader reads it, or null when there is none. */
function movedNotice(site: Site): string | null {
  const html = renderToStaticMarkup(<Footer site={site} categories={[]} year={2026} />);
  const match = /<p data-moved-from[^>]*>([^<]*)<\/p>/.exec(html);
  return match ? match[1]!.replace(/&amp;/g, '&') : null;
}

describe('the footer of a site whose address moved (site.yaml moved_from)', () => {
  it('says nothing of a move on a site without moved_from', () => {
    for (const id of ['oddsaces', 'stavkablef', 'oranveblof']) {
      const site = settings(id);
      expect(site.movedFrom, id).toBeUndefined();
      expect(movedNotice(site), id).toBeNull();
    }
  });

  it("names the old address and the day of the move, in the site's language", () => {
    const movedFrom = { address: 'oddsaces.net', date: '2026-03-01' };
    expect(movedNotice({ ...settings('oddsaces'), movedFrom })).toBe(
      'Odds & Aces moved to this address from oddsaces.net on March 1, 2026.',
    );
    expect(
      movedNotice({ ...settings('stavkablef'), movedFrom: { address: 'stavkablef.net', date: '2026-03-01' } }),
    ).toBe('1 марта 2026 г. сайт «Ставка и Блеф» переехал на этот адрес с stavkablef.net.');
    expect(
      movedNotice({ ...settings('oranveblof'), movedFrom: { address: 'oranveblof.net', date: '2026-03-01' } }),
    ).toBe('Oran ve Blöf, 1 Mart 2026 tarihinde oranveblof.net adresinden bu adrese taşındı.');
  });
});
