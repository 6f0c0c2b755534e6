// Bylines that don't mislead (docs/content.md, 'Authors (`authors.yaml`)' and 'Review and
// changes'): every site says, in its own language, that its bylines are pen names and its
// articles are written with AI assistance; an article `npm run generate` wrote says so under its byline; a reviewed article
// shows who checked it, when, and what changed. The example sites have no generated or reviewed
// article, so those are checked on the synthetic site (`npm run build:synthetic`), whose first
// article carries both (scripts/build-synthetic-site.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { startServe, type RunningServe } from '../support/hosting/site-server.ts';

const RU_DIR = path.resolve('out-sites/stavkablef');
const TR_DIR = path.resolve('out-sites/oranveblof');
const SYNTHETIC_DIR = path.resolve('out-sites/synthetic');

for (const [dir, command] of [
  [RU_DIR, 'npm run build:site -- stavkablef'],
  [TR_DIR, 'npm run build:site -- oranveblof'],
  [SYNTHETIC_DIR, 'npm run build:synthetic'],
] as const) {
  test.skip(!existsSync(path.join(dir, 'index.html')), `run \`${command}\` first (npm test does)`);
}

let ru: RunningServe;
let tr: RunningServe;
let synthetic: RunningServe;

test.beforeAll(async () => {
  [ru, tr, synthetic] = await Promise.all([
    startServe({ outDir: RU_DIR }),
    startServe({ outDir: TR_DIR }),
    startServe({ outDir: SYNTHETIC_DIR }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([ru?.stop(), tr?.stop(), synthetic?.stop()]);
});

interface SiteCase {
  name: string;
  url: (pathname: string) => string;
  /** What About Us must say: the bylines are pen names, and the articles are made with AI. */
  aboutPenNames: RegExp;
  aboutAi: RegExp;
  /** What it says is checked before publishing. */
  aboutChecks: RegExp;
  /** The promise a pen name cannot keep. */
  aboutNever: RegExp;
  /** The note on the authors page and each author page, and its link's name. */
  note: RegExp;
  noteLink: string;
}

const SITES: SiteCase[] = [
  {
    name: 'oddsaces',
    url: (pathname) => pathname,
    aboutPenNames: /The bylines are pen names\./,
    aboutAi: /The articles are written with AI assistance\./,
    aboutChecks: /passes an automated content check before a single page is built/,
    aboutNever: /whose reasoning you are reading/,
    note: /The names on our articles are pen names, not real people.*written with AI assistance/,
    noteLink: 'How our articles are made',
  },
  {
    name: 'stavkablef',
    url: (pathname) => `${ru.baseURL}${pathname}`,
    aboutPenNames: /Имена авторов на сайте — псевдонимы\./,
    aboutAi: /Статьи написаны с помощью ИИ\./,
    aboutChecks: /проходит автоматическую проверку содержимого ещё до сборки сайта/,
    aboutNever: /старше 18 лет|пересчитывает не только автор, но и редактор/,
    note: /Имена авторов на сайте — псевдонимы, а не реальные люди.*с помощью ИИ/,
    noteLink: 'Как мы готовим статьи',
  },
  {
    name: 'oranveblof',
    url: (pathname) => `${tr.baseURL}${pathname}`,
    aboutPenNames: /Yazılarımızdaki yazar adları takma addır\./,
    aboutAi: /Yazılar yapay zekâ yardımıyla yazılır\./,
    aboutChecks: /otomatik bir içerik denetiminden geçer/,
    aboutNever: /ikinci bir yazar ya da editör yeniden hesaplıyor/,
    note: /Yazılarımızdaki yazar adları takma addır, gerçek kişilere ait değildir.*yapay zekâ yardımıyla/,
    noteLink: 'Yazılarımız nasıl hazırlanıyor?',
  },
];

async function expectPenNamesNote(page: Page, site: SiteCase) {
  const note = page.locator('main [data-pen-names]');
  await expect(note).toHaveCount(1);
  await expect(note).toHaveText(site.note);
  await expect(note.getByRole('link', { name: site.noteLink })).toHaveAttribute('href', '/info/about-us/');
  expect((await new AxeBuilder({ page }).include('[data-pen-names]').analyze()).violations).toEqual([]);
}

for (const site of SITES) {
  test.describe(site.name, () => {
    test('About Us says the bylines are pen names, that AI helps write, and what is checked', async ({ page }) => {
      await page.goto(site.url('/info/about-us/'));
      const main = page.getByRole('main');
      await expect(main).toContainText(site.aboutPenNames);
      await expect(main).toContainText(site.aboutAi);
      await expect(main).toContainText(site.aboutChecks);
      await expect(main).not.toContainText(site.aboutNever);
    });

    test('the authors page says so above the list, linking to About Us', async ({ page }) => {
      await page.goto(site.url('/authors/'));
      await expectPenNamesNote(page, site);
    });

    test('an author page says so under the biography', async ({ page }) => {
      await page.goto(site.url('/authors/'));
      const first = page.locator('main li h2 a').first();
      await first.click();
      await expect(page).toHaveURL(/\/authors\/[a-z0-9-]+\/$/);
      await expectPenNamesNote(page, site);
    });
  });
}

test('an article nobody generated or reviewed shows neither note', async ({ page }) => {
  // Not a page left at an old address, which only sends the reader on.
  const slug = readdirSync(path.resolve('out/articles'))
    .sort()
    .find(
      (name) => !/http-equiv="refresh"/.test(readFileSync(path.resolve('out/articles', name, 'index.html'), 'utf8')),
    )!;
  await page.goto(`/articles/${slug}/`);
  await expect(page.locator('.byline')).toBeVisible();
  await expect(page.locator('[data-ai-note], [data-reviewed], [data-what-changed]')).toHaveCount(0);
});

/** The synthetic site's article page that carries `generated`, `reviewed` and `updates`. */
function markedArticle(): string {
  const slugs = readdirSync(path.join(SYNTHETIC_DIR, 'articles')).filter((slug) =>
    readFileSync(path.join(SYNTHETIC_DIR, 'articles', slug, 'index.html'), 'utf8').includes('data-ai-note'),
  );
  expect(slugs).toHaveLength(1);
  return `/articles/${slugs[0]}/`;
}

test.describe('the synthetic site', () => {
  test('a generated article says it was written with AI assistance, linking to how', async ({ page }) => {
    await page.goto(`${synthetic.baseURL}${markedArticle()}`);
    const note = page.locator('article [data-ai-note]');
    await expect(note).toHaveText(/^Written with AI assistance\. How our articles are made$/);
    await expect(note.getByRole('link')).toHaveAttribute('href', '/info/about-us/');
    // Right under the byline, before the article's text.
    const order = await page.evaluate(() => {
      const byline = document.querySelector('article .byline')!;
      const ai = document.querySelector('[data-ai-note]')!;
      const prose = document.querySelector('article .prose')!;
      const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return follows(byline, ai) && follows(ai, prose);
    });
    expect(order).toBe(true);
  });

  test('a reviewed article shows who checked it, when, and what changed, for readers and search engines', async ({
    page,
  }) => {
    await page.goto(`${synthetic.baseURL}${markedArticle()}`);
    const author = page.locator('article .byline a');
    const authorName = (await author.textContent())!;
    const authorHref = (await author.getAttribute('href'))!;

    const reviewed = page.locator('article [data-reviewed]');
    await expect(reviewed).toHaveText(new RegExp(`^Checked by ${authorName} on [A-Z][a-z]+ \\d{1,2}, \\d{4}$`));
    await expect(reviewed.getByRole('link', { name: authorName })).toHaveAttribute('href', authorHref);
    const reviewDate = (await reviewed.locator('time').getAttribute('datetime'))!;
    expect(reviewDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const changes = page.getByRole('region', { name: 'What changed' });
    await expect(changes.getByRole('heading', { level: 2 })).toHaveText('What changed');
    await expect(changes.getByRole('listitem')).toHaveText([/: The synthetic example of a listed change\.$/]);
    await expect(changes.locator('time')).toHaveAttribute('datetime', reviewDate);

    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      '@graph': Record<string, unknown>[];
    };
    const webPage = graph['@graph'].find((node) => node['@type'] === 'WebPage')!;
    expect(webPage).toMatchObject({ lastReviewed: reviewDate, reviewedBy: { '@type': 'Person', name: authorName } });
    const article = graph['@graph'].find((node) => node['@type'] === 'Article')!;
    expect(article.dateModified).toBe(reviewDate);

    const axe = await new AxeBuilder({ page }).include('[data-reviewed]').include('[data-what-changed]').analyze();
    expect(axe.violations).toEqual([]);
  });
});
