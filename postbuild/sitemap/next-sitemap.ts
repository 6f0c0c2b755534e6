// The XML sitemap and robots.txt of a site, written by next-sitemap (build time only) from the
// pages the build writes, no more: within the protocol's limits a site has one sitemap.xml;
// above them sitemap.xml becomes a sitemap index naming children that each stay within them
// (docs/architecture.md#sitemaps).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { SitemapBuilder } from 'next-sitemap';

import type { BuiltPage } from '../../lib/content/built-pages.ts';

/** The sitemap protocol's limits for one file: URLs, and bytes of the uncompressed XML. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;
export type SitemapLimits = { urls: number; bytes: number };

/** The name of the sitemap robots.txt points to, whether it is the list itself or the index. */
export const SITEMAP_FILE = 'sitemap.xml';

/** What the step hands next-sitemap's configuration (./next-sitemap.config.ts), as JSON. */
export interface SitemapInput {
  /** The site's origin, no trailing slash. */
  siteUrl: string;
  /** Where next-sitemap writes: an empty folder, so it finds no page of its own there. */
  outDir: string;
  /** The pages' paths, each with its trailing slash, in the order the sitemap lists them. */
  paths: string[];
  /** URLs a file, so that every file stays within both limits. */
  sitemapSize: number;
  /** Paths robots.txt keeps crawlers off. */
  disallow: string[];
}

/** The environment variable naming the input's file for the configuration. */
export const INPUT_VARIABLE = 'NEXT_SITEMAP_INPUT';

/** The pages a search engine should know: every built page but the error pages. */
export function sitemapPaths(pages: readonly BuiltPage[]): string[] {
  return pages.filter((page) => page.kind !== 'not-found' && page.kind !== 'server-error').map((page) => page.path);
}

// As next-sitemap escapes a <loc> (its url-set builder): only to weigh the entries here.
const escaped = (url: string) =>
  url.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * How many URLs one file may hold: the protocol's count, or fewer when that many of the
 * longest entry would pass the byte limit. next-sitemap splits by count alone, so the bytes are
 * bounded here, weighed in its own XML.
 */
export function sitemapSize(siteUrl: string, paths: readonly string[], limits: SitemapLimits = SITEMAP_LIMITS): number {
  const builder = new SitemapBuilder();
  const frame = Buffer.byteLength(builder.buildSitemapXml([]));
  let longest = '';
  for (const sitePath of paths) {
    const url = escaped(siteUrl + sitePath);
    if (Buffer.byteLength(url) > Buffer.byteLength(longest)) longest = url;
  }
  const entry = Buffer.byteLength(builder.buildSitemapXml([{ loc: longest }])) - frame;
  if (frame + entry > limits.bytes) {
    throw new Error(`a sitemap entry is larger than ${limits.bytes} bytes: ${longest}`);
  }
  return Math.max(1, Math.min(limits.urls, Math.floor((limits.bytes - frame) / entry)));
}

export interface SitemapOptions {
  /** The site's origin, no trailing slash. */
  siteUrl: string;
  paths: readonly string[];
  /** Paths robots.txt keeps crawlers off. */
  disallow: readonly string[];
  limits?: SitemapLimits;
}

// The package exports neither its command nor its package.json: its folder is above dist/.
function nextSitemapCommand(): string {
  const entry = createRequire(import.meta.url).resolve('next-sitemap');
  return path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'bin', 'next-sitemap.mjs');
}

const CONFIG_FILE = fileURLToPath(new URL('./next-sitemap.config.ts', import.meta.url));

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/**
 * Writes sitemap.xml (with its children when it is an index) and robots.txt into outDir with
 * next-sitemap's command, and returns the sitemap files' names, sitemap.xml first. next-sitemap
 * writes into a folder of its own first; only a complete result, as many URLs as pages, is
 * copied into outDir.
 */
export function writeSitemapFiles(outDir: string, options: SitemapOptions): string[] {
  const { siteUrl, paths, disallow, limits = SITEMAP_LIMITS } = options;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'next-sitemap-'));
  try {
    const input: SitemapInput = {
      siteUrl,
      outDir: path.join(work, 'out'),
      paths: [...paths],
      sitemapSize: sitemapSize(siteUrl, paths, limits),
      disallow: [...disallow],
    };
    fs.mkdirSync(input.outDir);
    const inputFile = path.join(work, 'input.json');
    fs.writeFileSync(inputFile, JSON.stringify(input));
    // Its own process: next-sitemap is a command that reads a configuration file. It reports a
    // failure on stderr and still exits with 0, so what it wrote is checked below.
    const result = spawnSync(process.execPath, [nextSitemapCommand(), '--config', CONFIG_FILE], {
      env: { ...process.env, [INPUT_VARIABLE]: inputFile },
      encoding: 'utf8',
    });
    if (result.error) throw result.error;
    const written = fs.readdirSync(input.outDir);
    const names = written
      .filter((name) => /^sitemap.*\.xml$/.test(name))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    const listed = names.reduce(
      (total, name) => total + count(fs.readFileSync(path.join(input.outDir, name), 'utf8'), /<url>/g),
      0,
    );
    if (
      result.status !== 0 ||
      !names.includes(SITEMAP_FILE) ||
      !written.includes('robots.txt') ||
      listed !== paths.length
    ) {
      // Its own report of the failure, or else the last thing it said.
      const lines = (text: string) =>
        text
          .replace(/\u001b\[[0-9;]*m/g, '')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== '' && !line.startsWith('at '));
      const said = lines(result.stderr).join(' ') || lines(result.stdout).pop() || `exit code ${result.status}`;
      throw new Error(
        `next-sitemap wrote ${listed} of ${paths.length} URLs in ${names.join(', ') || 'no sitemap'}` +
          `${written.includes('robots.txt') ? '' : ' and no robots.txt'}: ${said}`,
      );
    }
    const ordered = [SITEMAP_FILE, ...names.filter((name) => name !== SITEMAP_FILE)];
    for (const name of [...ordered, 'robots.txt'])
      fs.copyFileSync(path.join(input.outDir, name), path.join(outDir, name));
    return ordered;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
