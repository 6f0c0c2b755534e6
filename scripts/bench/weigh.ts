// What the benchmark weighs in a built site: the pages a reader opens first, served as
// production serves them, and an article's HTML against its body's.
import fs from 'node:fs';
import path from 'node:path';

import { renderMarkdown } from '../../lib/content/markdown.ts';
import type { SiteContent } from '../../lib/content/model/index.ts';
import { launchChromium, measurePageWeight } from './page-weight.ts';
import type { PageFigures, SizeResult } from './report.ts';
import { percentile } from './search.ts';
import { precompress, serveOut } from './serve.ts';

/** Articles whose HTML is weighed against their body's, spread evenly over the site. */
const RATIO_SAMPLE = 100;

export type Browser = Awaited<ReturnType<typeof launchChromium>>;

/** Everything a size's run needs to know of the run around it. */
export interface RunContext {
  projectRoot: string;
  /** The copy of the project the site is built in (.bench/work/). */
  workspace: string;
  siteId: string;
  sourceSiteId: string;
  seed: number;
  lighthouseRuns: number;
  log(message: string): void;
}

/** The pages the benchmark weighs: the home page, the first article and the first category. */
export function pageTargets(content: SiteContent): Record<PageFigures['kind'], string> {
  return { home: '/', article: content.articles[0]!.url, category: content.categories[0]!.url };
}

export function articleHtmlRatio(
  content: SiteContent,
  outDir: string,
  measured: string,
): SizeResult['articleHtmlRatio'] {
  const ratioOf = (articleIndex: number) => {
    const article = content.articles[articleIndex]!;
    const html = fs.statSync(path.join(outDir, article.url, 'index.html')).size;
    return html / Buffer.byteLength(renderMarkdown(article.body));
  };
  const step = Math.max(1, Math.floor(content.articles.length / RATIO_SAMPLE));
  const ratios: number[] = [];
  for (let index = 0; index < content.articles.length; index += step) ratios.push(ratioOf(index));
  ratios.sort((a, b) => a - b);
  const pageIndex = content.articles.findIndex((article) => article.url === measured);
  return {
    page: ratioOf(pageIndex),
    sampleMedian: percentile(ratios, 0.5),
    sampleMax: ratios.at(-1)!,
    sampled: ratios.length,
  };
}

/**
 * Serves `outDir` (gzip twins written first, as nginx serves them) and opens Chromium for
 * `work`; both are closed however it ends. Chromium starts inside the try: a browser that
 * fails to start must still close the server, or the benchmark prints the error and then
 * waits forever.
 */
export async function withServedSite<T>(
  projectRoot: string,
  outDir: string,
  work: (browser: Browser, origin: string) => Promise<T>,
): Promise<T> {
  precompress(outDir);
  const server = await serveOut(projectRoot, outDir);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    return await work(browser, server.origin);
  } finally {
    await browser?.close();
    server.close();
  }
}

/** Weighs each target page; `label` prefixes the log lines. */
export async function weighPages(
  browser: Browser,
  origin: string,
  targets: Record<PageFigures['kind'], string>,
  log: (message: string) => void,
): Promise<PageFigures[]> {
  const pages: PageFigures[] = [];
  for (const [kind, pagePath] of Object.entries(targets) as [PageFigures['kind'], string][]) {
    const weight = await measurePageWeight(browser, origin, pagePath);
    log(
      `${pagePath}: JS ${(weight.jsGzipBytes / 1024).toFixed(1)} KB gzip in ${weight.scripts} files, HTML ${(weight.htmlBytes / 1024).toFixed(1)} KB`,
    );
    pages.push({ kind, weight });
  }
  return pages;
}
