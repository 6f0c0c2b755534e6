// Bylines that don't mislead (docs/content.md, 'Authors (`authors.yaml`)' and 'Review and
// changes'): every site says, in its own language, that its bylines are pen names and its
// articles are written with AI assistance, on the authors pages and under every article's byline,
// linking to the section of About Us that says how; a reviewed article shows who checked it, when,
// and what changed. The example sites have no reviewed article, so that is checked on the
// synthetic site (`npm run build:synthetic`), whose first article is written as a generated
// draft and approved with `npm run drafts -- approve` before the build
// (scripts/build-synthetic-site.ts): the review an editor records is the one the page shows.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

import type { RunningServe } from '../support/hosting/site-server.ts';
import { watchLayoutShift } from './support/layout-shift.ts';
import { pdfText } from './support/pdf-text.ts';
import { expect, test } from './support/test.ts';

const RU_DIR = path.resolve('out-sites/stavkablef');
const TR_DIR = path.resolve('out-sites/oranveblof');
const SYNTHETIC_DIR = path.resolve('out-sites/synthetic');

const built = (dir: string) => existsSync(path.join(dir, 'index.html'));
for (const [dir, command] of [
  [RU_DIR, 'npm run build:site -- stavkablef'],
  [TR_DIR, 'npm run build:site -- oranveblof'],
] as const) {
  test.skip(!built(dir), `run \`${command}\` first (npm test does)`);
}

let ru: RunningServe;
let tr: RunningServe;
let synthetic: RunningServe | undefined;

test.beforeAll(async ({ perWorker }) => {
  [ru, tr, synthetic] = await Promise.all([
    perWorker.serve(RU_DIR),
    perWorker.serve(TR_DIR),
    built(SYNTHETIC_DIR) ? perWorker.serve(SYNTHETIC_DIR) : undefined,
  ]);
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
  /** The id of the About Us section the notes link to, headed with the link's name. */
  section: string;
  /** The line under every article's byline. */
  bylineNote: string;
  /** What that section says: pen names, and AI assistance. */
  sectionSays: RegExp[];
  /** The site's built output, to pick an article from. */
  dir: string;
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
    section: 'how-our-articles-are-made',
    bylineNote: 'The author is a pen name, and the article was written with AI assistance.',
    sectionSays: [/The bylines are pen names\./, /The articles are written with AI assistance\./],
    dir: path.resolve('out'),
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
    section: 'как-мы-готовим-статьи',
    bylineNote: 'Автор — псевдоним, статья написана с помощью ИИ.',
    sectionSays: [/выходит под псевдонимом своей темы/, /Статьи написаны с помощью ИИ\./],
    dir: RU_DIR,
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
    section: 'yazılarımız-nasıl-hazırlanıyor',
    bylineNote: 'Yazar adı takma addır; yazı yapay zekâ yardımıyla yazıldı.',
    sectionSays: [/konusunun takma adıyla yayımlanır/, /Yazılar yapay zekâ yardımıyla yazılır\./],
    dir: TR_DIR,
  },
];

async function expectPenNamesNote(page: Page, site: SiteCase) {
  const note = page.locator('main [data-pen-names]');
  await expect(note).toHaveCount(1);
  await expect(note).toHaveText(site.note);
  await expect(note.getByRole('link', { name: site.noteLink })).toHaveAttribute('href', aboutSection(site));
  expect((await new AxeBuilder({ page }).include('[data-pen-names]').analyze()).violations).toEqual([]);
}

/** The address of the About Us section the notes link to, as the page writes it. */
const aboutSection = (site: SiteCase) => `/info/about-us/#${site.section}`;

/** An article of the site's build, not a page left at an old address (which only sends the reader on). */
function anArticle(dir: string): string {
  const slug = readdirSync(path.join(dir, 'articles'))
    .sort()
    .find(
      (name) => !/http-equiv="refresh"/.test(readFileSync(path.join(dir, 'articles', name, 'index.html'), 'utf8')),
    )!;
  return `/articles/${slug}/`;
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

    test("an article's byline says the author is a pen name and AI helped, linking to how", async ({ page }) => {
      const shift = await watchLayoutShift(page);
      await page.goto(site.url(anArticle(site.dir)));
      const note = page.locator('article [data-pen-name-note]');
      await expect(note).toHaveCount(1);
      await expect(note).toHaveText(`${site.bylineNote} ${site.noteLink}`);
      // Right under the byline, before the article's text.
      const order = await page.evaluate(() => {
        const byline = document.querySelector('article .byline')!;
        const line = document.querySelector('[data-pen-name-note]')!;
        const prose = document.querySelector('article .prose')!;
        const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return follows(byline, line) && follows(line, prose);
      });
      expect(order).toBe(true);
      // Contrast included: axe's default rules.
      expect((await new AxeBuilder({ page }).include('[data-pen-name-note]').analyze()).violations).toEqual([]);
      expect(await shift()).toBe(0);

      // The link leads to the About Us section of its own name, which says both things.
      const link = note.getByRole('link', { name: site.noteLink });
      await expect(link).toHaveAttribute('href', aboutSection(site));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/info/about-us/#${encodeURI(site.section)}$`));
      const heading = page.getByRole('heading', { level: 2, name: site.noteLink, exact: true });
      await expect(heading).toHaveAttribute('id', site.section);
      await expect(heading).toBeInViewport();
      const section = await heading.evaluate((h) => {
        const parts: string[] = [];
        for (let node = h.parentElement!.nextElementSibling; node && !node.querySelector('h2');) {
          parts.push(node.textContent ?? '');
          node = node.nextElementSibling;
        }
        return parts.join(' ');
      });
      for (const says of site.sectionSays) expect(section).toMatch(says);
    });

    test('the byline note reads whole at 320 px and in print', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(site.url(anArticle(site.dir)));
      const note = page.locator('article [data-pen-name-note]');
      await expect(note).toBeVisible();
      // It wraps inside the column: nothing sticks out sideways.
      const box = (await note.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia({ media: 'print' });
      await expect(note).toBeVisible();
      const printed = pdfText(await page.pdf({ format: 'A4' })).replace(/\s+/g, '');
      expect(printed).toContain(site.bylineNote.replace(/\s+/g, ''));
    });
  });
}

test('an article nobody reviewed shows no review and no list of changes', async ({ page }) => {
  await page.goto(anArticle(path.resolve('out')));
  await expect(page.locator('.byline')).toBeVisible();
  await expect(page.locator('[data-reviewed], [data-what-changed]')).toHaveCount(0);
});

/** The synthetic site's article page that carries `generated`, `reviewed` and `updates`. */
function markedArticle(): string {
  const slugs = readdirSync(path.join(SYNTHETIC_DIR, 'articles')).filter((slug) =>
    readFileSync(path.join(SYNTHETIC_DIR, 'articles', slug, 'index.html'), 'utf8').includes('data-reviewed'),
  );
  expect(slugs).toHaveLength(1);
  return `/articles/${slugs[0]}/`;
}

test.describe('the synthetic site', () => {
  test.skip(!built(SYNTHETIC_DIR), 'run `npm run build:synthetic` first (npm test does)');

  test('a generated article carries the same pen-name line as every article, once', async ({ page }) => {
    await page.goto(`${synthetic!.baseURL}${markedArticle()}`);
    await expect(page.locator('article [data-pen-name-note]')).toHaveText(
      'The author is a pen name, and the article was written with AI assistance. How our articles are made',
    );
    await expect(page.locator('main')).not.toContainText('Written with AI assistance');
  });

  test('a reviewed article shows who checked it, when, and what changed, for readers and search engines', async ({
    page,
  }) => {
    await page.goto(`${synthetic!.baseURL}${markedArticle()}`);
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
