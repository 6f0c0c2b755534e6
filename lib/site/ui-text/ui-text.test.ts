import { describe, expect, it } from 'vitest';

import { LOCALES } from '../../content/model/index.ts';
import { asSentence, fillTemplate } from './fill-template.ts';
import { uiText } from './index.ts';

describe('uiText', () => {
  it('has a dictionary for every locale a site may choose, each with four distinct sponsored headings', () => {
    for (const locale of LOCALES) {
      const headings = uiText(locale).sponsored.headings;
      expect(headings, locale).toHaveLength(4);
      expect(new Set(headings).size, locale).toBe(4);
      expect(
        headings.every((h) => h.trim().length > 0),
        locale,
      ).toBe(true);
    }
  });

  it('closes a Turkish article without assuming poker is played for money (Kabahatler Kanunu art. 34)', () => {
    const note = uiText('tr_TR').responsibleGambling.note(18);
    expect(note).toMatch(/^18 yaş ve üzeri okurlar içindir\./);
    expect(note).not.toMatch(/poker para ister/i);
    expect(note).toContain('Poker burada parasız oynanan bir akıl oyunu olarak anlatılır');
    expect(note).toContain('(Kabahatler Kanunu 34. madde)');
  });

  it('writes "the United States" in English legal facts', () => {
    const { hostedBy } = uiText('en_US').legal;
    expect(hostedBy('A Host', 'United States')).toBe(
      'The pages are served by A Host, which keeps these logs in the United States.',
    );
    expect(hostedBy('A Host', 'Germany')).toBe('The pages are served by A Host, which keeps these logs in Germany.');
  });

  it('keeps the English labels the reader tests look for', () => {
    const en = uiText('en_US');
    expect([
      en.search.placeholder,
      en.home.topTales,
      en.home.updatedArticles,
      en.home.moreArticles,
      en.menu.order,
      en.menu.more,
    ]).toEqual(['Search', 'Top Tales', 'Updated Articles', 'Have More Great Articles', 'Order', 'More']);
  });

  it('writes Russian, Turkish and Korean headings in their own script or language', () => {
    expect(uiText('ru_RU').sponsored.headings.every((h) => /[а-яё]/i.test(h))).toBe(true);
    expect(uiText('ko_KR').sponsored.headings.every((h) => /[\uac00-\ud7a3]/.test(h))).toBe(true);
    expect(uiText('tr_TR').sponsored.headings).not.toEqual(uiText('en_US').sponsored.headings);
  });

  it('names the archive pages and the sitemap parts in every language, numbers and names included', () => {
    for (const locale of LOCALES) {
      const { pagination, sitemap } = uiText(locale);
      expect(pagination.archivePage(12), locale).toMatch(/\D12$/);
      expect(new Set([pagination.label, pagination.newest, pagination.newer, pagination.older]).size, locale).toBe(4);
      expect(sitemap.everyArticleIn('Omaha', 41), locale).toMatch(/Omaha.*41/);
      expect(sitemap.categoryHeading('Omaha'), locale).toContain('Omaha');
    }
    expect(uiText('ru_RU').pagination.older).not.toBe(uiText('en_US').pagination.older);
    expect(uiText('tr_TR').pagination.older).not.toBe(uiText('en_US').pagination.older);
  });

  it('names the table of contents and each heading link in every language, the heading included', () => {
    for (const locale of LOCALES) {
      const { label, linkToSection } = uiText(locale).tableOfContents;
      expect(label.trim(), locale).not.toBe('');
      expect(linkToSection('Pot odds'), locale).toMatch(/\S.*Pot odds$/);
    }
    expect(uiText('ru_RU').tableOfContents.label).toMatch(/^[а-яё ]+$/i);
    expect(uiText('tr_TR').tableOfContents.label).not.toBe(uiText('en_US').tableOfContents.label);
  });

  it('keeps every template placeholder in every language', () => {
    for (const locale of LOCALES) {
      const text = uiText(locale);
      expect(text.search.noMatch, locale).toContain('{query}');
      expect(text.search.showMore, locale).toContain('{count}');
      expect(text.search.showMore, locale).toContain('{remaining}');
      expect(text.menu.moreIn, locale).toContain('{category}');
    }
  });
});

describe("the social images' text alternatives", () => {
  it('add no second stop after a title or tagline that ends with its own', () => {
    const brand = 'Odds & Aces';
    for (const locale of LOCALES) {
      const { pageAlt, articleAlt } = uiText(locale).socialImage;
      const alts = [
        pageAlt({ title: 'Betting and poker strategy, explained with the math.', brand }),
        pageAlt({ title: 'Does staking matter?', context: 'Bankroll', brand }),
        pageAlt({ title: 'Pot odds', brand }),
        articleAlt({ title: 'Do Your Bets Beat the Market?', author: 'Kavya Iyer', category: 'Betting', brand }),
      ];
      for (const alt of alts) {
        expect(alt, locale).not.toMatch(/[.!?…][.,:]/u);
        expect(alt.endsWith(` ${brand}`), alt).toBe(true);
      }
      expect(alts[0], locale).toContain('the math. Odds & Aces');
      expect(alts[2], locale).toContain('Pot odds. Odds & Aces');
      expect(alts[3], locale).toContain('Kavya Iyer');
    }
  });
});

describe('asSentence', () => {
  it('ends a text with one stop, keeping the one it has', () => {
    expect(asSentence('Pot odds')).toBe('Pot odds.');
    expect(asSentence('Explained with the math. ')).toBe('Explained with the math.');
    expect(asSentence('Which survives?')).toBe('Which survives?');
    expect(asSentence('«Что выбрать?»')).toBe('«Что выбрать?»');
    expect(asSentence('Hesapla (kısaca)')).toBe('Hesapla (kısaca).');
  });
});

describe('fillTemplate', () => {
  it('replaces named placeholders and leaves unknown ones as written', () => {
    expect(fillTemplate('More in {category}', { category: 'Poker' })).toBe('More in Poker');
    expect(fillTemplate('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });
});
