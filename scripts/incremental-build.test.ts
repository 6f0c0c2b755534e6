import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compileCacheDir, compileOutputDir } from '../lib/build/compile-cache.ts';
import { copyProject, PROJECT_ROOT, type ProjectCopy } from '../lib/build/project-copy.ts';
import { articleSource, createFixtureSite, FIXTURE_SITE_ID } from '../tests/support/content/fixture-site.ts';
import { runCommand } from '../tests/support/run-command.ts';

// The promise of incremental builds (docs/architecture.md#incremental-builds): out/ and the
// nginx includes of a build that takes unchanged pages from the page cache are byte for byte
// those of a full build of the same tree. A property test: a small site takes a sequence of
// random edits, and after each the incremental build (with the cache the previous one left) is
// compared with a full build (BUILD_FULL=1, its own empty caches). The default run is a fixed
// seed whose steps make every kind of edit once; PROPERTY_STEPS=40 (PROPERTY_SEED=n) makes a
// longer random run (docs/testing.md). The incremental build compiles as `npm run build` does,
// taking the last compile of the same code from its cache (scripts/compile.ts), and compiling
// afresh when the code changed (which the test asserts from its output). The full build renders
// over a copy of that compile of the same code, made by the test itself, rather than compiling
// it once more: compiles of one code are byte-identical (scripts/reproducible-build.test.ts),
// and the last test compiles once more, on the content the steps left, and compares it with
// the kept compile made before them: the compile must not depend on the content.

const STEPS = Number(process.env.PROPERTY_STEPS ?? 0);
const SEED = Number(process.env.PROPERTY_SEED ?? 49);

/** mulberry32: a small seeded generator, so a failing run can be repeated from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { below, pick: <T>(items: readonly T[]): T => items[below(items.length)]! };
}
type Random = ReturnType<typeof generator>;

const WORDS =
  'odds stake bankroll river flop turn pot equity margin value kelly edge table blind raise fold call'.split(' ');
const PLACES = [
  { category: 'poker-tutorials', subcategory: 'texas-holdem-basics', labels: ['Pot Odds'] },
  { category: 'bankroll-management', subcategory: 'bet-sizing', labels: ['Kelly Criterion'] },
] as const;
const AUTHORS = ['Asha Verma', 'Tom Reed'];
const SERIES = 'basics';
/** The modification time of every content file the test writes. */
const CONTENT_TIME = new Date('2025-01-01T00:00:00Z');
/** The module the code-change edit changes: one every page's render loads. */
const CODE_FILE = 'lib/site/paths.ts';

interface ModelArticle {
  id: number;
  slug: string;
  title: string;
  author: string;
  place: number;
  published: string;
  body: string;
  draft: boolean;
  series: boolean;
  aliases: string[];
}

/** The site as the test keeps it: written whole to content/fixture/ before each build. */
interface Model {
  articles: ModelArticle[];
  nextId: number;
  siteTitle: string;
  /** BUILD_TIME of the builds. */
  now: Date;
  codeVersion: number;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const words = (random: Random, count: number) => Array.from({ length: count }, () => random.pick(WORDS)).join(' ');

function paragraphs(random: Random): string {
  const text = (count: number) => `${words(random, count)}.`.replace(/^./, (first) => first.toUpperCase());
  // Word counts vary, and one body in three is long enough for two or three minutes' reading:
  // a body edit may keep the word count, change it alone, or change the reading time cards show.
  const last = random.below(3) === 0 ? 300 + random.below(400) : 10 + random.below(30);
  return `${text(12)}\n\n## ${text(3).slice(0, -1)}\n\n${text(last)}\n`;
}

function newArticle(model: Model, random: Random, published: string): ModelArticle {
  const id = model.nextId++;
  return {
    id,
    slug: `article-${id}`,
    title: `Article ${id}: ${words(random, 2)}`,
    author: random.pick(AUTHORS),
    place: random.below(PLACES.length),
    published,
    body: paragraphs(random),
    draft: false,
    series: random.below(3) === 0,
    aliases: [],
  };
}

const isLive = (model: Model, article: ModelArticle) => !article.draft && new Date(article.published) <= model.now;

/** The edits the issue lists; each changes the model and returns what it did, for the test's name. */
const EDITS: Record<string, (model: Model, random: Random) => string> = {
  add(model, random) {
    const article = newArticle(
      model,
      random,
      `2025-${String(1 + random.below(12)).padStart(2, '0')}-1${random.below(10)}`,
    );
    model.articles.push(article);
    return `add ${article.slug}`;
  },
  body(model, random) {
    // A published article's: a draft's body changes no page.
    const article = random.pick(model.articles.filter((candidate) => isLive(model, candidate)));
    article.body = paragraphs(random);
    return `edit the body of ${article.slug}`;
  },
  retitle(model, random) {
    const article = random.pick(model.articles);
    article.title = `${article.title.split(':')[0]}: ${words(random, 3)}`;
    return `retitle ${article.slug}`;
  },
  rename(model, random) {
    const article = random.pick(model.articles);
    const from = article.slug;
    article.aliases.push(`/articles/${from}/`);
    article.slug = `${from.replace(/-r\d+$/, '')}-r${model.nextId++}`;
    return `rename ${from} to ${article.slug}, with an alias`;
  },
  delete(model, random) {
    const live = model.articles.filter((article) => isLive(model, article));
    if (live.length <= 2) return EDITS.add!(model, random);
    const article = random.pick(live);
    model.articles.splice(model.articles.indexOf(article), 1);
    return `delete ${article.slug}`;
  },
  publishDraft(model, random) {
    const draft = model.articles.find((article) => article.draft);
    if (!draft) {
      const article = { ...newArticle(model, random, '2025-06-01'), draft: true };
      model.articles.push(article);
      return `add the draft ${article.slug}`;
    }
    draft.draft = false;
    return `publish the draft ${draft.slug}`;
  },
  dateReached(model, random) {
    const scheduled = model.articles.find((article) => !article.draft && new Date(article.published) > model.now);
    if (!scheduled) {
      // Some land in the next year, so the footer's year changes when they are reached.
      const when = new Date(model.now.getTime() + (2 + random.below(40)) * 86_400_000);
      const article = newArticle(model, random, day(when));
      model.articles.push(article);
      return `schedule ${article.slug} for ${article.published}`;
    }
    model.now = new Date(new Date(scheduled.published).getTime() + 86_400_000 + 12 * 3_600_000);
    return `reach ${scheduled.published}, the date of ${scheduled.slug}`;
  },
  author(model, random) {
    const article = random.pick(model.articles);
    article.author = AUTHORS.find((name) => name !== article.author)!;
    return `give ${article.slug} to ${article.author}`;
  },
  category(model, random) {
    const article = random.pick(model.articles);
    article.place = (article.place + 1) % PLACES.length;
    return `move ${article.slug} to ${PLACES[article.place]!.subcategory}`;
  },
  series(model, random) {
    const article = random.pick(model.articles);
    article.series = !article.series;
    return `${article.series ? 'add' : 'take'} ${article.slug} ${article.series ? 'to' : 'out of'} the series`;
  },
  setting(model, random) {
    model.siteTitle = `Fixture ${words(random, 1)} ${model.nextId++}`;
    return `change the site's title to ${model.siteTitle}`;
  },
  code(model) {
    model.codeVersion++;
    return 'change the code';
  },
};
type EditName = keyof typeof EDITS;

/**
 * The steps of the run. The default makes every edit once, in a seeded order, one or two a
 * step, and edits one article's body in a step of its own: the edit that must leave every
 * other page to the cache.
 */
function plannedSteps(random: Random): EditName[][] {
  const names = Object.keys(EDITS);
  if (STEPS > 0)
    return Array.from({ length: STEPS }, () => Array.from({ length: 1 + random.below(3) }, () => random.pick(names)));
  const order = names.filter((name) => name !== 'body');
  for (let index = order.length - 1; index > 0; index--) {
    const other = random.below(index + 1);
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  const count = 6;
  const steps = Array.from({ length: count }, (_, step) => order.filter((_, index) => index % count === step));
  steps.splice(1 + random.below(count), 0, ['body']);
  return steps;
}

function writeSite(model: Model, siteDir: string, root: string, codeSource: string): void {
  fs.rmSync(path.join(siteDir, 'articles'), { recursive: true, force: true });
  fs.mkdirSync(path.join(siteDir, 'articles'));
  let part = 0;
  const parts = new Map<number, number>();
  // Published and scheduled parts are numbered 1 to n without a gap, in the order of their
  // dates (the content check's rules for a series); drafts after them.
  const byDate = (a: ModelArticle, b: ModelArticle) => a.published.localeCompare(b.published) || a.id - b.id;
  for (const article of [
    ...model.articles.filter((a) => !a.draft).sort(byDate),
    ...model.articles.filter((a) => a.draft),
  ])
    if (article.series) parts.set(article.id, ++part);
  for (const article of model.articles) {
    const place = PLACES[article.place]!;
    const extra = [
      ...(article.draft ? ['draft: true'] : []),
      ...(article.aliases.length > 0 ? [`aliases: [${article.aliases.join(', ')}]`] : []),
      ...(parts.has(article.id) ? ['series:', `  slug: ${SERIES}`, `  part: ${parts.get(article.id)}`] : []),
    ];
    fs.writeFileSync(
      path.join(siteDir, 'articles', `${article.slug}.md`),
      articleSource(
        {
          id: article.id,
          slug: article.slug,
          title: article.title,
          author: article.author,
          published: article.published,
          category: place.category,
          subcategory: place.subcategory,
          labels: [...place.labels],
          extra,
        },
        article.body,
      ),
    );
  }
  const settings = fs
    .readFileSync(path.join(siteDir, 'site.yaml'), 'utf8')
    .replace(/^title: .*$/m, `title: ${model.siteTitle}`);
  // The service worker on, so the worker a build takes from the last one's is held to a full build's too.
  fs.writeFileSync(
    path.join(siteDir, 'site.yaml'),
    /^service_worker:/m.test(settings) ? settings : `${settings.trimEnd()}\nservice_worker: true\n`,
  );
  // Every content file keeps one modification time, so an edit is seen by its bytes alone: a
  // cache that trusted a file's time (or size) would keep a stale page or answer.
  for (const entry of fs.readdirSync(siteDir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) fs.utimesSync(path.join(entry.parentPath, entry.name), CONTENT_TIME, CONTENT_TIME);
  fs.writeFileSync(
    path.join(siteDir, 'series.yaml'),
    `- slug: ${SERIES}\n  title: The Basics\n  description: Where to start, in order.\n`,
  );
  // A code change: a module every page's render loads, changed in a way that renders the same.
  const suffix = model.codeVersion > 0 ? `\n// code version ${model.codeVersion}\n` : '';
  fs.writeFileSync(path.join(root, CODE_FILE), codeSource + suffix);
}

/** Every file under the given folders by its path, with a hash of its bytes. */
function fileHashes(dirs: Record<string, string>): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const [name, dir] of Object.entries(dirs)) {
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      hashes.set(
        `${name}/${path.relative(dir, file)}`,
        createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
      );
    }
  }
  return hashes;
}

/**
 * Secrets Next.js draws afresh for every compile (the preview mode's keys, the server actions'
 * encryption key), in JSON or in a JavaScript string of it. A static export uses neither (a
 * full build's out/ is the same from one compile to the next: scripts/reproducible-build.test.ts),
 * so two compiles are compared without them.
 */
const COMPILE_SECRETS =
  /((?:previewModeId|previewModeSigningKey|previewModeEncryptionKey|encryptionKey)\\?"\s*:\s*\\?")[^"\\]+/g;

/** Every file of a compile by its path, with a hash of its bytes, its secrets left out. */
function compileHashes(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file);
    const text = /\.(json|js)$/.test(file) ? bytes.toString('utf8').replace(COMPILE_SECRETS, '$1(secret)') : bytes;
    hashes.set(path.relative(dir, file), createHash('sha256').update(text).digest('hex'));
  }
  return hashes;
}

function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const files = new Set([...before.keys(), ...after.keys()]);
  return [...files].filter((file) => before.get(file) !== after.get(file)).sort();
}

const random = generator(SEED);
const steps = plannedSteps(random);
let project: ProjectCopy;
let siteDir: string;
let codeSource: string;
const model: Model = {
  articles: [],
  nextId: 1,
  siteTitle: 'Fixture Site',
  now: new Date('2026-11-30T12:00:00Z'),
  codeVersion: 0,
};
/** The code version styles were last compiled for. */
let styledVersion = -1;
const rendered: { step: string; render: number; total: number }[] = [];

async function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  const result = await runCommand(command, args, project.root, env);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.output}`);
  return result.output;
}

/** Where `npm run build` keeps the compile of the code it last compiled (scripts/compile.ts). */
const keptCompile = () => compileOutputDir(compileCacheDir(project.root, { SITE_ID: FIXTURE_SITE_ID }));

/** .next/ without Next.js's own cache (and the content snapshot in it) and its timings: what the compile wrote. */
function copyCompile(from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from))
    if (!['cache', 'lock', 'trace', 'trace-build'].includes(name))
      fs.cpSync(path.join(from, name), path.join(to, name), { recursive: true });
}

/** How many pages `next build`'s generate run rendered, from its last progress line. */
function pagesGenerated(output: string): number {
  const counts = [...output.matchAll(/Generating static pages[^(\n]*\((\d+)\/(\d+)\)/g)];
  if (counts.length === 0) throw new Error(`next build printed no count of the pages it generated:\n${output}`);
  return Number(counts.at(-1)![2]);
}

/**
 * One build of the site as `npm run build` makes it: the content check, the compile (the
 * incremental build's as scripts/compile.ts makes it; the full build, which runs after it, over
 * a copy of the compile it kept of this code), the plan, `next build`'s render and the
 * post-build. Returns the plan's line, the compile's, how many pages `next build` rendered,
 * and the hashes of out/ and the nginx includes.
 */
async function build(
  kind: 'incremental' | 'full',
): Promise<{ plan: string; compile: string; generated: number; files: Map<string, string> }> {
  const next = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'next');
  const env: Record<string, string> = {
    SITE_ID: FIXTURE_SITE_ID,
    BUILD_TIME: model.now.toISOString(),
    ORIGINALITY_CHECK: 'off',
    NGINX_GENERATED_DIR: path.join(project.root, 'nginx-generated'),
  };
  if (kind === 'full') {
    const caches = path.join(project.root, '.cache', 'full-build');
    fs.rmSync(caches, { recursive: true, force: true });
    Object.assign(env, {
      BUILD_FULL: '1',
      PAGE_CACHE_DIR: path.join(caches, 'pages'),
      SOCIAL_IMAGE_CACHE_DIR: path.join(caches, 'og'),
    });
  }
  // As `npm run build`: the incremental build's plan made by the check; the full build's alone.
  const checked = await run('node', ['scripts/check-content.ts', ...(kind === 'incremental' ? ['--plan'] : [])], env);
  if (styledVersion !== model.codeVersion) {
    await run('npm', ['run', 'styles', '--silent'], env);
    styledVersion = model.codeVersion;
  }
  let compile = '';
  const nextDir = path.join(project.root, '.next');
  if (kind === 'incremental') compile = (await run('node', ['scripts/compile.ts'], env)).trim();
  else {
    for (const name of fs.readdirSync(nextDir))
      if (name !== 'cache') fs.rmSync(path.join(nextDir, name), { recursive: true, force: true });
    fs.cpSync(keptCompile(), nextDir, { recursive: true });
  }
  const plan =
    kind === 'incremental'
      ? checked.trim().split('\n').at(-1)!
      : (await run('node', ['scripts/plan-build.ts'], env)).trim();
  const generated = pagesGenerated(await run(next, ['build', '--experimental-build-mode=generate'], env));
  await run('node', ['postbuild/run.ts'], env);
  return {
    plan,
    compile,
    generated,
    files: fileHashes({ out: path.join(project.root, 'out'), nginx: env.NGINX_GENERATED_DIR! }),
  };
}

beforeAll(async () => {
  project = copyProject();
  const fixture = createFixtureSite();
  siteDir = path.join(project.root, 'content', FIXTURE_SITE_ID);
  fs.cpSync(fixture.dir, siteDir, { recursive: true });
  fixture.cleanup();
  // Five articles, one of them a draft, two in the series.
  for (let index = 0; index < 5; index++) {
    const article = newArticle(model, random, `2025-0${1 + index}-1${index}`);
    article.series = index < 2;
    article.draft = index === 4;
    model.articles.push(article);
  }
  codeSource = fs.readFileSync(path.join(project.root, CODE_FILE), 'utf8');
  writeSite(model, siteDir, project.root, codeSource);
  // The first build has no cache: every page renders, as `npm run build` does it.
  const first = await runCommand('npm', ['run', 'build', '--silent'], project.root, {
    SITE_ID: FIXTURE_SITE_ID,
    BUILD_TIME: model.now.toISOString(),
    ORIGINALITY_CHECK: 'off',
    NGINX_GENERATED_DIR: path.join(project.root, 'nginx-generated'),
  });
  if (first.code !== 0) throw new Error(`npm run build failed:\n${first.output}`);
  expect(first.output).toMatch(/build plan: all \d+ pages render: no page cache at /);
  expect(first.output).toMatch(/compile: kept in /);
  styledVersion = model.codeVersion;
}, 1_800_000);

afterAll(() => project?.cleanup(), 120_000);

describe(`incremental builds (seed ${SEED}, ${steps.length} steps)`, () => {
  for (const [index, names] of steps.entries()) {
    it(`step ${index + 1}: gives the bytes of a full build`, async () => {
      const done = names.map((name) => EDITS[name]!(model, random));
      writeSite(model, siteDir, project.root, codeSource);
      const incremental = await build('incremental');
      const full = await build('full');
      const counts = /build plan: (?:(\d+) of (\d+) pages render|all (\d+) pages render)/.exec(incremental.plan);
      rendered.push({
        step: done.join('; '),
        render: Number(counts?.[1] ?? counts?.[3]),
        total: Number(counts?.[2] ?? counts?.[3]),
      });
      expect(differences(full.files, incremental.files), `after: ${done.join('; ')}\n${incremental.plan}`).toEqual([]);
      // A body edit alone leaves pages to the cache, and the render skips them: the routes'
      // generateStaticParams find the plan for the content the render process read.
      if (names.length === 1 && names[0] === 'body') expect(incremental.generated).toBeLessThan(full.generated);
      if (names.includes('code')) {
        expect(incremental.plan).toMatch(/all \d+ pages render: the code changed/);
        expect(incremental.compile).toMatch(/compile: kept in /);
      } else expect(incremental.compile).toMatch(/^compile: the code's compile taken from /);
    }, 900_000);
  }

  it('keeps a compile that does not depend on the content', async () => {
    // The kept compile was made before the last steps' edits (and these two more); a compile of
    // the same code on other content must write the same bytes, or a kept compile could serve
    // content it was not made for.
    EDITS.add!(model, random);
    EDITS.setting!(model, random);
    writeSite(model, siteDir, project.root, codeSource);
    const env = { SITE_ID: FIXTURE_SITE_ID, BUILD_TIME: model.now.toISOString(), ORIGINALITY_CHECK: 'off' };
    await run('node', ['scripts/check-content.ts'], env);
    const kept = keptCompile();
    const nextDir = path.join(project.root, '.next');
    for (const name of fs.readdirSync(nextDir))
      if (name !== 'cache') fs.rmSync(path.join(nextDir, name), { recursive: true, force: true });
    await run(
      path.join(PROJECT_ROOT, 'node_modules', '.bin', 'next'),
      ['build', '--experimental-build-mode=compile'],
      env,
    );
    const fresh = path.join(project.root, '.cache', 'fresh-compile');
    copyCompile(nextDir, fresh);
    const keptFiles = compileHashes(kept);
    expect(keptFiles.size).toBeGreaterThan(10);
    expect(differences(keptFiles, compileHashes(fresh))).toEqual([]);
  }, 600_000);

  // A random run may change something every page shows in every step.
  it.skipIf(STEPS > 0)('takes pages from the cache where nothing they show changed', () => {
    console.log(rendered.map(({ step, render, total }) => `${render}/${total} rendered: ${step}`).join('\n'));
    // Not every step may change every page: a body edit alone renders its article's page.
    expect(rendered.some(({ render, total }) => render < total)).toBe(true);
  });
});
