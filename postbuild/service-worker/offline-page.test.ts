import { describe, expect, it } from 'vitest';

import type { Site } from '../../lib/content/index.ts';

import { renderOfflinePage } from './offline-page.ts';

const site = (locale: Site['locale'], language: string) =>
  ({ title: 'Oran ve Blöf', brand: 'Oran ve Blöf', locale, language }) as Site;

describe('the offline page', () => {
  it("speaks the site's language, like its lang attribute", () => {
    const turkish = renderOfflinePage(site('tr_TR', 'tr'), ['/site.css']);
    expect(turkish).toContain('<html lang="tr">');
    expect(turkish).toContain('<title>Çevrimdışısınız · Oran ve Blöf</title>');
    expect(turkish).toContain('Tekrar deneyin');
    expect(turkish).not.toContain('You are offline');
    const russian = renderOfflinePage(site('ru_RU', 'ru'), ['/site.css']);
    expect(russian).toContain('<h1 class="text-3xl font-bold tracking-tight">Нет подключения к сети</h1>');
  });
});
