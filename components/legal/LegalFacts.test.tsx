import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { loadSiteSettings } from '@/lib/content/load';
import type { Site, ThirdPartyScript } from '@/lib/content/model';

import { LegalFacts } from './LegalFacts';

const settings = (siteId: string) => loadSiteSettings({ root: process.cwd(), siteId });

/** The facts block as text, tags dropped, so a test reads what a reader reads. */
function factsText(site: Site, slug: 'privacy-policy' | 'terms' = 'privacy-policy'): string {
  return renderToStaticMarkup(<LegalFacts site={site} slug={slug} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const analytics: ThirdPartyScript = {
  src: 'https://stats.example.com/tag.js',
  name: 'Example Stats',
  receives: 'the page address and the browser',
  purpose: 'analytics',
  storesDataIn: 'DE',
  forward: [],
};

describe('the privacy facts of a site without third-party scripts (Odds & Aces)', () => {
  const site = settings('oddsaces');
  const text = factsText(site);

  it('names the one data controller, the host, where it keeps the logs and for how long', () => {
    expect(text).toContain('This site is run by Odds & Aces Media LLC');
    expect(text).toContain('delete the records after 30 days');
    expect(text).toContain('served by Amazon Web Services, Inc., which keeps these logs in the United States.');
    expect(text).not.toMatch(/in United States|\bU\.S\./);
  });

  it('says no services run and no cookies are set, and keeps no consent record', () => {
    expect(text).toContain('The site runs no analytics or advertising scripts');
    expect(text).toContain('The site sets no cookies.');
    expect(text).not.toContain('consent');
    expect(text).toContain('"Do Not Track" signal changes nothing here');
  });

  it('states the offline copies only while the service worker is on', () => {
    expect(text).toContain('Your browser keeps copies of the pages you read');
    expect(factsText({ ...site, serviceWorker: false })).not.toContain('Your browser keeps copies');
  });

  it('lists a script with its purpose, storage country, consent and withdrawal once one is configured', () => {
    const withScript = factsText({ ...site, thirdPartyScripts: [analytics], consent: { rule: 'opt-in' } });
    expect(withScript).toContain('Example Stats (stats.example.com): the page address and the browser.');
    expect(withScript).toContain('Purpose: analytics. It stores what it receives in Germany.');
    expect(withScript).toContain('What it receives leaves the country for Germany.');
    const inTheNetherlands = factsText({
      ...site,
      thirdPartyScripts: [{ ...analytics, storesDataIn: 'NL' }],
      consent: { rule: 'opt-in' },
    });
    expect(inTheNetherlands).toContain('It stores what it receives in the Netherlands.');
    expect(withScript).toContain('until you accept on the consent bar');
    expect(withScript).toContain('"Privacy choices" link');
    expect(withScript).toContain("kept in your browser's local storage, not in a cookie");
    expect(withScript).not.toContain('The site sets no cookies.');
  });
});

describe('the privacy facts of the Russian site (Yandex Metrica, hosted in Russia)', () => {
  const site = settings('stavkablef');
  const text = factsText(site);

  it('names the operator, the legal bases and that the logs stay in Russia', () => {
    expect(text).toContain('Оператор персональных данных — ООО «Ставка и Блеф Медиа»');
    expect(text).toContain('п. 7 ч. 1 ст. 6 Федерального закона № 152-ФЗ');
    expect(text).toContain('(страна: Россия)');
    expect(text).toContain('Журналы записываются и хранятся в России');
    expect(text).not.toContain('трансграничная');
  });

  it('lists Metrica as statistics stored in Russia, behind consent', () => {
    expect(text).toContain('Яндекс Метрика (mc.yandex.ru)');
    expect(text).toContain('Цель: статистика посещений. Где хранятся полученные данные: Россия.');
    expect(text).toContain('пока вы не примете их на панели согласия');
    expect(text).toContain('Основание — ваше согласие (п. 1 ч. 1 ст. 6 Закона № 152-ФЗ)');
  });

  it("names the operator's address, Yandex as processor, and what a withdrawal deletes and leaves", () => {
    expect(text).toContain('Оператор персональных данных — ООО «Ставка и Блеф Медиа», 123112, г. Москва');
    expect(text).toContain('Данные обрабатывает по поручению оператора ООО «Яндекс» (ч. 3 ст. 6 Закона № 152-ФЗ)');
    expect(text).toContain('Срок хранения у сервиса: по условиям использования Яндекс Метрики');
    expect(text).toContain('Сервис ставит cookie, чьи имена начинаются с _ym_; отзыв согласия их удаляет.');
    expect(text).toContain('То, что сервис уже получил до отзыва, остаётся у него');
    expect(text).toContain('(в срок до 30 дней, ч. 5 ст. 21 Закона № 152-ФЗ)');
    expect(factsText(site, 'terms')).toContain('Оператор сайта: ООО «Ставка и Блеф Медиа», 123112');
  });

  it('answers mail on legitimate interests, not on consent written into the policy', () => {
    const mail = text.slice(text.indexOf('Письма в редакцию'), text.indexOf('Сторонние сервисы'));
    expect(mail).toContain('законные интересы оператора');
    expect(mail).toContain('п. 7 ч. 1 ст. 6 Закона № 152-ФЗ');
    expect(mail).not.toMatch(/согласи/);
  });

  it('calls a script or a host abroad a cross-border transfer', () => {
    const abroad = factsText({
      ...site,
      thirdPartyScripts: [analytics],
      legal: { ...site.legal, hosting: { provider: 'Host', country: 'NL', transferSafeguard: 'гарантия' } },
    });
    expect(abroad).toContain('Данные передаются за пределы России (страна: Германия); это трансграничная передача');
    expect(abroad).toContain('Журналы хранятся за пределами России (страна: Нидерланды)');
    expect(abroad).toContain(': гарантия.');
    expect(abroad).not.toContain('Журналы записываются и хранятся в России');
  });
});

describe('the privacy facts of the Turkish site (KVKK)', () => {
  const site = settings('oranveblof');
  const text = factsText(site);

  it('names the operator as the one data controller, with its address and MERSİS number (5651 art. 3(1))', () => {
    expect(text).toContain(
      'veri sorumlusu Oran ve Blöf Medya Ltd. Şti. (Örnek Mah. Örnek Cad. No:1, 34000 Beşiktaş/İstanbul)',
    );
    expect(text).toContain('MERSİS numarası: 0000000000000000.');
    expect(text).not.toContain('yayın ekibi');
  });

  it('sends KVKK requests in writing to the postal or KEP address, not to the mail address (Tebliğ art. 5)', () => {
    expect(text).toContain(
      'KVKK 11. madde kapsamındaki başvurularınızı Türkçe ve yazılı olarak Örnek Mah. Örnek Cad. No:1, 34000 Beşiktaş/İstanbul adresine ya da kayıtlı elektronik posta (KEP) ile oranveblofmedya@hs01.kep.tr adresine gönderebilirsiniz',
    );
    expect(text).not.toContain('KVKK 11. madde kapsamındaki başvurular için');
    const postalOnly = factsText({ ...site, legal: { ...site.legal, kepAddress: undefined } });
    expect(postalOnly).toContain('Beşiktaş/İstanbul adresine gönderebilirsiniz');
    expect(postalOnly).not.toContain('KEP');
  });

  it('gives the art. 5 bases for logs and mail and the art. 9 transfer of logs kept abroad', () => {
    expect(text).toContain('(KVKK 5. madde, 2. fıkra, f bendi)');
    expect(text).toContain('(KVKK 5/2-ç)');
    expect(text).toContain('Kayıtlar Türkiye dışında tutulur (ülke: Amerika Birleşik Devletleri)');
    expect(text).toContain('KVKK 9. madde anlamında yurt dışına aktarımdır ve şu güvenceye dayanır: Kişisel Verileri');
  });

  it('says the standard contract was notified to the Authority only when site.yaml holds the day (KVKK art. 9)', () => {
    expect(text).toContain('Standart sözleşme 4 Kasım 2026 tarihinde Kişisel Verileri Koruma Kurumuna bildirilmiştir.');
    const withoutDay = { ...site.legal.hosting, transferNotified: undefined };
    const unnotified = factsText({ ...site, legal: { ...site.legal, hosting: withoutDay } });
    expect(unnotified).toContain(
      'şu güvenceye dayanır: Kişisel Verileri Koruma Kurulunun yayımladığı standart sözleşme.',
    );
    expect(unnotified).not.toContain('bildirilmiştir');
  });

  it('says no scripts and no cookies; a host in Türkiye is no transfer', () => {
    expect(text).toContain('Site analiz ya da reklam betiği çalıştırmaz');
    expect(text).toContain('Site çerez kullanmaz.');
    const home = factsText({ ...site, legal: { ...site.legal, hosting: { provider: 'Yerel', country: 'TR' } } });
    expect(home).toContain('Kayıtlar Türkiye’de tutulur, yurt dışına aktarılmaz.');
    expect(home).not.toContain('yurt dışına aktarımdır');
  });
});

describe('the example mark', () => {
  it('follows each fact site.yaml lists as an example, and nothing else', () => {
    const site = settings('stavkablef');
    const marks = (shown: Site) =>
      renderToStaticMarkup(<LegalFacts site={shown} slug="privacy-policy" />).match(
        /data-example-fact[^>]*>Пример</g,
      ) ?? [];
    // The operator, the host and Metrica's retention period.
    expect(marks(site)).toHaveLength(3);
    expect(marks({ ...site, exampleFacts: ['legal.hosting.provider'] })).toHaveLength(1);
    expect(marks({ ...site, exampleFacts: ['third_party_scripts.0.retention'] })).toHaveLength(1);
    expect(marks({ ...site, exampleFacts: [] })).toHaveLength(0);
  });
});

describe('the terms facts', () => {
  it('name the operator and the governing law', () => {
    const text = factsText(settings('oddsaces'), 'terms');
    expect(text).toContain('This site is run by Odds & Aces Media LLC.');
    expect(text).toContain('These terms are governed by the laws of the State of New York, United States.');
  });

  it('name the Turkish operator with its address and MERSİS number', () => {
    expect(factsText(settings('oranveblof'), 'terms')).toContain(
      'Bu siteyi Oran ve Blöf Medya Ltd. Şti. (Örnek Mah. Örnek Cad. No:1, 34000 Beşiktaş/İstanbul) işletir. MERSİS numarası: 0000000000000000.',
    );
  });
});
