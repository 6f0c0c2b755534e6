// Builds a synthetic site of many articles (scripts/bench/corpus.ts) into out-sites/synthetic/,
// for the browser tests of what only a large site has: subcategory and author archive pages.
// The site is written into a throwaway copy of the project and built there exactly as CI
// builds a site, so content/ and out/ of the project stay as they are.
//
//   npm run build:synthetic    (npm test runs it)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { copyProject, PROJECT_ROOT } from '../lib/build/project-copy.ts';
import { writeSyntheticSite } from './bench/corpus.ts';

const SYNTHETIC_SITE_ID = 'synthetic';
/**
 * 800 articles over the 28 subcategories and by 8 authors give every author two or three
 * archive pages of LISTING_PAGE_SIZE (24) and one subcategory, High-Low Split, one (a listing
 * needs 48 articles for its first); the build takes about a minute.
 */
const ARTICLES = 800;
const AUTHORS = 8;

const target = path.join(PROJECT_ROOT, 'out-sites', SYNTHETIC_SITE_ID);
const copy = copyProject();
try {
  writeSyntheticSite({
    sourceRoot: PROJECT_ROOT,
    sourceSiteId: 'oddsaces',
    targetRoot: copy.root,
    siteId: SYNTHETIC_SITE_ID,
    count: ARTICLES,
    seed: 1,
    authorCount: AUTHORS,
  });
  markExampleArticle(copy.root, path.join(copy.root, 'content', SYNTHETIC_SITE_ID, 'articles'));
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: copy.root,
    stdio: 'inherit',
    env: {
      ...process.env,
      SITE_ID: SYNTHETIC_SITE_ID,
      NGINX_GENERATED_DIR: path.join(copy.root, 'nginx-generated'),
      // Its articles are stitched from pieces of the example site's: near-copies by design.
      ORIGINALITY_CHECK: 'off',
    },
  });
  if (build.status !== 0)
    throw new Error(
      `build-synthetic-site: the build of ${ARTICLES} synthetic articles failed (exit ${build.status ?? build.signal})`,
    );
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.renameSync(path.join(copy.root, 'out'), target);
  console.log(
    `build-synthetic-site: ${ARTICLES} synthetic articles built into ${path.relative(PROJECT_ROOT, target)}/`,
  );
} finally {
  copy.cleanup();
}

/**
 * Gives the first synthetic article (by file name) the frontmatter only a few real articles have,
 * so the browser tests can see it on a built page: `generated` (a program did recombine it from
 * the real articles) and `updates`, dated on its publication day so they are never after the
 * build's "now" nor before publication, and no `updated` line. It is written as a draft and
 * approved by `npm run drafts -- approve` as an editor would (cli/review/approve.ts), which adds
 * `reviewed`: its own author stands as reviewer, on the same day.
 */
function markExampleArticle(root: string, articlesDir: string): void {
  const file = path.join(articlesDir, fs.readdirSync(articlesDir).sort()[0]!);
  const text = fs.readFileSync(file, 'utf8');
  const author = /^author: (.+)$/m.exec(text)![1]!;
  const published = /^published: (.+)$/m.exec(text)![1]!;
  const extra = [
    'draft: true',
    'generated:',
    '  model: synthetic-corpus',
    '  checks: [content-schema]',
    'updates:',
    `  - date: ${published}`,
    '    note: The synthetic example of a listed change.',
  ].join('\n');
  // Without `updated` (nor the change listed with it), the last change is the listed one, so the
  // tests know dateModified.
  const unchanged = text.replace(/^updated: .*\n/m, '').replace(/^updates:\n(?: {2}.*\n)*/m, '');
  fs.writeFileSync(file, unchanged.replace(/^---\n/, `---\n${extra}\n`));
  const approve = spawnSync(
    process.execPath,
    ['scripts/drafts.ts', 'approve', path.relative(root, file), '--by', author, '--date', published],
    // The synthetic articles are near-copies by design (below); every other check of the queue runs.
    { cwd: root, encoding: 'utf8', env: { ...process.env, ORIGINALITY_CHECK: 'off' } },
  );
  if (approve.status !== 0)
    throw new Error(`build-synthetic-site: approving ${path.basename(file)} failed:\n${approve.stderr}`);
}
