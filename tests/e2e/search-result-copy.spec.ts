// Every built page's <title> fits a search result (60 characters, the brand included) and so does
// its meta description (160), counted as lib/seo/search-copy.ts counts. The content schema holds
// each text to its limit; only the built page shows what a brand suffix, a category beside a
// subcategory, the sitemap's prefix or "Archive page 2" added. It reads the files the builds wrote, so
// it runs with the browser specs, after `npm test` has built every site; it needs no browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import { type DefaultTreeAdapterTypes as T, parse } from 'parse5';

import { charCount, DESCRIPTION_MAX_CHARS, TITLE_MAX_CHARS } from '../../lib/seo/search-copy.ts';

const SITES = [
  { name: 'oddsaces', dir: 'out', build: 'npm run build' },
  { name: 'stavkablef', dir: 'out-sites/stavkablef', build: 'npm run build:site -- stavkablef' },
  { name: 'oranveblof', dir: 'out-sites/oranveblof', build: 'npm run build:site -- oranveblof' },
  // Many articles: the only site with numbered listing pages on every kind of listing.
  { name: 'synthetic', dir: 'out-sites/synthetic', build: 'npm run build:synthetic', optional: true },
];

/** Every page of a built site (each address's index.html, and 404.html), relative to it, sorted. */
function htmlPages(dir: string): string[] {
  // Other .html files are no pages: Partytown's service-worker sandbox, say.
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => path.basename(name) === 'index.html' || name === '404.html')
    .sort();
}

/**
 * The page's <title> text and meta description as a reader's browser decodes them, and whether it
 * is a redirect stub (an old address sending the reader on): its title is its target's, and it
 * has no description, since it is never indexed.
 */
function searchCopy(html: string): { title?: string; description?: string; redirect: boolean } {
  const head = findElement(parse(html), 'head');
  const titleElement = head && findElement(head, 'title');
  const title = titleElement?.childNodes.map((node) => ('value' in node ? node.value : '')).join('');
  const meta = head?.childNodes.find(
    (node): node is T.Element => node.nodeName === 'meta' && attribute(node as T.Element, 'name') === 'description',
  );
  const redirect = head?.childNodes.some(
    (node) => node.nodeName === 'meta' && attribute(node as T.Element, 'http-equiv')?.toLowerCase() === 'refresh',
  );
  return { title, description: meta && attribute(meta, 'content'), redirect: redirect === true };
}

function findElement(node: T.ParentNode, name: string): T.Element | undefined {
  for (const child of node.childNodes) {
    if (child.nodeName === name) return child as T.Element;
    if ('childNodes' in child) {
      const found = findElement(child, name);
      if (found) return found;
    }
  }
  return undefined;
}

const attribute = (element: T.Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

const tooLong = (where: string, what: string, text: string, max: number) =>
  `${where}: ${what} has ${charCount(text)} characters, at most ${max} expected: "${text}"`;

for (const site of SITES) {
  const limits = `at most ${TITLE_MAX_CHARS} characters and a description of at most ${DESCRIPTION_MAX_CHARS}`;
  test(`every page of ${site.name} has a title of ${limits}`, () => {
    const built = existsSync(path.join(site.dir, 'index.html'));
    test.skip(!built && site.optional === true, `${site.dir} is not built (\`${site.build}\`; npm test does)`);
    expect(built, `run \`${site.build}\` first (npm test does)`).toBe(true);
    const pages = htmlPages(site.dir);
    expect(pages.length).toBeGreaterThan(10);
    const problems = pages.flatMap((page) => {
      const where = path.join(site.dir, page);
      const { title, description, redirect } = searchCopy(readFileSync(where, 'utf8'));
      const found: string[] = [];
      if (!title) found.push(`${where}: no <title>`);
      else if (charCount(title) > TITLE_MAX_CHARS) found.push(tooLong(where, '<title>', title, TITLE_MAX_CHARS));
      if (!description && !redirect) found.push(`${where}: no meta description`);
      if (description && charCount(description) > DESCRIPTION_MAX_CHARS)
        found.push(tooLong(where, 'meta description', description, DESCRIPTION_MAX_CHARS));
      return found;
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
