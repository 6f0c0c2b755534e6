import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { copyProject, type ProjectCopy } from '../build/project-copy.ts';
import { articleSource, createFixtureSite, FIXTURE_SITE_ID } from '../../tests/support/content/fixture-site.ts';
import { buildProject, buildProjectOverItsCompile } from '../../tests/support/project-build.ts';
import type { CommandRun } from '../../tests/support/run-command.ts';

// What docs/content.md promises of drafts and scheduled articles, on a whole `npm run build`: a
// production build has no trace of either anywhere in its output (pages, listings, feed,
// sitemaps, search index, page data, scripts, headers), and a build from a later BUILD_TIME
// publishes the scheduled one everywhere. Every file of out/ is searched for their slugs and
// titles, so a new output that forgot the rule fails here. A third build, a preview
// (SHOW_DRAFTS=1), shows both, marked. The first build is whole; the two after it reuse its
// compile, which reads only the code (tests/support/project-build.ts), and run the rest of
// `npm run build`: the content check, the plan, the render and the post-build.

const DRAFT = { slug: 'quixotic-draft-xylophone', title: 'Quixotic Draft Xylophone' };
const SCHEDULED = { slug: 'quokka-scheduled-zeppelin', title: 'Quokka Scheduled Zeppelin' };
/** The site reads dates in Istanbul (UTC+3): the scheduled article's day starts at 21:00 UTC the day before. */
const BEFORE = '2026-11-30T20:59:59Z';
const AFTER = '2026-11-30T21:00:00Z';

function projectWithSite(): ProjectCopy {
  const project = copyProject();
  const fixture = createFixtureSite();
  try {
    const site = path.join(project.root, 'content', FIXTURE_SITE_ID);
    fs.cpSync(fixture.dir, site, { recursive: true });
    fs.appendFileSync(path.join(site, 'site.yaml'), 'timezone: Europe/Istanbul\n');
    const inBankroll = { author: 'Tom Reed', category: 'bankroll-management', subcategory: 'bet-sizing' };
    fs.writeFileSync(
      path.join(site, 'articles', `${DRAFT.slug}.md`),
      articleSource({ id: 3, ...DRAFT, ...inBankroll, published: '2026-01-10' }).replace('---\n', '---\ndraft: true\n'),
    );
    fs.writeFileSync(
      path.join(site, 'articles', `${SCHEDULED.slug}.md`),
      articleSource({ id: 4, ...SCHEDULED, ...inBankroll, published: '2026-12-01' }),
    );
  } finally {
    fixture.cleanup();
  }
  return project;
}

/** `npm run build` of the fixture site at `buildTime`: whole the first time, then over its compile. */
async function build(
  project: ProjectCopy,
  buildTime: string,
  how: { compile: boolean; env?: Record<string, string> },
): Promise<CommandRun> {
  const env = {
    SITE_ID: FIXTURE_SITE_ID,
    BUILD_TIME: buildTime,
    NGINX_GENERATED_DIR: path.join(project.root, 'nginx-generated'),
    ...how.env,
  };
  return how.compile ? buildProject(project.root, env) : buildProjectOverItsCompile(project.root, env);
}

/** Every file under `dir` that holds `text`, as paths relative to it. */
function filesHolding(dir: string, text: string): string[] {
  const needle = Buffer.from(text);
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file).includes(needle))
    .map((file) => path.relative(dir, file))
    .sort();
}

let project: ProjectCopy;
let before: { out: string; nginx: string; run: CommandRun };
let after: { out: string; run: CommandRun };
let preview: { out: string; run: CommandRun };

beforeAll(async () => {
  project = projectWithSite();
  const out = path.join(project.root, 'out');
  const first = await build(project, BEFORE, { compile: true });
  if (first.code !== 0) throw new Error(`npm run build failed:\n${first.output}`);
  // Kept aside: the second build writes out/ and the nginx includes again.
  before = { out: path.join(project.root, 'out-before'), nginx: path.join(project.root, 'nginx-before'), run: first };
  fs.renameSync(out, before.out);
  fs.renameSync(path.join(project.root, 'nginx-generated'), before.nginx);
  // No cleaning in between, as on a machine that builds every day: nothing cached may hold the old set.
  const second = await build(project, AFTER, { compile: false });
  if (second.code !== 0) throw new Error(`npm run build failed the second time:\n${second.output}`);
  after = { out, run: second };
  // A preview of the first moment, as an author asks for one.
  fs.renameSync(out, path.join(project.root, 'out-after'));
  after.out = path.join(project.root, 'out-after');
  const third = await build(project, BEFORE, { compile: false, env: { SHOW_DRAFTS: '1' } });
  if (third.code !== 0) throw new Error(`npm run build failed with SHOW_DRAFTS=1:\n${third.output}`);
  preview = { out, run: third };
}, 900_000);

// Removing a copy with its build takes seconds on a busy machine.
afterAll(() => project?.cleanup(), 60_000);

describe('a production build', () => {
  it('has no trace of a draft or a scheduled article in any file it writes', () => {
    for (const text of [DRAFT.slug, DRAFT.title, SCHEDULED.slug, SCHEDULED.title]) {
      expect(filesHolding(before.out, text), text).toEqual([]);
      expect(filesHolding(before.nginx, text), text).toEqual([]);
    }
  });

  it('counts neither in the category they name', () => {
    const sitemap = fs.readFileSync(path.join(before.out, 'sitemap/index.html'), 'utf8');
    expect(sitemap).toContain('Every article in Bankroll Management (1)');
  });

  it('says in its content check what it left out', () => {
    expect(before.run.output).toContain(
      `1 draft and 1 scheduled article left out at ${new Date(BEFORE).toISOString()}`,
    );
  });
});

describe('a build from after the scheduled date', () => {
  it('publishes the scheduled article everywhere: its page, listings, feed, sitemaps, search index', () => {
    const holding = filesHolding(after.out, SCHEDULED.title);
    for (const file of [
      `articles/${SCHEDULED.slug}/index.html`,
      'index.html',
      'bankroll-management/index.html',
      'bankroll-management/bet-sizing/index.html',
      'authors/tom-reed/index.html',
      'sitemap/bankroll-management/index.html',
      'rss.xml',
    ]) {
      expect(holding, file).toContain(file);
    }
    expect(
      holding.some((file) => file.startsWith('page-data/sq/d/')),
      'the search index',
    ).toBe(true);
    expect(filesHolding(after.out, `/articles/${SCHEDULED.slug}/`)).toEqual(
      expect.arrayContaining(['sitemap.xml', `page-data/articles/${SCHEDULED.slug}/page-data.json`]),
    );
    const sitemap = fs.readFileSync(path.join(after.out, 'sitemap/index.html'), 'utf8');
    expect(sitemap).toContain('Every article in Bankroll Management (2)');
  });

  it('still leaves the draft out', () => {
    expect(filesHolding(after.out, DRAFT.slug)).toEqual([]);
    expect(filesHolding(after.out, DRAFT.title)).toEqual([]);
  });
});

describe('a preview build (SHOW_DRAFTS=1)', () => {
  it('builds both, each page marked as what it is, and warns that it is a preview', () => {
    const page = (slug: string) => fs.readFileSync(path.join(preview.out, 'articles', slug, 'index.html'), 'utf8');
    expect(page(DRAFT.slug)).toMatch(/data-publication-status="draft"[^>]*><strong>Draft<\/strong>/);
    expect(page(SCHEDULED.slug)).toMatch(
      /data-publication-status="scheduled"[^>]*><strong>Scheduled for December 1, 2026 at 12:00\sAM \(Europe\/Istanbul\)<\/strong>/,
    );
    expect(fs.readFileSync(path.join(preview.out, 'index.html'), 'utf8')).toContain(DRAFT.title);
    expect(preview.run.output).toContain('SHOW_DRAFTS is on: 2 drafts and scheduled articles are built as pages');
    // A published article's page carries no badge.
    expect(filesHolding(before.out, 'data-publication-status')).toEqual([]);
  });
});
