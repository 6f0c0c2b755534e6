// The XML sitemap and robots.txt of a site, as file name → text (build time only). Within the
// protocol's limits a site has one sitemap.xml; above them sitemap.xml becomes a sitemap index
// naming child sitemaps that each stay within them (docs/architecture.md#sitemaps).
import type { BuiltPage } from '../../lib/content/built-pages.ts';

/** The sitemap protocol's limits for one file: URLs, and bytes of the uncompressed XML. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;
export type SitemapLimits = { urls: number; bytes: number };

/** The name of the sitemap robots.txt points to, whether it is the list itself or the index. */
export const SITEMAP_FILE = 'sitemap.xml';
/** A child sitemap's name, numbered from 1. */
export const childSitemapFile = (number: number) => `sitemap-${number}.xml`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`;
const URLSET_CLOSE = '</urlset>\n';

// The protocol asks for entity-escaped URLs; the site's own are plain ASCII, but a domain or a
// slug is settings and content, so nothing is assumed.
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The pages a search engine should know: every built page but the error pages. */
export function sitemapPaths(pages: readonly BuiltPage[]): string[] {
  return pages.filter((page) => page.kind !== 'not-found' && page.kind !== 'server-error').map((page) => page.path);
}

/**
 * Splits the entries into runs that each fit one sitemap file: at most `limits.urls` entries
 * and `limits.bytes` bytes with the file's head and tail.
 */
function chunkEntries(entries: readonly string[], limits: SitemapLimits): string[][] {
  const frame = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const chunks: string[][] = [];
  let current: string[] = [];
  let bytes = frame;
  for (const entry of entries) {
    const size = Buffer.byteLength(entry);
    if (frame + size > limits.bytes) throw new Error(`a sitemap entry is larger than ${limits.bytes} bytes: ${entry}`);
    if (current.length === limits.urls || bytes + size > limits.bytes) {
      chunks.push(current);
      current = [];
      bytes = frame;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0 || chunks.length === 0) chunks.push(current);
  return chunks;
}

/**
 * Every sitemap file for the site at `domain` (its origin, no trailing slash), in a stable
 * order: sitemap.xml first, then its children.
 */
export function buildSitemapFiles(
  domain: string,
  sitePaths: readonly string[],
  limits: SitemapLimits = SITEMAP_LIMITS,
): Map<string, string> {
  const entries = sitePaths.map((sitePath) => `<url><loc>${escapeXml(domain + sitePath)}</loc></url>\n`);
  const chunks = chunkEntries(entries, limits);
  const urlset = (chunk: string[]) => URLSET_OPEN + chunk.join('') + URLSET_CLOSE;
  if (chunks.length === 1) return new Map([[SITEMAP_FILE, urlset(chunks[0]!)]]);

  const files = new Map<string, string>();
  const children = chunks.map((chunk, at) => [childSitemapFile(at + 1), urlset(chunk)] as const);
  const index =
    `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n` +
    children.map(([name]) => `<sitemap><loc>${escapeXml(`${domain}/${name}`)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n';
  files.set(SITEMAP_FILE, index);
  for (const [name, xml] of children) files.set(name, xml);
  return files;
}

/** robots.txt: everything may be crawled but the server-error page; it names the sitemap (or its index). */
export function buildRobotsTxt(domain: string, serverErrorPath: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${serverErrorPath}`,
    '',
    `Host: ${domain}`,
    '',
    `Sitemap: ${domain}/${SITEMAP_FILE}`,
    '',
  ].join('\n');
}
