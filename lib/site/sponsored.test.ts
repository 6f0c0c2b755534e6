import { describe, expect, it } from 'vitest';

import type { Site, SponsoredLink } from '../content/model/index.ts';
import { adHref, adMarking, sponsoredBlockFor, sponsoredHeading } from './sponsored.ts';

const link: SponsoredLink = {
  text: 'Partner',
  href: 'https://partner.example/',
  advertiser: 'Partner Books LLC',
  category: 'books',
};
const site = (id: string, locale: Site['locale'], ads: Site['ads']) => ({ id, locale, ads }) as Site;

describe('sponsoredBlockFor', () => {
  it("gives the path's links and the site's heading", () => {
    const block = sponsoredBlockFor(site('oddsaces', 'en_US', { sponsoredLinks: { '/': [link] } }), '/');
    expect(block).toEqual({ heading: 'Partner offers', links: [link] });
  });

  it('gives nothing for a path without links', () => {
    expect(
      sponsoredBlockFor(site('oddsaces', 'en_US', { sponsoredLinks: { '/': [link] } }), '/authors/'),
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

describe('adMarking', () => {
  it('reads the Russian way on a Russian site: label, advertiser, token', () => {
    expect(adMarking('ru_RU', { advertiser: 'ООО «Книжный двор»', erid: '2VtzqxKnbMe' })).toBe(
      'Реклама. ООО «Книжный двор». erid: 2VtzqxKnbMe',
    );
  });

  it("names the advertiser in the site's language elsewhere", () => {
    expect(adMarking('en_US', { advertiser: 'Stake Ledger Inc.' })).toBe('Advertiser: Stake Ledger Inc.');
    expect(adMarking('tr_TR', { advertiser: 'Pot Atölyesi Eğitim Ltd. Şti.' })).toBe(
      'Reklam veren: Pot Atölyesi Eğitim Ltd. Şti.',
    );
    expect(adMarking('ko_KR', { advertiser: 'Partner' })).toBe('광고주: Partner');
  });
});

describe('adHref', () => {
  it("adds the ad's erid to its link, keeping the sponsor's own parameters", () => {
    expect(adHref({ href: 'https://www.knizhnyjdvor.ru/?ref=stavkablef', erid: '2VtzqxKnbMe' })).toBe(
      'https://www.knizhnyjdvor.ru/?ref=stavkablef&erid=2VtzqxKnbMe',
    );
  });

  it('leaves a link without an erid as written', () => {
    expect(adHref({ href: 'https://www.stakeledger.app/?ref=oddsaces' })).toBe(
      'https://www.stakeledger.app/?ref=oddsaces',
    );
  });
});
