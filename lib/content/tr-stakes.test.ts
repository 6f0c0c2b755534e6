// Stakes written in Turkish lira read as real-money betting advice to a reader in Türkiye, where
// only state-licensed betting is legal (docs/ads.md#advertising-policy): the worked examples of
// the Asian-handicap article count in units, and say so.
import { describe, expect, it } from 'vitest';

import { loadSiteContent } from './load.ts';

const { articles } = loadSiteContent({ root: process.cwd(), siteId: 'oranveblof' });

describe('the Turkish Asian-handicap article', () => {
  const article = articles.find((a) => a.slug === 'asya-handikapi-ceyrek-cizgiler');

  it('counts its stakes in units, not lira, and says the amounts are no stake advice', () => {
    expect(article).toBeDefined();
    expect(article!.body).not.toMatch(/\d\s*(?:TL|₺)(?![\p{L}])|Türk lirası/u);
    expect(article!.body).toContain('100 birimlik bir bahsin net sonucunu');
    expect(article!.body).toContain('bir ölçü birimi, bahis tutarı önerisi değil');
  });
});
