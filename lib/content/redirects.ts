// Permanent redirects from addresses the site no longer has (docs/content.md#redirects): an
// article's earlier addresses (frontmatter `aliases`), a site's redirects.yaml (old path → any
// page, for pages that were removed) and the listing pages once counted from the newest
// (`…/page/2/`, lib/site/pagination.ts), each to its listing's own address. Checked here
// against the pages the build writes, so a host never sends a reader round a loop, along a
// chain, to a missing page, or away from a page that still exists; every host's rules are then
// written from the one list this returns.
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { builtPages, type BuiltPage, formerListingPages } from './built-pages.ts';
import { parseYamlFile } from './frontmatter.ts';
import { type ContentProblem, ContentError } from './problems.ts';
import { redirectPathProblem, redirectPathSchema } from './redirect-path.ts';
import type { Redirect, SiteContent } from './model/index.ts';
import { validate } from './validate.ts';

/** The site's redirects for removed pages, beside site.yaml. Optional. */
export const REDIRECTS_FILE = 'redirects.yaml';

/** old path → new path; an empty file is no redirects. */
const redirectsFileSchema = z
  .record(z.string(), redirectPathSchema, {
    error: 'a mapping of old path to new path, e.g. "/articles/old-slug/: /articles/new-slug/"',
  })
  .nullable();

/** One redirect as written, with where it was written, for the problem lines. */
export interface Declared extends Redirect {
  file: string;
  /** `aliases.0` in an article; the old path in redirects.yaml. */
  field: string;
  /** Whether `to` was written by the author (redirects.yaml) or is the article's own address (aliases). */
  writtenTarget: boolean;
}

const KIND_NAMES: Record<BuiltPage['kind'], string> = {
  home: 'the home page',
  authors: 'the authors page',
  author: "an author's page",
  article: 'an article',
  category: 'a category page',
  subcategory: 'a subcategory page',
  info: 'an information page',
  sitemap: 'a sitemap page',
  series: 'a series page',
  'not-found': 'the not-found page',
  'server-error': 'the server-error page',
};

export interface RedirectSources {
  /** content/{site}/ */
  dir: string;
  /** A file of the site folder as problem lines name it. */
  rel: (file: string) => string;
}

/**
 * The content with its redirects, checked against the pages it builds; a ContentError with one
 * line per problem otherwise. Takes the articles that are published: an article left out (a
 * draft, or one scheduled for later) has no page, so its earlier addresses are not redirected
 * either, and no redirect may lead to it.
 */
export function withRedirects<
  C extends Pick<SiteContent, 'categories' | 'authors' | 'articles'> & Pick<Partial<SiteContent>, 'series'>,
>(content: C, sources: RedirectSources): C & { redirects: Redirect[] } {
  const problems: ContentProblem[] = [];
  const written = [...declaredAliases(content.articles), ...readRedirectsFile(sources, problems)];
  const declared = [...written, ...formerListings(content, new Set(written.map(({ from }) => from)))];
  problems.push(...checkRedirects(declared, builtPages(content)));
  if (problems.length > 0) throw new ContentError(problems);
  const redirects = declared
    .map(({ from, to }) => ({ from, to }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return { ...content, redirects };
}

/**
 * The listing pages once counted from the newest, each to its listing's own address; an
 * address an alias or redirects.yaml names is theirs to lead elsewhere.
 */
function formerListings(content: Parameters<typeof builtPages>[0], written: ReadonlySet<string>): Declared[] {
  return formerListingPages(content)
    .filter(({ from }) => !written.has(from))
    .map(({ from, to }) => ({ from, to, file: 'former listing pages', field: from, writtenTarget: false }));
}

function declaredAliases(articles: SiteContent['articles']): Declared[] {
  return articles.flatMap((article) =>
    (article.aliases ?? []).map((alias, index) => ({
      from: alias,
      to: article.url,
      file: article.sourceFile,
      field: `aliases.${index}`,
      writtenTarget: false,
    })),
  );
}

function readRedirectsFile({ dir, rel }: RedirectSources, problems: ContentProblem[]): Declared[] {
  const file = rel(REDIRECTS_FILE);
  let source: string;
  try {
    source = fs.readFileSync(path.join(dir, REDIRECTS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    problems.push({ file, field: 'file', value: undefined, expected: 'the file to be readable' });
    return [];
  }
  const parsed = parseYamlFile(source, file);
  if (!parsed.ok) {
    problems.push(parsed.problem);
    return [];
  }
  const checked = validate(redirectsFileSchema, parsed.value, file);
  if (!checked.ok) {
    problems.push(...checked.problems);
    return [];
  }
  const declared: Declared[] = [];
  for (const [from, to] of Object.entries(checked.value ?? {})) {
    const problem = redirectPathProblem(from);
    if (problem) {
      problems.push({ file, field: from, value: from, expected: `an old address that is ${problem}` });
      continue;
    }
    declared.push({ from, to, file, field: from, writtenTarget: true });
  }
  return declared;
}

/** Clashes with live pages, the same old address twice, chains, loops and missing targets. */
export function checkRedirects(declared: readonly Declared[], pages: readonly BuiltPage[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const pageKind = new Map(pages.map((page) => [page.path, page.kind]));
  const first = new Map<string, Declared>();
  for (const entry of declared) {
    const { file, field, from } = entry;
    const earlier = first.get(from);
    if (earlier) {
      const where = `${earlier.file} ${earlier.field === from ? 'lists it' : `has it as ${earlier.field}`}`;
      problems.push({ file, field, value: from, expected: `an old address no other redirect has (${where})` });
      continue;
    }
    first.set(from, entry);
    const kind = pageKind.get(from);
    if (kind === undefined) continue;
    const expected =
      from === entry.to
        ? `an earlier address of the article, not its own address (${from})`
        : `an address the site no longer has (${from} is ${KIND_NAMES[kind]} of this build; ` +
          'a live page is never redirected: remove the redirect, or the page)';
    problems.push({ file, field, value: from, expected });
  }

  const next = new Map([...first].map(([from, entry]) => [from, entry.to]));
  for (const entry of first.values()) {
    if (!entry.writtenTarget || pageKind.has(entry.from)) continue;
    const { file, field, from, to } = entry;
    if (next.has(to)) {
      const walk = [from, to];
      let current = to;
      while (next.has(current) && !walk.slice(0, -1).includes(current)) {
        current = next.get(current)!;
        walk.push(current);
      }
      // Back at its start, the walk is a loop; anywhere else, a chain (into a loop further on, perhaps).
      const expected =
        current === from
          ? `a page of the site, not a redirect loop (${walk.join(' → ')})`
          : `a page of the site, not an address that is itself redirected (${walk.join(' → ')}` +
            (pageKind.has(current) ? `: lead ${from} to ${current} directly)` : ')');
      problems.push({ file, field, value: to, expected });
    } else if (!pageKind.has(to)) {
      problems.push({
        file,
        field,
        value: to,
        expected:
          'the address of a page the site builds, e.g. /articles/{slug}/ of a published article ' +
          `(no page has ${to})`,
      });
    }
  }
  return problems;
}
