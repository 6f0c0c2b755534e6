import { describe, expect, it } from 'vitest';

import type { Site } from '../content/types';
import { sponsoredBlockFor, sponsoredHeading } from './sponsored';

const link = { text: 'Partner', href: 'https://partner.example/' };
const site = (id: string, locale: Site['locale'], ads: Site['ads']) => ({ id, locale, ads }) as Site;

describe('sponsoredBlockFor', () => {
  it("gives the path's links, the new-url snippet and the site's heading", () => {
    const block = sponsoredBlockFor(site('oddsaces', 'en_US', { sponsoredLinks: { '/': [link] }, newUrl: link }), '/');
    expect(block).toEqual({ heading: 'Partner offers', links: [link], newUrl: link });
  });

  it('gives nothing for a path without links, even when the site has a new-url snippet', () => {
    expect(
      sponsoredBlockFor(site('oddsaces', 'en_US', { sponsoredLinks: { '/': [link] }, newUrl: link }), '/authors/'),
    ).toBeUndefined();
    expect(sponsoredBlockFor(site('oddsaces', 'en_US', { sponsoredLinks: {} }), '/')).toBeUndefined();
  });
});

describe('sponsoredHeading', () => {
  it("is in the site's language, at its id's index", () => {
    expect(sponsoredHeading({ id: 'oddsaces', locale: 'en_US' })).toBe('Partner offers');
    expect(sponsoredHeading({ id: 'oddsaces', locale: 'tr_TR' })).toBe('Ortaklarımızın teklifleri');
    expect(sponsoredHeading({ id: 'stavkablef', locale: 'ru_RU' })).toBe('Спонсорская подборка');
    expect(sponsoredHeading({ id: 'd', locale: 'ko_KR' })).toBe('추천 파트너');
  });
});
