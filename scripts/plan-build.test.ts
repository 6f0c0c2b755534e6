import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  type BuildPlan,
  cachedPageFile,
  fileSha256,
  manifestFile,
  PAGE_CACHE_FORMAT,
  planFile,
} from '../lib/build/page-cache.ts';
import { computeBuildHash } from '../lib/build/build-hash.ts';
import { publicationKey } from '../lib/content/publication.ts';
import { contentKey } from '../lib/content/snapshot.ts';
import { createFixtureSite, FIXTURE_SITE_ID } from '../tests/support/content/fixture-site.ts';

// The build plan (scripts/plan-build.ts), run as `npm run build` runs it, on the fixture site:
// which pages it takes from the page cache, and the one line it prints when it takes none.

const SCRIPT = path.join(import.meta.dirname, 'plan-build.ts');
const site = createFixtureSite();
afterAll(() => site.cleanup());
const cacheDir = path.join(site.root, '.cache', 'pages', FIXTURE_SITE_ID);

function plan(env: Record<string, string> = {}): { line: string; plan: BuildPlan } {
  const line = execFileSync(process.execPath, [SCRIPT], {
    cwd: site.root,
    env: { ...process.env, SITE_ID: FIXTURE_SITE_ID, BUILD_TIME: '2026-11-30T12:00:00Z', ...env },
    encoding: 'utf8',
  }).trim();
  return { line, plan: JSON.parse(fs.readFileSync(planFile(cacheDir), 'utf8')) as BuildPlan };
}

/** The cache as the export step leaves it after a build of every page of `built`. */
function keepEveryPage(built: BuildPlan, buildHash = built.buildHash): void {
  const hashes: Record<string, string> = {};
  for (const [address, fingerprint] of Object.entries(built.pages)) {
    const file = cachedPageFile(cacheDir, fingerprint);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `<p>${address}</p>`);
    hashes[fingerprint] = fileSha256(file)!;
  }
  fs.writeFileSync(
    manifestFile(cacheDir),
    JSON.stringify({ format: PAGE_CACHE_FORMAT, buildHash, pages: built.pages, hashes }),
  );
}

// Each run starts Node on the plan's TypeScript: seconds each on a busy machine.
describe('the build plan', { timeout: 60_000 }, () => {
  it('renders every page without a cache, then takes from it every page whose fingerprint and file are kept', () => {
    const first = plan();
    const total = Object.keys(first.plan.pages).length;
    expect(first.line).toMatch(
      new RegExp(`^build plan: all ${total} pages render: no page cache at ${manifestFile(cacheDir)} \\(\\d+ ms\\)$`),
    );
    expect(first.plan.restore).toEqual([]);

    keepEveryPage(first.plan);
    const second = plan();
    expect(second.line).toMatch(new RegExp(`^build plan: 0 of ${total} pages render, ${total} from `));
    expect(second.plan.restore).toEqual(Object.keys(first.plan.pages));

    // A kept file changed since it was written renders its page again, and only that one.
    fs.appendFileSync(cachedPageFile(cacheDir, first.plan.pages['/']!), 'cut');
    const third = plan();
    expect(third.line).toMatch(new RegExp(`^build plan: 1 of ${total} pages render`));
    expect(third.plan.restore).not.toContain('/');
  });

  it('records the key of the content it was made from, which the render and the export ask for', () => {
    const env = { SITE_ID: FIXTURE_SITE_ID, BUILD_TIME: '2026-11-30T12:00:00Z' };
    const key = () =>
      contentKey({
        root: site.root,
        siteId: FIXTURE_SITE_ID,
        filter: publicationKey(env),
        buildHash: computeBuildHash(site.root),
      });
    expect(plan().plan.key).toBe(key());
    // Another article text: another key, and the plan made now records it.
    const articles = path.join(site.root, 'content', FIXTURE_SITE_ID, 'articles');
    const file = path.join(articles, fs.readdirSync(articles)[0]!);
    const before = fs.readFileSync(file, 'utf8');
    try {
      const earlier = key();
      fs.appendFileSync(file, '\nOne more sentence.\n');
      expect(key()).not.toBe(earlier);
      expect(plan().plan.key).toBe(key());
    } finally {
      fs.writeFileSync(file, before);
    }
  });

  it('renders every page under BUILD_FULL=1, for a cache of other code and for a manifest that is not JSON', () => {
    const built = plan().plan;
    keepEveryPage(built);
    expect(plan({ BUILD_FULL: '1' }).line).toMatch(/^build plan: all \d+ pages render: BUILD_FULL=1 /);
    keepEveryPage(built, 'other code');
    expect(plan().line).toMatch(
      new RegExp(
        `^build plan: all \\d+ pages render: the code changed \\(build hash ${built.buildHash}, the cache's other code\\)`,
      ),
    );
    fs.writeFileSync(manifestFile(cacheDir), '{');
    expect(plan().line).toMatch(
      `all ${Object.keys(built.pages).length} pages render: ${manifestFile(cacheDir)} is not JSON`,
    );
  });
});
