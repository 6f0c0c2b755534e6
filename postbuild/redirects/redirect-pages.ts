// The site's redirects as files of out/ (docs/hosting.md#redirects): `_redirects`, which the
// CDNs read and every other host's part is generated from, and a small page at each old
// address for a host that reads none of them. The page sends the reader on with a meta
// refresh and tells search engines where the page is now (canonical) and not to index this one;
// it runs no script, so it passes the site's Content-Security-Policy as it is.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { DefaultTreeAdapterMap } from 'parse5';

import { StampMemo } from '../../lib/build/file-digest.ts';
import type { Redirect } from '../../lib/content/model/index.ts';
import { REDIRECTS_FILE, renderRedirectsFile } from '../../hosting/redirects-file.ts';
import { lastBuildsFile, type OutStock, writeUnlessSame } from '../export/out-in-place.ts';

type Node = DefaultTreeAdapterMap['node'];

/** What the page at an old address says: the new page's title and heading, in the site's language. */
export interface RedirectPageText {
  /** The html lang attribute, e.g. en. */
  language: string;
  /** The site's origin, e.g. https://www.oddsaces.com, for the canonical address. */
  domain: string;
  /** The new page's title, the page's own title. */
  title: string;
  /** The text of the visible link: the new page's heading. */
  linkText: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The marker of a page this step wrote: a second run of the post-build step may replace it, nothing else. */
const GENERATOR = '<meta name="generator" content="idn redirect">';

/**
 * The page at an old address. No `main#main`: the shell never shows it in place (a page without
 * that region is loaded in full, browser/shell/page-swap.ts), so the browser follows the refresh.
 */
export function renderRedirectPage(to: string, text: RedirectPageText): string {
  const target = escapeHtml(to);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(text.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    GENERATOR,
    `<meta http-equiv="refresh" content="0; url=${target}">`,
    `<link rel="canonical" href="${escapeHtml(text.domain)}${target}">`,
    `<title>${escapeHtml(text.title)}</title>`,
    '</head>',
    '<body>',
    `<p><a href="${target}">${escapeHtml(text.linkText)}</a></p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

function firstElement(node: Node, tagName: string): Node | undefined {
  if ('tagName' in node && node.tagName === tagName) return node;
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    const found = firstElement(child, tagName);
    if (found) return found;
  }
  return undefined;
}

/** The built page of a site path, by its path under out/ (`/a/` → `a/index.html`). */
const pagePath = (sitePath: string): string => [...sitePath.split('/').filter(Boolean), 'index.html'].join('/');

/** The built page of a site path: its file under outDir (`/a/` → a/index.html). */
export function pageFile(outDir: string, sitePath: string): string {
  return path.join(outDir, pagePath(sitePath));
}

/** The pages at the old addresses, by path under out/. */
export const redirectPagePaths = (redirects: readonly Redirect[]): Set<string> =>
  new Set(redirects.map(({ from }) => pagePath(from)));

/** The title and first heading of a built page, whitespace collapsed. */
function titleAndHeadingOf(document: Node): { title: string; heading: string } {
  const clean = (node: Node | undefined) => (node ? textOf(node).replace(/\s+/g, ' ').trim() : '');
  const title = clean(firstElement(document, 'title'));
  return { title, heading: clean(firstElement(document, 'h1')) || title };
}

export interface WrittenRedirects {
  /** out/_redirects */
  file: string;
  /** Whether out/_redirects already held its bytes and was kept as it was. */
  fileKept: boolean;
  /** The pages at the old addresses, relative to outDir. */
  pages: string[];
  /** How many of them already held their bytes and were kept as they were (out/ updated in place). */
  kept: number;
}

/**
 * Writes out/_redirects and a page at each old address, taking the title and heading of the
 * page each leads to. Refuses to write over a page of the build: the content check keeps old
 * addresses off live pages, and this holds it for any page the routes write.
 */
export async function writeRedirects(options: {
  outDir: string;
  redirects: readonly Redirect[];
  language: string;
  domain: string;
  /**
   * Where the target pages' titles and headings are kept between builds: a page is parsed
   * again only once its file changed (lib/build/file-digest.ts). None: every one is parsed.
   */
  titlesFile?: string;
  /**
   * When out/ is updated in place: an old address's page that already holds what this build
   * writes there is kept as it is (the export step left the last build's: leftInPlace).
   */
  stock?: OutStock;
}): Promise<WrittenRedirects> {
  const { outDir, redirects } = options;
  const { parse } = await import('parse5');
  const titles = new StampMemo();
  if (options.titlesFile) titles.load(options.titlesFile);
  const parsed = (file: string) => JSON.stringify(titleAndHeadingOf(parse(readFileSync(file, 'utf8'))));
  const targets: string[] = [];
  const pages: string[] = [];
  let kept = 0;
  for (const { from, to } of redirects) {
    const target = pageFile(outDir, to);
    if (!existsSync(target)) {
      throw new Error(`redirects: ${from} leads to ${to}, but ${target} does not exist; expected a page of the build`);
    }
    const relative = pagePath(from);
    const file = path.join(outDir, relative);
    const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    // In an out/ updated in place, the last build's page at an address that is old since (the
    // export step leaves every page at an old address where it is): this build replaces it.
    const lastBuilds = before !== undefined && options.stock !== undefined && lastBuildsFile(options.stock, relative);
    if (before !== undefined && !before.includes(GENERATOR) && !lastBuilds) {
      throw new Error(`redirects: ${file} is a page of the build, not an old address; expected no page at ${from}`);
    }
    const { title, heading } = JSON.parse(titles.get(target, parsed)) as { title: string; heading: string };
    targets.push(target);
    const html = renderRedirectPage(to, {
      language: options.language,
      domain: options.domain,
      title,
      linkText: heading,
    });
    if (lastBuilds && before === html) {
      options.stock!.kept.add(relative);
      kept += 1;
    } else {
      // A new file, never a write through a link: the last build's page may be the page cache's.
      if (before !== undefined) rmSync(file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
    pages.push(relative);
  }
  if (options.titlesFile) titles.save(options.titlesFile, targets);
  const file = path.join(outDir, REDIRECTS_FILE);
  writeUnlessSame(options.stock, outDir, REDIRECTS_FILE, renderRedirectsFile(redirects));
  return { file, fileKept: options.stock?.kept.has(REDIRECTS_FILE) ?? false, pages, kept };
}
