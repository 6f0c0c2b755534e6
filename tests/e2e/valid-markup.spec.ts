// The W3C Nu HTML checker (the vnu-jar package, run on Java) over one built page of each kind of
// each example site: any error fails. It reads the files the build wrote, so it runs with the
// browser specs, after `npm test` has built every site; it needs no browser of its own.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { expect, test } from '@playwright/test';

import { parseRedirectsFile, REDIRECTS_FILE } from '../../hosting/redirects-file.ts';

const run = promisify(execFile);
// The checker itself, from the vnu-jar package; Java is Debian's (.ci/run installs it).
const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');

const SITES = [
  { name: 'oddsaces', dir: 'out', build: 'npm run build' },
  { name: 'stavkablef', dir: 'out-sites/stavkablef', build: 'npm run build:site -- stavkablef' },
  { name: 'oranveblof', dir: 'out-sites/oranveblof', build: 'npm run build:site -- oranveblof' },
];

/** Folders directly under `dir` that hold a page, sorted so the choice is stable. */
function pageFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort();
}

/** One page of each kind in a built site, found from the output itself. */
function pagesOfEachKind(root: string): Record<string, string> {
  const first = (folder: string) => {
    const found = pageFolders(path.join(root, folder))[0];
    if (!found) throw new Error(`${root}/${folder}/ holds no page`);
    return path.join(folder, found);
  };
  const category = first('sitemap').replace(/^sitemap\//, '');
  const subcategory = pageFolders(path.join(root, category)).find((name) => name !== 'page');
  if (!subcategory) throw new Error(`${root}/${category}/ holds no subcategory page`);
  const pages: Record<string, string> = {
    home: '',
    authors: 'authors',
    author: first('authors'),
    article: first('articles'),
    category,
    subcategory: path.join(category, subcategory),
    'about-us': 'info/about-us',
    'privacy-policy': 'privacy-policy',
    terms: 'terms',
    sitemap: 'sitemap',
    'category sitemap': path.join('sitemap', category),
    series: first('series'),
    'server-error': '500',
  };
  const files = Object.fromEntries(
    Object.entries(pages).map(([kind, folder]) => [kind, path.join(root, folder, 'index.html')]),
  );
  files['not-found'] = path.join(root, '404.html');
  // A listing long enough to have a second page, where the site has one.
  const paginated = [category, path.join(category, subcategory)]
    .map((folder) => path.join(root, folder, 'page', '2', 'index.html'))
    .find((file) => existsSync(file));
  if (paginated) files['listing page 2'] = paginated;
  // The page the post-build leaves at an old address, where the site has one (out/_redirects).
  const redirectsFile = path.join(root, REDIRECTS_FILE);
  const old = [...parseRedirectsFile(existsSync(redirectsFile) ? readFileSync(redirectsFile, 'utf8') : '').keys()];
  const moved = old.find((from) => from.endsWith('/'));
  if (moved) files['old address'] = path.join(root, moved, 'index.html');
  return files;
}

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
}

/** The checker's errors in `files`, each as the file (from the project's root) and its message. */
async function nuErrors(files: readonly string[]): Promise<string[]> {
  // vnu exits 1 when it reports an error; its JSON report is on stderr either way.
  const result = await run('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 32 * 1024 * 1024,
  }).catch((error: { stderr?: string; code?: number }) => {
    if (typeof error.stderr !== 'string' || error.stderr === '') throw error;
    return { stderr: error.stderr };
  });
  const messages = (JSON.parse(result.stderr) as { messages: NuMessage[] }).messages;
  return messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map(
      (message) => `${path.relative(process.cwd(), new URL(message.url ?? 'file:///?').pathname)}: ${message.message}`,
    );
}

// Java and the checker take seconds to start, more than the pages take to check: one run reads
// the pages of every site built, and each site's test reads its own errors from it. The tests
// run in order in one worker, so only the first starts the run.
test.describe.configure({ mode: 'default' });
let everySite: Promise<string[]> | undefined;

for (const site of SITES) {
  test(`the Nu HTML checker finds no error on any kind of page of ${site.name}`, async () => {
    test.setTimeout(120_000);
    expect(existsSync(path.join(site.dir, 'index.html')), `run \`${site.build}\` first (npm test does)`).toBe(true);
    const files = pagesOfEachKind(site.dir);
    for (const [kind, file] of Object.entries(files)) expect(existsSync(file), `${kind}: ${file}`).toBe(true);

    const checked = SITES.filter((each) => existsSync(path.join(each.dir, 'index.html'))).flatMap((each) =>
      Object.values(pagesOfEachKind(each.dir)),
    );
    everySite ??= nuErrors(checked);
    const named = (files: readonly string[]) => new Set(files.map((file) => path.relative(process.cwd(), file)));
    const own = named(Object.values(files));
    const anySite = named(checked);
    // An error the checker names no checked file for is every site's.
    const errors = (await everySite).filter((error) => {
      const file = error.slice(0, error.indexOf(': '));
      return own.has(file) || !anySite.has(file);
    });
    expect(errors).toEqual([]);
  });
}
