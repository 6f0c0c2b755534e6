import { describe, expect, it } from 'vitest';

import { legalTextHash } from './legal-dates.ts';
import { legalProseProblems } from './legal-prose.ts';
import { retiredWordingProblems } from './legal-retired-wordings.ts';
import { ru } from '../site/ui-text/ru.ts';
import { formatProblem } from './problems.ts';
import type { Page, Site, ThirdPartyScript } from './model/index.ts';
import { expectOneProblemOf } from '../../tests/support/content/content-problems.ts';
import { fixtureSiteEachTest } from '../../tests/support/content/fixture-site-each-test.ts';

const script = (purpose: ThirdPartyScript['purpose']): ThirdPartyScript => ({
  src: 'https://stats.example.com/tag.js',
  name: 'Stats',
  receives: 'the page address',
  purpose,
  storesDataIn: 'US',
  forward: [],
});

const bare = { locale: 'en_US', thirdPartyScripts: [] } as unknown as Site;
const withScripts = (...purposes: ThirdPartyScript['purpose'][]) =>
  ({ locale: 'en_US', thirdPartyScripts: purposes.map(script), consent: { rule: 'opt-in' } }) as unknown as Site;

/** The words a privacy page's body is refused for, on a site with these settings. */
function refused(site: Site, body: string): string[] {
  const page = (slug: Page['slug'], text = 'Plain text.'): Page => ({ slug, title: 'T', description: 'D', body: text });
  const pages = { 'privacy-policy': page('privacy-policy', body), terms: page('terms'), 'about-us': page('about-us') };
  return legalProseProblems({ site, pages, seo: {} }, (file) => file).map((p) => String(p.value));
}

describe('legal prose that claims data practices the settings do not have', () => {
  it('is refused in English, Russian and Turkish on a site without scripts or consent', () => {
    expect(refused(bare, 'Our partners may set cookies.')).toEqual(['cookies']);
    expect(refused(bare, 'We use Google Analytics to count visits.')).toEqual(['Analytics']);
    expect(refused(bare, 'Advertising networks may show interest-based ads.')).toEqual(['Advertising']);
    expect(refused(bare, 'No tracking here.')).toEqual(['tracking']);
    expect(refused(bare, 'You can withdraw your consent.')).toEqual(['consent']);
    expect(refused(bare, 'Сервис ставит куки и ведёт статистику посещений.')).toEqual(['куки', 'статистику']);
    expect(refused(bare, 'Вы можете отозвать согласие; мы не отслеживаем читателей.')).toEqual([
      'отслеживаем',
      'согласие',
    ]);
    expect(refused(bare, 'Рекламные сети показывают таргетированную рекламу.')).toEqual(['Рекламные']);
    expect(refused(bare, "Site çerez kullanmaz; cookie'ler yok.")).toEqual(['çerez']);
    expect(refused(bare, 'Açık rızanız olmadan reklam çerezi yok.')).toEqual(['çerezi', 'reklam', 'rızanız']);
    expect(refused(bare, 'Onay çubuğu; ziyaretinizi izleyen bir kod yok.')).toEqual(['ziyaretinizi', 'Onay']);
  });

  it('is allowed where site.yaml configures it, topic by topic', () => {
    expect(
      refused(withScripts('analytics'), 'Analytics set cookies after your consent; no tracking otherwise.'),
    ).toEqual([]);
    // Analytics do not license a claim of ad scripts.
    expect(refused(withScripts('analytics'), 'Ad networks show targeted ads.')).toEqual(['Ad']);
    expect(refused(withScripts('advertising'), 'Ad networks show targeted ads.')).toEqual([]);
  });

  it('leaves the sponsored links, analysts, following and confirming alone', () => {
    const clean = [
      'Some pages carry sponsored links and advertising, labeled "Sponsored".',
      'Спонсорские ссылки помечены словом «Реклама». Аналитик команды проверяет расчёты.',
      'Переходя по рекламной ссылке, вы уходите на сайт партнёра. Вы соглашаетесь с условиями.',
      'Bizi takip edin. Analitik düşünme. Reklam içeren sayfalar. Koşulları onaylıyorsunuz.',
      'Read [the policy](/consent-cookie-tracking/) or write to cookie@example.com.',
    ];
    for (const text of clean) expect(refused(bare, text), text).toEqual([]);
  });
});

describe('wordings refused wherever the reader meets them', () => {
  it('refuses a claim that nothing is kept in a cookie on a site whose scripts set theirs', () => {
    const site = withScripts('analytics');
    expect(refused(site, 'Your choice is kept in local storage, not in a cookie.')).toEqual(['not in a cookie']);
    expect(refused(site, 'Выбор хранится в локальном хранилище, а не в cookie.')).toEqual(['не в cookie']);
    expect(refused(site, 'Seçiminiz çerezde değil, yerel depolamada tutulur.')).toEqual(['çerezde değil']);
    // Without scripts the claim is true, and the cookie topic alone speaks.
    expect(refused(bare, 'Nothing is stored in a cookie.')).toEqual(['cookie']);
  });

  it('refuses consent read into a mail, in every language', () => {
    for (const text of [
      'The basis is the consent you give by writing to us.',
      'Основание — ваше согласие, которое вы выражаете, отправляя письмо.',
      'Bize e-posta göndererek açık rızanızı vermiş olursunuz.',
    ]) {
      expect(refused(withScripts('analytics'), text), text).toHaveLength(1);
    }
    expect(refused(withScripts('analytics'), 'We answer mail on our legitimate interests.')).toEqual([]);
  });

  it("checks the consent bar's and the facts' words of the site's locale too", () => {
    const site = { ...withScripts('analytics'), locale: 'ru_RU' } as Site;
    const page = (slug: Page['slug']): Page => ({ slug, title: 'T', description: 'D', body: 'Text.' });
    const check = () =>
      legalProseProblems(
        {
          site,
          pages: { 'privacy-policy': page('privacy-policy'), terms: page('terms'), 'about-us': page('about-us') },
          seo: {},
        },
        (file) => file,
      ).map((problem) => `${problem.file} ${problem.field}: ${String(problem.value)}`);
    // The Russian words as they ship say nothing refused…
    expect(check()).toEqual([]);
    // …and the wordings they replaced are refused.
    const { storage } = ru.consent;
    const { mailBasis } = ru.legal;
    try {
      ru.consent.storage = 'Выбор хранится в локальном хранилище этого браузера, а не в cookie.';
      ru.legal.mailBasis = 'Основание — ваше согласие, которое вы выражаете, отправляя письмо.';
      expect(check()).toEqual([
        'lib/site/ui-text/ru.ts consent.storage: не в cookie',
        'lib/site/ui-text/ru.ts legal.mailBasis: согласие, которое вы выражаете, отправляя',
      ]);
    } finally {
      ru.consent.storage = storage;
      ru.legal.mailBasis = mailBasis;
    }
  });
});

describe('the wordings the legal pages retired', () => {
  /** What a terms page with this text is refused for. */
  const retired = (body: string) => {
    const page = (slug: Page['slug'], text = 'Plain text.'): Page => ({
      slug,
      title: 'T',
      description: 'D',
      body: text,
    });
    const pages = {
      'privacy-policy': page('privacy-policy'),
      terms: page('terms', body),
      'about-us': page('about-us'),
    };
    return retiredWordingProblems(pages, (file) => file).map((p) => String(p.value));
  };

  it('refuses the old sentences of the US and Turkish pages', () => {
    expect(retired('Our authors work through the numbers, and we check worked examples before publication.')).toEqual([
      'check worked examples before publication',
    ]);
    expect(retired('Yazılarımızı dikkatle kontrol ediyoruz, ama hatasız olduklarını garanti edemiyoruz.')).toEqual([
      'dikkatle kontrol ediyoruz',
    ]);
    expect(retired('Readers in the US must be 21.')).toEqual(['US']);
    expect(retired('A U.S. company runs the site.')).toEqual(['U.S.']);
    expect(retired('Başvurunuzu bu sayfanın sonundaki e-posta adresine yazılı olarak gönderin.')).toEqual([
      'e-posta adresine yazılı olarak',
    ]);
  });

  it('lets the new wordings through, and "us" the pronoun', () => {
    for (const text of [
      'Before an article is published, automated checks test its structure and its language, and an editor reviews it.',
      'Readers in the United States must be 21. Write to us; tell us about errors. Set by USB rules.',
      'Başvurunuzu Türkçe olarak, yazılı biçimde posta adresimize ya da KEP adresimize gönderin.',
    ])
      expect(retired(text), text).toEqual([]);
  });
});

describe('check:content on a legal page', () => {
  const site = fixtureSiteEachTest();
  const load = () => site.load();
  /** A privacy policy with this text, dated with its hash so only the prose is at issue. */
  const privacyPolicy = (body: string) =>
    `---\ntitle: Privacy\ndescription: Ours.\neffective: { date: 2026-11-01, text_sha256: ${legalTextHash(body)} }\n---\n\n${body}\n`;

  it('fails with one line naming the file, the line, the word and what was expected', () => {
    site.write('pages/privacy-policy.md', privacyPolicy('Hello.\n\nWe set cookies.'));
    const problem = expectOneProblemOf(load, 'pages/privacy-policy.md', 'body (line 9)', /no mention of cookies/);
    expect(formatProblem(problem)).toMatch(
      /privacy-policy\.md: field "body \(line 9\)" is "cookies"; expected no mention of cookies: site\.yaml configures none/,
    );
  });

  it('covers About Us and the seo.yaml entries of the legal pages too', () => {
    const SECTION = '\n## How our articles are made\n';
    // About Us keeps the section every byline links to (lib/site/disclosure.ts): one problem only.
    site.write(
      'pages/about-us.md',
      `---\ntitle: About\ndescription: Ours.\n---\n\nWe ask for your consent.\n${SECTION}`,
    );
    expectOneProblemOf(load, 'pages/about-us.md', 'body (line 6)', /no mention of consent/);
    site.write('pages/about-us.md', `---\ntitle: About\ndescription: Ours.\n---\n\nText.\n${SECTION}`);
    site.write('seo.yaml', site.read('seo.yaml').replace('terms description', 'terms and analytics'));
    expectOneProblemOf(load, 'seo.yaml', 'terms.description', /no mention of analytics/);
  });

  it('refuses a retired wording with one line naming the file, the line and what to write instead', () => {
    site.write('pages/privacy-policy.md', privacyPolicy('Hello.\n\nWe check worked examples before publication.'));
    const problem = expectOneProblemOf(load, 'pages/privacy-policy.md', 'body (line 9)', /automated checks/);
    expect(formatProblem(problem)).toMatch(/field "body \(line 9\)" is "check worked examples before publication"/);
  });

  it('passes once the prose leaves data handling to the facts', () => {
    site.write('pages/privacy-policy.md', privacyPolicy('Read the facts below.'));
    expect(load().pages['privacy-policy'].body).toContain('facts below');
  });
});
