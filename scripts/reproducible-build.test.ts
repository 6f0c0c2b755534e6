import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FILE_HASHES_FILE } from '../hosting/file-hashes.ts';
import { copyProject, type ProjectCopy } from '../lib/build/project-copy.ts';
import { buildProject, buildProjectOverItsCompile } from '../tests/support/project-build.ts';
import type { CommandRun } from '../tests/support/run-command.ts';
import { createFixtureSite, FIXTURE_SITE_ID } from '../tests/support/content/fixture-site.ts';

// What docs/hosting.md promises of `npm run build`: two builds of one commit give the same
// bytes, so a deploy uploads only what changed, and a sentence added to one article changes
// that article's page alone (its page data holds no words of it). The small fixture site keeps
// the builds short; the code under test (Next.js, the post-build steps) is
// the same for every site. The site turns on what the default site has and the fixture lacks: the
// service worker and a third-party script (Partytown's files and the proxy's allowlist).
// Two copies of the project, so the output cannot depend on where the project lies either. Both
// builds of one commit are whole, compile included; the build after the edit reuses its copy's
// compile (tests/support/project-build.ts), which reads the code alone: the first test holds the
// compile's bytes, the second what an edit of content changes.

const SITE_SETTINGS = `service_worker: true
third_party_scripts:
  - src: https://www.googletagmanager.com/gtag/js?id=G-FIXTURE
    name: Google Analytics
    receives: the page address and an identifier in a cookie
    purpose: analytics
    stores_data_in: US
    forward: [dataLayer.push]
consent:
  rule: opt-in
`;
const ARTICLE = 'articles/pot-odds-explained.md';
const EDITED_PAGE = 'articles/pot-odds-explained/index.html';
const EDITED_PAGE_DATA = 'page-data/articles/pot-odds-explained/page-data.json';

/** A copy of the project holding the fixture site, with the settings above. */
function projectWithSite(): ProjectCopy {
  const project = copyProject();
  const fixture = createFixtureSite();
  try {
    const site = path.join(project.root, 'content', FIXTURE_SITE_ID);
    fs.cpSync(fixture.dir, site, { recursive: true });
    fs.appendFileSync(path.join(site, 'site.yaml'), SITE_SETTINGS);
  } finally {
    fixture.cleanup();
  }
  return project;
}

/**
 * Builds the site in `project` as CI does (over the copy's compile when `compile` is false);
 * returns its out/ and the build's output. The build time is fixed, as the promise is for one
 * BUILD_TIME: without it the builds would take the clock, and two on either side of a new year
 * would differ in the footer's year.
 */
async function build(project: ProjectCopy, compile = true): Promise<{ out: string } & CommandRun> {
  const env = {
    SITE_ID: FIXTURE_SITE_ID,
    BUILD_TIME: '2026-11-30T12:00:00Z',
    NGINX_GENERATED_DIR: path.join(project.root, 'nginx-generated'),
  };
  const result = await (compile ? buildProject(project.root, env) : buildProjectOverItsCompile(project.root, env));
  return { out: path.join(project.root, 'out'), ...result };
}

/** Every file under `dir` by its path there, with a hash of its bytes. */
function fileHashes(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes.set(path.relative(dir, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  }
  return hashes;
}

/** The files that differ between two builds: added, removed or changed, sorted. */
function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const files = new Set([...before.keys(), ...after.keys()]);
  return [...files].filter((file) => before.get(file) !== after.get(file)).sort();
}

const projects: ProjectCopy[] = [];
let first: Map<string, string>;
let second: Map<string, string>;
let edited: Map<string, string>;

beforeAll(async () => {
  const [one, two] = [projectWithSite(), projectWithSite()];
  projects.push(one, two);
  const builds = [];
  for (const project of [one, two]) {
    const built = await build(project);
    if (built.code !== 0) throw new Error(`npm run build failed in ${project.root}:\n${built.output}`);
    builds.push(built.out);
  }
  [first, second] = builds.map(fileHashes) as [Map<string, string>, Map<string, string>];

  // One sentence more in one article, built again into an empty out/ as a deploy builds, over the
  // compile of the same code.
  const article = path.join(two.root, 'content', FIXTURE_SITE_ID, ARTICLE);
  fs.appendFileSync(article, '\nOne more sentence, for the reproducibility test.\n');
  fs.rmSync(path.join(two.root, 'out'), { recursive: true, force: true });
  const rebuilt = await build(two, false);
  if (rebuilt.code !== 0) throw new Error(`npm run build failed after the edit:\n${rebuilt.output}`);
  edited = fileHashes(rebuilt.out);
}, 600_000);

// Removing two copies of the project with three builds in them takes seconds on a busy machine.
afterAll(() => {
  for (const project of projects) project.cleanup();
}, 120_000);

describe('npm run build', () => {
  it('gives byte-identical output for one commit, built twice in two places', () => {
    // The build's parts that could differ by time or place are all there to compare.
    const parts = ['index.html', 'sw.js', '_headers', '_build.json', FILE_HASHES_FILE, 'sitemap.xml', 'rss.xml'];
    for (const file of [...parts, '_third-party-allowlist.json', EDITED_PAGE, EDITED_PAGE_DATA]) {
      expect(first.has(file), file).toBe(true);
    }
    expect([...first.keys()].some((file) => file.startsWith('~partytown/'))).toBe(true);
    expect(differences(first, second)).toEqual([]);
  });

  it("changes only the article's page, and the deploy's record of its hash, when a sentence is added to it", () => {
    expect(differences(second, edited)).toEqual([FILE_HASHES_FILE, EDITED_PAGE]);
  });
});
